package jopt.passes.analysis;

import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.ViewLikeOpInterface;

/**
 * MLIR's BufferOriginAnalysis: whether two buffers are known to come from the same allocation,
 * known to come from different ones, or neither, by tracing both back through MLIR's buffer view
 * flow ({@link BufferViewFlowAnalysis#mlir}) to the terminal buffers they may originate from.
 */
public final class BufferOriginAnalysis {
  private final BufferViewFlowAnalysis analysis;
  /**
   * The terminals of each value asked about: the flows are fixed when the analysis is made, so
   * are a value's terminals. The deallocation simplification asks about every pair of a
   * dealloc's memrefs (GPT-2: a third of the pipeline's time went to recomputing them).
   */
  private final Map<Value, Terminals> terminalsOf = new HashMap<>();

  public BufferOriginAnalysis(Operation root) {
    this.analysis = new BufferViewFlowAnalysis(root, BufferViewFlowAnalysis.Model.MLIR);
  }

  /**
   * TRUE when {@code v1} and {@code v2} are views of one allocation, FALSE when they come from
   * different allocations, null when the analysis cannot tell.
   */
  public Boolean isSameAllocation(Value v1, Value v2) {
    v1 = viewBase(v1);
    v2 = viewBase(v2);
    if (v1 == v2) {
      return Boolean.TRUE;
    }
    Terminals t1 = terminals(v1);
    Terminals t2 = terminals(v2);
    if (t1.values.size() == 1 && t2.values.size() == 1
        && t1.values.iterator().next() == t2.values.iterator().next()) {
      return Boolean.TRUE;
    }
    for (Value v : t1.values) {
      if (t2.values.contains(v)) {
        return null;
      }
    }
    boolean isolated1 = t1.allAllocs && (t2.allAllocs || t2.allAllocsOrFuncEntryArgs);
    boolean isolated2 = (t1.allAllocs || t1.allAllocsOrFuncEntryArgs) && t2.allAllocs;
    return isolated1 || isolated2 ? Boolean.FALSE : null;
  }

  /** The terminal buffers {@code v} may originate from, and whether all are allocations (or arguments). */
  private Terminals terminals(Value v) {
    Terminals t = terminalsOf.get(v);
    if (t == null) {
      t = terminals(analysis.resolveReverse(v));
      terminalsOf.put(v, t);
    }
    return t;
  }

  private Terminals terminals(Set<Value> origin) {
    Set<Value> values = new LinkedHashSet<>();
    boolean allAllocs = true;
    boolean allAllocsOrFuncEntryArgs = true;
    for (Value v : origin) {
      if (BufferViewFlowAnalysis.isMemRef(v) && analysis.mayBeTerminalBuffer(v)) {
        values.add(v);
        boolean alloc = allocates(v);
        allAllocs &= alloc;
        allAllocsOrFuncEntryArgs &= alloc || isFunctionArgument(v);
      }
    }
    return new Terminals(Collections.unmodifiableSet(values), allAllocs, allAllocsOrFuncEntryArgs);
  }

  private record Terminals(Set<Value> values, boolean allAllocs, boolean allAllocsOrFuncEntryArgs) {}

  /** The value its chain of views ends at (each view is result 0 of a ViewLikeOpInterface op). */
  public static Value viewBase(Value v) {
    while (v.getDefiningOp() != null) {
      Operation def = v.getDefiningOp();
      ViewLikeOpInterface view = def.getInterface(ViewLikeOpInterface.class);
      if (view == null || v != def.getResult(0)) {
        break;
      }
      v = view.getViewSource(def);
    }
    return v;
  }

  private static boolean allocates(Value v) {
    Operation def = v.getDefiningOp();
    return def != null && MemoryEffects.hasEffect(def, MemoryEffects.Kind.ALLOCATE, v);
  }

  private static boolean isFunctionArgument(Value v) {
    if (!(v instanceof BlockArgument arg)) {
      return false;
    }
    Block b = arg.getOwner();
    Operation parent = b.getParentOp();
    return parent != null && parent.getInterface(FunctionOpInterface.class) != null
        && b == parent.getRegion(0).front();
  }
}
