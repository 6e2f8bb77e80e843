/* screenname: the display names of Swift type names, as a C library (make lib builds libscreenname).
 *
 * Each call names values as `screenname --align` names lines: the app's own type, or none when the value names only
 * Apple's types or is no type name. Calls may come from any thread; they share one cache of recent names. */
#ifndef SCREENNAME_H
#define SCREENNAME_H

#ifdef __cplusplus
extern "C" {
#endif

/* Names `length` bytes of UTF-8 at `input`, writing the display name to `output`, which holds `capacity` bytes.
 * Returns the length written; -1 when there is no screen of the app; -2 when `capacity` is too small (nothing is
 * written). The output is not NUL-terminated. */
long screenname_name(const char *input, long length, char *output, long capacity);

/* Names `count` values at once: value i is the bytes input[offsets[i]] ..< input[offsets[i + 1]] (`offsets` holds
 * count + 1 entries). The names are written one after another to `output`; name i is
 * output[output_offsets[i]] ..< output[output_offsets[i + 1]] (`output_offsets` holds count + 1 entries), and
 * `is_null[i]` is 1 when value i has no screen (its name is then empty), else 0. Returns the bytes written, or -2
 * when `capacity` is too small, in which case the first values that fit are written and `output_offsets[count]`
 * is the capacity needed for all. */
long screenname_name_column(const char *input, const long *offsets, long count, char *output, long capacity,
                            long *output_offsets, unsigned char *is_null);

#ifdef __cplusplus
}
#endif

#endif
