/**
 * MLIR's builtin attributes as immutable value records: integers and floats (bit-exact,
 * {@link jopt.ir.attr.FloatCodec}, {@link jopt.ir.attr.FloatPrinter}), strings, arrays,
 * dictionaries ({@link jopt.ir.attr.DictionaryAttr}), symbol references, affine maps and sets,
 * strided layouts, dense arrays, dense, sparse and resource elements
 * ({@link jopt.ir.attr.DenseElementsAttr}), and attributes of unmodelled dialects kept as text
 * ({@link jopt.ir.attr.DialectAttr}). {@link jopt.ir.attr.Attrs} has the short factories dialect
 * code uses.
 */
package jopt.ir.attr;
