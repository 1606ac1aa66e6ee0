package jopt.passes.mergealloc.prepare;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.DimOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.analysis.RegionEdge;
import jopt.passes.mergealloc.facts.Loops;

/**
 * {@code memref.dim} of a buffer a region-branch op passes on (a loop's iteration argument, a
 * branch op's result) becomes the size itself where every edge into it gives a buffer of the same
 * dynamic sizes, as SSA values defined outside the op: an allocation's operands, or those of the
 * buffer it came in as. As MLIR's dim-of-iter-arg folding, over every region-branch edge and to a
 * fixed point (a loop that yields a buffer allocated with {@code memref.dim} of its argument
 * keeps its initial buffer's sizes). The sizes are then known before the loop: an allocation in
 * the body sized by them may move out of it or join the scope's arena.
 */
final class CarriedSizes {
  /** Marks a value whose sizes differ between edges or are not known. */
  private static final List<Value> UNKNOWN = java.util.Collections.unmodifiableList(new ArrayList<>());

  private CarriedSizes() {}

  /** Folds the dims of {@code func}'s passed-on buffers of known sizes; the number folded. */
  static int apply(Operation func) {
    Map<Value, List<Value>> incoming = new HashMap<>();
    Map<Value, Operation> owner = new HashMap<>();
    func.walk(op -> {
      if (!RegionEdge.isRegionBranch(op)) {
        return;
      }
      BufferViewFlowAnalysis.forEachFlow(op, (from, to) -> {
        if (to.getType() instanceof MemRefType t && t.hasIdentityLayout() && !t.hasStaticShape()) {
          incoming.computeIfAbsent(to, k -> new ArrayList<>()).add(from);
          owner.put(to, op);
        }
      });
    });
    if (incoming.isEmpty()) {
      return 0;
    }
    // Optimistic: a value without an entry yet takes the sizes of its other edges; entries
    // only go down (none, sizes, UNKNOWN), so each value is looked at again at most twice per
    // value it depends on (a worklist: linear in the edges).
    Map<Value, List<Value>> dependents = new HashMap<>();
    for (Map.Entry<Value, List<Value>> e : incoming.entrySet()) {
      for (Value from : e.getValue()) {
        for (Value on : dependsOn(from, incoming.keySet())) {
          dependents.computeIfAbsent(on, k -> new ArrayList<>()).add(e.getKey());
        }
      }
    }
    Map<Value, List<Value>> sizes = new HashMap<>();
    java.util.ArrayDeque<Value> work = new java.util.ArrayDeque<>(incoming.keySet());
    Set<Value> queued = new java.util.HashSet<>(incoming.keySet());
    while (!work.isEmpty()) {
      Value to = work.pop();
      queued.remove(to);
      if (sizes.get(to) == UNKNOWN) {
        continue;
      }
      List<Value> met = null;
      for (Value from : incoming.get(to)) {
        List<Value> s = sizesOf(from, incoming.keySet(), sizes);
        if (s == null) {
          continue; // not known yet
        }
        if (s == UNKNOWN || (met != null && !met.equals(s)) || !outside(s, owner.get(to))) {
          met = UNKNOWN;
          break;
        }
        met = s;
      }
      if (met != null && !met.equals(sizes.get(to))) {
        sizes.put(to, met);
        for (Value d : dependents.getOrDefault(to, List.of())) {
          if (queued.add(d)) {
            work.push(d);
          }
        }
      }
    }
    int folded = 0;
    for (Map.Entry<Value, List<Value>> e : sizes.entrySet()) {
      if (e.getValue() == UNKNOWN) {
        continue;
      }
      for (OpOperand use : e.getKey().getUseList()) {
        Operation dim = use.getOwner();
        Value size = DimOp.SPEC.isa(dim) && use.getOperandNumber() == 0
            ? dynamicSize(e.getKey(), e.getValue(), dim.getOperand(1)) : null;
        if (size != null) {
          dim.getResult(0).replaceAllUsesWith(size);
          dim.erase();
          folded++;
        }
      }
    }
    return folded;
  }

  /**
   * The dynamic sizes of {@code v}: an allocation's operands (each through a dim of a value of
   * known sizes), or the sizes found so far for a passed-on value; null where not found yet,
   * {@link #UNKNOWN} where not known.
   */
  private static List<Value> sizesOf(Value v, Set<Value> passedOn, Map<Value, List<Value>> sizes) {
    if (passedOn.contains(v)) {
      return sizes.get(v);
    }
    Operation def = v.getDefiningOp();
    if (def == null || !AllocOp.SPEC.isa(def) || !(v.getType() instanceof MemRefType t)
        || !t.hasIdentityLayout()) {
      return UNKNOWN;
    }
    List<Value> out = new ArrayList<>();
    for (Value operand : def.getOperands()) {
      Operation d = operand.getDefiningOp();
      Value through = operand;
      if (d != null && DimOp.SPEC.isa(d) && passedOn.contains(d.getOperand(0))) {
        List<Value> s = sizes.get(d.getOperand(0));
        if (s == null) {
          return null;
        }
        through = s == UNKNOWN ? null : dynamicSize(d.getOperand(0), s, d.getOperand(1));
        if (through == null) {
          return UNKNOWN;
        }
      }
      out.add(through);
    }
    return out;
  }

  /**
   * The passed-on values whose sizes {@code from}'s depend on: itself, or those an allocation's
   * operands are dims of.
   */
  private static List<Value> dependsOn(Value from, Set<Value> passedOn) {
    if (passedOn.contains(from)) {
      return List.of(from);
    }
    Operation def = from.getDefiningOp();
    List<Value> on = new ArrayList<>();
    if (def != null && AllocOp.SPEC.isa(def)) {
      for (Value operand : def.getOperands()) {
        Operation d = operand.getDefiningOp();
        if (d != null && DimOp.SPEC.isa(d) && passedOn.contains(d.getOperand(0))) {
          on.add(d.getOperand(0));
        }
      }
    }
    return on;
  }

  /** The size among {@code sizes} (of buffer {@code v}) of dimension {@code index}, or null. */
  private static Value dynamicSize(Value v, List<Value> sizes, Value index) {
    Long dim = OpFoldResult.getConstantIntValue(index);
    MemRefType t = (MemRefType) v.getType();
    if (dim == null || dim < 0 || dim >= t.getRank() || !ShapedType.isDynamic(t.getDimSize((int) (long) dim))) {
      return null;
    }
    int position = 0;
    for (int d = 0; d < dim; d++) {
      position += ShapedType.isDynamic(t.getDimSize(d)) ? 1 : 0;
    }
    return position < sizes.size() ? sizes.get(position) : null;
  }

  /** Whether every value of {@code sizes} is defined outside {@code op}. */
  private static boolean outside(List<Value> sizes, Operation op) {
    for (Value s : sizes) {
      if (!Loops.definedOutside(s, op) || s.getDefiningOp() == op) {
        return false;
      }
    }
    return true;
  }
}
