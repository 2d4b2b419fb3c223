#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Starts counting heap allocations made by any thread of this process (every total back to 0).
void swipe_allocation_counter_start(void);

/// Stops counting; the totals stay readable until the next start.
void swipe_allocation_counter_stop(void);

/// Number of allocation calls (malloc, calloc, realloc, aligned variants) while counting.
uint64_t swipe_allocation_counter_calls(void);

/// Bytes requested by those calls.
uint64_t swipe_allocation_counter_bytes(void);

/// Heap held now, relative to the start: usable bytes of blocks allocated while counting minus
/// those of blocks freed while counting (a block allocated before the start and freed during the
/// count makes this lower, so measure code that frees nothing older than the count).
int64_t swipe_allocation_counter_live_bytes(void);

/// The highest value the live heap reached while counting.
int64_t swipe_allocation_counter_peak_bytes(void);

/// 1 when this binary's malloc interposition is live (a self-check for the benchmarks).
int swipe_allocation_counter_is_active(void);

#endif
