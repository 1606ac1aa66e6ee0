package jopt.mergealloc;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AddIOp;
import jopt.dialects.arith.IntBinaryOps.AndIOp;
import jopt.dialects.arith.IntBinaryOps.MaxUIOp;
import jopt.dialects.arith.IntBinaryOps.MulIOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.ViewOp;
import jopt.ir.Block;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.mergealloc.planner.MemorySchedule;
import jopt.mergealloc.planner.MemoryTrace;

/**
 * The mutator of precise merge-alloc. The arena is allocated right before the first use of any
 * of its buffers ({@link ArenaPoint}), each merged allocation becomes a {@code memref.view} at
 * its first use, and the frees of merged buffers go. Buffers of static size sit at the
 * planner's offsets. Buffers of dynamic size (with {@code dynamic-sizes}) sit where a symbolic
 * plan puts them, computed where the arena is allocated: in the order of their first access,
 * each on top of every buffer live with it that was placed before it (the static ones at their
 * offsets, the dynamic ones at the offsets computed for them), aligned as its element needs;
 * the arena is as large as the highest end. Offsets are thus expressions of the sizes
 * ({@code arith.addi}, {@code muli}, {@code maxui}, {@code andi}, constants folded), valid for
 * every binding of the sizes: two buffers live at once are ordered, one above the other.
 */
public final class ArenaMutator implements MemoryMergeMutator {
  private final Lifetimes lifetimes;

  /** With the segments of {@code lifetimes} deciding which buffers conflict (null: the intervals). */
  public ArenaMutator(Lifetimes lifetimes) {
    this.lifetimes = lifetimes;
  }

  private boolean conflict(LifetimeTrace trace, MemoryTrace.Interval x, MemoryTrace.Interval y) {
    if (!overlap(x, y)) {
      return false;
    }
    return lifetimes == null || lifetimes.conflict(trace.allocs().get(x.bufferId()),
        trace.allocs().get(y.bufferId()));
  }

  @Override
  public void mutate(LifetimeTrace trace, MemorySchedule schedule, MergeAllocOptions options) {
    if (trace.allocs().isEmpty()) {
      return;
    }
    Block scope = trace.scope();
    Operation point = ArenaPoint.point(scope, trace.allocs().values());
    Operation any = trace.allocs().values().iterator().next();
    Location loc = any.getLoc();
    Builder b = new Builder(any.getContext());
    b.setInsertionPoint(point);
    Exprs ex = new Exprs(b, loc);
    List<MemoryTrace.Interval> statics = new ArrayList<>();
    List<MemoryTrace.Interval> dynamics = new ArrayList<>();
    for (MemoryTrace.Interval iv : trace.intervals()) {
      MemRefType t = type(trace.allocs().get(iv.bufferId()));
      (t.hasStaticShape() ? statics : dynamics).add(iv);
    }
    dynamics.sort(Comparator.comparingLong(MemoryTrace.Interval::begin)
        .thenComparingLong(MemoryTrace.Interval::bufferId));
    Map<Long, Object> offsets = new HashMap<>();
    Map<Long, Object> ends = new HashMap<>();
    Map<Value, Value> copies = new HashMap<>();
    Object size = schedule.totalSize();
    for (int k = 0; k < dynamics.size(); k++) {
      MemoryTrace.Interval d = dynamics.get(k);
      Operation alloc = trace.allocs().get(d.bufferId());
      MemRefType t = type(alloc);
      Object bytes = TickCollector.elementBits(t.getElementType()) / 8;
      int operand = 0;
      for (long dim : t.getShape()) {
        bytes = ex.mul(bytes, dim == ShapedType.DYNAMIC
            ? ArenaPoint.materialize(alloc.getOperand(operand++), scope, point, b, copies)
            : (Object) dim);
      }
      long below = 0;
      for (MemoryTrace.Interval s : statics) {
        if (conflict(trace, s, d)) {
          below = Math.max(below, schedule.offsets().get(s.bufferId()) + s.size());
        }
      }
      Object lower = below;
      for (int j = 0; j < k; j++) {
        if (conflict(trace, dynamics.get(j), d)) {
          lower = ex.max(lower, ends.get(dynamics.get(j).bufferId()));
        }
      }
      Object offset = ex.alignUp(lower, PrecisePlanner.alignmentOf(alloc));
      offsets.put(d.bufferId(), offset);
      ends.put(d.bufferId(), ex.add(offset, bytes));
      size = ex.max(size, ends.get(d.bufferId()));
    }
    if (size instanceof Long n && n == 0) {
      return;
    }
    for (Operation alloc : trace.allocs().values()) {
      for (Operation free : PreciseCollector.frees(alloc)) {
        free.erase();
      }
    }
    boolean fixed = size instanceof Long;
    MemRefType arenaType = MemRefType.get(new long[] {fixed ? (Long) size : ShapedType.DYNAMIC},
        IntegerType.get(8), null, trace.memorySpace());
    Value arena = AllocOp.create(b, loc, arenaType,
        fixed ? List.of() : List.of(ex.value(size)), List.of(), options.alignment()).memref();
    for (Map.Entry<Long, Operation> e : trace.allocs().entrySet()) {
      Operation alloc = e.getValue();
      b.setInsertionPoint(ArenaPoint.firstUse(alloc));
      Object offset = offsets.containsKey(e.getKey()) ? offsets.get(e.getKey())
          : schedule.offsets().get(e.getKey());
      Value shift = offset instanceof Value v ? v
          : ConstantOp.create(b, alloc.getLoc(), IntegerAttr.getIndex((Long) offset)).result();
      Value view = ViewOp.create(b, alloc.getLoc(), type(alloc), arena, shift,
          AllocOp.of(alloc).dynamicSizes()).result();
      alloc.getResult(0).replaceAllUsesWith(view);
      alloc.erase();
    }
  }

  private static MemRefType type(Operation alloc) {
    return (MemRefType) alloc.getResult(0).getType();
  }

  private static boolean overlap(MemoryTrace.Interval x, MemoryTrace.Interval y) {
    return x.begin() <= y.end() && y.begin() <= x.end();
  }

  /** Index arithmetic at the builder's point, on constants (Long) folded and values. */
  private static final class Exprs {
    private final Builder b;
    private final Location loc;
    private final Map<Long, Value> constants = new HashMap<>();
    private final Map<List<Object>, Value> made = new HashMap<>();

    Exprs(Builder b, Location loc) {
      this.b = b;
      this.loc = loc;
    }

    Value value(Object x) {
      if (x instanceof Value v) {
        return v;
      }
      return constants.computeIfAbsent((Long) x,
          c -> ConstantOp.create(b, loc, IntegerAttr.getIndex(c)).result());
    }

    Object add(Object x, Object y) {
      if (x instanceof Long a && y instanceof Long c) {
        return a + c;
      }
      if (x instanceof Long a && a == 0) {
        return y;
      }
      if (y instanceof Long c && c == 0) {
        return x;
      }
      return binary("add", x, y);
    }

    Object mul(Object x, Object y) {
      if (x instanceof Long a && y instanceof Long c) {
        return a * c;
      }
      if (x instanceof Long a && a == 1) {
        return y;
      }
      if (y instanceof Long c && c == 1) {
        return x;
      }
      return binary("mul", x, y);
    }

    Object max(Object x, Object y) {
      if (x instanceof Long a && y instanceof Long c) {
        return Math.max(a, c);
      }
      if (x instanceof Long a && a == 0) {
        return y;
      }
      if (y instanceof Long c && c == 0) {
        return x;
      }
      return binary("max", x, y);
    }

    /** {@code x} rounded up to a multiple of {@code a} (a power of two). */
    Object alignUp(Object x, long a) {
      if (a <= 1) {
        return x;
      }
      if (x instanceof Long n) {
        return (n + a - 1) / a * a;
      }
      return binary("and", add(x, a - 1), -a);
    }

    /** One op per operation and operands (its result is used again for the same). */
    private Value binary(String kind, Object x, Object y) {
      Value l = value(x);
      Value r = value(y);
      return made.computeIfAbsent(List.of(kind, l, r), k -> switch (kind) {
        case "add" -> AddIOp.create(b, loc, l, r).result();
        case "mul" -> MulIOp.create(b, loc, l, r).result();
        case "max" -> MaxUIOp.create(b, loc, l, r).result();
        default -> AndIOp.create(b, loc, l, r).result();
      });
    }
  }
}
