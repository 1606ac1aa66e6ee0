package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AndIOp;
import jopt.dialects.arith.IntBinaryOps.XOrIOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.IndexSwitchOp;
import jopt.dialects.scf.WhileOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel.Guard;

/**
 * Conditions without which a merged buffer is never accessed, computable where its scope's
 * arena is allocated ({@link ArenaPoint}): the buffer's allocation runs only when every region
 * around it (inside the scope) is entered, so an scf.if's then region needs its condition, the
 * else region its negation, an scf.index_switch case its value, an scf.for body a lower bound
 * below the upper one, an scf.while's after region the condition its before region computes
 * from the initial values. A condition counts only when its values can be had at the arena's
 * point (defined before it, or recomputed there from such values by speculatable pure ops); it
 * then holds for every run of the region in this run of the scope, since those values do not
 * change within it. Precise merge-alloc sizes the arena at run time from them: a buffer whose
 * region does not run takes no bytes.
 */
public final class Guards {

  /**
   * Where guards are built: before {@code point} of {@code scope}, by {@code b}; {@code copies}
   * keeps the values already made there.
   */
  record At(Block scope, Operation point, Builder b, Map<Value, Value> copies) {
    /** {@code v} where the guards are built ({@link ArenaPoint#materialize}). */
    Value materialize(Value v) {
      return ArenaPoint.materialize(v, scope, point, b, copies);
    }
  }

  private static final int MAX_DEPTH = 8;

  /**
   * The most guards a buffer keeps (the outermost): any of a buffer's guards alone still holds
   * whenever it is accessed, and a nest n deep gave each of its n buffers up to n guards, the
   * arena's size an expression of n^2 ops.
   */
  static final int MAX_GUARDS = 4;

  private Guards() {}

  /**
   * The guards of the regions from block {@code start} up to scope block {@code scope} that can
   * be had before {@code point}, the outermost {@value #MAX_GUARDS}, innermost first; each
   * block's outermost guards kept in {@code memo} (for one scope and point): the n buffers of a
   * nest n deep find theirs in O(n) in all.
   */
  static List<Guard> of(Block start, Block scope, Operation point,
      Map<Block, List<Guard>> memo) {
    List<Block> path = new ArrayList<>();
    List<Guard> outerFirst = List.of();
    for (Block b = start; b != scope; b = b.getParent().getParentOp().getBlock()) {
      List<Guard> known = memo.get(b);
      if (known != null) {
        outerFirst = known;
        break;
      }
      path.add(b);
    }
    for (int i = path.size() - 1; i >= 0; i--) {
      Block b = path.get(i);
      if (outerFirst.size() < MAX_GUARDS) {
        Guard g = new Guard(b.getParent().getParentOp(), b.getParent().getRegionNumber());
        if (computable(g, scope, point)) {
          List<Guard> longer = new ArrayList<>(outerFirst);
          longer.add(g);
          outerFirst = List.copyOf(longer);
        }
      }
      memo.put(b, outerFirst);
    }
    List<Guard> out = new ArrayList<>(outerFirst);
    java.util.Collections.reverse(out);
    return out;
  }

  /**
   * {@code t} with its buffers' guards found again where its arena's point is now: the groups
   * {@link Admission} left out may have held the point before values a guard needs (the loop
   * bounds of a later region). {@code t} itself where the point did not move.
   */
  static LifetimeTrace again(LifetimeTrace t) {
    if (t.allocs().isEmpty()) {
      return t;
    }
    Operation point = ArenaPoint.point(t.scope(), t.allocs().values());
    if (point == t.model().point()) {
      return t;
    }
    return new LifetimeTrace(t.scope(), t.memorySpace(), t.intervals(), t.allocs(),
        guardedAt(t.model(), point, t.allocs().values(), t.scope()));
  }

  /**
   * {@code model} with the guards of {@code allocs} found again for an arena at {@code at} (the
   * groups {@link Admission} left out may have held the point before values a guard needs, such
   * as the bounds of a later loop): a new model.
   */
  private static ScopeModel guardedAt(ScopeModel model, Operation at, Iterable<Operation> allocs,
      Block scope) {
    Map<Operation, ScopeModel.Buffer> out = new HashMap<>();
    Map<Block, List<Guard>> memo = new HashMap<>();
    for (Operation alloc : allocs) {
      ScopeModel.Buffer b = model.buffer(alloc);
      out.put(alloc, new ScopeModel.Buffer(b.segments(), of(b.guardStart(), scope, at, memo),
          b.guardStart(), b.viewBlock(), b.reach()));
    }
    return model.with(out);
  }

  /** Whether exactly one region of {@code op} runs each time it does (scf.if, scf.index_switch). */
  static boolean oneRegionRuns(Operation op) {
    return IfOp.SPEC.isa(op) || IndexSwitchOp.SPEC.isa(op);
  }

  private static boolean computable(Guard g, Block scope, Operation point) {
    Operation op = g.op();
    if (IfOp.SPEC.isa(op) || IndexSwitchOp.SPEC.isa(op)) {
      return available(op.getOperand(0), scope, point, Map.of(), 0);
    }
    if (ForOp.SPEC.isa(op)) {
      ForOp f = ForOp.of(op);
      return available(f.lowerBound(), scope, point, Map.of(), 0)
          && available(f.upperBound(), scope, point, Map.of(), 0);
    }
    if (WhileOp.SPEC.isa(op) && g.region() == 1) {
      WhileOp w = WhileOp.of(op);
      return available(w.conditionOp().condition(), scope, point, firstIteration(w), 0);
    }
    return false;
  }

  /** The before block's arguments of {@code w} bound to its initial values. */
  private static Map<Value, Value> firstIteration(WhileOp w) {
    Map<Value, Value> m = new HashMap<>();
    List<Value> inits = w.inits();
    Block before = w.beforeBody();
    for (int i = 0; i < inits.size() && i < before.getNumArguments(); i++) {
      m.put(before.getArgument(i), inits.get(i));
    }
    return m;
  }

  /** Whether {@code v} (with {@code bound} values standing for others) can be had before {@code point}. */
  private static boolean available(Value v, Block scope, Operation point, Map<Value, Value> bound,
      int depth) {
    Value b = bound.get(v);
    if (b != null) {
      return ArenaPoint.available(b, scope, point);
    }
    if (ArenaPoint.dominates(v, scope, point)) {
      return true;
    }
    Operation def = v.getDefiningOp();
    if (def == null || depth >= MAX_DEPTH || !ArenaPoint.recomputable(def)) {
      return false;
    }
    for (Value o : def.getOperands()) {
      if (!available(o, scope, point, bound, depth + 1)) {
        return false;
      }
    }
    return true;
  }

  /**
   * An i1 that holds when every guard of {@code guards} does, made at {@code at} (the builder's
   * point, before the arena's point).
   */
  static Value build(List<Guard> guards, At at, Location loc) {
    Value all = null;
    Builder b = at.b();
    for (Guard g : guards) {
      Value c = build(g, at, loc);
      all = all == null ? c : fold(b, AndIOp.create(b, loc, all, c).result());
    }
    return all;
  }

  private static Value build(Guard g, At at, Location loc) {
    Builder b = at.b();
    Operation op = g.op();
    if (IfOp.SPEC.isa(op)) {
      Value c = at.materialize(op.getOperand(0));
      return g.region() == 0 ? c
          : fold(b, XOrIOp.create(b, loc, c, constant(b, loc, 1, 1)).result());
    }
    if (IndexSwitchOp.SPEC.isa(op)) {
      IndexSwitchOp s = IndexSwitchOp.of(op);
      Value arg = at.materialize(s.arg());
      long[] cases = s.cases();
      if (g.region() > 0) {
        return fold(b, CmpIOp.create(b, loc, "eq", arg,
            ConstantOp.createIndex(b, loc, cases[g.region() - 1])).result());
      }
      Value none = constant(b, loc, 1, 1);
      for (long c : cases) {
        none = fold(b, AndIOp.create(b, loc, none, fold(b, CmpIOp.create(b, loc, "ne", arg,
            ConstantOp.createIndex(b, loc, c)).result())).result());
      }
      return none;
    }
    if (ForOp.SPEC.isa(op)) {
      ForOp f = ForOp.of(op);
      return fold(b, CmpIOp.create(b, loc, f.unsignedCmp() ? "ult" : "slt",
          at.materialize(f.lowerBound()),
          at.materialize(f.upperBound())).result());
    }
    WhileOp w = WhileOp.of(op);
    return cloneInto(w.conditionOp().condition(), w.before(), firstIteration(w), at,
        new HashMap<>());
  }

  /**
   * {@code v} of the before region of a while loop as its first iteration computes it, made at
   * the builder's point: the region's block arguments are the loop's initial values
   * ({@code inits}), its ops cloned ({@code local} keeps the clones).
   */
  private static Value cloneInto(Value v, Region before, Map<Value, Value> inits, At at,
      Map<Value, Value> local) {
    Value done = local.get(v);
    if (done != null) {
      return done;
    }
    Value init = inits.get(v);
    Operation def = v.getDefiningOp();
    if (init != null || def == null || !before.isAncestor(def)) {
      return at.materialize(init != null ? init : v);
    }
    Map<Value, Value> mapping = new HashMap<>();
    for (Value o : def.getOperands()) {
      mapping.put(o, cloneInto(o, before, inits, at, local));
    }
    Builder b = at.b();
    Operation clone = def.clone(def.getContext(), mapping);
    b.insert(clone);
    if (def.getNumResults() == 1) {
      local.put(v, b.createOrFold(clone));
      return local.get(v);
    }
    for (int i = 0; i < def.getNumResults(); i++) {
      local.put(def.getResult(i), clone.getResult(i));
    }
    return local.get(v);
  }

  /** {@code v}, the result of an op just built, folded where its operands are constants. */
  private static Value fold(Builder b, Value v) {
    return b.createOrFold(v.getDefiningOp());
  }

  private static Value constant(Builder b, Location loc, long value, int bits) {
    return ConstantOp.create(b, loc, IntegerAttr.get(value, IntegerType.get(bits))).result();
  }

}
