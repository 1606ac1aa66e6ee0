package jopt.interpreter.compile;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.semantics.ArithScalars;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.FloatAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;

/**
 * An f32 tensor quantized to u8 by one scale and zero point, as the lowerings of QuantizeLinear
 * and DynamicQuantizeLinear write it: {@code out = fptoui(minimumf(maximumf(roundeven(addf(
 * roundeven(divf(x, scale)), itofp(zp))), lo), hi))} over an all-parallel op, scale (f32) and
 * zero point (i8, extended by {@code uitofp} or {@code sitofp}) rank-0, the clamp within [0,
 * 255] (commutative operands in either order). Run along the op's last loop in the op's order:
 * where x and out are consecutive there, a vector at a time on the Vector API ({@link
 * VectorQuantization}, made only where the JVM has it: else the op's kernel runs), each element
 * otherwise as {@link #element} computes it, with the interpreter's functions. A vector with a
 * NaN result (which fptoui refuses) is left to {@link #element} from its first lane, which
 * writes the elements before it and throws the interpreter's error at it, as the kernel does.
 * Compiled per element, a 1x16x1536 quantization took 0.15 ms; as {@link IntWidening}, it runs
 * only while no output shares memory with an operand, every access checked by the caller, on
 * linear maps ({@link LinearMaps}).
 */
final class Quantization implements StructuredEngine {
  /** The vector kernel, or null where the JVM lacks the Vector API. */
  static final Tile TILE = (Tile) MacKernels.vectorKernels(
      "jopt.interpreter.compile.VectorQuantization");

  /** {@link Quantization#element} a vector at a time, to the same values. */
  interface Tile {
    /**
     * out[po + t] = the quantized f32 at byte px + 4 t, for t from 0 a whole vector at a time
     * while t < len and no result of the vector is NaN: how many were written.
     */
    int quantize(byte[] x, int px, byte[] out, int po, int len, float scale, float zero,
        float lo, float hi);
  }

  private final LinearMaps[] forms;
  private final int loops;
  private final boolean unsignedZero;
  private final float lo;
  private final float hi;
  /** The body's fptoui, where its faults are reported. */
  private final Operation convert;

  private Quantization(LinearMaps[] forms, int loops, boolean unsignedZero, float lo, float hi,
      Operation convert) {
    this.forms = forms;
    this.loops = loops;
    this.unsignedZero = unsignedZero;
    this.lo = lo;
    this.hi = hi;
    this.convert = convert;
  }

  /** The quantization of op {@code op}, or null (also where the JVM lacks the Vector API). */
  static Quantization of(Operation op, List<Value> operands, List<AffineMap> maps, int loops,
      int numInputs, SemanticsRegistry registry) {
    if (TILE == null || numInputs != 3 || operands.size() != 4 || op.getNumRegions() != 1
        || loops == 0 || !StructuredEngine.memrefOfF32(operands.get(0))
        || !StructuredEngine.memrefOfF32(operands.get(1))
        || !StructuredEngine.memrefOfSignless(operands.get(2), 8)
        || !StructuredEngine.memrefOfSignless(operands.get(3), 8)
        || maps.get(1).getNumResults() != 0
        || maps.get(2).getNumResults() != 0) {
      return null;
    }
    Block body = op.getRegion(0).front();
    if (body.getNumArguments() != 4) {
      return null;
    }
    // Each op's role, its operands' roles as expected (commutative ones in either order).
    Map<Value, String> role = new HashMap<>();
    role.put(body.getArgument(0), "x");
    role.put(body.getArgument(1), "scale");
    role.put(body.getArgument(2), "zp");
    Map<String, Float> constants = new HashMap<>();
    Operation convert = null;
    boolean unsignedZero = true;
    for (Operation o = body.getFirstOp(); o != body.getTerminator(); o = o.getNextNode()) {
      if (o.getNumResults() != 1 || o.getNumRegions() != 0) {
        return null;
      }
      String r = roleOf(o, role, constants, registry);
      if (r == null || role.containsValue(r) && !r.startsWith("const")) {
        return null;
      }
      if (r.equals("zpf")) {
        unsignedZero = o.getName().equals("arith.uitofp");
      }
      if (r.equals("q")) {
        convert = o;
      }
      role.put(o.getResult(0), r);
    }
    Operation yield = body.getTerminator();
    if (!role.values().containsAll(List.of("d", "r1", "zpf", "a", "r2", "m1", "m2", "q"))
        || yield.getNumOperands() != 1
        || yield.getOperand(0) != convert.getResult(0)) {
      return null;
    }
    Float lo = constants.get("lo");
    Float hi = constants.get("hi");
    // Every clamped value that is not NaN converts: the clamp within u8's range.
    if (lo == null || hi == null || !(lo >= 0 && hi <= 255)) {
      return null;
    }
    LinearMaps[] forms = new LinearMaps[4];
    for (int i = 0; i < 4; i++) {
      forms[i] = LinearMaps.of(maps.get(i), loops);
      if (forms[i] == null) {
        return null;
      }
    }
    return new Quantization(forms, loops, unsignedZero, lo, hi, convert);
  }

  /**
   * The role of body op {@code o}: d = divf(x, scale), r1 = roundeven(d), zpf = uitofp or
   * sitofp(zp), a = addf(r1, zpf), r2 = roundeven(a), m1 = maximumf(r2, lo), m2 = minimumf(m1,
   * hi), q = fptoui(m2) to i8; an f32 constant is "const" (its value kept under the role of its
   * use: lo, hi); null for anything else.
   */
  private static String roleOf(Operation o, Map<Value, String> role,
      Map<String, Float> constants, SemanticsRegistry registry) {
    if (CompiledSemantics.codegen(registry, o) == null) {
      return null;
    }
    String name = o.getName();
    if (name.equals("arith.constant")) {
      return o.getAttr("value") instanceof FloatAttr f
          && o.getResult(0).getType() == FloatType.F32
          ? "const" + Float.floatToRawIntBits((float) f.getValue()) : null;
    }
    boolean typed = name.equals("arith.fptoui")
        ? o.getResult(0).getType() instanceof IntegerType it && it.isSignless(8)
        : o.getResult(0).getType() == FloatType.F32;
    if (!typed) {
      return null;
    }
    List<Value> in = o.getOperands();
    String a = in.size() > 0 ? role.get(in.get(0)) : null;
    String b = in.size() > 1 ? role.get(in.get(1)) : null;
    switch (name) {
      case "arith.divf":
        return "x".equals(a) && "scale".equals(b) ? "d" : null;
      case "math.roundeven":
        return "d".equals(a) ? "r1" : "a".equals(a) ? "r2" : null;
      case "arith.uitofp":
      case "arith.sitofp":
        return "zp".equals(a) ? "zpf" : null;
      case "arith.addf":
        return "r1".equals(a) && "zpf".equals(b) || "zpf".equals(a) && "r1".equals(b) ? "a" : null;
      case "arith.maximumf":
        return clamp("r2", "m1", "lo", a, b, constants);
      case "arith.minimumf":
        return clamp("m1", "m2", "hi", a, b, constants);
      case "arith.fptoui":
        return "m2".equals(a) ? "q" : null;
      default:
        return null;
    }
  }

  /** Role {@code to} for a clamp of {@code from} by a constant (its value kept as {@code bound}). */
  private static String clamp(String from, String to, String bound, String a, String b,
      Map<String, Float> constants) {
    String c = from.equals(a) ? b : from.equals(b) ? a : null;
    if (c == null || !c.startsWith("const")) {
      return null;
    }
    constants.put(bound, Float.intBitsToFloat(Integer.parseInt(c.substring("const".length()))));
    return to;
  }

  @Override
  public String kind() {
    return "compiled (quantization)";
  }

  @Override
  public void run(byte[][] data, long[] base, long[] strides, long[] ranges, Execution ex,
      Operation op) {
    if (StructuredEngine.noIteration(ranges)) {
      return;
    }
    long[][] s = new long[4][];
    long[] origin = LinearMaps.place(forms, base, strides, loops, s);
    float scale = ElementBytes.f32(data[1], (int) origin[1]);
    int zp = data[2][(int) origin[2]];
    // the zero point as the body's uitofp or sitofp gives it
    float zero = (float) (unsignedZero ? ArithScalars.uitofp(zp, 8) : ArithScalars.sitofp(zp));
    int inner = loops - 1; // the op's order: runs along its last loop
    if (ranges[inner] > Integer.MAX_VALUE) {
      throw new IllegalStateException("quantization too large");
    }
    int len = (int) ranges[inner];
    byte[] x = data[0];
    byte[] out = data[3];
    long sx = s[0][inner];
    long so = s[3][inner];
    boolean vector = sx == Float.BYTES && so == 1;
    long[] idx = new long[loops];
    long runsDone = 0;
    while (true) {
      long px = origin[0];
      long po = origin[3];
      for (int d = 0; d < loops; d++) {
        px += idx[d] * s[0][d];
        po += idx[d] * s[3][d];
      }
      int t = vector ? TILE.quantize(x, (int) px, out, (int) po, len, scale, zero, lo, hi) : 0;
      for (; t < len; t++) {
        out[(int) (po + t * so)] =
            element(ElementBytes.f32(x, (int) (px + t * sx)), scale, zero, ex);
      }
      if ((++runsDone & 1023) == 0 && ex != null) {
        ex.checkDeadline(op);
      }
      if (!LinearMaps.nextRun(idx, ranges, inner)) {
        return;
      }
    }
  }

  /** The body's value at x, as the interpreter computes it; fptoui's error on a NaN. */
  private byte element(float x, float scale, float zero, Execution ex) {
    float r1 = (float) Math.rint(ArithScalars.divf(x, scale)); // roundeven, as MathSemantics
    float r2 = (float) Math.rint(ArithScalars.addf(r1, zero));
    float m = ArithScalars.minimumf(ArithScalars.maximumf(r2, lo), hi);
    return (byte) ArithScalars.fptoui(m, 8, convert, ex);
  }
}
