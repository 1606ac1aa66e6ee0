package jopt.dialects.func;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestModules;
import jopt.dialects.builtin.ModuleOp;
import jopt.dialects.builtin.UnrealizedConversionCastOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/**
 * The func ops (and the builtin module and cast around them) built through their typed builders
 * verify and print as mlir-opt-22 prints the same program (the expected text is its output).
 */
class FuncBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  private final List<String> errors = new ArrayList<>();
  private final Type i32 = IntegerType.get(32);
  private final FunctionType unary = FunctionType.get(List.of(i32), List.of(i32));
  private CallOp call;
  private CallIndirectOp indirect;
  private ConstantOp constant;
  private FuncOp decl;
  private ModuleOp module;

  FuncBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private Operation buildModule() {
    Builder b = new Builder(ctx);
    module = ModuleOp.create(b, LOC, "m");
    b.setInsertionPointToEnd(module.body());
    decl = FuncOp.create(b, LOC, "decl", unary, false);
    FuncOp caller = FuncOp.create(b, LOC, "caller", unary, true);
    Block entry = caller.body().front();
    b.setInsertionPointToEnd(entry);
    call = CallOp.create(b, LOC, "decl", List.of(i32), List.of(entry.getArgument(0)));
    constant = ConstantOp.create(b, LOC, "decl", unary);
    indirect = CallIndirectOp.create(b, LOC, constant.result(), List.of(call.results().get(0)));
    Value r = indirect.results().get(0);
    UnrealizedConversionCastOp.create(b, LOC, List.of(IntegerType.get(64)), List.of(r));
    ReturnOp.create(b, LOC, List.of(r));
    return module.getOperation();
  }

  @Test
  void builtOpsVerifyAndPrintAsMlirOpt() {
    Operation op = buildModule();
    TestModules.assertVerifies(ctx, errors, op);
    assertThat(AsmPrinter.print(op, PrintingFlags.defaults())).isEqualTo("""
        module @m {
          func.func private @decl(i32) -> i32
          func.func @caller(%arg0: i32) -> i32 {
            %0 = call @decl(%arg0) : (i32) -> i32
            %f = constant @decl : (i32) -> i32
            %1 = call_indirect %f(%0) : (i32) -> i32
            %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
            return %1 : i32
          }
        }
        """);
  }

  @Test
  void viewsReadCallsAndFunctions() {
    buildModule();
    assertThat(call.callee()).isEqualTo("decl");
    assertThat(call.noInline()).isFalse();
    assertThat(CallOp.lookupFunction(call.getOperation(), "decl")).isSameInstanceAs(decl.getOperation());
    assertThat(indirect.callee()).isEqualTo(constant.result());
    assertThat(indirect.calleeOperands()).containsExactly(call.results().get(0));
    assertThat(constant.value()).isEqualTo("decl");
    assertThat(decl.isExternal()).isTrue();
    assertThat(decl.symVisibility()).isEqualTo("private");
    assertThat(decl.functionType()).isEqualTo(unary);
    assertThat(FuncOp.of(decl.getOperation()).symName()).isEqualTo("decl");
    assertThat(module.symName()).isEqualTo("m");
    ReturnOp ret = ReturnOp.of(module.body().getLastOp().getRegion(0).front().getLastOp());
    assertThat(ret.operands()).containsExactly(indirect.results().get(0));
  }
}
