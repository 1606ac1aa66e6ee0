package jopt.passes.mergealloc;

import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.ViewOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.planner.MemorySchedule;

/**
 * The default mutator: one {@code memref.alloc() {alignment = A : i64} : memref<Nxi8[, space]>}
 * at the start of the scope block, and each merged alloc replaced in place by an
 * {@code arith.constant OFF : index} and a {@code memref.view} of that buffer at OFF; the buffer
 * aligned to the merge's {@code alignment}.
 */
public final class ViewMutator {
  public void mutate(LifetimeTrace trace, MemorySchedule schedule, long alignment) {
    if (schedule.totalSize() == 0 || trace.allocs().isEmpty()) {
      return;
    }
    Block scope = trace.scope();
    Operation any = trace.allocs().values().iterator().next();
    Builder b = new Builder(any.getContext());
    b.setInsertionPointToStart(scope);
    MemRefType arena = MemRefType.get(new long[] {schedule.totalSize()}, IntegerType.get(8), null,
        trace.memorySpace());
    Value buffer = AllocOp.create(b, any.getLoc(), arena, List.of(), List.of(),
        alignment).memref();
    for (Map.Entry<Long, Operation> e : trace.allocs().entrySet()) {
      Operation alloc = e.getValue();
      long offset = schedule.offsets().get(e.getKey());
      b.setInsertionPoint(alloc);
      Value shift = ConstantOp.create(b, alloc.getLoc(), IntegerAttr.getIndex(offset)).result();
      Value view = ViewOp.create(b, alloc.getLoc(), (MemRefType) alloc.getResult(0).getType(),
          buffer, shift, List.of()).result();
      alloc.getResult(0).replaceAllUsesWith(view);
      alloc.erase();
    }
  }
}
