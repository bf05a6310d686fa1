import Foundation

/// Runs a long blocking command (minutes of `swift build`) on a thread of its own and awaits it,
/// so it never holds one of the few cooperative threads other tests need to start in time.
func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}

/// A command's result, collected off the pool; the leftover check runs back on the test's task.
struct OffPoolRun: Sendable {
  let exitCode: Int32
  let stdout: String
  let stderr: String
  /// The spawned process's marker folder and group, for `SpawnedProcess.expectNothingLeftBehind`.
  let process: SpawnedProcessHandle
}

/// Hands a finished `SpawnedProcess` from the thread that ran it to the awaiting test.
/// `@unchecked Sendable` is safe: the thread stores it once before resuming the continuation and
/// never touches it again; only the awaiting task uses it afterwards.
final class SpawnedProcessHandle: @unchecked Sendable {
  let process: SpawnedProcess
  init(_ process: SpawnedProcess) { self.process = process }
}

/// Spawns `executable` with `arguments` and collects its output with `timeout`, off the pool.
func runOffThePool(
  _ executable: String, _ arguments: [String], environment: [String: String?] = [:], timeout: Duration,
  waitingFor what: String
) async throws -> OffPoolRun {
  let name = currentTestName()
  return try await offThePool {
    let output = try CollectedOutput.pipes()
    let process = try SpawnedProcess(
      executable, arguments, environment: environment, stdout: output.stdoutWriter, stderr: output.stderrWriter)
    let result = try output.collect(from: process, timeout: timeout, waitingFor: what, in: name)
    return OffPoolRun(exitCode: result.exitCode, stdout: result.stdout, stderr: result.stderr, process: SpawnedProcessHandle(process))
  }
}
