package jopt.dialects.onnx;

import static com.google.common.truth.Truth.assertThat;
import static jopt.dialects.onnx.OnnxFixture.f32;
import static jopt.dialects.onnx.OnnxFixture.i64;
import static jopt.dialects.onnx.OnnxFixture.ints;
import static jopt.dialects.onnx.OnnxFixture.si64;
import static jopt.dialects.onnx.OnnxFixture.tensor;

import java.util.List;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/** Reading the integer values of onnx.Constant operands. */
class OnnxConstantsTest {
  private final OnnxFixture fx = new OnnxFixture(i64(2), f32(2));

  @Test
  void denseIntegerValues() {
    assertThat(OnnxConstants.int64Values(fx.int64s(1, -150528)).orElseThrow())
        .containsExactly(1L, -150528L).inOrder();
    Value i32 = fx.constant(DenseElementsAttr.ofLongs(tensor(IntegerType.get(32), 3), 7, -1, 0));
    assertThat(OnnxConstants.int64Values(i32).orElseThrow()).containsExactly(7L, -1L, 0L).inOrder();
    Value scalar = fx.constant(DenseElementsAttr.ofLongs(i64(), 5));
    assertThat(OnnxConstants.int64Values(scalar).orElseThrow()).containsExactly(5L);
  }

  @Test
  void splatsAreExpanded() {
    Value splat = fx.constant(DenseElementsAttr.ofLongs(i64(3), 0));
    assertThat(OnnxConstants.int64Values(splat).orElseThrow()).containsExactly(0L, 0L, 0L);
  }

  @Test
  void valueIntsAndValueInt() {
    Value ints = fx.op("onnx.Constant", List.of(), List.of(i64(2)), "value_ints", ints(3, 4))
        .getResult(0);
    assertThat(OnnxConstants.int64Values(ints).orElseThrow()).containsExactly(3L, 4L).inOrder();
    Value one = fx.op("onnx.Constant", List.of(), List.of(i64()), "value_int", si64(-2))
        .getResult(0);
    assertThat(OnnxConstants.int64Values(one).orElseThrow()).containsExactly(-2L);
  }

  @Test
  void nothingForOtherValues() {
    // Function arguments, float constants, other value kinds, results of other ops.
    assertThat(OnnxConstants.int64Values(fx.arg(0))).isEmpty();
    assertThat(OnnxConstants.int64Values(fx.constant(DenseElementsAttr.ofDoubles(f32(2), 1, 2))))
        .isEmpty();
    Value floatValue = fx.op("onnx.Constant", List.of(), List.of(f32()), "value_float",
        FloatAttr.getF32(1)).getResult(0);
    assertThat(OnnxConstants.int64Values(floatValue)).isEmpty();
    Value resource = fx.op("onnx.Constant", List.of(), List.of(i64(2)), "value",
        DenseResourceElementsAttr.get(i64(2), "blob")).getResult(0);
    assertThat(OnnxConstants.int64Values(resource)).isEmpty();
    Value identity = fx.op("onnx.Identity", List.of(fx.int64s(1)), List.of(i64(1))).getResult(0);
    assertThat(OnnxConstants.int64Values(identity)).isEmpty();
    assertThat(OnnxConstants.int64Values(fx.noValue())).isEmpty();
    assertThat(OnnxConstants.int64Values(null)).isEmpty();
  }

  @Test
  void noValueAndAbsentOperands() {
    Value none = fx.noValue();
    assertThat(OnnxConstants.isNoValue(none)).isTrue();
    assertThat(OnnxConstants.isNoValue(fx.arg(0))).isFalse();
    var slice = fx.op("onnx.Slice", List.of(fx.arg(1), fx.arg(0), fx.arg(0), none),
        List.of(f32(1)));
    assertThat(OnnxConstants.isAbsent(slice, 2)).isFalse();
    assertThat(OnnxConstants.isAbsent(slice, 3)).isTrue();
    assertThat(OnnxConstants.isAbsent(slice, 4)).isTrue();
  }
}
