/**
 * The MLIR text parser: {@link Parser} is the entry point ({@code parseSourceString},
 * {@code parseSourceFile}, {@code parseType}, {@code parseAttribute}, {@code parseLocation},
 * {@code splitInputFile}); errors are diagnostics with {@code file:line:col}, never exceptions. A
 * hand-written lexer ({@link FastLexer}) feeds the ANTLR grammar {@code MlirParser.g4}, whose
 * actions build IR directly; the actions are split by job as MLIR splits its parser (see
 * {@link ParserBase}: locations, types, attributes, affine maps, dialect symbols, operations, the
 * top level). Custom op syntax goes through {@link CustomOpParser}, the
 * {@link jopt.ir.asm.OpAsmParser} ops see. Large files are parsed in parallel, in chunks
 * ({@link ChunkedParse}) or a large block in pieces ({@link BlockPieces}).
 *
 * <p>Depends on the IR only ({@code jopt.ir}); dialects come in through the context's registry,
 * passes never.
 */
package jopt.parser;
