package jopt.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.DominanceInfo;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.rewrite.SideEffects;
import jopt.pass.Pass;
import jopt.pass.PassInfo;

/**
 * {@code cse}: MLIR's common subexpression elimination. Walks each region along its dominator
 * tree with a scoped table of known ops; an op equal to a known one is replaced by it. Ops
 * without effects are merged anywhere they are dominated; read-only ops only with an earlier
 * read in the same block and no write in between. Trivially dead ops are erased too.
 */
public final class CSE extends Pass {
  public static final PassInfo INFO =
      PassInfo.of("cse", "Eliminate common sub-expressions", null, CSE::new);

  /** A scoped hash table: scopes are pushed per block and popped after its dominated blocks. */
  private static final class ScopedMap {
    private final Map<OperationEquivalence, ArrayDeque<Operation>> map = new HashMap<>();
    private final ArrayDeque<List<OperationEquivalence>> scopes = new ArrayDeque<>();

    void push() {
      scopes.push(new ArrayList<>());
    }

    void pop() {
      for (OperationEquivalence key : scopes.pop()) {
        ArrayDeque<Operation> stack = map.get(key);
        stack.pop();
        if (stack.isEmpty()) {
          map.remove(key);
        }
      }
    }

    Operation lookup(Operation op) {
      ArrayDeque<Operation> stack = map.get(new OperationEquivalence(op));
      return stack == null ? null : stack.peek();
    }

    void insert(Operation op) {
      OperationEquivalence key = new OperationEquivalence(op);
      map.computeIfAbsent(key, k -> new ArrayDeque<>()).push(op);
      scopes.peek().add(key);
    }
  }

  private final DominanceInfo dominance = new DominanceInfo();
  private final List<Operation> opsToErase = new ArrayList<>();
  /** Per block: for a read op, the op up to which no write follows it (MLIR's cache). */
  private final Map<Operation, Operation> noWriteUntil = new HashMap<>();

  public CSE() {
    super(INFO);
  }

  @Override
  public String getName() {
    return "CSE";
  }

  @Override
  protected void runOnOperation() {
    opsToErase.clear();
    ScopedMap known = new ScopedMap();
    for (Region r : getOperation().getRegions()) {
      simplifyRegion(known, r);
    }
    for (Operation op : opsToErase) {
      op.erase();
    }
    opsToErase.clear();
    dominance.invalidate();
  }

  private void simplifyRegion(ScopedMap known, Region region) {
    if (region.isEmpty()) {
      return;
    }
    boolean ssaDominance = DominanceInfo.hasSSADominance(region);
    if (region.hasOneBlock()) {
      known.push();
      simplifyBlock(known, region.front(), ssaDominance);
      known.pop();
      return;
    }
    if (!ssaDominance) {
      return;
    }
    Map<Block, List<Block>> children = dominance.dominatorTreeChildren(region);
    // Iterative pre-order walk of the dominator tree, one scope per node.
    ArrayDeque<Iterator<Block>> stack = new ArrayDeque<>();
    known.push();
    simplifyBlock(known, region.front(), true);
    stack.push(children.get(region.front()).iterator());
    while (!stack.isEmpty()) {
      Iterator<Block> it = stack.peek();
      if (it.hasNext()) {
        Block child = it.next();
        known.push();
        simplifyBlock(known, child, true);
        stack.push(children.get(child).iterator());
      } else {
        stack.pop();
        known.pop();
      }
    }
  }

  private void simplifyBlock(ScopedMap known, Block block, boolean ssaDominance) {
    for (Operation op : block.getOperations()) {
      if (op.getNumRegions() != 0) {
        ScopedMap scope = op.hasTrait(Traits.IsolatedFromAbove.class) ? new ScopedMap() : known;
        for (Region r : op.getRegions()) {
          simplifyRegion(scope, r);
        }
      }
      simplifyOperation(known, op, ssaDominance);
    }
    noWriteUntil.clear();
  }

  private void simplifyOperation(ScopedMap known, Operation op, boolean ssaDominance) {
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
      Operation existing = known.lookup(op);
      if (existing != null && existing.getBlock() == op.getBlock()
          && !hasWriteInBetween(existing, op)) {
        replaceUsesAndDelete(known, op, existing, ssaDominance);
        return;
      }
      known.insert(op);
      return;
    }
    Operation existing = known.lookup(op);
    if (existing != null) {
      replaceUsesAndDelete(known, op, existing, ssaDominance);
      return;
    }
    known.insert(op);
  }

  private static boolean onlyReads(Operation op) {
    MemoryEffects me = op.getInterface(MemoryEffects.class);
    if (me == null) {
      return false;
    }
    List<MemoryEffects.Effect> effects = me.getEffects(op);
    if (effects.isEmpty()) {
      return false;
    }
    for (MemoryEffects.Effect e : effects) {
      if (e.kind() != MemoryEffects.Kind.READ) {
        return false;
      }
    }
    return true;
  }

  private void replaceUsesAndDelete(ScopedMap known, Operation op, Operation existing,
      boolean ssaDominance) {
    for (int i = 0; i < op.getNumResults(); i++) {
      Value from = op.getResult(i);
      Value to = existing.getResult(i);
      if (ssaDominance) {
        from.replaceAllUsesWith(to);
      } else {
        // Without dominance, uses not yet visited may not see the existing op.
        from.replaceUsesWithIf(to, use -> known.lookup(use.getOwner()) == null);
      }
    }
    if (op.use_empty()) {
      opsToErase.add(op);
    }
    if (existing.getLoc() instanceof jopt.ir.Location.Unknown
        && !(op.getLoc() instanceof jopt.ir.Location.Unknown)) {
      existing.setLoc(op.getLoc());
    }
  }

  /** Whether an op between {@code from} and {@code to} (same block) may write memory. */
  private boolean hasWriteInBetween(Operation from, Operation to) {
    Operation start = noWriteUntil.getOrDefault(from, from.getNextNode());
    if (start == null) {
      return true;
    }
    for (Operation o = start; o != null && o != to; o = o.getNextNode()) {
      if (mayWrite(o)) {
        return true;
      }
    }
    noWriteUntil.put(from, to);
    return false;
  }

  private static boolean mayWrite(Operation op) {
    if (op.hasTrait(Traits.HasRecursiveMemoryEffects.class)) {
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
      return !op.hasTrait(Traits.HasRecursiveMemoryEffects.class);
    }
    for (MemoryEffects.Effect e : me.getEffects(op)) {
      if (e.kind() == MemoryEffects.Kind.WRITE) {
        return true;
      }
    }
    return false;
  }
}
