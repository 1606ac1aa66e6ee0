package jopt.interpreter.compile;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.CmpOps;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.FloatBinaryOps;
import jopt.dialects.arith.IntBinaryOps;
import jopt.dialects.arith.SelectOp;
import jopt.dialects.linalg.IndexOp;
import jopt.dialects.memref.LoadOp;
import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.semantics.ArithScalars;
import jopt.interpreter.semantics.ArithSemantics;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.FloatType;
import jopt.ir.type.MemRefType;

/**
 * A structured op that multiplies its one f32 input by a value its body gathers from memrefs
 * defined above and adds the product to its f32 output ({@code out = addf(out, mulf(x, in))}):
 * the border tiles of jopt-split-padded-convolution, whose x is the source loaded at a clamped
 * window index, or the padding value where the index falls outside. x is computed by index
 * arithmetic ({@code linalg.index}, constants, captured scalars, addi, subi, muli, min/max,
 * cmpi, and/or/xor, select) and memref.loads, so it depends on the iteration only through the
 * affine expressions of the loops that its non-affine ops take (the leaves: a window's unclamped
 * row and column, a channel). It is tabulated once per run over the box of the leaves' values
 * (a small padded slab of the source, the panel), and the op runs in the {@link Contraction}
 * engine as the product of the panel, indexed by the leaves, with the input. Every output
 * element sees the same products (padding terms included) and sums in the op's order, each
 * rounded to f32, so the results are the same bits as the interpreter's.
 *
 * <p>The checks: the panel's loads cover every load the op makes (the box holds every
 * iteration's leaves); each is in bounds, and the box of the indices loaded from each memref is
 * readable (written through it or a related buffer, {@code Heap.readable}). When a load would
 * fail, or the panel would hold more elements than the op has iterations, {@link #panel} says
 * no and the op's compiled kernel runs, which checks each load in the op's order and reports a
 * fault where the interpreter does. The rest (operands live and in bounds, outputs sharing no
 * memory) is {@link StructuredKernels#run}'s.
 */
final class GatherContraction {
  /** The kinds of the body's ops before the multiply-add. */
  private enum Kind { CONST, INDEX, ADDI, SUBI, MULI, MINSI, MAXSI, MINUI, MAXUI, ANDI, ORI, XORI,
    CMPI, SELECT, LOAD }

  /**
   * One op of the body: its kind, result slot, operand slots, an attribute (the integer result's
   * width, cmpi's predicate, linalg.index's dimension, a load's memref capture), the constant.
   */
  private record Step(Kind kind, int result, int[] operands, int attr, long intValue,
      float floatValue, boolean isFloat) {}

  /** Slots: the captures first (capture c in slot c), then the body's results in order. */
  private final List<Step> steps;
  private final int numSlots;
  private final int numCaptures;
  /** The slot of x, the gathered factor. */
  private final int x;
  private final LinearMaps input;
  private final LinearMaps output;
  private final boolean[] reduction;
  private final int loops;

  private GatherContraction(List<Step> steps, int numSlots, int numCaptures, int x,
      LinearMaps input, LinearMaps output, boolean[] reduction, int loops) {
    this.steps = steps;
    this.numSlots = numSlots;
    this.numCaptures = numCaptures;
    this.x = x;
    this.input = input;
    this.output = output;
    this.reduction = reduction;
    this.loops = loops;
  }

  /** Panels of more elements than this are not made (the op's kernel runs). */
  static final long MAX_PANEL = 1 << 22;

  /**
   * The gather contraction of {@code op} (one f32 memref input, one f32 memref output, linear
   * maps, the output's a projected permutation, a body as above whose ops run with jopt's
   * semantics), or null.
   */
  static GatherContraction of(Operation op, List<Value> operands, List<AffineMap> maps,
      int loops, int numInputs, List<Value> captures, SemanticsRegistry registry) {
    if (numInputs != 1 || operands.size() != 2 || op.getNumRegions() != 1) {
      return null;
    }
    for (Value v : operands) {
      if (!(v.getType() instanceof MemRefType t) || t.getElementType() != FloatType.F32) {
        return null;
      }
    }
    Block body = op.getRegion(0).front();
    if (body.getNumArguments() != 2) {
      return null;
    }
    Value in = body.getArgument(0);
    Value acc = body.getArgument(1);
    List<Operation> ops = new ArrayList<>();
    for (Operation o = body.getFirstOp(); o != null; o = o.getNextNode()) {
      ops.add(o);
    }
    int k = ops.size();
    if (k < 4) {
      return null;
    }
    Operation mul = ops.get(k - 3);
    Operation add = ops.get(k - 2);
    Operation yield = ops.get(k - 1);
    if (yield.getNumOperands() != 1 || yield.getNumRegions() != 0
        || !Contraction.is(mul, FloatBinaryOps.MulFOp.SPEC, registry)
        || !Contraction.is(add, FloatBinaryOps.AddFOp.SPEC, registry)
        || yield.getOperand(0) != add.getResult(0)) {
      return null;
    }
    Value p = mul.getResult(0);
    Value xv = mul.getOperand(0) == in ? mul.getOperand(1)
        : mul.getOperand(1) == in ? mul.getOperand(0) : null;
    boolean sum = (add.getOperand(0) == acc && add.getOperand(1) == p)
        || (add.getOperand(0) == p && add.getOperand(1) == acc);
    if (xv == null || xv == in || xv == acc || !sum || !p.hasOneUse()
        || !add.getResult(0).hasOneUse()) {
      return null;
    }
    Map<Value, Integer> slot = new IdentityHashMap<>();
    for (int c = 0; c < captures.size(); c++) {
      Value v = captures.get(c);
      if (!(v.getType() instanceof MemRefType) && held(v.getType()) == 0) {
        return null;
      }
      slot.put(v, c);
    }
    List<Step> steps = new ArrayList<>();
    int next = captures.size();
    for (Operation o : ops.subList(0, k - 3)) {
      if (o.getNumRegions() != 0 || o.getNumResults() != 1 || held(o.getResult(0).getType()) == 0) {
        return null;
      }
      int[] args = new int[o.getNumOperands()];
      for (int i = 0; i < args.length; i++) {
        Integer s = slot.get(o.getOperand(i));
        if (s == null) {
          return null; // a block argument: x must not depend on the operands
        }
        args[i] = s;
      }
      Step step = step(o, args, next, captures, registry);
      if (step == null) {
        return null;
      }
      steps.add(step);
      slot.put(o.getResult(0), next++);
    }
    Integer xs = slot.get(xv);
    if (xs == null || xs < captures.size() || xv.getType() != FloatType.F32) {
      return null;
    }
    LinearMaps inForm = LinearMaps.of(maps.get(0), loops);
    LinearMaps outForm = LinearMaps.of(maps.get(1), loops);
    if (inForm == null || outForm == null) {
      return null;
    }
    boolean[] reduction = new boolean[loops];
    Arrays.fill(reduction, true);
    boolean[] seen = new boolean[loops];
    for (AffineExpr r : maps.get(1).getResults()) {
      if (!(r instanceof AffineDimExpr d) || seen[d.position()]) {
        return null;
      }
      seen[d.position()] = true;
      reduction[d.position()] = false;
    }
    return new GatherContraction(List.copyOf(steps), next, captures.size(), xs, inForm, outForm,
        reduction, loops);
  }

  /** 'J' for integers of at most 64 bits and index, 'F' for f32, 0 for what is not taken. */
  private static char held(Type t) {
    if (t == FloatType.F32) {
      return 'F';
    }
    int w = Scalars.width(t);
    return w > 0 && w <= 64 ? 'J' : 0;
  }

  /** The step of op {@code o} (result in {@code result}), or null when it is not taken. */
  private static Step step(Operation o, int[] args, int result, List<Value> captures,
      SemanticsRegistry registry) {
    OpSpec spec = o.getDef() == null ? null : o.getDef().getSpec();
    Type t = o.getResult(0).getType();
    if (spec == LoadOp.SPEC) {
      // From a captured f32 memref (the source), at index operands.
      if (args.length < 1 || args[0] >= captures.size()
          || !(captures.get(args[0]).getType() instanceof MemRefType mt)
          || mt.getElementType() != FloatType.F32 || t != FloatType.F32
          || mt.getRank() != args.length - 1) {
        return null;
      }
      for (int i = 1; i < args.length; i++) {
        if (args[i] < captures.size() && captures.get(args[i]).getType() instanceof MemRefType) {
          return null;
        }
      }
      return new Step(Kind.LOAD, result, args, args[0], 0, 0, true);
    }
    if (CompiledSemantics.codegen(registry, o) == null) {
      return null; // not jopt's semantics (or not compiled anywhere)
    }
    for (int i = 0; i < args.length; i++) {
      if (args[i] < captures.size() && captures.get(args[i]).getType() instanceof MemRefType) {
        return null;
      }
    }
    if (spec == ConstantOp.SPEC) {
      if (o.getAttr("value") instanceof IntegerAttr i && held(t) == 'J') {
        return new Step(Kind.CONST, result, args, 0,
            Scalars.normalize(i.getBigValue().longValue(), Scalars.width(t)), 0, false);
      }
      if (o.getAttr("value") instanceof FloatAttr f && t == FloatType.F32) {
        return new Step(Kind.CONST, result, args, 0, 0,
            (float) Scalars.round(FloatType.F32, f.getValueAsDouble()), true);
      }
      return null;
    }
    if (spec == IndexOp.SPEC) {
      int dim = o.getAttr("dim") instanceof IntegerAttr a ? (int) a.getValue() : -1;
      return dim < 0 ? null : new Step(Kind.INDEX, result, args, dim, 0, 0, false);
    }
    if (spec == SelectOp.SPEC) {
      return args.length == 3 && held(o.getOperand(0).getType()) == 'J'
          ? new Step(Kind.SELECT, result, args, 0, 0, 0, held(t) == 'F') : null;
    }
    if (held(t) != 'J' || args.length != 2) {
      return null;
    }
    if (spec == CmpOps.CmpIOp.SPEC) {
      int w = Scalars.width(o.getOperand(0).getType());
      int pred = ArithSemantics.predicate(o);
      return w <= 0 || w > 64 || pred < 0 || pred > 9 ? null
          : new Step(Kind.CMPI, result, args, pred, w, 0, false);
    }
    Kind kind = spec == IntBinaryOps.AddIOp.SPEC ? Kind.ADDI
        : spec == IntBinaryOps.SubIOp.SPEC ? Kind.SUBI
        : spec == IntBinaryOps.MulIOp.SPEC ? Kind.MULI
        : spec == IntBinaryOps.MinSIOp.SPEC ? Kind.MINSI
        : spec == IntBinaryOps.MaxSIOp.SPEC ? Kind.MAXSI
        : spec == IntBinaryOps.MinUIOp.SPEC ? Kind.MINUI
        : spec == IntBinaryOps.MaxUIOp.SPEC ? Kind.MAXUI
        : spec == IntBinaryOps.AndIOp.SPEC ? Kind.ANDI
        : spec == IntBinaryOps.OrIOp.SPEC ? Kind.ORI
        : spec == IntBinaryOps.XOrIOp.SPEC ? Kind.XORI : null;
    return kind == null ? null : new Step(kind, result, args, Scalars.width(t), 0, 0, false);
  }

  /**
   * A run's panel: its bytes (f32, row-major over the leaves' box) and its linear form over the
   * loops; null when the run is not taken.
   */
  record Panel(byte[] bytes, LinearMaps form, long[] strides) {}

  /**
   * The panel of a run over loop {@code ranges}, the captures' values at {@code n + c} of
   * {@code ints}, {@code floats} and {@code memrefs} (memrefs live, in their allocation and
   * sharing no byte with the output: {@link StructuredKernels#run} checked), or null when a load
   * would fault or the panel would be too large (the op's kernel runs instead).
   */
  Panel panel(long[] ranges, long[] ints, double[] floats, MemRefValue[] memrefs, int n,
      Execution ex) {
    long iterations = 1;
    for (long r : ranges) {
      try {
        iterations = Math.multiplyExact(iterations, r);
      } catch (ArithmeticException overflow) {
        iterations = Long.MAX_VALUE;
      }
    }
    // The affine values: a coefficient per loop and a constant (null: not affine).
    long[][] coef = new long[numSlots][];
    long[] cst = new long[numSlots];
    long[] ivals = new long[numSlots];
    float[] fvals = new float[numSlots];
    for (int c = 0; c < numCaptures; c++) {
      if (memrefs[n + c] == null) {
        ivals[c] = ints[n + c];
        fvals[c] = (float) floats[n + c];
        coef[c] = new long[loops];
        cst[c] = ints[n + c];
      }
    }
    List<long[]> leafCoef = new ArrayList<>();
    List<Long> leafCst = new ArrayList<>();
    int[] leafOf = new int[numSlots];
    Arrays.fill(leafOf, -1);
    List<Step> opaque = new ArrayList<>();
    try {
      for (Step s : steps) {
        if (!affine(s, coef, cst, ranges)) {
          if (s.kind() == Kind.INDEX) {
            return null; // a dimension beyond the loops
          }
          for (int a : s.operands()) {
            if (coef[a] != null && leafOf[a] < 0 && !constant(coef[a])) {
              leafOf[a] = leaf(leafCoef, leafCst, coef[a], cst[a]);
            } else if (coef[a] != null && constant(coef[a])) {
              ivals[a] = cst[a];
            }
          }
          coef[s.result()] = null;
          opaque.add(s);
        }
      }
    } catch (ArithmeticException overflow) {
      return null;
    }
    if (coef[x] != null) {
      return null;
    }
    int leaves = leafCoef.size();
    long[] lo = new long[leaves];
    long[] extent = new long[leaves];
    long size = 1;
    for (int l = 0; l < leaves; l++) {
      long[] range = interval(leafCoef.get(l), leafCst.get(l), ranges);
      if (range == null) {
        return null;
      }
      lo[l] = range[0];
      extent[l] = range[1] - range[0] + 1;
      if (extent[l] > MAX_PANEL) {
        return null;
      }
      size *= extent[l];
      if (size > MAX_PANEL || size > iterations) {
        return null;
      }
    }
    // The loads' boxes, per memref capture: the least and greatest index per dimension.
    long[][] loadLo = new long[numCaptures][];
    long[][] loadHi = new long[numCaptures][];
    byte[] bytes = new byte[(int) size * Float.BYTES];
    long[] point = new long[leaves];
    int[][] slotsOfLeaf = slotsOfLeaves(leafOf, leaves);
    // A step is evaluated again only when a leaf it depends on changes: the points run in
    // row-major order, so at each the leaves from the one that was stepped inwards change.
    int[] level = levels(opaque, leafOf);
    Step[] run = opaque.toArray(new Step[0]);
    int changed = -1; // at the first point, every step
    for (int at = 0; at < size; at++) {
      for (int l = Math.max(changed, 0); l < leaves; l++) {
        long v = lo[l] + point[l];
        for (int s : slotsOfLeaf[l]) {
          ivals[s] = v;
        }
      }
      for (int i = 0; i < run.length; i++) {
        if (level[i] >= changed && !evaluate(run[i], ivals, fvals, memrefs, n, loadLo, loadHi)) {
          return null;
        }
      }
      ElementBytes.f32(bytes, at * Float.BYTES, fvals[x]);
      int l = leaves - 1;
      while (l >= 0 && ++point[l] == extent[l]) {
        point[l--] = 0;
      }
      changed = l;
    }
    for (int c = 0; c < numCaptures; c++) {
      if (loadLo[c] != null && !ex.heap().readable(memrefs[n + c], loadLo[c], loadHi[c])) {
        return null;
      }
    }
    long[][] formCoef = new long[leaves][];
    long[] formCst = new long[leaves];
    long[] strides = new long[leaves];
    long stride = Float.BYTES;
    for (int l = leaves - 1; l >= 0; l--) {
      formCoef[l] = leafCoef.get(l);
      formCst[l] = leafCst.get(l) - lo[l];
      strides[l] = stride;
      stride *= extent[l];
    }
    return new Panel(bytes, new LinearMaps(formCoef, formCst), strides);
  }

  /**
   * Runs the op on the panel, the input's bytes {@code data[0]} from {@code base[0]} and the
   * output's {@code data[1]} from {@code base[1]}, their map results' byte strides {@code strides}.
   */
  void run(Panel panel, byte[][] data, long[] base, long[] strides, long[] ranges, Execution ex,
      Operation op) {
    long[] all = new long[panel.strides().length + strides.length];
    System.arraycopy(panel.strides(), 0, all, 0, panel.strides().length);
    System.arraycopy(strides, 0, all, panel.strides().length, strides.length);
    new Contraction(new LinearMaps[] {panel.form(), input, output}, loops, reduction)
        .run(new byte[][] {panel.bytes(), data[0], data[1]}, new long[] {0, base[0], base[1]},
            all, ranges, ex, op);
  }

  /**
   * Gives step {@code s}'s result its affine form when it is affine in affine operands (linear
   * index arithmetic of 64 bits whose values over the iterations cannot wrap); false otherwise.
   */
  private boolean affine(Step s, long[][] coef, long[] cst, long[] ranges) {
    int r = s.result();
    switch (s.kind()) {
      case CONST:
        if (s.isFloat()) {
          return false;
        }
        coef[r] = new long[loops];
        cst[r] = s.intValue();
        return true;
      case INDEX:
        if (s.attr() >= loops) {
          return false;
        }
        coef[r] = new long[loops];
        coef[r][s.attr()] = 1;
        return true;
      case ADDI:
      case SUBI:
      case MULI: {
        long[] a = coef[s.operands()[0]];
        long[] b = coef[s.operands()[1]];
        if (s.attr() != 64 || a == null || b == null) {
          return false;
        }
        long ca = cst[s.operands()[0]];
        long cb = cst[s.operands()[1]];
        long[] c = new long[loops];
        long k;
        if (s.kind() == Kind.MULI) {
          boolean aConst = constant(a);
          if (!aConst && !constant(b)) {
            return false;
          }
          long scale = aConst ? ca : cb;
          long[] v = aConst ? b : a;
          for (int d = 0; d < loops; d++) {
            c[d] = Math.multiplyExact(v[d], scale);
          }
          k = Math.multiplyExact(aConst ? cb : ca, scale);
        } else {
          long sign = s.kind() == Kind.ADDI ? 1 : -1;
          for (int d = 0; d < loops; d++) {
            c[d] = Math.addExact(a[d], Math.multiplyExact(sign, b[d]));
          }
          k = Math.addExact(ca, Math.multiplyExact(sign, cb));
        }
        if (interval(c, k, ranges) == null) {
          throw new ArithmeticException("overflow"); // its values could wrap: not taken
        }
        coef[r] = c;
        cst[r] = k;
        return true;
      }
      default:
        return false;
    }
  }

  /** The least and greatest value of {@code c . i + k} over the loops, or null on overflow. */
  private static long[] interval(long[] c, long k, long[] ranges) {
    try {
      long lo = k;
      long hi = k;
      for (int d = 0; d < c.length; d++) {
        long span = Math.multiplyExact(c[d], ranges[d] - 1);
        lo = Math.addExact(lo, Math.min(0, span));
        hi = Math.addExact(hi, Math.max(0, span));
      }
      Math.subtractExact(hi, lo);
      Math.addExact(hi - lo, 1);
      return new long[] {lo, hi};
    } catch (ArithmeticException overflow) {
      return null;
    }
  }

  private static boolean constant(long[] c) {
    for (long x : c) {
      if (x != 0) {
        return false;
      }
    }
    return true;
  }

  /** The index of leaf (c, k), added if new. */
  private static int leaf(List<long[]> coefs, List<Long> csts, long[] c, long k) {
    for (int l = 0; l < coefs.size(); l++) {
      if (Arrays.equals(coefs.get(l), c) && csts.get(l) == k) {
        return l;
      }
    }
    coefs.add(c);
    csts.add(k);
    return coefs.size() - 1;
  }

  /**
   * Per step, the innermost leaf its value depends on (through its operands), or -1 when it
   * depends on none (it is then evaluated at the first point only).
   */
  private static int[] levels(List<Step> opaque, int[] leafOf) {
    int[] slotLevel = leafOf.clone(); // leaves' slots; -1: a constant, or not yet computed
    int[] level = new int[opaque.size()];
    for (int i = 0; i < level.length; i++) {
      int l = -1;
      for (int a : opaque.get(i).operands()) {
        l = Math.max(l, slotLevel[a]);
      }
      level[i] = l;
      slotLevel[opaque.get(i).result()] = l;
    }
    return level;
  }

  private static int[][] slotsOfLeaves(int[] leafOf, int leaves) {
    int[] count = new int[leaves];
    for (int l : leafOf) {
      if (l >= 0) {
        count[l]++;
      }
    }
    int[][] slots = new int[leaves][];
    for (int l = 0; l < leaves; l++) {
      slots[l] = new int[count[l]];
      count[l] = 0;
    }
    for (int s = 0; s < leafOf.length; s++) {
      if (leafOf[s] >= 0) {
        slots[leafOf[s]][count[leafOf[s]]++] = s;
      }
    }
    return slots;
  }

  /**
   * Evaluates a non-affine step at one point of the panel, as arith's definitions compute it;
   * false when a load's index is out of bounds (the op's kernel then runs and reports it, if
   * an iteration reaches it).
   */
  private static boolean evaluate(Step s, long[] iv, float[] fv, MemRefValue[] memrefs, int n,
      long[][] loadLo, long[][] loadHi) {
    int[] a = s.operands();
    int r = s.result();
    int w = s.attr();
    switch (s.kind()) {
      case CONST -> {
        iv[r] = s.intValue();
        fv[r] = s.floatValue();
      }
      case INDEX -> throw new IllegalStateException("linalg.index is affine");
      case ADDI -> iv[r] = ArithScalars.addi(iv[a[0]], iv[a[1]], w);
      case SUBI -> iv[r] = ArithScalars.subi(iv[a[0]], iv[a[1]], w);
      case MULI -> iv[r] = ArithScalars.muli(iv[a[0]], iv[a[1]], w);
      case MINSI -> iv[r] = ArithScalars.minsi(iv[a[0]], iv[a[1]], w);
      case MAXSI -> iv[r] = ArithScalars.maxsi(iv[a[0]], iv[a[1]], w);
      case MINUI -> iv[r] = ArithScalars.minui(iv[a[0]], iv[a[1]], w);
      case MAXUI -> iv[r] = ArithScalars.maxui(iv[a[0]], iv[a[1]], w);
      case ANDI -> iv[r] = ArithScalars.andi(iv[a[0]], iv[a[1]], w);
      case ORI -> iv[r] = ArithScalars.ori(iv[a[0]], iv[a[1]], w);
      case XORI -> iv[r] = ArithScalars.xori(iv[a[0]], iv[a[1]], w);
      // An i1 as the interpreter holds it: -1 or 0 (intValue: the operands' width).
      case CMPI -> iv[r] = ArithScalars.cmpi(w, iv[a[0]], iv[a[1]], (int) s.intValue())
          ? Scalars.normalize(1, 1) : 0;
      case SELECT -> {
        boolean c = ArithScalars.select(iv[a[0]]);
        iv[r] = c ? iv[a[1]] : iv[a[2]];
        fv[r] = c ? fv[a[1]] : fv[a[2]];
      }
      case LOAD -> {
        MemRefValue m = memrefs[n + w];
        long pos = MemRefValue.addScaled(m.base, m.offset, m.elemBytes);
        int rank = a.length - 1;
        if (loadLo[w] == null) {
          loadLo[w] = new long[rank];
          loadHi[w] = new long[rank];
          Arrays.fill(loadLo[w], Long.MAX_VALUE);
          Arrays.fill(loadHi[w], Long.MIN_VALUE);
        }
        for (int d = 0; d < rank; d++) {
          long i = iv[a[d + 1]];
          if (!MemRefValue.inBounds(i, m.sizes[d])) {
            return false;
          }
          loadLo[w][d] = Math.min(loadLo[w][d], i);
          loadHi[w][d] = Math.max(loadHi[w][d], i);
          pos = MemRefValue.addScaled(pos, i, m.strides[d] * m.elemBytes);
        }
        fv[r] = ElementBytes.f32(m.alloc.bytes, MemRefValue.arrayIndex(pos));
      }
      default -> throw new IllegalStateException(s.kind().name());
    }
    return true;
  }
}
