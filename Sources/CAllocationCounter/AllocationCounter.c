// Counts heap allocations for `swipe bench` by interposing the C allocator in the executable.
//
// glibc exports its allocator under __libc_* names, so these wrappers forward to it unchanged
// and only add two relaxed atomic counters while counting is switched on. Shared libraries
// (the Swift runtime, Foundation) resolve malloc to the executable's definition, so every Swift
// allocation passes through here. Only the benchmark executable links this file.

#include "CAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
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

static inline void record(size_t size) {
  atomic_store_explicit(&seen, 1, memory_order_relaxed);
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&calls, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
  }
}

void *malloc(size_t size) {
  record(size);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  record(count * size);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  record(size);
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  record(size);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  record(size);
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  record(size);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

void free(void *pointer) { __libc_free(pointer); }

#else

// Elsewhere (macOS's two-level namespace) an executable cannot interpose the allocator this way;
// the counter reports itself inactive and the benchmarks print no allocation figures.
static int counting;
static int seen;
static uint64_t calls;
static uint64_t bytes;
#define atomic_store(pointer, value) (*(pointer) = (value))
#define atomic_load(pointer) (*(pointer))

#endif

void swipe_allocation_counter_start(void) {
  atomic_store(&calls, 0);
  atomic_store(&bytes, 0);
  atomic_store(&counting, 1);
}

void swipe_allocation_counter_stop(void) { atomic_store(&counting, 0); }

uint64_t swipe_allocation_counter_calls(void) { return atomic_load(&calls); }

uint64_t swipe_allocation_counter_bytes(void) { return atomic_load(&bytes); }

int swipe_allocation_counter_is_active(void) { return atomic_load(&seen); }
