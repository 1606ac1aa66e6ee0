package jopt.passes.gcmergealloc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.ExtractAlignedPointerAsIndexOp;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.interfaces.SideEffects;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.mergealloc.stages.MergeAllocException;

/**
 * graph-compiler's tick-based lifetime collector (its {@code TickCollecter}, spelling kept).
 *
 * <p>Every op of the function gets a tick in pre-order, the function itself 1. An
 * {@code memref.alloc} records its own tick (to order buffers with equal ticks) but is not an
 * access; the ops that access a memref operand update the first and last access tick of every
 * allocation the operand may point into ({@link BufferViewFlowAnalysis#resolveReverse}):
 *
 * <ul>
 *   <li>a view ({@link ViewLikeOpInterface}) accesses its operands except the view source;
 *   <li>a return-like terminator accesses its operands, and makes them untraceable (tick -2:
 *       never merged) when its parent is a function or a loop ({@link LoopLikeOpInterface});
 *   <li>{@code memref.extract_aligned_pointer_as_index}, and (jopt) any op that frees a memref
 *       operand ({@link MemoryEffects} FREE: dealloc, realloc), make their operands
 *       untraceable: a merged buffer is a view, which must not be freed;
 *   <li>any other op that is not free of memory effects accesses all its operands.
 * </ul>
 *
 * An op with regions (other than the function) is a complex scope from its tick to the last
 * tick inside it. When it ends, each allocation accessed inside it that it does not contain, or
 * whose aliases are used by an op with memory effects outside it, gets the scope's whole tick
 * range: a loop or branch repeats or skips its accesses. The original counts an access only in
 * the innermost scope, so an outer loop forgets buffers accessed in an inner branch or loop and
 * lets them share bytes with buffers of its own body; here an access counts in every enclosing
 * scope. A complex scope that is not a {@link RegionBranchOpInterface} and has accesses inside
 * is an error ("expecting RegionBranchOpInterface for merge-alloc").
 *
 * <p>The scopes that reset an allocation are nested, so their ranges add up to the outermost
 * one's: each access updates the allocation with that scope's range at once, found by a binary
 * search of the open scopes, with every op's pre-order range computed beforehand. (Listing the
 * allocations of each scope and checking ancestry op by op at its end made the collector cubic
 * in nesting depth.)
 */
final class TickCollecter {
  /** The memref is not accessed (yet). */
  static final long NO_ACCESS = -1;
  /** The memref escapes: returned, yielded from a loop, turned into a pointer, freed. */
  static final long UNTRACEABLE_ACCESS = -2;

  /** The collected ticks of one allocation. */
  static final class Tick {
    long allocTick = NO_ACCESS;
    long firstAccess = NO_ACCESS;
    long lastAccess = NO_ACCESS;

    void update(long tick) {
      if (tick == UNTRACEABLE_ACCESS) {
        firstAccess = UNTRACEABLE_ACCESS;
        lastAccess = UNTRACEABLE_ACCESS;
      }
      if (firstAccess == UNTRACEABLE_ACCESS) {
        return;
      }
      firstAccess = firstAccess == NO_ACCESS ? tick : Math.min(firstAccess, tick);
      lastAccess = Math.max(lastAccess, tick);
    }
  }

  /** An open op with regions (not the function); whether an access happened inside it yet. */
  private static final class ComplexScope {
    final Operation scope;
    final long startTick;
    final long endTick;
    boolean accessed;

    ComplexScope(Operation scope, long startTick, long endTick) {
      this.scope = scope;
      this.startTick = startTick;
      this.endTick = endTick;
    }
  }

  /** What the walk found: each alloc's ticks (walk order) and the tick of each op with regions. */
  record Result(Map<Operation, Tick> allocTicks, Map<Operation, Long> regionOpTicks) {}

  private final BufferViewFlowAnalysis aliases;
  private final Map<Value, List<Operation>> allocsOf = new HashMap<>();
  private final Map<Operation, List<Operation>> aliasUsers = new HashMap<>();
  private final Map<Operation, Tick> allocTicks = new LinkedHashMap<>();
  private final Map<Operation, Long> regionOpTicks = new HashMap<>();
  private final List<ComplexScope> stack = new ArrayList<>();
  private long curTick;
  /** Each op's pre-order tick and the last tick inside it (its subtree is [tick, end]). */
  private final Map<Operation, long[]> ranges = new HashMap<>();
  /**
   * Per allocation, the smallest and largest tick of the allocation and the effectful users of
   * its aliases: a scope contains them all when its range holds both, its own tick excluded.
   */
  private final Map<Operation, long[]> spans = new HashMap<>();

  private TickCollecter(BufferViewFlowAnalysis aliases) {
    this.aliases = aliases;
  }

  /** Walks {@code func}; throws {@link MergeAllocException} for a scope it cannot handle. */
  static Result collect(Operation func, BufferViewFlowAnalysis aliases) {
    TickCollecter c = new TickCollecter(aliases);
    c.number(func, new long[] {0});
    c.visit(func, func);
    return new Result(c.allocTicks, c.regionOpTicks);
  }

  static boolean isAlloc(Operation op) {
    return AllocOp.SPEC.isa(op);
  }

  /** Gives each op in {@code op} its range, ticks counted as {@link #visit} counts them. */
  private void number(Operation op, long[] tick) {
    long[] range = {++tick[0], 0};
    ranges.put(op, range);
    for (Region r : op.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation nested = b.getFirstOp(); nested != null; nested = nested.getNextNode()) {
          number(nested, tick);
        }
      }
    }
    range[1] = tick[0];
  }

  private void visit(Operation op, Operation root) {
    curTick++;
    if (op.getInterface(ViewLikeOpInterface.class) != null) {
      Value source = op.getInterface(ViewLikeOpInterface.class).getViewSource(op);
      for (Value v : op.getOperands()) {
        if (v != source) {
          accessValue(v, false);
        }
      }
    } else if (op.hasTrait(Traits.ReturnLike.class)) {
      Operation parent = op.getParentOp();
      boolean escapes = parent != null
          && (parent.getInterface(CallableOpInterface.class) != null
              || parent.getInterface(LoopLikeOpInterface.class) != null);
      for (Value v : op.getOperands()) {
        accessValue(v, escapes);
      }
    } else if (isAlloc(op)) {
      allocTicks.computeIfAbsent(op, k -> new Tick()).allocTick = curTick;
    } else if (extractsPointerOrFrees(op)) {
      for (Value v : op.getOperands()) {
        accessValue(v, true);
      }
    } else if (!SideEffects.isMemoryEffectFree(op)) {
      for (Value v : op.getOperands()) {
        accessValue(v, false);
      }
    }
    if (op.getNumRegions() == 0) {
      return;
    }
    regionOpTicks.put(op, curTick);
    boolean complex = op != root;
    if (complex) {
      stack.add(new ComplexScope(op, curTick, ranges.get(op)[1]));
    }
    for (Region r : op.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation nested : b.getOpList()) {
          visit(nested, root);
        }
      }
    }
    if (complex) {
      popComplexScope(stack.remove(stack.size() - 1));
    }
  }

  private static boolean extractsPointerOrFrees(Operation op) {
    if (ExtractAlignedPointerAsIndexOp.SPEC.isa(op)) {
      return true;
    }
    return MemoryEffects.valuesWithEffect(op, MemoryEffects.Kind.FREE).stream()
        .anyMatch(v -> op.getOperands().contains(v));
  }

  private List<Operation> allocsOf(Value v) {
    return allocsOf.computeIfAbsent(v, k -> {
      List<Operation> out = new ArrayList<>();
      for (Value base : aliases.resolveReverse(k)) {
        Operation def = base.getDefiningOp();
        if (def != null && isAlloc(def)) {
          out.add(def);
        }
      }
      return out;
    });
  }

  private void accessValue(Value v, boolean untraceable) {
    if (!BufferViewFlowAnalysis.isMemRef(v)) {
      return;
    }
    List<Operation> allocs = allocsOf(v);
    if (!allocs.isEmpty() && !stack.isEmpty()) {
      stack.get(stack.size() - 1).accessed = true;
    }
    for (Operation alloc : allocs) {
      Tick t = allocTicks.computeIfAbsent(alloc, k -> new Tick());
      t.update(untraceable ? UNTRACEABLE_ACCESS : curTick);
      // The open scopes that do not contain the allocation and its effectful alias users
      // reset it to their ranges: a suffix of the stack, whose first scope's range holds the
      // others'.
      int b = firstResettingScope(alloc);
      if (b < stack.size()) {
        t.update(stack.get(b).startTick);
        t.update(stack.get(b).endTick);
      }
    }
  }

  private void popComplexScope(ComplexScope s) {
    if (s.scope.getInterface(RegionBranchOpInterface.class) == null && s.accessed) {
      throw new MergeAllocException(s.scope, "'" + s.scope.getName()
          + "' op expecting RegionBranchOpInterface for merge-alloc");
    }
    if (s.accessed && !stack.isEmpty()) {
      stack.get(stack.size() - 1).accessed = true;
    }
  }

  /**
   * The index of the outermost open scope that needs to reset {@code alloc}'s ticks: that does
   * not contain the allocation, or one of its aliases' users with memory effects; the stack's
   * size when none does.
   */
  private int firstResettingScope(Operation alloc) {
    long[] span = spans.computeIfAbsent(alloc, a -> {
      long t = ranges.get(a)[0];
      long[] minMax = {t, t};
      for (Operation user : effectfulAliasUsers(a)) {
        long[] r = ranges.get(user);
        long u = r == null ? Long.MIN_VALUE : r[0]; // outside the function: no scope holds it
        minMax[0] = Math.min(minMax[0], u);
        minMax[1] = Math.max(minMax[1], u);
      }
      return minMax;
    });
    int lo = 0;
    int hi = stack.size();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      ComplexScope s = stack.get(mid);
      if (s.startTick < span[0] && span[1] <= s.endTick) {
        lo = mid + 1; // contains them all, and so does every scope around it
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /** The users with memory effects of the values {@code alloc} may flow into. */
  private List<Operation> effectfulAliasUsers(Operation alloc) {
    return aliasUsers.computeIfAbsent(alloc, a -> {
      List<Operation> out = new ArrayList<>();
      for (Value alias : aliases.resolve(a.getResult(0))) {
        for (Operation user : alias.getUsers()) {
          if (!SideEffects.isMemoryEffectFree(user)) {
            out.add(user);
          }
        }
      }
      return out;
    });
  }
}
