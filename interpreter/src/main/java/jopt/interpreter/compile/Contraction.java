package jopt.interpreter.compile;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import jopt.dialects.arith.CastOps;
import jopt.dialects.arith.FloatBinaryOps;
import jopt.dialects.arith.IntBinaryOps;
import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;

/**
 * A structured op that multiplies two f32 inputs and adds the product to its output
 * ({@code out = addf(out, mulf(x, y))}: matmul, batch_matmul, matvec, every convolution, a
 * generic of that body) run as a matrix product on packed panels, the way a BLAS does: the
 * loops the output and one input share become the columns (vectorized, the operand packed into
 * float rows), those the output and the other input share the rows (scalars, four at a time),
 * those both inputs share a batch, and the loops the output lacks the reduction, taken in the
 * op's order. Every output element thus sees the same additions in the same order as in the
 * interpreter, each product and sum rounded to f32 ({@link MacKernels} calls arith's
 * definitions), so the result is the same bits; only the order between elements changes, which
 * is why {@link StructuredKernels} runs it only when no output shares memory with an operand.
 * The maps must be linear ({@link LinearMaps}): any stride, dilation, transpose or broadcast.
 * The same form on i32 ({@code addi(out, muli(x, y))}, the quantized matmuls' centered operands)
 * runs in {@link IntContraction}: wrapping sums in any order are the interpreter's bits.
 * An f16 or bf16 input extended in the body ({@code mulf(extf(x), extf(y))} into an f32 output:
 * an f16 convolution accumulated in f32) is read as f32: the bytes its run reads are widened
 * first ({@link HalfFloats}), exactly as extf widens each element.
 */
final class Contraction implements StructuredEngine {
  /** Columns per panel and reduction steps per block: a panel of 256 x 256 floats stays in L2. */
  static final int NC = 256;
  static final int KC = 256;
  /** Columns fewer than this make the other operand's loops the columns, when it has more. */
  static final int SHORT_ROWS = 64;

  private final LinearMaps[] forms;
  private final int loops;
  private final boolean[] reduction;
  /** Whether the operands are i32 (addi of muli) rather than f32. */
  private final boolean integer;
  /** Per input, its 16-bit float type when the body extends it to f32 (else null); or null. */
  private final FloatType[] widened;
  /**
   * Of a quantized contraction ({@link QuantizedBody}: inputs x, y, then their zero points as
   * scalars), the bytes per element of x and y (1 or 4); null otherwise.
   */
  private final int[] widths;

  Contraction(LinearMaps[] forms, int loops, boolean[] reduction) {
    this(forms, loops, reduction, false, null, null);
  }

  private Contraction(LinearMaps[] forms, int loops, boolean[] reduction, boolean integer,
      FloatType[] widened, int[] widths) {
    this.forms = forms;
    this.loops = loops;
    this.reduction = reduction;
    this.integer = integer;
    this.widened = widened;
    this.widths = widths;
  }

  /**
   * The contraction of op {@code op} (2 f32 memref inputs, 1 f32 memref output, linear maps,
   * a body {@code addf(out, mulf(in0, in1))} in either order of operands, whose ops run with
   * jopt's semantics, an f16 or bf16 input read through an {@code arith.extf} to f32; or all
   * three i32 and {@code addi(out, muli(in0, in1))}), or null.
   */
  static Contraction of(Operation op, List<Value> operands, List<AffineMap> maps, int loops,
      int numInputs, SemanticsRegistry registry) {
    if (numInputs == 4) {
      int[] widths = QuantizedBody.widths(op, operands, maps, registry);
      return widths == null ? null : of(List.of(maps.get(0), maps.get(1), maps.get(4)), loops, true,
          null, widths);
    }
    if (numInputs != 2 || operands.size() != 3 || op.getNumRegions() != 1) {
      return null;
    }
    boolean integer = isI32(elementType(operands.get(2)));
    FloatType[] widened = new FloatType[2];
    boolean anyWidened = false;
    for (int i = 0; i < 3; i++) {
      Type t = elementType(operands.get(i));
      if (!integer && i < 2 && HalfFloats.isHalf(t)) {
        widened[i] = (FloatType) t;
        anyWidened = true;
      } else if (integer ? !isI32(t) : t != FloatType.F32) {
        return null;
      }
    }
    Block body = op.getRegion(0).front();
    if (body.getNumArguments() != 3 || !macBody(body, registry, integer, widened)) {
      return null;
    }
    return of(maps, loops, integer, anyWidened ? widened : null, null);
  }

  /**
   * The contraction of maps {@code maps} (x, y, the output) over {@code loops}, or null; {@code
   * widened} and {@code widths} as the fields.
   */
  private static Contraction of(List<AffineMap> maps, int loops, boolean integer,
      FloatType[] widened, int[] widths) {
    LinearMaps[] forms = new LinearMaps[3];
    for (int i = 0; i < 3; i++) {
      forms[i] = LinearMaps.of(maps.get(i), loops);
      if (forms[i] == null) {
        return null;
      }
    }
    boolean[] reduction = new boolean[loops];
    for (int d = 0; d < loops; d++) {
      reduction[d] = true;
    }
    for (AffineExpr r : maps.get(2).getResults()) {
      if (!(r instanceof AffineDimExpr d)) {
        return null;
      }
      reduction[d.position()] = false;
    }
    return new Contraction(forms, loops, reduction, integer, widened, widths);
  }

  /** The element type of memref {@code v}, or null. */
  private static Type elementType(Value v) {
    return v.getType() instanceof MemRefType t ? t.getElementType() : null;
  }

  private static boolean isI32(Type t) {
    return t instanceof IntegerType i && i.isSignless(32);
  }

  /**
   * Whether {@code body} is {@code yield addf(acc, mulf(a, b))} ({@code addi}, {@code muli} if
   * {@code integer}), a, b the inputs, acc the output; an input i with {@code widened[i]} set
   * read as {@code arith.extf} of it to f32, the extensions first.
   */
  private static boolean macBody(Block body, SemanticsRegistry registry, boolean integer,
      FloatType[] widened) {
    Value[] in = {body.getArgument(0), body.getArgument(1)};
    Operation mul = body.getFirstOp();
    for (int i = 0; i < 2; i++) {
      if (widened[i] == null) {
        continue;
      }
      // The extension of an input: the next op, of that argument, to f32.
      if (!is(mul, CastOps.ExtFOp.SPEC, registry) || mul.getResult(0).getType() != FloatType.F32) {
        return false;
      }
      int arg = mul.getOperand(0) == in[0] ? 0 : mul.getOperand(0) == in[1] ? 1 : -1;
      if (arg < 0 || widened[arg] == null || in[arg] != body.getArgument(arg)) {
        return false;
      }
      in[arg] = mul.getResult(0);
      mul = mul.getNextNode();
    }
    Operation add = mul == null ? null : mul.getNextNode();
    Operation yield = add == null ? null : add.getNextNode();
    if (yield == null || yield.getNextNode() != null || yield.getNumOperands() != 1
        || !is(mul, integer ? IntBinaryOps.MulIOp.SPEC : FloatBinaryOps.MulFOp.SPEC, registry)
        || !is(add, integer ? IntBinaryOps.AddIOp.SPEC : FloatBinaryOps.AddFOp.SPEC, registry)
        || yield.getOperand(0) != add.getResult(0)) {
      return false;
    }
    Value a = in[0];
    Value b = in[1];
    Value acc = body.getArgument(2);
    Value p = mul.getResult(0);
    boolean inputs = (mul.getOperand(0) == a && mul.getOperand(1) == b)
        || (mul.getOperand(0) == b && mul.getOperand(1) == a);
    boolean sum = (add.getOperand(0) == acc && add.getOperand(1) == p)
        || (add.getOperand(0) == p && add.getOperand(1) == acc);
    Type t = add.getResult(0).getType();
    return inputs && sum && p.getType() == t && (integer ? isI32(t) : t == FloatType.F32);
  }

  /** Whether {@code o} is the op {@code spec} defines and runs with jopt's semantics (compiled form). */
  static boolean is(Operation o, OpSpec spec, SemanticsRegistry registry) {
    return o != null && o.getDef() != null && o.getDef().getSpec() == spec
        && o.getNumResults() == 1 && CompiledSemantics.codegen(registry, o) != null;
  }

  @Override
  public String kind() {
    return "compiled (contraction)";
  }

  @Override
  public void run(byte[][] data, long[] base, long[] strides, long[] ranges, Execution ex, Operation op) {
    if (widths != null) {
      throw new IllegalStateException("a quantized contraction runs with its zero points (the scalars)");
    }
    run(data, base, strides, ranges, null, ex, op);
  }

  @Override
  public void run(byte[][] data, long[] base, long[] strides, long[] ranges, long[] scalars,
      Execution ex, Operation op) {
    if (widened != null) {
      if (StructuredEngine.noIteration(ranges)) {
        return;
      }
      data = data.clone();
      base = base.clone();
      strides = strides.clone();
      widen(data, base, strides, ranges);
    }
    ContractionLayout l = layout(strides, ranges);
    Rows plan;
    if (widths != null) {
      // x, y and the output (operand 4); the zero points are scalars 2 and 3. The maps of the
      // zero points have no results: the strides are those of x, y and the output.
      ContractionOperands o = l.operands(new byte[][] {data[0], data[1], data[4]},
          new long[] {base[0], base[1], base[4]});
      int v = l.v();
      plan = IntContraction.quantized(o, widths[v], (int) scalars[2 + v], widths[1 - v],
          (int) scalars[3 - v], ex.writtenFrom(o.vData(), WidenedBytes.class));
    } else {
      ContractionOperands o = l.operands(data, base);
      plan = integer ? IntContraction.of(o, ex.writtenFrom(o.vData(), WidenedBytes.class))
          : floatPlan(o, l);
    }
    long total = (long) l.bC().length * l.iW().length;
    int threads = threadsFor(ex.options().threads(), total,
        (double) total * l.jV().length * l.kV().length, l.outStrides(), ranges, reduction);
    if (threads <= 1) {
      plan.rows(0, total, ex, op);
      return;
    }
    // Rows (batch by batch) split into one contiguous range per thread, the caller taking the
    // first (and the wall-clock checks): each output element is still computed by one thread
    // with its reduction in the op's order, so the bits are those of one thread.
    List<Future<?>> others = new java.util.ArrayList<>();
    ExecutorService pool = Workers.pool(threads - 1);
    for (int t = 1; t < threads; t++) {
      long from = total * t / threads;
      long to = total * (t + 1) / threads;
      others.add(pool.submit(() -> plan.rows(from, to, null, op)));
    }
    RuntimeException failed = null;
    try {
      plan.rows(0, total / threads, ex, op);
    } catch (RuntimeException e) {
      failed = e;
    }
    for (Future<?> f : others) {
      try {
        f.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        failed = failed != null ? failed : new java.util.concurrent.CancellationException(
            "execution cancelled at '" + op.getName() + "'");
      } catch (java.util.concurrent.ExecutionException e) {
        if (failed == null) {
          failed = e.getCause() instanceof RuntimeException r ? r
              : new IllegalStateException(e.getCause());
        }
      }
    }
    if (failed != null) {
      throw failed;
    }
  }

  /**
   * Replaces each widened input's bytes by the f32 bytes of the span its run reads (from its
   * first to its last element, the maps being linear), its origin and byte strides doubled
   * from the span's start: the element at byte p of the input is at byte 2 (p - start).
   */
  private void widen(byte[][] data, long[] base, long[] strides, long[] ranges) {
    int k = 0;
    for (int i = 0; i < 2; i++) {
      int results = forms[i].constant().length;
      if (widened[i] != null) {
        long[] rs = java.util.Arrays.copyOfRange(strides, k, k + results);
        long[] ls = forms[i].loopStrides(rs, loops);
        long lo = base[i] + forms[i].origin(rs);
        long hi = lo;
        for (int d = 0; d < loops; d++) {
          long span = ls[d] * (ranges[d] - 1);
          if (span < 0) {
            lo += span;
          } else {
            hi += span;
          }
        }
        data[i] = HalfFloats.widen(data[i], lo, hi + 2, widened[i]);
        base[i] = 2 * (base[i] - lo);
        for (int r = k; r < k + results; r++) {
          strides[r] *= 2;
        }
      }
      k += results;
    }
  }

  /** The f32 run of operands {@code o}, laid out as {@code l}. */
  private static Plan floatPlan(ContractionOperands o, ContractionLayout l) {
    return new Plan(o, l.vUnit() || l.shift() != null ? floats(o.vData()) : null,
        l.cUnit() ? floats(o.cData()) : null, l.kWUnit() ? floats(o.wData()) : null, l.shift(),
        l.vUnit() && l.kVUnit());
  }

  /** The engine's last layout, kept while the op's runs have its strides and ranges. */
  private volatile ContractionLayout last;

  /** The layout of a run with byte strides {@code strides} and loop ranges {@code ranges}. */
  ContractionLayout layout(long[] strides, long[] ranges) {
    ContractionLayout l = last;
    if (l == null || !l.fits(strides, ranges)) {
      l = newLayout(strides.clone(), ranges.clone());
      last = l;
    }
    return l;
  }

  private ContractionLayout newLayout(long[] strides, long[] ranges) {
    long[][] s = new long[3][];
    long[] originOffset = LinearMaps.place(forms, new long[3], strides, loops, s);
    // The columns: the loops of the output's innermost dimension's input; rows the other's.
    int[] groupOf = new int[loops]; // 0 in0-only, 1 in1-only, 2 batch, 3 reduction
    long[] size = new long[4];
    java.util.Arrays.fill(size, 1);
    for (int d = 0; d < loops; d++) {
      boolean x = forms[0].uses(d);
      boolean y = forms[1].uses(d);
      groupOf[d] = reduction[d] ? 3 : x && !y ? 0 : y && !x ? 1 : 2;
      size[groupOf[d]] *= ranges[d];
    }
    int inner = innermostLoop(s[2]);
    int v = inner >= 0 && groupOf[inner] < 2 ? groupOf[inner] : size[0] >= size[1] ? 0 : 1;
    if (size[v] < SHORT_ROWS && size[1 - v] > size[v]) {
      // Short columns (a 7x7 image) vectorize badly: the other operand's loops are the columns.
      v = 1 - v;
    } else if (size[1 - v] == 1 && size[v] >= MacKernels.MR
        && minStride(s[v], groupOf, 3, ranges) == 4 && minStride(s[v], groupOf, v, ranges) >= 64) {
      // One row against columns whose operand runs along the reduction (a matrix-vector
      // product x * W^T, the classifier of a CNN): packing the columns would read a cache line
      // per element, as much work as the product; its loops become the rows instead, each read
      // along the reduction.
      v = 1 - v;
    }
    int w = 1 - v;
    for (long n : size) {
      if (n > Integer.MAX_VALUE / 2) {
        throw new IllegalStateException("contraction too large");
      }
    }
    long[] jV = offsets(groupOf, v, ranges, s[v]);
    long[] kV = offsets(groupOf, 3, ranges, s[v]);
    long[] iW = offsets(groupOf, w, ranges, s[w]);
    long[] kW = offsets(groupOf, 3, ranges, s[w]);
    long[] jC = offsets(groupOf, v, ranges, s[2]);
    boolean vUnit = unitStride(jV);
    return new ContractionLayout(strides, ranges, v, originOffset, s[2], jV, kV,
        offsets(groupOf, 2, ranges, s[v]), iW, kW, offsets(groupOf, 2, ranges, s[w]), jC,
        offsets(groupOf, w, ranges, s[2]), offsets(groupOf, 2, ranges, s[2]), vUnit,
        unitStride(jC), unitStride(kW), unitStride(kV),
        vUnit ? null : ShiftedPanel.of(jV, kV, iW.length));
  }

  /** A run's rows, computed a range at a time (by one thread each). */
  interface Rows {
    /**
     * Rows [from, to) of the output, counted batch after batch (row r of batch b is b * rows +
     * r), each through all column panels and reduction blocks in order; the wall-clock limit
     * looked at per panel when {@code ex} is not null.
     */
    void rows(long from, long to, Execution ex, Operation op);
  }

  /** Products of fewer multiply-adds than this run on one thread (a task costs microseconds). */
  static final double PARALLEL_WORK = 1 << 18;

  /**
   * How many threads a run of {@code total} rows of {@code work} multiply-adds takes with
   * {@code threads} allowed: one unless it is large enough and the output's elements lie apart
   * (the output's loops, those not in {@code reduction}, of byte strides {@code outStrides}
   * whose spans do not interleave: no two points of them write one element, as a layout of
   * stride 0 would, making threads race).
   */
  static int threadsFor(int threads, long total, double work, long[] outStrides, long[] ranges,
      boolean[] reduction) {
    if (threads <= 1 || work < PARALLEL_WORK || total < 2L * MacKernels.MR) {
      return 1;
    }
    int n = outStrides.length;
    Integer[] loops = new Integer[n];
    for (int d = 0; d < n; d++) {
      loops[d] = d;
    }
    java.util.Arrays.sort(loops, (x, y) -> Long.compare(Math.abs(outStrides[x]), Math.abs(outStrides[y])));
    long extent = 4;
    for (int d : loops) {
      long stride = Math.abs(outStrides[d]);
      if (ranges[d] <= 1 || reduction[d]) {
        continue;
      }
      if (stride < extent) {
        return 1;
      }
      extent = stride * (ranges[d] - 1) + extent;
    }
    return (int) Math.min(threads, total / MacKernels.MR);
  }

  /** A run's operands, their bytes as floats where read as runs; {@link #rows} runs a range of rows. */
  private record Plan(ContractionOperands o, FloatBuffer vRun, FloatBuffer cRun, FloatBuffer wRun,
      ShiftedPanel shift, boolean kVRun) implements Rows {
    @Override
    public void rows(long from, long to, Execution ex, Operation op) {
      long[] jV = o.jV();
      long[] kV = o.kV();
      if (jV.length == 1 && wRun != null) {
        matrixVector(from, to, ex, op);
        return;
      }
      Panels p = new Panels(Math.min(NC, jV.length), Math.min(KC, kV.length));
      ShiftedPanel.Scratch scratch = shift == null ? null : shift.new Scratch();
      o.byBatch(from, to, (b, r0, r1, vb, wb, cb) -> {
        if (shift != null && shift.fits(vb)) {
          if (ex != null) {
            ex.checkDeadline(op);
          }
          shift.rows(vRun, vb, o.wData(), wb, o.iW(), o.kW(), o.cData(), cb, o.iC(), o.jC(), r0,
              r1, scratch);
          return;
        }
        for (int jc = 0; jc < jV.length; jc += NC) {
          if (ex != null) {
            ex.checkDeadline(op);
          }
          int nc = Math.min(NC, jV.length - jc);
          for (int kc = 0; kc < kV.length; kc += KC) {
            int kn = Math.min(KC, kV.length - kc);
            block(o.vData(), vb, jV, kV, o.wData(), wb, o.iW(), o.kW(), o.cData(), cb, o.jC(),
                o.iC(), jc, nc, kc, kn, r0, r1, p, shift == null ? vRun : null, cRun,
                wRun); // vRun: the shifted panel's floats
          }
        }
      });
    }

    /**
     * Rows [from, to) of a single output column whose other operand's rows run along the
     * reduction at consecutive floats (the column's values too when {@code kVRun}) (a matrix-vector product x * W^T, a wake-word head's or
     * a CNN's classifier): the column's values and each row's floats taken in blocks of up to
     * {@link #DOT_KC} steps, not {@link #KC}, so that a row is copied in one call, not one per
     * 256 steps (the calls were as much of a 1x2400 by 2400x32 product's time as its
     * arithmetic); the sums are the same, in the same order.
     */
    private void matrixVector(long from, long to, Execution ex, Operation op) {
      long[] kV = o.kV();
      int kd = Math.min(DOT_KC, kV.length);
      float[] x = new float[kd];
      float[][] rows = new float[MacKernels.DR][kd];
      float[] s = new float[MacKernels.DR];
      o.byBatch(from, to, (b, r0, r1, vb, wb, cb) -> {
        if (ex != null) {
          ex.checkDeadline(op);
        }
        for (int kc = 0; kc < kV.length; kc += kd) {
          int kn = Math.min(kd, kV.length - kc);
          if (kVRun) {
            gatherRun(vRun, o.vData(), vb + o.jV()[0] + kV[kc], kn, x);
          } else {
            gather(o.vData(), vb + o.jV()[0], kV, kc, kn, x);
          }
          dots(wRun, o.wData(), wb, o.iW(), o.kW(), kc, kn, o.cData(), cb + o.jC()[0], o.iC(),
              r0, r1, x, rows, s);
        }
      });
    }
  }

  /** Reduction steps per block of a matrix-vector product's rows ({@link Plan#matrixVector}). */
  static final int DOT_KC = 8192;

  /**
   * One block of the product: the panel of columns [jc, jc + nc) and reduction steps
   * [kc, kc + kn) packed, then rows [rowFrom, rowTo) of the output updated, {@link
   * MacKernels#MR} at a time. Every loop of the run that touches elements lives in a small method
   * of its own (here and below), so that the JIT compiles each early and alone: a loop left in
   * {@link #run} ran interpreted whenever the JIT dropped run's compiled form (a path its
   * profile had not seen: a first matmul's rows a multiple of four, a later one's not), which
   * made a warm run several times slower. Columns at consecutive floats ({@code vRun}, {@code
   * cRun} not null: the offsets step by 4 bytes; the operand's bytes as floats) are copied as
   * runs. A single column whose rows run along the reduction at consecutive floats ({@code wRun}
   * not null: a matrix-vector product x * W^T, a CNN's classifier) goes to {@link #dots}.
   */
  private static void block(byte[] vData, long vb, long[] jV, long[] kV, byte[] wData, long wb,
      long[] iW, long[] kW, byte[] cData, long cb, long[] jC, long[] iC, int jc, int nc, int kc,
      int kn, int rowFrom, int rowTo, Panels p, FloatBuffer vRun, FloatBuffer cRun,
      FloatBuffer wRun) {
    for (int kk = 0; kk < kn; kk++) {
      if (vRun != null) {
        gatherRun(vRun, vData, vb + kV[kc + kk] + jV[jc], nc, p.panel[kk]);
      } else {
        gather(vData, vb + kV[kc + kk], jV, jc, nc, p.panel[kk]);
      }
    }
    if (nc == 1 && wRun != null) {
      for (int kk = 0; kk < kn; kk++) {
        p.x[kk] = p.panel[kk][0];
      }
      dots(wRun, wData, wb, iW, kW, kc, kn, cData, cb + jC[jc], iC, rowFrom, rowTo, p.x, p.rows,
          p.s);
      return;
    }
    float[][] c = p.c;
    for (int ic = rowFrom; ic < rowTo; ic += MacKernels.MR) {
      int rows = Math.min(MacKernels.MR, rowTo - ic);
      for (int r = 0; r < rows; r++) {
        if (cRun != null) {
          gatherRun(cRun, cData, cb + iC[ic + r] + jC[jc], nc, c[r]);
        } else {
          gather(cData, cb + iC[ic + r], jC, jc, nc, c[r]);
        }
        scalars(wData, wb + iW[ic + r], kW, kc, kn, p.w, r);
      }
      MacKernels.mac(c, rows, p.panel, p.w, kn, nc);
      for (int r = 0; r < rows; r++) {
        if (cRun != null) {
          scatterRun(cRun, cData, cb + iC[ic + r] + jC[jc], nc, c[r]);
        } else {
          scatter(cData, cb + iC[ic + r], jC, jc, nc, c[r]);
        }
      }
    }
  }

  /**
   * Rows [rowFrom, rowTo) of a single output column (at {@code cb + iC[row]}) for reduction steps
   * [kc, kc + kn), the column's values in {@code x[0..kn)}: each row's operand read
   * as one run of floats (its steps at consecutive floats from {@code wb + iW[row] + kW[kc]}),
   * then {@link MacKernels#DR} dot products at a time ({@link MacKernels#dots}: each sum in k's
   * order, as {@link MacKernels#mac} takes it). Packed as columns, such an operand was read a
   * float per cache line, and as four rows of scalars a float at a time: a classifier of
   * 1000 x 1024 took 1.5 ms, 1.4 ns a multiply-add.
   */
  private static void dots(FloatBuffer wRun, byte[] wData, long wb, long[] iW, long[] kW, int kc,
      int kn, byte[] cData, long cb, long[] iC, int rowFrom, int rowTo, float[] x,
      float[][] rows, float[] s) {
    for (int ic = rowFrom; ic < rowTo; ic += MacKernels.DR) {
      int n = Math.min(MacKernels.DR, rowTo - ic);
      for (int r = 0; r < n; r++) {
        s[r] = ElementBytes.f32(cData, (int) (cb + iC[ic + r]));
        gatherRun(wRun, wData, wb + iW[ic + r] + kW[kc], kn, rows[r]);
      }
      MacKernels.dots(s, n, rows, x, kn);
      for (int r = 0; r < n; r++) {
        ElementBytes.f32(cData, (int) (cb + iC[ic + r]), s[r]);
      }
    }
  }

  /** w[kk * MR + r] = the f32 at {@code origin + at[from + kk]}, kk < n. */
  private static void scalars(byte[] bytes, long origin, long[] at, int from, int n, float[] w,
      int r) {
    for (int kk = 0; kk < n; kk++) {
      w[kk * MacKernels.MR + r] = ElementBytes.f32(bytes, (int) (origin + at[from + kk]));
    }
  }

  /**
   * The scratch of one run: panel rows, the rows' scalars, the output rows; for {@link #dots}
   * the column, the rows along the reduction and their sums.
   */
  private static final class Panels {
    final float[][] panel;
    final float[] w;
    final float[][] c;
    final float[] x;
    final float[][] rows;
    final float[] s;

    Panels(int nc, int kc) {
      panel = new float[kc][nc];
      w = new float[kc * MacKernels.MR];
      c = new float[MacKernels.MR][nc];
      x = new float[kc];
      rows = new float[MacKernels.DR][kc];
      s = new float[MacKernels.DR];
    }
  }

  /**
   * The smallest absolute byte stride {@code strides} gives a loop of {@code group} that has
   * more than one step (Long.MAX_VALUE if none).
   */
  private static long minStride(long[] strides, int[] groupOf, int group, long[] ranges) {
    long min = Long.MAX_VALUE;
    for (int d = 0; d < groupOf.length; d++) {
      if (groupOf[d] == group && ranges[d] > 1) {
        min = Math.min(min, Math.abs(strides[d]));
      }
    }
    return min;
  }

  /** The loop whose byte stride in the output is the smallest nonzero one, or -1. */
  private static int innermostLoop(long[] outStrides) {
    int best = -1;
    for (int d = 0; d < outStrides.length; d++) {
      if (outStrides[d] != 0 && (best < 0 || Math.abs(outStrides[d]) < Math.abs(outStrides[best]))) {
        best = d;
      }
    }
    return best;
  }

  /**
   * The byte offset of each point of the loops in {@code group}, in the op's loop order
   * (lexicographic, the last loop fastest).
   */
  private static long[] offsets(int[] groupOf, int group, long[] ranges, long[] strides) {
    int n = 1;
    for (int d = 0; d < groupOf.length; d++) {
      if (groupOf[d] == group) {
        n *= (int) ranges[d];
      }
    }
    long[] out = new long[n];
    int len = 1;
    for (int d = groupOf.length - 1; d >= 0; d--) {
      if (groupOf[d] != group) {
        continue;
      }
      // out[0..len) holds the offsets of the loops after d; repeat them for each step of d.
      int r = (int) ranges[d];
      for (int step = r - 1; step >= 0; step--) {
        long add = step * strides[d];
        for (int j = len - 1; j >= 0; j--) {
          out[step * len + j] = out[j] + add;
        }
      }
      len *= r;
    }
    return out;
  }

  /** row[t] = the f32 at {@code origin + at[from + t]}, t < n. */
  private static void gather(byte[] bytes, long origin, long[] at, int from, int n, float[] row) {
    for (int t = 0; t < n; t++) {
      row[t] = ElementBytes.f32(bytes, (int) (origin + at[from + t]));
    }
  }

  /** Whether {@code at} steps by one f32 or i32 (4 bytes) from each offset to the next. */
  static boolean unitStride(long[] at) {
    for (int t = 1; t < at.length; t++) {
      if (at[t] - at[t - 1] != Float.BYTES) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code bytes} as little-endian floats, float i at byte 4 i: the machine's order on x86 and
   * AArch64, whose bulk gets and puts the JDK copies as memory, bits kept.
   */
  private static FloatBuffer floats(byte[] bytes) {
    return ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
  }

  /** row[t] = the f32 at byte {@code pos + 4 t} of bytes (as floats {@code f}), t < n. */
  private static void gatherRun(FloatBuffer f, byte[] bytes, long pos, int n, float[] row) {
    if ((pos & 3) == 0) {
      f.get((int) (pos >> 2), row, 0, n);
    } else {
      for (int t = 0; t < n; t++) {
        row[t] = ElementBytes.f32(bytes, (int) pos + t * Float.BYTES);
      }
    }
  }

  /** The f32 at byte {@code pos + 4 t} of bytes (as floats {@code f}) = row[t], t < n. */
  private static void scatterRun(FloatBuffer f, byte[] bytes, long pos, int n, float[] row) {
    if ((pos & 3) == 0) {
      f.put((int) (pos >> 2), row, 0, n);
    } else {
      for (int t = 0; t < n; t++) {
        ElementBytes.f32(bytes, (int) pos + t * Float.BYTES, row[t]);
      }
    }
  }

  /** The f32 at {@code origin + at[from + t]} = row[t], t < n. */
  private static void scatter(byte[] bytes, long origin, long[] at, int from, int n, float[] row) {
    for (int t = 0; t < n; t++) {
      ElementBytes.f32(bytes, (int) (origin + at[from + t]), row[t]);
    }
  }
}
