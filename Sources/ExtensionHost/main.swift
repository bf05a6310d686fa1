import Glibc

signal(SIGPIPE, SIG_IGN)

let exitCode = await CommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
