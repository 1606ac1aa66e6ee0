/**
 * Dialect conversion as MLIR's (mlir/Transforms/DialectConversion.h): a
 * {@link jopt.ir.conversion.ConversionTarget} says which ops are legal, illegal or legal by a
 * callback; {@link jopt.ir.conversion.ConversionPattern}s (typed:
 * {@link jopt.ir.conversion.OpConversionPattern}) rewrite the others through a
 * {@link jopt.ir.conversion.ConversionPatternRewriter} that logs every change, so that a failed
 * pattern or conversion is undone without copying the IR; a {@link jopt.ir.conversion.TypeConverter}
 * gives the new types of values and block signatures and builds the casts between old and new
 * types. {@link jopt.ir.conversion.DialectConversion} runs a partial or a full conversion and
 * reports what it cannot legalize as mlir-opt does. Rewrites a driver makes before a conversion
 * go through an {@link jopt.ir.conversion.UndoableRewriter}, to be undone with it.
 */
package jopt.ir.conversion;
