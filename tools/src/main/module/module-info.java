/** The {@code jopt} and {@code jopt-run} commands. */
module jopt.tools {
  requires transitive jopt.ir;
  requires transitive jopt.passes;
  requires transitive jopt.interpreter;
  requires jopt.dialects;
  requires jopt.parser;
  requires jopt.onnx;
  requires jopt.api;
  requires java.management;

  exports jopt.tools;
  exports jopt.tools.common;
  exports jopt.tools.opt;
  exports jopt.tools.run;
  exports jopt.tools.server;
  exports jopt.tools.training;
  exports jopt.tools.translate;
}
