package jopt.tools;

import static com.google.common.truth.Truth.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import jopt.ir.Diagnostic;
import jopt.api.InputLoader;
import jopt.api.Jopt;
import jopt.api.OnnxTranslation;
import jopt.api.Result;
import jopt.ir.Operation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * jopt.api.InputLoader, which every tool loads its input with, through the library's Jopt.load:
 * MLIR text, or an ONNX model through its registered translation.
 */
class InputLoaderTest {
  @TempDir Path dir;
  private final Jopt jopt = Jopt.create();

  private Path absModel(String name) throws Exception {
    return OnnxToolsTest.absModel(dir, name);
  }

  @Test
  void loadsMlirTextAsParseDoes() throws Exception {
    Path p = dir.resolve("f.mlir");
    Files.writeString(p, "func.func @f() {\n  return\n}\n");
    Operation m = jopt.load(p).get();
    assertThat(Jopt.print(m)).isEqualTo(Jopt.print(jopt.parse(p).get()));
  }

  @Test
  void loadsAnOnnxModelByItsNameOrItsBytes() throws Exception {
    for (String name : new String[] {"m.onnx", "m.bin"}) {
      Operation m = jopt.load(absModel(name)).get();
      assertThat(Jopt.print(m)).contains("\"onnx.Abs\"(%arg0) {onnx_node_name = \"abs\"}");
    }
  }

  @Test
  void aTruncatedModelFailsWithAnErrorNamingTheFile() throws Exception {
    Path cut = dir.resolve("cut.onnx");
    // ir_version 8, then a graph (field 7) of 16 bytes that ends after none.
    Files.write(cut, new byte[] {0x08, 0x08, 0x3a, 0x10});
    Result<Operation> r = jopt.load(cut);
    assertThat(r.failed()).isTrue();
    assertThat(r.diagnostics()).hasSize(1);
    assertThat(r.diagnostics().get(0).getSeverity()).isEqualTo(Diagnostic.Severity.ERROR);
    assertThat(r.diagnostics().get(0).getMessage()).startsWith(cut + ": ");
  }

  @Test
  void theLoaderFindsTranslationsByFileAndByName() throws Exception {
    InputLoader loader = InputLoader.defaults();
    assertThat(loader.names()).containsExactly("import-onnx");
    assertThat(loader.lookup("import-onnx")).isSameInstanceAs(OnnxTranslation.DEFAULT);
    assertThat(loader.translationFor(absModel("m.onnx"), new byte[0])).isNotNull();
    assertThat(loader.translationFor(dir.resolve("f.mlir"),
        "module {}".getBytes(StandardCharsets.UTF_8))).isNull();
    assertThat(loader.translationFor(null, new byte[] {8, 8})).isNull();
  }
}
