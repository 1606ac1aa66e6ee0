package jopt.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;

/**
 * MLIR's BufferViewFlowAnalysis, asked through interfaces: which memref values a value may flow
 * into ({@link #resolve}) and which may flow into it ({@link #resolveReverse}), transitively and
 * including the value itself. The direct flows of an op:
 *
 * <ul>
 *   <li>{@link ViewLikeOpInterface}: the view source into the first result;
 *   <li>{@link RegionBranchOpInterface}: the entry operands into each entry successor's inputs,
 *       and the operands each region's terminator ({@link RegionBranchTerminatorOpInterface})
 *       forwards into the inputs of each successor of that region;
 *   <li>{@link CallOpInterface}: every operand into every result (the analysis does not look
 *       into callees);
 *   <li>an op with successors: every memref operand into every memref argument of every
 *       successor block;
 *   <li>any other op: every memref operand into every memref result. MLIR records nothing for
 *       ops it does not know; jopt's passes rewrite memory on the strength of this analysis, so
 *       an unknown op is taken to return views of its operands (for upstream's
 *       {@code arith.select} and {@code memref.realloc} this is what MLIR says too).
 * </ul>
 */
public final class BufferViewFlowAnalysis {
  private final Map<Value, Set<Value>> dependencies = new HashMap<>();
  private final Map<Value, Set<Value>> reverseDependencies = new HashMap<>();

  /** Analyzes every op nested in {@code root}. */
  public BufferViewFlowAnalysis(Operation root) {
    root.walk(this::addFlows);
  }

  public static boolean isMemRef(Value v) {
    return v.getType() instanceof MemRefType || v.getType() instanceof UnrankedMemRefType;
  }

  /** The values {@code v} may flow into, {@code v} included. */
  public Set<Value> resolve(Value v) {
    return closure(dependencies, v);
  }

  /** The values that may flow into {@code v}, {@code v} included. */
  public Set<Value> resolveReverse(Value v) {
    return closure(reverseDependencies, v);
  }

  private static Set<Value> closure(Map<Value, Set<Value>> edges, Value root) {
    Set<Value> seen = new LinkedHashSet<>();
    ArrayDeque<Value> work = new ArrayDeque<>();
    work.push(root);
    while (!work.isEmpty()) {
      Value v = work.pop();
      if (seen.add(v)) {
        for (Value next : edges.getOrDefault(v, Collections.emptySet())) {
          work.push(next);
        }
      }
    }
    return seen;
  }

  private void flow(Value from, Value to) {
    dependencies.computeIfAbsent(from, k -> new LinkedHashSet<>()).add(to);
    reverseDependencies.computeIfAbsent(to, k -> new LinkedHashSet<>()).add(from);
  }

  private void flowPairwise(List<? extends Value> from, List<? extends Value> to) {
    for (int i = 0; i < Math.min(from.size(), to.size()); i++) {
      flow(from.get(i), to.get(i));
    }
  }

  private void flowAll(List<? extends Value> from, List<? extends Value> to) {
    for (Value f : from) {
      if (isMemRef(f)) {
        for (Value t : to) {
          if (isMemRef(t)) {
            flow(f, t);
          }
        }
      }
    }
  }

  private void addFlows(Operation op) {
    ViewLikeOpInterface view = op.getInterface(ViewLikeOpInterface.class);
    if (view != null) {
      if (op.getNumResults() > 0) {
        flow(view.getViewSource(op), op.getResult(0));
      }
      return;
    }
    RegionBranchOpInterface branch = op.getInterface(RegionBranchOpInterface.class);
    if (branch != null) {
      for (RegionBranchOpInterface.Successor s : branch.getSuccessorRegions(op, null)) {
        flowPairwise(branch.getEntrySuccessorOperands(op, s.region()), s.inputs());
      }
      for (Region r : op.getRegions()) {
        for (RegionBranchOpInterface.Successor s : branch.getSuccessorRegions(op, r)) {
          for (Block b : r.getBlocks()) {
            Operation t = b.getTerminator();
            RegionBranchTerminatorOpInterface term = t == null ? null
                : t.getInterface(RegionBranchTerminatorOpInterface.class);
            if (term != null) {
              flowPairwise(term.getSuccessorOperands(t, s.region()), s.inputs());
            }
          }
        }
      }
      return;
    }
    if (op.getInterface(RegionBranchTerminatorOpInterface.class) != null
        && op.getParentOp() != null
        && op.getParentOp().getInterface(RegionBranchOpInterface.class) != null) {
      return; // handled with its parent
    }
    if (op.getInterface(CallOpInterface.class) != null) {
      flowAll(op.getOperands(), op.getResults());
      return;
    }
    if (op.getNumSuccessors() > 0) {
      List<Value> args = new ArrayList<>();
      for (Block s : op.getSuccessors()) {
        args.addAll(s.getArguments());
      }
      flowAll(op.getOperands(), args);
    }
    flowAll(op.getOperands(), op.getResults());
  }
}
