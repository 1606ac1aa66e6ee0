package jopt.passes.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
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
  /**
   * While the driver seeds its worklist, the insertion region of every region a climb passed:
   * seeding moves and erases constants only, so the nesting of regions stays, and the n
   * constants of a nest n deep are placed in O(n) instead of a climb of O(n) each.
   */
  private IdentityHashMap<Region, Region> knownInsertionRegions;

  OperationFolder(PatternRewriter rewriter) {
    this.rewriter = rewriter;
  }

  /** Remembers insertion regions until {@link #endSeeding}; no region may move meanwhile. */
  void startSeeding() {
    knownInsertionRegions = new IdentityHashMap<>();
  }

  void endSeeding() {
    knownInsertionRegions = null;
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
    Region insertRegion = knownInsertionRegions == null ? insertionRegion(opBlock)
        : rememberedInsertionRegion(opBlock.getParent());
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

  /** {@link #insertionRegion}, remembered for each region climbed through. */
  private Region rememberedInsertionRegion(Region start) {
    List<Region> climbed = new ArrayList<>();
    Region region = start;
    Region answer;
    while (true) {
      Region known = knownInsertionRegions.get(region);
      if (known != null) {
        answer = known;
        break;
      }
      climbed.add(region);
      Operation parent = region.getParentOp();
      Region up = parent == null || parent.hasTrait(Traits.IsolatedFromAbove.class)
          ? null : parent.getParentRegion();
      if (up == null) {
        answer = region;
        break;
      }
      region = up;
    }
    for (Region r : climbed) {
      knownInsertionRegions.put(r, answer);
    }
    return answer;
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
