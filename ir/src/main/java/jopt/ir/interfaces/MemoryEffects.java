package jopt.ir.interfaces;

import java.util.List;
import java.util.Optional;
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
   * MLIR's side-effect resources: the default one (heap and any other memory) and the automatic
   * allocation scope whose buffers (memref.alloca's) are freed with the scope.
   */
  enum Resource {
    DEFAULT("<Default>"),
    AUTOMATIC_ALLOCATION_SCOPE("AutomaticAllocationScope");

    private final String mlirName;

    Resource(String mlirName) {
      this.mlirName = mlirName;
    }

    /** The name MLIR gives the resource. */
    public String mlirName() {
      return mlirName;
    }
  }

  /**
   * One effect; {@code value} is the memref (operand or result) it acts on, or null for "any";
   * {@code resource} the memory it is on.
   */
  record Effect(Kind kind, Value value, Resource resource) {
    /** An effect on the default resource. */
    public Effect(Kind kind, Value value) {
      this(kind, value, Resource.DEFAULT);
    }
  }

  /**
   * The effects of {@code op}; by default those its spec declares on its operands and results
   * ({@code memRead}, {@code memWrite}, {@code memAlloc}, {@code memFree}, as ODS's generated
   * method). A definition overrides it only where MLIR's is hand-written (docs/op-definitions.md).
   */
  default List<Effect> getEffects(Operation op) {
    var spec = op.getDef().getSpec();
    return spec == null ? List.of() : spec.effects(op);
  }

  /**
   * MLIR's memref::findDealloc: the single user of {@code value} that frees it, empty when none
   * does; null when several do or when one that frees it also allocates (a reallocation such as
   * memref.realloc, whose result lives on: not a dealloc).
   */
  static Optional<Operation> findDealloc(Value value) {
    Operation dealloc = null;
    for (Operation user : value.getUsers()) {
      if (!hasEffect(user, Kind.FREE, value)) {
        continue;
      }
      if (dealloc != null || hasEffect(user, Kind.ALLOCATE, null)) {
        return null;
      }
      dealloc = user;
    }
    return Optional.ofNullable(dealloc);
  }

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

  /**
   * MLIR's {@code getEffectOnValue<Kind>(value)}: the first effect of {@code kind} that
   * {@code op} declares on {@code value}, or null.
   */
  static Effect effectOnValue(Operation op, Kind kind, Value value) {
    MemoryEffects effects = op.getInterface(MemoryEffects.class);
    if (effects == null) {
      return null;
    }
    for (Effect e : effects.getEffects(op)) {
      if (e.kind() == kind && e.value() == value) {
        return e;
      }
    }
    return null;
  }

  /**
   * MLIR's {@code hasSingleEffect<Kind>(op, value)}: {@code op} declares effects on
   * {@code value} (on anything when null), and all of them are of {@code kind}.
   */
  static boolean hasSingleEffect(Operation op, Kind kind, Value value) {
    MemoryEffects effects = op.getInterface(MemoryEffects.class);
    if (effects == null) {
      return false;
    }
    boolean found = false;
    for (Effect e : effects.getEffects(op)) {
      if (value != null && e.value() != value) {
        continue;
      }
      if (e.kind() != kind) {
        return false;
      }
      found = true;
    }
    return found;
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
