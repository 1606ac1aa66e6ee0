package jopt.dialects.builtin;

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
import jopt.ir.Value;
import jopt.ir.Verifier;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/**
 * builtin.module and builtin.unrealized_conversion_cast built through their typed builders
 * verify and print as mlir-opt-22 prints the same program (the expected text is its output).
 */
class BuiltinBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
  private final List<String> errors = new ArrayList<>();
  private ModuleOp inner;
  private UnrealizedConversionCastOp cast;

  BuiltinBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private Operation buildModule() {
    Builder b = new Builder(ctx);
    ModuleOp outer = ModuleOp.create(b, LOC, null);
    b.setInsertionPointToEnd(outer.body());
    inner = ModuleOp.create(b, LOC, "inner");
    inner.getOperation().setAttr("test.x", UnitAttr.INSTANCE);
    b.setInsertionPointToEnd(inner.body());
    OperationState st = new OperationState(LOC, "test.a");
    st.addType(IntegerType.get(32));
    Value a = b.create(st).getResult(0);
    cast = UnrealizedConversionCastOp.create(b, LOC, List.of(IntegerType.get(64), FloatType.F32), List.of(a));
    UnrealizedConversionCastOp.create(b, LOC, List.of(IntegerType.get(8)), List.of());
    return outer.getOperation();
  }

  @Test
  void builtOpsVerifyAndPrintAsMlirOpt() {
    TestModules.assertPrints(ctx, errors, buildModule(), """
        module {
          module @inner attributes {test.x} {
            %0 = "test.a"() : () -> i32
            %1:2 = unrealized_conversion_cast %0 : i32 to i64, f32
            %2 = unrealized_conversion_cast to i8
          }
        }
        """);
  }

  @Test
  void viewsReadModuleAndCast() {
    buildModule();
    assertThat(inner.symName()).isEqualTo("inner");
    assertThat(inner.symVisibility()).isNull();
    assertThat(inner.body().getOperations()).hasSize(3);
    assertThat(cast.inputs()).hasSize(1);
    assertThat(cast.outputs()).hasSize(2);
    assertThat(UnrealizedConversionCastOp.of(cast.getOperation())).isEqualTo(cast);
  }

  @Test
  void moduleWithoutBodyBlockFailsItsRegionConstraint() {
    OperationState st = new OperationState(LOC, ModuleOp.NAME);
    st.addRegion();
    Operation m = Operation.create(ctx, st);
    assertThat(Verifier.verify(m)).isFalse();
    ctx.getDiagEngine().flush();
    assertThat(errors).containsExactly(
        "'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
  }
}
