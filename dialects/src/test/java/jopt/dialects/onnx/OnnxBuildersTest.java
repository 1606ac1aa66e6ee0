package jopt.dialects.onnx;

import static com.google.common.truth.Truth.assertThat;
import static jopt.dialects.onnx.OnnxFixture.f32;
import static jopt.dialects.onnx.OnnxFixture.i64;

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
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;
import org.junit.jupiter.api.Test;

/**
 * The onnx ops with typed views, built only through their builders: they verify and print as
 * ONNX-MLIR writes them (generic form, attributes in the dictionary); the accessors read them back.
 */
class OnnxBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  private final List<String> errors = new ArrayList<>();

  OnnxBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  @Test
  void everyOpThroughItsBuilder() {
    Builder b = new Builder(ctx);
    OperationState ms = new OperationState(LOC, "builtin.module");
    Block body = ms.addRegion().emplaceBlock();
    Operation module = Operation.create(ctx, ms);
    List<Type> results = List.of(f32(4, 4), f32(2, 4), f32(2, 4));
    OperationState fs = new OperationState(LOC, "func.func");
    fs.addAttribute("function_type", TypeAttr.get(FunctionType.get(List.of(f32(2, 4)), results)));
    fs.addAttribute("sym_name", StringAttr.get("main_graph"));
    Block entry = fs.addRegion().emplaceBlock();
    Value x = entry.addArgument(f32(2, 4), LOC);
    b.setInsertionPointToEnd(body);
    b.create(fs);
    EntryPointOp ep = EntryPointOp.create(b, LOC, "main_graph");
    b.setInsertionPointToEnd(entry);

    NoValueOp none = NoValueOp.create(b, LOC);
    ConstantOp c = ConstantOp.create(b, LOC, DenseElementsAttr.ofLongs(i64(1), 0));
    ConstantOp two = ConstantOp.create(b, LOC, DenseElementsAttr.ofLongs(i64(1), 2));
    ConcatOp cat = ConcatOp.create(b, LOC, f32(4, 4), List.of(x, x), 0);
    GatherOp g = GatherOp.create(b, LOC, f32(1, 4), cat.concatResult(), c.output(), 0);
    SliceOp s = SliceOp.create(b, LOC, f32(2, 4), cat.concatResult(), c.output(), two.output(),
        none.noneVal(), none.noneVal());
    SplitOp sp = SplitOp.create(b, LOC, List.of(f32(2, 4), f32(2, 4)), cat.concatResult(), none.noneVal(), 0);
    ReturnOp r = ReturnOp.create(b, LOC, List.of(cat.concatResult(), s.output(), sp.outputs().get(1)));
    TestModules.assertPrints(ctx, errors, module, "module {\n"
        + "  func.func @main_graph(%arg0: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {\n"
        + "    %0 = \"onnx.NoValue\"() {value} : () -> none\n"
        + "    %1 = onnx.Constant dense<0> : tensor<1xi64>\n"
        + "    %2 = onnx.Constant dense<2> : tensor<1xi64>\n"
        + "    %3 = \"onnx.Concat\"(%arg0, %arg0) {axis = 0 : si64} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>\n"
        + "    %4 = \"onnx.Gather\"(%3, %1) {axis = 0 : si64} : (tensor<4x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>\n"
        + "    %5 = \"onnx.Slice\"(%3, %1, %2, %0, %0) : (tensor<4x4xf32>, tensor<1xi64>, tensor<1xi64>, none, none) -> tensor<2x4xf32>\n"
        + "    %6:2 = \"onnx.Split\"(%3, %0) {axis = 0 : si64} : (tensor<4x4xf32>, none) -> (tensor<2x4xf32>, tensor<2x4xf32>)\n"
        + "    onnx.Return %3, %5, %6#1 : tensor<4x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>\n"
        + "  }\n"
        + "  \"onnx.EntryPoint\"() {func = @main_graph} : () -> ()\n"
        + "}\n");
    assertThat(ep.func().toString()).isEqualTo("@main_graph");
    assertThat(cat.inputs()).containsExactly(x, x).inOrder();
    assertThat(cat.axis()).isEqualTo(0);
    assertThat(g.data()).isSameInstanceAs(cat.concatResult());
    assertThat(g.indices()).isSameInstanceAs(c.output());
    assertThat(s.axes()).isSameInstanceAs(none.noneVal());
    assertThat(sp.outputs()).hasSize(2);
    assertThat(sp.split()).isSameInstanceAs(none.noneVal());
    assertThat(r.input()).hasSize(3);
    assertThat(c.value()).isEqualTo(DenseElementsAttr.ofLongs(i64(1), 0));
    assertThat(SplitOp.of(sp.getOperation()).axis()).isEqualTo(0);
  }
}
