package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.passes.mergealloc.facts.Allocations;
import jopt.passes.mergealloc.precise.SizePoly.SizeMax;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel;
import jopt.passes.planner.MemoryTrace;

/**
 * The places of an arena's buffers of dynamic size as expressions of their sizes: each size a
 * polynomial of the allocations' size operands ({@link SizePoly}, the atoms numbered as met),
 * each place the largest of some ({@link SizeMax}). The buffers go in the order of their first
 * access; each at the lowest of the arena's bottom, the ends of the buffers live with it, and
 * the highest of those ends (aligned as it needs) at which it is below or above each of them for
 * every binding. The last always is: so a buffer goes no higher than on top of every buffer
 * live with it, and where one of its size died, into its hole. A buffer with guards (it counts
 * only in runs that enter its regions), or live with one that has guards or was not placed, is
 * not placed here ({@link ArenaMutator} puts it on top of them at run time).
 */
final class SymbolicPlan {
  /** A buffer placed: its offset and end. */
  record Placed(SizeMax offset, SizeMax end, SizePoly size) {
    /** A buffer placed whose size is not known here (never taken as empty). */
    Placed(SizeMax offset, SizeMax end) {
      this(offset, end, null);
    }
  }

  /** The most buffers live with one for which each of their ends is tried as its place. */
  static final int MAX_CANDIDATES = 32;

  /** The binding at which places that {@link SizeMax#atMostForNonEmpty} does not order are compared. */
  private static final double LARGE = 1 << 20;

  /**
   * The atoms of some plans, numbered as met (plans compared share theirs). Values that always
   * hold the same size are one atom ({@link #key}): without it the sizes of two buffers shaped
   * from the same dimensions by different ops cannot be ordered, and each goes on top of the other.
   */
  static final class Atoms {
    private final List<Value> values = new ArrayList<>();
    private final Map<Object, Integer> ids = new HashMap<>();
    private final Map<Value, Object> keys = new HashMap<>();
    private final boolean structural;

    /** Atoms keyed by what they compute ({@link #key}). */
    Atoms() {
      this(true);
    }

    private Atoms(boolean structural) {
      this.structural = structural;
    }

    /**
     * Atoms keyed by value: each SSA value its own atom (the plans of one keying and the other
     * differ, and neither is always smaller: ArenaMutator keeps the smaller).
     */
    static Atoms byValue() {
      return new Atoms(false);
    }

    int id(Value v) {
      return ids.computeIfAbsent(structural ? key(v, 0) : v, k -> {
        values.add(v);
        return values.size() - 1;
      });
    }

    /**
     * What {@code v} computes: a {@code memref.dim} read off the op that shaped the memref is
     * the size it reads ({@link ArenaPoint#sizeOperand}); a pure op {@link ArenaPoint} may
     * recompute is its name, attributes, result number and its operands' keys; anything else
     * (an argument, a loop's result, a load) is itself. Two values of one key are equal at run
     * time, and one is available where the other is.
     */
    private Object key(Value v, int depth) {
      Object done = keys.get(v);
      if (done != null) {
        return done;
      }
      Object key = v;
      Value size = ArenaPoint.sizeOperand(v);
      Operation def = v.getDefiningOp();
      if (size != null && depth < MAX_KEY_DEPTH) {
        key = key(size, depth + 1);
      } else if (def != null && def.getNumResults() > 0 && depth < MAX_KEY_DEPTH
          && ArenaPoint.recomputable(def)) {
        List<Object> parts = new ArrayList<>();
        parts.add(def.getName());
        parts.add(def.getAttrDictionary().toString());
        parts.add(((jopt.ir.OpResult) v).getResultNumber());
        for (Value o : def.getOperands()) {
          parts.add(key(o, depth + 1));
        }
        key = List.copyOf(parts);
      }
      keys.put(v, key);
      return key;
    }

    private static final int MAX_KEY_DEPTH = 8;

    /**
     * The size {@code v} holds as a polynomial: a constant, a product of sizes
     * ({@code arith.muli}, as a shape's dimensions multiplied into a flat buffer's), else an
     * atom.
     */
    private SizePoly poly(Value v, int depth) {
      Value size = ArenaPoint.sizeOperand(v);
      if (size != null && depth < MAX_KEY_DEPTH) {
        return poly(size, depth + 1);
      }
      Operation def = v.getDefiningOp();
      if (def != null && def.getName().equals("arith.constant")
          && def.getAttr("value") instanceof IntegerAttr c && c.getValue() >= 0) {
        return SizePoly.constant(c.getValue());
      }
      if (def != null && def.getName().equals("arith.muli") && depth < MAX_KEY_DEPTH) {
        return poly(def.getOperand(0), depth + 1).times(poly(def.getOperand(1), depth + 1));
      }
      return SizePoly.atom(id(v));
    }

    Value get(int id) {
      return values.get(id);
    }

    /** How many atoms were met. */
    int count() {
      return values.size();
    }

    /**
     * What the IR says of the atoms ({@link SizeMax.Bounds}): {@code arith.maxui(x, c)} with a
     * constant {@code c >= 1} is never 0, and with {@code x = arith.ceildivui(n, d)} ({@code d >= 1})
     * at most {@code max(n, 1)}; {@code arith.remui(n, t)} is at most {@code n}.
     */
    SizeMax.Bounds bounds() {
      return new SizeMax.Bounds() {
        @Override
        public boolean neverZero(int atom) {
          Operation def = values.get(atom).getDefiningOp();
          return def != null && (def.getName().equals("arith.maxui") || def.getName().equals("arith.maxsi"))
              && (constantAtLeastOne(def.getOperand(0)) || constantAtLeastOne(def.getOperand(1)));
        }

        @Override
        public int upper(int atom) {
          Value n = upperValue(atom);
          return n == null ? -1 : id(n);
        }

        @Override
        public boolean upperOrOne(int atom) {
          Operation def = values.get(atom).getDefiningOp();
          return def != null && !def.getName().equals("arith.remui");
        }
      };
    }

    /** The value bounding atom {@code atom} from above ({@link #bounds}); null if none. */
    private Value upperValue(int atom) {
      Operation def = values.get(atom).getDefiningOp();
      if (def == null) {
        return null;
      }
      if (def.getName().equals("arith.remui")) {
        return def.getOperand(0);
      }
      if (!def.getName().equals("arith.maxui") || def.getNumOperands() != 2) {
        return null;
      }
      for (int k = 0; k < 2; k++) {
        Operation div = def.getOperand(k).getDefiningOp();
        if (constantAtLeastOne(def.getOperand(1 - k)) && div != null
            && div.getName().equals("arith.ceildivui") && constantAtLeastOne(div.getOperand(1))) {
          return div.getOperand(0);
        }
      }
      return null;
    }

    private static boolean constantAtLeastOne(Value v) {
      Operation def = v.getDefiningOp();
      return def != null && def.getName().equals("arith.constant")
          && def.getAttr("value") instanceof IntegerAttr a && a.getValue() >= 1;
    }

    /** The bytes of {@code alloc}: its element's times its sizes, each dynamic one an atom. */
    SizePoly bytes(Operation alloc) {
      MemRefType t = (MemRefType) alloc.getResult(0).getType();
      SizePoly size = SizePoly.constant(Allocations.elementBits(t.getElementType()) / 8);
      int operand = 0;
      for (long dim : t.getShape()) {
        size = size.times(dim != ShapedType.DYNAMIC ? SizePoly.constant(dim)
            : poly(alloc.getOperand(operand++), 0));
      }
      return size;
    }
  }

  private final Map<Long, Placed> placed = new HashMap<>();
  private final int dynamicCount;
  private final Atoms atoms;
  /** An allocation of the plan's function (its arguments bind the compared sizes), or null. */
  private final Operation inFunction;

  /**
   * The plan of the buffers of dynamic size of {@code trace} (in order of first access) over its
   * static ones at {@code offsets}; {@code conflict} says which buffers are live together,
   * {@code guarded} which have guards.
   */
  SymbolicPlan(Atoms atoms, LifetimeTrace trace, Map<Long, Long> offsets,
      BiPredicate<MemoryTrace.Interval, MemoryTrace.Interval> conflict,
      Predicate<Operation> guarded) {
    List<MemoryTrace.Interval> statics = statics(trace);
    List<MemoryTrace.Interval> dynamics = dynamics(trace);
    dynamicCount = dynamics.size();
    this.atoms = atoms;
    inFunction = dynamics.isEmpty() ? null : trace.allocs().get(dynamics.get(0).bufferId());
    SizeMax.Bounds bounds = atoms.bounds();
    placeInOrder(placed, atoms, trace, offsets, conflict, guarded, statics, dynamics, bounds);
    Map<Long, Placed> scaled = scaled(atoms, trace, offsets, conflict, guarded, statics, dynamics,
        bounds, -1);
    if (scaled != null && !dynamics.isEmpty()) {
      // The first monomial's buffers as scaled (in each order of first fit: plans of one size
      // differ in the bytes each instant leaves free), the others placed on them in first-access
      // order and, apart, smallest first: a tile of another monomial goes on top of the buffers
      // live with it, not of all its group's, or into a hole (a small tile placed first can
      // share a hole of the batch's buffers that a larger one live with it, placed after, would
      // close where the batch is 0 and the tiles are not).
      List<Integer> first = atoms.bytes(trace.allocs().get(dynamics.get(0).bufferId()))
          .terms().keySet().iterator().next();
      List<MemoryTrace.Interval> bySize = new ArrayList<>(dynamics);
      bySize.sort(java.util.Comparator.comparingDouble(
          d -> atoms.bytes(trace.allocs().get(d.bufferId())).at(LARGE)));
      for (int fit = 0; fit < PrecisePlanner.FIRST_FIT_ORDERS; fit++) {
        Map<Long, Placed> base = scaled(atoms, trace, offsets, conflict, guarded, statics,
            dynamics, bounds, fit);
        for (List<MemoryTrace.Interval> order : List.of(dynamics, bySize)) {
          Map<Long, Placed> mixed = new HashMap<>();
          for (MemoryTrace.Interval d : dynamics) {
            if (atoms.bytes(trace.allocs().get(d.bufferId())).terms().containsKey(first)) {
              mixed.put(d.bufferId(), base.get(d.bufferId()));
            }
          }
          if (mixed.size() < dynamics.size()) {
            placeInOrder(mixed, atoms, trace, offsets, conflict, guarded, statics, order, bounds);
            if (mixed.size() == dynamics.size() && smaller(mixed, scaled)) {
              scaled = mixed;
            }
          }
        }
      }
    }
    if (scaled != null && smaller(scaled, placed)) {
      placed.clear();
      placed.putAll(scaled);
    }
  }

  /**
   * Places each buffer of {@code dynamics} not in {@code placed} (in that order) at the lowest
   * place that is below or above, for every binding, each buffer live with it: the static ones at
   * {@code offsets} and those of {@code placed}. A buffer with guards, or live with one that has
   * guards or with an earlier one not placed, is not placed.
   */
  private static void placeInOrder(Map<Long, Placed> placed, Atoms atoms, LifetimeTrace trace,
      Map<Long, Long> offsets, BiPredicate<MemoryTrace.Interval, MemoryTrace.Interval> conflict,
      Predicate<Operation> guarded, List<MemoryTrace.Interval> statics,
      List<MemoryTrace.Interval> dynamics, SizeMax.Bounds bounds) {
    for (int k = 0; k < dynamics.size(); k++) {
      MemoryTrace.Interval d = dynamics.get(k);
      if (placed.containsKey(d.bufferId())) {
        continue;
      }
      Operation alloc = trace.allocs().get(d.bufferId());
      SizePoly size = atoms.bytes(alloc);
      boolean symbolic = !guarded.test(alloc);
      List<Placed> live = new ArrayList<>();
      for (MemoryTrace.Interval s : statics) {
        if (symbolic && conflict.test(s, d)) {
          long at = offsets.get(s.bufferId());
          symbolic = !guarded.test(trace.allocs().get(s.bufferId()));
          live.add(new Placed(SizeMax.of(SizePoly.constant(at)),
              SizeMax.of(SizePoly.constant(at + s.size()))));
        }
      }
      for (int j = 0; j < dynamics.size() && symbolic; j++) {
        if (j != k && conflict.test(dynamics.get(j), d)) {
          Placed p = placed.get(dynamics.get(j).bufferId());
          if (p != null) {
            live.add(p);
          } else {
            symbolic = j > k; // an earlier one not placed; a later one is placed on this
          }
        }
      }
      SizeMax at = symbolic ? place(size, alignmentOf(alloc), elementAlignmentOf(alloc), live, bounds) : null;
      if (at != null) {
        placed.put(d.bufferId(), new Placed(at, at.plus(size), size));
      }
    }
  }

  /**
   * Whether this plan is smaller than {@code o}, a plan of the same buffers whose atoms are keyed
   * otherwise ({@link Atoms#byValue}): it places more buffers, or as many and is no larger at
   * every compared binding ({@link ComparedBindings}: each keying binds its atoms from the same
   * sizes) and smaller at one.
   */
  boolean smallerThan(SymbolicPlan o) {
    if (placed.size() != o.placed.size()) {
      return placed.size() > o.placed.size();
    }
    return smaller(placed, compared(), o.placed, o.compared());
  }

  /**
   * Whether plan {@code a} (every buffer of dynamic size placed) is no larger than {@code b} at
   * every compared binding and smaller at one, or {@code b} does not place every buffer.
   */
  private boolean smaller(Map<Long, Placed> a, Map<Long, Placed> b) {
    if (b.size() < dynamicCount) {
      return true;
    }
    List<double[]> at = compared();
    return smaller(a, at, b, at);
  }

  /** The bindings of the atoms met so far at which plans are compared ({@link ComparedBindings}). */
  private List<double[]> compared() {
    return inFunction == null ? List.of() : ComparedBindings.of(atoms, inFunction);
  }

  private static boolean smaller(Map<Long, Placed> a, List<double[]> atA, Map<Long, Placed> b,
      List<double[]> atB) {
    boolean less = false;
    for (int i = 0; i < atA.size(); i++) {
      double sa = highestEnd(a, atA.get(i));
      double sb = highestEnd(b, atB.get(i));
      if (sa > sb) {
        return false;
      }
      less |= sa < sb;
    }
    return less;
  }

  private static double highestEnd(Map<Long, Placed> plan, double[] binding) {
    double out = 0;
    for (Placed p : plan.values()) {
      out = Math.max(out, p.end().at(binding));
    }
    return out;
  }

  /**
   * The plan of the first-access order's rival: each buffer of dynamic size is a constant times
   * one monomial of the atoms (a batch {@code n}: {@code c * n} bytes); the buffers of one
   * monomial {@code m} are planned as static buffers of their coefficients
   * ({@link PrecisePlanner#firstFit} in order {@code fit}, the smallest of its orders where
   * negative; offsets {@code o} aligned as each buffer needs) and placed
   * at {@code floor + o * m}. Scaling a plan by {@code m} keeps apart the buffers it keeps apart,
   * for every binding, so such a plan is the static plan's at every size; the floor is above
   * every static buffer and every buffer of an earlier monomial live with one of the group. Null
   * where a buffer has guards other than loops or a size of several terms.
   */
  private static Map<Long, Placed> scaled(Atoms atoms, LifetimeTrace trace,
      Map<Long, Long> offsets, BiPredicate<MemoryTrace.Interval, MemoryTrace.Interval> conflict,
      Predicate<Operation> guarded, List<MemoryTrace.Interval> statics,
      List<MemoryTrace.Interval> dynamics, SizeMax.Bounds bounds, int fit) {
    Map<List<Integer>, List<MemoryTrace.Interval>> groups = new java.util.LinkedHashMap<>();
    Map<Long, Long> coefficient = new HashMap<>();
    for (MemoryTrace.Interval d : dynamics) {
      Operation alloc = trace.allocs().get(d.bufferId());
      SizePoly size = atoms.bytes(alloc);
      if (guarded.test(alloc) || size.terms().size() != 1) {
        return null;
      }
      Map.Entry<List<Integer>, Long> term = size.terms().entrySet().iterator().next();
      coefficient.put(d.bufferId(), term.getValue());
      groups.computeIfAbsent(term.getKey(), k -> new ArrayList<>()).add(d);
    }
    Map<Long, Placed> out = new HashMap<>();
    for (Map.Entry<List<Integer>, List<MemoryTrace.Interval>> g : groups.entrySet()) {
      List<MemoryTrace.Interval> members = g.getValue();
      SizePoly monomial = new SizePoly(Map.of(g.getKey(), 1L));
      SizeMax floor = SizeMax.ZERO;
      long align = 1;
      long elementAlign = 1;
      List<MemoryTrace.Interval> ivs = new ArrayList<>();
      long[] aligns = new long[members.size()];
      for (int i = 0; i < members.size(); i++) {
        MemoryTrace.Interval d = members.get(i);
        Operation alloc = trace.allocs().get(d.bufferId());
        // An offset o * m is aligned to a for every m only where o is: the coefficients are
        // aligned as loads need (an f32 buffer's 4 bytes, not its 64: 16 times its bytes).
        aligns[i] = elementAlignmentOf(alloc);
        align = Math.max(align, alignmentOf(alloc));
        elementAlign = Math.max(elementAlign, aligns[i]);
        ivs.add(new MemoryTrace.Interval(i, d.begin(), d.end(), coefficient.get(d.bufferId())));
        for (MemoryTrace.Interval s : statics) {
          if (conflict.test(s, d)) {
            if (guarded.test(trace.allocs().get(s.bufferId()))) {
              return null;
            }
            floor = floor.max(SizeMax.of(SizePoly.constant(offsets.get(s.bufferId()) + s.size())));
          }
        }
        for (MemoryTrace.Interval o : dynamics) {
          Placed p = out.get(o.bufferId());
          if (p != null && conflict.test(o, d)) {
            floor = floor.max(p.end());
          }
        }
      }
      SizeMax base = alignUp(floor, align, elementAlign, bounds);
      if (base == null) {
        return null;
      }
      int[][] conflicts = new int[members.size()][];
      for (int i = 0; i < members.size(); i++) {
        List<Integer> with = new ArrayList<>();
        for (int j = 0; j < members.size(); j++) {
          if (j != i && conflict.test(members.get(i), members.get(j))) {
            with.add(j);
          }
        }
        conflicts[i] = with.stream().mapToInt(Integer::intValue).toArray();
      }
      long[] off = PrecisePlanner.firstFit(ivs, aligns, conflicts, fit);
      for (int i = 0; i < members.size(); i++) {
        long id = members.get(i).bufferId();
        SizePoly size = monomial.times(SizePoly.constant(coefficient.get(id)));
        SizeMax at = base.plus(monomial.times(SizePoly.constant(off[i])));
        out.put(id, new Placed(at, at.plus(size), size));
      }
    }
    return out;
  }

  /** The buffers of {@code trace} of static size. */
  static List<MemoryTrace.Interval> statics(LifetimeTrace trace) {
    List<MemoryTrace.Interval> out = new ArrayList<>();
    for (MemoryTrace.Interval iv : trace.intervals()) {
      if (isStatic(trace, iv)) {
        out.add(iv);
      }
    }
    return out;
  }

  /** The buffers of {@code trace} of dynamic size, in the order they are placed in. */
  static List<MemoryTrace.Interval> dynamics(LifetimeTrace trace) {
    List<MemoryTrace.Interval> out = new ArrayList<>();
    for (MemoryTrace.Interval iv : trace.intervals()) {
      if (!isStatic(trace, iv)) {
        out.add(iv);
      }
    }
    out.sort(java.util.Comparator.comparingLong(MemoryTrace.Interval::begin)
        .thenComparingLong(MemoryTrace.Interval::bufferId));
    return out;
  }

  static boolean isStatic(LifetimeTrace trace, MemoryTrace.Interval iv) {
    return ((MemRefType) trace.allocs().get(iv.bufferId()).getResult(0).getType())
        .hasStaticShape();
  }

  /** Whether every buffer of dynamic size is placed here. */
  boolean placedAll() {
    return placed.size() == dynamicCount;
  }

  /** Where buffer {@code id} goes; null where it is not placed here. */
  Placed placed(long id) {
    return placed.get(id);
  }

  /** The highest end of the buffers placed here and {@code floor}. */
  SizeMax size(long floor) {
    return size(floor, id -> true);
  }

  /** The highest end of the buffers placed here that {@code counted} takes, and {@code floor}. */
  SizeMax size(long floor, java.util.function.LongPredicate counted) {
    SizeMax out = SizeMax.of(SizePoly.constant(floor));
    for (Map.Entry<Long, Placed> e : placed.entrySet()) {
      if (counted.test(e.getKey())) {
        out = out.max(e.getValue().end());
      }
    }
    return out;
  }

  /**
   * The offset of a buffer of {@code bytes} aligned to {@code align} beside the buffers
   * {@code live} (those live with it); null where the highest of their ends cannot be aligned
   * as a polynomial.
   */
  static SizeMax place(SizePoly bytes, long align, List<Placed> live) {
    return place(bytes, align, align, live, SizeMax.Bounds.NONE);
  }

  /** {@link #place(SizePoly, long, List)} knowing {@code bounds} of the atoms. */
  static SizeMax place(SizePoly bytes, long align, List<Placed> live, SizeMax.Bounds bounds) {
    return place(bytes, align, align, live, bounds);
  }

  /**
   * {@link #place(SizePoly, long, List)} knowing {@code bounds} of the atoms; where no
   * polynomial aligns an end to {@code align} for every size (4 x n bytes to 64), to
   * {@code elementAlign}, the alignment its loads need.
   */
  static SizeMax place(SizePoly bytes, long align, long elementAlign, List<Placed> live, SizeMax.Bounds bounds) {
    SizeMax top = SizeMax.ZERO;
    for (Placed p : live) {
      top = top.max(p.end());
    }
    SizeMax onTop = alignUp(top, align, elementAlign, bounds);
    if (onTop == null || live.size() > MAX_CANDIDATES) {
      // Past MAX_CANDIDATES buffers live with it, on top of them (each candidate is checked
      // against each of them: quadratic in the buffers live at once).
      return onTop;
    }
    List<SizeMax> candidates = new ArrayList<>();
    candidates.add(SizeMax.ZERO);
    for (Placed p : live) {
      SizeMax c = alignUp(p.end(), align, elementAlign, bounds);
      if (c != null) {
        candidates.add(c);
      }
    }
    candidates.add(onTop);
    SizeMax best = null;
    for (SizeMax c : candidates) {
      if (!clear(c, bytes, live, bounds)) {
        continue;
      }
      if (best == null || (c.atMostForNonEmpty(best) && !best.atMostForNonEmpty(c))
          || (!best.atMostForNonEmpty(c) && c.at(LARGE) < best.at(LARGE))) {
        best = c;
      }
    }
    return best;
  }

  /**
   * Whether {@code bytes} at {@code offset} are below or above each of {@code live} for every
   * binding ({@link SizeMax#atMostForEveryBinding}: a buffer above a static one at a constant
   * offset goes into a hole whose ends are {@code max(c, k * n)}).
   */
  private static boolean clear(SizeMax offset, SizePoly bytes, List<Placed> live,
      SizeMax.Bounds bounds) {
    SizeMax end = offset.plus(bytes);
    for (Placed p : live) {
      if (!end.atMostForEveryBinding(p.offset(), bounds)
          && !p.end().atMostForEveryBinding(offset, bounds)
          && !apartCaseByCase(offset, end, bytes, p, bounds)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a buffer at [{@code offset}, {@code end}) of {@code bytes} and {@code p} share no
   * byte at any binding, case by case of which atoms are 0: in each, one of them is empty or
   * one lies below the other ({@link SizeMax#atMostInCase}). A tile count is at least 1, so a
   * tile is not empty where the batch is 0, but the batch's buffers are.
   */
  private static boolean apartCaseByCase(SizeMax offset, SizeMax end, SizePoly bytes, Placed p,
      SizeMax.Bounds bounds) {
    if (p.size() == null) {
      return false;
    }
    List<SizePoly> polys = new ArrayList<>();
    for (SizeMax m : List.of(offset, end, p.offset(), p.end())) {
      polys.addAll(m.terms());
    }
    polys.add(bytes);
    polys.add(p.size());
    List<Integer> atoms = SizeMax.caseAtoms(polys, bounds);
    if (atoms == null) {
      return false;
    }
    for (java.util.Set<Integer> zero : SizeMax.zeroCases(atoms, bounds)) {
      if (bytes.withZero(zero).bounded(zero, bounds).terms().isEmpty()
          || p.size().withZero(zero).bounded(zero, bounds).terms().isEmpty()
          || end.atMostInCase(p.offset(), zero, bounds)
          || p.end().atMostInCase(offset, zero, bounds)) {
        continue;
      }
      return false;
    }
    return true;
  }

  /**
   * {@code end} aligned to {@code align} for every size of its atoms, else to {@code
   * elementAlign} (rounding each coefficient up to a multiple of 64 would reserve 64 bytes per
   * element of an f32 buffer of n elements: 16 times its size), else each term rounded up where
   * the atoms have bounds; null where none holds.
   */
  private static SizeMax alignUp(SizeMax end, long align, long elementAlign, SizeMax.Bounds bounds) {
    SizeMax up = end.alignUp(align);
    if (up == null && elementAlign < align) {
      up = end.alignUp(elementAlign);
    }
    if (up == null && bounds != SizeMax.Bounds.NONE) {
      up = end.alignUpLoose(elementAlign);
    }
    return up;
  }

  /** The alignment the loads of a buffer need: its element's size (a power of two). */
  static long elementAlignmentOf(Operation alloc) {
    MemRefType t = (MemRefType) alloc.getResult(0).getType();
    return Math.max(1, Allocations.elementBits(t.getElementType()) / 8);
  }

  /**
   * The alignment a merged buffer asks for: its element's size (a power of two), or its
   * {@code alignment} attribute if larger.
   */
  static long alignmentOf(Operation alloc) {
    long align = elementAlignmentOf(alloc);
    if (alloc.getAttr("alignment") instanceof IntegerAttr a) {
      align = Math.max(align, a.getValue());
    }
    return align;
  }

  /**
   * Whether the buffers of intervals {@code x} and {@code y} of {@code t} may be live at once:
   * the intervals meet and so do their segments in {@code t}'s model (without one: the
   * intervals).
   */
  static boolean conflict(LifetimeTrace t, MemoryTrace.Interval x,
      MemoryTrace.Interval y) {
    return ScopeModel.overlap(x, y) && (t.model() == null || t.model().conflict(
        t.allocs().get(x.bufferId()), t.allocs().get(y.bufferId())));
  }
}
