/** LLVM's FileCheck in Java: {@code jopt.filecheck.FileCheck}. */
module jopt.filecheck {
  exports jopt.filecheck;
}
