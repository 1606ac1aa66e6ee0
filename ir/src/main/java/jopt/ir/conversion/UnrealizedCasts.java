package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;

/** builtin.unrealized_conversion_cast, the cast a conversion leaves where types still disagree. */
public final class UnrealizedCasts {
  private UnrealizedCasts() {}

  public static boolean isa(Operation op) {
    return op.getName().equals(ConversionState.UNREALIZED_CAST);
  }

  /**
   * A cast of {@code inputs} to {@code resultType} at the builder's insertion point: the
   * materialization of a type converter that keeps the casts (as MLIR's LLVM type converter).
   */
  public static Value build(Builder b, Type resultType, List<Value> inputs, Location loc) {
    OperationState st = new OperationState(loc, ConversionState.UNREALIZED_CAST);
    st.addOperands(inputs);
    st.addType(resultType);
    return b.create(st).getResult(0);
  }

  /**
   * MLIR's reconcileUnrealizedCasts on {@code casts}: an unused cast is erased, and a cast whose
   * chain of input casts starts from values of its own result types is replaced by them; returns
   * the casts left.
   */
  public static List<Operation> reconcile(List<Operation> casts) {
    List<Operation> worklist = new ArrayList<>(casts);
    Set<Operation> queued = Collections.newSetFromMap(new IdentityHashMap<>());
    queued.addAll(casts);
    Set<Operation> erased = Collections.newSetFromMap(new IdentityHashMap<>());
    while (!worklist.isEmpty()) {
      Operation cast = worklist.remove(worklist.size() - 1);
      queued.remove(cast);
      if (cast.hasNoUses()) {
        enqueueInputCasts(cast, worklist, queued);
        erased.add(cast);
        cast.erase();
        continue;
      }
      for (Operation next = cast; next != null; next = inputCast(next)) {
        if (next.getOperandTypes().equals(cast.getResultTypes())) {
          enqueueInputCasts(cast, worklist, queued);
          cast.replaceAllUsesWith(next.getOperands());
          erased.add(cast);
          cast.erase();
          break;
        }
      }
    }
    List<Operation> remaining = new ArrayList<>();
    for (Operation c : new LinkedHashSet<>(casts)) {
      if (!erased.contains(c)) {
        remaining.add(c);
      }
    }
    return remaining;
  }

  private static void enqueueInputCasts(Operation cast, List<Operation> worklist, Set<Operation> queued) {
    for (Value v : cast.getOperands()) {
      Operation def = v.getDefiningOp();
      if (def != null && isa(def) && queued.add(def)) {
        worklist.add(def);
      }
    }
  }

  /** The cast all of whose results are exactly {@code cast}'s inputs, or null. */
  private static Operation inputCast(Operation cast) {
    if (cast.getNumOperands() == 0) {
      return null;
    }
    Operation def = cast.getOperand(0).getDefiningOp();
    if (def == null || !isa(def) || !cast.getOperands().equals(def.getResults())) {
      return null;
    }
    return def;
  }
}
