/** {@code jopt-lit}: LLVM lit's shell and runner with jopt and FileCheck in one JVM. */
module jopt.lit {
  requires jopt.tools;
  requires jopt.filecheck;

  exports jopt.lit;
}
