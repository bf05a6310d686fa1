// The wall clock a monitor extension reads under `extension-host simulate`.
//
// The executable defines libc's wall-clock functions; the dynamic linker binds every library's
// calls to them here (an executable's definitions come first), so Foundation's `Date()` and
// anything else reading the time of day see the offset. Each function reads the real clock
// through libc's own definition (`RTLD_NEXT`) and adds the offset, which is 0 (the real clock)
// until the runtime sets it for a simulated callback.
#define _GNU_SOURCE
#include "CSimulatedClock.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static _Atomic int64_t offset_nanoseconds = 0;

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);
static _Atomic(clock_gettime_function) real_clock_gettime = NULL;

/// The kernel's clock, for an executable where no library follows this one (linked statically).
static int system_clock_gettime(clockid_t clock, struct timespec *time) {
  return (int)syscall(SYS_clock_gettime, clock, time);
}

static clock_gettime_function libc_clock_gettime(void) {
  clock_gettime_function function = atomic_load_explicit(&real_clock_gettime, memory_order_acquire);
  if (function == NULL) {
    function = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
    if (function == NULL) function = system_clock_gettime;
    atomic_store_explicit(&real_clock_gettime, function, memory_order_release);
  }
  return function;
}

void simulatedclock_set_offset(int64_t nanoseconds) {
  atomic_store_explicit(&offset_nanoseconds, nanoseconds, memory_order_relaxed);
}

int64_t simulatedclock_real_now(void) {
  struct timespec now = {0, 0};
  libc_clock_gettime()(CLOCK_REALTIME, &now);
  return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

static void shift(struct timespec *time) {
  int64_t offset = atomic_load_explicit(&offset_nanoseconds, memory_order_relaxed);
  if (offset == 0) return;
  int64_t nanoseconds = (int64_t)time->tv_sec * 1000000000 + time->tv_nsec + offset;
  time->tv_sec = (time_t)(nanoseconds / 1000000000);
  time->tv_nsec = (long)(nanoseconds % 1000000000);
  if (time->tv_nsec < 0) {
    time->tv_nsec += 1000000000;
    time->tv_sec -= 1;
  }
}

int clock_gettime(clockid_t clock, struct timespec *time) {
  int result = libc_clock_gettime()(clock, time);
  if (result == 0 && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) shift(time);
  return result;
}

int gettimeofday(struct timeval *restrict value, void *restrict zone) {
  (void)zone;
  struct timespec now = {0, 0};
  int result = clock_gettime(CLOCK_REALTIME, &now);
  if (result == 0) {  // glibc declares `value` nonnull
    value->tv_sec = now.tv_sec;
    value->tv_usec = now.tv_nsec / 1000;
  }
  return result;
}

time_t time(time_t *result) {
  struct timespec now = {0, 0};
  clock_gettime(CLOCK_REALTIME, &now);
  if (result != NULL) *result = now.tv_sec;
  return now.tv_sec;
}
