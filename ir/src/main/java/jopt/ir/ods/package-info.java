/**
 * Ops defined as data, in the manner of MLIR's ODS: an {@link jopt.ir.ods.OpSpec} declares an op's
 * operand and result groups, properties, regions, successors, traits, type rules and assembly
 * format; {@link jopt.ir.ods.OpSpecVerifier} is the generic verifier of every spec, with MLIR's
 * messages; {@link jopt.ir.ods.AttrConstraints} and {@link jopt.ir.ods.TypeConstraints} are ODS's
 * builtin constraints, {@link jopt.ir.ods.OpView} the typed view of an op read through its spec, {@link jopt.ir.ods.PropertyConversion} MLIR's handling of inherent
 * attributes in generic form, {@link jopt.ir.ods.OpCreation} what a generated builder adds. The
 * {@link jopt.ir.ods.Op} annotation marks the views the ods-gen processor ({@code jopt.odsgen})
 * writes accessors for. Declarative assembly formats are in {@code jopt.ir.ods.format}, which this
 * package does not name: it sees them through {@link jopt.ir.ods.OpFormatSpec} (the spec as a
 * format reads it), {@link jopt.ir.ods.CustomDirective} with {@link jopt.ir.ods.FormatParseState},
 * and {@link jopt.ir.ods.OpAsmFormat} (a made format).
 */
package jopt.ir.ods;
