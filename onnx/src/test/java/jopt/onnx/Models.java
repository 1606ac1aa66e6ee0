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

/** Small ONNX models built with the generated protobuf classes, and their import. */
final class Models {
  private Models() {}

  static final int FLOAT = TensorProto.DataType.FLOAT_VALUE;
  static final int INT64 = TensorProto.DataType.INT64_VALUE;

  /** A tensor value: its element type and dims (a negative dim: named {@code N}; null: no shape). */
  static ValueInfoProto value(String name, int elem, long... dims) {
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
  static ValueInfoProto symbolic(String name, int elem, Object... dims) {
    TensorShapeProto.Builder s = TensorShapeProto.newBuilder();
    for (Object d : dims) {
      s.addDim(d instanceof String p ? TensorShapeProto.Dimension.newBuilder().setDimParam(p)
          : d == null ? TensorShapeProto.Dimension.newBuilder()
          : TensorShapeProto.Dimension.newBuilder().setDimValue(((Number) d).longValue()));
    }
    TypeProto.Tensor.Builder t = TypeProto.Tensor.newBuilder().setElemType(elem).setShape(s);
    return ValueInfoProto.newBuilder().setName(name).setType(TypeProto.newBuilder().setTensorType(t)).build();
  }

  static ValueInfoProto unshaped(String name, int elem) {
    return value(name, elem, (long[]) null);
  }

  static NodeProto node(String op, List<String> inputs, List<String> outputs, AttributeProto... attrs) {
    return NodeProto.newBuilder().setOpType(op).addAllInput(inputs).addAllOutput(outputs)
        .addAllAttribute(List.of(attrs)).build();
  }

  static NodeProto named(String name, NodeProto n) {
    return n.toBuilder().setName(name).build();
  }

  static AttributeProto ints(String name, long... vs) {
    AttributeProto.Builder a = AttributeProto.newBuilder().setName(name).setType(AttributeProto.AttributeType.INTS);
    for (long v : vs) {
      a.addInts(v);
    }
    return a.build();
  }

  static AttributeProto intAttr(String name, long v) {
    return AttributeProto.newBuilder().setName(name).setType(AttributeProto.AttributeType.INT).setI(v).build();
  }

  static AttributeProto floatAttr(String name, float v) {
    return AttributeProto.newBuilder().setName(name).setType(AttributeProto.AttributeType.FLOAT).setF(v).build();
  }

  static AttributeProto graphAttr(String name, GraphProto g) {
    return AttributeProto.newBuilder().setName(name).setType(AttributeProto.AttributeType.GRAPH).setG(g).build();
  }

  static TensorProto floats(String name, long[] dims, float... vs) {
    TensorProto.Builder t = TensorProto.newBuilder().setName(name).setDataType(FLOAT);
    for (long d : dims) {
      t.addDims(d);
    }
    for (float v : vs) {
      t.addFloatData(v);
    }
    return t.build();
  }

  static TensorProto rawFloats(String name, long[] dims, float... vs) {
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

  static TensorProto longs(String name, long... vs) {
    TensorProto.Builder t = TensorProto.newBuilder().setName(name).setDataType(INT64).addDims(vs.length);
    for (long v : vs) {
      t.addInt64Data(v);
    }
    return t.build();
  }

  static ModelProto model(long opset, GraphProto.Builder g) {
    return ModelProto.newBuilder().setIrVersion(8)
        .addOpsetImport(OperatorSetIdProto.newBuilder().setDomain("").setVersion(opset))
        .setGraph(g.setName("g")).build();
  }

  static GraphProto.Builder graph(List<ValueInfoProto> inputs, List<ValueInfoProto> outputs, NodeProto... nodes) {
    return GraphProto.newBuilder().addAllInput(inputs).addAllOutput(outputs).addAllNode(List.of(nodes));
  }

  /** The model imported and printed as jopt prints it. */
  static String print(ModelProto m) throws OnnxImportException {
    return print(m, null);
  }

  static String print(ModelProto m, java.nio.file.Path dir) throws OnnxImportException {
    return print(m, dir, ImportOptions.NONE);
  }

  static String print(ModelProto m, java.nio.file.Path dir, ImportOptions options) throws OnnxImportException {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    return AsmPrinter.print(OnnxImporter.importModel(m, dir, ctx, options).module(), PrintingFlags.defaults()).strip();
  }

  /** {@code text} without the indentation of its lines, to compare nested ops wherever they are. */
  static String flat(String text) {
    return text.replaceAll("(?m)^\\s+", "");
  }

  /** The import error's message of {@code m}. */
  static String error(ModelProto m) {
    try {
      print(m);
    } catch (OnnxImportException e) {
      return e.getMessage();
    }
    throw new AssertionError("imported without error");
  }
}
