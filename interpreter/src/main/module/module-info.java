/** The reference interpreter of jopt-run: MLIR run on an instrumented heap. */
module jopt.interpreter {
  requires transitive jopt.ir;
  requires jopt.dialects;
  requires jopt.parser;
  requires org.objectweb.asm;
  requires java.management;

  exports jopt.interpreter;
  exports jopt.interpreter.compile;
  exports jopt.interpreter.io;
  exports jopt.interpreter.runtime;
  exports jopt.interpreter.semantics;
}
