package jopt.interpreter.compile;

import java.nio.IntBuffer;
import java.util.List;
import jopt.dialects.arith.CastOps;
import jopt.dialects.arith.IntBinaryOps;
import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;

/**
 * An all-parallel structured op that widens i8 to i32 and centers: {@code out = subi(ext(a),
 * ext(b))} or {@code out = ext(a)}, each {@code ext} an {@code arith.extsi} or {@code
 * arith.extui} of an i8 input (a quantized operand minus its zero point, as MatMulInteger's and
 * ConvInteger's lowerings give the i32 contractions). Run row by row along the output's
 * innermost loop: the second input's row widened once while it stays (a zero point per column
 * or one for all), each row's i32 values computed into an int array (on the Vector API where
 * the JVM has it, {@link VectorIntWidening}) and written as one run: the body's values exactly
 * (Java's int subtraction wraps as subi does).
 * As {@link Contraction}, it runs only while no output shares memory with an operand, every
 * access checked by the caller; the maps must be linear ({@link LinearMaps}) and the output's a
 * permutation of the loops (each element written once).
 */
final class IntWidening implements StructuredEngine {
  private final LinearMaps[] forms;
  private final int loops;
  /** Whether input i is widened as unsigned (extui); {@code centered}: a second input subtracted. */
  private final boolean[] unsigned;
  private final boolean centered;

  private IntWidening(LinearMaps[] forms, int loops, boolean[] unsigned, boolean centered) {
    this.forms = forms;
    this.loops = loops;
    this.unsigned = unsigned;
    this.centered = centered;
  }

  /** The widening of op {@code op} (1 or 2 i8 memref inputs, 1 i32 memref output), or null. */
  static IntWidening of(Operation op, List<Value> operands, List<AffineMap> maps, int loops,
      int numInputs, SemanticsRegistry registry) {
    if (numInputs < 1 || numInputs > 2 || operands.size() != numInputs + 1
        || op.getNumRegions() != 1 || loops == 0) {
      return null;
    }
    for (int i = 0; i <= numInputs; i++) {
      if (!(operands.get(i).getType() instanceof MemRefType t && t.getElementType()
          instanceof IntegerType it && it.isSignless(i < numInputs ? 8 : 32))) {
        return null;
      }
    }
    // The output's map: every loop once, so that each element is written by one iteration.
    boolean[] seen = new boolean[loops];
    List<AffineExpr> out = maps.get(numInputs).getResults();
    if (out.size() != loops) {
      return null;
    }
    for (AffineExpr r : out) {
      if (!(r instanceof AffineDimExpr d) || seen[d.position()]) {
        return null;
      }
      seen[d.position()] = true;
    }
    Block body = op.getRegion(0).front();
    boolean[] unsigned = new boolean[numInputs];
    Operation last = body.getTerminator();
    if (last == null || last.getNumOperands() != 1 || body.getNumArguments() != numInputs + 1) {
      return null;
    }
    // ext(in0) [ext(in1) subi] yield, in that order
    Operation o = body.getFirstOp();
    for (int i = 0; i < numInputs; i++) {
      if (!isExt(o, body.getArgument(i), registry)) {
        return null;
      }
      unsigned[i] = Contraction.is(o, CastOps.ExtUIOp.SPEC, registry);
      o = o.getNextNode();
    }
    Operation ext0 = body.getFirstOp();
    Value result = ext0.getResult(0);
    if (numInputs == 2) {
      Operation ext1 = ext0.getNextNode();
      if (!Contraction.is(o, IntBinaryOps.SubIOp.SPEC, registry) || o.getOperand(0) != result
          || o.getOperand(1) != ext1.getResult(0)) {
        return null;
      }
      result = o.getResult(0);
      o = o.getNextNode();
    }
    if (o != last || last.getOperand(0) != result) {
      return null;
    }
    LinearMaps[] forms = new LinearMaps[numInputs + 1];
    for (int i = 0; i <= numInputs; i++) {
      forms[i] = LinearMaps.of(maps.get(i), loops);
      if (forms[i] == null) {
        return null;
      }
    }
    return new IntWidening(forms, loops, unsigned, numInputs == 2);
  }

  /** Whether {@code o} is extsi or extui of {@code arg} to i32. */
  private static boolean isExt(Operation o, Value arg, SemanticsRegistry registry) {
    return (Contraction.is(o, CastOps.ExtSIOp.SPEC, registry)
        || Contraction.is(o, CastOps.ExtUIOp.SPEC, registry))
        && o.getNumOperands() == 1 && o.getOperand(0) == arg
        && o.getResult(0).getType() instanceof IntegerType t && t.isSignless(32);
  }

  @Override
  public String kind() {
    return "compiled (widening)";
  }

  /** One output, a permutation of the loops: each element written once from the inputs. */
  @Override
  public boolean keepsOutput() {
    return true;
  }

  @Override
  public void run(byte[][] data, long[] base, long[] strides, long[] ranges, Execution ex,
      Operation op) {
    int n = forms.length;
    long[][] s = new long[n][];
    long[] origin = LinearMaps.place(forms, base, strides, loops, s);
    if (StructuredEngine.noIteration(ranges)) {
      return;
    }
    // The rows: along the loop of the output's smallest stride; the other loops as an odometer.
    long[] cs = s[n - 1];
    int inner = LinearMaps.runLoop(cs);
    if (ranges[inner] > Integer.MAX_VALUE) {
      throw new IllegalStateException("widening too large");
    }
    int len = (int) ranges[inner];
    int[] row = new int[len];
    byte[] a = data[0];
    byte[] b = centered ? data[1] : null;
    byte[] c = data[n - 1];
    IntBuffer cRun = cs[inner] == Integer.BYTES ? IntContraction.ints(c) : null;
    // The second input's row widened (zeros without one), made again only when it moves.
    int[] z = new int[len];
    long zAt = -1;
    long[] idx = new long[loops];
    long rowsDone = 0;
    while (true) {
      long pa = origin[0];
      long pb = centered ? origin[1] : 0;
      long pc = origin[n - 1];
      for (int d = 0; d < loops; d++) {
        pa += idx[d] * s[0][d];
        if (centered) {
          pb += idx[d] * s[1][d];
        }
        pc += idx[d] * cs[d];
      }
      if (centered && pb != zAt) {
        widen(b, pb, s[1][inner], unsigned[1], z, len);
        zAt = pb;
      }
      if (s[0][inner] == 1 && TILE != null) {
        TILE.centered(a, (int) pa, unsigned[0], z, 0, row, len);
      } else if (s[0][inner] == 1) {
        centered(a, (int) pa, unsigned[0], z, 0, row, len);
      } else {
        widen(a, pa, s[0][inner], unsigned[0], row, len);
        for (int t = 0; t < len; t++) {
          row[t] -= z[t];
        }
      }
      store(cRun, c, pc, cs[inner], row, len);
      if ((++rowsDone & 1023) == 0 && ex != null) {
        ex.checkDeadline(op);
      }
      if (!LinearMaps.nextRun(idx, ranges, inner)) {
        return;
      }
    }
  }

  /**
   * What a run over these operands ({@link #run}'s arguments) wrote, as a function of copies
   * {@code inputs} of each input's bytes from {@code firstByte} on; the output's allocation has
   * writer tags {@code writer}, set {@code sets} times since. Null when not describable.
   */
  WidenedBytes written(long[] base, long[] strides, long[] ranges, byte[][] inputs,
      long[] firstByte, jopt.interpreter.runtime.WriterTags writer, long sets) {
    int n = forms.length;
    long[][] s = new long[n][];
    long[] origin = LinearMaps.place(forms, base, strides, loops, s);
    long[] inOrigin = new long[n - 1];
    long[][] inStrides = new long[n - 1][];
    for (int i = 0; i < n - 1; i++) {
      if (inputs[i] == null) {
        return null;
      }
      inOrigin[i] = origin[i] - firstByte[i];
      inStrides[i] = s[i];
    }
    return WidenedBytes.of(writer, sets, origin[n - 1], s[n - 1], ranges, inputs, inOrigin,
        inStrides, unsigned);
  }

  /** {@link #centered} on the Vector API, or null where the JVM lacks it. */
  static final Tile TILE = (Tile) MacKernels.vectorKernels(
      "jopt.interpreter.compile.VectorIntWidening");

  /** {@link IntWidening#centered} computed otherwise, to the same values. */
  interface Tile {
    void centered(byte[] a, int p, boolean unsigned, int[] z, int zAt, int[] row, int len);
  }

  /** row[t] = the i8 at {@code p + t} widened, minus z[zAt + t], t < len. */
  static void centered(byte[] a, int p, boolean unsigned, int[] z, int zAt, int[] row, int len) {
    if (unsigned) {
      for (int t = 0; t < len; t++) {
        row[t] = (a[p + t] & 0xFF) - z[zAt + t];
      }
    } else {
      for (int t = 0; t < len; t++) {
        row[t] = a[p + t] - z[zAt + t];
      }
    }
  }

  /** row[t] = the i8 at {@code pos + t * step} widened (zero- or sign-extended), t < len. */
  private static void widen(byte[] bytes, long pos, long step, boolean unsigned, int[] row,
      int len) {
    for (int t = 0; t < len; t++) {
      int x = bytes[(int) (pos + t * step)];
      row[t] = unsigned ? x & 0xFF : x;
    }
  }

  /** The i32 at {@code pos + t * step} = row[t], t < len (one bulk copy at consecutive ints). */
  private static void store(IntBuffer run, byte[] bytes, long pos, long step, int[] row, int len) {
    if (run != null && (pos & 3) == 0) {
      run.put((int) (pos >> 2), row, 0, len);
      return;
    }
    for (int t = 0; t < len; t++) {
      ElementBytes.i32(bytes, (int) (pos + t * step), row[t]);
    }
  }
}
