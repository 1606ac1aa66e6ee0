package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.ods.OpSpec;

/**
 * The specs of the onnx ops without logic of their own, one per schema of {@link OnnxSchemas}
 * that no hand-written op class defines, grouped by the memory kind their row names
 * ({@code mem=}): the metadata-only noops, Transpose, the element-wise ops and the other compute
 * ops.
 */
final class SimpleOps {
  private SimpleOps() {}

  /** The ops with a class of their own (custom syntax, verifier or aliasing). */
  static final Set<String> HAND_WRITTEN = Set.of("Constant", "Gather", "Slice", "Concat", "Split",
      "SplitV13", "SplitV11");

  /** Ops that only change metadata: the result shares operand 0's memory. */
  static final List<OpSpec> NOOPS = specs(s -> "noop".equals(s.memoryKind()));

  /** Transpose: a noop where it moves only dimensions of size 1, else it moves data. */
  static final List<OpSpec> TRANSPOSES = specs(s -> "transpose".equals(s.memoryKind()));

  /**
   * Element-wise ops: each element of result 0 comes from the operand elements at its index
   * (broadcast operands, BatchNormalization's per-channel parameters), so it may be written over
   * an operand of its shape.
   */
  static final List<OpSpec> ELEMENTWISE = specs(s -> "elementwise".equals(s.memoryKind()));

  /** Ops computing new data: every result gets memory of its own. */
  static final List<OpSpec> COMPUTE = specs(s -> s.memoryKind() == null);

  private static List<OpSpec> specs(java.util.function.Predicate<OnnxSchemas.Schema> kind) {
    List<OpSpec> r = new ArrayList<>();
    for (OnnxSchemas.Schema s : OnnxSchemas.all()) {
      if (!HAND_WRITTEN.contains(s.name()) && kind.test(s)) {
        r.add(s.spec());
      }
    }
    return List.copyOf(r);
  }
}
