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
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/**
 * Ops built with {@link LLVMOps} print, in the custom and the generic form, exactly as
 * mlir-opt-22 prints the same program parsed from text (the expected strings are its output):
 * the builders give the ops the properties mlir-opt's parser gives them.
 */
class LLVMOpsTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  private final List<String> errors = new ArrayList<>();
  private final LLVMPointerType ptr = LLVMPointerType.get();
  private final IntegerType i64 = IntegerType.get(64);

  LLVMOpsTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  /** The module of the class comment's program, built op by op. */
  private Operation buildModule() {
    OperationState ms = new OperationState(LOC, "builtin.module");
    Block body = ms.addRegion().emplaceBlock();
    Operation module = Operation.create(ctx, ms);
    Builder b = new Builder(ctx);
    b.setInsertionPointToEnd(body);
    LLVMVoidType v = LLVMVoidType.get();
    b.create(LLVMOps.declaration(LOC, "free", LLVMFunctionType.get(v, List.of(ptr), false)));
    b.create(LLVMOps.declaration(LOC, "retainBuffers",
        LLVMFunctionType.get(v, List.of(i64, ptr, i64, ptr), false)));
    OperationState fs = LLVMOps.declaration(LOC, "f",
        LLVMFunctionType.get(IntegerType.get(1), List.of(ptr, i64), false));
    Block entry = fs.regions.get(0).emplaceBlock();
    Value p = entry.addArgument(ptr, LOC);
    Value n = entry.addArgument(i64, LOC);
    b.create(fs);
    b.setInsertionPointToEnd(entry);
    b.create(LLVMOps.zero(LOC, ptr));
    Value two = b.create(LLVMOps.constant(LOC, 2, i64)).getResult(0);
    Value array = b.create(LLVMOps.alloca(LOC, two, ptr)).getResult(0);
    Value slot = b.create(LLVMOps.gep(LOC, array, ptr, 1)).getResult(0);
    Value dyn = b.create(LLVMOps.gep(LOC, array, ptr, n)).getResult(0);
    b.create(LLVMOps.store(LOC, p, slot));
    Value loaded = b.create(LLVMOps.load(LOC, dyn, ptr)).getResult(0);
    b.create(LLVMOps.call(LOC, "retainBuffers", List.of(two, array, two, array), null));
    b.create(LLVMOps.call(LOC, "free", List.of(loaded), v));
    Value asInt = b.create(LLVMOps.ptrToInt(LOC, loaded, i64)).getResult(0);
    Value back = b.create(LLVMOps.intToPtr(LOC, asInt, ptr)).getResult(0);
    Type pair = LLVMStructType.literal(List.of(ptr, i64));
    Value undef = b.create(LLVMOps.nullary(LOC, ZeroOp.UNDEF, pair)).getResult(0);
    Value inserted = b.create(LLVMOps.insertValue(LOC, undef, back, 0)).getResult(0);
    Value field = b.create(LLVMOps.extractValue(LOC, inserted, 1)).getResult(0);
    Value cmp = b.create(LLVMOps.icmp(LOC, "ne", field, two)).getResult(0);
    b.create(LLVMOps.ret(LOC, cmp));
    return module;
  }

  @Test
  void builtOpsPrintAsMlirOptPrintsThem() {
    TestModules.assertPrints(ctx, errors, buildModule(), """
        module {
          llvm.func @free(!llvm.ptr)
          llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
          llvm.func @f(%arg0: !llvm.ptr, %arg1: i64) -> i1 {
            %0 = llvm.mlir.zero : !llvm.ptr
            %1 = llvm.mlir.constant(2 : i64) : i64
            %2 = llvm.alloca %1 x !llvm.ptr : (i64) -> !llvm.ptr
            %3 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
            %4 = llvm.getelementptr %2[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
            llvm.store %arg0, %3 : !llvm.ptr, !llvm.ptr
            %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr
            llvm.call @retainBuffers(%1, %2, %1, %2) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
            llvm.call @free(%5) : (!llvm.ptr) -> ()
            %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
            %7 = llvm.inttoptr %6 : i64 to !llvm.ptr
            %8 = llvm.mlir.undef : !llvm.struct<(ptr, i64)>
            %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, i64)>\s
            %10 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, i64)>\s
            %11 = llvm.icmp "ne" %10, %1 : i64
            llvm.return %11 : i1
          }
        }
        """);
  }

  @Test
  void builtOpsHaveTheParsersProperties() {
    String generic = AsmPrinter.print(buildModule(),
        PrintingFlags.defaults().withGenericOpForm(true));
    assertThat(generic).contains("\"llvm.func\"() <{CConv = #llvm.cconv<ccc>, function_type = "
        + "!llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = \"free\", "
        + "unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({\n  }) : () -> ()");
    assertThat(generic).contains("%3 = \"llvm.getelementptr\"(%2) <{elem_type = !llvm.ptr, "
        + "noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr");
    assertThat(generic).contains("%4 = \"llvm.getelementptr\"(%2, %arg1) <{elem_type = !llvm.ptr, "
        + "noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : "
        + "(!llvm.ptr, i64) -> !llvm.ptr");
    assertThat(generic).contains("\"llvm.store\"(%arg0, %3) <{ordering = 0 : i64}> : "
        + "(!llvm.ptr, !llvm.ptr) -> ()");
    assertThat(generic).contains("%5 = \"llvm.load\"(%4) <{ordering = 0 : i64}> : (!llvm.ptr) -> "
        + "!llvm.ptr");
    assertThat(generic).contains("\"llvm.call\"(%5) <{CConv = #llvm.cconv<ccc>, TailCallKind = "
        + "#llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, "
        + "op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()");
    assertThat(generic).contains("%9 = \"llvm.insertvalue\"(%8, %7) <{position = array<i64: 0>}> : "
        + "(!llvm.struct<(ptr, i64)>, !llvm.ptr) -> !llvm.struct<(ptr, i64)>");
    assertThat(generic).contains("%11 = \"llvm.icmp\"(%10, %1) <{predicate = 1 : i64}> : "
        + "(i64, i64) -> i1");
  }

  @Test
  void callsAndEffects() {
    Operation module = buildModule();
    List<Operation> calls = new ArrayList<>();
    List<Operation> memory = new ArrayList<>();
    module.walk(op -> {
      if (op.getName().equals(CallOp.NAME)) {
        calls.add(op);
      }
      if (op.getName().equals(LoadStoreOp.LOAD) || op.getName().equals(LoadStoreOp.STORE)) {
        memory.add(op);
      }
    });
    CallOpInterface call = calls.get(1).getInterface(CallOpInterface.class);
    assertThat(call.getCallee(calls.get(1))).isEqualTo("free");
    assertThat(call.getArgOperands(calls.get(1))).hasSize(1);
    MemoryEffects store = memory.get(0).getInterface(MemoryEffects.class);
    assertThat(store.getEffects(memory.get(0)))
        .containsExactly(new MemoryEffects.Effect(MemoryEffects.Kind.WRITE, memory.get(0).getOperand(1)));
    memory.get(1).setAttr("volatile_", jopt.ir.attr.UnitAttr.get());
    MemoryEffects load = memory.get(1).getInterface(MemoryEffects.class);
    assertThat(load.getEffects(memory.get(1))).contains(
        new MemoryEffects.Effect(MemoryEffects.Kind.WRITE, null));
  }

  @Test
  void verifierRejectsAMismatchedCall() {
    Operation module = buildModule();
    module.walk(op -> {
      if (op.getName().equals(CallOp.NAME) && "free".equals(
          op.getInterface(CallOpInterface.class).getCallee(op))) {
        op.setAttr("callee", jopt.ir.attr.FlatSymbolRefAttr.get("retainBuffers"));
      }
    });
    assertThat(Verifier.verify(module)).isFalse();
    ctx.getDiagEngine().flush();
    assertThat(errors).contains(
        "'llvm.call' op incorrect number of operands (1) for callee (expecting: 4)");
  }
}
