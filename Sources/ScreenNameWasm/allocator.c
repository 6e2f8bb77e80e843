/* The memory functions the Embedded Swift library needs in a WebAssembly module without a C library: size classes
 * of powers of two, each with a free list, carved from linear memory that grows as needed. A block's class sits in
 * the 16 bytes before it, so that free knows where it goes back; memory once taken is reused, never returned. */
#include <stddef.h>

extern unsigned char __heap_base;

enum { HEADER = 16, PAGE = 65536, CLASSES = 40 };

static unsigned char *top;
static unsigned char *end;
static void *free_lists[CLASSES];

static void *take(size_t bytes) {
    if (!top) {
        top = &__heap_base;
        end = (unsigned char *)(__builtin_wasm_memory_size(0) * PAGE);
    }
    top = (unsigned char *)(((size_t)top + 15) & ~(size_t)15);
    if ((size_t)(end - top) < bytes) {
        size_t pages = (bytes - (size_t)(end - top) + PAGE - 1) / PAGE;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
        end += pages * PAGE;
    }
    void *block = top;
    top += bytes;
    return block;
}

void *malloc(size_t size) {
    int class = 0;
    while (((size_t)16 << class) < size + HEADER) {
        if (++class == CLASSES) return NULL;
    }
    unsigned char *block = free_lists[class];
    if (block) {
        free_lists[class] = *(void **)(block + 8);
    } else {
        block = take((size_t)16 << class);
        if (!block) return NULL;
    }
    *(int *)block = class;
    return block + HEADER;
}

void free(void *pointer) {
    if (!pointer) return;
    unsigned char *block = (unsigned char *)pointer - HEADER;
    int class = *(int *)block;
    *(void **)(block + 8) = free_lists[class];
    free_lists[class] = block;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment > HEADER) return 12; /* ENOMEM: the library asks for no more than 16 */
    void *pointer = malloc(size);
    if (!pointer) return 12;
    *result = pointer;
    return 0;
}

/* The stack protector's guard and its failure, which the library's code is compiled to check. */
unsigned long __stack_chk_guard = 0x5c4e2d3a;
void __stack_chk_fail(void) { __builtin_trap(); }

int memcmp(const void *left, const void *right, size_t count) {
    const unsigned char *a = left, *b = right;
    for (size_t index = 0; index < count; index++) {
        if (a[index] != b[index]) return a[index] < b[index] ? -1 : 1;
    }
    return 0;
}

/* The seed of Swift's hashing: a module without a clock or entropy gets a fixed one, which costs nothing here, where
 * no input chooses what is hashed to collide (the record cache hashes with its own function). */
void arc4random_buf(void *buffer, size_t count) {
    unsigned char *bytes = buffer;
    unsigned long long state = 0x9e3779b97f4a7c15ull;
    for (size_t index = 0; index < count; index++) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        bytes[index] = (unsigned char)(state >> 56);
    }
}
