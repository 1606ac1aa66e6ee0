package jopt.ir.type;

import static com.google.common.truth.Truth.assertThat;
import static jopt.ir.type.ShapedType.DYNAMIC;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;
import jopt.ir.attr.DialectAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import org.junit.jupiter.api.Test;

/** Printed forms of types; every expected string is what mlir-opt-22 printed for that type. */
class TypePrintOracleTest {
  private static void check(Type t, String expected) {
    assertThat(AttrTypePrinter.print(t)).isEqualTo(expected);
  }

  @Test
  void matchesMlirOpt() {
    Type f32 = FloatType.F32;
    for (FloatType f : FloatType.values()) {
      check(f, f.getName());
    }
    check(IntegerType.get(0), "i0");
    check(IntegerType.get(65535), "i65535");
    check(IntegerType.get(1, IntegerType.Signedness.SIGNED), "si1");
    check(IntegerType.get(1, IntegerType.Signedness.UNSIGNED), "ui1");
    check(MemRefType.get(new long[] {0}, f32), "memref<0xf32>");
    check(RankedTensorType.get(new long[] {0, 4}, Types.I1), "tensor<0x4xi1>");
    check(MemRefType.get(new long[] {DYNAMIC, DYNAMIC}, f32), "memref<?x?xf32>");
    check(MemRefType.get(new long[] {8}, Types.I8, null, IntegerAttr.get(Types.I64, 1)), "memref<8xi8, 1>");
    check(MemRefType.get(new long[] {4}, f32, null, DialectAttr.get("gpu", "address_space<workgroup>")),
        "memref<4xf32, #gpu.address_space<workgroup>>");
    check(UnrankedMemRefType.get(f32, StringAttr.get("x")), "memref<*xf32, \"x\">");
    check(UnrankedTensorType.get(f32), "tensor<*xf32>");
    check(RankedTensorType.get(new long[] {4, DYNAMIC}, f32, StringAttr.get("enc")), "tensor<4x?xf32, \"enc\">");
    check(RankedTensorType.get(new long[] {4}, f32, IntegerAttr.get(Types.I64, 1)), "tensor<4xf32, 1 : i64>");
    check(RankedTensorType.get(new long[] {}, f32), "tensor<f32>");
    check(VectorType.get(new long[] {4}, f32, new boolean[] {true}), "vector<[4]xf32>");
    check(VectorType.get(new long[] {2, 4}, f32, new boolean[] {false, true}), "vector<2x[4]xf32>");
    check(VectorType.get(new long[] {4, 8}, f32, new boolean[] {true, true}), "vector<[4]x[8]xf32>");
    check(VectorType.get(new long[] {}, f32), "vector<f32>");
    check(ComplexType.get(f32), "complex<f32>");
    check(ComplexType.get(Types.I32), "complex<i32>");
    check(TupleType.get(List.of(Types.I32, f32)), "tuple<i32, f32>");
    check(TupleType.get(List.of()), "tuple<>");
    check(TupleType.get(TupleType.get(Types.I32), Types.I1), "tuple<tuple<i32>, i1>");
    check(DialectType.get("deallocation", "ownership"), "!deallocation.ownership");
    check(DialectType.get("foo", "b.c"), "!foo.b.c");
  }
}
