package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;

/** MLIR's BranchOpInterface: a terminator branching to successor blocks with operands. */
public interface BranchOpInterface {
  /** The operands forwarded to the arguments of successor {@code index}. */
  List<Value> getSuccessorOperands(Operation op, int index);
}
