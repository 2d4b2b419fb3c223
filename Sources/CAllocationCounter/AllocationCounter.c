// Counts heap allocations for `swipe bench` by interposing the C allocator in the executable.
//
// glibc exports its allocator under __libc_* names, so these wrappers forward to it unchanged
// and, while counting is switched on, add relaxed atomic counters: calls, bytes requested, and
// the live heap (usable sizes of blocks allocated minus blocks freed, from malloc_usable_size)
// with its peak. Shared libraries (the Swift runtime, Foundation) resolve malloc to the
// executable's definition, so every Swift allocation passes through here. Only the benchmark
// executable links this file.

#include "CAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_int counting;
static atomic_int seen;
static atomic_uint_fast64_t calls;
static atomic_uint_fast64_t bytes;
static atomic_int_fast64_t live;
static atomic_int_fast64_t peak;

static inline int is_counting(void) {
  return atomic_load_explicit(&counting, memory_order_relaxed);
}

// Moves the live heap by `delta` bytes and raises the peak when it passes it.
static inline void add_live(int64_t delta) {
  int64_t now = atomic_fetch_add_explicit(&live, delta, memory_order_relaxed) + delta;
  int64_t highest = atomic_load_explicit(&peak, memory_order_relaxed);
  while (now > highest &&
         !atomic_compare_exchange_weak_explicit(&peak, &highest, now, memory_order_relaxed,
                                                memory_order_relaxed)) {
  }
}

// Records one allocation call of `size` bytes that returned `pointer`.
static inline void *record(size_t size, void *pointer) {
  atomic_store_explicit(&seen, 1, memory_order_relaxed);
  if (is_counting()) {
    atomic_fetch_add_explicit(&calls, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
    if (pointer != NULL) {
      add_live((int64_t)malloc_usable_size(pointer));
    }
  }
  return pointer;
}

void *malloc(size_t size) { return record(size, __libc_malloc(size)); }

void *calloc(size_t count, size_t size) {
  return record(count * size, __libc_calloc(count, size));
}

void *realloc(void *pointer, size_t size) {
  int64_t before = 0;
  if (pointer != NULL && is_counting()) {
    before = (int64_t)malloc_usable_size(pointer);
  }
  void *result = __libc_realloc(pointer, size);
  if (result == NULL && size != 0) {
    return record(size, NULL);  // failed: the old block is still there
  }
  add_live(-before);
  return record(size, result);
}

void *memalign(size_t alignment, size_t size) {
  return record(size, __libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return record(size, __libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  void *pointer = record(size, __libc_memalign(alignment, size));
  if (pointer == NULL) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

void free(void *pointer) {
  if (pointer != NULL && is_counting()) {
    add_live(-(int64_t)malloc_usable_size(pointer));
  }
  __libc_free(pointer);
}

#else

// Elsewhere (macOS's two-level namespace) an executable cannot interpose the allocator this way;
// the counter reports itself inactive and the benchmarks print no allocation figures.
static int counting;
static int seen;
static uint64_t calls;
static uint64_t bytes;
static int64_t live;
static int64_t peak;
#define atomic_store(pointer, value) (*(pointer) = (value))
#define atomic_load(pointer) (*(pointer))

#endif

void swipe_allocation_counter_start(void) {
  atomic_store(&calls, 0);
  atomic_store(&bytes, 0);
  atomic_store(&live, 0);
  atomic_store(&peak, 0);
  atomic_store(&counting, 1);
}

void swipe_allocation_counter_stop(void) { atomic_store(&counting, 0); }

uint64_t swipe_allocation_counter_calls(void) { return atomic_load(&calls); }

uint64_t swipe_allocation_counter_bytes(void) { return atomic_load(&bytes); }

int64_t swipe_allocation_counter_live_bytes(void) { return atomic_load(&live); }

int64_t swipe_allocation_counter_peak_bytes(void) { return atomic_load(&peak); }

int swipe_allocation_counter_is_active(void) { return atomic_load(&seen); }
