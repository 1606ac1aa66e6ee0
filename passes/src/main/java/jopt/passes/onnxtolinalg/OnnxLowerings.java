package jopt.passes.onnxtolinalg;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** The lowering of each onnx op, by op name, collected from the op families. */
final class OnnxLowerings {
  private OnnxLowerings() {}

  private static final Map<String, OnnxLowering> BY_NAME = build();

  private static Map<String, OnnxLowering> build() {
    Map<String, OnnxLowering> m = new HashMap<>();
    ElementwiseLowerings.register(m);
    ConstantLowerings.register(m);
    ShapeLowerings.register(m);
    SliceLowerings.register(m);
    GatherLowerings.register(m);
    MatMulLowerings.register(m);
    ConvLowerings.register(m);
    PoolLowerings.register(m);
    NormLowerings.register(m);
    ReduceLowerings.register(m);
    ResizeLowerings.register(m);
    LossLowerings.register(m);
    ScatterLowerings.register(m);
    QuantLowerings.register(m);
    RnnLowerings.register(m);
    TrainingLowerings.register(m);
    SelectionLowerings.register(m);
    DetLowering.register(m);
    TfIdfLowering.register(m);
    OptionalLowerings.register(m);
    StftLowering.register(m);
    RoiAlignLowering.register(m);
    MelWeightMatrixLowering.register(m);
    IfLowering.register(m);
    LoopLowering.register(m);
    SequenceLowerings.register(m);
    RandomLowerings.register(m);
    UniqueLowering.register(m);
    NmsLowering.register(m);
    DftLowering.register(m);
    return Map.copyOf(m);
  }

  /** The lowering of {@code onnx.X}, or null. */
  static OnnxLowering get(String name) {
    return BY_NAME.get(name);
  }

  /** The names of the ops with a lowering, sorted. */
  static Set<String> names() {
    return new TreeSet<>(BY_NAME.keySet());
  }
}
