/** The MLIR text parser ({@code jopt.parser.Parser}). */
module jopt.parser {
  requires transitive jopt.ir;
  requires org.antlr.antlr4.runtime;

  exports jopt.parser;
}
