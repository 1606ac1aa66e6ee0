package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * MLIR's BranchOpInterface: a terminator that branches to successor blocks and forwards some of
 * its operands to each successor's arguments.
 */
public interface BranchOpInterface {
  /** The operands forwarded to the arguments of successor {@code index}, after the produced ones. */
  List<Value> getSuccessorOperands(Operation op, int index);

  /** The index of the first operand forwarded to successor {@code index}. */
  int getSuccessorOperandsStart(Operation op, int index);

  /** Replaces the operands forwarded to successor {@code index}. */
  void setSuccessorOperands(Operation op, int index, List<? extends Value> operands);

  /** The successor argument operand {@code operandIndex} is forwarded to, or null. */
  default jopt.ir.BlockArgument getSuccessorBlockArgument(Operation op, int operandIndex) {
    for (int i = 0; i < op.getNumSuccessors(); i++) {
      int start = getSuccessorOperandsStart(op, i);
      int n = getSuccessorOperands(op, i).size();
      if (operandIndex >= start && operandIndex < start + n) {
        return op.getSuccessor(i).getArgument(getProducedOperandCount(op, i) + operandIndex - start);
      }
    }
    return null;
  }

  /** How many leading arguments of successor {@code index} the op produces itself (none in cf). */
  default int getProducedOperandCount(Operation op, int index) {
    return 0;
  }
}
