package jopt.passes.gcmergealloc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AddIOp;
import jopt.dialects.arith.IntBinaryOps.DivSIOp;
import jopt.dialects.arith.IntBinaryOps.MulIOp;
import jopt.dialects.arith.IntBinaryOps.SubIOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.ViewOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;

/**
 * graph-compiler's default merge-alloc mutator: one
 * {@code memref.alloc() {alignment = A : i64} : memref<Nxi8[, space]>} at the start of the scope
 * block (located at the scope op), and each merged allocation replaced by an
 * {@code arith.constant OFFSET : index} and a {@code memref.view} of the merged buffer, right
 * where the allocation was.
 *
 * <p>An allocation hoisted out of static {@code scf.forall} loops ({@link AllocScopes}) takes a
 * slot per iteration: the view's offset is {@code OFFSET + i * bytes}, where {@code i} numbers
 * the iterations of those loops row-major, innermost loop fastest, each loop's own dimensions
 * row-major with its last dimension fastest, and an induction variable normalized to
 * {@code (iv - lb) / step} (a subtraction only when lb is not the constant 0, a division only
 * when the step is not the constant 1). As the original builds it, each loop's static bounds are
 * first materialized as {@code arith.constant}s before the allocation (upper bounds, lower
 * bounds, steps), whether they are used or not.
 */
final class MergeAllocDefaultMutator {
  private final Builder builder;

  MergeAllocDefaultMutator(jopt.ir.MLIRContext ctx) {
    this.builder = new Builder(ctx);
  }

  /** Rewrites one scope by its schedule. */
  void mutate(TickTraceResult trace, StaticMemoryPlanning.Schedule schedule, long alignment) {
    if (schedule.offsets().isEmpty()) {
      return;
    }
    Value merged = buildAlloc(trace.block(), trace.scope().getLoc(), schedule.totalSize(),
        alignment, trace.memorySpace());
    for (Map.Entry<Long, Operation> e : trace.allocs().entrySet()) {
      Operation alloc = e.getValue();
      Value view = buildView(alloc, merged, schedule.offsets().get(e.getKey()));
      alloc.getResult(0).replaceAllUsesWith(view);
      alloc.erase();
    }
  }

  private Value buildAlloc(Block block, Location loc, long size, long alignment,
      Attribute memorySpace) {
    builder.setInsertionPointToStart(block);
    MemRefType type = MemRefType.get(new long[] {size}, IntegerType.get(8), null, memorySpace);
    return AllocOp.create(builder, loc, type, List.of(), List.of(), alignment).memref();
  }

  private Value constant(Location loc, long v) {
    return ConstantOp.create(builder, loc, IntegerAttr.getIndex(v)).result();
  }

  private Value add(Location loc, Value a, Value b) {
    return AddIOp.create(builder, loc, a, b).getOperation().getResult(0);
  }

  private Value mul(Location loc, Value a, Value b) {
    return MulIOp.create(builder, loc, a, b).getOperation().getResult(0);
  }

  private Value buildView(Operation alloc, Value merged, long offset) {
    builder.setInsertionPoint(alloc);
    Location loc = alloc.getLoc();
    Value shift = constant(loc, offset);
    List<ForallBounds> loops = AllocScopes.hoistedLoops(alloc);
    if (!loops.isEmpty()) {
      Value index = null;
      long inner = 1;
      for (ForallBounds loop : loops) {
        List<Value> ubs = materialize(loc, loop.ubs());
        List<Value> lbs = materialize(loc, loop.lbs());
        List<Value> steps = materialize(loc, loop.steps());
        Value current = aggregatedVar(loc, loop.inductionVars(), lbs, ubs, steps);
        if (index == null) {
          index = current;
        } else {
          Value scaled = mul(loc, current, constant(loc, inner));
          index = add(loc, index, scaled);
        }
        for (int d = 0; d < loop.rank(); d++) {
          inner *= loop.tripCount(d);
        }
      }
      Value bytes = constant(loc, AllocScopes.sizeInBytes((MemRefType) alloc.getResult(0)
          .getType()));
      shift = add(loc, shift, mul(loc, index, bytes));
    }
    return ViewOp.create(builder, loc, (MemRefType) alloc.getResult(0).getType(), merged, shift,
        List.of()).result();
  }

  /** The bounds as values: operands as they are, static ones as new constants. */
  private List<Value> materialize(Location loc, List<ForallBounds.Bound> bounds) {
    List<Value> out = new ArrayList<>();
    for (ForallBounds.Bound b : bounds) {
      out.add(b.value() != null ? b.value() : constant(loc, b.staticValue()));
    }
    return out;
  }

  private static ForallBounds.Bound bound(Value v) {
    return new ForallBounds.Bound(0, v);
  }

  private Value normalized(Location loc, Value iv, Value lb, Value step) {
    Value v = iv;
    if (!Long.valueOf(0).equals(bound(lb).constant())) {
      v = SubIOp.create(builder, loc, v, lb).getOperation().getResult(0);
    }
    if (!Long.valueOf(1).equals(bound(step).constant())) {
      v = DivSIOp.create(builder, loc, v, step).getOperation().getResult(0);
    }
    return v;
  }

  private Value aggregatedVar(Location loc, List<Value> ivs, List<Value> lbs, List<Value> ubs,
      List<Value> steps) {
    Value var = normalized(loc, ivs.get(0), lbs.get(0), steps.get(0));
    for (int d = 1; d < ivs.size(); d++) {
      Value current = normalized(loc, ivs.get(d), lbs.get(d), steps.get(d));
      long trips = ForallBounds.tripCount(bound(lbs.get(d)), bound(ubs.get(d)),
          bound(steps.get(d)));
      Value scaled = mul(loc, var, constant(loc, trips));
      var = add(loc, scaled, current);
    }
    return var;
  }
}
