package jopt.interpreter.compile;

import java.util.List;
import jopt.dialects.math.MathFunctions;
import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.semantics.ArithScalars;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.MathSemantics;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.FloatType;

/**
 * The commonest elementwise ops of a lowered model, {@code out = addf/subf/mulf/divf(a, b)} on
 * f32, {@code out = sitofp(a)} from i32 to f32 and {@code out = erf(a)} on f32 (a transformer's
 * bias adds, residuals, scalings, normalizations, dequantizations and GELU's erf; either input of
 * a binary op may be broadcast), over an op whose
 * output map uses every loop once (each element written once). Run along the loop where the
 * output is densest: where every operand is consecutive or fixed there, a vector at a time on the
 * Vector API ({@link VectorElementwise}, made only where the JVM has it: else the op's kernel
 * runs), each element otherwise with the interpreter's f32 forms ({@link #element}). The vector
 * forms are the same IEEE single operations (an i32 converted to the nearest float, ties to
 * even; erf by {@link jopt.dialects.math.ErfF32}'s polynomials and test); a vector with a NaN
 * result (or an erf the test leaves to the series) is left to {@link #element} from its first
 * lane, so that a NaN's bits are the scalar code's too. None of these ops faults. As the other
 * engines, it runs only while no output shares memory with an operand, every access checked by
 * the caller, on linear maps ({@link LinearMaps}). Compiled per element, a 16x1536 add of a
 * broadcast row took 1.2 ns an element (its loads not vectorized), here 0.3 ns; an erf 5.2 ns,
 * here 4 ns (its coefficients gathered per lane).
 */
final class ElementwiseArith implements StructuredEngine {
  /** The vector kernel, or null where the JVM lacks the Vector API. */
  static final Tile TILE = (Tile) MacKernels.vectorKernels(
      "jopt.interpreter.compile.VectorElementwise");

  /** The body's op. */
  enum Kind { ADD, SUB, MUL, DIV, SITOFP, ERF }

  /** {@link ElementwiseArith#element} a vector at a time, to the same values. */
  interface Tile {
    /**
     * out[po + 4 t] = kind(a at pa + 4 t, b at pb + 4 t) (an input with {@code fixed} set read
     * at its position alone; b unused for SITOFP, a's elements then i32), for t from 0 a whole
     * vector at a time while t < len and no result of the vector is NaN: how many were written.
     */
    int apply(Kind kind, byte[] a, int pa, boolean aFixed, byte[] b, int pb, boolean bFixed,
        byte[] out, int po, int len);
  }

  /** math.erf's f32 form, as the interpreter and the compiled kernels apply it. */
  private static final MathFunctions.FloatUnary ERF = MathSemantics.UNARY.get("math.erf").f32();

  private final Kind kind;
  private final LinearMaps[] forms;
  private final int loops;

  private ElementwiseArith(Kind kind, LinearMaps[] forms, int loops) {
    this.kind = kind;
    this.forms = forms;
    this.loops = loops;
  }

  /** The engine of op {@code op}, or null (also where the JVM lacks the Vector API). */
  static ElementwiseArith of(Operation op, List<Value> operands, List<AffineMap> maps, int loops,
      int numInputs, SemanticsRegistry registry) {
    if (TILE == null || loops == 0 || op.getNumRegions() != 1
        || operands.size() != numInputs + 1 || numInputs < 1 || numInputs > 2
        || !StructuredEngine.memrefOfF32(operands.get(numInputs))
        || !coversEveryLoop(maps.get(numInputs), loops)) {
      return null;
    }
    Block body = op.getRegion(0).front();
    Operation o = body.getFirstOp();
    if (body.getNumArguments() != numInputs + 1 || o == null || o.getNextNode() == null
        || o.getNextNode() != body.getTerminator() || o.getNumResults() != 1
        || o.getNumRegions() != 0 || body.getTerminator().getNumOperands() != 1
        || body.getTerminator().getOperand(0) != o.getResult(0)
        || o.getResult(0).getType() != FloatType.F32
        || CompiledSemantics.codegen(registry, o) == null) {
      return null;
    }
    Kind kind = kindOf(o.getName());
    boolean unary = kind == Kind.SITOFP || kind == Kind.ERF;
    if (kind == null || numInputs != (unary ? 1 : 2) || o.getNumOperands() != numInputs
        || o.getOperand(0) != body.getArgument(0)
        || !unary && o.getOperand(1) != body.getArgument(1)
        || !(kind == Kind.SITOFP ? StructuredEngine.memrefOfSignless(operands.get(0), 32)
            : StructuredEngine.memrefOfF32(operands.get(0))
                && (unary || StructuredEngine.memrefOfF32(operands.get(1))))) {
      return null;
    }
    LinearMaps[] forms = new LinearMaps[operands.size()];
    for (int i = 0; i < forms.length; i++) {
      forms[i] = LinearMaps.of(maps.get(i), loops);
      if (forms[i] == null) {
        return null;
      }
    }
    return new ElementwiseArith(kind, forms, loops);
  }

  private static Kind kindOf(String name) {
    switch (name) {
      case "arith.addf":
        return Kind.ADD;
      case "arith.subf":
        return Kind.SUB;
      case "arith.mulf":
        return Kind.MUL;
      case "arith.divf":
        return Kind.DIV;
      case "arith.sitofp":
        return Kind.SITOFP;
      case "math.erf":
        return Kind.ERF;
      default:
        return null;
    }
  }

  /** Whether {@code map}'s results are the loops, each once (so each element is written once). */
  private static boolean coversEveryLoop(AffineMap map, int loops) {
    if (map.getNumResults() != loops) {
      return false;
    }
    boolean[] seen = new boolean[loops];
    for (jopt.ir.affine.AffineExpr r : map.getResults()) {
      if (!(r instanceof jopt.ir.affine.AffineDimExpr d) || seen[d.position()]) {
        return false;
      }
      seen[d.position()] = true;
    }
    return true;
  }

  @Override
  public String kind() {
    return "compiled (elementwise)";
  }

  @Override
  public void run(byte[][] data, long[] base, long[] strides, long[] ranges, Execution ex,
      Operation op) {
    if (StructuredEngine.noIteration(ranges)) {
      return;
    }
    int n = forms.length;
    int o = n - 1;
    long[][] s = new long[n][];
    long[] origin = LinearMaps.place(forms, base, strides, loops, s);
    // Each element is written once from inputs no output overlaps: any order gives the same
    // bytes; runs go along the output's densest loop.
    int inner = LinearMaps.runLoop(s[o]);
    // Loops just outside it along which every operand goes on where the run ends (an NCHW
    // image's rows, a bias fixed per channel) join the run: short rows would otherwise be runs
    // of their own, each placed anew and ending in a tail element by element.
    ranges = ranges.clone();
    for (int d = inner - 1; d >= 0 && joins(s, d, inner, ranges[inner]); d--) {
      ranges[inner] *= ranges[d];
      ranges[d] = 1;
    }
    if (ranges[inner] > Integer.MAX_VALUE) {
      throw new IllegalStateException("elementwise op too large");
    }
    int len = (int) ranges[inner];
    byte[] a = data[0];
    byte[] b = n == 3 ? data[1] : null;
    byte[] out = data[o];
    long sa = s[0][inner];
    long sb = n == 3 ? s[1][inner] : 0;
    long so = s[o][inner];
    // a unary op's input consecutive, a binary op's each consecutive or fixed
    boolean vector = so == Float.BYTES && (sa == Float.BYTES || n == 3 && sa == 0)
        && (sb == 0 || sb == Float.BYTES);
    long[] idx = new long[loops];
    long runsDone = 0;
    while (true) {
      long pa = origin[0];
      long pb = n == 3 ? origin[1] : 0;
      long po = origin[o];
      for (int d = 0; d < loops; d++) {
        pa += idx[d] * s[0][d];
        pb += n == 3 ? idx[d] * s[1][d] : 0;
        po += idx[d] * s[o][d];
      }
      int t = vector
          ? TILE.apply(kind, a, (int) pa, sa == 0, b, (int) pb, sb == 0, out, (int) po, len) : 0;
      for (; t < len; t++) {
        ElementBytes.f32(out, (int) (po + t * so),
            element(a, (int) (pa + t * sa), b, (int) (pb + t * sb)));
      }
      if ((++runsDone & 1023) == 0 && ex != null) {
        ex.checkDeadline(op);
      }
      if (!LinearMaps.nextRun(idx, ranges, inner)) {
        return;
      }
    }
  }

  /**
   * Whether loop {@code d} continues the run along loop {@code inner} of {@code len} steps: every
   * operand's stride along d is len of its strides along inner.
   */
  private static boolean joins(long[][] s, int d, int inner, long len) {
    for (long[] operand : s) {
      if (operand[d] != len * operand[inner]) {
        return false;
      }
    }
    return true;
  }

  /** The body's value at these positions, as the interpreter computes it. */
  private float element(byte[] a, int pa, byte[] b, int pb) {
    switch (kind) {
      case ADD:
        return ArithScalars.addf(ElementBytes.f32(a, pa), ElementBytes.f32(b, pb));
      case SUB:
        return ArithScalars.subf(ElementBytes.f32(a, pa), ElementBytes.f32(b, pb));
      case MUL:
        return ArithScalars.mulf(ElementBytes.f32(a, pa), ElementBytes.f32(b, pb));
      case DIV:
        return ArithScalars.divf(ElementBytes.f32(a, pa), ElementBytes.f32(b, pb));
      case ERF:
        return ERF.apply(ElementBytes.f32(a, pa));
      default:
        return (float) ArithScalars.sitofp(ElementBytes.i32(a, pa));
    }
  }
}
