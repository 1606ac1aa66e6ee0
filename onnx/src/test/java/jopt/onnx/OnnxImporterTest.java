package jopt.onnx;

import static com.google.common.truth.Truth.assertThat;
import static jopt.onnx.Models.FLOAT;
import static jopt.onnx.Models.INT64;
import static jopt.onnx.Models.error;
import static jopt.onnx.Models.floatAttr;
import static jopt.onnx.Models.floats;
import static jopt.onnx.Models.graph;
import static jopt.onnx.Models.intAttr;
import static jopt.onnx.Models.ints;
import static jopt.onnx.Models.longs;
import static jopt.onnx.Models.model;
import static jopt.onnx.Models.named;
import static jopt.onnx.Models.node;
import static jopt.onnx.Models.print;
import static jopt.onnx.Models.unshaped;
import static jopt.onnx.Models.value;

import java.util.List;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.FunctionProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.OperatorSetIdProto;
import jopt.onnx.proto.TensorProto;
import org.junit.jupiter.api.Test;

/** The importer on small models built here: onnx-mlir's form of each construct, and its errors. */
class OnnxImporterTest {
  @Test
  void aGraphBecomesMainGraphWithNamesAndAnEntryPoint() throws Exception {
    ModelProto m = model(13, graph(List.of(value("x", FLOAT, 3, 4, 5)), List.of(value("y", FLOAT, 3, 4, 5)),
        node("Abs", List.of("x"), List.of("y"))));
    assertThat(print(m)).isEqualTo("""
        module {
          func.func @main_graph(%arg0: tensor<3x4x5xf32> {onnx.name = "x"}) -> (tensor<3x4x5xf32> {onnx.name = "y"}) {
            %0 = "onnx.Abs"(%arg0) : (tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
            onnx.Return %0 : tensor<3x4x5xf32>
          }
          "onnx.EntryPoint"() {func = @main_graph} : () -> ()
        }""");
  }

  @Test
  void symbolicDimensionsAreDynamicAndNamedInDimParams() throws Exception {
    ModelProto m = model(14, graph(List.of(value("x", FLOAT, -1, 4), value("y", FLOAT, -1, 4)),
        List.of(value("s", FLOAT, -1, 4)), node("Add", List.of("x", "y"), List.of("s"))));
    assertThat(print(m)).contains("func.func @main_graph(%arg0: tensor<?x4xf32> {onnx.dim_params = \"0:N\", "
        + "onnx.name = \"x\"}, %arg1: tensor<?x4xf32> {onnx.dim_params = \"0:N\", onnx.name = \"y\"}) -> "
        + "(tensor<?x4xf32> {onnx.dim_params = \"0:N\", onnx.name = \"s\"})");
  }

  @Test
  void initializersAreConstantsAndNotArguments() throws Exception {
    // The weight is also listed as a graph input (IR < 4 required it): not an argument.
    GraphProto.Builder g = graph(List.of(value("x", FLOAT, 1, 2), value("w", FLOAT, 2)),
        List.of(value("y", FLOAT, 1, 2)), node("Mul", List.of("x", "w"), List.of("y")))
        .addInitializer(floats("w", new long[] {2}, 1.5f, -2f));
    assertThat(print(model(13, g))).isEqualTo("""
        module {
          func.func @main_graph(%arg0: tensor<1x2xf32> {onnx.name = "x"}) -> (tensor<1x2xf32> {onnx.name = "y"}) {
            %0 = onnx.Constant dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>
            %1 = "onnx.Mul"(%arg0, %0) : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
            onnx.Return %1 : tensor<1x2xf32>
          }
          "onnx.EntryPoint"() {func = @main_graph} : () -> ()
        }""");
  }

  @Test
  void absentOptionalInputsAreNoValueAndDefaultsAreMaterialized() throws Exception {
    GraphProto.Builder g = graph(List.of(value("x", FLOAT, 1, 3, 8, 8), value("w", FLOAT, 4, 3, 3, 3)),
        List.of(value("y", FLOAT, 1, 4, 8, 8)),
        named("conv1", node("Conv", List.of("x", "w"), List.of("y"), ints("pads", 1, 1, 1, 1))));
    assertThat(print(model(17, g))).contains("""
            %0 = "onnx.NoValue"() {value} : () -> none
            %1 = "onnx.Conv"(%arg0, %arg1, %0) {auto_pad = "NOTSET", group = 1 : si64, onnx_node_name = "conv1", \
        pads = [1, 1, 1, 1]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<1x4x8x8xf32>""");
  }

  @Test
  void theOpsetPicksOnnxMlirsFormOfAnOp() throws Exception {
    ModelProto softmax = model(10, graph(List.of(value("x", FLOAT, 2, 3)), List.of(value("y", FLOAT, 2, 3)),
        node("Softmax", List.of("x"), List.of("y"))));
    assertThat(print(softmax)).contains("\"onnx.SoftmaxV11\"(%arg0) {axis = 1 : si64}");
    ModelProto squeeze11 = model(11, graph(List.of(value("x", FLOAT, 1, 3)), List.of(unshaped("y", FLOAT)),
        node("Squeeze", List.of("x"), List.of("y"), ints("axes", 0))));
    assertThat(print(squeeze11)).contains(
        "\"onnx.SqueezeV11\"(%arg0) {axes = [0]} : (tensor<1x3xf32>) -> tensor<3xf32>");
    ModelProto squeeze13 = model(13, graph(List.of(value("x", FLOAT, 1, 3)), List.of(unshaped("y", FLOAT)),
        node("Squeeze", List.of("x", "a"), List.of("y"))).addInitializer(longs("a", 0)));
    assertThat(print(squeeze13)).contains(
        "\"onnx.Squeeze\"(%arg0, %0) : (tensor<1x3xf32>, tensor<1xi64>) -> tensor<3xf32>");
    ModelProto clip = model(7, graph(List.of(value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        node("Clip", List.of("x"), List.of("y"), floatAttr("min", 0f))));
    assertThat(print(clip)).contains("\"onnx.ClipV6\"(%arg0) {max = 3.40282306E+38 : f32, min = 0.000000e+00 : f32}");
  }

  @Test
  void castsToAType() throws Exception {
    ModelProto m = model(13, graph(List.of(value("x", INT64, 2)), List.of(value("y", FLOAT, 2)),
        node("Cast", List.of("x"), List.of("y"), intAttr("to", 1))));
    assertThat(print(m)).contains("\"onnx.Cast\"(%arg0) {saturate = 1 : si64, to = f32} : (tensor<2xi64>) -> tensor<2xf32>");
  }

  @Test
  void missingShapesAreInferred() throws Exception {
    GraphProto.Builder g = graph(List.of(value("x", FLOAT, 1, 3, 8, 8), value("w", FLOAT, 4, 3, 3, 3)),
        List.of(unshaped("z", FLOAT)),
        node("Conv", List.of("x", "w"), List.of("c"), ints("strides", 2, 2)),
        node("Relu", List.of("c"), List.of("r")),
        node("Reshape", List.of("r", "shape"), List.of("s")),
        node("Transpose", List.of("s"), List.of("t")),
        node("MatMul", List.of("t", "m"), List.of("mm")),
        node("ReduceMean", List.of("mm"), List.of("z"), ints("axes", 0), intAttr("keepdims", 0)))
        .addInitializer(longs("shape", 4, -1))
        .addInitializer(floats("m", new long[] {4, 2}, 1, 2, 3, 4, 5, 6, 7, 8));
    String text = print(model(17, g));
    assertThat(text).contains("-> tensor<1x4x3x3xf32>");
    assertThat(text).contains("\"onnx.Reshape\"(%4, %0) {allowzero = 0 : si64} : (tensor<1x4x3x3xf32>, tensor<2xi64>) -> tensor<4x9xf32>");
    assertThat(text).contains("\"onnx.Transpose\"(%5) : (tensor<4x9xf32>) -> tensor<9x4xf32>");
    assertThat(text).contains("\"onnx.MatMul\"(%6, %1) : (tensor<9x4xf32>, tensor<4x2xf32>) -> tensor<9x2xf32>");
    assertThat(text).contains("\"onnx.ReduceMeanV13\"(%7) {axes = [0], keepdims = 0 : si64} : (tensor<9x2xf32>) -> tensor<2xf32>");
    assertThat(text).contains("-> (tensor<2xf32> {onnx.name = \"z\"})");
  }

  @Test
  void aModelLocalFunctionIsInlinedWithItsAttributes() throws Exception {
    FunctionProto f = FunctionProto.newBuilder().setName("scale").setDomain("local")
        .addInput("a").addOutput("b").addAttribute("alpha")
        .addOpsetImport(OperatorSetIdProto.newBuilder().setVersion(13))
        .addNode(node("LeakyRelu", List.of("a"), List.of("b"), AttributeProto.newBuilder().setName("alpha")
            .setRefAttrName("alpha").setType(AttributeProto.AttributeType.FLOAT).build()))
        .build();
    ModelProto m = model(13, graph(List.of(value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        node("scale", List.of("x"), List.of("y"), floatAttr("alpha", 0.5f)).toBuilder().setDomain("local").build()))
        .toBuilder().addOpsetImport(OperatorSetIdProto.newBuilder().setDomain("local").setVersion(1))
        .addFunctions(f).build();
    assertThat(print(m)).contains("%0 = \"onnx.LeakyRelu\"(%arg0) {alpha = 5.000000e-01 : f32} : (tensor<2xf32>) -> tensor<2xf32>\n"
        + "    onnx.Return %0");
  }

  @Test
  void subgraphsAreRegionsEndingInYield() throws Exception {
    GraphProto then = graph(List.of(), List.of(value("t", FLOAT, 2)), node("Neg", List.of("x"), List.of("t"))).build();
    GraphProto otherwise = graph(List.of(), List.of(value("e", FLOAT, 2)), node("Abs", List.of("x"), List.of("e"))).build();
    ModelProto m = model(16, graph(List.of(value("c", TensorProto.DataType.BOOL_VALUE), value("x", FLOAT, 2)),
        List.of(value("y", FLOAT, 2)), node("If", List.of("c"), List.of("y"),
            Models.graphAttr("then_branch", then), Models.graphAttr("else_branch", otherwise))));
    assertThat(Models.flat(print(m))).contains(Models.flat("""
            %0 = "onnx.If"(%arg0) ({
              %1 = "onnx.Neg"(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
              onnx.Yield %1 : tensor<2xf32>
            }, {
              %1 = "onnx.Abs"(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
              onnx.Yield %1 : tensor<2xf32>
            }) : (tensor<i1>) -> tensor<2xf32>"""));
  }

  @Test
  void externalDataIsReadBesideTheModelAndAMissingFileGivesElidedWeights(@org.junit.jupiter.api.io.TempDir
      java.nio.file.Path dir) throws Exception {
    java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(16).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    b.putFloat(9f).putFloat(1f).putFloat(2f).putFloat(3f);
    java.nio.file.Files.write(dir.resolve("w.bin"), b.array());
    TensorProto w = TensorProto.newBuilder().setName("w").setDataType(FLOAT).addDims(3)
        .setDataLocation(TensorProto.DataLocation.EXTERNAL)
        .addExternalData(entry("location", "w.bin")).addExternalData(entry("offset", "4"))
        .addExternalData(entry("length", "12")).build();
    GraphProto.Builder g = graph(List.of(value("x", FLOAT, 3)), List.of(value("y", FLOAT, 3)),
        node("Add", List.of("x", "w"), List.of("y"))).addInitializer(w);
    assertThat(print(model(13, g), dir)).contains("onnx.Constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]>");
    java.nio.file.Files.delete(dir.resolve("w.bin"));
    jopt.ir.MLIRContext ctx = jopt.dialects.Dialects.registerAll(new jopt.ir.MLIRContext());
    OnnxImporter.Result r = OnnxImporter.importModel(model(13, g), dir, ctx);
    assertThat(jopt.ir.asm.AsmPrinter.print(r.module(), jopt.ir.asm.PrintingFlags.defaults()))
        .contains("onnx.Constant dense_resource<__elided__> : tensor<3xf32>");
    assertThat(r.notes()).containsExactly("1 weight tensor (12 bytes) lie in external data files that are "
        + "missing; imported as dense_resource<__elided__>, of unknown value");
    GraphProto.Builder outside = graph(List.of(value("x", FLOAT, 3)), List.of(value("y", FLOAT, 3)),
        node("Add", List.of("x", "w"), List.of("y"))).addInitializer(w.toBuilder().setExternalData(0,
            entry("location", "../w.bin")));
    OnnxImportException e = org.junit.jupiter.api.Assertions.assertThrows(OnnxImportException.class,
        () -> print(model(13, outside), dir));
    assertThat(e.getMessage()).isEqualTo("tensor 'w' has external data at '../w.bin', outside the model's directory");
  }

  /**
   * External data behind a symbolic link: read when the link's target lies inside the model's
   * directory, refused when it leaves it (ONNX 1.21's fix of CVE-2026-27489), whatever the
   * name inside the folder says.
   */
  @Test
  void externalDataBehindALinkMustStayInTheModelsDirectory(@org.junit.jupiter.api.io.TempDir
      java.nio.file.Path tmp) throws Exception {
    java.nio.file.Path dir = java.nio.file.Files.createDirectory(tmp.resolve("model"));
    java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(12).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    b.putFloat(1f).putFloat(2f).putFloat(3f);
    java.nio.file.Files.createDirectory(dir.resolve("weights"));
    java.nio.file.Files.write(dir.resolve("weights/w.bin"), b.array());
    java.nio.file.Files.write(tmp.resolve("secret.bin"), b.array());
    java.nio.file.Files.createSymbolicLink(dir.resolve("inside.bin"),
        java.nio.file.Path.of("weights/w.bin"));
    java.nio.file.Files.createSymbolicLink(dir.resolve("outside.bin"), tmp.resolve("secret.bin"));
    java.nio.file.Files.createSymbolicLink(dir.resolve("up"), tmp);
    for (String location : List.of("inside.bin", "outside.bin", "up/secret.bin")) {
      TensorProto w = TensorProto.newBuilder().setName("w").setDataType(FLOAT).addDims(3)
          .setDataLocation(TensorProto.DataLocation.EXTERNAL)
          .addExternalData(entry("location", location)).build();
      GraphProto.Builder g = graph(List.of(value("x", FLOAT, 3)), List.of(value("y", FLOAT, 3)),
          node("Add", List.of("x", "w"), List.of("y"))).addInitializer(w);
      if (location.equals("inside.bin")) {
        assertThat(print(model(13, g), dir))
            .contains("onnx.Constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]>");
      } else {
        OnnxImportException e = org.junit.jupiter.api.Assertions.assertThrows(
            OnnxImportException.class, () -> print(model(13, g), dir));
        assertThat(e.getMessage()).isEqualTo("tensor 'w' has external data at '" + location
            + "', a link to a file outside the model's directory");
      }
    }
  }

  private static jopt.onnx.proto.StringStringEntryProto entry(String k, String v) {
    return jopt.onnx.proto.StringStringEntryProto.newBuilder().setKey(k).setValue(v).build();
  }

  @Test
  void rawAndTypedDataOfEveryKindAgree() throws Exception {
    GraphProto.Builder g = graph(List.of(), List.of(value("a", FLOAT, 2), value("b", FLOAT, 2),
        value("c", TensorProto.DataType.BOOL_VALUE, 3), value("d", TensorProto.DataType.FLOAT16_VALUE, 1)),
        node("Identity", List.of("ta"), List.of("a")), node("Identity", List.of("tb"), List.of("b")),
        node("Identity", List.of("tc"), List.of("c")), node("Identity", List.of("td"), List.of("d")))
        .addInitializer(floats("ta", new long[] {2}, 0.5f, 8f))
        .addInitializer(Models.rawFloats("tb", new long[] {2}, 0.5f, 8f))
        .addInitializer(TensorProto.newBuilder().setName("tc").setDataType(TensorProto.DataType.BOOL_VALUE)
            .addDims(3).addInt32Data(1).addInt32Data(0).addInt32Data(1))
        .addInitializer(TensorProto.newBuilder().setName("td").setDataType(TensorProto.DataType.FLOAT16_VALUE)
            .addDims(1).addInt32Data(0x3C00));
    String text = print(model(13, g));
    assertThat(text).contains("%0 = onnx.Constant dense<[5.000000e-01, 8.000000e+00]> : tensor<2xf32>\n"
        + "    %1 = onnx.Constant dense<[5.000000e-01, 8.000000e+00]> : tensor<2xf32>");
    assertThat(text).contains("onnx.Constant dense<[true, false, true]> : tensor<3xi1>");
    assertThat(text).contains("onnx.Constant dense<1.000000e+00> : tensor<1xf16>");
  }

  // ---- errors, each naming the node

  @Test
  void aDanglingInputNamesTheNodeAndTheValue() {
    ModelProto m = model(13, graph(List.of(value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        named("add1", node("Add", List.of("x", "w"), List.of("y")))));
    assertThat(error(m)).isEqualTo("node 'add1' (Add): input 'w' is not a graph input, an initializer or "
        + "the output of a node");
  }

  @Test
  void aCycleIsAnError() {
    ModelProto m = model(13, graph(List.of(value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        named("a", node("Add", List.of("x", "b"), List.of("a"))),
        named("b", node("Neg", List.of("a"), List.of("b"))),
        named("y", node("Neg", List.of("b"), List.of("y")))));
    assertThat(error(m)).isEqualTo("node 'a' (Add): the graph has a cycle through this node");
  }

  @Test
  void unknownDomainsAndOpsAreErrors() {
    ModelProto domain = model(13, graph(List.of(value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        node("Foo", List.of("x"), List.of("y")).toBuilder().setDomain("com.example").build()));
    assertThat(error(domain)).isEqualTo("node #0 (com.example.Foo): unknown domain 'com.example'");
    ModelProto op = model(13, graph(List.of(value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        named("n", node("Frobnicate", List.of("x"), List.of("y")))));
    assertThat(error(op)).isEqualTo("node 'n' (Frobnicate): unknown op 'Frobnicate'");
  }

  @Test
  void inputsOfOneTypeParameterHaveOneElementType() throws OnnxImportException {
    // Gemm's A, B and C are all T (a fuzzed model's C of uint32 reached the lowering before).
    ModelProto gemm = model(13, graph(List.of(value("a", FLOAT, 1, 4), value("b", FLOAT, 4, 2),
        value("c", TensorProto.DataType.UINT32_VALUE, 2)), List.of(unshaped("y", FLOAT)),
        named("g", node("Gemm", List.of("a", "b", "c"), List.of("y")))));
    assertThat(error(gemm)).isEqualTo("node 'g' (Gemm): type parameter T is bound to f32 by input #0 and to ui32 by input #2");
    // Where's condition is a type of its own (B), X and Y one T.
    ModelProto where = model(13, graph(List.of(value("c", TensorProto.DataType.BOOL_VALUE, 2), value("x", FLOAT, 2),
        value("z", FLOAT, 2)), List.of(unshaped("y", FLOAT)), node("Where", List.of("c", "x", "z"), List.of("y"))));
    assertThat(print(where)).contains("onnx.Where");
  }

  @Test
  void fuzzedShapesAndTypesAreRefusedAtImport() {
    // Each once lowered to IR the verifier rejected (bench/onnx-fuzz.sh --lower).
    ModelProto gemm = model(13, graph(List.of(value("a", FLOAT, 1, 128), value("b", FLOAT, 1, 128),
        value("c", FLOAT, 1, 128)), List.of(unshaped("y", FLOAT)),
        named("g", node("Gemm", List.of("a", "b", "c"), List.of("y"), intAttr("transB", 1)))));
    assertThat(error(gemm)).isEqualTo("node 'g' (Gemm): C of shape 1x128 does not broadcast to the result's 1x1");
    ModelProto conv = model(13, graph(List.of(value("x", FLOAT, 1, 2, 5), value("w", FLOAT, 3, 2, 1),
        value("b", FLOAT, 1, 3, 1)), List.of(unshaped("y", FLOAT)),
        named("c", node("Conv", List.of("x", "w", "b"), List.of("y")))));
    assertThat(error(conv)).isEqualTo(
        "node 'c' (Conv): bias of shape 1x3x1 for weight of shape 3x2x1: one value per output channel");
    ModelProto gather = model(13, graph(List.of(value("x", FLOAT, 4, 2), value("i", FLOAT, 3)),
        List.of(unshaped("y", FLOAT)), named("g", node("Gather", List.of("x", "i"), List.of("y")))));
    assertThat(error(gather)).isEqualTo(
        "node 'g' (Gather): 'onnx.Gather' op operand #1 must be tensor of i32, i64 values, but got 'tensor<3xf32>'");
    ModelProto slice = model(13, graph(List.of(value("x", FLOAT, 4, 2), value("s", INT64, 1), value("e", INT64)),
        List.of(unshaped("y", FLOAT)), named("sl", node("Slice", List.of("x", "s", "e"), List.of("y")))));
    assertThat(error(slice)).isEqualTo("node 'sl' (Slice): ends of shape scalar is not 1-D");
  }

  @Test
  void shapesThatDisagreeAreErrors() {
    ModelProto broadcast = model(13, graph(List.of(value("x", FLOAT, 3, 4), value("z", FLOAT, 5, 4)),
        List.of(unshaped("y", FLOAT)), named("add", node("Add", List.of("x", "z"), List.of("y")))));
    assertThat(error(broadcast)).isEqualTo("node 'add' (Add): operands of shapes 3x4, 5x4 do not broadcast");
    ModelProto declared = model(13, graph(List.of(value("x", FLOAT, 3, 4)), List.of(value("y", FLOAT, 4, 3)),
        named("relu", node("Relu", List.of("x"), List.of("y")))));
    assertThat(error(declared)).isEqualTo("node 'relu' (Relu): output 'y' has type tensor<4x3xf32> in the model, "
        + "but its inputs give tensor<3x4xf32>");
    ModelProto conv = model(13, graph(List.of(value("x", FLOAT, 1, 3, 8, 8), value("w", FLOAT, 4, 2, 3, 3)),
        List.of(unshaped("y", FLOAT)), named("c", node("Conv", List.of("x", "w"), List.of("y")))));
    assertThat(error(conv)).isEqualTo("node 'c' (Conv): input has 3 channels, weight of shape 4x2x3x3 with "
        + "group 1 takes 2");
    // A fuzzer's mutant: a scalar operand, typed by the model's value_info, reached the lowering.
    ModelProto scalar = model(13, graph(List.of(value("x", INT64, 1), value("s", INT64)),
        List.of(value("y", INT64)), named("mm", node("MatMul", List.of("x", "s"), List.of("y")))));
    assertThat(error(scalar)).isEqualTo("node 'mm' (MatMul): operand of rank 0: MatMul multiplies tensors of "
        + "rank 1 or more");
  }

  @Test
  void attributesOfTheWrongKindFailTheVerifier() {
    ModelProto m = model(13, graph(List.of(value("x", FLOAT, 2, 3)), List.of(value("y", FLOAT, 3, 2)),
        named("t", node("Transpose", List.of("x"), List.of("y"), intAttr("perm", 1)))));
    assertThat(error(m)).isEqualTo("node 't' (Transpose): 'onnx.Transpose' op attribute 'perm' failed to "
        + "satisfy constraint: 64-bit integer array attribute");
  }

  @Test
  void tooManyInputsAndMissingRequiredOnesAreErrors() {
    ModelProto many = model(13, graph(List.of(value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        named("r", node("Relu", List.of("x", "x"), List.of("y")))));
    assertThat(error(many)).isEqualTo("node 'r' (Relu): has 2 inputs, Relu takes at most 1");
    ModelProto missing = model(13, graph(List.of(value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        named("a", node("Add", List.of("x", ""), List.of("y")))));
    assertThat(error(missing)).isEqualTo("node 'a' (Add): input #1 ('B') is required");
  }

  @Test
  void valuesDefinedTwiceAreErrors() {
    ModelProto m = model(13, graph(List.of(value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        named("a", node("Neg", List.of("x"), List.of("y"))), named("b", node("Abs", List.of("x"), List.of("y")))));
    assertThat(error(m)).isEqualTo("node 'b' (Abs): value 'y' is defined twice");
  }

  @Test
  void malformedProtobufIsAnErrorNotAnException() throws Exception {
    ModelProto m = model(13, graph(List.of(value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        node("Neg", List.of("x"), List.of("y"))));
    byte[] bytes = m.toByteArray();
    byte[] truncated = java.util.Arrays.copyOf(bytes, bytes.length - 3);
    OnnxImportException e = org.junit.jupiter.api.Assertions.assertThrows(OnnxImportException.class,
        () -> OnnxImporter.parse(truncated));
    assertThat(e.getMessage()).isEqualTo("not a valid ONNX model: the file is truncated");
    byte[] garbage = {(byte) 0x0f, 1, 2, 3};
    e = org.junit.jupiter.api.Assertions.assertThrows(OnnxImportException.class, () -> OnnxImporter.parse(garbage));
    assertThat(e.getMessage()).startsWith("not a valid ONNX model: ");
    assertThat(error(ModelProto.newBuilder().setIrVersion(8).build())).isEqualTo("not an ONNX model: it has no graph");
  }
}
