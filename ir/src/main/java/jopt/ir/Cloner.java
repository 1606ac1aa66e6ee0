package jopt.ir;

import java.util.HashMap;
import java.util.Map;

/** Deep copies of operations and regions with a value and block mapping. */
final class Cloner {
  private Cloner() {}

  static Operation clone(MLIRContext ctx, Operation op, Map<Value, Value> mapping) {
    Map<Block, Block> blockMap = new HashMap<>();
    return cloneOp(ctx, op, mapping, blockMap);
  }

  private static Operation cloneOp(
      MLIRContext ctx, Operation op, Map<Value, Value> mapping, Map<Block, Block> blockMap) {
    OperationState st = new OperationState(op.getLoc(), op.getName());
    for (Value v : op.getOperands()) {
      st.operands.add(mapping.getOrDefault(v, v));
    }
    st.addTypes(op.getResultTypes());
    st.addAttributes(op.getAttrDictionary());
    st.properties = op.getOpaqueProperties();
    for (Block s : op.getSuccessors()) {
      st.successors.add(blockMap.getOrDefault(s, s));
    }
    for (Region r : op.getRegions()) {
      Region nr = st.addRegion();
      cloneRegionInto(ctx, r, nr, mapping, blockMap);
    }
    Operation c = Operation.create(ctx, st);
    for (int i = 0; i < op.getNumResults(); i++) {
      mapping.put(op.getResult(i), c.getResult(i));
    }
    return c;
  }

  static void cloneRegionInto(
      MLIRContext ctx, Region src, Region dst, Map<Value, Value> mapping, Map<Block, Block> blockMap) {
    // Create all blocks first so that forward branches map.
    for (Block b : src.getBlocks()) {
      Block nb = new Block();
      for (BlockArgument a : b.getArguments()) {
        mapping.put(a, nb.addArgument(a.getType(), a.getLoc()));
      }
      blockMap.put(b, nb);
      dst.push_back(nb);
    }
    for (Block b : src.getBlocks()) {
      Block nb = blockMap.get(b);
      for (Operation o : b.getOperations()) {
        nb.push_back(cloneOp(ctx, o, mapping, blockMap));
      }
    }
    // Fix operands that referred to values defined later in the region (graph regions, back edges).
    for (Block b : src.getBlocks()) {
      for (Operation o : blockMap.get(b).getOperations()) {
        remapLate(o, mapping);
      }
    }
  }

  /**
   * MLIR's Region::cloneInto: clones {@code src}'s blocks into {@code dst} before {@code before}
   * (at the end when null); a block argument already in {@code mapping} is not cloned (its uses
   * take the mapped value).
   */
  static void cloneRegionBefore(
      MLIRContext ctx, Region src, Region dst, Block before, Map<Value, Value> mapping) {
    Map<Block, Block> blockMap = new HashMap<>();
    java.util.List<Block> clones = new java.util.ArrayList<>();
    for (Block b : src.getBlocks()) {
      Block nb = new Block();
      for (BlockArgument a : b.getArguments()) {
        if (!mapping.containsKey(a)) {
          mapping.put(a, nb.addArgument(a.getType(), a.getLoc()));
        }
      }
      blockMap.put(b, nb);
      clones.add(nb);
    }
    for (Block b : src.getBlocks()) {
      Block nb = blockMap.get(b);
      for (Operation o : b.getOperations()) {
        nb.push_back(cloneOp(ctx, o, mapping, blockMap));
      }
    }
    for (Block nb : clones) {
      for (Operation o : nb.getOperations()) {
        remapLate(o, mapping);
      }
    }
    dst.insertBefore(before, clones);
  }

  private static void remapLate(Operation o, Map<Value, Value> mapping) {
    for (int i = 0; i < o.getNumOperands(); i++) {
      Value m = mapping.get(o.getOperand(i));
      if (m != null) {
        o.setOperand(i, m);
      }
    }
    for (Region r : o.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation n : b.getOperations()) {
          remapLate(n, mapping);
        }
      }
    }
  }
}
