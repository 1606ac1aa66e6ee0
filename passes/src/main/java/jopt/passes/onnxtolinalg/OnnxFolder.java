package jopt.passes.onnxtolinalg;

import jopt.ir.Operation;

/** Folds the shape computations of a function on constants before lowering. */
final class OnnxFolder {
  private OnnxFolder() {}

  static void fold(Operation func) {}
}
