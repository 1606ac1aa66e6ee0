package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * A terminator forwarding operands to its successors' block arguments (MLIR's
 * BranchOpInterface): successor {@code s} gets the {@link #getSuccessorOperandCount} operands
 * from {@link #getSuccessorOperandStart}, one per block argument in order.
 */
public interface BranchOpInterface {
  /** The index among {@code op}'s operands of the first one forwarded to successor {@code succ}. */
  int getSuccessorOperandStart(Operation op, int succ);

  /** How many operands {@code op} forwards to successor {@code succ}. */
  int getSuccessorOperandCount(Operation op, int succ);

  /** Erases the {@code index}th operand forwarded to successor {@code succ}. */
  void eraseSuccessorOperand(Operation op, int succ, int index);

  /** The block argument operand {@code operandIndex} of {@code op} flows into, or null. */
  default BlockArgument getSuccessorBlockArgument(Operation op, int operandIndex) {
    for (int s = 0; s < op.getNumSuccessors(); s++) {
      int start = getSuccessorOperandStart(op, s);
      if (operandIndex >= start && operandIndex < start + getSuccessorOperandCount(op, s)) {
        return op.getSuccessor(s).getArgument(operandIndex - start);
      }
    }
    return null;
  }

  /** The operands forwarded to the arguments of successor {@code succ}. */
  default List<Value> getSuccessorOperands(Operation op, int succ) {
    int start = getSuccessorOperandStart(op, succ);
    return op.getOperands().subList(start, start + getSuccessorOperandCount(op, succ));
  }

  /** Replaces the operands forwarded to successor {@code succ}. */
  void setSuccessorOperands(Operation op, int succ, List<? extends Value> operands);

  /** How many leading arguments of successor {@code succ} the op produces itself (none in cf). */
  default int getProducedOperandCount(Operation op, int succ) {
    return 0;
  }
}
