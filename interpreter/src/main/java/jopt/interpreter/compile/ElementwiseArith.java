package jopt.interpreter.compile;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
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
import jopt.ir.attr.FloatAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;

/**
 * The commonest elementwise ops of a lowered model: a body that is a chain of f32 ops, each of
 * the value before it (the first: of the inputs) and an input's element or a constant, among
 * {@code addf}, {@code subf}, {@code mulf}, {@code divf}, {@code maximumf}, {@code minimumf} and
 * {@code math.erf}, or {@code sitofp} from i32 first (a transformer's bias adds, residuals,
 * scalings, normalizations, dequantizations and GELU's erf; a convolution network's ReLU,
 * ReLU6 and Clip by scalar operands, hard sigmoid, and leaky ReLU's mulf, cmpf and select as
 * one step, {@link LeakySelect}; any input may be broadcast), or a body that yields an input
 * (a broadcast or copy, its bits), over an op
 * whose output map uses every loop once (each element written once); ops off the chain of
 * per-channel inputs and constants (side values, with {@code math.sqrt}: a batch
 * normalization's {@code sqrt(var + eps)}) are computed once per run where their inputs are
 * fixed along it, else per element. Run along the loop where
 * the output is densest: where every operand is consecutive or fixed there, a vector at a time
 * on the Vector API ({@link VectorElementwise}, made only where the JVM has it: else the op's
 * kernel runs), a chain of several ops step after step over blocks of the output that stay in
 * the cache (each step rewriting the block in place), each element otherwise with the
 * interpreter's f32 forms ({@link #element}). The vector forms are the same IEEE single
 * operations (an i32 converted to the nearest float, ties to even; maximumf and minimumf Math's
 * max and min, as the interpreter's f32 forms; erf by {@link jopt.dialects.math.ErfF32}'s
 * polynomials and test); a vector with a NaN result at any step (or an erf the test leaves to
 * the series) is left to {@link #element} from its first lane, which computes the whole chain
 * again, so that a NaN's bits are the scalar code's too, for a few elements before the vectors
 * resume. None of these ops faults. As the
 * other engines, it runs only while no output shares memory with an operand, every access
 * checked by the caller, on linear maps ({@link LinearMaps}). Compiled per element, a 16x1536
 * add of a broadcast row took 1.2 ns an element (its loads not vectorized), here 0.3 ns; an erf
 * 5.2 ns, here 4 ns (its coefficients gathered per lane).
 */
final class ElementwiseArith implements StructuredEngine {
  /** The vector kernel, or null where the JVM lacks the Vector API. */
  static final Tile TILE = (Tile) MacKernels.vectorKernels(
      "jopt.interpreter.compile.VectorElementwise");

  /** A step's op. */
  enum Kind {
    ADD, SUB, MUL, DIV, MAX, MIN, SITOFP, ERF,
    /** A leaky ReLU ({@link LeakySelect}) of x and a fixed a: x * a where x < 0, else x. */
    LEAKY,
    /** The input itself: a body that yields an input (linalg.broadcast, a copy); its bits. */
    COPY,
    /** math.sqrt: of side values alone (never a step of the chain, which has no vector form of it). */
    SQRT;

    boolean unary() {
      return this == SITOFP || this == ERF || this == SQRT || this == COPY;
    }
  }

  /** {@link ElementwiseArith#element}'s steps a vector at a time, to the same values. */
  interface Tile {
    /**
     * out[po + 4 t] = kind(a at pa + 4 t, b at pb + 4 t) (an input with {@code fixed} set read
     * at its position alone; b unused for SITOFP and ERF, a then consecutive, its elements i32
     * for SITOFP), for t from 0 a whole vector at a time while t < len and no result of the
     * vector is NaN: how many were written. a or b may be out itself at po (a step in place).
     */
    int apply(Kind kind, byte[] a, int pa, boolean aFixed, byte[] b, int pb, boolean bFixed,
        byte[] out, int po, int len);
  }

  /**
   * One op of the chain: value = kind(x, y), each operand a source: {@link #CHAIN} the value
   * before, below the op's number of inputs an input's element, from it on a constant.
   */
  private record Step(Kind kind, int x, int y) {}

  /** Elements computed one at a time where the vector form stopped, before it is tried again. */
  private static final int SCALAR_STRETCH = 16;

  /** The source that is the chain's value before a step. */
  private static final int CHAIN = -1;
  /** The floats of a chain's block: a multiple of every vector's length, 2 KB of the cache. */
  private static final int BLOCK = 512;

  /** math.erf's f32 form, as the interpreter and the compiled kernels apply it. */
  private static final MathFunctions.FloatUnary ERF = MathSemantics.UNARY.get("math.erf").f32();

  /** math.sqrt's f32 form, as the interpreter and the compiled kernels apply it. */
  private static final java.util.function.DoubleUnaryOperator SQRT =
      MathSemantics.doubleUnary("math.sqrt", FloatType.F32);

  private final Step[] steps;
  /** The bytes of each constant, read as a fixed operand. */
  private final byte[][] constants;
  /**
   * The side values: ops of the body off the chain, of inputs, constants and side values before
   * them (a batch normalization's sqrt(var + eps)), sources after the constants. Where their
   * inputs are fixed along a run they are computed once per run and read as fixed operands.
   */
  private final Step[] sides;
  private final LinearMaps[] forms;
  private final int loops;

  private ElementwiseArith(Step[] steps, byte[][] constants, Step[] sides, LinearMaps[] forms,
      int loops) {
    this.steps = steps;
    this.constants = constants;
    this.sides = sides;
    this.forms = forms;
    this.loops = loops;
  }

  /** The engine of op {@code op}, or null (also where the JVM lacks the Vector API). */
  static ElementwiseArith of(Operation op, List<Value> operands, List<AffineMap> maps, int loops,
      int numInputs, SemanticsRegistry registry) {
    if (TILE == null || loops == 0 || op.getNumRegions() != 1
        || operands.size() != numInputs + 1 || numInputs < 1
        || !StructuredEngine.memrefOfF32(operands.get(numInputs))
        || !coversEveryLoop(maps.get(numInputs), loops)) {
      return null;
    }
    Block body = op.getRegion(0).front();
    if (body.getNumArguments() != numInputs + 1) {
      return null;
    }
    for (int i = 0; i < numInputs; i++) {
      Value arg = body.getArgument(i);
      boolean matches = arg.getType() == FloatType.F32
          ? StructuredEngine.memrefOfF32(operands.get(i))
          : arg.getType() instanceof IntegerType it && it.isSignless(32)
              && StructuredEngine.memrefOfSignless(operands.get(i), 32);
      if (!matches) {
        return null;
      }
    }
    Map<Value, Integer> source = new IdentityHashMap<>();
    for (int i = 0; i < numInputs; i++) {
      source.put(body.getArgument(i), i);
    }
    List<Step> steps = new ArrayList<>();
    List<byte[]> constants = new ArrayList<>();
    List<Step> sides = new ArrayList<>();
    Value chain = null;
    Operation yield = body.getTerminator();
    Map<Operation, LeakySelect> leaky = LeakySelect.of(body);
    java.util.Set<Operation> absorbed =
        java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (LeakySelect l : leaky.values()) {
      absorbed.add(l.cmp());
      absorbed.add(l.mul());
    }
    java.util.Set<Operation> onChain = chainOps(body, maps, numInputs, loops, leaky);
    for (Operation o = body.getFirstOp(); o != null && o != yield; o = o.getNextNode()) {
      if (absorbed.contains(o)) {
        continue; // a leaky ReLU's mulf and cmpf, computed by its select's step
      }
      if (o.getNumRegions() != 0 || o.getNumResults() != 1
          || CompiledSemantics.codegen(registry, o) == null) {
        return null;
      }
      if (o.getName().equals("arith.constant")) {
        if (!(o.getAttr("value") instanceof FloatAttr f)
            || o.getResult(0).getType() != FloatType.F32) {
          return null;
        }
        byte[] bytes = new byte[Float.BYTES];
        ElementBytes.f32(bytes, 0, (float) f.getValue());
        source.put(o.getResult(0), numInputs + constants.size());
        constants.add(bytes);
        continue;
      }
      if (!onChain.contains(o)) {
        // a side value: provisionally numbered below CHAIN until the constants are counted
        Step side = side(o, source, maps, numInputs, loops, leaky);
        if (side == null) {
          return null;
        }
        source.put(o.getResult(0), CHAIN - 1 - sides.size());
        sides.add(side);
        continue;
      }
      Step step = step(o, source, chain, steps.isEmpty(), leaky);
      if (step == null) {
        return null;
      }
      steps.add(step);
      chain = o.getResult(0);
    }
    Integer yielded = yield != null && yield.getNumOperands() == 1
        ? source.get(yield.getOperand(0)) : null;
    if (chain == null && steps.isEmpty() && sides.isEmpty() && yielded != null
        && yielded >= 0 && yielded < numInputs && yield.getOperand(0).getType() == FloatType.F32) {
      // a body that yields an f32 input: its bits copied (a bias broadcast before a convolution)
      steps.add(new Step(Kind.COPY, yielded, yielded));
      chain = yield.getOperand(0);
    }
    if (chain == null || yield == null || yield.getNumOperands() != 1
        || yield.getOperand(0) != chain) {
      return null;
    }
    LinearMaps[] forms = new LinearMaps[operands.size()];
    for (int i = 0; i < forms.length; i++) {
      forms[i] = LinearMaps.of(maps.get(i), loops);
      if (forms[i] == null) {
        return null;
      }
    }
    int sidesAt = numInputs + constants.size();
    Step[] chainSteps = new Step[steps.size()];
    for (int i = 0; i < chainSteps.length; i++) {
      chainSteps[i] = numbered(steps.get(i), sidesAt);
    }
    Step[] sideSteps = new Step[sides.size()];
    for (int i = 0; i < sideSteps.length; i++) {
      sideSteps[i] = numbered(sides.get(i), sidesAt);
    }
    return new ElementwiseArith(chainSteps, constants.toArray(new byte[0][]), sideSteps, forms,
        loops);
  }

  /** {@code st} with its provisional side sources (below CHAIN) numbered from {@code sidesAt}. */
  private static Step numbered(Step st, int sidesAt) {
    return new Step(st.kind(), st.x() < CHAIN ? sidesAt + (CHAIN - 1 - st.x()) : st.x(),
        st.y() < CHAIN ? sidesAt + (CHAIN - 1 - st.y()) : st.y());
  }

  /**
   * The ops of {@code body}'s chain: from the yielded value back, each op's operand that is an
   * op's result; of two, the one that reads an input of every loop (the activation, not a
   * per-channel operand), else the first. The other is a side value, and the op whose operands
   * are inputs and constants alone is the first. Any choice computes the same values (a side
   * value is computed as the body computes it); this one keeps the side values fixed along a
   * run, where they are computed once.
   */
  private static java.util.Set<Operation> chainOps(Block body, List<AffineMap> maps,
      int numInputs, int loops, Map<Operation, LeakySelect> leaky) {
    java.util.Set<Operation> on = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    Operation yield = body.getTerminator();
    if (yield == null || yield.getNumOperands() != 1) {
      return on;
    }
    Value v = yield.getOperand(0);
    while (v.getDefiningOp() != null && v.getDefiningOp().getBlock() == body
        && !v.getDefiningOp().getName().equals("arith.constant")) {
      Operation o = v.getDefiningOp();
      on.add(o);
      Value next = null;
      for (Value x : operands(o, leaky)) {
        if (x.getDefiningOp() != null && x.getDefiningOp().getBlock() == body
            && !x.getDefiningOp().getName().equals("arith.constant")
            && (next == null || next != x && !readsEveryLoop(next, body, maps, numInputs, loops)
                && readsEveryLoop(x, body, maps, numInputs, loops))) {
          next = x;
        }
      }
      if (next == null) {
        return on;
      }
      v = next;
    }
    return on;
  }

  /** Whether {@code v}'s operand tree in {@code body} reads an input whose map uses every loop. */
  private static boolean readsEveryLoop(Value v, Block body, List<AffineMap> maps, int numInputs,
      int loops) {
    for (int i = 0; i < numInputs; i++) {
      if (v == body.getArgument(i)) {
        return maps.get(i).getNumResults() == loops && coversEveryLoop(maps.get(i), loops);
      }
    }
    Operation o = v.getDefiningOp();
    if (o == null || o.getBlock() != body) {
      return false;
    }
    for (Value x : o.getOperands()) {
      if (readsEveryLoop(x, body, maps, numInputs, loops)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Op {@code o} as a side value, or null: an f32 op of the chain's kinds (not sitofp) or
   * math.sqrt, of constants, side values and inputs broadcast along some loop (a per-channel
   * operand; a side value of inputs of every loop would be computed per element, which the
   * op's kernel does faster).
   */
  private static Step side(Operation o, Map<Value, Integer> source, List<AffineMap> maps,
      int numInputs, int loops, Map<Operation, LeakySelect> leaky) {
    Kind kind = o.getName().equals("math.sqrt") ? Kind.SQRT : kindOf(o, leaky);
    List<Value> operands = operands(o, leaky);
    if (kind == null || kind == Kind.SITOFP || operands.size() != (kind.unary() ? 1 : 2)
        || o.getResult(0).getType() != FloatType.F32) {
      return null;
    }
    int[] src = new int[2];
    for (int j = 0; j < operands.size(); j++) {
      Value v = operands.get(j);
      Integer s = source.get(v);
      if (s == null || s == CHAIN || v.getType() != FloatType.F32
          || s >= 0 && s < numInputs && coversEveryLoop(maps.get(s), loops)) {
        return null;
      }
      src[j] = s;
    }
    return new Step(kind, src[0], kind.unary() ? src[0] : src[1]);
  }

  /**
   * This chain followed by {@code next}'s, whose input {@code input} is this chain's output
   * ({@link ElementwiseChain}), as one chain, or null where {@code next}'s first step does not
   * read that input or a later step reads it too: the inputs are this chain's, then
   * {@code next}'s but {@code input}, the output is {@code next}'s. Each step computes the value
   * it computed in its own op (the same f32 operation on the same floats), so the chain's
   * output is the same bits; only the intermediate output is not written.
   */
  ElementwiseArith then(ElementwiseArith next, int input) {
    int m = forms.length - 1;
    int k = next.forms.length - 1;
    if (next.loops != loops || input < 0 || input >= k) {
      return null;
    }
    // the sources: this chain's inputs, next's but input, this one's constants, next's, this
    // one's side values, next's
    int constantsAt = m + k - 1;
    int sidesAt = constantsAt + constants.length + next.constants.length;
    Step[] joined = new Step[steps.length + next.steps.length];
    for (int i = 0; i < steps.length; i++) {
      joined[i] = moved(steps[i], m, constantsAt, sidesAt);
    }
    for (int i = 0; i < next.steps.length; i++) {
      Step st = next.steps[i];
      boolean reads = st.x() == input || st.y() == input;
      if (reads != (i == 0)) {
        return null;
      }
      joined[steps.length + i] = next.appended(st, input, m, constantsAt + constants.length,
          sidesAt + sides.length);
    }
    Step[] joinedSides = new Step[sides.length + next.sides.length];
    for (int i = 0; i < sides.length; i++) {
      joinedSides[i] = moved(sides[i], m, constantsAt, sidesAt);
    }
    for (int i = 0; i < next.sides.length; i++) {
      Step st = next.sides[i];
      if (st.x() == input || st.y() == input) {
        return null; // a side value of the chain's value: not a chain
      }
      joinedSides[sides.length + i] = next.appended(st, input, m,
          constantsAt + constants.length, sidesAt + sides.length);
    }
    byte[][] joinedConstants = new byte[constants.length + next.constants.length][];
    System.arraycopy(constants, 0, joinedConstants, 0, constants.length);
    System.arraycopy(next.constants, 0, joinedConstants, constants.length, next.constants.length);
    LinearMaps[] joinedForms = new LinearMaps[m + k];
    System.arraycopy(forms, 0, joinedForms, 0, m);
    for (int i = 0, at = m; i <= k; i++) {
      if (i != input) {
        joinedForms[at++] = next.forms[i];
      }
    }
    return new ElementwiseArith(joined, joinedConstants, joinedSides, joinedForms, loops);
  }

  /** Step {@code st} of this chain of {@code m} inputs, its constants and side values moved. */
  private Step moved(Step st, int m, int constantsAt, int sidesAt) {
    return new Step(st.kind(), moved(st.x(), m, constantsAt, sidesAt),
        moved(st.y(), m, constantsAt, sidesAt));
  }

  private int moved(int s, int m, int constantsAt, int sidesAt) {
    if (s == CHAIN || s < m) {
      return s;
    }
    return s < m + constants.length ? constantsAt + (s - m) : sidesAt + (s - m - constants.length);
  }

  /**
   * Step {@code st} of this chain appended to one of {@code m} inputs: {@code input} is the
   * chain's value, the other inputs follow those m, the constants from {@code constantsAt}, the
   * side values from {@code sidesAt}.
   */
  private Step appended(Step st, int input, int m, int constantsAt, int sidesAt) {
    return new Step(st.kind(), appended(st.x(), input, m, constantsAt, sidesAt),
        appended(st.y(), input, m, constantsAt, sidesAt));
  }

  private int appended(int s, int input, int m, int constantsAt, int sidesAt) {
    int k = forms.length - 1;
    if (s == CHAIN || s == input) {
      return CHAIN;
    }
    if (s < k) {
      return m + (s < input ? s : s - 1);
    }
    return s < k + constants.length ? constantsAt + (s - k)
        : sidesAt + (s - k - constants.length);
  }

  /**
   * Op {@code o} as a step of the chain whose value is {@code chain}, or null: an op of the
   * chain's kinds on f32 (sitofp, first, on an i32 input), of the value before it (any step
   * but the first, which has none) and the body's inputs and constants.
   */
  private static Step step(Operation o, Map<Value, Integer> source, Value chain, boolean first,
      Map<Operation, LeakySelect> leaky) {
    Kind kind = kindOf(o, leaky);
    List<Value> operands = operands(o, leaky);
    if (kind == null || operands.size() != (kind.unary() ? 1 : 2)
        || o.getResult(0).getType() != FloatType.F32
        || kind == Kind.SITOFP && !first
        || kind == Kind.LEAKY && operands.get(1) == chain) {
      return null;
    }
    int[] src = new int[2];
    boolean continues = false;
    for (int j = 0; j < operands.size(); j++) {
      Value v = operands.get(j);
      Integer s = v == chain ? Integer.valueOf(CHAIN) : source.get(v);
      boolean typed = kind == Kind.SITOFP ? v.getType() instanceof IntegerType
          : v.getType() == FloatType.F32;
      if (s == null || !typed) {
        return null;
      }
      src[j] = s;
      continues |= s == CHAIN;
    }
    return continues != first ? new Step(kind, src[0], kind.unary() ? src[0] : src[1]) : null;
  }

  /** Op o's operands as its step reads them (a leaky ReLU's select: x and a). */
  private static List<Value> operands(Operation o, Map<Operation, LeakySelect> leaky) {
    LeakySelect l = leaky.get(o);
    return l != null ? l.operands() : o.getOperands();
  }

  private static Kind kindOf(Operation o, Map<Operation, LeakySelect> leaky) {
    if (leaky.containsKey(o)) {
      return Kind.LEAKY;
    }
    switch (o.getName()) {
      case "arith.addf":
        return Kind.ADD;
      case "arith.subf":
        return Kind.SUB;
      case "arith.mulf":
        return Kind.MUL;
      case "arith.divf":
        return Kind.DIV;
      case "arith.maximumf":
        return Kind.MAX;
      case "arith.minimumf":
        return Kind.MIN;
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

  /** How many inputs the op (or chain) reads. */
  int numInputs() {
    return forms.length - 1;
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
    // The sources: the inputs, then the constants (fixed, at 0), then the side values (each
    // computed per run into bytes of its own, fixed at 0, where the vector form runs).
    int sidesAt = o + constants.length;
    int sources = sidesAt + sides.length;
    byte[][] src = new byte[sources][];
    long[] step = new long[sources];
    int[] at = new int[sources];
    for (int i = 0; i < sources; i++) {
      src[i] = i < o ? data[i] : i < sidesAt ? constants[i - o] : new byte[Float.BYTES];
      step[i] = i < o ? s[i][inner] : 0;
    }
    byte[] out = data[o];
    long so = s[o][inner];
    boolean vector = so == Float.BYTES;
    for (int i = 0; i < o; i++) {
      vector &= step[i] == 0 || step[i] == Float.BYTES;
    }
    // side values are read as fixed operands: only where their inputs are fixed along the run
    boolean[] fixed = new boolean[sources];
    for (int i = 0; i < sources; i++) {
      fixed[i] = i < sidesAt ? step[i] == 0
          : fixed[sides[i - sidesAt].x()] && fixed[sides[i - sidesAt].y()];
      vector &= i < sidesAt || fixed[i];
    }
    float[] sideValues = new float[sides.length];
    // a unary first step reads its input consecutive; a leaky ReLU's a is fixed, its x not
    vector &= !steps[0].kind().unary() || steps[0].kind() == Kind.COPY
        || step[steps[0].x()] == Float.BYTES;
    for (Step st : steps) {
      vector &= st.kind() != Kind.LEAKY
          || st.y() != CHAIN && fixed[st.y()] && (st.x() == CHAIN || step[st.x()] == Float.BYTES);
    }
    long[] idx = new long[loops];
    long runsDone = 0;
    while (true) {
      long po = origin[o];
      for (int d = 0; d < loops; d++) {
        po += idx[d] * s[o][d];
      }
      for (int i = 0; i < o; i++) {
        long p = origin[i];
        for (int d = 0; d < loops; d++) {
          p += idx[d] * s[i][d];
        }
        at[i] = (int) p;
      }
      if (vector && sides.length > 0) {
        sides(src, at, step, 0, sideValues, sidesAt);
        for (int k = 0; k < sides.length; k++) {
          ElementBytes.f32(src[sidesAt + k], 0, sideValues[k]);
        }
      }
      int t = 0;
      while (t < len) {
        if (vector) {
          t = vectors(src, at, step, out, (int) po, len, t);
        }
        // where the vectors stopped (a NaN, an erf left to the series): element by element,
        // then vectors again (each element's value is the same either way)
        int end = vector ? Math.min(len, t + SCALAR_STRETCH) : len;
        for (; t < end; t++) {
          ElementBytes.f32(out, (int) (po + t * so), element(src, at, step, t, sideValues, sidesAt));
        }
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
   * The run's elements from element {@code from} a vector at a time, step after step over
   * blocks of the output (one step: the rest of the run at once): the element where they
   * stopped (len: all written), every step done before it.
   */
  private int vectors(byte[][] src, int[] at, long[] step, byte[] out, int po, int len,
      int from) {
    int t = from;
    while (t < len) {
      int m = steps.length == 1 ? len - t : Math.min(BLOCK, len - t);
      int done = m;
      int pt = po + t * Float.BYTES;
      for (int k = 0; k < steps.length && done > 0; k++) {
        Step st = steps[k];
        int x = st.x();
        int y = st.y();
        done = TILE.apply(st.kind(),
            x == CHAIN ? out : src[x], x == CHAIN ? pt : (int) (at[x] + t * step[x]),
            x != CHAIN && step[x] == 0,
            y == CHAIN ? out : src[y], y == CHAIN ? pt : (int) (at[y] + t * step[y]),
            y != CHAIN && step[y] == 0, out, pt, done);
      }
      t += done;
      if (done < m) {
        return t;
      }
    }
    return t;
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

  /** The side values at element t of the run into {@code values}, as the interpreter computes them. */
  private void sides(byte[][] src, int[] at, long[] step, int t, float[] values, int sidesAt) {
    for (int k = 0; k < sides.length; k++) {
      Step st = sides[k];
      float x = value(st.x(), src, at, step, t, values, sidesAt);
      values[k] = st.kind() == Kind.SQRT ? (float) SQRT.applyAsDouble(x)
          : apply(st.kind(), x, value(st.y(), src, at, step, t, values, sidesAt));
    }
  }

  /** Source s's float at element t: an input's or constant's, or a side value of {@code values}. */
  private static float value(int s, byte[][] src, int[] at, long[] step, int t, float[] values,
      int sidesAt) {
    return s >= sidesAt ? values[s - sidesAt] : ElementBytes.f32(src[s], (int) (at[s] + t * step[s]));
  }

  /** The chain's value at element t of the run, as the interpreter computes it. */
  private float element(byte[][] src, int[] at, long[] step, int t, float[] sideValues,
      int sidesAt) {
    sides(src, at, step, t, sideValues, sidesAt);
    float v = 0;
    for (Step st : steps) {
      if (st.kind() == Kind.SITOFP) {
        v = (float) ArithScalars.sitofp(ElementBytes.i32(src[st.x()],
            (int) (at[st.x()] + t * step[st.x()])));
        continue;
      }
      float x = st.x() == CHAIN ? v : value(st.x(), src, at, step, t, sideValues, sidesAt);
      float y = st.y() == CHAIN ? v : value(st.y(), src, at, step, t, sideValues, sidesAt);
      v = apply(st.kind(), x, y);
    }
    return v;
  }

  /** An f32 step's value, as the interpreter's f32 forms compute it (y unused by ERF). */
  private static float apply(Kind kind, float x, float y) {
    switch (kind) {
      case ADD:
        return ArithScalars.addf(x, y);
      case SUB:
        return ArithScalars.subf(x, y);
      case MUL:
        return ArithScalars.mulf(x, y);
      case DIV:
        return ArithScalars.divf(x, y);
      case MAX:
        return ArithScalars.maximumf(x, y);
      case MIN:
        return ArithScalars.minimumf(x, y);
      case ERF:
        return ERF.apply(x);
      case LEAKY:
        return x < 0f ? ArithScalars.mulf(x, y) : x;
      case COPY:
        return x;
      default:
        throw new IllegalArgumentException(kind.name());
    }
  }
}
