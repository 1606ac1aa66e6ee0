package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.BranchOpInterface;
import jopt.ir.type.BaseMemRefType;
import jopt.ir.type.TensorType;

/**
 * Bufferization of blocks reached by branches (MLIR's UnstructuredControlFlow.h): the operand a
 * branch forwards to a block argument is equivalent to it (not definitely: other branches reach
 * it too), and a block argument bufferizes to the buffer type of its incoming operands when they
 * all agree, else to a fully dynamic layout in their memory space.
 */
public final class UnstructuredControlFlow {
  private UnstructuredControlFlow() {}

  /**
   * The operands the branches to {@code arg}'s block forward to it (MLIR's
   * getCallerOpOperands), in the order of the block's use list: the last branch first.
   */
  public static List<OpOperand> callerOpOperands(BlockArgument arg) {
    Block block = arg.getOwner();
    List<OpOperand> result = new ArrayList<>();
    if (block.getParent() == null) {
      return result;
    }
    for (Block b : block.getParent().getBlocks()) {
      Operation term = b.getLastOp();
      if (term == null) {
        continue;
      }
      for (int s = 0; s < term.getNumSuccessors(); s++) {
        if (term.getSuccessor(s) != block) {
          continue;
        }
        BranchOpInterface branch = term.getInterface(BranchOpInterface.class);
        // Each use of the block names the first successor that is this block.
        int first = firstSuccessor(term, block);
        result.add(term.getOpOperand(branch.getSuccessorOperandStart(term, first)
            + branch.getProducedOperandCount(term, first) + arg.getArgNumber()));
      }
    }
    Collections.reverse(result);
    return result;
  }

  private static int firstSuccessor(Operation term, Block block) {
    for (int s = 0; ; s++) {
      if (term.getSuccessor(s) == block) {
        return s;
      }
    }
  }

  /** The operands forwarded to {@code arg}: equivalent, not definitely. */
  public static List<AliasingOpOperand> aliasingBranchOpOperands(BlockArgument arg) {
    List<AliasingOpOperand> result = new ArrayList<>();
    for (OpOperand operand : callerOpOperands(arg)) {
      result.add(new AliasingOpOperand(operand, BufferRelation.EQUIVALENT, false));
    }
    return result;
  }

  /**
   * The block arguments branch {@code op} forwards {@code operand} to: equivalent, not
   * definitely (MLIR's BranchOpBufferizableOpInterfaceExternalModel).
   */
  public static List<AliasingValue> branchAliasingValues(Operation op, OpOperand operand) {
    BranchOpInterface branch = op.getInterface(BranchOpInterface.class);
    List<AliasingValue> result = new ArrayList<>();
    int n = operand.getOperandNumber();
    for (int s = 0; s < op.getNumSuccessors(); s++) {
      int first = branch.getSuccessorOperandStart(op, s);
      int count = branch.getSuccessorOperandCount(op, s);
      if (n >= first && n < first + count) {
        result.add(new AliasingValue(op.getSuccessor(s).getArgument(n - first),
            BufferRelation.EQUIVALENT, false));
      }
    }
    return result;
  }

  /**
   * The buffer type of block argument {@code arg} of {@code op}'s region: that of every
   * incoming operand (already a buffer, or its buffer type; an operand on the invocation stack
   * is skipped, the loop it closes adds nothing), a fully dynamic layout where they differ.
   * Null after an error on {@code op}.
   */
  public static Type blockArgumentBufferType(Operation op, BlockArgument arg,
      BufferizationOptions options, BufferizationState state, List<Value> invocationStack) {
    Type bufferType = null;
    for (OpOperand operand : callerOpOperands(arg)) {
      Value v = operand.get();
      if (invocationStack.contains(v)) {
        continue;
      }
      Type callerType = v.getType() instanceof BaseMemRefType ? v.getType()
          : Buffers.getBufferType(v, options, state, invocationStack);
      if (callerType == null) {
        return null;
      }
      if (bufferType == null || bufferType.equals(callerType)) {
        bufferType = callerType;
        continue;
      }
      if (!Objects.equals(Buffers.memorySpaceOf(bufferType), Buffers.memorySpaceOf(callerType))) {
        op.emitOpError("incoming operands of block argument have inconsistent memory spaces");
        return null;
      }
      bufferType = Buffers.fullyDynamicLayout((TensorType) arg.getType(),
          Buffers.memorySpaceOf(bufferType));
    }
    if (bufferType == null) {
      op.emitOpError("could not infer buffer type of block argument");
    }
    return bufferType;
  }
}
