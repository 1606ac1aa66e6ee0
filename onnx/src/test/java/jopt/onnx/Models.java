package jopt.onnx;

import com.google.protobuf.ByteString;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.OperatorSetIdProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.TensorShapeProto;
import jopt.onnx.proto.TypeProto;
import jopt.onnx.proto.ValueInfoProto;

/**
 * Small ONNX models built with the generated protobuf classes, and their import. Public for the
 * other modules' tests (the test module takes this module's test-jar).
 */
public final class Models {
  private Models() {}

  public static final int FLOAT = TensorProto.DataType.FLOAT_VALUE;
  public static final int INT64 = TensorProto.DataType.INT64_VALUE;

  /** A tensor value: its element type and dims (a negative dim: named {@code N}; null: no shape). */
  public static ValueInfoProto value(String name, int elem, long... dims) {
    TypeProto.Tensor.Builder t = TypeProto.Tensor.newBuilder().setElemType(elem);
    if (dims != null) {
      TensorShapeProto.Builder s = TensorShapeProto.newBuilder();
      for (long d : dims) {
        s.addDim(d < 0 ? TensorShapeProto.Dimension.newBuilder().setDimParam("N")
            : TensorShapeProto.Dimension.newBuilder().setDimValue(d));
      }
      t.setShape(s);
    }
    return ValueInfoProto.newBuilder().setName(name).setType(TypeProto.newBuilder().setTensorType(t)).build();
  }

  /** A tensor value whose dims are sizes (Long) or symbolic dimensions (String: the dim_param). */
  public static ValueInfoProto symbolic(String name, int elem, Object... dims) {
    TensorShapeProto.Builder s = TensorShapeProto.newBuilder();
    for (Object d : dims) {
      s.addDim(d instanceof String p ? TensorShapeProto.Dimension.newBuilder().setDimParam(p)
          : d == null ? TensorShapeProto.Dimension.newBuilder()
          : TensorShapeProto.Dimension.newBuilder().setDimValue(((Number) d).longValue()));
    }
    TypeProto.Tensor.Builder t = TypeProto.Tensor.newBuilder().setElemType(elem).setShape(s);
    return ValueInfoProto.newBuilder().setName(name).setType(TypeProto.newBuilder().setTensorType(t)).build();
  }

  public static ValueInfoProto unshaped(String name, int elem) {
    return value(name, elem, (long[]) null);
  }

  public static NodeProto node(String op, List<String> inputs, List<String> outputs, AttributeProto... attrs) {
    return NodeProto.newBuilder().setOpType(op).addAllInput(inputs).addAllOutput(outputs)
        .addAllAttribute(List.of(attrs)).build();
  }

  public static NodeProto named(String name, NodeProto n) {
    return n.toBuilder().setName(name).build();
  }

  public static AttributeProto ints(String name, long... vs) {
    AttributeProto.Builder a = AttributeProto.newBuilder().setName(name).setType(AttributeProto.AttributeType.INTS);
    for (long v : vs) {
      a.addInts(v);
    }
    return a.build();
  }

  public static AttributeProto intAttr(String name, long v) {
    return AttributeProto.newBuilder().setName(name).setType(AttributeProto.AttributeType.INT).setI(v).build();
  }

  public static AttributeProto floatAttr(String name, float v) {
    return AttributeProto.newBuilder().setName(name).setType(AttributeProto.AttributeType.FLOAT).setF(v).build();
  }

  public static AttributeProto stringAttr(String name, String v) {
    return AttributeProto.newBuilder().setName(name).setType(AttributeProto.AttributeType.STRING)
        .setS(ByteString.copyFromUtf8(v)).build();
  }

  public static AttributeProto graphAttr(String name, GraphProto g) {
    return AttributeProto.newBuilder().setName(name).setType(AttributeProto.AttributeType.GRAPH).setG(g).build();
  }

  public static TensorProto floats(String name, long[] dims, float... vs) {
    TensorProto.Builder t = TensorProto.newBuilder().setName(name).setDataType(FLOAT);
    for (long d : dims) {
      t.addDims(d);
    }
    for (float v : vs) {
      t.addFloatData(v);
    }
    return t.build();
  }

  public static TensorProto rawFloats(String name, long[] dims, float... vs) {
    ByteBuffer b = ByteBuffer.allocate(4 * vs.length).order(ByteOrder.LITTLE_ENDIAN);
    for (float v : vs) {
      b.putFloat(v);
    }
    TensorProto.Builder t = TensorProto.newBuilder().setName(name).setDataType(FLOAT)
        .setRawData(ByteString.copyFrom(b.array()));
    for (long d : dims) {
      t.addDims(d);
    }
    return t.build();
  }

  public static TensorProto longs(String name, long... vs) {
    TensorProto.Builder t = TensorProto.newBuilder().setName(name).setDataType(INT64).addDims(vs.length);
    for (long v : vs) {
      t.addInt64Data(v);
    }
    return t.build();
  }

  public static ModelProto model(long opset, GraphProto.Builder g) {
    return ModelProto.newBuilder().setIrVersion(8)
        .addOpsetImport(OperatorSetIdProto.newBuilder().setDomain("").setVersion(opset))
        .setGraph(g.setName("g")).build();
  }

  public static GraphProto.Builder graph(List<ValueInfoProto> inputs, List<ValueInfoProto> outputs, NodeProto... nodes) {
    return GraphProto.newBuilder().addAllInput(inputs).addAllOutput(outputs).addAllNode(List.of(nodes));
  }

  /** The model imported and printed as jopt prints it. */
  public static String print(ModelProto m) throws OnnxImportException {
    return print(m, null);
  }

  public static String print(ModelProto m, java.nio.file.Path dir) throws OnnxImportException {
    return print(m, dir, ImportOptions.NONE);
  }

  public static String print(ModelProto m, java.nio.file.Path dir, ImportOptions options) throws OnnxImportException {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    return AsmPrinter.print(OnnxImporter.importModel(m, dir, ctx, options).module(), PrintingFlags.defaults()).strip();
  }

  /** {@code text} without the indentation of its lines, to compare nested ops wherever they are. */
  public static String flat(String text) {
    return text.replaceAll("(?m)^\\s+", "");
  }

  /** The import error's message of {@code m}. */
  public static String error(ModelProto m) {
    try {
      print(m);
    } catch (OnnxImportException e) {
      return e.getMessage();
    }
    throw new AssertionError("imported without error");
  }
}
