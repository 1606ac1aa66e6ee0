package jopt.passes.analysis;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * MLIR's Liveness analysis at block granularity: for every block nested in the root op, the
 * values live when control enters it (live-in) and leaves it (live-out). A value used in a
 * nested region of an op of the block counts as used by the block, so the blocks of a region
 * see the values they capture from enclosing regions as live-in. Computed once; the sets hold
 * the values as they were then.
 */
public final class Liveness {
  private final Map<Block, BlockInfo> blocks = new HashMap<>();

  public Liveness(Operation root) {
    build(root);
  }

  /** The values live at the start of {@code block} (unordered). */
  public Set<Value> getLiveIn(Block block) {
    BlockInfo info = blocks.get(block);
    return info == null ? Collections.emptySet() : Collections.unmodifiableSet(info.in);
  }

  /** The values live at the end of {@code block} (unordered). */
  public Set<Value> getLiveOut(Block block) {
    BlockInfo info = blocks.get(block);
    return info == null ? Collections.emptySet() : Collections.unmodifiableSet(info.out);
  }

  /** What one block defines, uses and passes on; MLIR's BlockInfoBuilder. */
  private static final class BlockInfo {
    final Block block;
    final Set<Value> def = new HashSet<>();
    final Set<Value> use = new HashSet<>();
    final Set<Value> in = new HashSet<>();
    final Set<Value> out = new HashSet<>();

    BlockInfo(Block block) {
      this.block = block;
      for (Value arg : block.getArguments()) {
        def.add(arg);
        gatherOut(arg);
      }
      for (Operation op : block.getOperations()) {
        for (Value r : op.getResults()) {
          gatherOut(r);
        }
      }
      // Results and region arguments nested in the block are defined in it; their operands used.
      for (Operation top : block.getOperations()) {
        top.walk((Operation op) -> {
          def.addAll(op.getResults());
          use.addAll(op.getOperands());
          for (Region r : op.getRegions()) {
            for (Block b : r.getBlocks()) {
              def.addAll(b.getArguments());
            }
          }
        });
      }
      use.removeAll(def);
    }

    /** A value of this block escapes it when some use lies in another block of the region. */
    private void gatherOut(Value v) {
      Region region = block.getParent();
      for (Operation user : v.getUsers()) {
        Block owner = ancestorBlockIn(region, user.getBlock());
        if (owner != block) {
          out.add(v);
          return;
        }
      }
    }

    /** in = use + out - def; whether it grew. */
    boolean updateLiveIn() {
      Set<Value> newIn = new HashSet<>(use);
      newIn.addAll(out);
      newIn.removeAll(def);
      if (newIn.size() == in.size()) {
        return false;
      }
      in.clear();
      in.addAll(newIn);
      return true;
    }

    void updateLiveOut(Map<Block, BlockInfo> infos) {
      for (Block succ : block.getSuccessors()) {
        out.addAll(infos.get(succ).in);
      }
    }
  }

  /** The block of {@code region} that holds {@code b} (itself or through its ancestors). */
  private static Block ancestorBlockIn(Region region, Block b) {
    while (b != null && b.getParent() != region) {
      Operation parent = b.getParentOp();
      b = parent == null ? null : parent.getBlock();
    }
    return b;
  }

  private void build(Operation root) {
    LinkedHashSet<Block> toProcess = new LinkedHashSet<>();
    root.walkPreOrder(op -> {
      for (Region r : op.getRegions()) {
        for (Block b : r.getBlocks()) {
          BlockInfo info = new BlockInfo(b);
          blocks.put(b, info);
          if (info.updateLiveIn()) {
            toProcess.addAll(b.getPredecessors());
          }
        }
      }
    });
    ArrayDeque<Block> stack = new ArrayDeque<>(toProcess);
    Set<Block> queued = new HashSet<>(toProcess);
    while (!stack.isEmpty()) {
      Block current = stack.pollLast();
      queued.remove(current);
      BlockInfo info = blocks.get(current);
      info.updateLiveOut(blocks);
      if (info.updateLiveIn()) {
        for (Block p : current.getPredecessors()) {
          if (queued.add(p)) {
            stack.addLast(p);
          }
        }
      }
    }
  }
}
