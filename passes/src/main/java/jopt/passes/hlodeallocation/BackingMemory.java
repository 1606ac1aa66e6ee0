package jopt.passes.hlodeallocation;

import jopt.ir.ods.format.FunctionSignature;
import jopt.dialects.func.FuncOp;
import jopt.dialects.deallocation.DeallocationDialect;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import jopt.passes.analysis.RegionEdge;
import jopt.passes.analysis.ValueOrder;
import jopt.ir.BlockArgument;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.interfaces.MemoryEffects;

/**
 * MLIR-HLO's DeallocationAnalysis: the values that may back a memref, i.e. the allocations and
 * block arguments it may depend on. A block argument is backed by itself; a function argument
 * also by every memref argument of its function with the same element type, unless it is
 * {@code deallocation.restrict}; a region-branch argument or result by what flows into it along
 * the op's edges; an op result by itself when the op allocates it, and by every memref operand
 * of the same element type. In the original's value order ({@link ValueOrder}).
 */
public final class BackingMemory {
  private final Map<Value, TreeSet<Value>> cache = new HashMap<>();

  public TreeSet<Value> of(Value source) {
    TreeSet<Value> r = cache.get(source);
    if (r == null) {
      r = new TreeSet<>(ValueOrder.INSTANCE);
      collect(source, new HashSet<>(), r);
      cache.put(source, r);
    }
    return r;
  }

  private static void collect(Value source, Set<Value> visited, TreeSet<Value> results) {
    if (source == null || !Ownership.isMemRef(source) || !visited.add(source)) {
      return;
    }
    Type type = Ownership.elementType(source.getType());
    if (source instanceof BlockArgument arg) {
      results.add(source);
      Operation parent = arg.getOwner().getParentOp();
      if (FuncOp.SPEC.isa(parent)) {
        if (!isRestrict(parent, arg.getArgNumber())) {
          for (BlockArgument other : arg.getOwner().getArguments()) {
            if (Ownership.isMemRef(other)
                && Ownership.elementType(other.getType()).equals(type)) {
              results.add(other);
            }
          }
        }
      } else if (RegionEdge.isRegionBranch(parent)) {
        for (RegionEdge e : RegionEdge.predecessors(parent, arg.getOwner().getParent())) {
          if (arg.getArgNumber() >= e.successorValueIndex()) {
            collect(e.predecessorOperand(arg.getArgNumber()), visited, results);
          }
        }
      }
      return;
    }
    OpResult result = (OpResult) source;
    Operation owner = result.getOwner();
    if (RegionEdge.isRegionBranch(owner)) {
      for (RegionEdge e : RegionEdge.predecessors(owner, null)) {
        collect(e.predecessorOperand(result.getResultNumber()), visited, results);
      }
    }
    if (MemoryEffects.hasEffect(owner, MemoryEffects.Kind.ALLOCATE, result)) {
      results.add(result);
    }
    for (Value operand : owner.getOperands()) {
      if (Ownership.isMemRef(operand) && Ownership.mayAlias(owner, result, operand)) {
        collect(operand, visited, results);
      }
    }
  }

  private static boolean isRestrict(Operation func, int arg) {
    DictionaryAttr d = FunctionSignature.dictAt(func, "arg_attrs", arg);
    return d != null && d.get(DeallocationDialect.RESTRICT_ATTR) instanceof BoolAttr b && b.value();
  }
}
