package jopt.transforms;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.rewrite.PatternRewriter;

/**
 * Uniques constants per insertion region (the entry block of the nearest isolated-from-above
 * ancestor), moving them to its front, as MLIR's OperationFolder does for the greedy driver.
 */
final class OperationFolder {
  private record Key(String dialect, Attribute value, Type type) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key r && Objects.equals(dialect, r.dialect)
          && Objects.equals(value, r.value)
          && Objects.equals(type, r.type);
    }

    @Override
    public int hashCode() {
      int h = Objects.hashCode(dialect);
      h = 31 * h + Objects.hashCode(value);
      h = 31 * h + Objects.hashCode(type);
      return h;
    }
  }

  private final Map<Region, Map<Key, Operation>> scopes = new HashMap<>();
  private final Map<Operation, Key> owned = new HashMap<>();
  private final PatternRewriter rewriter;

  OperationFolder(PatternRewriter rewriter) {
    this.rewriter = rewriter;
  }

  /**
   * Records constant {@code op} of value {@code value}. Returns false when an equal constant
   * already existed and {@code op} was replaced by it (and erased).
   */
  boolean insertKnownConstant(Operation op, Attribute value) {
    Block opBlock = op.getBlock();
    if (owned.containsKey(op)) {
      if (opBlock.getFirstOp() != op && !owned.containsKey(op.getPrevNode())) {
        op.moveBefore(opBlock.getFirstOp());
      }
      return true;
    }
    Region insertRegion = insertionRegion(opBlock);
    Map<Key, Operation> uniqued = scopes.computeIfAbsent(insertRegion, r -> new HashMap<>());
    Key key = new Key(op.getDialectNamespace(), value, op.getResult(0).getType());
    Operation existing = uniqued.get(key);
    if (existing != null) {
      rewriter.replaceOp(op, existing.getResults());
      return false;
    }
    Block insertBlock = insertRegion.front();
    if (opBlock != insertBlock
        || (insertBlock.getFirstOp() != op && !owned.containsKey(op.getPrevNode()))) {
      op.moveBefore(insertBlock.getFirstOp());
    }
    uniqued.put(key, op);
    owned.put(op, key);
    return true;
  }

  /** Forgets {@code op} when it is erased. */
  void notifyRemoval(Operation op) {
    Key key = owned.remove(op);
    if (key == null) {
      return;
    }
    for (Map<Key, Operation> m : scopes.values()) {
      m.remove(key, op);
    }
  }

  boolean isFolderOwned(Operation op) {
    return owned.containsKey(op);
  }

  static Region insertionRegion(Block block) {
    Region region = block.getParent();
    while (true) {
      Operation parent = region.getParentOp();
      if (parent == null || parent.hasTrait(Traits.IsolatedFromAbove.class)) {
        return region;
      }
      Region up = parent.getParentRegion();
      if (up == null) {
        return region;
      }
      region = up;
    }
  }
}
