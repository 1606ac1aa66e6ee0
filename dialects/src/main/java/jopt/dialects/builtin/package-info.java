/**
 * MLIR's builtin ops ({@link BuiltinDialect}): {@code builtin.module} ({@link ModuleOp}, a symbol
 * table without terminator) and {@code builtin.unrealized_conversion_cast}; and {@link AsmUtil},
 * the parse, print and verify helpers the builtin, func, arith and cf ops share. The builtin types
 * and attributes are the IR's ({@code jopt.ir.type}, {@code jopt.ir.attr}).
 */
package jopt.dialects.builtin;
