package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.bufferization.ToBufferOp;
import jopt.dialects.bufferization.ToTensorOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.BranchOpInterface;
import jopt.ir.interfaces.SideEffects;

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

  /**
   * MLIR's bufferizeBlockSignature: the tensor arguments of {@code block} take their buffer
   * types (their uses go through a to_tensor at the block's start), and every branch to the
   * block forwards a buffer instead of each such tensor: a to_buffer right after the tensor's
   * definition, cast to the argument's type where the two differ. False after an error.
   */
  public static boolean bufferizeBlockSignature(Block block, BufferizationRewriter rewriter,
      BufferizationOptions options, BufferizationState state) {
    Builder.InsertPoint ip = rewriter.saveInsertionPoint();
    try {
      List<Type> newTypes = new ArrayList<>();
      for (BlockArgument a : block.getArguments()) {
        Type t = Buffers.bufferTypeOrSelf(a, options, state);
        if (t == null) {
          return false;
        }
        newTypes.add(t);
      }
      for (int i = 0; i < block.getNumArguments(); i++) {
        BlockArgument a = block.getArgument(i);
        Type t = newTypes.get(i);
        if (a.getType().equals(t)) {
          continue;
        }
        List<OpOperand> uses = new ArrayList<>(a.getUseList());
        Type tensorType = a.getType();
        a.setType(t);
        rewriter.setInsertionPointToStart(block);
        if (!uses.isEmpty()) {
          Operation tt = ToTensorOp.create(rewriter, a.getLoc(), a, false, false).getOperation();
          tt.getResult(0).setType(tensorType);
          for (OpOperand u : uses) {
            u.set(tt.getResult(0));
          }
        }
      }
      for (Operation branch : branchesTo(block)) {
        BranchOpInterface b = branch.getInterface(BranchOpInterface.class);
        if (b == null) {
          branch.emitOpError("cannot bufferize ops with block references that do not implement "
              + "BranchOpInterface");
          return false;
        }
        int succ = 0;
        while (branch.getSuccessor(succ) != block) {
          succ++;
        }
        List<Value> operands = new ArrayList<>();
        List<Value> forwarded = b.getSuccessorOperands(branch, succ);
        for (int i = 0; i < forwarded.size(); i++) {
          Value operand = forwarded.get(i);
          Type type = newTypes.get(i);
          if (operand.getType().equals(type)) {
            operands.add(operand);
            continue;
          }
          Type operandType = Buffers.getBufferType(operand, options, state);
          if (operandType == null) {
            return false;
          }
          Buffers.setInsertionPointAfter(rewriter, operand);
          Value buffer = ToBufferOp.create(rewriter, operand.getLoc(), operandType, operand, false)
              .buffer();
          if (!type.equals(operandType)) {
            buffer = jopt.dialects.memref.CastOp.create(rewriter, operand.getLoc(), type, buffer)
                .getOperation().getResult(0);
          }
          operands.add(buffer);
        }
        b.setSuccessorOperands(branch, succ, operands);
      }
      return true;
    } finally {
      rewriter.restoreInsertionPoint(ip);
    }
  }

  /**
   * The ops that name {@code block} as a successor, once each, in the order of MLIR's use list
   * of the block (the last branch first).
   */
  private static List<Operation> branchesTo(Block block) {
    List<Operation> out = new ArrayList<>();
    if (block.getParent() == null) {
      return out;
    }
    for (Block b : block.getParent().getBlocks()) {
      Operation term = b.getLastOp();
      if (term != null && term.getSuccessors().contains(block)) {
        out.add(term);
      }
    }
    java.util.Collections.reverse(out);
    return out;
  }

  /** The op's own answer when it is bufferizable (MLIR's interface method), else the default rule. */
  private static boolean hasTensorSemantics(Operation op, BufferizationOptions options) {
    BufferizableOpInterface b = options.dynCastBufferizableOp(op);
    return b != null ? b.hasTensorSemantics(op) : OneShotAnalysis.hasTensorSemantics(op);
  }
}
