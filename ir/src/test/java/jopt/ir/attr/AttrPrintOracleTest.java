package jopt.ir.attr;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.FloatType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.Types;
import org.junit.jupiter.api.Test;

/** Printed forms of attributes; every expected string is what mlir-opt-22 printed. */
class AttrPrintOracleTest {
  private static void check(Attribute a, String expected) {
    assertThat(AttrTypePrinter.print(a)).isEqualTo(expected);
  }

  @Test
  void strings() {
    check(StringAttr.get("q\"b\\c\nd\te\u0001x"), "\"q\\22b\\\\c\\0Ad\\09e\\01x\"");
    check(StringAttr.get("\u00e9"), "\"\\C3\\A9\"");
    check(StringAttr.get("x", Types.I32), "\"x\" : i32");
    check(StringAttr.get(""), "\"\"");
    check(StringAttr.get("a\u007fb"), "\"a\\7Fb\"");
  }

  @Test
  void arraysElideI64AndF64() {
    check(ArrayAttr.get(Attrs.i64(1), Attrs.i32(2), Attrs.index(3), BoolAttr.TRUE, Attrs.f64(1.0),
            Attrs.f32(2.0), StringAttr.get("s"), UnitAttr.get(), ArrayAttr.get(Attrs.i64(5))),
        "[1, 2 : i32, 3 : index, true, 1.000000e+00, 2.000000e+00 : f32, \"s\", unit, [5]]");
    check(ArrayAttr.get(DenseElementsAttr.ofLongs(RankedTensorType.get(new long[] {2}, Types.I32), 1),
            StringAttr.get("x", Types.I32), FloatAttr.get(FloatType.F16, 1.0), DenseArrayAttr.ofI32(1),
            AffineMapAttr.get(AffineMap.getMultiDimIdentityMap(1)), SymbolRefAttr.get("f"), TypeAttr.get(Types.I32)),
        "[dense<1> : tensor<2xi32>, \"x\" : i32, 1.000000e+00 : f16, array<i32: 1>,"
            + " affine_map<(d0) -> (d0)>, @f, i32]");
    check(ArrayAttr.get(FloatAttr.getF64(Double.NaN), FloatAttr.getF64(Double.POSITIVE_INFINITY)),
        "[0x7FF8000000000000 : f64, 0x7FF0000000000000 : f64]");
    check(ArrayAttr.empty(), "[]");
  }

  @Test
  void symbolsTypesUnit() {
    check(SymbolRefAttr.get("foo"), "@foo");
    check(SymbolRefAttr.get("foo", List.of("bar")), "@foo::@bar");
    check(SymbolRefAttr.get("a b"), "@\"a b\"");
    check(SymbolRefAttr.get("a b", List.of("c-d")), "@\"a b\"::@\"c-d\"");
    check(FlatSymbolRefAttr.get("a.b$c"), "@a.b$c");
    check(TypeAttr.get(MemRefType.get(new long[] {4}, FloatType.F32)), "memref<4xf32>");
    check(UnitAttr.get(), "unit");
  }

  @Test
  void layoutsAndDialectAttrs() {
    long dyn = ShapedType.DYNAMIC;
    check(StridedLayoutAttr.get(dyn, new long[] {16, 1}), "strided<[16, 1], offset: ?>");
    check(StridedLayoutAttr.get(0, new long[] {1}), "strided<[1]>");
    check(StridedLayoutAttr.get(5, new long[] {dyn}), "strided<[?], offset: 5>");
    check(StridedLayoutAttr.get(0, new long[] {}), "strided<[]>");
    check(StridedLayoutAttr.get(3, new long[] {}), "strided<[], offset: 3>");
    check(DialectAttr.get("gpu", "address_space<workgroup>"), "#gpu.address_space<workgroup>");
    check(DialectAttr.get("foo", "bar<\"x\", 1>"), "#foo.bar<\"x\", 1>");
    check(DialectAttr.get("foo", "<\"x\">"), "#foo<\"x\">");
    check(DialectAttr.get("foo", "baz"), "#foo.baz");
    check(AffineMapAttr.get(AffineMap.get(2, 1, AffineExpr.dim(0).mul(16).add(AffineExpr.dim(1))
        .add(AffineExpr.symbol(0)))), "affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>");
  }

  @Test
  void stridedLayoutAsAffineMap() {
    long dyn = ShapedType.DYNAMIC;
    assertThat(StridedLayoutAttr.get(dyn, new long[] {dyn, 1}).toAffineMap().toString())
        .isEqualTo("(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)");
    assertThat(StridedLayoutAttr.get(0, new long[] {4, 1}).toAffineMap().toString())
        .isEqualTo("(d0, d1) -> (d0 * 4 + d1)");
  }

  @Test
  void printWithoutType() {
    AttrTypePrinter p = new AttrTypePrinter();
    Attrs.printWithoutType(p, Attrs.index(0));
    p.append(' ');
    Attrs.printWithoutType(p, Attrs.f32(1));
    p.append(' ');
    Attrs.printWithoutType(p, DenseElementsAttr.ofLongs(RankedTensorType.get(new long[] {2}, Types.I32), 1));
    assertThat(p.toString()).isEqualTo("0 1.000000e+00 dense<1>");
  }
}
