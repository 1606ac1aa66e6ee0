package jopt.ir.conversion;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.ValueGroups;

/**
 * An op's remapped operands by the names of its spec's operand groups (MLIR's OpAdaptor):
 * {@code adaptor.get("memref")}, {@code adaptor.getGroup("indices")}.
 */
public final class OpAdaptor {
  private final OpSpec spec;
  private final Operation op;
  private final List<Value> operands;

  OpAdaptor(OpSpec spec, Operation op, List<Value> operands) {
    this.spec = spec;
    this.op = op;
    this.operands = operands;
  }

  public List<Value> getOperands() {
    return operands;
  }

  public Value getOperand(int i) {
    return operands.get(i);
  }

  /** The value of single operand group {@code name}; null when an optional one is absent. */
  public Value get(String name) {
    int[] range = ValueGroups.operandRange(spec, op, spec.operandIndex(name));
    return range[1] == 0 ? null : operands.get(range[0]);
  }

  /** The values of operand group {@code name}. */
  public List<Value> getGroup(String name) {
    int[] range = ValueGroups.operandRange(spec, op, spec.operandIndex(name));
    return operands.subList(range[0], range[0] + range[1]);
  }
}
