package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.bufferization.ToBufferOp;
import jopt.dialects.bufferization.ToTensorOp;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.rewrite.SideEffects;

/**
 * The rewrite (MLIR's bufferizeOp): every allowed op with tensor semantics, in post-order, is
 * bufferized through its interface; ops created meanwhile join the worklist; then
 * to_buffer(to_tensor) pairs fold and dead to_tensor ops go.
 */
public final class Bufferize {
  private Bufferize() {}

  public static boolean bufferizeOp(Operation root, BufferizationOptions options, BufferizationState state) {
    if (options.copyBeforeWrite) {
      if (!TensorCopyInsertion.insertTensorCopies(root, new AnalysisState(options), state)) {
        return false;
      }
    }
    Set<Operation> toBufferOps = new LinkedHashSet<>();
    root.walk((Operation op) -> {
      if (op.getName().equals(ToBufferOp.SPEC.name())) {
        toBufferOps.add(op);
      }
    });
    List<Operation> worklist = new ArrayList<>();
    root.walk((Operation op) -> {
      if (options.isOpAllowed(op) && hasTensorSemantics(op, options)) {
        worklist.add(op);
      }
    });
    Set<Operation> erased = new HashSet<>();
    BufferizationRewriter rewriter = new BufferizationRewriter(root.getContext(), op -> {
      erased.remove(op);
      if (op.getName().equals(ToBufferOp.SPEC.name())) {
        toBufferOps.add(op);
        return;
      }
      if (op.getName().equals(ToTensorOp.SPEC.name())) {
        return;
      }
      if (hasTensorSemantics(op, options) && options.isOpAllowed(op)) {
        worklist.add(op);
      }
    }, op -> {
      erased.add(op);
      toBufferOps.remove(op);
    });
    for (int i = 0; i < worklist.size(); i++) {
      Operation op = worklist.get(i);
      if (erased.contains(op)) {
        continue;
      }
      BufferizableOpInterface b = options.dynCastBufferizableOp(op);
      if (b == null || !hasTensorSemantics(op, options)) {
        continue;
      }
      if (!b.supportsUnstructuredControlFlow(op)) {
        for (Region r : op.getRegions()) {
          if (r.getBlocks().size() > 1) {
            op.emitOpError("op or BufferizableOpInterface implementation does not support unstructured "
                + "control flow, but at least one region has multiple blocks");
            return false;
          }
        }
      }
      rewriter.setInsertionPoint(op);
      boolean ok;
      try {
        ok = b.bufferize(op, rewriter, options, state);
      } catch (BufferizationException e) {
        ok = false;
      }
      if (!ok) {
        op.emitError("failed to bufferize op");
        return false;
      }
    }
    for (Operation op : new ArrayList<>(toBufferOps)) {
      if (erased.contains(op)) {
        continue;
      }
      rewriter.setInsertionPoint(op);
      Buffers.foldToBufferToTensorPair(rewriter, op, options);
    }
    List<Operation> deadToTensor = new ArrayList<>();
    root.walk((Operation op) -> {
      if (op.getName().equals(ToTensorOp.SPEC.name()) && op.getResult(0).useEmpty()) {
        deadToTensor.add(op);
      }
    });
    for (Operation op : deadToTensor) {
      if (op.getResult(0).useEmpty()) {
        rewriter.eraseOp(op);
      }
    }
    if (options.allowUnknownOps) {
      return true;
    }
    for (Operation op : worklist) {
      if (erased.contains(op) || !hasTensorSemantics(op, options) || !options.isOpAllowed(op)) {
        continue;
      }
      if (op.use_empty() && SideEffects.isMemoryEffectFree(op)) {
        continue;
      }
      String n = op.getName();
      if (n.equals(ToTensorOp.SPEC.name()) || n.equals(ToBufferOp.SPEC.name())) {
        continue;
      }
      op.emitError("op was not bufferized");
      return false;
    }
    return true;
  }

  /** The op's own answer when it is bufferizable (MLIR's interface method), else the default rule. */
  private static boolean hasTensorSemantics(Operation op, BufferizationOptions options) {
    BufferizableOpInterface b = options.dynCastBufferizableOp(op);
    return b != null ? b.hasTensorSemantics(op) : OneShotAnalysis.hasTensorSemantics(op);
  }
}
