package jopt.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.FunctionProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.OperatorSetIdProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.TensorShapeProto;
import jopt.onnx.proto.TypeProto;
import jopt.onnx.proto.ValueInfoProto;

/**
 * What a model file says about itself, read with jopt's ONNX protobuf classes: exporter, opsets,
 * inputs and outputs with their dynamic dimensions, nodes, op types, control flow, functions and
 * weights. The corpus table ({@link CorpusTable}) and the harness's inputs come from it.
 */
record ModelInfo(String sha256, long bytes, long irVersion, String producer, String producerVersion,
    Map<String, Long> opsets, List<Value> inputs, List<Value> outputs, int nodes, int allNodes,
    Set<String> opTypes, Map<String, Integer> controlFlow, List<String> functions,
    int weights, long weightBytes, ModelProto proto) {

  /** A dimension: a size, a symbolic name ({@code dim_param}), or unknown (both null). */
  record Dim(Long value, String param) {
    boolean dynamic() {
      return value == null;
    }

    @Override
    public String toString() {
      return value != null ? value.toString() : param != null ? param : "?";
    }
  }

  /**
   * A graph input or output: its element type (0 for a value that is no tensor: then
   * {@code kind} says what), and its dims (null for a tensor of unknown rank).
   */
  record Value(String name, String kind, int elemType, List<Dim> dims) {
    boolean dynamic() {
      return dims == null || dims.stream().anyMatch(Dim::dynamic);
    }

    String typeText() {
      if (elemType == 0) {
        return kind;
      }
      if (dims == null) {
        return Arr.typeName(elemType) + "[*]";
      }
      StringBuilder sb = new StringBuilder(Arr.typeName(elemType)).append('[');
      for (int i = 0; i < dims.size(); i++) {
        sb.append(i == 0 ? "" : ",").append(dims.get(i));
      }
      return sb.append(']').toString();
    }
  }

  static ModelInfo read(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    ModelProto m = ModelProto.parseFrom(bytes);
    Map<String, Long> opsets = new LinkedHashMap<>();
    for (OperatorSetIdProto o : m.getOpsetImportList()) {
      opsets.put(o.getDomain().isEmpty() ? "ai.onnx" : o.getDomain(), o.getVersion());
    }
    GraphProto g = m.getGraph();
    Set<String> inits = new LinkedHashSet<>();
    long wbytes = 0;
    for (TensorProto t : g.getInitializerList()) {
      inits.add(t.getName());
      wbytes += tensorBytes(t);
    }
    List<Value> inputs = new ArrayList<>();
    for (ValueInfoProto v : g.getInputList()) {
      if (!inits.contains(v.getName())) {
        inputs.add(value(v));
      }
    }
    List<Value> outputs = new ArrayList<>();
    for (ValueInfoProto v : g.getOutputList()) {
      outputs.add(value(v));
    }
    Set<String> ops = new TreeSet<>();
    Map<String, Integer> cf = new TreeMap<>();
    int[] all = {0};
    walk(g, ops, cf, all);
    List<String> functions = new ArrayList<>();
    for (FunctionProto f : m.getFunctionsList()) {
      functions.add((f.getDomain().isEmpty() ? "" : f.getDomain() + ".") + f.getName());
      Set<String> fops = new TreeSet<>();
      for (NodeProto n : f.getNodeList()) {
        fops.add(opName(n));
        countCf(n, cf);
        for (AttributeProto a : n.getAttributeList()) {
          subgraphs(a).forEach(sg -> walk(sg, fops, cf, new int[1]));
        }
      }
      ops.addAll(fops);
    }
    return new ModelInfo(sha256(bytes), bytes.length, m.getIrVersion(), m.getProducerName(),
        m.getProducerVersion(), opsets, inputs, outputs, g.getNodeCount(), all[0], ops, cf,
        functions, g.getInitializerCount(), wbytes, m);
  }

  private static void walk(GraphProto g, Set<String> ops, Map<String, Integer> cf, int[] count) {
    for (NodeProto n : g.getNodeList()) {
      count[0]++;
      ops.add(opName(n));
      countCf(n, cf);
      for (AttributeProto a : n.getAttributeList()) {
        for (GraphProto sg : subgraphs(a)) {
          walk(sg, ops, cf, count);
        }
      }
    }
  }

  private static void countCf(NodeProto n, Map<String, Integer> cf) {
    if (n.getDomain().isEmpty() || n.getDomain().equals("ai.onnx")) {
      switch (n.getOpType()) {
        case "If", "Loop", "Scan", "SequenceMap" -> cf.merge(n.getOpType(), 1, Integer::sum);
        default -> { }
      }
    }
  }

  static List<GraphProto> subgraphs(AttributeProto a) {
    List<GraphProto> gs = new ArrayList<>();
    if (a.hasG()) {
      gs.add(a.getG());
    }
    gs.addAll(a.getGraphsList());
    return gs;
  }

  static String opName(NodeProto n) {
    String d = n.getDomain();
    return d.isEmpty() || d.equals("ai.onnx") ? n.getOpType() : d + "." + n.getOpType();
  }

  static Value value(ValueInfoProto v) {
    TypeProto t = v.getType();
    switch (t.getValueCase()) {
      case TENSOR_TYPE: {
        TypeProto.Tensor tt = t.getTensorType();
        List<Dim> dims = null;
        if (tt.hasShape()) {
          dims = new ArrayList<>();
          for (TensorShapeProto.Dimension d : tt.getShape().getDimList()) {
            dims.add(switch (d.getValueCase()) {
              case DIM_VALUE -> new Dim(d.getDimValue(), null);
              case DIM_PARAM -> new Dim(null, d.getDimParam());
              default -> new Dim(null, null);
            });
          }
        }
        return new Value(v.getName(), "tensor", tt.getElemType(), dims);
      }
      case VALUE_NOT_SET:
        return new Value(v.getName(), "untyped", 0, null);
      default:
        return new Value(v.getName(), t.getValueCase().name().toLowerCase().replace("_type", ""), 0, null);
    }
  }

  static long tensorBytes(TensorProto t) {
    if (!t.getRawData().isEmpty()) {
      return t.getRawData().size();
    }
    long n = 1;
    for (long d : t.getDimsList()) {
      n *= d;
    }
    int w = Arr.width(t.getDataType());
    return w == 0 ? 0 : n * w;
  }

  static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The default domain's opset. */
  long opset() {
    return opsets.getOrDefault("ai.onnx", 0L);
  }

  /** The names of the dynamic dimensions of the inputs: dim_params, and input.axis for unknown ones. */
  Set<String> dynamicDims() {
    Set<String> names = new LinkedHashSet<>();
    for (Value v : inputs) {
      if (v.dims() == null) {
        names.add(v.name() + ".*");
        continue;
      }
      for (int i = 0; i < v.dims().size(); i++) {
        Dim d = v.dims().get(i);
        if (d.dynamic()) {
          names.add(d.param() != null ? d.param() : v.name() + "." + i);
        }
      }
    }
    return names;
  }
}
