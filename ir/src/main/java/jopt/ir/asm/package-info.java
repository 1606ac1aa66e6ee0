/**
 * The text format's printing side and the parsing interface ops use, after MLIR's AsmPrinter and
 * OpAsmParser: {@link jopt.ir.asm.AsmPrinter} prints operations as mlir-opt does (SSA names by
 * {@link jopt.ir.asm.SSANameState}, aliases by {@link jopt.ir.asm.AliasState},
 * {@link jopt.ir.asm.PrintingFlags}, large modules in parallel by
 * {@link jopt.ir.asm.ParallelPrint}); {@link jopt.ir.asm.OpAsmParser} and
 * {@link jopt.ir.asm.OpAsmPrinter} are what an op's custom syntax is read and written with. The
 * parser that implements {@code OpAsmParser} is the parser module's ({@code jopt.parser}), which
 * this package must not depend on.
 */
package jopt.ir.asm;
