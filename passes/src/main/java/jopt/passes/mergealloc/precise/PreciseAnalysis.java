package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.DeallocOp;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.type.MemRefType;
import jopt.ir.type.TensorType;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.analysis.RegionEdge;
import jopt.passes.mergealloc.facts.Accesses;
import jopt.passes.mergealloc.facts.Allocations;
import jopt.passes.mergealloc.lend.BorrowedArguments;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel;
import jopt.passes.planner.MemoryTrace;

/**
 * The analysis of precise merge-alloc ({@code merge-alloc{precise=true}}): lifetimes as
 * close to the run's as the IR tells. Ticks are the seed's (a pre-order walk); a buffer lives
 * from its first access to its last, where an access is an op that may read or write its memory
 * through any alias (views, casts, region branches forwarding it, {@code memref.dim} are not
 * accesses). An access inside a loop that does not contain the allocation extends the lifetime
 * over the loop, unless the loop only sees the buffer in its first iteration: the buffer enters
 * as an initial iteration argument, no value carried back to the next iteration may be it, and
 * no op in the loop uses it from outside. Branches that do not repeat (scf.if, index_switch,
 * execute_region) extend nothing, so the buffers of mutually exclusive branches share memory.
 * Lifetimes follow paths ({@link PathFlow}, {@link ScopeModel}): a buffer reached after a branch op
 * only through the values one region yields lives there only on the paths through that region
 * (the initial value of a loop reached through the loop's results only when it ran no
 * iteration), so the buffers two branches of an scf.if yield share memory, and so do a loop's
 * initial buffer and the buffers of its body.
 * Mergeable: the seed's allocations, also those yielded to the next iteration of a loop that
 * does not contain them, those freed by a {@code memref.dealloc} of the allocation itself (the
 * frees are dropped; a free is not an access, so the lifetime ends at the last access) and, with
 * {@code dynamic-sizes}, those of dynamic sizes that can be computed where the arena goes
 * ({@link ArenaPoint}). A buffer that some value may be as well as a buffer that is not merged
 * (the deallocation passes free the heap one at run time; the arena's view is never owned)
 * joins only where {@link Admission} finds that it keeps the peak.
 * An op with regions whose control flow is unknown (neither a region branch nor a loop, such as
 * linalg.generic) and that uses memrefs inside is opaque: an access by an op in its regions
 * (a body reading a weight table captured from above) is an access by the outermost opaque op
 * around it, over the whole op (its regions may run any number of times, in any order), as are
 * its own memref operands; the buffers allocated inside it and those its regions yield or pass
 * on (calls there included) stay on the heap.
 */
public final class PreciseAnalysis {
  private final boolean dynamicSizes;
  private final BorrowedArguments borrowed;
  private final boolean resultInArena;
  public PreciseAnalysis(boolean dynamicSizes) {
    this(dynamicSizes, BorrowedArguments.none());
  }

  /**
   * With {@code borrowed}, a buffer passed to a call whose callee only borrows it is accessed by
   * the call rather than escaping through it.
   */
  public PreciseAnalysis(boolean dynamicSizes, BorrowedArguments borrowed) {
    this(dynamicSizes, borrowed, false);
  }

  /**
   * With {@code resultInArena}, the function's return may give back one static buffer of the
   * arena (its largest candidate): the buffer lives to the function's end and the arena is
   * freed when the caller frees the result (for functions nothing in the module calls).
   */
  public PreciseAnalysis(boolean dynamicSizes, BorrowedArguments borrowed,
      boolean resultInArena) {
    this.dynamicSizes = dynamicSizes;
    this.borrowed = borrowed;
    this.resultInArena = resultInArena;
  }

  /** An access of a buffer: its tick and the choices of the paths on which it reaches the buffer. */
  private record Access(long tick, Set<PathFlow.Choice> choices) {}

  /** The state of one collection. */
  private static final class Run {
    final PathFlow flow;
    final Map<Operation, Long> tick = new HashMap<>();
    final Map<Operation, Long> endTick = new HashMap<>();
    final Map<Operation, List<Access>> accesses = new LinkedHashMap<>();
    final Set<Operation> rejected = new HashSet<>();
    final Map<Operation, Set<Operation>> captured = new HashMap<>();
    final Map<Operation, Set<Operation>> carried = new HashMap<>();
    final Map<Operation, Map<Value, Set<PathFlow.Choice>>> paths = new HashMap<>();
    /** The sets of allocations one value may be, for those of more than one. */
    final Set<Set<Operation>> joins = new HashSet<>();
    /**
     * Allocations {@link Admission} decides on: those that reach a call only as arguments its
     * callee borrows, the one the function may return in its arena, those a value may be
     * together with a buffer that is not merged.
     */
    final Set<Operation> lent = new HashSet<>();
    /** The calls that get an allocation's buffer without touching it (no access, a use). */
    final Map<Operation, List<Operation>> ignoredBy = new HashMap<>();
    /** With resultInArena: the allocations the function's return gives back, by times returned. */
    final Map<Operation, Integer> returned = new LinkedHashMap<>();
    /** Each allocation's innermost block that holds all its accesses. */
    final Map<Operation, Block> accessBlock = new HashMap<>();
    /** The opaque ops ({@link #opaqueOps}). */
    final Set<Operation> opaque;
    /** For each op inside an opaque op, the outermost opaque op around it. */
    final Map<Operation, Operation> outermostOpaque = new HashMap<>();
    private final Map<Block, Integer> depth = new HashMap<>();

    /** The innermost block holding both {@code a} (null: none yet) and {@code b}. */
    Block commonBlock(Block a, Block b) {
      if (a == null || a == b) {
        return b;
      }
      while (depth(a) > depth(b)) {
        a = a.getParentOp().getBlock();
      }
      while (depth(b) > depth(a)) {
        b = b.getParentOp().getBlock();
      }
      while (a != b) {
        a = a.getParentOp().getBlock();
        b = b.getParentOp().getBlock();
      }
      return a;
    }

    /** How many blocks enclose {@code b} (memoized, so a nest n deep costs O(n) in all). */
    private int depth(Block b) {
      List<Block> path = new ArrayList<>();
      int d = 0;
      for (Block x = b; x != null; ) {
        Integer known = depth.get(x);
        if (known != null) {
          d = known;
          break;
        }
        path.add(x);
        Operation holder = x.getParentOp();
        x = holder == null ? null : holder.getBlock();
        d = 0;
      }
      for (int i = path.size() - 1; i >= 0; i--) {
        depth.put(path.get(i), ++d);
      }
      return depth.get(b);
    }

    Run(PathFlow flow, Set<Operation> opaque) {
      this.flow = flow;
      this.opaque = opaque;
    }
  }

  /**
   * The scopes of {@code func}: each a trace of its merged buffers' lifetimes (the hulls of
   * their segments) carrying the scope's model.
   */
  public List<LifetimeTrace> analyze(Operation func, long alignment) {
    Run run = new Run(new PathFlow(func), opaqueOps(func));
    long[] counter = {0};
    func.walkPreOrder(op -> {
      run.tick.put(op, counter[0]++);
      Operation parent = op.getParentOp();
      Operation outer = parent == null ? null : run.outermostOpaque.get(parent);
      if (outer != null || run.opaque.contains(parent)) {
        run.outermostOpaque.put(op, outer != null ? outer : parent);
      }
    });
    func.walk(op -> {
      long end = run.tick.get(op);
      for (Region r : op.getRegions()) {
        for (Block b : r.getBlocks()) {
          for (Operation o : b.getOpList()) {
            end = Math.max(end, run.endTick.get(o));
          }
        }
      }
      run.endTick.put(op, end);
    });
    func.walkPreOrder(op -> {
      if (AllocOp.SPEC.isa(op)) {
        run.accesses.put(op, new ArrayList<>());
        if (run.outermostOpaque.containsKey(op)) {
          run.rejected.add(op); // its regions may run at once: one slot would not do
        }
      }
    });
    func.walkPreOrder(op -> {
      // An op inside an opaque op accesses at the outermost one and lends nothing.
      Operation at = run.outermostOpaque.getOrDefault(op, op);
      boolean inside = at != op;
      boolean passesOn = inside && op.hasTrait(Traits.IsTerminator.class)
          && run.opaque.contains(op.getParentOp());
      for (Value v : op.getOperands()) {
        if (run.flow.allocsOf(v).size() > 1) {
          run.joins.add(run.flow.allocsOf(v));
        }
        for (Operation alloc : run.flow.allocsOf(v)) {
          List<Access> acc = run.accesses.get(alloc);
          if (acc == null) {
            continue;
          }
          if (!inside && ignored(op, v)) {
            // The callee never touches the bytes: no access, and it keeps nothing. The arena
            // lives on to the call, which gets a view of it.
            run.ignoredBy.computeIfAbsent(alloc, k -> new ArrayList<>()).add(op);
            continue;
          }
          boolean returning = false;
          if (passesOn || escapes(op, v, alloc)) {
            if (inside) {
              run.rejected.add(alloc);
            } else if (lent(op, v)) {
              run.lent.add(alloc);
            } else if (resultInArena && op.getParentOp() == func
                && op.hasTrait(Traits.ReturnLike.class)
                && run.flow.allocsOf(v).size() == 1
                && Allocations.scopeOf(alloc).getParentOp() == func) {
              run.returned.merge(alloc, 1, Integer::sum);
              returning = true;
            } else {
              run.rejected.add(alloc);
            }
          }
          if (returning || Accesses.isAccess(op)) {
            Set<PathFlow.Choice> choices = run.paths
                .computeIfAbsent(alloc, a -> run.flow.paths(a, c -> usable(run, c, a)))
                .getOrDefault(v, Set.of());
            addAccess(run, at, alloc, choices, acc);
            run.accessBlock.put(alloc, run.commonBlock(run.accessBlock.get(alloc), at.getBlock()));
          }
        }
      }
    });
    return traces(run, alignment);
  }

  /**
   * The ops of {@code func} with regions whose control flow is unknown (neither region branches
   * nor loops nor terminators) and inside which some op uses a memref: one climb from each such
   * use, which stops at an op already found (O(n) in all).
   */
  private static Set<Operation> opaqueOps(Operation func) {
    Set<Operation> holding = new HashSet<>();
    func.walk((Operation op) -> {
      boolean usesMemRef = false;
      for (Value v : op.getOperands()) {
        usesMemRef |= BufferViewFlowAnalysis.isMemRef(v);
      }
      Operation p = usesMemRef ? op.getParentOp() : null;
      while (p != null && p != func && holding.add(p)) {
        p = p.getParentOp();
      }
    });
    holding.removeIf(Allocations::isControlFlow);
    return holding;
  }

  private List<LifetimeTrace> traces(Run run, long alignment) {
    Set<Operation> givenBack = new HashSet<>();
    rejectReturnedButOne(run, givenBack);
    Set<Operation> kept = new java.util.LinkedHashSet<>();
    for (Operation alloc : run.accesses.keySet()) {
      if (!run.rejected.contains(alloc) && mergeable(alloc, alignment)) {
        kept.add(alloc);
      }
    }
    Map<String, Block> scopes = new LinkedHashMap<>();
    Map<Block, Block> scopeMemo = new java.util.HashMap<>();
    Set<Operation> joinedWithHeap = new HashSet<>();
    Map<String, List<Operation>> members = new HashMap<>();
    for (boolean changed = true; changed; ) {
      changed = false;
      // A buffer that one value may be as well as a buffer that is not merged: its slot is
      // held for as long as that value may be it, which may be longer than the buffer on the
      // heap (the initial buffer of a loop that allocates the next one each iteration). It
      // joins the arena where admission finds that keeps the peak, as a buffer lent to a call.
      for (Set<Operation> join : run.joins) {
        if (!kept.containsAll(join)) {
          for (Operation o : join) {
            if (kept.contains(o)) {
              run.lent.add(o);
              joinedWithHeap.add(o);
            }
          }
        }
      }
      scopes.clear();
      members.clear();
      for (Operation alloc : kept) {
        Block scope = Allocations.scopeOf(alloc, scopeMemo);
        MemRefType t = (MemRefType) alloc.getResult(0).getType();
        String key = System.identityHashCode(scope) + "/" + Objects.toString(t.getMemorySpace());
        scopes.putIfAbsent(key, scope);
        members.computeIfAbsent(key, k -> new ArrayList<>()).add(alloc);
      }
      for (Map.Entry<String, Block> e : scopes.entrySet()) {
        List<Operation> computable = withComputableSizes(e.getValue(), members.get(e.getKey()));
        if (computable.size() < members.get(e.getKey()).size()) {
          kept.removeAll(members.get(e.getKey()));
          kept.addAll(computable);
          changed = true;
        }
      }
    }
    Map<Block, List<ScopeModel.Held>> held = new HashMap<>();
    Map<Block, List<long[]>> unseen = new HashMap<>();
    Map<Block, Set<Operation>> returnedBy = new HashMap<>();
    for (Operation alloc : run.accesses.keySet()) {
      if (!kept.contains(alloc) && alloc.getResult(0).getType() instanceof MemRefType t) {
        long[] iv = {Long.MAX_VALUE, Long.MIN_VALUE};
        for (ScopeModel.Segment sg : segments(run, alloc)) {
          touch(iv, sg.lo());
          touch(iv, sg.hi());
        }
        // A buffer the scope may return is held to the scope's end.
        Block scope = Allocations.scopeOf(alloc, scopeMemo);
        long hi = scope.getParentOp() != null && returnedBy
            .computeIfAbsent(scope, k -> returned(run, k)).contains(alloc)
            ? run.endTick.get(scope.getParentOp()) : iv[1];
        if (t.hasStaticShape()) {
          held.computeIfAbsent(scope, k -> new ArrayList<>())
              .add(new ScopeModel.Held(iv[0], hi, Allocations.byteSize(t)));
        } else {
          unseen.computeIfAbsent(scope, k -> new ArrayList<>()).add(new long[] {iv[0], hi});
        }
      }
    }
    for (Map.Entry<Operation, Long> e : run.tick.entrySet()) {
      Operation op = e.getKey();
      jopt.ir.interfaces.CallOpInterface call =
          op.getInterface(jopt.ir.interfaces.CallOpInterface.class);
      if (call != null && !borrowed.quiet(call.getCallee(op))) {
        unseen.computeIfAbsent(Allocations.scopeOf(op, scopeMemo), k -> new ArrayList<>())
            .add(new long[] {e.getValue(), run.endTick.get(op)});
      }
    }
    List<Set<Operation>> lentGroups = new ArrayList<>();
    for (Operation alloc : kept) {
      if (run.lent.contains(alloc) && lentGroups.stream().noneMatch(g -> g.contains(alloc))) {
        lentGroups.add(joinedWith(run, alloc, kept));
      }
    }
    List<LifetimeTrace> out = new ArrayList<>();
    long nextId = 0;
    for (Map.Entry<String, Block> e : scopes.entrySet()) {
      List<Operation> allocs = members.get(e.getKey());
      Map<Block, Operation> ancestors = new HashMap<>();
      Map<Long, Operation> byId = new LinkedHashMap<>();
      Map<Operation, List<ScopeModel.Segment>> segmentsOf = new HashMap<>();
      Map<Operation, long[]> reach = new HashMap<>();
      List<MemoryTrace.Interval> intervals = new ArrayList<>();
      for (Operation alloc : allocs) {
        long id = nextId++;
        List<ScopeModel.Segment> segments = segments(run, alloc);
        segmentsOf.put(alloc, segments);
        long[] iv = {Long.MAX_VALUE, Long.MIN_VALUE};
        for (ScopeModel.Segment sg : segments) {
          touch(iv, sg.lo());
          touch(iv, sg.hi());
        }
        long[] r = {iv[0], iv[1]};
        List<Operation> holders = new ArrayList<>(run.ignoredBy.getOrDefault(alloc, List.of()));
        holders.add(alloc);
        for (Operation h : holders) {
          Operation top = ArenaPoint.ancestorOpIn(e.getValue(), h, ancestors);
          if (top != null) {
            touch(r, run.tick.get(top));
            touch(r, run.endTick.get(top));
          }
        }
        reach.put(alloc, r);
        byId.put(id, alloc);
        MemRefType t = (MemRefType) alloc.getResult(0).getType();
        intervals.add(new MemoryTrace.Interval(id, iv[0], iv[1],
            t.hasStaticShape() ? Allocations.byteSize(t) : 0));
      }
      Operation point = ArenaPoint.point(e.getValue(), allocs);
      Map<Block, List<ScopeModel.Guard>> guardMemo = new HashMap<>();
      Map<Operation, ScopeModel.Buffer> buffers = new HashMap<>();
      for (Operation alloc : allocs) {
        // From the block that holds every access: a buffer made before a loop or a branch but
        // used only in it counts only when that region runs.
        // Only when every use of the allocation lies there too: its view is made there (a
        // view made before the region would lie outside an arena sized for a skipped region).
        Block accessed = run.accessBlock.get(alloc);
        Block used = null;
        for (var use : alloc.getResult(0).getUses()) {
          if (!DeallocOp.SPEC.isa(use.getOwner())) {
            used = run.commonBlock(used, use.getOwner().getBlock());
          }
        }
        boolean inner = accessed != null && used != null && accessed != alloc.getBlock()
            && run.commonBlock(accessed, alloc.getBlock()) == alloc.getBlock()
            && run.commonBlock(used, accessed) == accessed;
        Block guardStart = inner ? accessed : alloc.getBlock();
        buffers.put(alloc, new ScopeModel.Buffer(segmentsOf.get(alloc),
            Guards.of(guardStart, e.getValue(), point, guardMemo), guardStart,
            inner ? used : null, reach.get(alloc)));
      }
      ScopeModel model = new ScopeModel(buffers, point,
          new ScopeModel.Outside(held.getOrDefault(e.getValue(), List.of()),
              unseen.getOrDefault(e.getValue(), List.of())),
          lending(allocs, lentGroups, joinedWithHeap, givenBack));
      out.add(new LifetimeTrace(e.getValue(),
          ((MemRefType) allocs.get(0).getResult(0).getType()).getMemorySpace(), intervals,
          byId, model));
    }
    return out;
  }

  /**
   * Of the buffers the return gives back, the largest static one returned once may join the
   * arena; the others stay on the heap (two results of one arena would share one owner).
   */
  private static void rejectReturnedButOne(Run run, Set<Operation> givenBack) {
    Operation best = null;
    long bestSize = -1;
    for (Map.Entry<Operation, Integer> e : run.returned.entrySet()) {
      Operation alloc = e.getKey();
      if (run.rejected.contains(alloc) || e.getValue() != 1
          || !(alloc.getResult(0).getType() instanceof MemRefType t) || !t.hasStaticShape()) {
        run.rejected.add(alloc);
        continue;
      }
      long size = Allocations.byteSize(t);
      if (size > bestSize) {
        if (best != null) {
          run.rejected.add(best);
        }
        best = alloc;
        bestSize = size;
      } else {
        run.rejected.add(alloc);
      }
    }
    if (best != null) {
      // Held to the function's end (and by the caller) in the arena: admission decides, as for
      // a buffer lent to a call, whether that keeps the peak.
      run.lent.add(best);
      givenBack.add(best);
    }
  }

  /** The allocations the terminators of {@code scope}'s region may return. */
  private static Set<Operation> returned(Run run, Block scope) {
    Set<Operation> out = new HashSet<>();
    for (Block b : scope.getParent().getBlocks()) {
      Operation term = b.getOpList().isEmpty() ? null : b.getTerminator();
      if (term != null && term.hasTrait(Traits.ReturnLike.class)) {
        for (Value v : term.getOperands()) {
          out.addAll(run.flow.allocsOf(v));
        }
      }
    }
    return out;
  }

  /**
   * The allocations of a scope without those whose dynamic sizes cannot be had where the arena
   * goes (dropping them can only move that point later, where more values are available).
   */
  private static List<Operation> withComputableSizes(Block scope, List<Operation> allocs) {
    Operation point = ArenaPoint.point(scope, allocs);
    List<Operation> kept = new ArrayList<>();
    for (Operation a : allocs) {
      boolean ok = true;
      for (Value s : a.getOperands()) {
        ok &= ArenaPoint.available(s, scope, point);
      }
      if (ok) {
        kept.add(a);
      }
    }
    return kept;
  }

  private boolean mergeable(Operation alloc, long alignment) {
    if (!(alloc.getResult(0).getType() instanceof MemRefType t) || !t.hasIdentityLayout()) {
      return false;
    }
    if (t.hasStaticShape()) {
      return Allocations.isMergeable(alloc, alignment);
    }
    AllocOp a = AllocOp.of(alloc);
    if (!dynamicSizes || !a.symbolOperands().isEmpty()
        || Allocations.elementBits(t.getElementType()) <= 0) {
      return false;
    }
    return !(alloc.getAttr("alignment") instanceof jopt.ir.attr.IntegerAttr al)
        || (al.getValue() > 0 && alignment % al.getValue() == 0);
  }

  private static void touch(long[] iv, long t) {
    iv[0] = Math.min(iv[0], t);
    iv[1] = Math.max(iv[1], t);
  }

  /**
   * Records {@code op}'s access of {@code alloc}'s buffer, live on the paths of {@code choices}
   * and of the branch regions around {@code op}: for each branch op around it that does not
   * repeat and does not hold the allocation, the region holding {@code op} ({@code op} runs only
   * when that op chose it, so a buffer made before an scf.if and used in its else branch is not
   * live in its then branch), when every loop around that op holds the allocation too
   * ({@link #usable}). The access extends over each loop around {@code op} that does not hold
   * the allocation, unless the loop sees the buffer once, on the paths of those branch regions
   * (the loop lies inside them). One climb to the op holding the allocation.
   */
  private static void addAccess(Run run, Operation op, Operation alloc,
      Set<PathFlow.Choice> choices, List<Access> acc) {
    // Inside the allocation's block, the climb ends at the op that holds that block (asking
    // each op whether it holds the allocation climbs a nest n deep n times).
    Operation stop = Operation.findAncestorOpInBlock(alloc.getBlock(), op) != null
        ? alloc.getParentOp() : null;
    List<Operation> loops = new ArrayList<>();
    Set<PathFlow.Choice> around = new HashSet<>();
    for (Operation inner = op, p = op.getParentOp(); p != null;
        inner = p, p = p.getParentOp()) {
      if (stop != null ? p == stop : p.isAncestor(alloc)) {
        break;
      }
      if (Accesses.repeats(p)) {
        around.clear(); // the branch ops inside a loop that does not hold the allocation
        if (!onlyInFirstIteration(run, p, alloc)) {
          loops.add(p);
        }
      } else if (RegionEdge.isRegionBranch(p)) {
        around.add(new PathFlow.Choice(p, inner.getParentRegion().getRegionNumber()));
      }
    }
    Set<PathFlow.Choice> all = choices;
    if (!around.isEmpty()) {
      all = new HashSet<>(choices);
      all.addAll(around);
    }
    acc.add(new Access(run.tick.get(op), all));
    if (run.opaque.contains(op)) {
      acc.add(new Access(run.endTick.get(op), all));
    }
    for (Operation loop : loops) {
      acc.add(new Access(run.tick.get(loop), around));
      acc.add(new Access(run.endTick.get(loop), around));
    }
  }

  /**
   * Whether a choice of {@code c}'s op tells which way a single run of it went while the buffer
   * of {@code alloc} lives: every loop around the op also holds the allocation.
   */
  private static boolean usable(Run run, PathFlow.Choice c, Operation alloc) {
    if (run.outermostOpaque.containsKey(c.op())) {
      return false; // inside an opaque op, which may run its regions any number of times
    }
    for (Operation p = c.op().getParentOp(); p != null; p = p.getParentOp()) {
      if (Accesses.repeats(p) && !p.isAncestor(alloc)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The segments of {@code alloc}'s buffer: from its first access to its last access on any
   * path; and for each access that reaches it only on the paths of some choices, from the first
   * access to it, less the ticks of the regions those choices did not run, live on those paths.
   * Never accessed: a moment at its allocation.
   */
  private static List<ScopeModel.Segment> segments(Run run, Operation alloc) {
    List<Access> acc = run.accesses.get(alloc);
    long first = Long.MAX_VALUE;
    long[] any = {Long.MAX_VALUE, Long.MIN_VALUE};
    for (Access a : acc) {
      first = Math.min(first, a.tick());
      if (a.choices().isEmpty()) {
        touch(any, a.tick());
      }
    }
    List<ScopeModel.Segment> out = new ArrayList<>();
    if (acc.isEmpty()) {
      long t = run.tick.get(alloc);
      out.add(new ScopeModel.Segment(t, t, Map.of()));
      return out;
    }
    if (any[0] <= any[1]) {
      out.add(new ScopeModel.Segment(first, any[1], Map.of()));
    }
    for (Access a : acc) {
      if (a.choices().isEmpty() || a.tick() <= any[1]) {
        continue;
      }
      Map<Operation, Integer> choices = new HashMap<>();
      List<long[]> pieces = new ArrayList<>(List.of(new long[] {first, a.tick()}));
      for (PathFlow.Choice c : a.choices()) {
        choices.put(c.op(), c.region());
        for (Region r : c.op().getRegions()) {
          if (r.getRegionNumber() != c.region()) {
            long[] skipped = range(run, r);
            if (skipped != null) {
              pieces = subtract(pieces, skipped);
            }
          }
        }
      }
      for (long[] piece : pieces) {
        out.add(new ScopeModel.Segment(piece[0], piece[1], choices));
      }
    }
    return out;
  }

  /** The ticks of the ops of region {@code r}, or null when it has none. */
  private static long[] range(Run run, Region r) {
    long[] iv = {Long.MAX_VALUE, Long.MIN_VALUE};
    for (Block b : r.getBlocks()) {
      for (Operation o : b.getOpList()) {
        touch(iv, run.tick.get(o));
        touch(iv, run.endTick.get(o));
      }
    }
    return iv[0] <= iv[1] ? iv : null;
  }

  private static List<long[]> subtract(List<long[]> pieces, long[] cut) {
    List<long[]> out = new ArrayList<>();
    for (long[] p : pieces) {
      if (cut[1] < p[0] || cut[0] > p[1]) {
        out.add(p);
        continue;
      }
      if (p[0] < cut[0]) {
        out.add(new long[] {p[0], cut[0] - 1});
      }
      if (cut[1] < p[1]) {
        out.add(new long[] {cut[1] + 1, p[1]});
      }
    }
    return out;
  }

  /**
   * Whether loop {@code loop} can reach {@code alloc}'s buffer only in its first iteration: it
   * uses no value from outside that may be the buffer (it may enter as an initial iteration
   * argument), and none of the values passed back to a region the loop enters first may be it.
   */
  private static boolean onlyInFirstIteration(Run run, Operation loop, Operation alloc) {
    if (loop.getInterface(RegionBranchOpInterface.class) == null) {
      return false;
    }
    return !run.captured.computeIfAbsent(loop, l -> captured(run, l)).contains(alloc)
        && !run.carried.computeIfAbsent(loop, l -> carried(run, l)).contains(alloc);
  }

  /** The buffers the ops inside {@code loop} may use through values defined outside it. */
  private static Set<Operation> captured(Run run, Operation loop) {
    Set<Operation> out = new HashSet<>();
    loop.walk((Operation o) -> {
      if (o == loop) {
        return;
      }
      for (Value v : o.getOperands()) {
        Region home = v.getParentRegion();
        if (home == null || !loop.isAncestor(home.getParentOp())) {
          out.addAll(run.flow.allocsOf(v));
        }
      }
    });
    return out;
  }

  /** The buffers that may be passed back into a region the loop enters from outside. */
  private static Set<Operation> carried(Run run, Operation loop) {
    Set<Region> entries = new HashSet<>();
    for (RegionEdge e : RegionEdge.successors(loop, null)) {
      if (e.successor() != null) {
        entries.add(e.successor());
      }
    }
    Set<Operation> out = new HashSet<>();
    for (Region r : loop.getRegions()) {
      for (RegionEdge e : RegionEdge.successors(loop, r)) {
        if (e.successor() != null && entries.contains(e.successor())) {
          for (Value v : e.predecessorOperands()) {
            out.addAll(run.flow.allocsOf(v));
          }
        }
      }
    }
    return out;
  }

  /**
   * Whether {@code op}, using {@code v} that may be {@code alloc}'s buffer, keeps the buffer
   * from being merged: the seed's escapes, except a {@code memref.dealloc} of the allocation
   * itself (or a cast of it) and a value carried to the next iteration of a loop that does not
   * contain the allocation; also any op making a tensor of it.
   */
  private static boolean escapes(Operation op, Value v, Operation alloc) {
    for (Value r : op.getResults()) {
      if (r.getType() instanceof TensorType) {
        return true;
      }
    }
    if (DeallocOp.SPEC.isa(op)) {
      return Accesses.rootOf(v) != alloc;
    }
    Operation parent = op.getParentOp();
    if (parent != null && op.hasTrait(Traits.IsTerminator.class)
        && parent.getInterface(LoopLikeOpInterface.class) != null
        && !parent.hasTrait(Traits.ParallelIterations.class)
        && op.getInterface(RegionBranchTerminatorOpInterface.class) != null
        && RegionEdge.isRegionBranch(parent)) {
      return parent.isAncestor(alloc);
    }
    return Allocations.escapes(op);
  }

  /** {@code alloc} and the kept allocations one value may be together with it, transitively. */
  private static Set<Operation> joinedWith(Run run, Operation alloc, Set<Operation> kept) {
    Set<Operation> group = new java.util.LinkedHashSet<>(List.of(alloc));
    for (boolean grew = true; grew; ) {
      grew = false;
      for (Set<Operation> join : run.joins) {
        if (!java.util.Collections.disjoint(join, group)) {
          for (Operation o : join) {
            grew |= kept.contains(o) && group.add(o);
          }
        }
      }
    }
    return group;
  }

  /** The lent groups of a scope of {@code allocs}, and which of them are joined or given back. */
  private static ScopeModel.Lending lending(List<Operation> allocs,
      List<Set<Operation>> lentGroups, Set<Operation> joinedWithHeap, Set<Operation> givenBack) {
    Set<Operation> here = new HashSet<>(allocs);
    List<Set<Operation>> groups = new ArrayList<>();
    for (Set<Operation> g : lentGroups) {
      if (!java.util.Collections.disjoint(g, here)) {
        groups.add(g);
      }
    }
    Set<Operation> joined = new HashSet<>(joinedWithHeap);
    joined.retainAll(here);
    Set<Operation> back = new HashSet<>(givenBack);
    back.retainAll(here);
    return new ScopeModel.Lending(groups, joined, back);
  }

  /** Whether {@code op} is a call whose callee ignores {@code v} at every position. */
  private boolean ignored(Operation op, Value v) {
    return atEveryPosition(op, v, borrowed::ignores);
  }

  /** Whether {@code op} is a call that lends {@code v} to its callee at every position. */
  private boolean lent(Operation op, Value v) {
    return atEveryPosition(op, v, borrowed::lends);
  }

  /**
   * Whether {@code op} is a call and {@code test} holds at each of its operands that is
   * {@code v}.
   */
  private static boolean atEveryPosition(Operation op, Value v,
      java.util.function.BiPredicate<Operation, Integer> test) {
    if (op.getInterface(jopt.ir.interfaces.CallOpInterface.class) == null) {
      return false;
    }
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (op.getOperand(i) == v && !test.test(op, i)) {
        return false;
      }
    }
    return true;
  }

}
