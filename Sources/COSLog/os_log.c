// SwiftPM builds a C target only when it has a source file; the module is header-only.
#include "os_log.h"
