package jopt.parser;

import jopt.ir.MLIRContext;
import org.antlr.v4.runtime.atn.PredictionMode;

/** Wires lexer, token stream and generated parser for one buffer. */
final class MlirParserDriver {
  private MlirParserDriver() {}

  static MlirParser create(MLIRContext ctx, SourceFile source) {
    return createAt(ctx, source, null);
  }

  /**
   * As {@link #create}, for a buffer whose range starts at {@code at} (line and column) rather
   * than at the start of a line; null: at the start of its line.
   */
  static MlirParser createAt(MLIRContext ctx, SourceFile source, jopt.ir.asm.SourceLoc at) {
    FastLexer lexer = new FastLexer(source);
    if (at != null) {
      // reset takes the index of the line's start in the buffer (a view shares its file's text).
      CharSequence text = source.chars();
      int lineStart = source.getStart();
      while (lineStart > 0 && text.charAt(lineStart - 1) != '\n') {
        lineStart--;
      }
      lexer.reset(source.getStart(), at.line(), lineStart);
    }
    MlirTokenStream tokens = new MlirTokenStream(lexer, source.chars());
    MlirParser parser = new MlirParser(tokens);
    parser.removeErrorListeners();
    parser.setBuildParseTree(false);
    parser.setErrorHandler(new MlirErrorStrategy());
    parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
    parser.init(ctx, source, tokens);
    return parser;
  }
}
