package jopt.passes.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.dialects.bufferization.BufferViewFlowOpInterface;
import jopt.ir.interfaces.BranchOpInterface;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;

/**
 * MLIR's BufferViewFlowAnalysis, asked through interfaces: the one place that says which op
 * makes which value an alias of which. Its direct flows ({@link #forEachFlow}) are what the
 * memory passes build on: gc-merge-alloc and merge-alloc ask the closures ({@link #resolve},
 * {@link #resolveReverse}, {@link #allocationsOf}), hlo-deallocate and hlo-buffer-reuse union
 * their alias classes along the flows. The direct flows of an op:
 *
 * <ul>
 *   <li>{@link ViewLikeOpInterface}: the view source into the first result;
 *   <li>{@link RegionBranchOpInterface}: along each edge of {@link RegionEdge} (from the parent
 *       into each entry successor, from each region's terminator into its successors), the
 *       forwarded operands into the successor's inputs, position by position
 *       ({@link #forEachRegionBranchFlow});
 *   <li>{@link CallOpInterface}: every operand into every result (the analysis does not look
 *       into callees);
 *   <li>an op with successors: every memref operand into every memref argument of every
 *       successor block;
 *   <li>any other op: every memref operand into every memref result. MLIR records nothing for
 *       ops it does not know; jopt's passes rewrite memory on the strength of this analysis, so
 *       an unknown op is taken to return views of its operands (for upstream's
 *       {@code arith.select} and {@code memref.realloc} this is what MLIR says too).
 * </ul>
 *
 * <p>{@link Model#MLIR} records MLIR's flows instead ({@link #forEachMlirFlow}), for the
 * upstream passes that must decide as mlir-opt does, and MLIR's terminal buffers
 * ({@link #mayBeTerminalBuffer}): results of calls, of unknown ops and those an op's
 * BufferViewFlowOpInterface says may be new, and the memref entry arguments of the regions of
 * unknown ops (function arguments among them).
 */
public final class BufferViewFlowAnalysis {
  /** Whose rules the analysis follows. */
  public enum Model {
    /** jopt's: {@link #forEachFlow}. */
    JOPT,
    /** MLIR's: {@link #forEachMlirFlow}. */
    MLIR
  }

  /** One direct flow: {@code from} may flow into (be aliased by) {@code to}. */
  @FunctionalInterface
  public interface Flow {
    void accept(Value from, Value to);
  }

  private final Map<Value, Set<Value>> dependencies = new HashMap<>();
  private final Map<Value, Set<Value>> reverseDependencies = new HashMap<>();
  private final Map<Value, Set<Operation>> allocations = new HashMap<>();
  private final Set<Value> terminals = new HashSet<>();

  /** Analyzes every op nested in {@code root}. */
  public BufferViewFlowAnalysis(Operation root) {
    this(root, Model.JOPT);
  }

  /** Analyzes every op nested in {@code root} by {@code model}'s rules. */
  public BufferViewFlowAnalysis(Operation root, Model model) {
    if (model == Model.MLIR) {
      root.walk((Operation op) -> {
        forEachMlirFlow(op, this::flow);
        addMlirTerminals(op);
      });
    } else {
      root.walk((Operation op) -> forEachFlow(op, this::flow));
    }
  }

  /** Whether {@code v} may be a buffer the analysis cannot trace further back ({@link Model#MLIR}). */
  public boolean mayBeTerminalBuffer(Value v) {
    return terminals.contains(v);
  }

  /** MLIR's terminal buffers among the values {@code op} defines (see the class comment). */
  private void addMlirTerminals(Operation op) {
    BufferViewFlowOpInterface own = op.getInterface(BufferViewFlowOpInterface.class);
    if (own == null) {
      if (op.getInterface(ViewLikeOpInterface.class) != null
          || op.getInterface(BranchOpInterface.class) != null
          || RegionEdge.isRegionBranch(op)
          || op.getInterface(RegionBranchTerminatorOpInterface.class) != null) {
        return;
      }
    }
    for (Value v : op.getResults()) {
      if (isMemRef(v) && (own == null || own.mayBeTerminalBuffer(op, v))) {
        terminals.add(v);
      }
    }
    for (Region r : op.getRegions()) {
      if (!r.isEmpty()) {
        for (Value v : r.front().getArguments()) {
          if (isMemRef(v) && (own == null || own.mayBeTerminalBuffer(op, v))) {
            terminals.add(v);
          }
        }
      }
    }
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

  /**
   * The ops whose allocation {@code v} may point into: the values that may flow into {@code v}
   * that an op allocates (a MemoryEffects Allocate on its own result), not followed further back
   * (a new buffer, such as bufferization.clone's or memref.realloc's, points into no other: MLIR's
   * terminal buffers).
   */
  public Set<Operation> allocationsOf(Value v) {
    Set<Operation> cached = allocations.get(v);
    if (cached != null) {
      return cached;
    }
    Set<Operation> out = new LinkedHashSet<>();
    Set<Value> seen = new HashSet<>();
    ArrayDeque<Value> work = new ArrayDeque<>();
    work.push(v);
    while (!work.isEmpty()) {
      Value u = work.pop();
      if (!seen.add(u)) {
        continue;
      }
      Operation def = u.getDefiningOp();
      if (def != null && MemoryEffects.hasEffect(def, MemoryEffects.Kind.ALLOCATE, u)) {
        out.add(def);
        continue;
      }
      for (Value prev : reverseDependencies.getOrDefault(u, Collections.emptySet())) {
        work.push(prev);
      }
    }
    Set<Operation> result = Collections.unmodifiableSet(out);
    allocations.put(v, result);
    return result;
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

  /**
   * The flows along the edges of region-branch {@code op} leaving {@code point} (null: from the
   * parent into its entry successors), position by position: the i-th forwarded operand of the
   * predecessor into the i-th input of the successor, every value (not only memrefs: ownership
   * indicators travel the same edges).
   */
  public static void forEachRegionBranchFlow(Operation op, Region point, Flow flow) {
    for (RegionEdge e : RegionEdge.successors(op, point)) {
      List<Value> from = e.predecessorOperands();
      List<Value> to = e.successorValues();
      for (int i = 0; i < Math.min(from.size(), to.size()); i++) {
        flow.accept(from.get(i), to.get(i));
      }
    }
  }

  /** Every memref of {@code from} into every memref of {@code to}, by target first. */
  private static void flowAll(List<? extends Value> from, List<? extends Value> to, Flow flow) {
    for (Value t : to) {
      if (isMemRef(t)) {
        for (Value f : from) {
          if (isMemRef(f)) {
            flow.accept(f, t);
          }
        }
      }
    }
  }

  /**
   * MLIR's direct flows of {@code op} (BufferViewFlowAnalysis::build): what a
   * BufferViewFlowOpInterface reports; a view's source into its first result; a branch's
   * forwarded operands into its successors' arguments, position by position; the region-branch
   * edges; every operand of a call into every result (any type); nothing for any other op.
   */
  public static void forEachMlirFlow(Operation op, Flow flow) {
    BufferViewFlowOpInterface model = op.getInterface(BufferViewFlowOpInterface.class);
    if (model != null) {
      model.populateDependencies(op, flow::accept);
      return;
    }
    ViewLikeOpInterface view = op.getInterface(ViewLikeOpInterface.class);
    if (view != null) {
      flow.accept(view.getViewSource(op), op.getResult(0));
      return;
    }
    BranchOpInterface branch = op.getInterface(BranchOpInterface.class);
    if (branch != null) {
      for (int i = 0; i < op.getNumSuccessors(); i++) {
        List<Value> operands = branch.getSuccessorOperands(op, i);
        List<? extends Value> args = op.getSuccessor(i).getArguments();
        int produced = branch.getProducedOperandCount(op, i);
        for (int j = 0; j < operands.size() && produced + j < args.size(); j++) {
          flow.accept(operands.get(j), args.get(produced + j));
        }
      }
      return;
    }
    if (RegionEdge.isRegionBranch(op)) {
      forEachRegionBranchFlow(op, null, flow);
      for (Region r : op.getRegions()) {
        forEachRegionBranchFlow(op, r, flow);
      }
      return;
    }
    if (op.getInterface(CallOpInterface.class) != null) {
      for (Value operand : op.getOperands()) {
        for (Value result : op.getResults()) {
          flow.accept(operand, result);
        }
      }
    }
  }

  /** The direct flows of {@code op} (see the class comment), each given to {@code flow}. */
  public static void forEachFlow(Operation op, Flow flow) {
    ViewLikeOpInterface view = op.getInterface(ViewLikeOpInterface.class);
    if (view != null) {
      if (op.getNumResults() > 0) {
        flow.accept(view.getViewSource(op), op.getResult(0));
      }
      return;
    }
    if (RegionEdge.isRegionBranch(op)) {
      forEachRegionBranchFlow(op, null, flow);
      for (Region r : op.getRegions()) {
        forEachRegionBranchFlow(op, r, flow);
      }
      return;
    }
    if (op.getInterface(RegionBranchTerminatorOpInterface.class) != null
        && RegionEdge.isRegionBranch(op.getParentOp())) {
      return; // handled with its parent
    }
    if (op.getInterface(CallOpInterface.class) != null) {
      flowAll(op.getOperands(), op.getResults(), flow);
      return;
    }
    if (op.getNumSuccessors() > 0) {
      List<Value> args = new ArrayList<>();
      for (Block s : op.getSuccessors()) {
        args.addAll(s.getArguments());
      }
      flowAll(op.getOperands(), args, flow);
    }
    flowAll(op.getOperands(), op.getResults(), flow);
  }
}
