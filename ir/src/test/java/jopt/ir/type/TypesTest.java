package jopt.ir.type;

import static com.google.common.truth.Truth.assertThat;
import static jopt.ir.type.ShapedType.DYNAMIC;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.attr.StringAttr;
import org.junit.jupiter.api.Test;

class TypesTest {
  private static final Type F32 = FloatType.F32;

  private static String p(Type t) {
    return AttrTypePrinter.print(t);
  }

  private static long[] s(long... dims) {
    return dims;
  }

  @Test
  void scalarTypes() {
    assertThat(p(IntegerType.get(32))).isEqualTo("i32");
    assertThat(p(IntegerType.get(64, IntegerType.Signedness.SIGNED))).isEqualTo("si64");
    assertThat(p(IntegerType.get(8, IntegerType.Signedness.UNSIGNED))).isEqualTo("ui8");
    assertThat(p(IndexType.get())).isEqualTo("index");
    assertThat(p(NoneType.get())).isEqualTo("none");
    assertThat(p(FloatType.BF16)).isEqualTo("bf16");
    assertThat(FloatType.byName("f8E4M3FN")).isSameInstanceAs(FloatType.F8E4M3FN);
    assertThat(IntegerType.get(32)).isSameInstanceAs(Types.I32);
    assertThat(IntegerType.get(7)).isEqualTo(new IntegerType(7, IntegerType.Signedness.SIGNLESS));
    assertThat(IntegerType.get(7)).isNotEqualTo(IntegerType.get(7, IntegerType.Signedness.SIGNED));
  }

  @Test
  void floatSemantics() {
    assertThat(FloatType.F16.getPrecision()).isEqualTo(11);
    assertThat(FloatType.BF16.getPrecision()).isEqualTo(8);
    assertThat(FloatType.F32.getPrecision()).isEqualTo(24);
    assertThat(FloatType.F64.getPrecision()).isEqualTo(53);
    assertThat(FloatType.F32.getWidth()).isEqualTo(32);
    assertThat(FloatType.TF32.getWidth()).isEqualTo(19);
    assertThat(FloatType.F32.getBias()).isEqualTo(127);
    assertThat(FloatType.F8E4M3FNUZ.getBias()).isEqualTo(8);
    assertThat(FloatType.F8E8M0FNU.getBias()).isEqualTo(127);
  }

  @Test
  void functionTypes() {
    Type i32 = Types.I32;
    assertThat(p(FunctionType.get(List.of(i32, F32), List.of(i32)))).isEqualTo("(i32, f32) -> i32");
    assertThat(p(FunctionType.get(List.of(), List.of()))).isEqualTo("() -> ()");
    assertThat(p(FunctionType.get(List.of(i32), List.of(i32, i32)))).isEqualTo("(i32) -> (i32, i32)");
    FunctionType unit = FunctionType.get(List.of(), List.of());
    assertThat(p(FunctionType.get(List.of(), List.of(unit)))).isEqualTo("() -> (() -> ())");
    assertThat(p(FunctionType.get(List.of(unit), List.of(i32)))).isEqualTo("(() -> ()) -> i32");
  }

  @Test
  void memrefPrinting() {
    assertThat(p(MemRefType.get(s(4, DYNAMIC), F32, StridedLayoutAttr.get(DYNAMIC, s(DYNAMIC, 1)),
        IntegerAttr.get(Types.I64, 3)))).isEqualTo("memref<4x?xf32, strided<[?, 1], offset: ?>, 3>");
    assertThat(p(MemRefType.get(s(), F32))).isEqualTo("memref<f32>");
    assertThat(p(MemRefType.get(s(8), Types.I8, null, IntegerAttr.get(Types.I32, 1))))
        .isEqualTo("memref<8xi8, 1 : i32>");
    assertThat(p(MemRefType.get(s(4), F32, null, StringAttr.get("gpu")))).isEqualTo("memref<4xf32, \"gpu\">");
    AffineMap plusOne = AffineMap.get(1, 0, AffineExpr.dim(0).add(1));
    assertThat(p(MemRefType.get(s(4), F32, AffineMapAttr.get(plusOne), null)))
        .isEqualTo("memref<4xf32, affine_map<(d0) -> (d0 + 1)>>");
    assertThat(p(UnrankedMemRefType.get(F32))).isEqualTo("memref<*xf32>");
    assertThat(p(UnrankedMemRefType.get(F32, IntegerAttr.get(Types.I64, 1)))).isEqualTo("memref<*xf32, 1>");
  }

  @Test
  void memrefCanonicalizesIdentityLayoutAndDefaultSpace() {
    MemRefType plain = MemRefType.get(s(4, 4), F32);
    MemRefType withIdentity = MemRefType.get(s(4, 4), F32,
        AffineMapAttr.get(AffineMap.getMultiDimIdentityMap(2)), IntegerAttr.get(Types.I32, 0));
    assertThat(withIdentity).isEqualTo(plain);
    assertThat(withIdentity.hashCode()).isEqualTo(plain.hashCode());
    assertThat(p(withIdentity)).isEqualTo("memref<4x4xf32>");
    // A strided layout stays as written, even when it is the identity.
    assertThat(p(MemRefType.get(s(4), F32, StridedLayoutAttr.get(0, s(1)), null)))
        .isEqualTo("memref<4xf32, strided<[1]>>");
    assertThat(p(UnrankedMemRefType.get(F32, IntegerAttr.get(Types.I64, 0)))).isEqualTo("memref<*xf32>");
  }

  @Test
  void stridesAndOffsetOfLayoutMap() {
    AffineMap m = AffineMap.get(2, 2,
        AffineExpr.dim(0).mul(AffineExpr.symbol(0)).add(AffineExpr.dim(1)).add(AffineExpr.symbol(1)));
    assertThat(StridesAndOffset.ofLayoutMap(m))
        .isEqualTo(new StridesAndOffset(new long[] {DYNAMIC, 1}, DYNAMIC));
    assertThat(StridesAndOffset.ofLayoutMap(AffineMap.get(1, 0, AffineExpr.dim(0).mul(4).add(7))))
        .isEqualTo(new StridesAndOffset(new long[] {4}, 7));
    assertThat(StridesAndOffset.ofLayoutMap(AffineMap.get(1, 0, AffineExpr.dim(0).floorDiv(2)))).isNull();
    assertThat(StridesAndOffset.ofLayoutMap(AffineMap.get(1, 0, List.of(AffineExpr.dim(0), AffineExpr.dim(0))))).isNull();
  }

  @Test
  void stridesAndOffset() {
    assertThat(MemRefType.get(s(2, 3, 4), F32).getStridesAndOffset())
        .isEqualTo(new StridesAndOffset(s(12, 4, 1), 0));
    // mlir-opt-22 --expand-strided-metadata: memref<4x0x5xf32> has strides [?, 5, 1].
    assertThat(MemRefType.get(s(4, 0, 5), F32).getStrides()).isEqualTo(s(DYNAMIC, 5, 1));
    assertThat(MemRefType.get(s(DYNAMIC, 4, 0), F32).getStrides()).isEqualTo(s(DYNAMIC, DYNAMIC, 1));
    MemRefType strided = MemRefType.get(s(4, 4), F32, StridedLayoutAttr.get(DYNAMIC, s(8, 1)), null);
    assertThat(strided.getStrides()).isEqualTo(s(8, 1));
    assertThat(strided.getOffset()).isEqualTo(DYNAMIC);
    assertThat(strided.getNumLayoutSymbols()).isEqualTo(1);
    AffineMap map = AffineMap.get(2, 1, AffineExpr.dim(0).mul(16).add(AffineExpr.dim(1)).add(AffineExpr.symbol(0)));
    MemRefType mapped = MemRefType.get(s(4, 16), F32, AffineMapAttr.get(map), null);
    assertThat(mapped.getStridesAndOffset()).isEqualTo(new StridesAndOffset(s(16, 1), DYNAMIC));
    AffineMap transpose = AffineMap.getPermutationMap(new int[] {1, 0});
    assertThat(MemRefType.get(s(4, 4), F32, AffineMapAttr.get(transpose), null).getStrides()).isNull();
  }

  @Test
  void contiguity() {
    assertThat(MemRefType.get(s(4, 4), F32).isStaticShapeAndContiguousRowMajor()).isTrue();
    assertThat(MemRefType.get(s(1, 4), F32, StridedLayoutAttr.get(3, s(100, 1)), null)
        .isStaticShapeAndContiguousRowMajor()).isTrue();
    assertThat(MemRefType.get(s(2, 4), F32, StridedLayoutAttr.get(0, s(8, 1)), null)
        .isStaticShapeAndContiguousRowMajor()).isFalse();
    assertThat(MemRefType.get(s(DYNAMIC), F32).isStaticShapeAndContiguousRowMajor()).isFalse();
    assertThat(MemRefType.get(s(4), F32).hasIdentityLayout()).isTrue();
  }

  @Test
  void byteSizes() {
    assertThat(Types.getByteSize(Types.I1)).isEqualTo(1);
    assertThat(Types.getByteSize(IntegerType.get(33))).isEqualTo(5);
    assertThat(Types.getByteSize(Types.INDEX)).isEqualTo(8);
    assertThat(Types.getByteSize(FloatType.F16)).isEqualTo(2);
    assertThat(Types.getByteSize(ComplexType.get(F32))).isEqualTo(8);
    assertThat(Types.getByteSize(VectorType.get(s(4), F32))).isEqualTo(16);
    assertThat(MemRefType.get(s(4), FloatType.F64).getElementTypeByteSize()).isEqualTo(8);
  }

  @Test
  void shapedTypes() {
    RankedTensorType t = RankedTensorType.get(s(4, DYNAMIC), F32);
    assertThat(t.getRank()).isEqualTo(2);
    assertThat(t.hasStaticShape()).isFalse();
    assertThat(t.getNumDynamicDims()).isEqualTo(1);
    assertThat(RankedTensorType.get(s(2, 3), F32).getNumElements()).isEqualTo(6);
    assertThat(t).isEqualTo(RankedTensorType.get(s(4, DYNAMIC), F32));
    long[] shape = t.getShape();
    shape[0] = 7;
    assertThat(t.getDimSize(0)).isEqualTo(4);
    assertThat(UnrankedTensorType.get(F32).hasRank()).isFalse();
    assertThrows(IllegalStateException.class, () -> UnrankedTensorType.get(F32).getRank());
    assertThat(Types.getElementTypeOrSelf(VectorType.get(s(2), Types.I8))).isEqualTo(Types.I8);
    assertThat(Types.getElementTypeOrSelf(Types.I8)).isEqualTo(Types.I8);
  }

  @Test
  void dialectTypes() {
    assertThat(p(DialectType.get("llvm", "ptr"))).isEqualTo("!llvm.ptr");
    assertThat(p(DialectType.get("foo", "bar<1, \"x\">"))).isEqualTo("!foo.bar<1, \"x\">");
    assertThat(p(DialectType.get("foo", "<\"y\">"))).isEqualTo("!foo<\"y\">");
  }
}
