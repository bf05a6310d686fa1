// Declarations only (include/CMainQueue.h): the functions live in libdispatch.so.
#include "CMainQueue.h"
