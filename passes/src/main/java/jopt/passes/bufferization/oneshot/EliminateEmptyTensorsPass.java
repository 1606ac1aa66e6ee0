package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
import jopt.ir.DominanceInfo;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.type.ShapedType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code eliminate-empty-tensors} (MLIR): a tensor.empty whose value ends up, through ops that
 * keep its buffer (in-place, same type or casts), as the source of an in-place subset insertion
 * (insert_slice, parallel_insert_slice, materialize_in_destination) is replaced by an extraction
 * of that subset, so the op writes directly into the destination. One-Shot Analysis (with
 * function boundaries on a module) decides what is in place.
 */
public final class EliminateEmptyTensorsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("eliminate-empty-tensors",
      "Try to eliminate all tensor.empty ops.", "builtin.module", EliminateEmptyTensorsPass::new);

  public EliminateEmptyTensorsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    Operation root = getOperation();
    boolean module = root.hasTrait(Traits.SymbolTable.class);
    BufferizationOptions options = new BufferizationOptions();
    options.allowReturnAllocsFromLoops = true;
    options.bufferizeFunctionBoundaries = module;
    OneShotAnalysisState state = new OneShotAnalysisState(root, options);
    boolean ok = module ? ModuleBufferize.analyzeModuleOp(root, state) : OneShotAnalysis.analyzeOp(root, state);
    if (!ok) {
      signalPassFailure();
      return;
    }
    eliminateEmptyTensors(root, state);
  }

  /** MLIR's eliminateEmptyTensors over every subset insertion under {@code root}. */
  static void eliminateEmptyTensors(Operation root, OneShotAnalysisState state) {
    Builder b = new Builder(root.getContext());
    List<Operation> insertions = new ArrayList<>();
    root.walk((Operation op) -> {
      BufferizableOpInterface i = state.getOptions().dynCastBufferizableOp(op);
      if (i instanceof SubsetInsertion) {
        insertions.add(op);
      }
    });
    TraversalConfig config = new TraversalConfig();
    config.followEquivalentOnly = true;
    config.alwaysIncludeLeaves = false;
    config.followSameTypeOrCastsOnly = true;
    for (Operation op : insertions) {
      SubsetInsertion subset = (SubsetInsertion) state.getOptions().dynCastBufferizableOp(op);
      OpOperand source = subset.getSourceOperand(op);
      if (!state.isInPlace(source)) {
        continue;
      }
      Set<OpOperand> visited = new LinkedHashSet<>();
      Set<Value> empties = state.findValueInReverseUseDefChain(source,
          v -> v instanceof OpResult r && r.getDefiningOp().getName().equals(EmptyOp.SPEC.name()), config, visited);
      List<Value> needed = subset.getValuesNeededToBuildSubsetExtraction(op);
      for (Value v : empties) {
        Operation empty = v.getDefiningOp();
        OpOperand use = null;
        for (OpOperand o : visited) {
          if (o.get() == v && o.getOwner() != null) {
            use = o;
            break;
          }
        }
        if (use == null) {
          continue;
        }
        Operation user = use.getOwner();
        jopt.passes.transforms.ValueMotion.moveValueDefinitions(needed, user);
        Operation insertionPoint = findValidInsertionPoint(empty, user, needed);
        if (insertionPoint == null) {
          continue;
        }
        b.setInsertionPoint(insertionPoint);
        Value replacement = subset.buildSubsetExtraction(op, b, empty.getLoc());
        if (replacement == null || replacement.getDefiningOp() == empty) {
          continue;
        }
        if (!replacement.getType().equals(v.getType())) {
          if (!((ShapedType) replacement.getType()).getElementType().equals(((ShapedType) v.getType()).getElementType())) {
            continue;
          }
          Buffers.setInsertionPointAfter(b, replacement);
          replacement = jopt.dialects.tensor.CastOp.create(b, v.getLoc(), replacement, v.getType()).getOperation()
              .getResult(0);
        }
        user.setOperand(use.getOperandNumber(), replacement);
        state.resetCache();
      }
    }
  }

  private static boolean dominates(DominanceInfo dom, Operation a, Operation b) {
    return a == b || dom.properlyDominates(a, b);
  }

  /** Whether every needed value is available at {@code insertionPoint}. */
  private static boolean neededValuesDominate(DominanceInfo dom, Operation insertionPoint, List<Value> needed) {
    for (Value v : needed) {
      if (v instanceof BlockArgument a) {
        if (Operation.findAncestorOpInBlock(a.getOwner(), insertionPoint) == null) {
          return false;
        }
      } else if (!dom.properlyDominates(((OpResult) v).getDefiningOp(), insertionPoint)) {
        return false;
      }
    }
    return true;
  }

  /** The first of: the empty op, the start of a needed argument's block, after a needed value's op. */
  private static Operation findValidInsertionPoint(Operation empty, Operation user, List<Value> needed) {
    DominanceInfo dom = new DominanceInfo();
    List<Operation> candidates = new ArrayList<>();
    candidates.add(empty);
    for (Value v : needed) {
      if (v instanceof BlockArgument a) {
        candidates.add(a.getOwner().getOpList().get(0));
      } else {
        candidates.add(v.getDefiningOp().getNextNode());
      }
    }
    for (Operation ip : candidates) {
      if (ip == null || !neededValuesDominate(dom, ip, needed) || !dominates(dom, ip, user)) {
        continue;
      }
      return ip;
    }
    return null;
  }
}
