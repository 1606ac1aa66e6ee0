/**
 * Pathological input for {@code bench/pathological.sh}: {@link PathologicalInput} makes the shapes
 * generators, fuzzers and machine-written models produce (very wide: huge dictionaries, many
 * functions, ops of many results; very deep: nested regions, types, attributes, affine
 * expressions), at sizes of 1,000 to 1,000,000; {@link Generate} writes one to a file. Not a test:
 * jopt must handle them without stack overflow, hang or quadratic time.
 */
package jopt.pathological;
