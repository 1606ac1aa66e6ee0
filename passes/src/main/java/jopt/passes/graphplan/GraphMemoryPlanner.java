package jopt.passes.graphplan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.GraphAliasingOpInterface.Concat;
import jopt.ir.interfaces.GraphAliasingOpInterface.Elementwise;
import jopt.ir.interfaces.GraphAliasingOpInterface.Gather;
import jopt.ir.interfaces.GraphAliasingOpInterface.GraphAliasing;
import jopt.ir.interfaces.GraphAliasingOpInterface.MovesData;
import jopt.ir.interfaces.GraphAliasingOpInterface.Noop;
import jopt.ir.interfaces.GraphAliasingOpInterface.Slice;
import jopt.ir.interfaces.GraphAliasingOpInterface.Split;
import jopt.ir.interfaces.GraphAliasingOpInterface.Unknown;

/**
 * The allocator of the noop and runtime aliasing seeds over one function's dataflow graph.
 *
 * <ol>
 *   <li>Forward, in op order (a topological order): a noop output joins its input's block at the
 *       same place, a slice output at its byte offset, split outputs one after another from the
 *       input's start. Pre-allocated tensors pin their block to the caller's address, so the
 *       address propagates forward and backward through these chains.
 *   <li>Backward over the concats (the seed's concat–split duality): each input is placed in its
 *       slot of the output, the first at the output's start. An input already placed elsewhere
 *       (a tensor two concats share, as in the chained concat) keeps its place and the concat
 *       copies it into the slot.
 *   <li>Forward over the gathers: the output takes its data's buffer when nothing else needs
 *       those bytes afterwards (the gather overwrites them); with enable-inplace-optim, so does
 *       an element-wise result with an operand of its shape (jopt's own rule, beyond the seeds).
 *   <li>Each block lives from its first member's definition to its last member's last use, and
 *       the static planner of merge-alloc places the blocks of each bin in one arena.
 * </ol>
 * A rule that cannot apply (different bins, a tensor already placed elsewhere, a block that would
 * reach over memory it does not own, a layout without the seed's contiguity) falls back to a
 * plain allocation and is recorded. Weights ({@code onnx.Constant}) are not planned, and neither
 * are noop views of them (an Identity of an initializer): they live with the weights.
 */
public final class GraphMemoryPlanner {
  private final GraphPlanOptions options;
  private final GraphOpClassifier classifier;
  private final RuntimeRules rules;
  private final List<Tensor> tensors = new ArrayList<>();
  private final Map<Value, Tensor> tensorOf = new HashMap<>();
  private final List<Operation> ops = new ArrayList<>();
  private final Map<Operation, GraphAliasing> kinds = new HashMap<>();
  /** Values that are weights: constants and noop views of them. */
  private final Set<Value> weights = new HashSet<>();
  private final List<GraphPlan.Fallback> fallbacks = new ArrayList<>();
  private final Map<String, Tally> tallies = new LinkedHashMap<>();
  private int weightViews;
  private AliasGroups groups;
  private int endTick;

  public GraphMemoryPlanner(GraphPlanOptions options, GraphOpClassifier classifier) {
    this.options = options;
    this.classifier = classifier;
    this.rules = new RuntimeRules(options.layout(), options.strictRuntimeRules());
  }

  /** The sum of the tensors' aligned sizes (checked to fit in 63 bits before planning). */
  private long totalBytes;

  GraphPlan plan(Operation func, TensorNamer namer) throws GraphPlanException {
    collect(func, namer);
    checkAddressSpace(func);
    groups = new AliasGroups(tensors);
    pinPreallocated(func);
    List<Operation> concats = new ArrayList<>();
    List<Operation> gathers = new ArrayList<>();
    for (Operation op : ops) {
      GraphAliasing kind = kinds.get(op);
      if (kind instanceof Noop n) {
        noop(op, n);
      } else if (kind instanceof Slice s) {
        slice(op, s);
      } else if (kind instanceof Split s) {
        split(op, s);
      } else if (kind instanceof Concat c) {
        if (options.runtimeOptim() && concatInputs(op, c) != null) {
          concats.add(op);
        }
      } else if (kind instanceof Gather g) {
        Tensor data = options.runtimeOptim() ? gatherData(op, g) : null;
        if (data != null) {
          if (rules.gather(op, data, tensorOf.get(op.getResult(0)), g.axis())) {
            gathers.add(op);
          } else {
            fallback(op, "gather", rules.why, rules.cause);
          }
        }
      } else if (kind instanceof Elementwise && options.inPlaceOptim()) {
        gathers.add(op);
      } else if (kind instanceof MovesData m) {
        if (options.noopOptim() && tensorOf.get(op.getResult(0)) != null) {
          fallback(op, "transpose", m.reason(), op.getName() + " moves data: dimensions larger "
              + "than 1 change order");
        }
      } else if (kind instanceof Unknown u) {
        fallback(op, "unknown", u.reason());
      }
    }
    for (int i = concats.size() - 1; i >= 0; i--) {
      Operation op = concats.get(i);
      concat(op, (Concat) kinds.get(op));
    }
    for (Operation op : gathers) {
      if (kinds.get(op) instanceof Gather g) {
        gather(op, g);
      } else {
        inPlace(op);
      }
    }
    List<GraphPlan.RuleTally> rulesTaken = new ArrayList<>();
    tallies.forEach((rule, t) -> rulesTaken.add(new GraphPlan.RuleTally(rule, t.aliased,
        t.copied, Map.copyOf(t.causes))));
    return new BlockPlacer(options, groups, tensors, endTick).place(fallbacks, rulesTaken,
        weightViews);
  }

  // ---- collecting the graph

  private void collect(Operation func, TensorNamer namer) throws GraphPlanException {
    if (func.getNumRegions() != 1 || func.getRegion(0).getBlocks().size() != 1) {
      throw new GraphPlanException(func, "graph-memory-plan: expected a function with one "
          + "block (a dataflow graph)");
    }
    Block body = func.getRegion(0).front();
    for (var arg : body.getArguments()) {
      addTensor(arg, null, func, ArgAttrs.bin(func, arg.getArgNumber()), 0, namer);
    }
    int tick = 0;
    for (Operation op : body.getOperations()) {
      tick++;
      if (op.hasTrait(Traits.IsTerminator.class)) {
        endTick = tick;
        for (Value v : op.getOperands()) {
          Tensor t = tensorOf.get(v);
          if (t != null) {
            t.lastUse = tick;
            t.liveOut = true;
          }
        }
        continue;
      }
      if (op.getNumRegions() > 0) {
        throw new GraphPlanException(op, "graph-memory-plan: '" + op.getName() + "' has "
            + "regions (subgraphs); only flat graphs are planned (the graph must be flat)");
      }
      for (Value v : op.getOperands()) {
        Tensor t = tensorOf.get(v);
        if (t != null) {
          t.lastUse = tick;
        }
      }
      if (op.hasTrait(Traits.ConstantLike.class)) {
        weights.addAll(op.getResults());
        continue;
      }
      GraphAliasing kind = classifier.classify(op);
      if (options.stridedTransposes() && kind instanceof MovesData m) {
        kind = new Noop(m.input());
      }
      kinds.put(op, kind);
      if (options.noopOptim() && kind instanceof Noop n && n.input() < op.getNumOperands()
          && weights.contains(op.getOperand(n.input())) && !returned(op, body)) {
        weights.addAll(op.getResults());
        weightViews++;
        continue;
      }
      ops.add(op);
      for (var r : op.getResults()) {
        addTensor(r, op, op, ArgAttrs.resultBin(op, r.getResultNumber()), tick, namer);
      }
    }
    if (endTick == 0) {
      endTick = tick + 1;
    }
  }

  /** Whether the terminator returns a result of {@code op}. */
  private static boolean returned(Operation op, Block body) {
    Operation ret = body.getTerminator();
    if (ret == null) {
      return false;
    }
    for (Value v : ret.getOperands()) {
      if (v.getDefiningOp() == op) {
        return true;
      }
    }
    return false;
  }

  private void addTensor(Value v, Operation producer, Operation at, int bin, int def,
      TensorNamer namer) throws GraphPlanException {
    if (!(v.getType() instanceof jopt.ir.type.RankedTensorType type)) {
      if (v.getType() instanceof jopt.ir.type.TensorType) {
        throw new GraphPlanException(at, "graph-memory-plan: " + namer.name(v)
            + " is an unranked tensor; the graph must have static shapes");
      }
      return;
    }
    long[] shape = type.getShape();
    if (!PhysicalLayout.isStatic(shape)) {
      throw new GraphPlanException(at, "graph-memory-plan: " + namer.name(v) + " has a dynamic "
          + "shape (" + type + "); the graph must have static shapes");
    }
    long elementBytes = PhysicalLayout.elementBytes(type.getElementType());
    if (elementBytes < 0) {
      throw new GraphPlanException(at, "graph-memory-plan: " + namer.name(v) + " has elements "
          + "of type " + type.getElementType() + " whose size is unknown");
    }
    long size;
    try {
      size = options.layout().physicalSize(shape, elementBytes);
    } catch (ArithmeticException tooLarge) {
      throw new GraphPlanException(at, "graph-memory-plan: " + namer.name(v) + " (" + type
          + ") takes more than " + Long.MAX_VALUE + " bytes: it does not fit in a 64-bit address space");
    }
    Tensor t = new Tensor(tensors.size(), v, namer.name(v), producer, bin, shape, elementBytes,
        size, def);
    tensors.add(t);
    tensorOf.put(v, t);
  }

  /**
   * Every size, offset and address the plan computes is bounded by the sum of the tensors'
   * aligned sizes and, for pre-allocated ones, their address plus size: when these fit in 63
   * bits, nothing the planner computes wraps; otherwise the function is refused.
   */
  private void checkAddressSpace(Operation func) throws GraphPlanException {
    java.math.BigInteger max = java.math.BigInteger.valueOf(Long.MAX_VALUE);
    java.math.BigInteger align = java.math.BigInteger.valueOf(Math.max(1, options.alignment()));
    java.math.BigInteger total = java.math.BigInteger.ZERO;
    for (Tensor t : tensors) {
      java.math.BigInteger size = java.math.BigInteger.valueOf(t.size);
      java.math.BigInteger[] qr = size.divideAndRemainder(align);
      total = total.add(qr[1].signum() == 0 ? size : qr[0].add(java.math.BigInteger.ONE).multiply(align));
    }
    if (total.compareTo(max) > 0) {
      throw new GraphPlanException(func, "graph-memory-plan: the " + tensors.size() + " tensors take "
          + total + " bytes in all (aligned to " + options.alignment()
          + "): more than can be planned in a 64-bit address space");
    }
    totalBytes = total.longValue();
  }

  private void pinPreallocated(Operation func) throws GraphPlanException {
    Block body = func.getRegion(0).front();
    for (var arg : body.getArguments()) {
      Long addr = ArgAttrs.argAddress(func, arg.getArgNumber());
      Tensor t = tensorOf.get(arg);
      if (addr != null && t != null) {
        pin(func, t, addr);
      }
    }
    Operation ret = body.getTerminator();
    for (int i = 0; ret != null && i < ret.getNumOperands(); i++) {
      Long addr = ArgAttrs.resultAddress(func, i);
      Tensor t = tensorOf.get(ret.getOperand(i));
      if (addr != null && t != null) {
        pin(func, t, addr);
      }
    }
    if (!options.preallocateIo()) {
      return;
    }
    // The rest of the inputs, then the outputs, one after another after the given addresses.
    Map<Integer, Long> next = new HashMap<>();
    for (Tensor t : tensors) {
      if (t.fixedAddress != null) {
        // pin() checked that the given address plus every tensor fits in 63 bits.
        next.merge(t.bin, t.fixedAddress + t.size, Math::max);
      }
    }
    next.replaceAll((bin, end) -> alignOrMax(end));
    List<Tensor> io = new ArrayList<>();
    for (var arg : body.getArguments()) {
      io.add(tensorOf.get(arg));
    }
    for (int i = 0; ret != null && i < ret.getNumOperands(); i++) {
      io.add(tensorOf.get(ret.getOperand(i)));
    }
    try {
      for (Tensor t : io) {
        if (t != null && t.fixedAddress == null) {
          long addr = next.getOrDefault(t.bin, 0L);
          pin(func, t, addr);
          t.autoPinned = true;
          next.put(t.bin, align(Math.addExact(addr, t.size)));
        }
      }
    } catch (ArithmeticException pastTheEnd) {
      throw new GraphPlanException(func, "graph-memory-plan: the inputs and outputs placed after "
          + "the given addresses would end past the 64-bit address space");
    }
  }

  private long align(long n) {
    long a = Math.max(1, options.alignment());
    return Math.addExact(n, (a - n % a) % a);
  }

  /** {@code n} aligned, or Long.MAX_VALUE past the address space (pin() refuses that then). */
  private long alignOrMax(long n) {
    try {
      return align(n);
    } catch (ArithmeticException pastTheEnd) {
      return Long.MAX_VALUE;
    }
  }

  /** Whether the block of {@code t} holds a tensor pre-allocated by the planner, not the caller. */
  private boolean autoPinned(Tensor t) {
    for (Tensor m : groups.members(groups.root(t))) {
      if (m.autoPinned) {
        return true;
      }
    }
    return false;
  }

  private void pin(Operation func, Tensor t, long addr) throws GraphPlanException {
    if (addr < 0 || addr > Long.MAX_VALUE - totalBytes) {
      throw new GraphPlanException(func, "graph-memory-plan: " + t.name + " is pre-allocated at "
          + addr + ": the tensors placed from there would end past the 64-bit address space");
    }
    if (t.fixedAddress != null && t.fixedAddress != addr) {
      throw new GraphPlanException(func, "graph-memory-plan: " + t.name + " is pre-allocated "
          + "at two addresses (" + t.fixedAddress + " and " + addr + ")");
    }
    t.fixedAddress = addr;
    t.placement = "pre-allocated";
    if (groups.fix(t, addr) instanceof AliasGroups.AddressMismatch m) {
      throw new GraphPlanException(func, "graph-memory-plan: pre-allocated tensors at addresses "
          + m.addressA() + " and " + m.addressB() + " must be the same memory");
    }
  }

  // ---- the rules

  private void noop(Operation op, Noop n) throws GraphPlanException {
    Tensor out = tensorOf.get(op.getResult(0));
    Tensor in = tensorOf.get(op.getOperand(n.input()));
    if (!options.noopOptim() || out == null) {
      return;
    }
    if (in == null) {
      fallback(op, "noop", "noop: the input is not planned memory (a weight); the output is a "
          + "copy");
      return;
    }
    if (!options.layout().sameBytes(in.shape, out.shape)) {
      fallback(op, "noop", "noop: in this layout " + java.util.Arrays.toString(in.shape)
          + " and " + java.util.Arrays.toString(out.shape) + " do not hold their elements in "
          + "the same bytes; the output is a copy", "noop: in this layout the input and the "
          + "output do not hold their elements in the same bytes");
      return;
    }
    AliasGroups.Outcome o = groups.merge(out, in, 0);
    view(out, in, 0, o);
    if (o instanceof AliasGroups.AddressMismatch m) {
      // A mismatch leaves both groups as they were.
      if (autoPinned(in) || autoPinned(out)) {
        fallback(op, "noop", out.name + " gets memory of its own: the function's inputs and "
            + "outputs are separate buffers of the caller", "the function's inputs and outputs "
            + "are separate buffers of the caller");
        return;
      }
      throw new GraphPlanException(op, "noop aliasing: pre-allocated input at address "
          + m.addressB() + " and pre-allocated output at address " + m.addressA()
          + " must match");
    }
    placed(op, "noop", out, o, "noop of " + in.name);
    if (o instanceof AliasGroups.Placed && in.placement.equals("own")
        && groups.address(groups.root(in)) != null) {
      in.placement = "pre-allocated memory of " + out.name + " (backward)";
    }
  }

  private void slice(Operation op, Slice s) throws GraphPlanException {
    Tensor out = tensorOf.get(op.getResult(0));
    Tensor in = tensorOf.get(op.getOperand(s.data()));
    if (!options.runtimeOptim() || out == null) {
      return;
    }
    if (in == null) {
      fallback(op, "slice", "slice_runtime: the input is not planned memory (a constant)");
      return;
    }
    Long offset = rules.slice(op, in, out, s.starts(), s.axes(), s.steps());
    if (offset == null) {
      fallback(op, "slice", rules.why, rules.cause);
      return;
    }
    AliasGroups.Outcome o = groups.merge(out, in, offset);
    view(out, in, offset, o);
    placed(op, "slice", out, o, "slice of " + in.name + " at +" + offset);
  }

  private void split(Operation op, Split s) throws GraphPlanException {
    Tensor in = tensorOf.get(op.getOperand(s.input()));
    if (!options.runtimeOptim()) {
      return;
    }
    List<Tensor> outs = new ArrayList<>();
    for (var r : op.getResults()) {
      Tensor t = tensorOf.get(r);
      if (t == null) {
        fallback(op, "split", "split_runtime: result #" + r.getResultNumber()
            + " is not a tensor");
        return;
      }
      outs.add(t);
    }
    if (in == null) {
      fallback(op, "split", "split_runtime: the input is not planned memory (a constant)");
      return;
    }
    long[] offsets = rules.split(op, in, outs, s.axis(), s.split());
    if (offsets == null) {
      fallback(op, "split", rules.why, rules.cause, outs.size());
      return;
    }
    for (int i = 0; i < outs.size(); i++) {
      AliasGroups.Outcome o = groups.merge(outs.get(i), in, offsets[i]);
      view(outs.get(i), in, offsets[i], o);
      placed(op, "split", outs.get(i), o, "split of " + in.name + " at +" + offsets[i]);
    }
  }

  /** The concat's inputs when its output may be laid out as their slots, else null. */
  private List<Tensor> concatInputs(Operation op, Concat c) throws GraphPlanException {
    Tensor out = tensorOf.get(op.getResult(0));
    if (out == null) {
      return null;
    }
    List<Tensor> ins = new ArrayList<>();
    for (Value v : op.getOperands()) {
      Tensor t = tensorOf.get(v);
      if (t == null) {
        String why = "concat_runtime: an input is not planned memory (a weight); no aliasing";
        fallback(op, "concat", why, why, op.getNumOperands());
        return null;
      }
      ins.add(t);
    }
    if (rules.concat(op, ins, out, c.axis()) == null) {
      fallback(op, "concat", rules.why, rules.cause, ins.size());
      return null;
    }
    return ins;
  }

  private void concat(Operation op, Concat c) throws GraphPlanException {
    Tensor out = tensorOf.get(op.getResult(0));
    List<Tensor> ins = concatInputs(op, c);
    long[] slots = rules.concat(op, ins, out, c.axis());
    out.parts = ins;
    out.partOffsets = slots;
    for (int i = 0; i < ins.size(); i++) {
      Tensor in = ins.get(i);
      AliasGroups.Outcome o = groups.placeInSlot(ins, slots, i, out);
      if (o instanceof AliasGroups.Placed) {
        took("concat");
        if (in.placement.equals("own")) {
          in.placement = "concat slot of " + out.name + " at +" + slots[i];
        }
      } else {
        String reason = o instanceof AliasGroups.Refused r ? r.reason()
            : "pre-allocated at another address";
        fallback(op, "concat", "concat_runtime: input #" + i + " (" + in.name + ") is copied "
            + "into its slot: " + reason, reason);
      }
    }
    out.placement = out.placement.equals("own") ? "concat" : out.placement;
  }

  private Tensor gatherData(Operation op, Gather g) {
    Tensor data = tensorOf.get(op.getOperand(g.data()));
    if (data == null && tensorOf.get(op.getResult(0)) != null) {
      fallback(op, "gather", "gather_runtime: the data is not planned memory (a weight)");
    }
    return tensorOf.get(op.getResult(0)) == null ? null : data;
  }

  private void gather(Operation op, Gather g) {
    Tensor out = tensorOf.get(op.getResult(0));
    Tensor data = tensorOf.get(op.getOperand(g.data()));
    Blocker b = reuseBlocker(out, data);
    if (b != null) {
      fallback(op, "gather", "gather_runtime: " + b.message() + " (the gather would overwrite "
          + "the data)", b.cause());
      return;
    }
    AliasGroups.Outcome o = groups.merge(out, data, 0);
    placed(op, "gather", out, o, "gather into " + data.name);
  }

  /**
   * jopt's in-place rule (enable-inplace-optim): an element-wise result takes the buffer of an
   * operand of its shape and size that nothing needs after the op, as PyTorch's in-place ReLU
   * and Inductor's buffer reuse do. Each element is read before the op writes it.
   */
  private void inPlace(Operation op) {
    Tensor out = tensorOf.get(op.getResult(0));
    if (out == null) {
      return;
    }
    Blocker first = null;
    for (Value v : op.getOperands()) {
      Tensor in = tensorOf.get(v);
      if (in == null || in.size != out.size || in.bin != out.bin
          || !java.util.Arrays.equals(in.shape, out.shape)) {
        continue;
      }
      Blocker b = reuseBlocker(out, in);
      if (b == null) {
        AliasGroups.Outcome o = groups.merge(out, in, 0);
        placed(op, "inplace", out, o, "in place of " + in.name);
        return;
      }
      first = first == null ? b : first;
    }
    if (first == null) {
      fallback(op, "inplace", out.name + " has memory of its own: no operand of its shape is "
          + "planned memory", "no operand of the result's shape is planned memory");
    } else {
      fallback(op, "inplace", out.name + " has memory of its own: " + first.message(),
          first.cause());
    }
  }

  /** Why {@code out} cannot take the bytes of {@code in} at its definition. */
  private record Blocker(String message, String cause) {}

  /**
   * Null when {@code out} may be placed on {@code in}'s bytes at its definition (the seed's
   * gather rule): the input is planned (not the caller's), the output's block holds nothing
   * defined earlier, and no tensor on the bytes it covers is needed afterwards.
   */
  private Blocker reuseBlocker(Tensor out, Tensor in) {
    int tick = out.def;
    int inRoot = groups.root(in);
    int outRoot = groups.root(out);
    if (inRoot == outRoot) {
      return new Blocker("the output is already in the input's block",
          "the output is already in the input's block");
    }
    if (groups.address(inRoot) != null) {
      return new Blocker(in.name + " is pre-allocated (the caller's memory is not overwritten)",
          "the input is pre-allocated");
    }
    if (groups.firstDef(outRoot) < tick) {
      for (Tensor m : groups.members(outRoot)) {
        if (m.def < tick) {
          return new Blocker("the output's block already holds " + m.name,
              "the output's block already holds an earlier tensor");
        }
      }
    }
    if (groups.lastUse(inRoot) <= tick) {
      return null; // Nothing of the input's block is needed after the op.
    }
    // The bytes the output's block covers, relative to the input's group.
    long from = groups.rel(in) + groups.lo(outRoot) - groups.rel(out);
    long to = groups.rel(in) + groups.hi(outRoot) - groups.rel(out);
    for (Tensor m : groups.members(inRoot)) {
      long mFrom = groups.rel(m);
      boolean overlaps = mFrom < to && from < mFrom + m.size;
      if (overlaps && (m.lastUse > tick || m.liveOut)) {
        return new Blocker(m.name + " is still needed afterwards",
            "the input is still needed afterwards");
      }
    }
    return null;
  }


  private static void view(Tensor out, Tensor in, long offset, AliasGroups.Outcome o) {
    out.source = in;
    out.sourceOffset = offset;
    out.aliased = o instanceof AliasGroups.Placed;
  }

  private void placed(Operation op, String rule, Tensor out, AliasGroups.Outcome o,
      String how) {
    if (o instanceof AliasGroups.Placed) {
      took(rule);
      if (out.placement.equals("own")) {
        out.placement = how;
      }
    } else if (o instanceof AliasGroups.Refused r) {
      fallback(op, rule, out.name + " gets memory of its own: " + r.reason(), r.reason());
    } else if (o instanceof AliasGroups.AddressMismatch m) {
      fallback(op, rule, out.name + " gets memory of its own: pre-allocated at "
          + m.addressA() + ", its input at " + m.addressB(),
          "pre-allocated at another address than its input");
    }
  }

  /** What one rule did: results aliased, results copied and why. */
  private static final class Tally {
    int aliased;
    int copied;
    final Map<String, Integer> causes = new java.util.TreeMap<>();
  }

  private Tally tally(String rule) {
    return tallies.computeIfAbsent(rule, r -> new Tally());
  }

  private void took(String rule) {
    tally(rule).aliased++;
  }

  /** A copy where {@code rule} could not alias; the message is its own cause. */
  private void fallback(Operation op, String rule, String message) {
    fallback(op, rule, message, message);
  }

  /** A copy where {@code rule} could not alias: {@code cause} without the names, for tallies. */
  private void fallback(Operation op, String rule, String message, String cause) {
    fallback(op, rule, message, cause, 1);
  }

  /** {@code copies} tensors of {@code op} (a split's results, a concat's inputs) copied. */
  private void fallback(Operation op, String rule, String message, String cause, int copies) {
    fallbacks.add(new GraphPlan.Fallback(op, message));
    Tally t = tally(rule);
    t.copied += copies;
    t.causes.merge(cause, copies, Integer::sum);
  }
}
