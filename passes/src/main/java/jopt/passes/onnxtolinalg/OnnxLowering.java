package jopt.passes.onnxtolinalg;

import java.util.List;
import jopt.ir.Value;

/**
 * The lowering of one onnx op: builds linalg, tensor, arith and math ops before it and returns
 * one value per result (null for an absent or unused optional result), or throws
 * {@link Lowering#fail} saying why it cannot.
 */
@FunctionalInterface
interface OnnxLowering {
  List<Value> lower(Lowering l);

  /** A lowering of an op with one result. */
  static OnnxLowering single(java.util.function.Function<Lowering, Value> f) {
    return l -> List.of(f.apply(l));
  }
}
