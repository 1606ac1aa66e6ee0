/**
 * Declarative assembly formats as ODS's OpFormatGen gives them:
 * {@link jopt.ir.ods.format.FormatParser} reads a spec's format string into
 * {@link jopt.ir.ods.format.FormatElement}s once; {@link jopt.ir.ods.format.AssemblyFormat} parses
 * ({@link jopt.ir.ods.format.FormatOpParser}, then {@link jopt.ir.ods.format.TypeInference}) and
 * prints ({@link jopt.ir.ods.format.FormatPrinter}) an op's custom form as the generated C++ does.
 * Custom directives ({@link jopt.ir.ods.format.DynamicIndexList}) and function signatures
 * ({@link jopt.ir.ods.format.FunctionSignature}) live here too. Works only through
 * {@code OpAsmParser}/{@code OpAsmPrinter}, never the parser module.
 */
package jopt.ir.ods.format;
