package jopt.onnx;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import org.junit.jupiter.api.Test;

/**
 * The importer on the models of ../shared/models and on ONNX's backend tests, read in place
 * (skipped, saying so, where they are not installed).
 */
class ModelsInPlaceTest {
  @Test
  void everySharedModelImportsAndVerifies() throws Exception {
    List<Path> graphs = ModelFiles.onnxFiles(sharedOrSkip().resolve("graphs"));
    List<Path> tiny = ModelFiles.onnxFiles(sharedOrSkip().resolve("tiny"));
    assertThat(graphs).hasSize(15);
    assertThat(tiny).hasSize(5);
    for (Path p : graphs) {
      OnnxImporter.Result r = OnnxImporter.importFile(p, Dialects.registerAll(new MLIRContext()));
      // Graph-only models: the weights are missing, imported elided, with a note.
      assertThat(r.notes()).hasSize(1);
      assertThat(constants(r, DenseResourceElementsAttr.class)).isGreaterThan(0);
    }
    for (Path p : tiny) {
      OnnxImporter.Result r = OnnxImporter.importFile(p, Dialects.registerAll(new MLIRContext()));
      assertThat(r.notes()).isEmpty();
      assertThat(constants(r, DenseResourceElementsAttr.class)).isEqualTo(0);
      assertThat(constants(r, DenseElementsAttr.class)).isGreaterThan(0);
    }
  }

  private static int constants(OnnxImporter.Result r, Class<?> kind) {
    int[] n = {0};
    r.module().walkPreOrder(op -> {
      if (op.getName().equals("onnx.Constant") && kind.isInstance(op.getAttr("value"))) {
        n[0]++;
      }
    });
    return n[0];
  }

  private static Path sharedOrSkip() {
    Path shared = ModelFiles.sharedModels();
    assumeTrue(shared != null, "../shared/models is not here: the shared models are not imported");
    return shared;
  }

  /**
   * ONNX 1.12's backend tests: each imports and verifies or is refused with an import error (never
   * another exception); at least as many import as measured when this was written.
   */
  @Test
  void backendTestModelsImportOrAreRefusedWithAnError() {
    List<Path> models = ModelFiles.backendModels();
    assumeTrue(!models.isEmpty(), "libonnx-testdata is not installed: the backend tests are not imported");
    List<String> refused = new ArrayList<>();
    for (Path p : models) {
      try {
        OnnxImporter.importFile(p, Dialects.registerAll(new MLIRContext()));
      } catch (OnnxImportException e) {
        refused.add(p.getParent().getFileName() + ": " + e.getMessage());
      }
    }
    int imported = models.size() - refused.size();
    System.out.println("backend tests: " + imported + " of " + models.size() + " import and verify; refused:");
    refused.forEach(r -> System.out.println("  " + r));
    assertThat(models).hasSize(1072);
    assertThat(imported).isAtLeast(MIN_BACKEND_IMPORTS);
  }

  /**
   * The backend models imported when this was measured: all but the 9 of the
   * ai.onnx.preview.training domain and Scan-8 (docs/onnx-import.md).
   */
  private static final int MIN_BACKEND_IMPORTS = 1062;
}
