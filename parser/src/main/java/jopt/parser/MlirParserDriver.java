package jopt.parser;

import jopt.ir.MLIRContext;
import org.antlr.v4.runtime.atn.PredictionMode;

/** Wires lexer, token stream and generated parser for one buffer. */
final class MlirParserDriver {
  private MlirParserDriver() {}

  static MlirParser create(MLIRContext ctx, SourceFile source) {
    FastLexer lexer = new FastLexer(source);
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
