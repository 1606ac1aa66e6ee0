package jopt.dialects.onnx;

import static com.google.common.truth.Truth.assertThat;
import static jopt.dialects.onnx.OnnxFixture.f32;
import static jopt.dialects.onnx.OnnxFixture.i64;
import static jopt.dialects.onnx.OnnxFixture.si64;
import static jopt.dialects.onnx.OnnxFixture.tensor;

import java.util.List;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.ShapedType;
import org.junit.jupiter.api.Test;

/**
 * What the op table's rules know of values: ONNX's data propagation over the shape computations
 * exporters write, and sizes known only at run time kept as expressions.
 */
class ValueFactsTest {
  private final OnnxFixture fx = new OnnxFixture(f32(1, 48, 28, 28), i64(1),
      f32(ShapedType.DYNAMIC, 48));
  private final Value x = fx.arg(0);

  private Value op(String name, List<Value> operands, long elements, Object... attrs) {
    return fx.op(name, operands, List.of(i64(elements)), attrs).getResult(0);
  }

  private static List<Long> values(Value v) {
    return ValueFacts.constantInts(v).orElseThrow();
  }

  @Test
  void declaredRangesBoundTheNamedDimensions() {
    OnnxFixture ranged = new OnnxFixture(f32(ShapedType.DYNAMIC, 3, ShapedType.DYNAMIC));
    ranged.func.setAttr("arg_attrs", jopt.ir.attr.ArrayAttr.get(List.of(jopt.ir.attr.DictionaryAttr.of(List.of(
        new jopt.ir.attr.NamedAttribute("onnx.dim_params", jopt.ir.attr.StringAttr.get("0:batch,2:h")))))));
    Facts unranged = ValueFacts.forFunction(ranged.func).of(ranged.arg(0));
    assertThat(unranged.dim(0).lower()).isEqualTo(0);
    ranged.func.setAttr(DimRanges.ATTR, jopt.ir.attr.StringAttr.get("batch=1:64,h=32:4096"));
    assertThat(DimRanges.of(ranged.func).text()).isEqualTo("batch=1:64,h=32:4096");
    Facts f = ValueFacts.forFunction(ranged.func).of(ranged.arg(0));
    assertThat(f.dim(0).lower()).isEqualTo(1);
    assertThat(f.dim(0).upper()).isEqualTo(64);
    assertThat(f.dim(2).lower()).isEqualTo(32);
    assertThat(f.dim(2).upper()).isEqualTo(4096);
  }

  @Test
  void constantsAsOnnxConstantsReadThem() {
    assertThat(values(fx.int64s(3, -1))).containsExactly(3L, -1L).inOrder();
    assertThat(ValueFacts.constantInts(fx.arg(1))).isEmpty();
  }

  @Test
  void shuffleNetsChannelSplit() {
    // Shape -> Gather(1) -> Add 1 -> Div 2 -> Mul 1: the end of the first half of the channels.
    Value shape = op("onnx.Shape", List.of(x), 4, "start", si64(0));
    assertThat(values(shape)).containsExactly(1L, 48L, 28L, 28L).inOrder();
    Value c = op("onnx.Gather", List.of(shape, fx.int64s(1)), 1, "axis", si64(0));
    Value half = op("onnx.Div", List.of(op("onnx.Add", List.of(c, fx.int64s(1)), 1),
        fx.int64s(2)), 1);
    Value end = op("onnx.Mul", List.of(half, fx.int64s(1)), 1);
    assertThat(values(end)).containsExactly(24L);
    assertThat(values(op("onnx.Mul", List.of(half, fx.int64s(2)), 1))).containsExactly(48L);
  }

  @Test
  void splitOfAKnownValueKnowsEachPart() {
    // tf2onnx's pads: an NHWC constant split into scalars, concatenated in NCHW order.
    Value nhwc = fx.int64s(0, 0, 0, 0, 0, 1, 1, 0);
    List<jopt.ir.Type> parts = java.util.Collections.nCopies(8, i64(1));
    jopt.ir.Operation split = fx.op("onnx.SplitV11", List.of(nhwc), parts, "axis", si64(0),
        "split", OnnxFixture.ints(1, 1, 1, 1, 1, 1, 1, 1));
    assertThat(values(split.getResult(5))).containsExactly(1L);
    int[] order = {0, 3, 1, 2, 4, 7, 5, 6};
    List<Value> reordered = java.util.Arrays.stream(order).<Value>mapToObj(split::getResult).toList();
    Value nchw = op("onnx.Concat", reordered, 8, "axis", si64(0));
    assertThat(values(nchw)).containsExactly(0L, 0L, 0L, 0L, 0L, 0L, 1L, 1L).inOrder();
    // Unequal parts along the axis of a 2-d value (Split-13 sizes as an operand).
    Value m = fx.constant(DenseElementsAttr.ofLongs(i64(2, 3), 1, 2, 3, 4, 5, 6));
    jopt.ir.Operation cols = fx.op("onnx.Split", List.of(m, fx.int64s(1, 2)), List.of(i64(2, 1), i64(2, 2)),
        "axis", si64(1));
    assertThat(values(cols.getResult(0))).containsExactly(1L, 4L).inOrder();
    assertThat(values(cols.getResult(1))).containsExactly(2L, 3L, 5L, 6L).inOrder();
  }

  @Test
  void vitsExpandShape() {
    // Where(Equal([1, -1, -1], ConstantOfShape([3], 1) * -1), ConstantOfShape, [1, -1, -1]).
    Value target = fx.int64s(1, -1, -1);
    Value ones = op("onnx.ConstantOfShape", List.of(fx.int64s(3)), 3, "value",
        DenseElementsAttr.ofLongs(i64(1), 1));
    Value minusOnes = op("onnx.Mul", List.of(ones, fx.constant(DenseElementsAttr.ofLongs(i64(),
        -1))), 3);
    Value eq = fx.op("onnx.Equal", List.of(target, minusOnes),
        List.of(tensor(IntegerType.get(1), 3))).getResult(0);
    assertThat(values(eq)).containsExactly(0L, 1L, 1L).inOrder();
    assertThat(values(op("onnx.Where", List.of(eq, ones, target), 3)))
        .containsExactly(1L, 1L, 1L).inOrder();
  }

  @Test
  void concatSliceUnsqueezeCastAndMod() {
    Value shape = op("onnx.Shape", List.of(x), 4, "start", si64(0));
    Value tail = op("onnx.Slice", List.of(shape, fx.int64s(-2), fx.int64s(Long.MAX_VALUE),
        fx.noValue(), fx.noValue()), 2);
    assertThat(values(tail)).containsExactly(28L, 28L).inOrder();
    Value cat = op("onnx.Concat", List.of(fx.int64s(1, -1), tail), 4, "axis", si64(0));
    assertThat(values(cat)).containsExactly(1L, -1L, 28L, 28L).inOrder();
    Value unsq = op("onnx.Unsqueeze", List.of(fx.constant(DenseElementsAttr.ofLongs(i64(), 7)),
        fx.int64s(0)), 1);
    assertThat(values(unsq)).containsExactly(7L);
    Value cast = op("onnx.Cast", List.of(unsq), 1, "to", TypeAttr.get(IntegerType.get(64)));
    assertThat(values(cast)).containsExactly(7L);
    // ONNX's Mod: fmod = 0 takes the divisor's sign.
    assertThat(values(op("onnx.Mod", List.of(fx.int64s(-7), fx.int64s(3)), 1, "fmod",
        si64(0)))).containsExactly(2L);
    assertThat(values(op("onnx.Mod", List.of(fx.int64s(-7), fx.int64s(3)), 1, "fmod",
        si64(1)))).containsExactly(-1L);
  }

  @Test
  void unknownWhereAValueIsNotStatic() {
    // A dynamic dimension, an argument, a division by zero, a long chain.
    assertThat(ValueFacts.constantInts(op("onnx.Shape", List.of(fx.arg(2)), 2, "start", si64(0))))
        .isEmpty();
    Value shape = op("onnx.Shape", List.of(fx.arg(2)), 1, "start", si64(1));
    assertThat(values(shape)).containsExactly(48L);
    assertThat(ValueFacts.constantInts(op("onnx.Add", List.of(fx.arg(1), fx.int64s(1)), 1))).isEmpty();
    assertThat(ValueFacts.constantInts(op("onnx.Div", List.of(fx.int64s(1), fx.int64s(0)), 1))).isEmpty();
    Value v = fx.int64s(0);
    for (int i = 0; i < ValueFacts.MAX_DEPTH + 10; i++) {
      v = op("onnx.Add", List.of(v, fx.int64s(1)), 1);
    }
    assertThat(ValueFacts.constantInts(v)).isEmpty();
  }

  @Test
  void dynamicSizesAreExpressionsThroughShapeComputations() {
    // Shape of ?x48 -> Gather(0) -> Unsqueeze -> Concat with [4, 12] -> Reshape: [N, 4, 12].
    Value y = fx.arg(2);
    Value shape = op("onnx.Shape", List.of(y), 2, "start", si64(0));
    Value n = fx.op("onnx.Gather", List.of(shape, fx.constant(DenseElementsAttr.ofLongs(i64(), 0))),
        List.of(i64()), "axis", si64(0)).getResult(0);
    Value un = op("onnx.Unsqueeze", List.of(n, fx.int64s(0)), 1);
    Value target = op("onnx.Concat", List.of(un, fx.int64s(4, 12)), 3, "axis", si64(0));
    Value r = fx.op("onnx.Reshape", List.of(y, target), List.of(f32(ShapedType.DYNAMIC, ShapedType.DYNAMIC,
        ShapedType.DYNAMIC)), "allowzero", si64(0)).getResult(0);
    ValueFacts facts = ValueFacts.forFunction(fx.func);
    Facts f = facts.of(r);
    assertThat(f.dim(0)).isEqualTo(facts.of(y).dim(0));
    assertThat(f.dim(1)).isEqualTo(SymInt.of(4));
    assertThat(f.dim(2)).isEqualTo(SymInt.of(12));
    assertThat(f.type().toString()).isEqualTo("tensor<?x4x12xf32>");
    // The -1 of a reshape back is the element count over the other sizes: 48 again.
    Value back = fx.op("onnx.Reshape", List.of(r, op("onnx.Concat", List.of(un, fx.int64s(-1)), 2, "axis",
        si64(0))), List.of(f32(ShapedType.DYNAMIC, ShapedType.DYNAMIC)), "allowzero", si64(0)).getResult(0);
    assertThat(facts.of(back).dims()).containsExactly(facts.of(y).dim(0), SymInt.of(48)).inOrder();
  }

  @Test
  void anExpressionTooLongBecomesALeafOfItsValue() {
    // n = Shape(?x48)[0], then n = n * n + n forty times: without a bound each step doubles the
    // polynomial's text; bounded, a value whose element would be too long (here a square) reads
    // it at run time.
    Value y = fx.arg(2);
    Value n = op("onnx.Gather", List.of(op("onnx.Shape", List.of(y), 2, "start", si64(0)),
        fx.int64s(0)), 1, "axis", si64(0));
    List<Value> chain = new java.util.ArrayList<>();
    for (int i = 0; i < 40; i++) {
      Value square = op("onnx.Mul", List.of(n, n), 1);
      n = op("onnx.Add", List.of(square, n), 1);
      chain.add(square);
      chain.add(n);
    }
    ValueFacts facts = ValueFacts.forFunction(fx.func);
    int leaves = 0;
    for (Value v : chain) {
      SymInt e = facts.of(v).value().sym(0);
      assertThat(e.toString().length()).isAtMost(ValueFacts.MAX_EXPRESSION_TEXT);
      leaves += e.equals(facts.elementLeaf(v, 0)) ? 1 : 0;
    }
    assertThat(leaves).isGreaterThan(0);
    // A short expression is kept: the first step is n*n + n over the dimension.
    Value first = op("onnx.Add", List.of(op("onnx.Mul", List.of(fx.arg(1), fx.arg(1)), 1), fx.arg(1)), 1);
    assertThat(facts.of(first).value().sym(0).isConstant()).isFalse();
    assertThat(facts.of(first).value().sym(0)).isNotEqualTo(facts.elementLeaf(first, 0));
  }
}
