/**
 * jopt as a library: {@code jopt.api.Jopt} parses and verifies, builds and runs pass pipelines
 * and prints, with every dialect and production pass. Requires the other library modules
 * transitively, so that this one {@code requires jopt.api} gives a program all of them.
 */
module jopt.api {
  requires transitive jopt.ir;
  requires transitive jopt.dialects;
  requires transitive jopt.parser;
  requires transitive jopt.passes;
  requires transitive jopt.onnx;

  exports jopt.api;
}
