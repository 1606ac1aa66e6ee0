package jopt.passes.onnxtolinalg;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/** The pass as a library user meets it: what fails leaves the module as it was. */
class ConvertOnnxToLinalgPassTest {
  private static final String PIPELINE = "builtin.module(convert-onnx-to-linalg)";

  private record Run(boolean ok, String before, String after, List<Diagnostic> diagnostics) {}

  private static Run run(String text) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    List<Diagnostic> diagnostics = new ArrayList<>();
    ctx.getDiagEngine().setHandler(diagnostics::add);
    Operation module = Parser.parseSourceString(ctx, text, "t.mlir");
    assertThat(module).isNotNull();
    String before = AsmPrinter.printOp(module);
    boolean ok = PassManager.parse(ctx, PIPELINE, Passes.createRegistry()).run(module);
    return new Run(ok, before, AsmPrinter.printOp(module), diagnostics);
  }

  @Test
  void failureLeavesTheFunctionAsItWas() {
    // The Relu lowers; the NonZero after it cannot: the pass fails, the Relu stays onnx.
    Run r = run("""
        func.func @main_graph(%x: tensor<2x3xf32>) -> tensor<2x?xi64> {
          %0 = "onnx.Relu"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
          %1 = "onnx.NonZero"(%0) : (tensor<2x3xf32>) -> tensor<2x?xi64>
          onnx.Return %1 : tensor<2x?xi64>
        }
        "onnx.EntryPoint"() {func = @main_graph} : () -> ()
        """);
    assertThat(r.ok()).isFalse();
    assertThat(r.after()).isEqualTo(r.before());
    assertThat(r.diagnostics()).hasSize(1);
    Diagnostic d = r.diagnostics().get(0);
    assertThat(d.getMessage()).isEqualTo("failed to legalize operation 'onnx.NonZero' that was explicitly marked illegal");
    assertThat(d.getNotes().stream().map(Diagnostic::getMessage).toList())
        .contains("result #0 has a dynamic shape (tensor<2x?xi64>)");
  }

  @Test
  void aFailingLoopLeavesItsBodyAsItWas() {
    // The body's arguments are retyped before lowering (tensor<*xf32> to tensor<2xf32>); the scan
    // output's element (a Range to the iteration number) has a size known only inside the loop,
    // so the Loop fails: all as it was.
    Run r = run("""
        func.func @main_graph(%m: tensor<i64>, %x: tensor<2xf32>) -> (tensor<2xf32>, tensor<?x?xi64>) {
          %true = onnx.Constant dense<true> : tensor<i1>
          %0:2 = "onnx.Loop"(%m, %true, %x) ({
          ^bb0(%i: tensor<i64>, %c: tensor<i1>, %v: tensor<*xf32>):
            %zero = onnx.Constant dense<0> : tensor<i64>
            %one = onnx.Constant dense<1> : tensor<i64>
            %e = "onnx.Range"(%zero, %i, %one) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<?xi64>
            onnx.Yield %c, %v, %e : tensor<i1>, tensor<*xf32>, tensor<?xi64>
          }) : (tensor<i64>, tensor<i1>, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x?xi64>)
          onnx.Return %0#0, %0#1 : tensor<2xf32>, tensor<?x?xi64>
        }
        "onnx.EntryPoint"() {func = @main_graph} : () -> ()
        """);
    assertThat(r.ok()).isFalse();
    assertThat(r.after()).isEqualTo(r.before());
    assertThat(r.diagnostics().get(0).getNotes().stream().map(Diagnostic::getMessage).toList().toString())
        .contains("scan output #0 has sizes known only inside the loop");
  }

  @Test
  void failureUndoesThePreparationAndEveryFunctionWithoutACopy() {
    // Before the conversion: the unsigned signature is made signless, the dead Relu erased, the
    // If on a constant condition inlined. The NonZero fails; @fine lowers, but the module is
    // undone as a whole, preparation included.
    Run r = run("""
        func.func @prepared(%x: tensor<2xui8>, %y: tensor<2x3xf32>) -> (tensor<2xui8>, tensor<2x?xi64>) {
          %dead = "onnx.Relu"(%y) : (tensor<2x3xf32>) -> tensor<2x3xf32>
          %c = onnx.Constant dense<true> : tensor<i1>
          %0 = "onnx.If"(%c) ({
            %a = "onnx.Identity"(%x) : (tensor<2xui8>) -> tensor<2xui8>
            onnx.Yield %a : tensor<2xui8>
          }, {
            onnx.Yield %x : tensor<2xui8>
          }) : (tensor<i1>) -> tensor<2xui8>
          %1 = "onnx.NonZero"(%y) : (tensor<2x3xf32>) -> tensor<2x?xi64>
          onnx.Return %0, %1 : tensor<2xui8>, tensor<2x?xi64>
        }
        func.func @fine(%x: tensor<2xf32>) -> tensor<2xf32> {
          %0 = "onnx.Relu"(%x) : (tensor<2xf32>) -> tensor<2xf32>
          onnx.Return %0 : tensor<2xf32>
        }
        "onnx.EntryPoint"() {func = @prepared} : () -> ()
        """);
    assertThat(r.ok()).isFalse();
    assertThat(r.after()).isEqualTo(r.before());
    assertThat(r.diagnostics().stream().map(Diagnostic::getMessage).toList())
        .containsExactly("failed to legalize operation 'onnx.NonZero' that was explicitly marked illegal");
  }

  @Test
  void onnxOutsideTheModulesFunctionsIsLeftAlone() {
    // As before the conversion framework: the top module's functions are converted; a nested
    // module's onnx ops (and its entry point) are not the pass's.
    Run r = run("""
        module @inner {
          func.func @g(%x: tensor<2xf32>) -> tensor<2xf32> {
            %0 = "onnx.Relu"(%x) : (tensor<2xf32>) -> tensor<2xf32>
            onnx.Return %0 : tensor<2xf32>
          }
          "onnx.EntryPoint"() {func = @g} : () -> ()
        }
        func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
          %0 = "onnx.Relu"(%x) : (tensor<2xf32>) -> tensor<2xf32>
          onnx.Return %0 : tensor<2xf32>
        }
        "onnx.EntryPoint"() {func = @f} : () -> ()
        """);
    assertThat(r.ok()).isTrue();
    String inner = r.after().substring(0, r.after().indexOf("func.func @f"));
    String outer = r.after().substring(r.after().indexOf("func.func @f"));
    assertThat(inner).contains("onnx.Relu");
    assertThat(inner).contains("onnx.EntryPoint");
    assertThat(outer).doesNotContain("onnx.");
  }

  @Test
  void successLeavesNoOnnx() {
    Run r = run("""
        func.func @main_graph(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
          %none = "onnx.NoValue"() {value} : () -> none
          %0 = "onnx.Relu"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
          %1 = "onnx.Transpose"(%0) {perm = [1, 0]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
          onnx.Return %1 : tensor<3x2xf32>
        }
        "onnx.EntryPoint"() {func = @main_graph} : () -> ()
        """);
    assertThat(r.ok()).isTrue();
    assertThat(r.diagnostics()).isEmpty();
    assertThat(r.after()).doesNotContain("onnx.");
    assertThat(r.after()).contains("linalg.transpose");
    assertThat(r.after()).contains("return");
  }

  @Test
  void reshapeGroupsRunsOfEqualCount() {
    List<long[]> s = new ArrayList<>();
    List<long[]> d = new ArrayList<>();
    assertThat(Reshapes.group(new long[] {2, 3, 4}, new long[] {6, 2, 2}, s, d)).isTrue();
    assertThat(s.stream().map(java.util.Arrays::toString).toList()).containsExactly("[0, 1]", "[2]").inOrder();
    assertThat(d.stream().map(java.util.Arrays::toString).toList()).containsExactly("[0]", "[1, 2]").inOrder();
    s.clear();
    d.clear();
    // Unit dims join the group they meet; trailing ones the last group.
    assertThat(Reshapes.group(new long[] {1, 6, 1}, new long[] {2, 3}, s, d)).isTrue();
    assertThat(s.stream().map(java.util.Arrays::toString).toList()).containsExactly("[0, 1, 2]");
    assertThat(d.stream().map(java.util.Arrays::toString).toList()).containsExactly("[0, 1]");
    s.clear();
    d.clear();
    assertThat(Reshapes.group(new long[] {2, 3}, new long[] {3, 2}, s, d)).isTrue();
    assertThat(s.stream().map(java.util.Arrays::toString).toList()).containsExactly("[0, 1]");
    assertThat(d.stream().map(java.util.Arrays::toString).toList()).containsExactly("[0, 1]");
  }

  @Test
  void everyLoweringIsNamedAfterAnOnnxOp() {
    for (String name : OnnxLowerings.names()) {
      assertThat(name).matches("onnx\\.[A-Z][A-Za-z0-9]*");
    }
    assertThat(OnnxLowerings.names()).containsAtLeast("onnx.Conv", "onnx.MatMul", "onnx.Gemm", "onnx.Resize",
        "onnx.LayerNormalization", "onnx.Softmax", "onnx.Gather", "onnx.Slice", "onnx.Reshape");
  }
}
