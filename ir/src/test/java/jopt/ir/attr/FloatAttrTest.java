package jopt.ir.attr;

import static com.google.common.truth.Truth.assertThat;
import static jopt.ir.attr.ElidedText.elided;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import java.util.List;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.Types;
import org.junit.jupiter.api.Test;

class FloatAttrTest {
  private static String p(Attribute a) {
    return AttrTypePrinter.print(a);
  }

  private static String p(FloatType t, String literal) {
    return p(FloatAttr.parse(t, literal));
  }

  @Test
  void trickyValues() {
    // Expected strings from mlir-opt-22.
    assertThat(p(FloatType.F64, "1.0")).isEqualTo("1.000000e+00 : f64");
    assertThat(p(FloatType.F32, "3.14159")).isEqualTo("3.141590e+00 : f32");
    assertThat(p(FloatType.F32, "0.1")).isEqualTo("1.000000e-01 : f32");
    assertThat(p(FloatType.BF16, "0.1")).isEqualTo("1.000980e-01 : bf16");
    assertThat(p(FloatType.F16, "2.5")).isEqualTo("2.500000e+00 : f16");
    assertThat(p(FloatType.F16, "65504.0")).isEqualTo("6.550400e+04 : f16");
    assertThat(p(FloatType.F32, "1.0e-45")).isEqualTo("1.401300e-45 : f32");
    assertThat(p(FloatType.F32, "-0.0")).isEqualTo("-0.000000e+00 : f32");
    assertThat(p(FloatType.F32, "123456789.0")).isEqualTo("0x4CEB79A3 : f32");
    assertThat(p(FloatType.F32, "0x7FC00000")).isEqualTo("0x7FC00000 : f32");
    assertThat(p(FloatType.F32, "0x7F800001")).isEqualTo("0x7F800001 : f32");
    assertThat(p(FloatType.F32, "0xFF800000")).isEqualTo("0xFF800000 : f32");
    assertThat(p(FloatType.F16, "0x7E00")).isEqualTo("0x7E00 : f16");
    assertThat(p(FloatType.F16, "0x8000")).isEqualTo("-0.000000e+00 : f16");
    assertThat(p(FloatType.BF16, "0x1")).isEqualTo("9.183550e-41 : bf16");
    assertThat(p(FloatType.F64, "0x7FF4000000000000")).isEqualTo("0x7FF4000000000000 : f64");
    assertThat(p(FloatType.F80, "0.1")).isEqualTo("0.100000000000000005551 : f80");
    assertThat(p(FloatType.F128, "0.1")).isEqualTo("0.100000000000000005551115123125782702 : f128");
    assertThat(p(FloatType.TF32, "0.1")).isEqualTo("9.997550e-02 : tf32");
    assertThat(p(FloatType.F8E5M2, "0.3")).isEqualTo("3.125000e-01 : f8E5M2");
    assertThat(p(FloatType.F8E8M0FNU, "3.0")).isEqualTo("4.000000e+00 : f8E8M0FNU");
    assertThat(p(FloatType.F8E4M3FN, "0x7F")).isEqualTo("0x7F : f8E4M3FN");
    assertThat(p(FloatType.F32, "5.40815832E+25")).isEqualTo("5.40815832E+25 : f32");
  }

  @Test
  void elisionKeepsHexTyped() {
    assertThat(elided(FloatAttr.getF64(1.5))).isEqualTo("1.500000e+00");
    assertThat(elided(FloatAttr.getF32(1.5f))).isEqualTo("1.500000e+00 : f32");
    assertThat(elided(FloatAttr.getF64(Double.NaN))).isEqualTo("0x7FF8000000000000 : f64");
    assertThat(elided(FloatAttr.getF64(Double.POSITIVE_INFINITY))).isEqualTo("0x7FF0000000000000 : f64");
  }

  @Test
  void valuesAndBits() {
    FloatAttr h = FloatAttr.get(FloatType.F16, 1.0 / 3);
    assertThat(h.getBits()).isEqualTo(0x3555);
    assertThat(h.getValue()).isEqualTo(0.333251953125);
    // Round to nearest, ties to even: 2049 is halfway between f16 2048 and 2050.
    assertThat(FloatAttr.get(FloatType.F16, 2049).getValue()).isEqualTo(2048.0);
    assertThat(FloatAttr.get(FloatType.F16, 2051).getValue()).isEqualTo(2052.0);
    assertThat(FloatAttr.get(FloatType.F16, 1e6).isInfinity()).isTrue();
    assertThat(FloatAttr.get(FloatType.F8E4M3FN, 1e6).isNaN()).isTrue();
    assertThat(FloatAttr.get(FloatType.F32, 0.0)).isNotEqualTo(FloatAttr.get(FloatType.F32, -0.0));
    assertThat(FloatAttr.get(FloatType.F32, Double.NaN)).isEqualTo(FloatAttr.get(FloatType.F32, Double.NaN));
    assertThat(FloatAttr.getF32(2.5f)).isEqualTo(FloatAttr.get(FloatType.F32, 2.5));
    assertThat(FloatAttr.get(FloatType.F80, 0.1).getValue()).isEqualTo(0.1);
    assertThrows(NumberFormatException.class, () -> FloatAttr.parse(FloatType.F16, "0x10000"));
  }

  @Test
  void denseArrays() {
    // Expected strings from mlir-opt-22.
    assertThat(p(DenseArrayAttr.ofI64(1, 2))).isEqualTo("array<i64: 1, 2>");
    assertThat(p(DenseArrayAttr.ofI32())).isEqualTo("array<i32>");
    assertThat(p(DenseArrayAttr.ofBool(true, false))).isEqualTo("array<i1: true, false>");
    assertThat(p(DenseArrayAttr.ofF32(1.0f, 2.5f))).isEqualTo("array<f32: 1.000000e+00, 2.500000e+00>");
    assertThat(p(DenseArrayAttr.ofF64(0.1))).isEqualTo("array<f64: 1.000000e-01>");
    assertThat(p(DenseArrayAttr.ofI8(-1, 127))).isEqualTo("array<i8: -1, 127>");
    assertThat(p(DenseArrayAttr.ofF64())).isEqualTo("array<f64>");
    assertThat(DenseArrayAttr.ofI32(1, 2).asLongs()).isEqualTo(new long[] {1, 2});
    assertThat(DenseArrayAttr.ofI64(3)).isEqualTo(DenseArrayAttr.i64(3));
    // Parsed like mlir-opt-22 parses array<...> literals.
    IntegerType ui8 = IntegerType.get(8, IntegerType.Signedness.UNSIGNED);
    assertThat(p(DenseArrayAttr.parse(ui8, List.of("255")))).isEqualTo("array<ui8: 255>");
    assertThat(p(DenseArrayAttr.parse(IntegerType.get(64, IntegerType.Signedness.UNSIGNED),
        List.of("18446744073709551615")))).isEqualTo("array<ui64: 18446744073709551615>");
    assertThat(p(DenseArrayAttr.parse(Types.I8, List.of("255", "-0x1")))).isEqualTo("array<i8: -1, -1>");
    assertThat(p(DenseArrayAttr.parse(Types.I32, List.of("0x10")))).isEqualTo("array<i32: 16>");
    assertThat(p(DenseArrayAttr.parse(FloatType.F32, List.of("0x80000000")))).isEqualTo("array<f32: -0.000000e+00>");
    assertThat(p(DenseArrayAttr.parse(FloatType.F16, List.of("1.0")))).isEqualTo("array<f16: 1.000000e+00>");
    assertThat(p(DenseArrayAttr.parse(FloatType.F64, List.of("0x7FF8000000000000"))))
        .isEqualTo("array<f64: 0x7FF8000000000000>");
    assertThat(arrayError(FloatType.F32, "1")).isEqualTo("unexpected decimal integer literal for a floating point value");
    assertThat(arrayError(Types.I8, "300")).isEqualTo("integer constant out of range");
    assertThat(arrayError(Types.I64, "-0")).isEqualTo("integer constant out of range");
    assertThat(arrayError(Types.I1, "1")).isEqualTo("expected 'true' or 'false' values for i1 type");
    assertThat(arrayError(Types.I32, "true")).isEqualTo("expected i1 type for 'true' or 'false' values");
    assertThat(arrayError(Types.I32, "1.5")).isEqualTo("expected integer literal");
    assertThat(arrayError(IntegerType.get(4), "1")).isEqualTo("element type bitwidth must be a multiple of 8");
    assertThat(arrayError(FloatType.F32, "-0x1")).isEqualTo("hexadecimal float literal should not have a leading minus");
  }

  private static String arrayError(Type t, String literal) {
    return assertThrows(IllegalArgumentException.class, () -> DenseArrayAttr.parse(t, List.of(literal))).getMessage();
  }

  /** float-attrs.txt: random bit patterns and literals of every float type, printed by mlir-opt-22. */
  @Test
  void corpusMatchesMlirOpt() throws Exception {
    int n = 0;
    try (BufferedReader r = new BufferedReader(new InputStreamReader(
        getClass().getResourceAsStream("float-attrs.txt"), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        if (line.startsWith("#")) {
          continue;
        }
        String[] parts = line.split("\t");
        FloatType t = FloatType.byName(parts[0]);
        assertWithMessage(line).that(p(t, parts[1])).isEqualTo(parts[2]);
        n++;
      }
    }
    assertWithMessage("corpus size").that(n).isAtLeast(1000);
  }
}
