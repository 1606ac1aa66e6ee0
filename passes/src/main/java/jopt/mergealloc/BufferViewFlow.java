package jopt.mergealloc;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.analysis.RegionFlow;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;

/**
 * Which allocations each memref value may point into (MLIR's BufferViewFlowAnalysis, in both
 * directions as far as merge-alloc needs): view-like ops and unknown ops pass their operands'
 * allocations to their results, region ops pass them through iteration arguments, yields and
 * results, calls from arguments to results. Computed to a fixpoint over the function.
 */
final class BufferViewFlow implements AliasCollector.Aliases {
  private final Map<Value, Set<Operation>> allocs = new HashMap<>();

  static boolean isMemRef(Value v) {
    return v.getType() instanceof MemRefType || v.getType() instanceof UnrankedMemRefType;
  }

  static BufferViewFlow analyze(Operation func) {
    BufferViewFlow f = new BufferViewFlow();
    boolean changed = true;
    while (changed) {
      changed = f.sweep(func);
    }
    return f;
  }

  @Override
  public Set<Operation> allocsOf(Value v) {
    Set<Operation> s = allocs.get(v);
    return s == null ? Set.of() : s;
  }

  private boolean add(Value to, Set<Operation> from) {
    if (from.isEmpty() || !isMemRef(to)) {
      return false;
    }
    return allocs.computeIfAbsent(to, k -> new LinkedHashSet<>()).addAll(from);
  }

  private boolean flow(List<? extends Value> from, List<? extends Value> to) {
    boolean changed = false;
    for (int i = 0; i < Math.min(from.size(), to.size()); i++) {
      changed |= add(to.get(i), allocsOf(from.get(i)));
    }
    return changed;
  }

  private boolean sweep(Operation func) {
    boolean[] changed = {false};
    func.walk(op -> {
      boolean allocates = false;
      for (Value v : MemoryEffects.valuesWithEffect(op, MemoryEffects.Kind.ALLOCATE)) {
        if (v.getDefiningOp() == op) {
          changed[0] |= add(v, Set.of(op)); // a new buffer (alloc, alloca, clone)
          allocates = true;
        }
      }
      if (allocates) {
        return;
      }
      if (RegionFlow.handles(op)) {
        RegionFlow.forEachEdge(op, (from, to) -> changed[0] |= flow(from, to));
        return;
      }
      if (op.getNumRegions() == 0) {
        for (Value r : op.getResults()) {
          for (Value x : op.getOperands()) {
            changed[0] |= add(r, allocsOf(x));
          }
        }
      }
    });
    return changed[0];
  }
}
