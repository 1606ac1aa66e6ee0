package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.RuntimeError;
import org.junit.jupiter.api.Test;

/**
 * Border tiles (jopt-split-padded-convolution's generics that load the source at a clamped
 * window index and select the padding value outside) run in the contraction engine over a
 * tabulated panel: on random shapes, paddings, strides and dilations the results are the
 * interpreter's, point by point (Programs.run compares results, output, heap statistics and
 * faults), padding terms included (a padding value times an infinite weight); a load that would
 * fault leaves the op to its kernel, which reports the fault where the interpreter does.
 */
class GatherContractionTest {
  private static BufferArgument random(long n, SplittableRandom r, boolean infinities) {
    List<Float> xs = new ArrayList<>();
    for (long i = 0; i < n; i++) {
      xs.add(infinities && r.nextInt(16) == 0 ? Float.POSITIVE_INFINITY
          : (float) (r.nextDouble() * 2 - 1));
    }
    return new BufferArgument(new long[0], xs);
  }

  /**
   * A 2-D convolution over %x (C x H x W) with filter %w (F x C x KH x KW) into %o (F x OH x OW)
   * as one border tile: window index {@code o * stride + k * dilation - padLow} clamped into the
   * source, the padding value %pad selected outside it; the product's and sum's operands in the
   * given orders.
   */
  private static String tile(int c, int h, int w, int f, int kh, int kw, int oh, int ow, int sh,
      int sw, int dh, int dw, int ph, int pw, String pad, boolean swapMul, boolean swapAdd) {
    String x = "memref<" + c + "x" + h + "x" + w + "xf32>";
    String wt = "memref<" + f + "x" + c + "x" + kh + "x" + kw + "xf32>";
    String ot = "memref<" + f + "x" + oh + "x" + ow + "xf32>";
    return """
        func.func @main(%x: X, %w: WT, %o: OT) -> OT {
          %pad = arith.constant PAD : f32
          %c0 = arith.constant 0 : index
          %sh = arith.constant SH : index
          %sw = arith.constant SW : index
          %dh = arith.constant DH : index
          %dw = arith.constant DW : index
          %ph = arith.constant PH : index
          %pw = arith.constant PW : index
          %hmax = arith.constant HMAX : index
          %wmax = arith.constant WMAX : index
          linalg.generic {indexing_maps = [
              affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>,
              affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>],
              iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
              ins(%w : WT) outs(%o : OT) {
          ^bb0(%in: f32, %out: f32):
            %ci = linalg.index 3 : index
            %oy = linalg.index 1 : index
            %ky = linalg.index 4 : index
            %a = arith.muli %oy, %sh : index
            %b = arith.muli %ky, %dh : index
            %s = arith.addi %a, %b : index
            %iy = arith.subi %s, %ph : index
            %gey = arith.cmpi sge, %iy, %c0 : index
            %ley = arith.cmpi sle, %iy, %hmax : index
            %oky = arith.andi %gey, %ley : i1
            %my = arith.minsi %iy, %hmax : index
            %iyc = arith.maxsi %my, %c0 : index
            %ox = linalg.index 2 : index
            %kx = linalg.index 5 : index
            %e = arith.muli %ox, %sw : index
            %g = arith.muli %kx, %dw : index
            %t = arith.addi %e, %g : index
            %ix = arith.subi %t, %pw : index
            %gex = arith.cmpi sge, %ix, %c0 : index
            %lex = arith.cmpi sle, %ix, %wmax : index
            %okx = arith.andi %gex, %lex : i1
            %mx = arith.minsi %ix, %wmax : index
            %ixc = arith.maxsi %mx, %c0 : index
            %ok = arith.andi %oky, %okx : i1
            %v = memref.load %x[%ci, %iyc, %ixc] : X
            %sel = arith.select %ok, %v, %pad : f32
            %p = MUL
            %r = ADD
            linalg.yield %r : f32
          }
          return %o : OT
        }
        """.replace("HMAX", "" + (h - 1)).replace("WMAX", "" + (w - 1))
        .replace("WT", wt).replace("OT", ot).replace("X", x).replace("PAD", pad)
        .replace("SH", "" + sh).replace("SW", "" + sw).replace("DH", "" + dh)
        .replace("DW", "" + dw).replace("PH", "" + ph).replace("PW", "" + pw)
        .replace("MUL", swapMul ? "arith.mulf %in, %sel : f32" : "arith.mulf %sel, %in : f32")
        .replace("ADD", swapAdd ? "arith.addf %p, %out : f32" : "arith.addf %out, %p : f32");
  }

  /** How the op ran in a compiled run of {@code text} (the profile's kinds of op). */
  private static String profile(String text, Object... args) {
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    again.run("main", List.of(args));
    return again.profile().report(0);
  }

  @Test
  void randomBorderTilesGiveTheInterpretersBits() {
    SplittableRandom r = new SplittableRandom(79);
    int gathered = 0;
    for (int trial = 0; trial < 40; trial++) {
      int c = 1 + r.nextInt(4);
      int h = 1 + r.nextInt(9);
      int w = 1 + r.nextInt(9);
      int f = 1 + r.nextInt(4);
      int kh = 1 + r.nextInt(4);
      int kw = 1 + r.nextInt(4);
      int sh = 1 + r.nextInt(3);
      int sw = 1 + r.nextInt(3);
      int dh = 1 + r.nextInt(2);
      int dw = 1 + r.nextInt(2);
      int ph = r.nextInt(4);
      int pw = r.nextInt(4);
      int oh = (h + 2 * ph - dh * (kh - 1) - 1) / sh + 1;
      int ow = (w + 2 * pw - dw * (kw - 1) - 1) / sw + 1;
      if (oh < 1 || ow < 1) {
        continue;
      }
      String pad = switch (r.nextInt(3)) {
        case 0 -> "0.0";
        case 1 -> "-0.0";
        default -> "1.5";
      };
      String text = tile(c, h, w, f, kh, kw, oh, ow, sh, sw, dh, dw, ph, pw, pad,
          r.nextBoolean(), r.nextBoolean());
      BufferArgument x = random((long) c * h * w, r, false);
      BufferArgument wt = random((long) f * c * kh * kw, r, trial % 4 == 0);
      BufferArgument o = random((long) f * oh * ow, r, false);
      String what = "trial " + trial + ":\n" + text;
      ExecutionResult res = Programs.run(text, x, wt, o);
      assertWithMessage(what).that(res.errors()).isEmpty();
      // The panel: C x (rows a window reaches) x (columns), taken when not larger than the op.
      long panel = (long) c * ((oh - 1) * sh + (kh - 1) * dh + 1) * ((ow - 1) * sw + (kw - 1) * dw + 1);
      long iterations = (long) f * oh * ow * c * kh * kw;
      boolean taken = profile(text, x, wt, o).contains("compiled (gather contraction)");
      assertWithMessage(what).that(taken).isEqualTo(panel <= iterations);
      gathered += taken ? 1 : 0;
    }
    assertThat(gathered).isAtLeast(10);
  }

  /** The tile of a 3x3 convolution padded by 1 over a 2x6x6 source, 4 filters. */
  private static final String SMALL = tile(2, 6, 6, 4, 3, 3, 6, 6, 1, 1, 1, 1, 1, 1, "0.0",
      false, false);

  @Test
  void aSourceNeverWrittenIsTheInterpretersFault() {
    String text = SMALL.replace("func.func @main(%x: memref<2x6x6xf32>, ",
            "func.func @main(")
        .replace("%pad = arith.constant 0.0 : f32",
            "%pad = arith.constant 0.0 : f32\n  %x = memref.alloc() : memref<2x6x6xf32>");
    SplittableRandom r = new SplittableRandom(1);
    BufferArgument wt = random(4 * 2 * 9, r, false);
    BufferArgument o = random(4 * 36, r, false);
    ExecutionResult res = Programs.run(text, wt, o);
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getKind()).isEqualTo(RuntimeError.Kind.UNINITIALIZED_READ);
    assertThat(res.errors().get(0).getDiagnostic().getMessage())
        .startsWith("read of uninitialized memory: byte 0 of buffer #");
  }

  @Test
  void aSourceWrittenInPartFaultsAtTheFirstUnwrittenLoad() {
    // Channel 0 written, channel 1 not: the first load of channel 1 (c is the reduction's
    // outer loop, so at output (0, 0, 0)) faults, as interpreted.
    String text = SMALL.replace("func.func @main(%x: memref<2x6x6xf32>, ",
            "func.func @main(")
        .replace("%pad = arith.constant 0.0 : f32", """
            %pad = arith.constant 0.0 : f32
              %x = memref.alloc() : memref<2x6x6xf32>
              %x0 = memref.subview %x[0, 0, 0] [1, 6, 6] [1, 1, 1] : memref<2x6x6xf32> to memref<6x6xf32, strided<[6, 1]>>
              %one = arith.constant 1.0 : f32
              linalg.fill ins(%one : f32) outs(%x0 : memref<6x6xf32, strided<[6, 1]>>)
            """);
    SplittableRandom r = new SplittableRandom(2);
    ExecutionResult res = Programs.run(text, random(72, r, false), random(144, r, false));
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getKind()).isEqualTo(RuntimeError.Kind.UNINITIALIZED_READ);
    assertThat(res.errors().get(0).getDiagnostic().getMessage())
        .startsWith("read of uninitialized memory: byte 144 of buffer #");
  }

  @Test
  void theSmallTileRunsInTheEngine() {
    SplittableRandom r = new SplittableRandom(3);
    BufferArgument x = random(72, r, false);
    BufferArgument wt = random(72, r, false);
    BufferArgument o = random(144, r, false);
    assertThat(Programs.run(SMALL, x, wt, o).errors()).isEmpty();
    assertThat(profile(SMALL, x, wt, o)).contains("compiled (gather contraction)");
  }

  @Test
  void aPanelPointNoIterationReachesThatWouldFaultLeavesTheOpToItsKernel() {
    // The load's column is clamp(iy) - oy + 2, in [1, 3] at every iteration; in the panel its
    // leaves iy and oy range independently, and it reaches -3 and 7, out of bounds of the 6
    // columns, though no iteration loads there. The kernel runs, with the interpreter's bits.
    String text = SMALL.replace("%v = memref.load %x[%ci, %iyc, %ixc]",
        "%c2 = arith.constant 2 : index\n"
            + "  %col0 = arith.subi %iyc, %oy : index\n"
            + "  %col = arith.addi %col0, %c2 : index\n"
            + "  %v = memref.load %x[%ci, %iyc, %col]");
    SplittableRandom r = new SplittableRandom(4);
    BufferArgument x = random(72, r, false);
    BufferArgument wt = random(72, r, false);
    BufferArgument o = random(144, r, false);
    ExecutionResult res = Programs.run(text, x, wt, o);
    assertThat(res.errors()).isEmpty();
    String p = profile(text, x, wt, o);
    assertThat(p).doesNotContain("gather contraction");
    assertThat(p).contains("linalg.generic compiled");
  }

  @Test
  void aLoadOutOfBoundsAtAnIterationIsTheInterpretersFaultAtTheLoad() {
    // No clamp of the row: the first iteration loads row -1.
    String text = SMALL.replace("%v = memref.load %x[%ci, %iyc, %ixc]",
        "%v = memref.load %x[%ci, %iy, %ixc]");
    SplittableRandom r = new SplittableRandom(5);
    ExecutionResult res = Programs.run(text, random(72, r, false), random(72, r, false),
        random(144, r, false));
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getDiagnostic().getMessage())
        .isEqualTo("index -1 out of bounds for dimension 1 of size 6");
  }
}
