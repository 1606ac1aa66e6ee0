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
  /**
   * maximumf and minimumf's f32 forms give the bits of their f64 forms rounded to f32 (what
   * the interpreter computed on the widened floats) on every pair of edge floats (zeros of
   * both signs, NaNs with payloads and signs, infinities, subnormals, neighbours) and on random
   * pairs, in both orders.
   */
  @Test
  void minimumAndMaximumF32FormsAreTheirF64FormsRounded() {
    java.util.List<Float> xs = new java.util.ArrayList<>(java.util.List.of(0.0f, -0.0f, 1.0f,
        -1.0f, Math.nextUp(1.0f), Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL,
        Float.MAX_VALUE, -Float.MAX_VALUE, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
        Float.NaN, Float.intBitsToFloat(0x7fc00001), Float.intBitsToFloat(0xffc00000),
        Float.intBitsToFloat(0x7f800001), 255.0f, 254.5f));
    java.util.SplittableRandom r = new java.util.SplittableRandom(7);
    for (int i = 0; i < 200; i++) {
      xs.add(Float.intBitsToFloat(r.nextInt()));
      xs.add((float) (r.nextDouble() * 4 - 2));
    }
    for (float a : xs) {
      for (float b : xs) {
        assertThat(Float.floatToRawIntBits(ArithScalars.maximumf(a, b)))
            .isEqualTo(Float.floatToRawIntBits((float) ArithScalars.maximumf((double) a, b)));
        assertThat(Float.floatToRawIntBits(ArithScalars.minimumf(a, b)))
            .isEqualTo(Float.floatToRawIntBits((float) ArithScalars.minimumf((double) a, b)));
      }
    }
  }

  /**
   * fptosi and fptoui (their inlined range test and the exact path behind it) against exact
   * decimal truncation on random floats of every magnitude and their neighbours: the truncated
   * value where it is in range, the poison report (here without an Execution to report on: an
   * exception) where it is not.
   */
  @Test
  void floatToIntAgreesWithExactTruncationOnRandomValues() {
    java.util.SplittableRandom r = new java.util.SplittableRandom(11);
    for (int i = 0; i < 20000; i++) {
      double d = i % 2 == 0 ? Float.intBitsToFloat(r.nextInt())
          : Math.scalb(r.nextDouble() * 2 - 1, r.nextInt(70));
      for (double v : new double[] {d, Math.nextUp(d), Math.nextDown(d), Math.rint(d)}) {
        for (int w : new int[] {1, 8, 16, 32, 53, 63, 64}) {
          for (boolean signed : new boolean[] {true, false}) {
            checkFloatToInt(v, w, signed);
          }
        }
      }
    }
  }

  private static void checkFloatToInt(double d, int w, boolean signed) {
    BigInteger lo = signed ? BigInteger.ONE.shiftLeft(w - 1).negate() : BigInteger.ZERO;
    BigInteger hi = (signed ? BigInteger.ONE.shiftLeft(w - 1) : BigInteger.ONE.shiftLeft(w))
        .subtract(BigInteger.ONE);
    BigInteger t = Double.isFinite(d)
        ? new BigDecimal(d).setScale(0, RoundingMode.DOWN).toBigInteger() : null;
    if (t == null || t.compareTo(lo) < 0 || t.compareTo(hi) > 0) {
      org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
          () -> convert(d, w, signed), d + " to " + (signed ? "i" : "u") + w);
      return;
    }
    long bits = w >= 64 ? t.longValue() : (t.longValue() << (64 - w)) >> (64 - w);
    assertThat(convert(d, w, signed)).isEqualTo(bits);
  }

  private static long convert(double d, int w, boolean signed) {
    return signed ? ArithScalars.fptosi(d, w, null, null) : ArithScalars.fptoui(d, w, null, null);
  }
}
