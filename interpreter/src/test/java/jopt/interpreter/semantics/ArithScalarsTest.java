package jopt.interpreter.semantics;

import static com.google.common.truth.Truth.assertThat;

import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Operation;
import org.junit.jupiter.api.Test;

/**
 * The interpreter's arith tables name the functions compiled code calls by name: each entry's
 * function is the {@link ArithScalars} method named as its op, checked on edge values.
 */
class ArithScalarsTest {
  private static final long[] INTS = {0, 1, -1, 2, 7, -8, Long.MAX_VALUE, Long.MIN_VALUE, 127,
      -128, 255};
  private static final double[] FLOATS = {0.0, -0.0, 1.5, -2.25, Double.NaN,
      Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, 1e300, 3.0e-39};

  private static Method method(String mnemonic, Class<?>... params) throws Exception {
    return ArithScalars.class.getMethod(ArithScalars.method(mnemonic), params);
  }

  @Test
  void integerTablesCallTheMethodNamedAsTheirOp() throws Exception {
    for (var entry : ArithSemantics.INT_OPS.entrySet()) {
      Method m = method(ArithSemantics.mnemonic(entry.getKey()), long.class, long.class,
          int.class);
      for (int w : new int[] {1, 8, 32, 64}) {
        for (long a : INTS) {
          for (long b : INTS) {
            assertThat(entry.getValue().apply(a, b, w)).isEqualTo(m.invoke(null, a, b, w));
          }
        }
      }
    }
    for (var entry : ArithSemantics.FAULTING_INT_OPS.entrySet()) {
      Method m = method(ArithSemantics.mnemonic(entry.getKey()), long.class, long.class,
          int.class, Operation.class, Execution.class);
      // Inputs that are defined behaviour (no shift out of range, no division by zero or
      // overflow), so that no error needs an Execution.
      assertThat(entry.getValue().apply(-7, 2, 8, null, null))
          .isEqualTo(m.invoke(null, -7L, 2L, 8, null, null));
      assertThat(entry.getValue().apply(Long.MIN_VALUE, 3, 64, null, null))
          .isEqualTo(m.invoke(null, Long.MIN_VALUE, 3L, 64, null, null));
    }
  }

  @Test
  void floatTablesCallTheMethodsNamedAsTheirOp() throws Exception {
    for (var entry : ArithSemantics.FLOAT_OPS.entrySet()) {
      String n = ArithSemantics.mnemonic(entry.getKey());
      Method f64 = method(n, double.class, double.class);
      Method f32 = entry.getValue().f32() == null ? null : method(n, float.class, float.class);
      for (double a : FLOATS) {
        for (double b : FLOATS) {
          assertThat(Double.doubleToLongBits(entry.getValue().f64().applyAsDouble(a, b)))
              .isEqualTo(Double.doubleToLongBits((Double) f64.invoke(null, a, b)));
          if (f32 != null) {
            float x = (float) a;
            float y = (float) b;
            float r = entry.getValue().f32().apply(x, y);
            assertThat(Float.floatToIntBits(r))
                .isEqualTo(Float.floatToIntBits((Float) f32.invoke(null, x, y)));
            // The f32 form is the f64 form rounded to f32 (what the interpreter did before).
            double wide = entry.getValue().f64().applyAsDouble(x, y);
            assertThat(Float.floatToIntBits(r)).isEqualTo(Float.floatToIntBits((float) wide));
          }
        }
      }
    }
  }

  /**
   * fptosi/fptoui truncate toward zero, exactly, on every value in range, at every width: the
   * long fast path below 2^62 and the exact path above it agree with exact decimal arithmetic.
   */
  @Test
  void floatToIntTruncatesExactlyAtTheBoundsOfEveryWidth() {
    for (int w : new int[] {1, 2, 7, 8, 16, 31, 32, 62, 63, 64}) {
      for (boolean signed : new boolean[] {true, false}) {
        BigInteger lo = signed ? BigInteger.ONE.shiftLeft(w - 1).negate() : BigInteger.ZERO;
        BigInteger hi = (signed ? BigInteger.ONE.shiftLeft(w - 1) : BigInteger.ONE.shiftLeft(w))
            .subtract(BigInteger.ONE);
        for (BigInteger bound : new BigInteger[] {lo, hi, BigInteger.ZERO}) {
          double b = bound.doubleValue();
          for (double d : new double[] {b, Math.nextUp(b), Math.nextDown(b), b + 0.5, b - 0.5,
              b + 0.999, b - 0.999, -0.0, 0.25, -0.75, 0x1p62, -0x1p62, Math.nextDown(0x1p62)}) {
            BigInteger t = new BigDecimal(d).setScale(0, RoundingMode.DOWN).toBigInteger();
            if (t.compareTo(lo) < 0 || t.compareTo(hi) > 0) {
              continue; // out of range: poison, reported by the op (below)
            }
            long expected = t.longValue();
            if (signed) {
              assertThat(ArithScalars.fptosi(d, w, null, null)).isEqualTo(expected);
            } else {
              // fptoui's result is the w-bit pattern, canonical (sign-extended) as every integer.
              long bits = w >= 64 ? expected : (expected << (64 - w)) >> (64 - w);
              assertThat(ArithScalars.fptoui(d, w, null, null)).isEqualTo(bits);
            }
          }
        }
      }
    }
  }

  @Test
  void floatToIntOutOfRangeIsUndefinedBehaviourAtTheOp() {
    String p = """
        func.func @main(%x: f32) -> i8 {
          %0 = arith.fptoui %x : f32 to i8
          return %0 : i8
        }
        """;
    assertThat(Programs.run(p, 255.75).results()).containsExactly("-1 : i8");
    for (double x : new double[] {256.0, -1.0, 1e30}) {
      ExecutionResult r = Programs.run(p, x);
      assertThat(r.errors()).hasSize(1);
      assertThat(r.errors().get(0).getKind()).isEqualTo(Kind.UNDEFINED_BEHAVIOR);
      assertThat(r.errors().get(0).getDiagnostic().getMessage()).contains("out of the range of i8");
    }
  }
}
