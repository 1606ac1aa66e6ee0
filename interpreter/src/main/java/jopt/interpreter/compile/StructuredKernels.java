package jopt.interpreter.compile;

import static org.objectweb.asm.Opcodes.*;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.memref.LoadOp;
import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.runtime.Heap;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.semantics.CompiledCode;
import jopt.interpreter.semantics.CompiledRunner;
import jopt.interpreter.semantics.DeferredWrite;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.MemRefType;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Linalg structured ops run compiled: {@link #compile} makes a {@link StructuredKernel} of an
 * op whose body has codegen; {@link #run} runs it when the heap's checks can be made before the
 * loops instead of at each access, and returns false otherwise, so that the interpreter runs the
 * op and reports its first fault where it happens. Before the loops: every operand is live; the
 * indices of each indexing-map result over the whole iteration space lie in the operand's
 * dimension and its bytes in its allocation; the bytes the body reads hold values written
 * through the operand's buffer or a related one (checked on the box of indices, a superset of
 * those read; operands whose block argument the body never uses are not read); no output shares
 * bytes with an unrelated buffer (views of one arena lying apart may). The op is one step, as
 * when the interpreter runs it (its payload's ops are not counted), so it runs compiled whatever
 * the step limit; the wall-clock limit is looked at once per iteration of the outermost loop.
 * After: the outputs' bytes are marked written through them (an output's map is a projected
 * permutation, so the box is what was written). A memref defined above that the body only loads
 * from (the source of jopt-split-padded-convolution's border tiles, an embedding table) is
 * checked at each load as the interpreter checks it ({@link MemRefLoads}: inline when the
 * indices are in bounds and the bytes written through it, else the interpreter's own read, which
 * reads or throws its error at the load); it must be live, lie in its allocation and share no
 * byte with an output, else the op is left to the interpreter. Such a body may fault, so its
 * loops keep the op's order. The body's own faults (division by zero,
 * conversions out of range) are thrown by the compiled body in the interpreter's order and
 * words.
 */
public final class StructuredKernels {
  private StructuredKernels() {}


  /**
   * Runs a structured op compiled when it is hot enough (its iterations reach the compile
   * threshold) and its checks can be made first; false to interpret it.
   */
  static boolean runHot(Operation op, Execution ex, CompiledRunner.StructuredRun run) {
    boolean ran = runHotUnlessDeferred(op, ex, run);
    if (!ran) {
      // The interpreter runs the op: an output put off for it is written first.
      DeferredWrite d = ex.takeDeferred(op);
      if (d != null) {
        d.materialize(ex);
      }
    }
    return ran;
  }

  private static boolean runHotUnlessDeferred(Operation op, Execution ex,
      CompiledRunner.StructuredRun run) {
    if (!ex.options().compile()) {
      return false;
    }
    long iterations = 1;
    for (long r : run.ranges()) {
      iterations = Math.multiplyHigh(iterations, r) != 0 ? Long.MAX_VALUE : iterations * r;
    }
    if (iterations < ex.options().compileThreshold()
        && !ex.compiled().hot(op, iterations, ex.options().compileThreshold(),
            () -> hotnessKey(op, run))) {
      return false;
    }
    Compiled c = ex.compiled().get(op, () -> compile(op, run.operands(), run.maps(), run.loops(),
        run.numInputs(), ex.semantics(), ex.options(), ex.compiled()));
    return c != null && run(c, ex, run.values(), run.maps(), run.ranges(), run.numInputs(),
        run.reads());
  }

  /**
   * What structured op {@code op}'s iterations count toward the compile threshold under: its
   * kernel's key in the op's loop order, shared by the structurally equal ops that share the
   * kernel (a model's every layer norm's mean of 32 elements), whose compiling it pays for once.
   */
  private static String hotnessKey(Operation op, CompiledRunner.StructuredRun run) {
    int[] inOrder = new int[run.loops()];
    for (int d = 0; d < inOrder.length; d++) {
      inOrder[d] = d;
    }
    return KernelKey.of(op, run.operands(), run.maps(), inOrder, run.numInputs(),
        captures(op.getRegion(0).front()), false);
  }

  /** Runs {@code kernel} if the checks hold; false to leave the op to the interpreter. */
  public static boolean run(Compiled compiled, Execution ex, Object[] values, List<AffineMap> maps,
      long[] ranges, int numInputs, boolean[] reads) {
    int n = values.length;
    long iterations = 1;
    for (long r : ranges) {
      if (r > Integer.MAX_VALUE) {
        return false;
      }
      iterations = Math.multiplyHigh(iterations, r) != 0 ? Long.MAX_VALUE : iterations * r;
    }
    if (iterations == 0) {
      return false; // nothing to gain: the interpreter does nothing either
    }
    byte[][] data = new byte[n][];
    long[] base = new long[n];
    int numStrides = 0;
    for (AffineMap m : maps) {
      numStrides += m.getNumResults();
    }
    long[] strides = new long[numStrides];
    int numCaptures = compiled.captures().size();
    long[] ints = new long[n + numCaptures];
    double[] floats = new double[n + numCaptures];
    MemRefValue[] memrefs = new MemRefValue[n + numCaptures];
    for (int c = 0; c < numCaptures; c++) {
      Value capture = compiled.captures().get(c);
      Object v = ex.get(capture);
      if (v instanceof Long l) {
        ints[n + c] = l;
      } else if (v instanceof Double d) {
        floats[n + c] = d;
      } else if (v instanceof MemRefValue m && capture.getType() instanceof MemRefType t
          && m.elementType == t.getElementType() && !m.alloc.isFreed() && !m.alloc.isNowhere()
          && m.addressable && (m.numElements() == 0 || Heap.inAllocation(m))) {
        memrefs[n + c] = m;
      } else {
        return false;
      }
    }
    long[][] lo = new long[n][];
    long[][] hi = new long[n][];
    long[] firstByte = new long[n];
    long[] endByte = new long[n];
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (!(values[i] instanceof MemRefValue m)) {
        if (values[i] instanceof Long l) {
          ints[i] = l;
        } else if (values[i] instanceof Double d) {
          floats[i] = d;
        } else {
          return false;
        }
        k += maps.get(i).getNumResults();
        continue;
      }
      if (m.alloc.isFreed() || m.rank() != maps.get(i).getNumResults()) {
        return false;
      }
      data[i] = m.alloc.bytes;
      base[i] = MemRefValue.addScaled(m.base, m.offset, m.elemBytes);
      List<AffineExpr> results = maps.get(i).getResults();
      lo[i] = new long[results.size()];
      hi[i] = new long[results.size()];
      long first = base[i];
      long last = base[i];
      for (int r = 0; r < results.size(); r++) {
        long[] range = Intervals.of(results.get(r), ranges);
        if (range == null || range[0] < 0 || range[1] >= m.sizes[r]) {
          return false;
        }
        lo[i][r] = range[0];
        hi[i][r] = range[1];
        long s = MemRefValue.addScaled(0, m.strides[r], m.elemBytes);
        strides[k++] = s;
        first += Math.min(range[0] * s, range[1] * s);
        last += Math.max(range[0] * s, range[1] * s);
      }
      if (first < 0 || last + m.elemBytes > m.alloc.size()) {
        return false;
      }
      firstByte[i] = first;
      endByte[i] = last + m.elemBytes;
    }
    Heap heap = ex.heap();
    // An output may not share bytes with an unrelated buffer (views of one arena lying apart
    // are fine). An input the body never reads is not accessed by the kernel: it may share
    // memory with anything.
    for (int i = numInputs; i < n; i++) {
      MemRefValue out = (MemRefValue) values[i];
      for (int j = 0; j < n; j++) {
        if (j != i && (j >= numInputs || reads[j]) && overlap(values, firstByte, endByte, i, j)
            && !out.logical.isRelated(((MemRefValue) values[j]).logical)) {
          return false;
        }
      }
    }
    // A memref the body loads from may not share bytes with an output: its loads see what the
    // interpreter's would (values and writers) only while the op writes none of its bytes.
    for (int c = n; c < memrefs.length; c++) {
      for (int i = numInputs; memrefs[c] != null && i < n; i++) {
        if (sharesBytes(memrefs[c], (MemRefValue) values[i], firstByte[i], endByte[i])) {
          return false;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      // An operand is read when the body uses its block argument (payloadUsesValueFromOperand).
      if (values[i] instanceof MemRefValue m && reads[i] && !heap.readable(m, lo[i], hi[i])) {
        return false;
      }
    }
    boolean shared = false;
    for (int i = numInputs; i < n; i++) {
      for (int j = 0; j < n; j++) {
        shared |= j != i && (j >= numInputs || reads[j])
            && overlap(values, firstByte, endByte, i, j);
      }
    }
    // The contraction engine and the interchanged kernel order the output's elements their
    // own way: only while no output shares bytes with an operand.
    StructuredEngine contraction = shared ? null : compiled.contraction();
    // A gather contraction's panel (its loads checked), or null: the kernel runs.
    GatherContraction.Panel panel = shared || compiled.gather() == null ? null
        : compiled.gather().panel(ranges, ints, floats, memrefs, n, ex);
    StructuredKernel kernel = null;
    if (contraction == null && panel == null) {
      try {
        kernel = compiled.unshared() != null && !shared
            ? compiled.unshared().get() : compiled.kernel().get();
      } catch (Emitter.Unsupported e) {
        return false;
      }
    }
    for (int i = 0; i < n; i++) {
      if (values[i] instanceof MemRefValue m) {
        heap.touchBox(m, lo[i], hi[i]); // as the first iteration of the interpreter's loop does
      }
    }
    // An output an earlier run wrote from the same input bytes, still in place, is not written again.
    boolean keeps = contraction != null && contraction.keepsOutput() && n == numInputs + 1;
    KeptOutput kept = keeps ? ex.compiled().keptOutput(compiled.op(), KeptOutput.class) : null;
    boolean held = KeptOutput.holds(kept, values, data, base, strides, ranges, firstByte,
        endByte, ex.compiled());
    // An elementwise chain (ElementwiseChain): the output put off for this op, and this op's.
    DeferredWrite before = ex.takeDeferred(compiled.op());
    String ranAs = null;
    if (contraction instanceof ElementwiseArith engine && compiled.joined() != null) {
      ranAs = runChained(compiled, engine, before, ex, values, maps, data, base, strides, ranges);
      before = null;
    } else if (before != null) {
      before.materialize(ex);
    }
    if (ranAs != null) {
      // ran or put off as a chain
    } else if (contraction != null) {
      if (!held) {
        contraction.run(data, base, strides, ranges, ints, ex, compiled.op());
      }
    } else if (panel != null) {
      compiled.gather().run(panel, data, base, strides, ranges, ex, compiled.op());
    } else {
      kernel.run(data, base, strides, toInts(ranges), ints, floats, ex, memrefs, compiled.sites());
    }
    for (int i = numInputs; i < n; i++) {
      heap.markWritten((MemRefValue) values[i], lo[i], hi[i]);
    }
    if (keeps) {
      KeptOutput.note(contraction, compiled.op(), ex, held ? kept : null, values, data, base,
          strides, ranges, firstByte, endByte);
    }
    ex.ranCompiled(ranAs != null ? ranAs : held ? "compiled (kept output)" : contraction != null ? contraction.kind()
        : panel != null ? "compiled (gather contraction)" : "compiled");
    return true;
  }

  /**
   * Runs elementwise op {@code compiled} as part of a chain ({@link ElementwiseChain}): after
   * the chain put off for it ({@code before}, or null) where the two join, else that one's
   * output written first; then put off for the op that alone reads its output, or run. How
   * the profile names the run, null where the op's own engine is to run as ever.
   */
  private static String runChained(Compiled compiled, ElementwiseArith engine,
      DeferredWrite before, Execution ex, Object[] values, List<AffineMap> maps, byte[][] data,
      long[] base, long[] strides, long[] ranges) {
    ElementwiseChain.Operands own = ElementwiseChain.Operands.of(data, base, strides, maps, values);
    ElementwiseArith chain = null;
    ElementwiseChain.Operands operands = own;
    if (before instanceof ElementwiseChain.Deferred d) {
      int input = -1;
      for (int i = 0; i < engine.numInputs(); i++) {
        if (values[i] == d.output) {
          input = i;
        }
      }
      chain = input < 0 ? null : ElementwiseChain.join(d, engine, compiled.joined(), values,
          input, maps.get(input), ranges);
      if (chain != null) {
        operands = d.operands.inputsThen(1, own, input);
      }
    }
    if (chain == null) {
      if (before != null) {
        before.materialize(ex);
      }
      if (compiled.reader() == null) {
        return null;
      }
      chain = engine;
    }
    if (compiled.reader() != null) {
      ex.defer(new ElementwiseChain.Deferred(chain, operands, maps.get(engine.numInputs()),
          ranges, compiled.op(), compiled.reader()));
      return "compiled (elementwise, deferred)";
    }
    chain.run(operands.data(), operands.base(), operands.flatStrides(), ranges, ex,
        compiled.op());
    return "compiled (elementwise chain)";
  }

  /** Whether memref operands i and j may share bytes: one allocation, spans that meet. */
  private static boolean overlap(Object[] values, long[] firstByte, long[] endByte, int i,
      int j) {
    return values[i] instanceof MemRefValue a && values[j] instanceof MemRefValue b
        && a.alloc == b.alloc && firstByte[i] < endByte[j] && firstByte[j] < endByte[i];
  }

  /** Whether memref {@code m} (in its allocation) may share bytes with [first, end) of {@code out}'s. */
  private static boolean sharesBytes(MemRefValue m, MemRefValue out, long first, long end) {
    if (m.alloc != out.alloc || m.numElements() == 0) {
      return false;
    }
    long[] span = m.byteSpan();
    return span[0] < end && first < span[1];
  }

  /** A load of the body the compiled fast path did not take: checked as memref.load's semantics check it. */
  static Object load(MemRefValue m, long[] idx, Operation op, Execution ex) {
    MemRefAllocator.checkIndices(ex, m, idx, op);
    return ex.heap().read(m, idx, op, false);
  }

  /**
   * Whether every byte {@code m} spans was written through its buffer, checked once per op in
   * place of each load's check: the op writes none of those bytes ({@link #run} leaves an op whose
   * output shares bytes with a memref its body loads from to the interpreter), so each load's
   * check would hold.
   */
  static boolean writtenThroughAll(MemRefValue m) {
    if (m.numElements() == 0) {
      return true;
    }
    long[] span = m.byteSpan();
    return span[0] >= 0 && span[1] <= m.alloc.size()
        && Heap.writtenThrough(m.alloc.writer, (int) span[0], (int) (span[1] - span[0]), m.logical.id);
  }

  /** Notes the first load of the body from {@code m}, as the interpreter's first read notes it. */
  static void touch(MemRefValue m, Execution ex) {
    ex.heap().touch(m.alloc);
  }

  private static int[] toInts(long[] xs) {
    int[] r = new int[xs.length];
    for (int i = 0; i < xs.length; i++) {
      r[i] = (int) xs[i];
    }
    return r;
  }

  /**
   * The kernel of {@code op}, or null when it cannot be compiled: an operand that is not a
   * memref or scalar of a type held in memory, an output map that is not a projected
   * permutation, a body op without codegen.
   */
  public static Compiled compile(Operation op, List<Value> operands, List<AffineMap> maps,
      int loops, int numInputs, SemanticsRegistry registry, InterpreterOptions options,
      CompiledCode code) {
    try {
      List<Value> captures = captures(op.getRegion(0).front());
      int[] inOrder = new int[loops];
      for (int d = 0; d < loops; d++) {
        inOrder[d] = d;
      }
      Operation[] sites = KernelKey.sites(op);
      Unit unit = new Unit(op, operands, maps, numInputs, captures, registry, options, code);
      // A contraction (matmul, convolution) runs in its engine; its kernel is made only for a
      // run the engine cannot take (an output sharing memory with an operand).
      StructuredEngine contraction =
          Contraction.of(op, operands, maps, loops, numInputs, registry);
      if (contraction == null) {
        // an i8 operand widened to i32 and centered (IntWidening), likewise
        contraction = IntWidening.of(op, operands, maps, loops, numInputs, registry);
      }
      if (contraction == null) {
        // an f32 min or max reduction (ExtremumReduction), likewise
        contraction = ExtremumReduction.of(op, operands, maps, loops, numInputs, registry);
      }
      if (contraction == null) {
        // an f32 tensor quantized to u8 (Quantization), likewise
        contraction = Quantization.of(op, operands, maps, loops, numInputs, registry);
      }
      if (contraction == null) {
        // f32 add, sub, mul, div or an i32 converted to f32 (ElementwiseArith), likewise
        contraction = ElementwiseArith.of(op, operands, maps, loops, numInputs, registry);
      }
      if (contraction instanceof ElementwiseArith) {
        return new Compiled(lazy(() -> unit.emit(inOrder, false, false).kernel()), null, captures,
            contraction, null, op, sites, ElementwiseChain.reader(op, operands.get(numInputs)),
            new java.util.IdentityHashMap<>());
      }
      if (contraction != null) {
        return new Compiled(lazy(() -> unit.emit(inOrder, false, false).kernel()), null, captures,
            contraction, null, op, sites);
      }
      // A gather contraction (a border tile) runs in the engine over a panel; its kernels,
      // made on first use, serve the runs it cannot take (a load that would fault, an output
      // sharing memory).
      GatherContraction gather = GatherContraction.of(op, operands, maps, loops, numInputs,
          captures, registry);
      if (gather != null) {
        java.util.function.Supplier<StructuredKernel> plain =
            lazy(() -> unit.emit(inOrder, false, false).kernel());
        java.util.function.Supplier<StructuredKernel> accumulating =
            innerReductions(maps, inOrder, numInputs) == 0 || options.testCfAssert() ? null
                : lazy(() -> {
                  try {
                    return unit.emit(inOrder, true, true).kernel();
                  } catch (Emitter.Unsupported e) {
                    return plain.get();
                  }
                });
        return new Compiled(plain, accumulating, captures, null, gather, op, sites);
      }
      int[] order = interchange(op, maps, loops, numInputs);
      if (order != null) {
        // The interchanged kernel, if its body cannot fault; the in-order one only when a run
        // needs it (an output sharing memory).
        Emitted interchanged = unit.emit(order, false, true);
        if (!interchanged.mayFault()) {
          return new Compiled(lazy(() -> unit.emit(inOrder, false, false).kernel()),
              interchanged::kernel, captures, null, null, op, sites);
        }
      }
      Emitted plain = unit.emit(inOrder, false, false);
      // Innermost reduction loops: their outputs accumulated in locals. A fault in the body
      // then leaves the current elements unwritten, which no one sees (the run ends), unless
      // faults after a failed assertion are passed over (--test-cf-assert).
      StructuredKernel accumulating = null;
      if (innerReductions(maps, inOrder, numInputs) > 0
          && !(plain.mayFault() && options.testCfAssert())) {
        try {
          accumulating = unit.emit(inOrder, true, true).kernel();
        } catch (Emitter.Unsupported e) {
          accumulating = null; // the plain kernel serves
        }
      }
      StructuredKernel unshared = accumulating;
      if (unshared == null && loops > 0
          && computesInvariants(invariantOps(op.getRegion(0).front(), maps, numInputs, captures,
              loops - 1, registry))) {
        // Elementwise in the op's order, what does not change along the innermost loop (a
        // batch normalization's sqrt(var + eps) per channel) computed once before it.
        try {
          unshared = unit.emit(inOrder, false, true).kernel();
        } catch (Emitter.Unsupported e) {
          unshared = null; // the plain kernel serves
        }
      }
      StructuredKernel hoisted = unshared;
      return new Compiled(plain::kernel, hoisted == null ? null : () -> hoisted, captures, null,
          null, op, sites);
    } catch (Emitter.Unsupported e) {
      return null;
    }
  }

  /** What a structured op's kernels are made from, and where shared ones are kept. */
  private record Unit(Operation op, List<Value> operands, List<AffineMap> maps, int numInputs,
      List<Value> captures, SemanticsRegistry registry, InterpreterOptions options,
      CompiledCode code) {
    /**
     * The kernel with the loops in {@code order}: the one structurally equal ops share
     * ({@link KernelKey}), made on first use; an op's own when it had to be a constant of it.
     * {@code hoist}: for a kernel that runs only while no output shares bytes with another
     * operand (see {@link StructuredKernels#emit}).
     */
    Emitted emit(int[] order, boolean accumulate, boolean hoist) {
      String key = KernelKey.of(op, operands, maps, order, numInputs, captures,
          checksTags(options)) + (accumulate ? " accumulating" : "") + (hoist ? " hoisted" : "");
      Emitted[] made = {null};
      Emitted shared = code.shared(key, () -> {
        made[0] = StructuredKernels.emit(op, operands, maps, order, numInputs, captures,
            registry, options, accumulate, hoist);
        return made[0].shareable() ? made[0] : null;
      });
      if (shared != null) {
        return shared;
      }
      return made[0] != null ? made[0]
          : StructuredKernels.emit(op, operands, maps, order, numInputs, captures, registry,
              options, accumulate, hoist);
    }
  }

  /** Whether compiled loads check writer tags (as the interpreter's reads do with these options). */
  private static boolean checksTags(InterpreterOptions options) {
    return options.checkUninitializedReads() || options.checkLogicalBuffers();
  }

  /** {@code make}'s kernel, made on first use (an Emitter.Unsupported then reaches the caller). */
  private static java.util.function.Supplier<StructuredKernel> lazy(
      java.util.function.Supplier<StructuredKernel> make) {
    StructuredKernel[] made = new StructuredKernel[1];
    return () -> {
      if (made[0] == null) {
        made[0] = make.get();
      }
      return made[0];
    };
  }

  /**
   * A compiled op: its kernel with the loops in the op's order, the kernel for runs where no
   * output shares bytes with another operand (its loops interchanged, or its innermost
   * reductions accumulated in locals; or null), the scalars its body uses from outside (after
   * the operands in ints/floats), its contraction or widening engine (or null), its gather
   * contraction (or null), the op, and the op and its body's ops as the kernels' sites argument.
   */
  public record Compiled(java.util.function.Supplier<StructuredKernel> kernel,
      java.util.function.Supplier<StructuredKernel> unshared, List<Value> captures,
      StructuredEngine contraction, GatherContraction gather, Operation op, Operation[] sites,
      Operation reader, Map<ElementwiseArith, ElementwiseArith> joined) {
    /**
     * Without an elementwise chain: {@code reader}, the op that alone reads the output of an
     * op of the elementwise engine ({@link ElementwiseChain#reader}), and {@code joined}, this
     * op's engine after each chain that ran into it (made on first use), are null.
     */
    public Compiled(java.util.function.Supplier<StructuredKernel> kernel,
        java.util.function.Supplier<StructuredKernel> unshared, List<Value> captures,
        StructuredEngine contraction, GatherContraction gather, Operation op,
        Operation[] sites) {
      this(kernel, unshared, captures, contraction, gather, op, sites, null, null);
    }
  }

  private record Emitted(StructuredKernel kernel, boolean mayFault, boolean shareable) {}

  /**
   * A better order of the loops, or null: the loop of the first output's innermost dimension
   * (contiguous in memory) moved innermost, when it is a parallel loop. Every output element
   * still sees the iterations that reach it (they differ only in loops its map drops, whose
   * order is kept) in the same order, so while no output shares memory with another operand
   * and the body cannot fault, the results are the same bits.
   */
  private static int[] interchange(Operation op, List<AffineMap> maps, int loops, int numInputs) {
    if (numInputs >= maps.size() || loops < 2) {
      return null;
    }
    AffineMap out = maps.get(numInputs);
    if (out.getNumResults() == 0
        || !(out.getResults().get(out.getNumResults() - 1) instanceof AffineDimExpr last)
        || last.position() == loops - 1) {
      return null;
    }
    for (int i = numInputs; i < maps.size(); i++) {
      if (!maps.get(i).getResults().contains(last)) {
        return null; // a reduction loop of some output: its order must stay
      }
    }
    int[] order = new int[loops];
    int k = 0;
    for (int d = 0; d < loops; d++) {
      if (d != last.position()) {
        order[k++] = d;
      }
    }
    order[k] = last.position();
    return order;
  }

  /**
   * How many of the loops in {@code order}, innermost first, no output's map uses (reductions
   * whose outputs stay at one element while they run); 0 when an output is not a memref map.
   */
  private static int innerReductions(List<AffineMap> maps, int[] order, int numInputs) {
    boolean[] used = new boolean[order.length];
    for (int i = numInputs; i < maps.size(); i++) {
      for (AffineExpr r : maps.get(i).getResults()) {
        if (!(r instanceof AffineDimExpr d)) {
          return 0;
        }
        used[d.position()] = true;
      }
    }
    int k = 0;
    while (k < order.length && !used[order[order.length - 1 - k]]) {
      k++;
    }
    return k;
  }

  /** The values the body's ops use that are defined outside the body, in order of first use. */
  private static List<Value> captures(Block body) {
    java.util.Set<Value> inside = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    inside.addAll(body.getArguments());
    List<Value> captures = new java.util.ArrayList<>();
    for (Operation o = body.getFirstOp(); o != null; o = o.getNextNode()) {
      for (Value v : o.getOperands()) {
        if (!inside.contains(v) && !captures.contains(v)) {
          captures.add(v);
        }
      }
      inside.addAll(o.getResults());
    }
    return captures;
  }

  /**
   * The kernel with the loops in {@code order}; with {@code accumulate}, each output element is
   * read into its block argument's local before the innermost reduction loops (those no
   * output's map uses), the yields go to those locals, and the elements are written after the
   * loops: the same values in the same order, without a store and load through memory per
   * point (the loop-carried dependence a reduction's inner loop otherwise waits on). Only for
   * runs where no output shares bytes with another operand.
   *
   * <p>With {@code hoist} (also only for such runs), what does not change along the innermost
   * loop is computed once before it: the elements of inputs whose maps do not use that loop,
   * and the body's arith and math ops (and linalg.index of other loops) on such values,
   * captured scalars and constants. A fused normalization feeding a matmul (jopt-memory-pipeline's
   * layer norms: the mean, variance, rsqrt and scale of a row computed inside the product's
   * body) then costs once per row and reduction step, not once per multiply-add. The values
   * are the same bits (the same ops on the same operands; no output writes a byte a hoisted
   * load reads in such a run). Hoisted ops that cannot fault (and hoisted loads, proven in
   * bounds and written before the loops) leave the body's own faults where they were
   * (DynamicQuantizeLinear's scale and zero point, read once per row before the conversions
   * that may fault). Hoisted ops that may fault (a Resize's source coordinates converted by
   * fptosi per row) are kept where they fault at the same op with the same values as at the
   * first point of the innermost loop, where the op would fault unhoisted: no op before the
   * last of them in the body stays in the loop and may fault, no kernel runs them where the
   * innermost loop has no iteration, outputs are not accumulated in locals and faults are not
   * passed over (--test-cf-assert); otherwise the kernel is made without hoisting, so that
   * faults keep the op's order.
   */
  private static Emitted emit(Operation op, List<Value> operands, List<AffineMap> maps,
      int[] order, int numInputs, List<Value> captures, SemanticsRegistry registry,
      InterpreterOptions options, boolean accumulate, boolean hoist) {
    int loops = order.length;
    java.util.Set<Operation> hoisted = hoist && loops > 0
        ? invariantOps(op.getRegion(0).front(), maps, numInputs, captures, order[loops - 1],
            registry)
        : java.util.Set.of();
    boolean[] hoistedInput = new boolean[operands.size()];
    for (int i = 0; i < numInputs && !hoisted.isEmpty(); i++) {
      hoistedInput[i] = !usesDim(maps.get(i), order[loops - 1]);
    }
    // The loops order[0..outer) run outside the accumulation, order[outer..] inside it.
    int outer = accumulate ? loops - innerReductions(maps, order, numInputs) : loops;
    Block body = op.getRegion(0).front();
    int n = operands.size();
    if (body.getNumArguments() != n || maps.size() != n) {
      throw new Emitter.Unsupported("operands and block arguments differ");
    }
    ClassMaker cm = new ClassMaker("StructuredKernel$" + op.getName().replace('.', '_'),
        StructuredKernel.class);
    MethodVisitor mv = cm.cw.visitMethod(ACC_PUBLIC, "run",
        "([[B[J[J[I[J[DLjopt/interpreter/semantics/Execution;[Ljopt/interpreter/runtime/MemRefValue;"
            + "[Ljopt/ir/Operation;)V", null, null);
    mv.visitCode();
    Emitter e = new Emitter(mv, cm, 7, 10);
    e.useSites(KernelKey.siteIndex(KernelKey.sites(op)), 9);
    int[] dataSlot = new int[n];
    int[] baseSlot = new int[n];
    int[][] strideSlot = new int[n][];
    int[] posSlot = new int[n];
    Type[] elem = new Type[n];
    int k = 0;
    for (int i = 0; i < n; i++) {
      Type t = operands.get(i).getType();
      Value arg = body.getArgument(i);
      int results = maps.get(i).getNumResults();
      if (t instanceof MemRefType mt) {
        elem[i] = mt.getElementType();
        if (ElementBytes.accessor(elem[i]) == null || Emitter.kind(elem[i]) != Emitter.kind(arg.getType())) {
          throw new Emitter.Unsupported("element type " + elem[i]);
        }
        if (i >= numInputs && !isProjectedPermutation(maps.get(i))) {
          throw new Emitter.Unsupported("output map " + maps.get(i));
        }
        dataSlot[i] = e.local('A');
        mv.visitVarInsn(ALOAD, 1);
        e.pushInt(i);
        mv.visitInsn(AALOAD);
        mv.visitVarInsn(ASTORE, dataSlot[i]);
        baseSlot[i] = e.local('J');
        mv.visitVarInsn(ALOAD, 2);
        e.pushInt(i);
        mv.visitInsn(LALOAD);
        mv.visitVarInsn(LSTORE, baseSlot[i]);
        strideSlot[i] = new int[results];
        for (int r = 0; r < results; r++) {
          strideSlot[i][r] = e.local('J');
          mv.visitVarInsn(ALOAD, 3);
          e.pushInt(k + r);
          mv.visitInsn(LALOAD);
          mv.visitVarInsn(LSTORE, strideSlot[i][r]);
        }
        posSlot[i] = e.local('I');
      } else if (i < numInputs && Emitter.kind(t) != 0 && Emitter.kind(t) == Emitter.kind(arg.getType())) {
        char kind = Emitter.kind(t);
        mv.visitVarInsn(ALOAD, kind == 'J' ? 5 : 6);
        e.pushInt(i);
        mv.visitInsn(kind == 'J' ? LALOAD : DALOAD);
        if (kind == 'F') {
          MemRefLoads.roundF32(e);
        }
        e.store(arg);
      } else {
        throw new Emitter.Unsupported("operand of type " + t);
      }
      k += results;
    }
    Map<Value, Loaded> loaded = new IdentityHashMap<>();
    for (int c = 0; c < captures.size(); c++) {
      Value v = captures.get(c);
      char kind = Emitter.kind(v.getType());
      if (kind == 0 && onlyLoadedFrom(v, body)) {
        mv.visitVarInsn(ALOAD, 8);
        e.pushInt(n + c);
        mv.visitInsn(AALOAD);
        MemRefLoads m = MemRefLoads.unpack(e, (MemRefType) v.getType());
        int touched = e.local('I');
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, touched);
        int allWritten = e.local('I');
        mv.visitVarInsn(ALOAD, m.ref());
        e.invokeStatic("jopt/interpreter/compile/StructuredKernels", "writtenThroughAll",
            "(Ljopt/interpreter/runtime/MemRefValue;)Z");
        mv.visitVarInsn(ISTORE, allWritten);
        loaded.put(v, new Loaded(m, touched, allWritten));
        continue;
      }
      if (kind == 0) {
        throw new Emitter.Unsupported("captured value of type " + v.getType());
      }
      mv.visitVarInsn(ALOAD, kind == 'J' ? 5 : 6);
      e.pushInt(n + c);
      mv.visitInsn(kind == 'J' ? LALOAD : DALOAD);
      if (kind == 'F') {
        MemRefLoads.roundF32(e);
      }
      e.store(v);
    }
    // Operands positioned at each point of the innermost loop whose maps are dims only: their
    // position computed once before that loop and then stepped by the loop's byte stride (in
    // bounds at every point, as run() proved before the loops), not recomputed from every
    // loop index and stride at each point.
    int[] stepSlot = new int[n];
    boolean[] stepped = new boolean[n];
    for (int i = 0; i < n && loops > 0; i++) {
      boolean positioned = elem[i] != null && !hoistedInput[i]
          && (i < numInputs ? !body.getArgument(i).useEmpty() : outer == loops);
      if (!positioned || !dimsOnly(maps.get(i))) {
        continue;
      }
      stepped[i] = true;
      stepSlot[i] = e.local('I');
      mv.visitInsn(LCONST_0);
      List<AffineExpr> results = maps.get(i).getResults();
      for (int r = 0; r < results.size(); r++) {
        if (((AffineDimExpr) results.get(r)).position() == order[loops - 1]) {
          mv.visitVarInsn(LLOAD, strideSlot[i][r]);
          mv.visitInsn(LADD);
        }
      }
      mv.visitInsn(L2I);
      mv.visitVarInsn(ISTORE, stepSlot[i]);
    }
    int[] rangeSlot = new int[loops];
    int[] loopSlot = new int[loops];
    for (int d = 0; d < loops; d++) {
      rangeSlot[d] = e.local('I');
      mv.visitVarInsn(ALOAD, 4);
      e.pushInt(d);
      mv.visitInsn(IALOAD);
      mv.visitVarInsn(ISTORE, rangeSlot[d]);
      loopSlot[d] = e.local('I');
    }
    e.setLinalgLoops(loopSlot);
    boolean hoistedMayFault = false;
    // Whether hoisted ops that may fault fault as at the innermost loop's first point (above);
    // the body's position of the last of them.
    boolean hoistedInOrder = false;
    int lastHoistedFault = -1;
    if (!hoisted.isEmpty()) {
      // no point to run: not even the hoisted ops run (run() leaves an empty iteration space
      // to the interpreter already; this keeps the kernel itself right)
      Label some = new Label();
      mv.visitVarInsn(ILOAD, rangeSlot[order[loops - 1]]);
      mv.visitJumpInsn(IFGT, some);
      mv.visitInsn(RETURN);
      mv.visitLabel(some);
    }
    Label[] head = new Label[loops];
    Label[] end = new Label[loops];
    for (int l = 0; l < loops; l++) {
      int d = order[l];
      head[l] = new Label();
      end[l] = new Label();
      if (l == outer) {
        for (int i = numInputs; i < n; i++) {
          if (elem[i] == null) {
            throw new Emitter.Unsupported("an output that is not a memref");
          }
          position(e, maps.get(i), baseSlot[i], strideSlot[i], loopSlot, posSlot[i]);
          mv.visitVarInsn(ALOAD, dataSlot[i]);
          mv.visitVarInsn(ILOAD, posSlot[i]);
          MemRefLoads.readElement(e, elem[i]);
          e.store(body.getArgument(i));
        }
      }
      if (l == loops - 1 && !hoisted.isEmpty()) {
        for (int i = 0; i < numInputs; i++) {
          if (hoistedInput[i] && elem[i] != null && !body.getArgument(i).useEmpty()) {
            position(e, maps.get(i), baseSlot[i], strideSlot[i], loopSlot, posSlot[i]);
            mv.visitVarInsn(ALOAD, dataSlot[i]);
            mv.visitVarInsn(ILOAD, posSlot[i]);
            MemRefLoads.readElement(e, elem[i]);
            e.store(body.getArgument(i));
          }
        }
        boolean faultedBefore = e.mayFault();
        int at = 0;
        for (Operation o = body.getFirstOp(); o != null; o = o.getNextNode(), at++) {
          if (hoisted.contains(o)) {
            int sites = e.faultSites();
            CompiledSemantics.codegen(registry, o).emit(o, e);
            lastHoistedFault = e.faultSites() != sites ? at : lastHoistedFault;
          }
        }
        hoistedMayFault = faultedBefore || e.mayFault();
        hoistedInOrder = !faultedBefore && !accumulate && !options.testCfAssert();
      }
      mv.visitInsn(ICONST_0);
      mv.visitVarInsn(ISTORE, loopSlot[d]);
      for (int i = 0; i < n && l == loops - 1; i++) {
        if (stepped[i]) {
          position(e, maps.get(i), baseSlot[i], strideSlot[i], loopSlot, posSlot[i]);
        }
      }
      mv.visitLabel(head[l]);
      mv.visitVarInsn(ILOAD, loopSlot[d]);
      mv.visitVarInsn(ILOAD, rangeSlot[d]);
      mv.visitJumpInsn(IF_ICMPGE, end[l]);
      if (l == 0) {
        // The wall-clock limit, looked at once per iteration of the outermost loop.
        mv.visitVarInsn(ALOAD, 7);
        e.constant(op, Operation.class);
        mv.visitMethodInsn(INVOKEVIRTUAL, "jopt/interpreter/semantics/Execution", "checkDeadline",
            "(Ljopt/ir/Operation;)V", false);
      }
    }
    for (int i = 0; i < n; i++) {
      if (elem[i] == null) {
        continue;
      }
      boolean read = !body.getArgument(i).useEmpty();
      if (!read && i < numInputs || outer < loops && i >= numInputs || hoistedInput[i]) {
        continue;
      }
      if (!stepped[i]) {
        position(e, maps.get(i), baseSlot[i], strideSlot[i], loopSlot, posSlot[i]);
      }
      if (read) {
        mv.visitVarInsn(ALOAD, dataSlot[i]);
        mv.visitVarInsn(ILOAD, posSlot[i]);
        MemRefLoads.readElement(e, elem[i]);
        e.store(body.getArgument(i));
      }
    }
    Operation yield = null;
    int at = 0;
    for (Operation o = body.getFirstOp(); o != null; o = o.getNextNode(), at++) {
      if (o.getNextNode() == null) {
        yield = o;
        break;
      }
      if (hoisted.contains(o)) {
        continue;
      }
      int sites = e.faultSites();
      if (o.getDef() != null && o.getDef().getSpec() == LoadOp.SPEC
          && loaded.containsKey(o.getOperand(0))) {
        emitLoad(e, o, loaded.get(o.getOperand(0)), options);
      } else {
        OpCodegen c = CompiledSemantics.codegen(registry, o);
        if (c == null || o.getNumRegions() > 0) {
          throw new Emitter.Unsupported(o.getName());
        }
        c.emit(o, e);
      }
      // an op that may fault before a hoisted one that may: the hoisted one would fault first
      hoistedInOrder &= at > lastHoistedFault || e.faultSites() == sites;
    }
    if (yield == null || yield.getNumOperands() > n - numInputs) {
      throw new Emitter.Unsupported("body without a yield");
    }
    for (int j = 0; j < yield.getNumOperands(); j++) {
      int i = numInputs + j;
      if (Emitter.kind(yield.getOperand(j).getType()) != Emitter.kind(elem[i])) {
        throw new Emitter.Unsupported("yield of another type");
      }
      if (outer == loops) {
        mv.visitVarInsn(ALOAD, dataSlot[i]);
        mv.visitVarInsn(ILOAD, posSlot[i]);
        MemRefLoads.writeElement(e, elem[i], yield.getOperand(j));
      }
    }
    if (outer < loops) {
      // All yielded values first, then into the outputs' locals (a yield may use them).
      for (int j = 0; j < yield.getNumOperands(); j++) {
        e.load(yield.getOperand(j));
      }
      for (int j = yield.getNumOperands() - 1; j >= 0; j--) {
        e.store(body.getArgument(numInputs + j));
      }
    }
    for (int i = 0; i < n; i++) {
      if (stepped[i]) {
        mv.visitVarInsn(ILOAD, posSlot[i]);
        mv.visitVarInsn(ILOAD, stepSlot[i]);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ISTORE, posSlot[i]);
      }
    }
    for (int l = loops - 1; l >= 0; l--) {
      mv.visitIincInsn(loopSlot[order[l]], 1);
      mv.visitJumpInsn(GOTO, head[l]);
      mv.visitLabel(end[l]);
      if (l == outer) {
        for (int i = numInputs; i < numInputs + yield.getNumOperands(); i++) {
          mv.visitVarInsn(ALOAD, dataSlot[i]);
          mv.visitVarInsn(ILOAD, posSlot[i]);
          MemRefLoads.writeElement(e, elem[i], body.getArgument(i));
        }
      }
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    if (hoistedMayFault && !(hoistedInOrder && lastHoistedFault >= 0)) {
      return emit(op, operands, maps, order, numInputs, captures, registry, options, accumulate,
          false);
    }
    return new Emitted(cm.instantiate(StructuredKernel.class), e.mayFault(), !e.hasOpConstants());
  }

  /** Whether every result of {@code map} is a loop dimension. */
  private static boolean dimsOnly(AffineMap map) {
    for (AffineExpr r : map.getResults()) {
      if (!(r instanceof AffineDimExpr)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Leaves in int local {@code pos} the byte position of an operand's element at the current
   * loop indices: its base plus each map result times its byte stride.
   */
  private static void position(Emitter e, AffineMap map, int baseSlot, int[] strideSlot,
      int[] loopSlot, int pos) {
    MethodVisitor mv = e.mv;
    mv.visitVarInsn(LLOAD, baseSlot);
    List<AffineExpr> results = map.getResults();
    for (int r = 0; r < results.size(); r++) {
      AffineCodegen.emit(results.get(r), e, d -> {
        mv.visitVarInsn(ILOAD, loopSlot[d]);
        mv.visitInsn(I2L);
      }, s -> {
        throw new Emitter.Unsupported("symbol in an indexing map");
      });
      mv.visitVarInsn(LLOAD, strideSlot[r]);
      MemRefLoads.addScaled(e);
    }
    MemRefLoads.arrayIndex(e);
    mv.visitVarInsn(ISTORE, pos);
  }

  /**
   * A memref from outside that the body loads from, in locals; {@code touched} set at its first
   * load; {@code allWritten}: every byte it spans was written through it when the op started.
   */
  private record Loaded(MemRefLoads m, int touched, int allWritten) {}

  /**
   * Whether {@code v} is a memref of an element type held in memory that the body uses only as
   * the memref of memref.loads (its ops have no regions: the compiler refuses them).
   */
  private static boolean onlyLoadedFrom(Value v, Block body) {
    if (!(v.getType() instanceof MemRefType t) || ElementBytes.accessor(t.getElementType()) == null
        || Emitter.kind(t.getElementType()) == 0) {
      return false;
    }
    for (jopt.ir.OpOperand use : v.getUses()) {
      Operation user = use.getOwner();
      if (user.getBlock() == body && (user.getDef() == null
          || user.getDef().getSpec() != LoadOp.SPEC || use.getOperandNumber() != 0)) {
        return false;
      }
    }
    return true;
  }

  /**
   * memref.load from a memref defined above: checked inline (indices, writers), else by the
   * interpreter's code at this point of the loops; the allocation noted as accessed at the first
   * load that succeeds, as the interpreter's first read notes it.
   */
  private static void emitLoad(Emitter e, Operation o, Loaded l, InterpreterOptions options) {
    MethodVisitor mv = e.mv;
    l.m().emitLoad(e, o, options.checkUninitializedReads() || options.checkLogicalBuffers(),
        l.allWritten(), () -> {
          mv.visitVarInsn(ALOAD, l.m().ref());
          MemRefLoads.indexArray(e, o, 1);
          e.constant(o, Operation.class);
          e.execution();
          e.invokeStatic("jopt/interpreter/compile/StructuredKernels", "load",
              "(Ljopt/interpreter/runtime/MemRefValue;[JLjopt/ir/Operation;Ljopt/interpreter/semantics/Execution;)"
                  + "Ljava/lang/Object;");
        });
    Label seen = new Label();
    mv.visitVarInsn(ILOAD, l.touched());
    mv.visitJumpInsn(IFNE, seen);
    mv.visitVarInsn(ALOAD, l.m().ref());
    mv.visitVarInsn(ALOAD, 7);
    e.invokeStatic("jopt/interpreter/compile/StructuredKernels", "touch",
        "(Ljopt/interpreter/runtime/MemRefValue;Ljopt/interpreter/semantics/Execution;)V");
    mv.visitInsn(ICONST_1);
    mv.visitVarInsn(ISTORE, l.touched());
    mv.visitLabel(seen);
  }

  /**
   * The body's ops whose value does not change along loop {@code inner}: arith and math ops
   * without regions (and linalg.index of another loop) whose operands are such values, elements
   * of inputs whose maps do not use the loop, captured scalars or constants; not the yield.
   */
  private static java.util.Set<Operation> invariantOps(Block body, List<AffineMap> maps,
      int numInputs, List<Value> captures, int inner, SemanticsRegistry registry) {
    java.util.Set<Value> invariant = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (int i = 0; i < numInputs && i < body.getNumArguments(); i++) {
      if (!usesDim(maps.get(i), inner)) {
        invariant.add(body.getArgument(i));
      }
    }
    for (Value c : captures) {
      if (Emitter.kind(c.getType()) != 0) {
        invariant.add(c);
      }
    }
    java.util.Set<Operation> ops = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (Operation o = body.getFirstOp(); o != null && o.getNextNode() != null; o = o.getNextNode()) {
      String name = o.getName();
      boolean pure = o.getNumRegions() == 0 && o.getNumResults() > 0
          && (name.startsWith("arith.") || name.startsWith("math.")
              || name.equals("linalg.index") && !(o.getAttr("dim") instanceof jopt.ir.attr.IntegerAttr a
                  && a.getInt() == inner) && o.getAttr("dim") != null);
      boolean operandsInvariant = true;
      for (Value v : o.getOperands()) {
        operandsInvariant &= invariant.contains(v);
      }
      // An op without codegen (math.fma) is not hoisted: the body's own emission refuses
      // it, and the op is then interpreted, as without hoisting.
      if (pure && operandsInvariant && CompiledSemantics.codegen(registry, o) != null) {
        ops.add(o);
        invariant.addAll(o.getResults());
      }
    }
    return ops;
  }

  /** Whether {@code ops} (hoisted) compute something: more than constants. */
  private static boolean computesInvariants(java.util.Set<Operation> ops) {
    for (Operation o : ops) {
      if (o.getNumOperands() > 0) {
        return true;
      }
    }
    return false;
  }

  /** Whether a result of {@code map} depends on loop {@code d}. */
  private static boolean usesDim(AffineMap map, int d) {
    for (AffineExpr r : map.getResults()) {
      if (r.isFunctionOfDim(d)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isProjectedPermutation(AffineMap map) {
    boolean[] seen = new boolean[map.getNumDims()];
    for (AffineExpr r : map.getResults()) {
      if (!(r instanceof AffineDimExpr d) || seen[d.position()]) {
        return false;
      }
      seen[d.position()] = true;
    }
    return true;
  }
}
