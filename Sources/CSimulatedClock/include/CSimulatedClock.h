#ifndef CSIMULATEDCLOCK_H
#define CSIMULATEDCLOCK_H

#include <stdint.h>

/// Moves this process's wall clock (`CLOCK_REALTIME`, `gettimeofday`, `time`) by `nanoseconds`,
/// so that `Date()` reads the simulated time: the monotonic clocks, which time-outs use, are left
/// alone. 0 restores the real clock.
void simulatedclock_set_offset(int64_t nanoseconds);

/// The real wall clock, in nanoseconds since 1970, whatever the offset.
int64_t simulatedclock_real_now(void);

#endif
