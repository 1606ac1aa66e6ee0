package jopt.dialects.deallocation;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestModules;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.type.FloatType;
import jopt.ir.type.MemRefType;
import org.junit.jupiter.api.Test;

/**
 * Every deallocation op built only through its typed builder verifies and prints in its custom
 * form; the typed accessors give back the parts of a parsed op.
 */
class DeallocationBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private static final String OWN = "!deallocation.ownership";
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  private final List<String> errors = new ArrayList<>();

  DeallocationBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private Operation module(Builder b, List<Type> args) {
    return TestModules.moduleWithFunction(ctx, b, args);
  }

  private String verifiedText(Builder b, Operation module) {
    TestModules.returnAndVerify(ctx, errors, b, module);
    return AsmPrinter.print(module, PrintingFlags.defaults());
  }

  @Test
  void everyOpThroughItsBuilder() {
    Builder b = new Builder(ctx);
    MemRefType m = MemRefType.get(new long[] {2}, FloatType.F32);
    Operation module = module(b, List.of(m, OwnershipType.INSTANCE));
    Value mem = b.getInsertionBlock().getArgument(0);
    Value o = b.getInsertionBlock().getArgument(1);
    OwnOp own = OwnOp.create(b, LOC, mem);
    NullOp nul = NullOp.create(b, LOC);
    RetainOp r = RetainOp.create(b, LOC, List.of(mem, mem), List.of(own.result(), nul.result(), o));
    RetainOp none = RetainOp.create(b, LOC, List.of(), List.of(r.resultAllocs().get(1)));
    GetBufferOp p = GetBufferOp.create(b, LOC, mem);
    GetBufferOp q = GetBufferOp.create(b, LOC, r.resultAllocs().get(0));
    FreeOp.create(b, LOC, r.resultAllocs().get(0));
    assertThat(verifiedText(b, module)).isEqualTo("module {\n"
        + "  func.func @f(%arg0: memref<2xf32>, %arg1: " + OWN + ") {\n"
        + "    %0 = deallocation.own %arg0 : memref<2xf32>\n"
        + "    %1 = deallocation.null\n"
        + "    %2:2 = deallocation.retain(%arg0, %arg0) of(%0, %1, %arg1) : (memref<2xf32>, "
        + "memref<2xf32>, " + OWN + ", " + OWN + ", " + OWN + ") -> (" + OWN + ", " + OWN + ")\n"
        + "    deallocation.retain() of(%2#1) : (" + OWN + ") -> ()\n"
        + "    %3 = deallocation.get_buffer %arg0 : memref<2xf32>\n"
        + "    %4 = deallocation.get_buffer %2#0 : " + OWN + "\n"
        + "    deallocation.free %2#0\n"
        + "    return\n"
        + "  }\n"
        + "}\n");
    assertThat(none.retained()).isEmpty();
    assertThat(none.resultAllocs()).isEmpty();
    assertThat(p.alloc()).isSameInstanceAs(mem);
    assertThat(q.result().getType()).isEqualTo(jopt.ir.type.IndexType.get());
  }

  /** Ops built generically, as the generic parser builds them, read back through the views. */
  @Test
  void accessorsOfGenericOps() {
    Builder b = new Builder(ctx);
    MemRefType m = MemRefType.get(new long[] {2}, FloatType.F32);
    Operation module = module(b, List.of(m, OwnershipType.INSTANCE));
    Value mem = b.getInsertionBlock().getArgument(0);
    Value o = b.getInsertionBlock().getArgument(1);
    OperationState rs = new OperationState(LOC, "deallocation.retain");
    rs.addOperands(List.of(mem, mem, o)).addTypes(List.of(OwnershipType.INSTANCE, OwnershipType.INSTANCE));
    rs.addAttribute(RetainOp.SEGMENTS, jopt.ir.attr.DenseArrayAttr.ofI32(2, 1));
    RetainOp r = RetainOp.of(b.create(rs));
    OwnOp own = OwnOp.of(b.create(LOC, "deallocation.own", List.of(mem), List.of(OwnershipType.INSTANCE), null));
    FreeOp free = FreeOp.of(b.create(LOC, "deallocation.free", List.of(r.resultAllocs().get(1)), List.of(), null));
    verifiedText(b, module);
    assertThat(r.retained()).containsExactly(mem, mem).inOrder();
    assertThat(r.allocs()).containsExactly(o);
    assertThat(RetainOp.getAllocs(r.getOperation())).containsExactly(o);
    assertThat(r.resultAllocs()).hasSize(2);
    assertThat(own.memref()).isSameInstanceAs(mem);
    assertThat(free.alloc()).isSameInstanceAs(r.resultAllocs().get(1));
  }
}
