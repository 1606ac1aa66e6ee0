package jopt.ir.ods;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Diagnostic;
import jopt.ir.Dialect;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Verifier;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** The generic verifier of op specs: each constraint with MLIR's message, in ODS's order. */
class OpSpecVerifierTest {
  private static final List<OpSpec> SPECS = List.of(
      OpSpec.op("spec.one").operand("a", TypeConstraints.MEMREF).result("r", TypeConstraints.INDEX).build(),
      OpSpec.op("spec.var").operand("a", TypeConstraints.ANY).variadicOperand("b", TypeConstraints.INDEX).build(),
      OpSpec.op("spec.none").build(),
      OpSpec.op("spec.two").operand("a", TypeConstraints.ANY).operand("b", TypeConstraints.ANY)
          .result("x", TypeConstraints.ANY).result("y", TypeConstraints.ANY).build(),
      OpSpec.op("spec.attrs").attr("first", AttrConstraints.I64).attr("second", AttrConstraints.STRING)
          .optionalAttr("align", AttrConstraints.POSITIVE_POWER_OF_TWO_I64).build(),
      OpSpec.op("spec.seg").variadicOperand("a", TypeConstraints.INDEX).optionalOperand("b", TypeConstraints.INDEX)
          .attrSizedOperandSegments().build(),
      OpSpec.op("spec.region").region("body", RegionDef.Blocks.EXACTLY_ONE).build(),
      OpSpec.op("spec.regions").region("a", RegionDef.Blocks.ANY).region("b", RegionDef.Blocks.ANY).build(),
      OpSpec.op("spec.br").successor("dest").build(),
      OpSpec.op("spec.same").operand("a", TypeConstraints.ANY).operand("b", TypeConstraints.ANY)
          .allTypesMatch("a", "b").build());

  private static final class SpecDialect extends Dialect {
    SpecDialect() {
      super("spec");
    }

    @Override
    public List<OpDefinition> getOperations() {
      List<OpDefinition> defs = new ArrayList<>();
      for (OpSpec s : SPECS) {
        defs.add(s.name().equals("spec.br") ? new Terminator(s) : new Def(s));
      }
      return defs;
    }
  }

  private static class Def extends OpDefinition {
    Def(OpSpec spec) {
      super(spec);
    }
  }

  private static final class Terminator extends Def implements Traits.IsTerminator {
    Terminator(OpSpec spec) {
      super(spec);
    }
  }

  /** The first error verifying {@code body} in a function with %m: memref, %i: index, %j: i32. */
  private static String firstError(String body) {
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.register(new SpecDialect());
    List<Diagnostic> diags = new ArrayList<>();
    ctx.getDiagEngine().setHandler(diags::add);
    Operation m = Parser.parseSourceString(ctx,
        "func.func @f(%m: memref<4xf32>, %i: index, %j: i32) {\n" + body + "\n  return\n}\n", "t.mlir");
    if (m != null) {
      Verifier.verify(m);
    }
    ctx.getDiagEngine().flush();
    return diags.isEmpty() ? "" : diags.get(0).getMessage();
  }

  @Test
  void countsInOdsOrder() {
    assertThat(firstError("\"spec.one\"() : () -> ()")).isEqualTo("'spec.one' op requires one result");
    assertThat(firstError("%0 = \"spec.one\"() : () -> index")).isEqualTo("'spec.one' op requires a single operand");
    assertThat(firstError("\"spec.var\"() : () -> ()")).isEqualTo("'spec.var' op expected 1 or more operands, but found 0");
    assertThat(firstError("\"spec.none\"(%i) : (index) -> ()")).isEqualTo("'spec.none' op requires zero operands");
    assertThat(firstError("%0 = \"spec.none\"() : () -> index")).isEqualTo("'spec.none' op requires zero results");
    assertThat(firstError("%0 = \"spec.two\"(%i) : (index) -> (index)")).isEqualTo("'spec.two' op expected 2 results");
    assertThat(firstError("%0:2 = \"spec.two\"(%i) : (index) -> (index, index)"))
        .isEqualTo("'spec.two' op expected 2 operands, but found 1");
    assertThat(firstError("\"spec.none\"() ({}) : () -> ()")).isEqualTo("'spec.none' op requires zero regions");
    assertThat(firstError("\"spec.region\"() : () -> ()")).isEqualTo("'spec.region' op requires one region");
    assertThat(firstError("\"spec.regions\"() ({}) : () -> ()")).isEqualTo("'spec.regions' op expected 2 regions");
  }

  @Test
  void attributesRequiredFirstThenConstraintsInDeclarationOrder() {
    assertThat(firstError("\"spec.attrs\"() {second = \"s\"} : () -> ()"))
        .isEqualTo("'spec.attrs' op requires attribute 'first'");
    assertThat(firstError("\"spec.attrs\"() {first = 1 : i32, second = 1} : () -> ()"))
        .isEqualTo("'spec.attrs' op attribute 'first' failed to satisfy constraint: 64-bit signless integer attribute");
  }

  @Test
  void propertiesOfTheWrongKindAreRejectedWhenParsed() {
    assertThat(firstError("\"spec.attrs\"() <{first = 1, second = 1}> : () -> ()")).isEqualTo(
        "invalid properties {first = 1 : i64, second = 1 : i64} for op spec.attrs: Invalid attribute `second` in "
            + "property conversion: 1 : i64");
    assertThat(firstError("\"spec.attrs\"() {first = 1, second = \"s\", align = 3} : () -> ()")).isEqualTo(
        "'spec.attrs' op attribute 'align' failed to satisfy constraint: 64-bit signless integer attribute whose "
            + "value is positive and whose value is a power of two > 0");
    assertThat(firstError("\"spec.attrs\"() <{first = 1, second = \"s\", unknown = 3}> : () -> ()")).isEmpty();
  }

  @Test
  void typesAndSegments() {
    assertThat(firstError("%0 = \"spec.one\"(%i) : (index) -> index"))
        .isEqualTo("'spec.one' op operand #0 must be memref of any type values, but got 'index'");
    assertThat(firstError("%0 = \"spec.one\"(%m) : (memref<4xf32>) -> i32"))
        .isEqualTo("'spec.one' op result #0 must be index, but got 'i32'");
    assertThat(firstError("\"spec.var\"(%i, %i, %j) : (index, index, i32) -> ()"))
        .isEqualTo("'spec.var' op operand #2 must be variadic of index, but got 'i32'");
    assertThat(firstError("\"spec.seg\"(%i) : (index) -> ()")).isEqualTo(
        "'spec.seg' op operand count (1) does not match with the total size (0) specified in attribute "
            + "'operandSegmentSizes'");
    assertThat(firstError("\"spec.seg\"(%i, %i) <{operandSegmentSizes = array<i32: 0, 2>}> : (index, index) -> ()"))
        .isEqualTo("'spec.seg' op operand group starting at #0 requires 0 or 1 element, but found 2");
    assertThat(firstError("\"spec.seg\"(%i) <{operandSegmentSizes = array<i32: 1>}> : (index) -> ()")).isEqualTo(
        "invalid properties {operandSegmentSizes = array<i32: 1>} for op spec.seg: size mismatch in attribute "
            + "conversion: 1 vs 2");
  }

  @Test
  void regionsSuccessorsAndPredicates() {
    assertThat(firstError("\"spec.region\"() ({}) : () -> ()"))
        .isEqualTo("'spec.region' op region #0 ('body') failed to verify constraint: region with 1 blocks");
    assertThat(firstError("\"spec.same\"(%i, %j) : (index, i32) -> ()"))
        .isEqualTo("'spec.same' op failed to verify that all of {a, b} have same type");
    assertThat(firstError("\"spec.unknown\"() : () -> ()"))
        .isEqualTo("unregistered operation 'spec.unknown' found in dialect ('spec') that does not allow unknown "
            + "operations");
  }
}
