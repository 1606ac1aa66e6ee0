package jopt.dialects.onnx;

import static com.google.common.truth.Truth.assertThat;
import static jopt.dialects.onnx.OnnxFixture.f32;
import static jopt.dialects.onnx.OnnxFixture.i64;
import static jopt.dialects.onnx.OnnxFixture.ints;
import static jopt.dialects.onnx.OnnxFixture.si64;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.ods.OpSpec;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.interfaces.GraphAliasingOpInterface;
import jopt.ir.interfaces.GraphAliasingOpInterface.Compute;
import jopt.ir.interfaces.GraphAliasingOpInterface.Concat;
import jopt.ir.interfaces.GraphAliasingOpInterface.Elementwise;
import jopt.ir.interfaces.GraphAliasingOpInterface.Gather;
import jopt.ir.interfaces.GraphAliasingOpInterface.GraphAliasing;
import jopt.ir.interfaces.GraphAliasingOpInterface.MovesData;
import jopt.ir.interfaces.GraphAliasingOpInterface.Noop;
import jopt.ir.interfaces.GraphAliasingOpInterface.Slice;
import jopt.ir.interfaces.GraphAliasingOpInterface.Split;
import jopt.ir.interfaces.GraphAliasingOpInterface.Unknown;
import jopt.ir.type.ShapedType;
import org.junit.jupiter.api.Test;

/** How every onnx op tells the memory planner to place its results. */
class GraphAliasingTest {
  private final OnnxFixture fx = new OnnxFixture(f32(6, 4), i64(1), i64(2), f32(1, 6, 4));
  private final Value x = fx.arg(0);
  private final Value dynamicStarts = fx.arg(1);
  private final Value dynamicSplit = fx.arg(2);
  private final Value x3 = fx.arg(3);

  private static GraphAliasing aliasing(Operation op) {
    return op.getInterface(GraphAliasingOpInterface.class).getGraphAliasing(op);
  }

  private GraphAliasing aliasing(String name, List<Value> operands, List<Type> results,
      Object... attrs) {
    Operation op = fx.op(name, operands, results, attrs);
    assertThat(fx.verifyError(op)).isNull();
    return aliasing(op);
  }

  // ---- noop and compute ops

  @Test
  void everyNoopSharesOperandZero() {
    List<String> names = new ArrayList<>();
    for (OpSpec spec : SimpleOps.NOOPS) {
      Operation op = fx.op(spec.name(), List.of(x), List.of(f32(24)));
      assertThat(aliasing(op)).isEqualTo(new Noop(0));
      names.add(spec.name());
    }
    assertThat(names).containsAtLeast("onnx.Reshape", "onnx.Squeeze",
        "onnx.Unsqueeze", "onnx.Flatten", "onnx.Identity", "onnx.SqueezeV11", "onnx.UnsqueezeV11");
    assertThat(names).doesNotContain("onnx.Transpose");
  }

  @Test
  void aTransposeIsANoopWhereItMovesOnlyDimensionsOfOne() {
    OnnxFixture t = new OnnxFixture(f32(1, 64, 1), f32(1, 2, 24, 28, 28), f32(4, 6), f32(1, 6));
    // 1x64x1 -> 1x1x64: the 64 elements stay in order.
    assertThat(transpose(t, 0, f32(1, 1, 64), ints(0, 2, 1))).isEqualTo(new Noop(0));
    // ShuffleNet's channel shuffle: 2 groups of 24 channels swap places with the channels.
    assertThat(transpose(t, 1, f32(1, 24, 2, 28, 28), ints(0, 2, 1, 3, 4))).isEqualTo(
        new MovesData(0, "'onnx.Transpose' with perm [0, 2, 1, 3, 4] puts dimension 1 (2) after "
            + "dimension 2 (24): it moves data, its result is a copy"));
    // No perm: ONNX reverses the dimensions (a copy unless at most one is larger than 1).
    assertThat(transpose(t, 2, f32(6, 4), null)).isInstanceOf(MovesData.class);
    assertThat(transpose(t, 3, f32(6, 1), null)).isEqualTo(new Noop(0));
  }

  private GraphAliasing transpose(OnnxFixture t, int arg, Type result, Object perm) {
    Operation op = perm == null ? t.op("onnx.Transpose", List.of(t.arg(arg)), List.of(result))
        : t.op("onnx.Transpose", List.of(t.arg(arg)), List.of(result), "perm", perm);
    assertThat(t.verifyError(op)).isNull();
    return aliasing(op);
  }

  @Test
  void everyComputeOpComputes() {
    for (OpSpec spec : SimpleOps.COMPUTE) {
      Operation op = fx.op(spec.name(), List.of(x), List.of(f32(6, 4)));
      assertThat(aliasing(op)).isEqualTo(new Compute());
    }
    assertThat(SimpleOps.COMPUTE.stream().map(OpSpec::name).toList()).containsAtLeast("onnx.Conv",
        "onnx.MatMul", "onnx.MaxPoolSingleOut", "onnx.LayerNormalization",
        "onnx.ReduceMeanV13", "onnx.Dropout", "onnx.Resize", "onnx.Softmax");
    // A verified example with its attributes.
    assertThat(aliasing("onnx.Softmax", List.of(x), List.of(f32(6, 4)), "axis", si64(-1)))
        .isEqualTo(new Compute());
  }

  @Test
  void elementwiseOpsMayComputeInPlace() {
    for (OpSpec spec : SimpleOps.ELEMENTWISE) {
      Operation op = fx.op(spec.name(), List.of(x), List.of(f32(6, 4)));
      assertThat(aliasing(op)).isEqualTo(new Elementwise());
    }
    assertThat(SimpleOps.ELEMENTWISE.stream().map(OpSpec::name).toList()).containsAtLeast(
        "onnx.Relu", "onnx.Add", "onnx.Mul", "onnx.Sigmoid", "onnx.HardSwish", "onnx.Erf",
        "onnx.Where", "onnx.BatchNormalizationInferenceMode");
  }

  @Test
  void constantsNoValueReturnAndEntryPointAreComputeOps() {
    assertThat(aliasing(fx.int64s(1, 2).getDefiningOp())).isEqualTo(new Compute());
    assertThat(aliasing(fx.noValue().getDefiningOp())).isEqualTo(new Compute());
    assertThat(aliasing(fx.op("onnx.Return", List.of(), List.of()))).isEqualTo(new Compute());
    assertThat(aliasing(fx.op("onnx.EntryPoint", List.of(), List.of(), "func",
        FlatSymbolRefAttr.get("f")))).isEqualTo(new Compute());
  }

  @Test
  void everyRegisteredOpHasAClassification() {
    for (OpDefinition def : new OnnxDialect().getOperations()) {
      Operation op = fx.op(def.getName(), List.of(x, x), List.of(f32(6, 4)), "axis", si64(0));
      assertThat(aliasing(op)).isNotNull();
    }
  }

  // ---- gather and concat

  @Test
  void gatherReusesTheDataBufferAlongItsAxis() {
    Value idx = fx.int64s(0, 2);
    assertThat(aliasing("onnx.Gather", List.of(x, idx), List.of(f32(2, 4)), "axis", si64(0)))
        .isEqualTo(new Gather(0, 0));
    assertThat(aliasing("onnx.Gather", List.of(x, idx), List.of(f32(6, 2)), "axis", si64(-1)))
        .isEqualTo(new Gather(0, -1));
    // ONNX's default axis is 0.
    assertThat(aliasing("onnx.Gather", List.of(x, idx), List.of(f32(2, 4))))
        .isEqualTo(new Gather(0, 0));
  }

  @Test
  void concatLaysItsInputsOutAlongItsAxis() {
    assertThat(aliasing("onnx.Concat", List.of(x, x), List.of(f32(12, 4)), "axis", si64(0)))
        .isEqualTo(new Concat(0));
    assertThat(aliasing("onnx.Concat", List.of(x3, x3, x3), List.of(f32(1, 18, 4)), "axis",
        si64(1))).isEqualTo(new Concat(1));
    // Unverified IR without the axis: nothing to go by.
    Operation noAxis = fx.op("onnx.Concat", List.of(x, x), List.of(f32(12, 4)));
    assertThat(aliasing(noAxis)).isEqualTo(new Unknown("'onnx.Concat' has no 'axis' attribute"));
  }

  // ---- slice

  @Test
  void sliceReadsStartsAndAxesFromConstants() {
    Value starts = fx.int64s(2, 1);
    Value ends = fx.int64s(4, 3);
    Value axes = fx.int64s(0, -1);
    Value steps = fx.int64s(1, 1);
    assertThat(aliasing("onnx.Slice", List.of(x, starts, ends, axes, steps), List.of(f32(2, 2))))
        .isEqualTo(new Slice(0, List.of(2L, 1L), List.of(0L, -1L), List.of(1L, 1L)));
  }

  @Test
  void sliceWithoutAxesSlicesTheLeadingDimensions() {
    Value none = fx.noValue();
    Value starts = fx.int64s(2, 1);
    Value ends = fx.int64s(4, 3);
    assertThat(aliasing("onnx.Slice", List.of(x, starts, ends, none, none), List.of(f32(2, 2))))
        .isEqualTo(new Slice(0, List.of(2L, 1L), List.of(0L, 1L)));
    // Operands left out altogether (unverified IR) mean the same.
    Operation short3 = fx.op("onnx.Slice", List.of(x, starts, ends), List.of(f32(2, 2)));
    assertThat(aliasing(short3)).isEqualTo(new Slice(0, List.of(2L, 1L), List.of(0L, 1L)));
  }

  @Test
  void sliceStartsFromASplatOrValueIntsConstant() {
    Value splat = fx.constant(DenseElementsAttr.ofLongs(i64(2), 3));
    Value none = fx.noValue();
    assertThat(aliasing("onnx.Slice", List.of(x, splat, splat, none, none), List.of(f32(3, 1))))
        .isEqualTo(new Slice(0, List.of(3L, 3L), List.of(0L, 1L)));
    Value ints = fx.op("onnx.Constant", List.of(), List.of(i64(1)), "value_ints", ints(4))
        .getResult(0);
    assertThat(aliasing("onnx.Slice", List.of(x, ints, ints, none, none), List.of(f32(2, 4))))
        .isEqualTo(new Slice(0, List.of(4L), List.of(0L)));
  }

  @Test
  void sliceWithStartsOrAxesNotConstantIsUnknown() {
    Value none = fx.noValue();
    Value ends = fx.int64s(4);
    assertThat(aliasing("onnx.Slice", List.of(x, dynamicStarts, ends, none, none),
        List.of(f32(2, 4)))).isEqualTo(new Unknown(
            "starts (operand #1) of 'onnx.Slice' is not known at compile time"));
    Value starts = fx.int64s(2);
    assertThat(aliasing("onnx.Slice", List.of(x, starts, ends, dynamicStarts, none),
        List.of(f32(2, 4)))).isEqualTo(new Unknown(
            "axes (operand #3) of 'onnx.Slice' is not known at compile time"));
    // A constant that is not of integers is no source of starts either.
    Value floats = fx.constant(DenseElementsAttr.ofDoubles(f32(1), 2.0));
    assertThat(aliasing(fx.op("onnx.Slice", List.of(x, floats, ends, none, none),
        List.of(f32(2, 4))))).isInstanceOf(Unknown.class);
  }

  // ---- split

  @Test
  void splitReadsItsSizesFromTheSplitConstant() {
    Value split = fx.int64s(2, 4);
    assertThat(aliasing("onnx.Split", List.of(x, split), List.of(f32(2, 4), f32(4, 4)), "axis",
        si64(0))).isEqualTo(new Split(0, 0, List.of(2L, 4L)));
    assertThat(aliasing("onnx.SplitV13", List.of(x, split), List.of(f32(2, 4), f32(4, 4))))
        .isEqualTo(new Split(0, 0, List.of(2L, 4L)));
  }

  @Test
  void splitWithoutSizesTakesThemFromTheResultShapes() {
    Value none = fx.noValue();
    assertThat(aliasing("onnx.Split", List.of(x, none), List.of(f32(3, 4), f32(3, 4)), "axis",
        si64(0), "num_outputs", si64(2))).isEqualTo(new Split(0, 0, List.of(3L, 3L)));
    assertThat(aliasing("onnx.Split", List.of(x3, none), List.of(f32(1, 6, 2), f32(1, 6, 2)),
        "axis", si64(-1))).isEqualTo(new Split(0, -1, List.of(2L, 2L)));
    Operation dynamic = fx.op("onnx.Split", List.of(x, none), List.of(f32(3, 4),
        f32(ShapedType.DYNAMIC, 4)), "axis", si64(0));
    assertThat(aliasing(dynamic)).isEqualTo(new Unknown("'onnx.Split' has no split sizes and "
        + "result #1 has no static size along axis 0"));
  }

  @Test
  void splitWithANonConstantSplitIsUnknown() {
    assertThat(aliasing("onnx.Split", List.of(x, dynamicSplit), List.of(f32(3, 4), f32(3, 4))))
        .isEqualTo(new Unknown("split (operand #1) of 'onnx.Split' is not known at compile time"));
  }

  @Test
  void splitV11ReadsItsSplitAttribute() {
    assertThat(aliasing("onnx.SplitV11", List.of(x), List.of(f32(1, 4), f32(5, 4)), "axis",
        si64(0), "split", ints(1, 5))).isEqualTo(new Split(0, 0, List.of(1L, 5L)));
    assertThat(aliasing("onnx.SplitV11", List.of(x), List.of(f32(6, 2), f32(6, 2)), "axis",
        si64(1))).isEqualTo(new Split(0, 1, List.of(2L, 2L)));
    // Unverified IR with a split of other values.
    Operation bad = fx.op("onnx.SplitV11", List.of(x), List.of(f32(3, 4), f32(3, 4)), "split",
        jopt.ir.attr.ArrayAttr.get(jopt.ir.attr.StringAttr.get("3")));
    assertThat(aliasing(bad)).isEqualTo(new Unknown(
        "the 'split' attribute of 'onnx.SplitV11' is not a list of integers"));
  }
}
