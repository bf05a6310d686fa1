// The `os.log` submodule's header. Empty on purpose: the Swift overlay `os` provides `Logger`,
// `OSLogType` and `OSLogMessage`; this header exists so `import os.log` names a real submodule.
#ifndef EXTENSION_HOST_OS_LOG_H
#define EXTENSION_HOST_OS_LOG_H
#define EXTENSION_HOST_OS_LOG 1
#endif
