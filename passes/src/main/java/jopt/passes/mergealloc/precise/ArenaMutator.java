package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AddIOp;
import jopt.dialects.arith.IntBinaryOps.AndIOp;
import jopt.dialects.arith.IntBinaryOps.MaxUIOp;
import jopt.dialects.arith.IntBinaryOps.MulIOp;
import jopt.dialects.arith.SelectOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.DeallocOp;
import jopt.dialects.memref.ViewOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.passes.mergealloc.precise.SizePoly.SizeMax;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;

/**
 * The mutator of precise merge-alloc. The arena is allocated right before the first use of any
 * of its buffers ({@link ArenaPoint}), each merged allocation becomes a {@code memref.view} at
 * its first use, and the frees of merged buffers go. Buffers of static size sit at the
 * planner's offsets. Buffers of dynamic size (with {@code dynamic-sizes}) sit where a symbolic
 * plan puts them ({@link SymbolicPlan}), computed where the arena is allocated: in the order of
 * their first access, each at the lowest place below or above every buffer live with it that
 * was placed before it, for every binding of the sizes (into the hole of a buffer of its size
 * that died, else on top of them), aligned as its element needs; the arena is as large as the
 * highest end. Offsets are thus expressions of the sizes ({@code arith.addi}, {@code muli},
 * {@code maxui}, {@code andi}, constants folded), valid for every binding of the sizes: two
 * buffers live at once are ordered, one above the other. A
 * buffer with guards ({@link Guards}: the regions around it that may not run) counts only when
 * they hold ({@code arith.select} on them): in the arena's size, and under the dynamic buffers
 * placed on it. So a run that skips a branch or a loop body does not pay for its buffers, and
 * the scope still makes one allocation.
 */
public final class ArenaMutator {
  /** The scopes' models decide which buffers conflict (without one: the intervals). */
  public ArenaMutator() {}


  public void mutate(LifetimeTrace trace, MemorySchedule schedule, long alignment) {
    if (trace.allocs().isEmpty()) {
      return;
    }
    Block scope = trace.scope();
    Operation point = ArenaPoint.point(scope, trace.allocs().values());
    Operation any = trace.allocs().values().iterator().next();
    Location loc = any.getLoc();
    Builder b = new Builder(any.getContext());
    b.setInsertionPoint(point);
    Exprs ex = new Exprs(b, loc);
    List<MemoryTrace.Interval> statics = SymbolicPlan.statics(trace);
    List<MemoryTrace.Interval> dynamics = SymbolicPlan.dynamics(trace);
    Map<Long, Object> offsets = new HashMap<>();
    Map<Long, Object> reach = new HashMap<>();
    Map<Value, Value> copies = new HashMap<>();
    Map<List<ScopeModel.Guard>, Value> conditions = new HashMap<>();
    java.util.function.Function<Operation, Value> condition = alloc -> {
      List<ScopeModel.Guard> g = guards(trace, alloc);
      return g.isEmpty() ? null : conditions.computeIfAbsent(g,
          k -> Guards.build(k, new Guards.At(scope, point, b, copies), loc));
    };
    Object size = staticSize(trace, schedule, statics, condition, ex);
    // Atoms keyed by what they compute order more sizes (the quantized encoders' matmul outputs
    // fit where buffers of the same dimensions died), but the plan they lead to is not always
    // smaller (mobilenet_v3_small at batch 4: 1,691,328 B against 1,537,216 keyed by value).
    SymbolicPlan.Atoms structural = new SymbolicPlan.Atoms();
    SymbolicPlan byKey = new SymbolicPlan(structural, trace, schedule.offsets(),
        (x, y) -> SymbolicPlan.conflict(trace, x, y), alloc -> placedAtRunTime(trace, alloc));
    SymbolicPlan.Atoms values = SymbolicPlan.Atoms.byValue();
    SymbolicPlan byValue = new SymbolicPlan(values, trace, schedule.offsets(),
        (x, y) -> SymbolicPlan.conflict(trace, x, y), alloc -> placedAtRunTime(trace, alloc));
    boolean keyed = !byValue.smallerThan(byKey);
    SymbolicPlan.Atoms atoms = keyed ? structural : values;
    SymbolicPlan plan = keyed ? byKey : byValue;
    java.util.function.Function<SizePoly, Object> poly = p -> {
      // Atoms first, then the coefficient; the constant last (as MLIR's canonical form).
      Object sum = 0L;
      for (Map.Entry<List<Integer>, Long> term : p.sortedTerms()) {
        Object m = null;
        for (int id : term.getKey()) {
          Value atom = ArenaPoint.materialize(atoms.get(id), scope, point, b, copies);
          m = m == null ? atom : ex.mul(m, atom);
        }
        if (m != null) {
          sum = ex.add(sum, ex.mul(m, term.getValue()));
        }
      }
      return ex.add(sum, p.constantTerm());
    };
    java.util.function.Function<SizeMax, Object> build = m -> {
      Object out = 0L;
      for (SizePoly p : m.terms()) {
        out = ex.max(out, poly.apply(p));
      }
      return out;
    };
    java.util.function.LongFunction<Object> reachOf = id -> reach.computeIfAbsent(id,
        k -> build.apply(plan.placed(k).end()));
    for (int k = 0; k < dynamics.size(); k++) {
      MemoryTrace.Interval d = dynamics.get(k);
      SymbolicPlan.Placed placed = plan.placed(d.bufferId());
      if (placed != null) {
        offsets.put(d.bufferId(), build.apply(placed.offset()));
        continue;
      }
      Operation alloc = trace.allocs().get(d.bufferId());
      Object lower = 0L;
      for (MemoryTrace.Interval s : statics) {
        if (SymbolicPlan.conflict(trace, s, d)) {
          Operation other = trace.allocs().get(s.bufferId());
          lower = ex.max(lower, ex.select(condition.apply(other),
              schedule.offsets().get(s.bufferId()) + s.size()));
        }
      }
      for (int j = 0; j < k; j++) {
        if (SymbolicPlan.conflict(trace, dynamics.get(j), d)) {
          lower = ex.max(lower, reachOf.apply(dynamics.get(j).bufferId()));
        }
      }
      Object offset = ex.alignUp(lower, SymbolicPlan.alignmentOf(alloc));
      offsets.put(d.bufferId(), offset);
      reach.put(d.bufferId(), ex.select(condition.apply(alloc),
          ex.add(offset, poly.apply(atoms.bytes(alloc)))));
      size = ex.max(size, reach.get(d.bufferId()));
    }
    // The plan's size takes a static size known now as its floor (a term at most one of its
    // own goes); one known at run time only (guards) stays beside it.
    // Buffers of loop bodies placed by the plan count only where their loop runs (a tile sized
    // by a tile count of at least 1 would otherwise hold the arena up when the batch is 0, and
    // the largest of such ends and the batch's buffers is not one polynomial).
    java.util.function.LongPredicate inLoop =
        id -> !guards(trace, trace.allocs().get(id)).isEmpty();
    Object planned = build.apply(plan.size(size instanceof Long n ? n : 0, id -> !inLoop.test(id)));
    size = size instanceof Long ? planned : ex.max(size, planned);
    for (MemoryTrace.Interval d : dynamics) {
      SymbolicPlan.Placed placed = plan.placed(d.bufferId());
      if (placed != null && inLoop.test(d.bufferId())) {
        size = ex.max(size, ex.select(condition.apply(trace.allocs().get(d.bufferId())),
            build.apply(placed.end())));
      }
    }
    // A condition that folded to a constant left its select unmade.
    for (Value c : conditions.values()) {
      Operation def = c.getDefiningOp();
      if (def != null && c.useEmpty() && def.hasTrait(jopt.ir.Traits.ConstantLike.class)) {
        def.erase();
      }
    }
    if (size instanceof Long n && n == 0) {
      return;
    }
    for (Operation alloc : trace.allocs().values()) {
      for (Operation free : frees(alloc)) {
        free.erase();
      }
    }
    boolean fixed = size instanceof Long;
    MemRefType arenaType = MemRefType.get(new long[] {fixed ? (Long) size : ShapedType.DYNAMIC},
        IntegerType.get(8), null, trace.memorySpace());
    Value arena = AllocOp.create(b, loc, arenaType,
        fixed ? List.of() : List.of(ex.value(size)), List.of(), alignment).memref();
    for (Map.Entry<Long, Operation> e : trace.allocs().entrySet()) {
      Operation alloc = e.getValue();
      jopt.ir.Block viewBlock = trace.model() == null ? null : trace.model().viewBlock(alloc);
      b.setInsertionPoint(viewBlock == null ? ArenaPoint.firstUse(alloc)
          : ArenaPoint.firstUseIn(alloc, viewBlock));
      Object offset = offsets.containsKey(e.getKey()) ? offsets.get(e.getKey())
          : schedule.offsets().get(e.getKey());
      Value shift = offset instanceof Value v ? v
          : ConstantOp.create(b, alloc.getLoc(), IntegerAttr.getIndex((Long) offset)).result();
      Value view = ViewOp.create(b, alloc.getLoc(), type(alloc), arena, shift,
          AllocOp.of(alloc).dynamicSizes()).result();
      alloc.getResult(0).replaceAllUsesWith(view);
      alloc.erase();
    }
  }

  /**
   * Whether {@code alloc} is placed at run time rather than by the symbolic plan: it has guards
   * other than loop bodies (a branch: it counts only in runs that take it). A buffer of a loop's
   * body (a tile) is placed as if the loop runs: where it does not, it costs no more than its
   * place in the arena, whose size its end may raise.
   */
  static boolean placedAtRunTime(LifetimeTrace trace, Operation alloc) {
    for (ScopeModel.Guard g : guards(trace, alloc)) {
      if (!g.op().getName().equals("scf.for")) {
        return true;
      }
    }
    return false;
  }

  static List<ScopeModel.Guard> guards(LifetimeTrace trace, Operation alloc) {
    return trace.model() == null ? List.of() : trace.model().guards(alloc);
  }

  /**
   * The bytes the static buffers need in a run: the highest end of those without guards, and
   * for each set of guards, the highest end of its buffers when the guards hold (a set whose
   * end is no higher than that of a subset of it adds nothing).
   */
  private Object staticSize(LifetimeTrace trace, MemorySchedule schedule,
      List<MemoryTrace.Interval> statics, java.util.function.Function<Operation, Value> condition,
      Exprs ex) {
    long always = 0;
    Map<List<ScopeModel.Guard>, Long> guarded = new java.util.LinkedHashMap<>();
    Map<List<ScopeModel.Guard>, Operation> holder = new HashMap<>();
    for (MemoryTrace.Interval s : statics) {
      Operation alloc = trace.allocs().get(s.bufferId());
      long end = schedule.offsets().get(s.bufferId()) + s.size();
      List<ScopeModel.Guard> g = guards(trace, alloc);
      if (g.isEmpty()) {
        always = Math.max(always, end);
      } else {
        guarded.merge(g, end, Math::max);
        holder.putIfAbsent(g, alloc);
      }
    }
    always = Math.max(always, everyRegion(guarded));
    Object size = always;
    for (Map.Entry<List<ScopeModel.Guard>, Long> e : guarded.entrySet()) {
      if (e.getValue() <= always || dominated(e.getKey(), e.getValue(), guarded)) {
        continue;
      }
      size = ex.max(size, ex.select(condition.apply(holder.get(e.getKey())), e.getValue()));
    }
    return size;
  }

  /**
   * The bytes every run needs that enters a branch op one of whose regions always runs, when each
   * of its regions guards buffers alone: the least of those regions' ends (an scf.if whose two
   * branches allocate as much needs no condition). More than a run needs when the op does not
   * run, which is never too little.
   */
  private static long everyRegion(Map<List<ScopeModel.Guard>, Long> guarded) {
    Map<Operation, Map<Integer, Long>> byOp = new HashMap<>();
    for (Map.Entry<List<ScopeModel.Guard>, Long> e : guarded.entrySet()) {
      if (e.getKey().size() == 1 && Guards.oneRegionRuns(e.getKey().get(0).op())) {
        ScopeModel.Guard g = e.getKey().get(0);
        byOp.computeIfAbsent(g.op(), k -> new HashMap<>()).put(g.region(), e.getValue());
      }
    }
    long out = 0;
    for (Map.Entry<Operation, Map<Integer, Long>> e : byOp.entrySet()) {
      if (e.getValue().size() == e.getKey().getNumRegions()) {
        out = Math.max(out, java.util.Collections.min(e.getValue().values()));
      }
    }
    return out;
  }

  /** Whether a proper subset of {@code g} reaches at least {@code end}. */
  private static boolean dominated(List<ScopeModel.Guard> g, long end,
      Map<List<ScopeModel.Guard>, Long> guarded) {
    for (Map.Entry<List<ScopeModel.Guard>, Long> e : guarded.entrySet()) {
      if (e.getValue() >= end && e.getKey().size() < g.size() && g.containsAll(e.getKey())) {
        return true;
      }
    }
    return false;
  }

  private static MemRefType type(Operation alloc) {
    return (MemRefType) alloc.getResult(0).getType();
  }


  /** Index arithmetic at the builder's point, on constants (Long) folded and values. */
  private static final class Exprs {
    private final Builder b;
    private final Location loc;
    private final Map<Long, Value> constants = new HashMap<>();
    private final Map<List<Object>, Value> made = new HashMap<>();

    Exprs(Builder b, Location loc) {
      this.b = b;
      this.loc = loc;
    }

    Value value(Object x) {
      if (x instanceof Value v) {
        return v;
      }
      return constants.computeIfAbsent((Long) x,
          c -> ConstantOp.create(b, loc, IntegerAttr.getIndex(c)).result());
    }

    Object add(Object x, Object y) {
      if (x instanceof Long a && y instanceof Long c) {
        return a + c;
      }
      if (x instanceof Long a && a == 0) {
        return y;
      }
      if (y instanceof Long c && c == 0) {
        return x;
      }
      return binary("add", x, y);
    }

    Object mul(Object x, Object y) {
      if (x instanceof Long a && y instanceof Long c) {
        return a * c;
      }
      if (x instanceof Long a && a == 1) {
        return y;
      }
      if (y instanceof Long c && c == 1) {
        return x;
      }
      return binary("mul", x, y);
    }

    Object max(Object x, Object y) {
      if (x instanceof Long a && y instanceof Long c) {
        return Math.max(a, c);
      }
      if (x instanceof Long a && a == 0) {
        return y;
      }
      if (y instanceof Long c && c == 0) {
        return x;
      }
      return binary("max", x, y);
    }

    /** {@code x} when {@code cond} holds (no condition: always), else 0. */
    Object select(Value cond, Object x) {
      if (cond == null || (x instanceof Long n && n == 0)) {
        return x;
      }
      Long known = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(cond);
      if (known != null) {
        return known != 0 ? x : (Object) 0L;
      }
      List<Object> key = List.of("select", cond, value(x));
      return made.computeIfAbsent(key, k -> SelectOp.create(b, loc, cond, value(x), value(0L))
          .result());
    }

    /** {@code x} rounded up to a multiple of {@code a} (a power of two). */
    Object alignUp(Object x, long a) {
      if (a <= 1) {
        return x;
      }
      if (x instanceof Long n) {
        return (n + a - 1) / a * a;
      }
      return binary("and", add(x, a - 1), -a);
    }

    /** One op per operation and operands (its result is used again for the same). */
    private Value binary(String kind, Object x, Object y) {
      Value l = value(x);
      Value r = value(y);
      return made.computeIfAbsent(List.of(kind, l, r), k -> switch (kind) {
        case "add" -> AddIOp.create(b, loc, l, r).result();
        case "mul" -> MulIOp.create(b, loc, l, r).result();
        case "max" -> MaxUIOp.create(b, loc, l, r).result();
        default -> AndIOp.create(b, loc, l, r).result();
      });
    }
  }

  /** The memref.dealloc ops that free {@code alloc} (directly or through casts). */
  private static List<Operation> frees(Operation alloc) {
    List<Operation> out = new ArrayList<>();
    List<Value> work = new ArrayList<>(List.of(alloc.getResult(0)));
    while (!work.isEmpty()) {
      Value v = work.remove(work.size() - 1);
      for (var use : v.getUses()) {
        Operation user = use.getOwner();
        if (DeallocOp.SPEC.isa(user)) {
          out.add(user);
        } else if (CastOp.SPEC.isa(user)) {
          work.add(user.getResult(0));
        }
      }
    }
    return out;
  }
}
