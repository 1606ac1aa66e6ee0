package jopt.ir.conversion;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.OpFoldResult;
import org.junit.jupiter.api.Test;

/** Illegal ops are folded before patterns are tried, as MLIR's conversion does (and only into legal ops). */
class FoldingTest {
  /** fold.constant, and fold.add of two constants (or of x and 0); constants are fold.constant. */
  static final class FoldDialect extends Dialect {
    FoldDialect() {
      super("fold");
    }

    @Override
    public List<OpDefinition> getOperations() {
      return List.of(new Constant(), new Add(), new Swap());
    }

    @Override
    public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
      OperationState st = new OperationState(loc, "fold.constant");
      st.addType(type);
      st.attributes.set("value", value);
      return builder.create(st);
    }
  }

  static final class Constant extends OpDefinition implements Traits.ConstantLike {
    Constant() {
      super("fold.constant");
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      results.add(OpFoldResult.of(op.getAttr("value")));
      return true;
    }
  }

  static final class Add extends OpDefinition {
    Add() {
      super("fold.add");
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      if (operands.get(0) instanceof IntegerAttr a && operands.get(1) instanceof IntegerAttr b) {
        results.add(OpFoldResult.of(IntegerAttr.get(a.getType(), a.getValue() + b.getValue())));
        return true;
      }
      if (operands.get(1) instanceof IntegerAttr b && b.getValue() == 0) {
        results.add(OpFoldResult.of(op.getOperand(0)));
        return true;
      }
      return false;
    }
  }

  /** Folds in place: a constant first operand moves second. */
  static final class Swap extends OpDefinition {
    Swap() {
      super("fold.swap");
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      if (operands.get(0) != null && operands.get(1) == null) {
        Value a = op.getOperand(0);
        op.setOperand(0, op.getOperand(1));
        op.setOperand(1, a);
        return true;
      }
      return false;
    }
  }

  private final ConvIr ir = new ConvIr();

  FoldingTest() {
    ir.ctx.register(new FoldDialect());
  }

  private Value constant(long v) {
    Operation c = ir.add("fold.constant", List.of(), List.of(ir.i32));
    c.setAttr("value", IntegerAttr.get(ir.i32, v));
    return c.getResult(0);
  }

  @Test
  void anIllegalOpFoldsIntoLegalConstants() {
    Operation add = ir.add("fold.add", List.of(constant(2), constant(3)), List.of(ir.i32));
    ir.add("other.use", List.of(add.getResult(0)), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalOp("fold.add").addLegalOp("fold.constant").build();

    assertThat(ir.partial(target)).isTrue();

    assertThat(ir.print()).isEqualTo("""
        "test.module"() ({
          %0 = "fold.constant"() {value = 2 : i32} : () -> i32
          %1 = "fold.constant"() {value = 3 : i32} : () -> i32
          %2 = "fold.constant"() {value = 5 : i32} : () -> i32
          "other.use"(%2) : (i32) -> ()
        }) : () -> ()
        """);
  }

  @Test
  void aFoldIntoConstantsThatAreNotLegalIsUndone() {
    Operation add = ir.add("fold.add", List.of(constant(2), constant(3)), List.of(ir.i32));
    ir.add("other.use", List.of(add.getResult(0)), List.of());
    // fold.constant is unknown: the fold's new constant cannot be legalized, so a pattern is used.
    ConversionTarget target = ConversionTarget.builder().addIllegalOp("fold.add").addLegalDialect("dst").build();

    assertThat(ir.partial(target, ConvIr.rename("fold.add", "dst.add", 1))).isTrue();

    assertThat(ir.print()).contains("%2 = \"dst.add\"(%0, %1)");
    assertThat(ir.print()).doesNotContain("value = 5");
  }

  @Test
  void aFoldToAnOperandReplacesTheOp() {
    Value x = ir.add("other.x", List.of(), List.of(ir.i32)).getResult(0);
    Operation add = ir.add("fold.add", List.of(x, constant(0)), List.of(ir.i32));
    ir.add("other.use", List.of(add.getResult(0)), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalOp("fold.add").build();

    assertThat(ir.partial(target)).isTrue();

    assertThat(ir.print()).contains("\"other.use\"(%0)");
  }

  @Test
  void anInPlaceFoldIsFollowedByLegalizationOfTheChangedOp() {
    Value x = ir.add("other.x", List.of(), List.of(ir.i32)).getResult(0);
    ir.add("fold.swap", List.of(constant(7), x), List.of());
    ConversionTarget target = ConversionTarget.builder()
        .addDynamicallyLegalOp(ConvIr.when(op -> op.getOperand(1).getDefiningOp() != null
            && op.getOperand(1).getDefiningOp().getName().equals("fold.constant")), "fold.swap")
        .build();

    assertThat(ir.partial(target)).isTrue();

    assertThat(ir.print()).contains("\"fold.swap\"(%0, %1)");
  }

  @Test
  void foldingCanBeTurnedOff() {
    Operation add = ir.add("fold.add", List.of(constant(2), constant(3)), List.of(ir.i32));
    ir.add("other.use", List.of(add.getResult(0)), List.of());
    ConversionTarget target = ConversionTarget.builder().addIllegalOp("fold.add").addLegalOp("fold.constant")
        .addLegalDialect("dst").build();
    ConversionConfig never = ConversionConfig.defaults().withFoldingMode(ConversionConfig.FoldingMode.NEVER);

    assertThat(DialectConversion.applyPartialConversion(List.of(ir.module), target,
        new FrozenPatternSet(List.of(ConvIr.rename("fold.add", "dst.add", 1))), never)).isTrue();

    assertThat(ir.print()).contains("\"dst.add\"");
  }
}
