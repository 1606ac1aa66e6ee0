package jopt.passes.gcmergealloc;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.MemRefType;
import jopt.passes.mergealloc.stages.MergeAllocException;

/**
 * The linearized lifetime trace of one allocation scope (a single block) and memory space, as
 * graph-compiler's {@code TickCollecter::getTrace} builds it: each mergeable allocation with
 * first and last access ticks {@code [f, l]} allocates at {@code 2f} and frees at
 * {@code 2l + 1} (so a free never precedes an alloc of the same tick), events ordered by that
 * time and then by the allocations' own ticks. The scopes are ordered by the size of their
 * first allocation (ties in order of appearance).
 *
 * @param scope the op whose single block holds the merged buffer
 * @param allocs the alloc op of each buffer id of {@code traces}
 */
record TickTraceResult(Operation scope, Attribute memorySpace,
    List<StaticMemoryPlanning.Trace> traces, Map<Long, Operation> allocs) {

  Block block() {
    return scope.getRegion(0).front();
  }

  /**
   * Whether the alloc may be merged: traceable, static shape, and an alignment (if any) that
   * divides the merged buffer's. jopt also leaves allocations whose view the original would
   * get wrong: non-identity layouts (memref.view cannot make them), element types without a
   * byte size, and sizes past 63 bits (the original's arithmetic wraps on them).
   */
  static boolean isMergeableAlloc(Operation alloc, long firstAccess, long alignment) {
    if (firstAccess == TickCollecter.UNTRACEABLE_ACCESS
        || !(alloc.getResult(0).getType() instanceof MemRefType t) || !t.hasIdentityLayout()
        || AllocScopes.elementBytes(t.getElementType()) < 0) {
      return false;
    }
    for (long d : t.getShape()) {
      if (d < 0) {
        return false;
      }
    }
    try {
      AllocScopes.sizeInBytes(t);
    } catch (ArithmeticException tooLarge) {
      return false;
    }
    if (!(alloc.getAttr("alignment") instanceof IntegerAttr a)) {
      return true;
    }
    return a.getInt() > 0 && alignment % a.getInt() == 0;
  }

  private record Key(Operation scope, Attribute memorySpace) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.scope == scope && Objects.equals(k.memorySpace, memorySpace);
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(scope) * 31 + Objects.hashCode(memorySpace);
    }
  }

  private record Event(long allocTick, long time, StaticMemoryPlanning.Trace trace) {}

  /** The traces of every scope; throws {@link MergeAllocException} as the original fails. */
  static List<TickTraceResult> getTrace(TickCollecter.Result ticks, long alignment) {
    Map<Key, List<Event>> raw = new LinkedHashMap<>();
    Map<Key, Map<Long, Operation>> ids = new LinkedHashMap<>();
    long nextId = 0;
    for (Map.Entry<Operation, TickCollecter.Tick> e : ticks.allocTicks().entrySet()) {
      Operation alloc = e.getKey();
      TickCollecter.Tick tick = e.getValue();
      if (!isMergeableAlloc(alloc, tick.firstAccess, alignment)) {
        continue;
      }
      Operation scope = AllocScopes.getAllocScope(alloc);
      if (scope == null) {
        throw new MergeAllocException(alloc,
            "This op should be surrounded by an AutomaticAllocationScope");
      }
      if (scope.getNumRegions() != 1 || scope.getRegion(0).getBlocks().size() != 1) {
        throw new MergeAllocException(alloc,
            "This op should be surrounded by an AutomaticAllocationScope of single block");
      }
      long size = AllocScopes.allocSize(alloc);
      if (size <= 0) {
        throw new MergeAllocException(alloc, "Expecting static shaped allocation");
      }
      Key key = new Key(scope, ((MemRefType) alloc.getResult(0).getType()).getMemorySpace());
      long id = nextId++;
      ids.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(id, alloc);
      List<Event> events = raw.computeIfAbsent(key, k -> new ArrayList<>());
      events.add(new Event(tick.allocTick, tick.firstAccess * 2,
          new StaticMemoryPlanning.Trace(id, size)));
      events.add(new Event(tick.allocTick, tick.lastAccess * 2 + 1,
          new StaticMemoryPlanning.Trace(id, 0)));
    }
    List<TickTraceResult> out = new ArrayList<>();
    for (Map.Entry<Key, List<Event>> e : raw.entrySet()) {
      List<Event> events = e.getValue();
      events.sort(Comparator.comparingLong(Event::time).thenComparingLong(Event::allocTick));
      out.add(new TickTraceResult(e.getKey().scope(), e.getKey().memorySpace(),
          events.stream().map(Event::trace).toList(), ids.get(e.getKey())));
    }
    out.sort(Comparator.comparingLong(t -> t.traces().get(0).size()));
    return out;
  }
}
