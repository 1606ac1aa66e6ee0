package jopt.passes.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.DominanceInfo;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Parallel;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.SideEffects;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code cse}: MLIR's common subexpression elimination. Walks each region along its dominator
 * tree with a scoped table of known ops; an op equivalent to a known one is replaced by it.
 * Effect-free ops merge with any dominating copy, read-only ops only with a copy earlier in the
 * same block with no write in between. Trivially dead ops met on the way are erased too.
 */
public final class CSE extends Pass {
  public static final PassInfo INFO =
      PassInfo.of("cse", "Eliminate common sub-expressions", null, CSE::new);

  /** An op as a hash key under {@link OperationEquivalence}. */
  private static final class Key {
    final Operation op;
    final int hash;

    Key(Operation op) {
      this.op = op;
      this.hash = OperationEquivalence.computeHash(op);
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.hash == hash && OperationEquivalence.isEquivalentTo(op, k.op);
    }
  }

  /** LLVM's ScopedHashTable: an insert shadows an equal key until its scope is popped. */
  private static final class ScopedMap {
    /** The op known for a key, and the entry it shadows (null when none). */
    private record Entry(Operation op, Entry shadowed) {}

    private final Map<Key, Entry> map = new HashMap<>();
    private final ArrayDeque<List<Key>> scopes = new ArrayDeque<>();

    void push() {
      scopes.push(new ArrayList<>());
    }

    void pop() {
      for (Key key : scopes.pop()) {
        Entry shadowed = map.get(key).shadowed();
        if (shadowed == null) {
          map.remove(key);
        } else {
          map.put(key, shadowed);
        }
      }
    }

    Operation lookup(Key key) {
      Entry e = map.get(key);
      return e == null ? null : e.op();
    }

    boolean contains(Operation op) {
      return map.containsKey(new Key(op));
    }

    void insert(Key key) {
      map.merge(key, new Entry(key.op, null), (old, added) -> new Entry(added.op(), old));
      scopes.peek().add(key);
    }
  }

  private final List<Operation> opsToErase = new ArrayList<>();
  /** Whether uses were replaced (in a graph region, possibly without erasing the op). */
  private boolean changed;
  private DominanceInfo domInfo;

  public CSE() {
    super(INFO);
  }

  @Override
  public String getName() {
    return "CSE";
  }

  @Override
  protected void runOnOperation() {
    List<Operation> apart = isolatedChildren(getOperation());
    boolean changedAny;
    if (apart != null) {
      // A module of many functions: CSE never looks across an isolated op, so each function
      // goes alone, on the context's threads.
      changedAny = false;
      for (Parallel.Outcome<Boolean> o : Parallel.map(getContext(),
          IsolatedChildrenRewrite.groups(getContext(), apart), CSE::simplifyIsolated)) {
        changedAny |= o.replay(getContext().getDiagEngine());
      }
    } else {
      changedAny = simplify(List.of(getOperation()), false);
    }
    // As MLIR's CSE: nothing replaced or erased, nothing to verify again.
    if (!changedAny) {
      markAllAnalysesPreserved();
    }
  }

  /** CSE inside each of {@code ops} (isolated from above) with a fresh instance; true on change. */
  private static boolean simplifyIsolated(List<Operation> ops) {
    return new CSE().simplify(ops, true);
  }

  /**
   * CSE in the regions of each of {@code ops}: of an isolated op each, with the op itself
   * inert ({@link #isolatedChildren}), or of the pass's op. True when anything changed.
   */
  private boolean simplify(List<Operation> ops, boolean isolated) {
    domInfo = new DominanceInfo();
    for (Operation op : ops) {
      ScopedMap knownValues = new ScopedMap();
      for (Region r : op.getRegions()) {
        simplifyRegion(knownValues, r);
      }
    }
    boolean changedAny = changed || !opsToErase.isEmpty();
    for (Operation op : opsToErase) {
      op.erase();
    }
    opsToErase.clear();
    changed = false;
    domInfo = null;
    return changedAny;
  }

  /**
   * The ops of {@code op}'s single block when CSE of each alone is CSE of {@code op}: every one
   * isolated from above with regions, and left alone itself (not dead, neither free of memory
   * effects nor only reading); null otherwise, with multi-threading off, or for fewer than
   * {@link IsolatedChildrenRewrite#MIN_CHILDREN}.
   */
  private static List<Operation> isolatedChildren(Operation op) {
    return IsolatedChildrenRewrite.isolatedChildren(op, c -> c.isRegistered()
        && !c.hasTrait(Traits.IsTerminator.class) && !SideEffects.isOpTriviallyDead(c)
        && !SideEffects.isMemoryEffectFree(c) && !onlyReads(c));
  }

  private void simplifyRegion(ScopedMap knownValues, Region region) {
    if (region.isEmpty()) {
      return;
    }
    if (region.hasOneBlock()) {
      knownValues.push();
      simplifyBlock(knownValues, region.front(), DominanceInfo.hasSSADominance(region));
      knownValues.pop();
      return;
    }
    // As MLIR's DominanceInfo: graph regions have one block, so a multi-block region (even of
    // an unregistered op) has SSA dominance.
    // Pre-order walk of the dominator tree (unreachable blocks are not in it), one scope per
    // block, so an op is known exactly in the blocks it dominates.
    Map<Block, List<Block>> children = domInfo.dominatorTreeChildren(region);
    ArrayDeque<Iterator<Block>> stack = new ArrayDeque<>();
    knownValues.push();
    simplifyBlock(knownValues, region.front(), true);
    stack.push(children.get(region.front()).iterator());
    while (!stack.isEmpty()) {
      Iterator<Block> it = stack.peek();
      if (it.hasNext()) {
        Block child = it.next();
        knownValues.push();
        simplifyBlock(knownValues, child, true);
        stack.push(children.get(child).iterator());
      } else {
        stack.pop();
        knownValues.pop();
      }
    }
  }

  private void simplifyBlock(ScopedMap knownValues, Block block, boolean hasSSADominance) {
    for (Operation op : block.getOperations()) {
      if (op.getNumRegions() != 0) {
        // Values from above must not leak into isolated regions. As MLIR's mightHaveTrait,
        // an unregistered op may be isolated.
        boolean isolated =
            !op.isRegistered() || op.hasTrait(Traits.IsolatedFromAbove.class);
        ScopedMap scope = isolated ? new ScopedMap() : knownValues;
        for (Region r : op.getRegions()) {
          simplifyRegion(scope, r);
        }
      }
      simplifyOperation(knownValues, op, hasSSADominance);
    }
  }

  private void simplifyOperation(ScopedMap knownValues, Operation op, boolean hasSSADominance) {
    if (op.hasTrait(Traits.IsTerminator.class)) {
      return;
    }
    if (SideEffects.isOpTriviallyDead(op)) {
      opsToErase.add(op);
      return;
    }
    for (Region r : op.getRegions()) {
      if (r.getBlocks().size() > 1) {
        return;
      }
    }
    if (!SideEffects.isMemoryEffectFree(op)) {
      if (!onlyReads(op)) {
        return;
      }
      Key key = new Key(op);
      Operation existing = knownValues.lookup(key);
      if (existing != null && existing.getBlock() == op.getBlock()
          && !hasOtherSideEffectingOpInBetween(existing, op)) {
        replaceUsesAndDelete(knownValues, op, existing, hasSSADominance);
        return;
      }
      knownValues.insert(key);
      return;
    }
    Key key = new Key(op);
    Operation existing = knownValues.lookup(key);
    if (existing != null) {
      replaceUsesAndDelete(knownValues, op, existing, hasSSADominance);
      return;
    }
    knownValues.insert(key);
  }

  /** MLIR's onlyHasEffect&lt;Read&gt;: true also for an interface reporting no effects. */
  private static boolean onlyReads(Operation op) {
    MemoryEffects me = op.getInterface(MemoryEffects.class);
    if (me == null) {
      return false;
    }
    for (MemoryEffects.Effect e : me.getEffects(op)) {
      if (e.kind() != MemoryEffects.Kind.READ) {
        return false;
      }
    }
    return true;
  }

  private void replaceUsesAndDelete(ScopedMap knownValues, Operation op, Operation existing,
      boolean hasSSADominance) {
    changed = true;
    if (hasSSADominance) {
      // No use of op has been visited yet.
      for (int i = 0; i < op.getNumResults(); i++) {
        op.getResult(i).replaceAllUsesWith(existing.getResult(i));
      }
      opsToErase.add(op);
    } else {
      // In a graph region, a use already visited may not see existing. MLIR's test for
      // "visited" is whether an op equivalent to the user is known.
      for (int i = 0; i < op.getNumResults(); i++) {
        Value to = existing.getResult(i);
        op.getResult(i).replaceUsesWithIf(to,
            use -> !knownValues.contains(use.getOwner()));
      }
      if (op.use_empty()) {
        opsToErase.add(op);
      }
    }
    if (existing.getLoc() instanceof Location.Unknown
        && !(op.getLoc() instanceof Location.Unknown)) {
      existing.setLoc(op.getLoc());
    }
  }

  /** Whether an op after {@code fromOp} and before {@code toOp} (same block) may write. */
  private static boolean hasOtherSideEffectingOpInBetween(Operation fromOp, Operation toOp) {
    for (Operation o = fromOp.getNextNode(); o != null && o != toOp; o = o.getNextNode()) {
      if (mayWrite(o)) {
        return true;
      }
    }
    return false;
  }

  /** MLIR's getEffectsRecursively has a write, or is unknown (no interface, not recursive). */
  private static boolean mayWrite(Operation op) {
    boolean recursive = op.hasTrait(Traits.HasRecursiveMemoryEffects.class);
    if (recursive) {
      for (Region r : op.getRegions()) {
        for (Block b : r.getBlocks()) {
          for (Operation nested : b.getOperations()) {
            if (mayWrite(nested)) {
              return true;
            }
          }
        }
      }
    }
    if (op.hasTrait(Traits.Pure.class)) {
      return false;
    }
    MemoryEffects me = op.getInterface(MemoryEffects.class);
    if (me == null) {
      return !recursive;
    }
    for (MemoryEffects.Effect e : me.getEffects(op)) {
      if (e.kind() == MemoryEffects.Kind.WRITE) {
        return true;
      }
    }
    return false;
  }
}
