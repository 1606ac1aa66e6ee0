package jopt.dialects.llvm;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestModules;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/**
 * The LLVM ops with typed views, built only through their builders, verify and print as
 * mlir-opt-22 prints the same program parsed from text (the expected text is its output); the
 * accessors read the parts back.
 */
class LLVMBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  private final List<String> errors = new ArrayList<>();
  private final LLVMPointerType ptr = LLVMPointerType.get();
  private final IntegerType i64 = IntegerType.get(64);

  LLVMBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  @Test
  void everyOpThroughItsBuilder() {
    OperationState ms = new OperationState(LOC, "builtin.module");
    Block body = ms.addRegion().emplaceBlock();
    Operation module = Operation.create(ctx, ms);
    Builder b = new Builder(ctx);
    b.setInsertionPointToEnd(body);
    OperationState fs = LLVMOps.declaration(LOC, "f",
        LLVMFunctionType.get(IntegerType.get(1), List.of(ptr, i64), false));
    Block entry = fs.regions.get(0).emplaceBlock();
    entry.addArgument(ptr, LOC);
    Value n = entry.addArgument(i64, LOC);
    b.create(fs);
    OperationState gs = LLVMOps.declaration(LOC, "g", LLVMFunctionType.get(LLVMVoidType.get(), List.of(), false));
    Block gEntry = gs.regions.get(0).emplaceBlock();
    b.create(gs);
    b.setInsertionPointToEnd(entry);

    Type pair = LLVMStructType.literal(List.of(ptr, i64));
    ZeroOp zero = ZeroOp.create(b, LOC, ptr);
    UndefOp undef = UndefOp.create(b, LOC, pair);
    PoisonOp.create(b, LOC, IntegerType.get(32));
    ConstantOp two = ConstantOp.create(b, LOC, i64, IntegerAttr.get(2, i64));
    AllocaOp alloca = AllocaOp.create(b, LOC, two.res(), i64);
    alloca.getOperation().setAttr("alignment", IntegerAttr.get(8, i64));
    GEPOp gep = GEPOp.create(b, LOC, alloca.res(), i64, n);
    StoreOp store = StoreOp.create(b, LOC, n, gep.res());
    LoadOp load = LoadOp.create(b, LOC, i64, gep.res());
    PtrToIntOp asInt = PtrToIntOp.create(b, LOC, i64, alloca.res());
    IntToPtrOp back = IntToPtrOp.create(b, LOC, ptr, asInt.res());
    InsertValueOp ins = InsertValueOp.create(b, LOC, undef.res(), back.res(), 0);
    ExtractValueOp ext = ExtractValueOp.create(b, LOC, ins.res(), 1);
    ICmpOp cmp = ICmpOp.create(b, LOC, "ult", ext.res(), n);
    CallOp call = CallOp.create(b, LOC, "g", List.of(), LLVMVoidType.get());
    ReturnOp ret = ReturnOp.create(b, LOC, cmp.res());
    b.setInsertionPointToEnd(gEntry);
    ReturnOp none = ReturnOp.create(b, LOC, null);
    TestModules.assertPrints(ctx, errors, module, """
        module {
          llvm.func @f(%arg0: !llvm.ptr, %arg1: i64) -> i1 {
            %0 = llvm.mlir.zero : !llvm.ptr
            %1 = llvm.mlir.undef : !llvm.struct<(ptr, i64)>
            %2 = llvm.mlir.poison : i32
            %3 = llvm.mlir.constant(2 : i64) : i64
            %4 = llvm.alloca %3 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
            %5 = llvm.getelementptr %4[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
            llvm.store %arg1, %5 : i64, !llvm.ptr
            %6 = llvm.load %5 : !llvm.ptr -> i64
            %7 = llvm.ptrtoint %4 : !llvm.ptr to i64
            %8 = llvm.inttoptr %7 : i64 to !llvm.ptr
            %9 = llvm.insertvalue %8, %1[0] : !llvm.struct<(ptr, i64)>\s
            %10 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, i64)>\s
            %11 = llvm.icmp "ult" %10, %arg1 : i64
            llvm.call @g() : () -> ()
            llvm.return %11 : i1
          }
          llvm.func @g() {
            llvm.return
          }
        }
        """);
    assertThat(zero.res().getType()).isEqualTo(ptr);
    assertThat(two.value()).isEqualTo(IntegerAttr.get(2, i64));
    assertThat(alloca.arraySize()).isSameInstanceAs(two.res());
    assertThat(alloca.elemType()).isEqualTo(i64);
    assertThat(alloca.alignment()).isEqualTo(8L);
    assertThat(alloca.inalloca()).isFalse();
    assertThat(gep.base()).isSameInstanceAs(alloca.res());
    assertThat(gep.dynamicIndices()).containsExactly(n);
    assertThat(gep.rawConstantIndices()).asList().containsExactly(GEPOp.DYNAMIC_INDEX);
    assertThat(gep.elemType()).isEqualTo(i64);
    assertThat(gep.noWrapFlags()).isEmpty();
    assertThat(store.value()).isSameInstanceAs(n);
    assertThat(store.addr()).isSameInstanceAs(gep.res());
    assertThat(store.ordering()).isEqualTo("not_atomic");
    assertThat(load.addr()).isSameInstanceAs(gep.res());
    assertThat(load.isVolatile()).isFalse();
    assertThat(load.alignment()).isNull();
    assertThat(asInt.arg()).isSameInstanceAs(alloca.res());
    assertThat(ins.container()).isSameInstanceAs(undef.res());
    assertThat(ins.value()).isSameInstanceAs(back.res());
    assertThat(ins.position()).asList().containsExactly(0L);
    assertThat(ext.position()).asList().containsExactly(1L);
    assertThat(ext.res().getType()).isEqualTo(i64);
    assertThat(cmp.predicate()).isEqualTo("ult");
    assertThat(cmp.lhs()).isSameInstanceAs(ext.res());
    assertThat(call.callee()).isEqualTo("g");
    assertThat(call.calleeOperands()).isEmpty();
    assertThat(call.result()).isNull();
    assertThat(ret.arg()).isSameInstanceAs(cmp.res());
    assertThat(none.arg()).isNull();
  }
}
