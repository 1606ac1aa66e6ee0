package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.ods.OpSpec;

/**
 * The specs of the onnx ops without logic of their own, one per schema of {@link OnnxSchemas}
 * that no hand-written op class defines: the metadata-only noops, Transpose and the compute ops.
 */
final class SimpleOps {
  private SimpleOps() {}

  /** The ops with a class of their own (custom syntax, verifier or aliasing). */
  static final Set<String> HAND_WRITTEN = Set.of("Constant", "Gather", "Slice", "Concat", "Split",
      "SplitV13", "SplitV11");

  /** Ops that only change metadata: the result shares operand 0's memory. */
  private static final Set<String> NOOP_NAMES = Set.of("Reshape", "Squeeze", "SqueezeV11",
      "Unsqueeze", "UnsqueezeV11", "Flatten", "Identity");

  /** Transpose: a noop where it moves only dimensions of size 1, else it moves data. */
  private static final Set<String> TRANSPOSE_NAMES = Set.of("Transpose");

  static final List<OpSpec> NOOPS = specs(NOOP_NAMES::contains);

  static final List<OpSpec> TRANSPOSES = specs(TRANSPOSE_NAMES::contains);

  /** Ops computing new data: every result gets memory of its own. */
  static final List<OpSpec> COMPUTE = specs(n -> !NOOP_NAMES.contains(n)
      && !TRANSPOSE_NAMES.contains(n));

  private static List<OpSpec> specs(java.util.function.Predicate<String> named) {
    List<OpSpec> r = new ArrayList<>();
    for (OnnxSchemas.Schema s : OnnxSchemas.all()) {
      if (!HAND_WRITTEN.contains(s.name()) && named.test(s.name())) {
        r.add(s.spec());
      }
    }
    return List.copyOf(r);
  }
}
