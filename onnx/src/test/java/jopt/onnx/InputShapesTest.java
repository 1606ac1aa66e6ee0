package jopt.onnx;

import static com.google.common.truth.Truth.assertThat;
import static jopt.onnx.Models.FLOAT;
import static jopt.onnx.Models.graph;
import static jopt.onnx.Models.intAttr;
import static jopt.onnx.Models.ints;
import static jopt.onnx.Models.longs;
import static jopt.onnx.Models.model;
import static jopt.onnx.Models.node;
import static jopt.onnx.Models.print;
import static jopt.onnx.Models.symbolic;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import jopt.onnx.proto.ModelProto;
import org.junit.jupiter.api.Test;

/** Symbolic and unknown dimensions kept at import, and fixed by --input-shapes and --dim-params. */
class InputShapesTest {
  /**
   * A detector's stem as exporters write it: x [batch, 3, h, w] through a strided Conv, its
   * shape read back by Shape/Gather into a Reshape to [batch, 8, -1], and a second input
   * m [batch, 1] added.
   */
  private static ModelProto detector() {
    return model(13, graph(List.of(symbolic("x", FLOAT, "batch", 3L, "h", null), symbolic("m", FLOAT, "batch", 1L)),
        List.of(symbolic("y", FLOAT, "batch", 8L, null)),
        node("Conv", List.of("x", "w"), List.of("c"), ints("pads", 1, 1, 1, 1), ints("strides", 2, 2)),
        node("Shape", List.of("c"), List.of("s")),
        node("Gather", List.of("s", "zero"), List.of("n"), intAttr("axis", 0)),
        node("Unsqueeze", List.of("n", "zeros"), List.of("n1")),
        node("Concat", List.of("n1", "rest"), List.of("target"), intAttr("axis", 0)),
        node("Reshape", List.of("c", "target"), List.of("r")),
        node("Unsqueeze", List.of("m", "two"), List.of("m3")),
        node("Add", List.of("r", "m3"), List.of("y")))
        .addInitializer(Models.floats("w", new long[] {8, 3, 3, 3}, new float[8 * 27]))
        .addInitializer(longs("zero", 0).toBuilder().clearDims().build())
        .addInitializer(longs("zeros", 0))
        .addInitializer(longs("two", 2))
        .addInitializer(longs("rest", 8, -1)));
  }

  private static String imported(ModelProto m, String shapes, String params) throws Exception {
    return print(m, null, ImportOptions.parse(shapes, params));
  }

  private static String error(ModelProto m, String shapes, String params) {
    return assertThrows(OnnxImportException.class, () -> imported(m, shapes, params)).getMessage();
  }

  @Test
  void symbolicAndUnknownDimensionsStayDynamic() throws Exception {
    String text = imported(detector(), null, null);
    assertThat(text).contains("%arg0: tensor<?x3x?x?xf32> {onnx.dim_params = \"0:batch,2:h\", onnx.name = \"x\"}");
    assertThat(text).contains("%arg1: tensor<?x1xf32> {onnx.dim_params = \"0:batch\", onnx.name = \"m\"}");
    // The Conv keeps the batch, the Reshape reads it back from Shape: [batch, 8, ?].
    assertThat(text).contains("-> tensor<?x8x?x?xf32>");
    assertThat(text).contains("\"onnx.Reshape\"(%6, %10) {allowzero = 0 : si64} : (tensor<?x8x?x?xf32>, tensor<3xi64>) "
        + "-> tensor<?x8x?xf32>");
  }

  @Test
  void inputShapesByNameOrPositionFixTheGraph() throws Exception {
    for (String shapes : List.of("x:2x3x16x12", "0:2x3x16x12", "x:?x3x16x12,m:2x1")) {
      String text = imported(detector(), shapes, null);
      assertThat(text).contains("%arg0: tensor<2x3x16x12xf32> {onnx.name = \"x\"}");
      // batch is fixed for every input that names it; shapes flow through the graph.
      assertThat(text).contains("%arg1: tensor<2x1xf32> {onnx.name = \"m\"}");
      assertThat(text).contains("-> tensor<2x8x8x6xf32>");
      assertThat(text).contains("-> (tensor<2x8x48xf32> {onnx.name = \"y\"})");
    }
  }

  @Test
  void dimParamsFixSymbolicDimensionsByName() throws Exception {
    String text = imported(detector(), null, "batch=1,h=32");
    assertThat(text).contains("%arg0: tensor<1x3x32x?xf32> {onnx.name = \"x\"}");
    assertThat(text).contains("%arg1: tensor<1x1xf32> {onnx.name = \"m\"}");
    assertThat(text).contains("-> (tensor<1x8x?xf32> {onnx.name = \"y\"})");
    // A size left '?' stays dynamic.
    assertThat(imported(detector(), "x:?x3x?x?", null)).contains("tensor<?x3x?x?xf32>");
  }

  @Test
  void wrongInputShapesAreErrorsNamingTheInput() {
    assertThat(error(detector(), "z:1x3x8x8", null))
        .isEqualTo("--input-shapes: the model has no input 'z' (its inputs: x, m)");
    assertThat(error(detector(), "2:1x3x8x8", null))
        .isEqualTo("--input-shapes: the model has no input #2: it has 2 inputs (x, m)");
    assertThat(error(detector(), "x:1x3x8", null))
        .isEqualTo("--input-shapes: input 'x' has rank 4 (tensor<?x3x?x?xf32>), 1x3x8 has rank 3");
    assertThat(error(detector(), "x:1x4x8x8", null))
        .isEqualTo("--input-shapes: input 'x' has size 3 in dimension 1 (tensor<?x3x?x?xf32>), 1x4x8x8 gives 4");
    assertThat(error(detector(), "x:1x3x8x8,m:2x1", null)).isEqualTo("--input-shapes: input 'm' has dimension "
        + "'batch' in dimension 0, input 'x' gives it size 1, 2x1 2");
    assertThat(error(detector(), null, "seq=128"))
        .isEqualTo("--dim-params: no input of the model has a dimension named 'seq'");
    assertThat(assertThrows(OnnxImportException.class, () -> ImportOptions.parse("x:1xAx3", null)).getMessage())
        .isEqualTo("--input-shapes: input 'x': 'A' is not a size (a number, or ? to keep it)");
    assertThat(assertThrows(OnnxImportException.class, () -> ImportOptions.parse(null, "batch")).getMessage())
        .isEqualTo("--dim-params: 'batch' is not NAME=SIZE");
  }

  @Test
  void aSizeTheModelContradictsAtRunTimeIsCheckedThere() throws Exception {
    // Fixing h and w so that the Reshape's -1 is known: 16x12 -> Conv 8x6 -> 48.
    assertThat(imported(detector(), "x:1x3x16x12", null)).contains("tensor<1x8x48xf32>");
  }

  @Test
  void dimRangesAreKeptOnTheFunction() throws Exception {
    String text = print(detector(), null, ImportOptions.parse(null, null, "batch=1:64,h=32:4096"));
    assertThat(text).contains("attributes {jopt.dim_ranges = \"batch=1:64,h=32:4096\"}");
    // The dimensions stay dynamic.
    assertThat(text).contains("%arg0: tensor<?x3x?x?xf32> {onnx.dim_params = \"0:batch,2:h\", onnx.name = \"x\"}");
    // Without ranges there is no attribute.
    assertThat(imported(detector(), null, null)).doesNotContain("jopt.dim_ranges");
  }

  @Test
  void wrongDimRangesAreErrorsNamingTheDimension() {
    assertThat(assertThrows(OnnxImportException.class, () -> print(detector(), null,
        ImportOptions.parse(null, null, "seq=1:8"))).getMessage())
        .isEqualTo("--dim-range: no input of the model has a dimension named 'seq'");
    assertThat(assertThrows(OnnxImportException.class, () -> print(detector(), null,
        ImportOptions.parse("x:2x3x?x?", null, "batch=1:8"))).getMessage())
        .isEqualTo("--dim-range: dimension 'batch' is fixed by input 'x' to size 2");
    assertThat(assertThrows(OnnxImportException.class, () -> ImportOptions.parse(null, "batch=1", "batch=1:8"))
        .getMessage()).isEqualTo("--dim-range: dimension 'batch' is fixed by --dim-params");
    assertThat(assertThrows(OnnxImportException.class, () -> ImportOptions.parse(null, null, "h=64:32"))
        .getMessage()).isEqualTo("--dim-range: dimension 'h': the range 64:32 is empty (LO > HI)");
    assertThat(assertThrows(OnnxImportException.class, () -> ImportOptions.parse(null, null, "h=1:x"))
        .getMessage()).isEqualTo("--dim-range: dimension 'h': 'x' is not a size (a number, or ? to keep it)");
    assertThat(assertThrows(OnnxImportException.class, () -> ImportOptions.parse(null, null, "h=?:8"))
        .getMessage()).isEqualTo("--dim-range: dimension 'h' needs both bounds (LO:HI)");
    assertThat(assertThrows(OnnxImportException.class, () -> ImportOptions.parse(null, null, "h"))
        .getMessage()).isEqualTo("--dim-range: 'h' is not NAME=LO:HI");
    assertThat(assertThrows(OnnxImportException.class, () -> ImportOptions.parse(null, null, "h=1:2,h=3:4"))
        .getMessage()).isEqualTo("--dim-range: dimension 'h' is given twice");
  }
}
