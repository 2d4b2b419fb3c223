#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Starts counting heap allocations made by any thread of this process.
void swipe_allocation_counter_start(void);

/// Stops counting; the totals stay readable until the next start.
void swipe_allocation_counter_stop(void);

/// Number of allocation calls (malloc, calloc, realloc, aligned variants) while counting.
uint64_t swipe_allocation_counter_calls(void);

/// Bytes requested by those calls.
uint64_t swipe_allocation_counter_bytes(void);

/// 1 when this binary's malloc interposition is live (a self-check for the benchmarks).
int swipe_allocation_counter_is_active(void);

#endif
