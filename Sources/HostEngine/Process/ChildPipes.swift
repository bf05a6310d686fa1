import CHostShims
import Glibc

/// The four pipes of a child the host starts, by spawning (`ChildProcess.spawn`) or by forking
/// (`ForkServer`): the child's ends become its stdout, stderr, fd 3 and fd 4; the host keeps the
/// other ends, non-blocking once the child runs (`started(pid:)`).
struct ChildPipes {
  let requests: (read: Int32, write: Int32)
  let responses: (read: Int32, write: Int32)
  let output: (read: Int32, write: Int32)
  let errors: (read: Int32, write: Int32)

  /// Four close-on-exec pipes; none is left open when one cannot be made.
  init() throws(ChildProcessError) {
    var made: [(read: Int32, write: Int32)] = []
    for _ in 0..<4 {
      var descriptors: [Int32] = [-1, -1]
      guard hostshims_pipe_cloexec(&descriptors) == 0 else {
        let code = errno
        for pipe in made { close(pipe.read); close(pipe.write) }
        throw .pipeFailed(errno: code)
      }
      made.append((descriptors[0], descriptors[1]))
    }
    (requests, responses, output, errors) = (made[0], made[1], made[2], made[3])
  }

  /// The child's ends, in the order of its descriptors 1, 2, 3 and 4.
  var childEnds: [Int32] { [output.write, errors.write, requests.read, responses.write] }
  /// The host's ends.
  var hostEnds: [Int32] { [requests.write, responses.read, output.read, errors.read] }

  func closeChildEnds() { for descriptor in childEnds { close(descriptor) } }
  func closeHostEnds() { for descriptor in hostEnds { close(descriptor) } }

  /// The host's view of the child `pid` that took the child's ends. Every host end becomes
  /// non-blocking: the host never waits on a pipe whose other end the extension controls (it
  /// writes requests through a bounded queue; see OutgoingQueue).
  func started(pid: pid_t) -> ChildProcess {
    for descriptor in hostEnds {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    return ChildProcess(
      pid: pid, pidDescriptor: hostshims_pidfd_open(pid), requestDescriptor: requests.write,
      responseDescriptor: responses.read, stdoutDescriptor: output.read, stderrDescriptor: errors.read)
  }
}
