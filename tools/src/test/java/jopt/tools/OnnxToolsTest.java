package jopt.tools;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.OperatorSetIdProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.TensorShapeProto;
import jopt.onnx.proto.TypeProto;
import jopt.onnx.proto.ValueInfoProto;
import jopt.tools.opt.JoptMain;
import jopt.tools.run.JoptRun;
import jopt.tools.translate.JoptTranslate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ONNX through the tools: jopt and jopt-translate import models, jopt-run takes .pb files. */
public class OnnxToolsTest {
  @TempDir Path dir;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private PrintStream stream(ByteArrayOutputStream b) {
    return new PrintStream(b, true, StandardCharsets.UTF_8);
  }

  private static ValueInfoProto value(String name, long... dims) {
    TensorShapeProto.Builder s = TensorShapeProto.newBuilder();
    for (long d : dims) {
      s.addDim(TensorShapeProto.Dimension.newBuilder().setDimValue(d));
    }
    return ValueInfoProto.newBuilder().setName(name).setType(TypeProto.newBuilder().setTensorType(
        TypeProto.Tensor.newBuilder().setElemType(TensorProto.DataType.FLOAT_VALUE).setShape(s))).build();
  }

  private Path absModel(String name) throws Exception {
    return absModel(dir, name);
  }

  /** {@code y = Abs(x)} over 2x3 floats, written to {@code dir/name}. */
  public static Path absModel(Path dir, String name) throws Exception {
    ModelProto m = ModelProto.newBuilder().setIrVersion(8)
        .addOpsetImport(OperatorSetIdProto.newBuilder().setVersion(13))
        .setGraph(GraphProto.newBuilder().setName("g").addInput(value("x", 2, 3)).addOutput(value("y", 2, 3))
            .addNode(NodeProto.newBuilder().setOpType("Abs").setName("abs").addInput("x").addOutput("y")))
        .build();
    Path p = dir.resolve(name);
    Files.write(p, m.toByteArray());
    return p;
  }

  private int jopt(String... args) {
    return JoptMain.run(args, new ByteArrayInputStream(new byte[0]), stream(out), stream(err));
  }

  @Test
  void joptImportsAModelByItsNameOrItsBytes() throws Exception {
    for (String name : new String[] {"m.onnx", "m.bin"}) {
      out.reset();
      assertThat(jopt(absModel(name).toString())).isEqualTo(0);
      assertThat(out.toString(StandardCharsets.UTF_8)).contains(
          "%0 = \"onnx.Abs\"(%arg0) {onnx_node_name = \"abs\"} : (tensor<2x3xf32>) -> tensor<2x3xf32>");
    }
  }

  @Test
  void aTruncatedModelIsAnErrorNamingTheFile() throws Exception {
    Path m = absModel("m.onnx");
    byte[] bytes = Files.readAllBytes(m);
    Path cut = dir.resolve("cut.onnx");
    Files.write(cut, Arrays.copyOf(bytes, bytes.length - 5));
    assertThat(jopt(cut.toString())).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo(
        cut + ": error: not a valid ONNX model: the file is truncated\n");
    assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void joptTranslateImportsOnnx() throws Exception {
    Path m = absModel("m.onnx");
    assertThat(JoptTranslate.run(new String[] {"--import-onnx", "--mlir-print-op-generic", m.toString()},
        stream(out), stream(err))).isEqualTo(0);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"onnx.Return\"(%0) : (tensor<2x3xf32>) -> ()");
    assertThat(JoptTranslate.run(new String[] {m.toString()}, stream(out), stream(err))).isEqualTo(1);
  }

  @Test
  void joptRunTakesPbArgumentsAndExpectedResults() throws Exception {
    Path prog = dir.resolve("neg.mlir");
    Files.writeString(prog, """
        func.func @main_graph(%arg0: memref<3xf32>) -> memref<3xf32> {
          %r = memref.alloc() : memref<3xf32>
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c3 = arith.constant 3 : index
          scf.for %i = %c0 to %c3 step %c1 {
            %x = memref.load %arg0[%i] : memref<3xf32>
            %y = arith.negf %x : f32
            memref.store %y, %r[%i] : memref<3xf32>
          }
          return %r : memref<3xf32>
        }
        """);
    Path in = dir.resolve("in.pb");
    Files.write(in, TensorProto.newBuilder().setDataType(TensorProto.DataType.FLOAT_VALUE).addDims(3)
        .addFloatData(1f).addFloatData(-2f).addFloatData(3f).build().toByteArray());
    Path want = dir.resolve("want.pb");
    Files.write(want, TensorProto.newBuilder().setDataType(TensorProto.DataType.FLOAT_VALUE).addDims(3)
        .addFloatData(-1f).addFloatData(2f).addFloatData(-3.0001f).build().toByteArray());
    String[] args = {prog.toString(), "-e", "@main_graph", "--args=" + in, "--expect=" + want};
    assertThat(JoptRun.run(args, new ByteArrayInputStream(new byte[0]), stream(out), stream(err))).isEqualTo(0);
    err.reset();
    String[] strict = {prog.toString(), "-e", "@main_graph", "--args=" + in, "--expect=" + want, "--rtol=0"};
    assertThat(JoptRun.run(strict, new ByteArrayInputStream(new byte[0]), stream(out), stream(err))).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("jopt-run: error: result #0 does not match '"
        + want + "': 1 of 3 elements differ");
  }

  /** {@code y = Abs(x)} over [N, 3] floats (N a dim_param), written to {@code dir/name}. */
  private Path symbolicAbsModel(String name) throws Exception {
    TensorShapeProto.Builder s = TensorShapeProto.newBuilder()
        .addDim(TensorShapeProto.Dimension.newBuilder().setDimParam("N"))
        .addDim(TensorShapeProto.Dimension.newBuilder().setDimValue(3));
    ValueInfoProto.Builder x = ValueInfoProto.newBuilder().setName("x").setType(TypeProto.newBuilder()
        .setTensorType(TypeProto.Tensor.newBuilder().setElemType(TensorProto.DataType.FLOAT_VALUE).setShape(s)));
    ModelProto m = ModelProto.newBuilder().setIrVersion(8)
        .addOpsetImport(OperatorSetIdProto.newBuilder().setVersion(13))
        .setGraph(GraphProto.newBuilder().setName("g").addInput(x).addOutput(x.clone().setName("y"))
            .addNode(NodeProto.newBuilder().setOpType("Abs").addInput("x").addOutput("y")))
        .build();
    Path p = dir.resolve(name);
    Files.write(p, m.toByteArray());
    return p;
  }

  @Test
  void inputShapesAndDimParamsFixShapesAtImport() throws Exception {
    Path m = symbolicAbsModel("sym.onnx");
    assertThat(jopt(m.toString())).isEqualTo(0);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("%0 = \"onnx.Abs\"(%arg0) : (tensor<?x3xf32>) -> tensor<?x3xf32>");
    out.reset();
    assertThat(jopt(m.toString(), "--input-shapes=x:2x3")).isEqualTo(0);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("%0 = \"onnx.Abs\"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>");
    out.reset();
    assertThat(JoptTranslate.run(new String[] {"--import-onnx", "--dim-params=N=5", m.toString()}, stream(out),
        stream(err))).isEqualTo(0);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("(tensor<5x3xf32>) -> tensor<5x3xf32>");
    assertThat(jopt(m.toString(), "--input-shapes=0:2x4")).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo(m + ": error: --input-shapes: input 'x' has size 3 in "
        + "dimension 1 (tensor<?x3xf32>), 2x4 gives 4\n");
    err.reset();
    assertThat(jopt(m.toString(), "--input-shapes=x:2xB")).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo("jopt: --input-shapes: input 'x': 'B' is not a size (a number, or ? to keep it)\n");
  }

  @Test
  void dimRangeIsKeptCheckedAtRunTimeAndAWrongSpecIsAnError() throws Exception {
    Path m = symbolicAbsModel("ranged.onnx");
    assertThat(jopt(m.toString(), "--dim-range=N=2:4")).isEqualTo(0);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("attributes {jopt.dim_ranges = \"N=2:4\"}");
    out.reset();
    assertThat(JoptTranslate.run(new String[] {"--import-onnx", "--dim-range", "N=2:4", m.toString()}, stream(out),
        stream(err))).isEqualTo(0);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("jopt.dim_ranges = \"N=2:4\"");
    // In the range the model runs; outside it is an assertion naming the input, exit 1.
    String[] inside = {m.toString(), "--dim-range=N=2:4", "--args=iota:3"};
    assertThat(JoptRun.run(inside, new ByteArrayInputStream(new byte[0]), stream(out), stream(err))).isEqualTo(0);
    err.reset();
    String[] outside = {m.toString(), "--dim-range=N=2:4", "--args=iota:5"};
    assertThat(JoptRun.run(outside, new ByteArrayInputStream(new byte[0]), stream(out), stream(err))).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains("assertion failed: input 'x': dimension 0 ('N') lies outside its declared range 2:4 (--dim-range)");
    for (String[] bad : List.of(
        new String[] {"--dim-range=M=1:4", m + ": error: --dim-range: no input of the model has a dimension named 'M'\n"},
        new String[] {"--dim-range=N=4:2", "jopt: --dim-range: dimension 'N': the range 4:2 is empty (LO > HI)\n"},
        new String[] {"--dim-range=N=-3:2", "jopt: --dim-range: dimension 'N': '-3' is not a size (a number, or ? to keep it)\n"},
        new String[] {"--dim-range=N=4", "jopt: --dim-range: 'N=4' is not NAME=LO:HI\n"})) {
      err.reset();
      assertThat(jopt(m.toString(), bad[0])).isEqualTo(1);
      assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo(bad[1]);
    }
  }
}
