package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;

/** MLIR's MemoryEffectOpInterface: the effects an op has, each on a value or on unknown memory. */
public interface MemoryEffects {
  enum Kind {
    ALLOCATE,
    FREE,
    READ,
    WRITE
  }

  /** One effect; {@code value} is the memref (operand or result) it acts on, or null for "any". */
  record Effect(Kind kind, Value value) {}

  List<Effect> getEffects(Operation op);
}
