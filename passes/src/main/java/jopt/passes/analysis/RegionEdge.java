package jopt.passes.analysis;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;

/**
 * One control-flow edge of a region-branch op (from its RegionBranchOpInterface): values pass
 * from the trailing operands of {@code predecessorOp} (the parent op or a region's terminator)
 * to the successor's values (a region's trailing arguments or the parent's results), position by
 * position, as MLIR-HLO's {@code RegionEdge}. A null region is the parent op.
 */
public record RegionEdge(Operation op, Region predecessor, Operation predecessorOp,
    int predecessorOperandIndex, Region successor, int successorValueIndex) {

  /** The forwarded operands of the predecessor. */
  public List<Value> predecessorOperands() {
    return predecessorOp.getOperands(predecessorOperandIndex, predecessorOp.getNumOperands());
  }

  /** The operand passed to successor value {@code successorIndex}, or null if there is none. */
  public Value predecessorOperand(int successorIndex) {
    int i = predecessorOperandIndex + successorIndex - successorValueIndex;
    return i >= predecessorOperandIndex && i < predecessorOp.getNumOperands()
        ? predecessorOp.getOperand(i) : null;
  }

  /** The values receiving the forwarded operands. */
  public List<Value> successorValues() {
    if (successor == null) {
      return new ArrayList<Value>(op.getResults()).subList(successorValueIndex, op.getNumResults());
    }
    List<Value> args = new ArrayList<>(successor.front().getArguments());
    return args.subList(successorValueIndex, args.size());
  }

  /** The successor value receiving predecessor operand {@code predecessorIndex}, or null. */
  public Value successorValue(int predecessorIndex) {
    List<Value> values = successorValues();
    int i = predecessorIndex - predecessorOperandIndex;
    return i >= 0 && i < values.size() ? values.get(i) : null;
  }

  public static boolean isRegionBranch(Operation op) {
    return op != null && op.getInterface(RegionBranchOpInterface.class) != null;
  }

  /**
   * The edges leaving {@code point} (null: entering from the parent op). A region leaves through
   * the terminator of each of its blocks that is a region-branch terminator (one block, one
   * terminator, in scf; cf branches between blocks are not edges of the op).
   */
  public static List<RegionEdge> successors(Operation op, Region point) {
    List<RegionEdge> edges = new ArrayList<>();
    if (point != null && point.isEmpty()) {
      return edges;
    }
    RegionBranchOpInterface rbi = op.getInterface(RegionBranchOpInterface.class);
    List<RegionBranchOpInterface.Successor> successors = rbi.getSuccessorRegions(op, point);
    if (point == null) {
      addEdges(edges, op, null, op, successors);
      return edges;
    }
    for (Block b : point.getBlocks()) {
      Operation t = b.getTerminator();
      if (t != null && (point.hasOneBlock()
          || t.getInterface(RegionBranchTerminatorOpInterface.class) != null)) {
        addEdges(edges, op, point, t, successors);
      }
    }
    return edges;
  }

  private static void addEdges(List<RegionEdge> edges, Operation op, Region point,
      Operation pred, List<RegionBranchOpInterface.Successor> successors) {
    for (RegionBranchOpInterface.Successor s : successors) {
      int n = s.inputs().size();
      int predIndex = Math.max(0, pred.getNumOperands() - n);
      int succIndex = 0;
      if (!s.isParent()) {
        if (s.region().isEmpty()) {
          continue;
        }
        succIndex = n > 0 && s.inputs().get(0) instanceof BlockArgument a
            ? a.getArgNumber() : s.region().front().getNumArguments() - n;
      }
      edges.add(new RegionEdge(op, point, pred, predIndex, s.region(), succIndex));
    }
  }

  /** The edges entering {@code point} (null: the parent's results), from the parent first. */
  public static List<RegionEdge> predecessors(Operation op, Region point) {
    List<RegionEdge> result = new ArrayList<>();
    collect(result, successors(op, null), point);
    for (Region r : op.getRegions()) {
      collect(result, successors(op, r), point);
    }
    return result;
  }

  private static void collect(List<RegionEdge> out, List<RegionEdge> edges, Region point) {
    for (RegionEdge e : edges) {
      if (e.successor() == point) {
        out.add(e);
      }
    }
  }
}
