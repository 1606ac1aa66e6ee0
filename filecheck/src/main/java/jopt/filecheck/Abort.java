package jopt.filecheck;

/** Stops a run after its diagnostics were printed, with FileCheck's exit code. */
final class Abort extends Exception {
  final int exitCode;

  Abort(int exitCode) {
    super(null, null, false, false);
    this.exitCode = exitCode;
  }
}
