/** The {@code jopt} and {@code jopt-run} commands and the reference interpreter. */
module jopt.tools {
  requires transitive jopt.ir;
  requires transitive jopt.passes;
  requires jopt.dialects;
  requires jopt.parser;
  requires java.management;

  exports jopt.tools;
  exports jopt.interpreter;
}
