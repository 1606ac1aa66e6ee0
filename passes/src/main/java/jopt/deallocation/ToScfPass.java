package jopt.deallocation;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.deallocation.RetainOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.pass.Pass;
import jopt.pass.PassInfo;

/**
 * hlo-deallocation-to-scf (MLIR-HLO): retains with at most one retained memref or at most one
 * alloc (the seed's O(|allocs|·|memrefs|) bound) become comparisons of base pointers
 * (deallocation.get_buffer, 0 for null) and scf.if: each retained memref gets the first alloc
 * with its buffer, and every other non-null alloc is freed with deallocation.free. Larger
 * retains are left for the lowering to a library call.
 */
public final class ToScfPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-deallocation-to-scf",
      "Lowers deallocation.retain to scf.if and deallocation.free (MLIR-HLO)", "func.func",
      ToScfPass::new);

  private MLIRContext ctx;
  private Operation at;

  public ToScfPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    ctx = getContext();
    List<Operation> retains = new ArrayList<>();
    getOperation().walk(op -> {
      if (op.getName().equals("deallocation.retain")) {
        retains.add(op);
      }
    });
    for (Operation r : retains) {
      List<Value> memrefs = RetainOp.getRetained(r);
      List<Value> allocs = RetainOp.getAllocs(r);
      if (memrefs.size() <= 1 || allocs.size() <= 1) {
        lower(r, memrefs, allocs);
      }
    }
  }

  private void lower(Operation retain, List<Value> memrefs, List<Value> allocs) {
    at = retain;
    Value zero = constant(IndexType.get(), IntegerAttr.getIndex(0));
    List<Value> bufs = new ArrayList<>();
    for (Value a : allocs) {
      bufs.add(getBuffer(a));
    }
    List<Value> ptrs = new ArrayList<>();
    for (Value m : memrefs) {
      ptrs.add(getBuffer(m));
    }
    // eq[i][j]: retained memref i lives in alloc j.
    Value[][] eq = new Value[memrefs.size()][allocs.size()];
    for (int i = 0; i < memrefs.size(); i++) {
      for (int j = 0; j < allocs.size(); j++) {
        eq[i][j] = cmp(0, ptrs.get(i), bufs.get(j));
      }
    }
    Value[][] taken = new Value[memrefs.size()][allocs.size()];
    if (memrefs.size() == 1) {
      // The first alloc holding the memref is returned.
      Value earlier = null;
      for (int j = 0; j < allocs.size(); j++) {
        taken[0][j] = earlier == null ? eq[0][j] : and(eq[0][j], not(earlier));
        earlier = earlier == null ? eq[0][j] : or(earlier, eq[0][j]);
      }
    } else {
      // One alloc: returned to the first memref that lives in it.
      Value earlier = null;
      for (int i = 0; i < memrefs.size(); i++) {
        taken[i][0] = earlier == null ? eq[i][0] : and(eq[i][0], not(earlier));
        earlier = earlier == null ? eq[i][0] : or(earlier, eq[i][0]);
      }
    }
    for (int i = 0; i < memrefs.size(); i++) {
      Value result = nullOwnership();
      for (int j = allocs.size() - 1; j >= 0; j--) {
        result = select(taken[i][j], allocs.get(j), result);
      }
      retain.getResult(i).replaceAllUsesWith(result);
    }
    for (int j = 0; j < allocs.size(); j++) {
      Value keep = null;
      for (int i = 0; i < memrefs.size(); i++) {
        keep = keep == null ? taken[i][j] : or(keep, taken[i][j]);
      }
      Value nonNull = cmp(1, bufs.get(j), zero);
      Value free = keep == null ? nonNull : and(nonNull, not(keep));
      freeIf(free, allocs.get(j));
    }
    retain.erase();
  }

  // ---- builders (all inserted before the retain being lowered)

  private Operation insert(OperationState st) {
    Operation op = Operation.create(ctx, st);
    at.getBlock().insertBefore(at, op);
    return op;
  }

  private Value constant(Type t, Attribute value) {
    OperationState st = new OperationState(at.getLoc(), "arith.constant");
    st.addAttribute("value", value);
    st.addType(t);
    return insert(st).getResult(0);
  }

  private Value getBuffer(Value v) {
    OperationState st = new OperationState(at.getLoc(), "deallocation.get_buffer");
    st.addOperand(v);
    st.addType(IndexType.get());
    return insert(st).getResult(0);
  }

  /** arith.cmpi with predicate 0 (eq) or 1 (ne). */
  private Value cmp(int predicate, Value a, Value b) {
    OperationState st = new OperationState(at.getLoc(), "arith.cmpi");
    st.addAttribute("predicate", IntegerAttr.get(predicate, IntegerType.get(64)));
    st.addOperand(a);
    st.addOperand(b);
    st.addType(IntegerType.get(1));
    return insert(st).getResult(0);
  }

  private Value binary(String name, Value a, Value b) {
    OperationState st = new OperationState(at.getLoc(), name);
    st.addOperand(a);
    st.addOperand(b);
    st.addType(IntegerType.get(1));
    return insert(st).getResult(0);
  }

  private Value and(Value a, Value b) {
    return binary("arith.andi", a, b);
  }

  private Value or(Value a, Value b) {
    return binary("arith.ori", a, b);
  }

  private Value not(Value a) {
    return binary("arith.xori", a, constant(IntegerType.get(1), IntegerAttr.get(1, IntegerType.get(1))));
  }

  private Value nullOwnership() {
    OperationState st = new OperationState(at.getLoc(), "deallocation.null");
    st.addType(OwnershipType.INSTANCE);
    return insert(st).getResult(0);
  }

  /** {@code scf.if %c -> ownership { yield a } else { yield b }}. */
  private Value select(Value c, Value a, Value b) {
    OperationState st = new OperationState(at.getLoc(), "scf.if");
    st.addOperand(c);
    st.addType(OwnershipType.INSTANCE);
    for (Value v : List.of(a, b)) {
      Block blk = st.addRegion().emplaceBlock();
      OperationState y = new OperationState(at.getLoc(), "scf.yield");
      y.addOperand(v);
      blk.push_back(Operation.create(ctx, y));
    }
    return insert(st).getResult(0);
  }

  private void freeIf(Value c, Value alloc) {
    OperationState st = new OperationState(at.getLoc(), "scf.if");
    st.addOperand(c);
    Block then = st.addRegion().emplaceBlock();
    st.addRegion();
    OperationState free = new OperationState(at.getLoc(), "deallocation.free");
    free.addOperand(alloc);
    then.push_back(Operation.create(ctx, free));
    then.push_back(Operation.create(ctx, new OperationState(at.getLoc(), "scf.yield")));
    insert(st);
  }
}
