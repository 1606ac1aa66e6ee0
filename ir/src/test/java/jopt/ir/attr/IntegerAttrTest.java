package jopt.ir.attr;

import static com.google.common.truth.Truth.assertThat;
import static jopt.ir.attr.ElidedText.elided;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.IntegerType.Signedness;
import jopt.ir.type.Types;
import org.junit.jupiter.api.Test;

class IntegerAttrTest {
  private static String p(Attribute a) {
    return AttrTypePrinter.print(a);
  }

  private static IntegerAttr parse(IntegerType.Signedness s, int width, String literal) {
    boolean neg = literal.startsWith("-");
    return IntegerAttr.parse(IntegerType.get(width, s), neg, new BigInteger(neg ? literal.substring(1) : literal));
  }

  @Test
  void printing() {
    // Expected strings from mlir-opt-22.
    assertThat(p(IntegerAttr.get(Types.I32, 42))).isEqualTo("42 : i32");
    assertThat(p(IntegerAttr.getIndex(-1))).isEqualTo("-1 : index");
    assertThat(p(IntegerAttr.get(Types.I8, 255))).isEqualTo("-1 : i8");
    assertThat(p(IntegerAttr.get(IntegerType.get(8, Signedness.UNSIGNED), 255))).isEqualTo("255 : ui8");
    assertThat(p(IntegerAttr.get(IntegerType.get(64, Signedness.UNSIGNED), -1))).isEqualTo("18446744073709551615 : ui64");
    assertThat(p(IntegerAttr.get(IntegerType.get(1, Signedness.SIGNED), -1))).isEqualTo("-1 : si1");
    assertThat(p(IntegerAttr.get(IntegerType.get(1, Signedness.UNSIGNED), 1))).isEqualTo("1 : ui1");
    assertThat(p(IntegerAttr.get(IntegerType.get(128), BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE))))
        .isEqualTo("-1 : i128");
    assertThat(p(IntegerAttr.get(IntegerType.get(0), 0))).isEqualTo("0 : i0");
    assertThat(p(IntegerAttr.get(Types.I1, 1))).isEqualTo("true");
  }

  @Test
  void eliding() {
    assertThat(elided(IntegerAttr.getI64(1))).isEqualTo("1");
    assertThat(elided(IntegerAttr.getI32(2))).isEqualTo("2 : i32");
    assertThat(elided(IntegerAttr.getIndex(3))).isEqualTo("3 : index");
    assertThat(elided(BoolAttr.TRUE)).isEqualTo("true");
  }

  @Test
  void boolIsAnI1IntegerAttr() {
    assertThat(IntegerAttr.get(Types.I1, 1)).isSameInstanceAs(BoolAttr.TRUE);
    assertThat(IntegerAttr.get(Types.I1, -1)).isEqualTo(BoolAttr.get(true));
    assertThat(IntegerAttr.get(Types.I1, 0)).isInstanceOf(BoolAttr.class);
    assertThat(BoolAttr.TRUE.getType()).isEqualTo(Types.I1);
    assertThat(BoolAttr.TRUE.getValue()).isEqualTo(1);
    assertThat(BoolAttr.FALSE.value()).isFalse();
    assertThat(IntegerAttr.get(IntegerType.get(1, Signedness.SIGNED), 1)).isNotInstanceOf(BoolAttr.class);
  }

  @Test
  void valuesAndEquality() {
    assertThat(IntegerAttr.getI64(5)).isEqualTo(IntegerAttr.get(IntegerType.get(64), 5));
    assertThat(IntegerAttr.getI64(5)).isNotEqualTo(IntegerAttr.getIndex(5));
    assertThat(IntegerAttr.get(Types.I8, 200).getValue()).isEqualTo(-56);
    IntegerAttr big = IntegerAttr.get(IntegerType.get(64, Signedness.UNSIGNED), -1);
    assertThat(big.getBigValue()).isEqualTo(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE));
    assertThat(big.fitsInLong()).isFalse();
    assertThat(IntegerAttr.get(IndexType.get(), 0).isZero()).isTrue();
  }

  @Test
  void parseFollowsMlirRangeRules() {
    assertThat(parse(Signedness.SIGNLESS, 8, "255").getValue()).isEqualTo(-1);
    assertThat(parse(Signedness.SIGNLESS, 8, "-128").getValue()).isEqualTo(-128);
    assertThat(parse(Signedness.SIGNLESS, 1, "-1")).isEqualTo(BoolAttr.TRUE);
    assertThat(parse(Signedness.UNSIGNED, 64, "18446744073709551615").getValue()).isEqualTo(-1);
    // mlir-opt-22: "integer constant out of range for attribute"
    assertThrows(IllegalArgumentException.class, () -> parse(Signedness.SIGNLESS, 8, "256"));
    assertThrows(IllegalArgumentException.class, () -> parse(Signedness.SIGNLESS, 8, "-129"));
    assertThrows(IllegalArgumentException.class, () -> parse(Signedness.SIGNED, 1, "1"));
    assertThrows(IllegalArgumentException.class, () -> parse(Signedness.SIGNLESS, 32, "-0"));
    // mlir-opt-22: "negative integer literal not valid for unsigned integer type"
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> parse(Signedness.UNSIGNED, 8, "-1"));
    assertThat(e).hasMessageThat().isEqualTo("negative integer literal not valid for unsigned integer type");
    assertThrows(IllegalArgumentException.class,
        () -> IntegerAttr.parse(IndexType.get(), false, BigInteger.ONE.shiftLeft(63)));
  }
}
