package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.PatternRewriter;

/**
 * Dropping the unused results of an op whose regions each end in an scf.yield (MLIR's
 * RemoveUnusedResults of scf.if, and the same for scf.index_switch): which results stay, moving a
 * region's body into the replacement with only their yield operands, and the replacement of the op.
 */
final class ResultPruning {
  private ResultPruning() {}

  /** The positions of the results with uses, or null when every result has some. */
  static List<Integer> usedResults(Operation op) {
    List<Integer> used = new ArrayList<>();
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!op.getResult(i).useEmpty()) {
        used.add(i);
      }
    }
    return used.size() == op.getNumResults() ? null : used;
  }

  static List<Type> typesOf(Operation op, List<Integer> positions) {
    List<Type> types = new ArrayList<>(positions.size());
    for (int i : positions) {
      types.add(op.getResult(i).getType());
    }
    return types;
  }

  /**
   * Moves {@code source}'s blocks into {@code dest} (whose blocks, empty, are dropped), the
   * yield keeping only {@code used}. The blocks move whole, as MLIR's inlineRegionBefore, not op
   * by op: re-inserting every op of a body that grows by a step each time (a chain of combined
   * scf.ifs whose earlier results lose their uses) was quadratic.
   */
  static void moveBody(PatternRewriter rewriter, Region source, Region dest, List<Integer> used) {
    for (Block b : new ArrayList<>(dest.getBlocks())) {
      rewriter.eraseBlock(b);
    }
    dest.takeBody(source);
    Operation yield = dest.front().getTerminator();
    List<Value> operands = new ArrayList<>(used.size());
    for (int i : used) {
      operands.add(yield.getOperand(i));
    }
    rewriter.modifyOpInPlace(yield, () -> yield.setOperands(operands));
  }

  /** Replaces {@code op} by {@code replacement}, whose results are {@code op}'s {@code used} ones. */
  static void replace(PatternRewriter rewriter, Operation op, Operation replacement, List<Integer> used) {
    Value[] results = new Value[op.getNumResults()];
    for (int k = 0; k < used.size(); k++) {
      results[used.get(k)] = replacement.getResult(k);
    }
    rewriter.replaceOp(op, Arrays.asList(results));
  }
}
