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
    return isSameAllocation(originOf(v1), originOf(v2));
  }

  /** {@link #isSameAllocation(Value, Value)} of two origins found before (one per value, not per pair). */
  public Boolean isSameAllocation(Origin o1, Origin o2) {
    if (o1.base == o2.base) {
      return Boolean.TRUE;
    }
    Terminals t1 = o1.terminals;
    Terminals t2 = o2.terminals;
    if (t1.single != null && t1.single == t2.single) {
      return Boolean.TRUE;
    }
    // Two different single terminals (the usual pair of allocations) cannot intersect.
    if (t1.single == null || t2.single == null) {
      Set<Value> fewer = t1.values.size() <= t2.values.size() ? t1.values : t2.values;
      Set<Value> more = fewer == t1.values ? t2.values : t1.values;
      for (Value v : fewer) {
        if (more.contains(v)) {
          return null;
        }
      }
    }
    boolean isolated1 = t1.allAllocs && (t2.allAllocs || t2.allAllocsOrFuncEntryArgs);
    boolean isolated2 = (t1.allAllocs || t1.allAllocsOrFuncEntryArgs) && t2.allAllocs;
    return isolated1 || isolated2 ? Boolean.FALSE : null;
  }

  /** The base of {@code v}'s views and the terminal buffers that base may originate from. */
  public Origin originOf(Value v) {
    Value base = viewBase(v);
    return new Origin(base, terminals(base));
  }

  /** What {@link #isSameAllocation} compares of one buffer, found once for many comparisons. */
  public static final class Origin {
    private final Value base;
    private final Terminals terminals;

    private Origin(Value base, Terminals terminals) {
      this.base = base;
      this.terminals = terminals;
    }

    /** The value the buffer's chain of views ends at ({@link #viewBase}). */
    public Value base() {
      return base;
    }
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
    return new Terminals(Collections.unmodifiableSet(values), values.size() == 1 ? values.iterator().next() : null,
        allAllocs, allAllocsOrFuncEntryArgs);
  }

  /** {@code single}: the one terminal, or null when there are none or several. */
  private record Terminals(Set<Value> values, Value single, boolean allAllocs, boolean allAllocsOrFuncEntryArgs) {}

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
