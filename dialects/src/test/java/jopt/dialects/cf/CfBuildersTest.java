package jopt.dialects.cf;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestModules;
import jopt.dialects.builtin.ModuleOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/**
 * The cf ops built through their typed builders verify and print as mlir-opt-22 prints the same
 * program (the expected text is its output); the views read back operands, successors and
 * segments.
 */
class CfBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  private final List<String> errors = new ArrayList<>();
  private final Type i32 = IntegerType.get(32);
  private CondBranchOp condBr;
  private SwitchOp switchOp;

  CfBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private Operation buildModule() {
    Builder b = new Builder(ctx);
    ModuleOp module = ModuleOp.create(b, LOC, null);
    b.setInsertionPointToEnd(module.body());
    FuncOp f = FuncOp.create(b, LOC, "cf", FunctionType.get(List.of(IntegerType.get(1), i32), List.of()), true);
    Region body = f.body();
    Block entry = body.front();
    Value c = entry.getArgument(0);
    Value a = entry.getArgument(1);
    Block bb1 = body.emplaceBlock();
    Value x = bb1.addArgument(i32, LOC);
    Block bb2 = body.emplaceBlock();
    Block bb3 = body.emplaceBlock();
    bb3.addArgument(i32, LOC);
    Block bb4 = body.emplaceBlock();
    b.setInsertionPointToEnd(entry);
    AssertOp.create(b, LOC, c, "ok");
    BranchOp.create(b, LOC, bb1, List.of(a));
    b.setInsertionPointToEnd(bb1);
    condBr = CondBranchOp.create(b, LOC, c, bb2, List.of(), bb3, List.of(x));
    b.setInsertionPointToEnd(bb2);
    switchOp = SwitchOp.create(b, LOC, a, bb3, List.of(a), new long[] {5, -1}, List.of(bb4, bb3),
        List.of(List.of(), List.of(x)));
    b.setInsertionPointToEnd(bb3);
    ReturnOp.create(b, LOC, List.of());
    b.setInsertionPointToEnd(bb4);
    ReturnOp.create(b, LOC, List.of());
    return module.getOperation();
  }

  @Test
  void builtOpsVerifyAndPrintAsMlirOpt() {
    TestModules.assertPrints(ctx, errors, buildModule(), """
        module {
          func.func @cf(%arg0: i1, %arg1: i32) {
            cf.assert %arg0, "ok"
            cf.br ^bb1(%arg1 : i32)
          ^bb1(%0: i32):  // pred: ^bb0
            cf.cond_br %arg0, ^bb2, ^bb3(%0 : i32)
          ^bb2:  // pred: ^bb1
            cf.switch %arg1 : i32, [
              default: ^bb3(%arg1 : i32),
              5: ^bb4,
              4294967295: ^bb3(%0 : i32)
            ]
          ^bb3(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
            return
          ^bb4:  // pred: ^bb2
            return
          }
        }
        """);
  }

  @Test
  void viewsReadBranches() {
    buildModule();
    assertThat(condBr.trueDestOperands()).isEmpty();
    assertThat(condBr.falseDestOperands()).hasSize(1);
    assertThat(condBr.branchWeightsAttr()).isNull();
    CondBranchOp again = CondBranchOp.of(condBr.getOperation());
    assertThat(again.falseDest()).isSameInstanceAs(condBr.falseDest());
    assertThat(switchOp.caseValues()).asList().containsExactly(5L, -1L).inOrder();
    assertThat(switchOp.defaultOperands()).containsExactly(switchOp.flag());
    assertThat(switchOp.caseOperands(0)).isEmpty();
    assertThat(switchOp.caseOperands(1)).hasSize(1);
    assertThat(switchOp.caseDestinations()).hasSize(2);
    BranchOp br = BranchOp.of(switchOp.defaultDestination().getParent().front().getLastOp());
    assertThat(br.destOperands()).hasSize(1);
    AssertOp as = AssertOp.of(br.getOperation().getPrevNode());
    assertThat(as.msg()).isEqualTo("ok");
  }
}
