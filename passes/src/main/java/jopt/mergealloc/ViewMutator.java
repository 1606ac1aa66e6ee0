package jopt.mergealloc;

import java.util.Map;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.mergealloc.planner.MemorySchedule;

/**
 * The default mutator: one {@code memref.alloc() {alignment = A : i64} : memref<Nxi8[, space]>}
 * at the start of the scope block, and each merged alloc replaced in place by an
 * {@code arith.constant OFF : index} and a {@code memref.view} of that buffer at OFF.
 */
public final class ViewMutator implements MemoryMergeMutator {
  @Override
  public void mutate(LifetimeTrace trace, MemorySchedule schedule, MergeAllocOptions options) {
    if (schedule.totalSize() == 0 || trace.allocs().isEmpty()) {
      return;
    }
    Block scope = trace.scope();
    Operation any = trace.allocs().values().iterator().next();
    OperationState st = new OperationState(any.getLoc(), "memref.alloc");
    st.addType(MemRefType.get(new long[] {schedule.totalSize()}, IntegerType.get(8), null,
        trace.memorySpace()));
    st.addAttribute("alignment", IntegerAttr.get(options.alignment(), IntegerType.get(64)));
    jopt.ir.ods.OpSpec.setOperandSegmentSizes(st, 0, 0);
    Operation buffer = Operation.create(any.getContext(), st);
    if (scope.getFirstOp() == null) {
      scope.push_back(buffer);
    } else {
      scope.insertBefore(scope.getFirstOp(), buffer);
    }
    for (Map.Entry<Long, Operation> e : trace.allocs().entrySet()) {
      Operation alloc = e.getValue();
      long offset = schedule.offsets().get(e.getKey());
      OperationState c = new OperationState(alloc.getLoc(), "arith.constant");
      c.addAttribute("value", IntegerAttr.getIndex(offset));
      c.addType(IndexType.get());
      Operation constant = Operation.create(alloc.getContext(), c);
      alloc.getBlock().insertBefore(alloc, constant);
      OperationState v = new OperationState(alloc.getLoc(), "memref.view");
      v.addOperand(buffer.getResult(0));
      v.addOperand(constant.getResult(0));
      v.addType(alloc.getResult(0).getType());
      Operation view = Operation.create(alloc.getContext(), v);
      alloc.getBlock().insertBefore(alloc, view);
      alloc.getResult(0).replaceAllUsesWith(view.getResult(0));
      alloc.erase();
    }
  }
}
