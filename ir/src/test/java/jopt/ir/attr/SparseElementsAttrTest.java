package jopt.ir.attr;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.Types;
import org.junit.jupiter.api.Test;

class SparseElementsAttrTest {
  private static RankedTensorType tensor(Type elt, long... shape) {
    return RankedTensorType.get(shape, elt);
  }

  private static DenseElementsAttr indices(long[] shape, long... values) {
    return DenseElementsAttr.ofLongs(tensor(Types.I64, shape), values);
  }

  @Test
  void printsAsMlirOpt() {
    // Expected strings from mlir-opt-22.
    SparseElementsAttr a = SparseElementsAttr.get(tensor(Types.F32, 4),
        indices(new long[] {2, 1}, 0, 3), DenseElementsAttr.ofDoubles(tensor(Types.F32, 2), -12, 3));
    assertThat(AttrTypePrinter.print(a))
        .isEqualTo("sparse<[[0], [3]], [-1.200000e+01, 3.000000e+00]> : tensor<4xf32>");
    assertThat(a.getNumGiven()).isEqualTo(2);
    assertThat(a.getIndex(1)).asList().containsExactly(3L);
    assertThat(AttrTypePrinter.print(SparseElementsAttr.empty(tensor(Types.I32, 2, 2))))
        .isEqualTo("sparse<> : tensor<2x2xi32>");
  }

  @Test
  void splatIndicesStandForOneIndex() {
    SparseElementsAttr a = SparseElementsAttr.get(tensor(Types.I8, 2, 2),
        indices(new long[] {1, 2}, 1), DenseElementsAttr.ofLongs(tensor(Types.I8, 1), 5));
    assertThat(AttrTypePrinter.print(a)).isEqualTo("sparse<1, 5> : tensor<2x2xi8>");
    assertThat(a.getIndex(0)).asList().containsExactly(1L, 1L).inOrder();
  }

  @Test
  void verifiesAsMlir() {
    assertThat(SparseElementsAttr.verify(tensor(Types.F32, 2), indices(new long[] {2, 1}, 0, 1),
        DenseElementsAttr.ofDoubles(tensor(Types.F32, 1), 1)))
        .isEqualTo("expected shape ([2]); inferred shape of indices literal ([2, 1]); inferred "
            + "shape of values literal ([1])");
    assertThat(SparseElementsAttr.verify(tensor(Types.F32, 2), indices(new long[] {2, 1}, 0, -1),
        DenseElementsAttr.ofDoubles(tensor(Types.F32, 2), 1, 2)))
        .isEqualTo("sparse index #1 is not contained within the value shape, with "
            + "index=[18446744073709551615], and type='tensor<2xf32>'");
    assertThat(SparseElementsAttr.verify(tensor(Types.F32, 1, 1, 1),
        indices(new long[] {1, 3}, 0), DenseElementsAttr.ofDoubles(tensor(Types.F32, 1, 1), 1)))
        .isEqualTo("expected 1-d tensor for sparse element values");
    assertThrows(IllegalArgumentException.class, () -> SparseElementsAttr.get(
        tensor(Types.F32, 2), indices(new long[] {1, 1}, 2),
        DenseElementsAttr.ofDoubles(tensor(Types.F32, 1), 1)));
  }

  @Test
  void denseFormHasZerosElsewhere() {
    SparseElementsAttr a = SparseElementsAttr.get(tensor(Types.I32, 2, 3),
        indices(new long[] {2, 2}, 0, 1, 1, 2), DenseElementsAttr.ofLongs(tensor(Types.I32, 2),
            5, -7));
    assertThat(AttrTypePrinter.print(a.toDense()))
        .isEqualTo("dense<[[0, 5, 0], [0, 0, -7]]> : tensor<2x3xi32>");
    SparseElementsAttr bits = SparseElementsAttr.get(tensor(Types.I1, 3),
        indices(new long[] {1, 1}, 1), DenseElementsAttr.ofBools(tensor(Types.I1, 1), true));
    assertThat(AttrTypePrinter.print(bits.toDense()))
        .isEqualTo("dense<[false, true, false]> : tensor<3xi1>");
    assertThat(AttrTypePrinter.print(SparseElementsAttr.empty(tensor(Types.F32, 2)).toDense()))
        .isEqualTo("dense<0.000000e+00> : tensor<2xf32>");
  }

  @Test
  void equalByValue() {
    assertThat(SparseElementsAttr.empty(tensor(Types.F32, 3)))
        .isEqualTo(SparseElementsAttr.empty(tensor(Types.F32, 3)));
    assertThat(SparseElementsAttr.empty(tensor(Types.F32, 3)))
        .isNotEqualTo(SparseElementsAttr.empty(tensor(Types.F32, 4)));
  }
}
