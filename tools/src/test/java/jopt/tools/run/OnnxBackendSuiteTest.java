package jopt.tools.run;

import static com.google.common.truth.Truth.assertThat;

import com.google.protobuf.ByteString;
import java.nio.file.Files;
import java.nio.file.Path;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.OperatorSetIdProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.TensorShapeProto;
import jopt.onnx.proto.TypeProto;
import jopt.onnx.proto.ValueInfoProto;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The backend suite's driver on test folders made here: each stage's outcome, bf16 data. */
class OnnxBackendSuiteTest {
  @TempDir Path dir;

  private static ValueInfoProto value(String name, int elem, long... dims) {
    TensorShapeProto.Builder s = TensorShapeProto.newBuilder();
    for (long d : dims) {
      s.addDim(TensorShapeProto.Dimension.newBuilder().setDimValue(d));
    }
    return ValueInfoProto.newBuilder().setName(name).setType(TypeProto.newBuilder().setTensorType(
        TypeProto.Tensor.newBuilder().setElemType(elem).setShape(s))).build();
  }

  private static TensorProto floats(float... vs) {
    TensorProto.Builder t = TensorProto.newBuilder().setDataType(TensorProto.DataType.FLOAT_VALUE).addDims(vs.length);
    for (float v : vs) {
      t.addFloatData(v);
    }
    return t.build();
  }

  /** A test folder: a one-node model from x to y, and one data set. */
  private Path test(String name, NodeProto node, ValueInfoProto x, ValueInfoProto y, TensorProto in,
      TensorProto out) throws Exception {
    Path t = dir.resolve(name);
    Files.createDirectories(t.resolve("test_data_set_0"));
    ModelProto m = ModelProto.newBuilder().setIrVersion(8)
        .addOpsetImport(OperatorSetIdProto.newBuilder().setVersion(13))
        .setGraph(GraphProto.newBuilder().setName("g").addInput(x).addOutput(y).addNode(node)).build();
    Files.write(t.resolve("model.onnx"), m.toByteArray());
    Files.write(t.resolve("test_data_set_0/input_0.pb"), in.toByteArray());
    Files.write(t.resolve("test_data_set_0/output_0.pb"), out.toByteArray());
    return t;
  }

  private Path abs(String name, float... expected) throws Exception {
    int f = TensorProto.DataType.FLOAT_VALUE;
    return test(name, NodeProto.newBuilder().setOpType("Abs").addInput("x").addOutput("y").build(),
        value("x", f, 3), value("y", f, 3), floats(-1, 2, -3), floats(expected));
  }

  @Test
  void eachStageIsReportedWhereItFails() throws Exception {
    OnnxBackendSuite.Outcome ok = OnnxBackendSuite.runWithTimeout(abs("ok", 1, 2, 3), 60_000);
    assertThat(ok.pass()).isTrue();
    assertThat(ok.stage()).isEqualTo("compare");
    OnnxBackendSuite.Outcome wrong = OnnxBackendSuite.runWithTimeout(abs("wrong", 1, 2, 4), 60_000);
    assertThat(wrong.pass()).isFalse();
    assertThat(wrong.stage()).isEqualTo("compare");
    assertThat(wrong.error()).contains("1 of 3 elements differ");
    int f = TensorProto.DataType.FLOAT_VALUE;
    // Det of matrices over 5 x 5 has no lowering
    Path det = test("det", NodeProto.newBuilder().setOpType("Det").addInput("x").addOutput("y").build(),
        value("x", f, 6, 6), value("y", f), floats(new float[36]), floats(0));
    OnnxBackendSuite.Outcome lower = OnnxBackendSuite.runWithTimeout(det, 60_000);
    assertThat(lower.stage()).isEqualTo("lower");
    assertThat(lower.error()).contains("'onnx.Det'");
    Files.createDirectories(dir.resolve("broken"));
    Files.write(dir.resolve("broken").resolve("model.onnx"), new byte[] {1, 2, 3});
    assertThat(OnnxBackendSuite.runWithTimeout(dir.resolve("broken"), 60_000).stage()).isEqualTo("import");
  }

  @Test
  void bf16DataIsTakenFromItsBitsInUint16() throws Exception {
    // As ONNX's backend tests keep bf16: 0x3fc0 is 1.5, 0xc020 is -2.5.
    TensorProto bits = TensorProto.newBuilder().setDataType(TensorProto.DataType.UINT16_VALUE).addDims(2)
        .setRawData(ByteString.copyFrom(new byte[] {(byte) 0xc0, 0x3f, 0x20, (byte) 0xc0})).build();
    NodeProto cast = NodeProto.newBuilder().setOpType("Cast").addInput("x").addOutput("y")
        .addAttribute(AttributeProto.newBuilder().setName("to").setType(AttributeProto.AttributeType.INT)
            .setI(TensorProto.DataType.FLOAT_VALUE)).build();
    Path t = test("bf16", cast, value("x", TensorProto.DataType.BFLOAT16_VALUE, 2),
        value("y", TensorProto.DataType.FLOAT_VALUE, 2), bits, floats(1.5f, -2.5f));
    assertThat(OnnxBackendSuite.runWithTimeout(t, 60_000).error()).isEmpty();
    // and back: the bf16 result compared with the bits by value
    NodeProto back = cast.toBuilder().setAttribute(0, cast.getAttribute(0).toBuilder()
        .setI(TensorProto.DataType.BFLOAT16_VALUE)).build();
    Path u = test("tobf16", back, value("x", TensorProto.DataType.FLOAT_VALUE, 2),
        value("y", TensorProto.DataType.BFLOAT16_VALUE, 2), floats(1.5f, -2.5f), bits);
    assertThat(OnnxBackendSuite.runWithTimeout(u, 60_000).error()).isEmpty();
  }
}
