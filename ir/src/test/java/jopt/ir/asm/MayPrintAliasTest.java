package jopt.ir.asm;

import static com.google.common.truth.Truth.assertThat;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.IntegerSet;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.Attrs;
import jopt.ir.attr.DialectAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.IntegerSetAttr;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TupleType;
import jopt.ir.type.Types;
import jopt.ir.type.UnrankedMemRefType;
import jopt.ir.type.VectorType;
import org.junit.jupiter.api.Test;

/**
 * Type#mayPrintAlias and Attribute#mayPrintAlias against the builtin aliases: a value answers
 * true exactly when an aliased value (affine map, integer set, tuple of more than 16 types) is
 * somewhere inside it, as the alias pass would find it by printing.
 */
class MayPrintAliasTest {
  private static final AffineMapAttr MAP = AffineMapAttr.get(AffineMap.getPermutationMap(new int[] {1, 0}));
  private static final IntegerSetAttr SET = IntegerSetAttr.get(IntegerSet.getEmptySet(1, 0));
  private static final TupleType LONG_TUPLE = TupleType.get(Collections.nCopies(17, Types.I1));
  private static final TupleType SHORT_TUPLE = TupleType.get(Collections.nCopies(16, Types.I1));

  @Test
  void leavesNeverPrintAnAlias() {
    for (Type t : List.of(Types.I32, Types.INDEX, Types.F32, Types.NONE, SHORT_TUPLE)) {
      assertThat(t.mayPrintAlias()).isFalse();
    }
    for (Attribute a : List.of(Attrs.i64(3), StringAttr.get("s"), StridedLayoutAttr.get(0, new long[] {1}),
        DialectAttr.get("gpu", "address_space<workgroup>"), DictionaryAttr.empty(), ArrayAttr.empty())) {
      assertThat(a.mayPrintAlias()).isFalse();
    }
  }

  @Test
  void aliasedValuesAndWhatHoldsThem() {
    assertThat(MAP.mayPrintAlias()).isTrue();
    assertThat(SET.mayPrintAlias()).isTrue();
    assertThat(LONG_TUPLE.mayPrintAlias()).isTrue();
    long[] shape = {4, 4};
    assertThat(MemRefType.get(shape, Types.F32, MAP, null).mayPrintAlias()).isTrue();
    assertThat(MemRefType.get(shape, Types.F32, StridedLayoutAttr.get(0, new long[] {4, 1}), null)
        .mayPrintAlias()).isFalse();
    assertThat(MemRefType.get(shape, Types.F32, null, ArrayAttr.get(MAP)).mayPrintAlias()).isTrue();
    assertThat(UnrankedMemRefType.get(LONG_TUPLE, null).mayPrintAlias()).isTrue();
    assertThat(RankedTensorType.get(shape, Types.F32, MAP).mayPrintAlias()).isTrue();
    assertThat(RankedTensorType.get(shape, Types.F32).mayPrintAlias()).isFalse();
    assertThat(VectorType.get(shape, Types.F32).mayPrintAlias()).isFalse();
    assertThat(ComplexType.get(Types.F32).mayPrintAlias()).isFalse();
    assertThat(FunctionType.get(List.of(Types.INDEX), List.of(LONG_TUPLE)).mayPrintAlias()).isTrue();
    assertThat(FunctionType.get(List.of(Types.INDEX), List.of(SHORT_TUPLE)).mayPrintAlias()).isFalse();
    assertThat(TupleType.get(Types.I1, LONG_TUPLE).mayPrintAlias()).isTrue();
    assertThat(TypeAttr.get(MemRefType.get(shape, Types.F32, MAP, null)).mayPrintAlias()).isTrue();
    assertThat(ArrayAttr.get(Attrs.i64(1), SET).mayPrintAlias()).isTrue();
    assertThat(DictionaryAttr.of(Map.of("d", DictionaryAttr.of(Map.of("m", MAP)))).mayPrintAlias()).isTrue();
    assertThat(DictionaryAttr.of(Map.of("n", Attrs.i64(1))).mayPrintAlias()).isFalse();
  }
}
