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

  /**
   * MLIR's effect resources: the default one, and the automatic allocation scope's (the stack
   * memory of {@code memref.alloca}, freed when the scope is left).
   */
  enum Resource {
    DEFAULT,
    AUTOMATIC_ALLOCATION_SCOPE
  }

  /**
   * One effect; {@code value} is the memref (operand or result) it acts on, or null for "any";
   * {@code resource} the memory it acts on.
   */
  record Effect(Kind kind, Value value, Resource resource) {
    /** An effect on the default resource. */
    public Effect(Kind kind, Value value) {
      this(kind, value, Resource.DEFAULT);
    }
  }

  List<Effect> getEffects(Operation op);

  /**
   * MLIR's {@code hasEffect<Kind>(op, value)}: whether {@code op} declares an effect of
   * {@code kind} on {@code value}, or on anything when {@code value} is null. An op without the
   * interface declares none.
   */
  static boolean hasEffect(Operation op, Kind kind, Value value) {
    MemoryEffects effects = op.getInterface(MemoryEffects.class);
    if (effects == null) {
      return false;
    }
    for (Effect e : effects.getEffects(op)) {
      if (e.kind() == kind && (value == null || e.value() == value)) {
        return true;
      }
    }
    return false;
  }

  /** The values {@code op} declares an effect of {@code kind} on, in declaration order. */
  static List<Value> valuesWithEffect(Operation op, Kind kind) {
    MemoryEffects effects = op.getInterface(MemoryEffects.class);
    List<Value> out = new java.util.ArrayList<>();
    if (effects != null) {
      for (Effect e : effects.getEffects(op)) {
        if (e.kind() == kind && e.value() != null) {
          out.add(e.value());
        }
      }
    }
    return out;
  }
}
