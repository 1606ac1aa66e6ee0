package jopt.corpus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.TensorShapeProto;
import jopt.onnx.proto.ValueInfoProto;

/**
 * A model exported at batch 1 with static shapes, made valid for every batch: its graph inputs'
 * leading dimension becomes the {@code dim_param} {@code batch}, and the constant shape operands
 * that fix the batch are rewritten. The batch's axis is followed through the graph from the
 * inputs (each value's static shape at batch 1 from {@code value_info}); a Reshape's shape gets
 * {@code -1} where the batch lands (its other entries the static sizes it yields at batch 1), an
 * Expand's shape {@code 1} there (broadcast keeps the input's batch). Types in {@code value_info}
 * and the outputs get {@code batch} on the batch's axis ({@code 1} at batch 1), or no size where
 * the batch is merged with other dimensions. An op this does not know, or one that would mix
 * the batch with other data (a reduction, a slice or a concatenation along it, a matmul's
 * contracted dimension), is an error naming the node: the model is then not rewritten.
 *
 * <p>Where a size-1 batch could land on more than one output dimension of a Reshape (a group of
 * size-1 dimensions), the first is taken; the rewritten graph is checked by running it
 * ({@link BatchDynamicCheck}).
 *
 * <p>Usage: {@code BatchDynamic IN.onnx OUT.onnx}. Weights stored outside the file stay where
 * they are (their location is kept as written).
 */
public final class BatchDynamic {
  static final String PARAM = "batch";
  private static final int NONE = -1;

  private final GraphProto graph;
  private final Map<String, long[]> shapes = new HashMap<>();
  private final Map<String, TensorProto> constants = new HashMap<>();
  private final Map<String, Integer> axis = new HashMap<>();
  private final Map<String, String> rewrittenShapes = new LinkedHashMap<>();
  private final List<TensorProto> newInitializers = new ArrayList<>();

  private BatchDynamic(GraphProto graph) {
    this.graph = graph;
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 2) {
      System.err.println("usage: BatchDynamic IN.onnx OUT.onnx");
      System.exit(2);
    }
    ModelProto m = ModelProto.parseFrom(Files.readAllBytes(Path.of(args[0])));
    try {
      Files.write(Path.of(args[1]), rewrite(m).toByteArray());
    } catch (IllegalArgumentException e) {
      System.err.println(args[0] + ": " + e.getMessage());
      System.exit(1);
    }
  }

  /** The model with its batch dynamic; IllegalArgumentException where it cannot be. */
  static ModelProto rewrite(ModelProto m) {
    BatchDynamic b = new BatchDynamic(m.getGraph());
    return m.toBuilder().setGraph(b.run()).build();
  }

  private GraphProto run() {
    Set<String> initNames = new java.util.HashSet<>();
    for (TensorProto t : graph.getInitializerList()) {
      constants.put(t.getName(), t);
      shapes.put(t.getName(), t.getDimsList().stream().mapToLong(Long::longValue).toArray());
      initNames.add(t.getName());
    }
    for (List<ValueInfoProto> vs : List.of(graph.getInputList(), graph.getValueInfoList(),
        graph.getOutputList())) {
      for (ValueInfoProto v : vs) {
        shapes.putIfAbsent(v.getName(), staticShape(v));
      }
    }
    for (ValueInfoProto v : graph.getInputList()) {
      if (!initNames.contains(v.getName())) {
        long[] s = shapes.get(v.getName());
        if (s == null || s.length == 0 || s[0] != 1) {
          throw new IllegalArgumentException("input " + v.getName() + " has no leading size 1");
        }
        axis.put(v.getName(), 0);
      }
    }
    GraphProto.Builder g = graph.toBuilder().clearNode();
    for (NodeProto n : graph.getNodeList()) {
      g.addNode(visit(n));
    }
    g.addAllInitializer(newInitializers);
    g.clearInput().clearValueInfo().clearOutput();
    for (ValueInfoProto v : graph.getInputList()) {
      g.addInput(retype(v));
    }
    for (ValueInfoProto v : graph.getValueInfoList()) {
      g.addValueInfo(retype(v));
    }
    for (ValueInfoProto v : graph.getOutputList()) {
      g.addOutput(retype(v));
    }
    return g.build();
  }

  private static long[] staticShape(ValueInfoProto v) {
    if (!v.getType().hasTensorType() || !v.getType().getTensorType().hasShape()) {
      return null;
    }
    List<TensorShapeProto.Dimension> dims = v.getType().getTensorType().getShape().getDimList();
    long[] s = new long[dims.size()];
    for (int i = 0; i < s.length; i++) {
      if (!dims.get(i).hasDimValue()) {
        throw new IllegalArgumentException(v.getName() + " has a dynamic dimension already");
      }
      s[i] = dims.get(i).getDimValue();
    }
    return s;
  }

  /** {@code v}'s type with {@code batch} (or no size) on its batch axis. */
  private ValueInfoProto retype(ValueInfoProto v) {
    Integer a = axis.get(v.getName());
    if (a == null || a == NONE) {
      return v;
    }
    ValueInfoProto.Builder b = v.toBuilder();
    TensorShapeProto.Dimension.Builder d =
        b.getTypeBuilder().getTensorTypeBuilder().getShapeBuilder().getDimBuilder(a);
    long size = d.getDimValue();
    d.clearDimValue();
    if (size == 1) {
      d.setDimParam(PARAM);
    }
    return b.build();
  }

  private NodeProto visit(NodeProto n) {
    List<Integer> in = new ArrayList<>();
    boolean any = false;
    for (String i : n.getInputList()) {
      int a = axis.getOrDefault(i, NONE);
      in.add(a);
      any |= a != NONE;
    }
    NodeProto out = n;
    int o = NONE;
    if (any) {
      try {
        switch (n.getOpType()) {
          case "Reshape" -> {
            o = reshapeAxis(n, in.get(0));
            out = withShape(n, 1, reshapeShape(n, o));
          }
          case "Expand" -> {
            o = broadcastAxis(n, in);
            out = withShape(n, 1, expandShape(n, o));
          }
          default -> o = axisOf(n, in);
        }
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            n.getOpType() + " " + n.getName() + ": " + e.getMessage(), e);
      }
    }
    for (String r : n.getOutputList()) {
      axis.put(r, o);
    }
    if (n.getOpType().equals("Constant")) {
      for (AttributeProto at : n.getAttributeList()) {
        if (at.hasT()) {
          constants.put(n.getOutput(0), at.getT());
        }
      }
    }
    return out;
  }

  private long[] shape(String name) {
    long[] s = shapes.get(name);
    if (s == null) {
      throw new IllegalArgumentException("no static shape for " + name);
    }
    return s;
  }

  private int rank(String name) {
    return shape(name).length;
  }

  /** The batch's axis in the result of an op that does not move it across dimensions. */
  private int axisOf(NodeProto n, List<Integer> in) {
    String op = n.getOpType();
    int a0 = in.get(0);
    switch (op) {
      case "Add", "Sub", "Mul", "Div", "Pow", "Where", "Equal", "Mod", "And", "Or", "Less",
          "Greater", "Max", "Min" -> {
        return broadcastAxis(n, in);
      }
      case "Erf", "Tanh", "Sigmoid", "Neg", "Reciprocal", "Sqrt", "Cast", "Identity", "Cos",
          "Sin", "Relu", "Exp", "Log", "Abs", "Not", "Gelu", "Dropout" -> {
        return only(in, 0);
      }
      case "Softmax", "LogSoftmax" -> {
        only(in, 0);
        notOn(a0, normalized(attrInt(n, "axis", -1), rank(n.getInput(0))), "its axis");
        return a0;
      }
      case "LayerNormalization" -> {
        only(in, 0);
        if (a0 >= normalized(attrInt(n, "axis", -1), rank(n.getInput(0)))) {
          throw new IllegalArgumentException("normalizes over the batch");
        }
        return a0;
      }
      case "ReduceMean", "ReduceSum", "ReduceMax" -> {
        only(in, 0);
        if (attrInt(n, "keepdims", 1) != 1) {
          throw new IllegalArgumentException("keepdims=0 is not followed");
        }
        for (long x : axes(n)) {
          notOn(a0, normalized(x, rank(n.getInput(0))), "its axes");
        }
        return a0;
      }
      case "Transpose" -> {
        only(in, 0);
        List<Long> perm = attrInts(n, "perm");
        return perm.indexOf((long) a0);
      }
      case "Split" -> {
        only(in, 0);
        notOn(a0, normalized(attrInt(n, "axis", 0), rank(n.getInput(0))), "its axis");
        return a0;
      }
      case "Concat" -> {
        int a = broadcastAxis(n, in);
        notOn(a, normalized(attrInt(n, "axis", 0), rank(n.getOutput(0))), "its axis");
        for (int i = 0; i < in.size(); i++) {
          if (in.get(i) == NONE) {
            throw new IllegalArgumentException("concatenates a value without the batch");
          }
        }
        return a;
      }
      case "Slice" -> {
        only(in, 0);
        if (n.getInputCount() > 3 && !n.getInput(3).isEmpty()) {
          for (long x : longs(n.getInput(3))) {
            notOn(a0, normalized(x, rank(n.getInput(0))), "its axes");
          }
        } else {
          notOn(a0, 0, "its axes");
        }
        return a0;
      }
      case "Unsqueeze" -> {
        only(in, 0);
        int r = rank(n.getOutput(0));
        Set<Long> ax = new java.util.HashSet<>();
        for (long x : longs(n.getInput(1))) {
          ax.add((long) normalized(x, r));
        }
        for (int i = 0, k = 0; i < r; i++) {
          if (!ax.contains((long) i) && k++ == a0) {
            return i;
          }
        }
        throw new IllegalArgumentException("batch axis out of range");
      }
      case "Squeeze" -> {
        only(in, 0);
        int below = 0;
        for (long x : longs(n.getInput(1))) {
          int q = normalized(x, rank(n.getInput(0)));
          notOn(a0, q, "its axes");
          below += q < a0 ? 1 : 0;
        }
        return a0 - below;
      }
      case "Gather" -> {
        int g = normalized(attrInt(n, "axis", 0), rank(n.getInput(0)));
        if (in.get(1) != NONE) {
          if (a0 != NONE) {
            throw new IllegalArgumentException("batch in both data and indices");
          }
          return g + in.get(1);
        }
        notOn(a0, g, "its axis");
        return a0 < g ? a0 : a0 - 1 + rank(n.getInput(1));
      }
      case "MatMul" -> {
        int ro = rank(n.getOutput(0));
        int ra = rank(n.getInput(0));
        int rb = rank(n.getInput(1));
        int o = NONE;
        if (a0 != NONE) {
          notOn(a0, ra - 1, "the contracted dimension");
          o = a0 + ro - ra;
        }
        int b = in.get(1);
        if (b != NONE) {
          notOn(b, rb - 2, "the contracted dimension");
          int ob = b == rb - 1 ? ro - 1 : b + ro - rb;
          if (o != NONE && o != ob) {
            throw new IllegalArgumentException("batch on different axes");
          }
          o = ob;
        }
        return o;
      }
      case "Gemm" -> {
        if (in.get(1) != NONE || (in.size() > 2 && in.get(2) != NONE)) {
          throw new IllegalArgumentException("batch in B or C");
        }
        int m = attrInt(n, "transA", 0) == 1 ? 1 : 0;
        if (a0 != m) {
          throw new IllegalArgumentException("batch not on A's rows");
        }
        return 0;
      }
      case "Conv", "MaxPool", "AveragePool", "GlobalAveragePool", "BatchNormalization" -> {
        only(in, 0);
        notOn(a0, 1, "the channels");
        return a0;
      }
      default -> throw new IllegalArgumentException("op not followed");
    }
  }

  /** The batch's axis in a broadcast result: each input's right-aligned, the others 1 there. */
  private int broadcastAxis(NodeProto n, List<Integer> in) {
    int ro = rank(n.getOutput(0));
    int o = NONE;
    for (int i = 0; i < in.size(); i++) {
      if (in.get(i) != NONE) {
        int oi = in.get(i) + ro - rank(n.getInput(i));
        if (o != NONE && o != oi) {
          throw new IllegalArgumentException("batch on different axes");
        }
        o = oi;
      }
    }
    for (int i = 0; i < in.size(); i++) {
      if (in.get(i) == NONE && !n.getInput(i).isEmpty()
          && !(n.getOpType().equals("Expand") && i == 1)) {
        long[] s = shape(n.getInput(i));
        int k = o - (ro - s.length);
        if (k >= 0 && s[k] != 1) {
          throw new IllegalArgumentException(n.getInput(i) + " has size " + s[k] + " on the batch");
        }
      }
    }
    return o;
  }

  private static int only(List<Integer> in, int i) {
    for (int k = 0; k < in.size(); k++) {
      if (k != i && in.get(k) != NONE) {
        throw new IllegalArgumentException("batch in operand " + k);
      }
    }
    return in.get(i);
  }

  private static void notOn(int a, int q, String what) {
    if (a == q) {
      throw new IllegalArgumentException("works along the batch (" + what + ")");
    }
  }

  private static int normalized(long x, int rank) {
    return (int) (x < 0 ? x + rank : x);
  }

  /**
   * Where a Reshape puts the batch: the input dimensions before it hold {@code P} elements at
   * batch 1; the batch lands on the first output dimension with {@code P} elements before it.
   */
  private int reshapeAxis(NodeProto n, int a) {
    long[] in = shape(n.getInput(0));
    long[] out = shape(n.getOutput(0));
    long p = 1;
    for (int i = 0; i < a; i++) {
      p *= in[i];
    }
    long q = 1;
    for (int j = 0; j < out.length; j++) {
      if (q == p) {
        return j;
      }
      q *= out[j];
    }
    throw new IllegalArgumentException("the batch lands on no output dimension");
  }

  /** The static sizes at batch 1, {@code -1} on the batch. */
  private long[] reshapeShape(NodeProto n, int o) {
    long[] s = shape(n.getOutput(0)).clone();
    s[o] = -1;
    return s;
  }

  /** The constant shape with 1 on the batch (Expand broadcasts the input's batch). */
  private long[] expandShape(NodeProto n, int o) {
    long[] s = longs(n.getInput(1));
    int k = o - (rank(n.getOutput(0)) - s.length);
    if (k >= 0) {
      s[k] = 1;
    }
    return s;
  }

  /** {@code n} with its input {@code i} a constant of {@code values} (shared by equal ones). */
  private NodeProto withShape(NodeProto n, int i, long[] values) {
    String old = n.getInput(i);
    if (java.util.Arrays.equals(longs(old), values)) {
      return n;
    }
    String key = java.util.Arrays.toString(values);
    String name = rewrittenShapes.get(key);
    if (name == null) {
      name = old + "__" + PARAM + rewrittenShapes.size();
      rewrittenShapes.put(key, name);
      TensorProto.Builder t = TensorProto.newBuilder().setName(name)
          .setDataType(Arr.INT64).addDims(values.length);
      for (long v : values) {
        t.addInt64Data(v);
      }
      newInitializers.add(t.build());
    }
    return n.toBuilder().setInput(i, name).build();
  }

  /** The values of an int64 constant (an initializer or a Constant's tensor). */
  private long[] longs(String name) {
    TensorProto t = constants.get(name);
    if (t == null || t.getDataType() != Arr.INT64) {
      throw new IllegalArgumentException(name + " is no int64 constant");
    }
    if (t.getInt64DataCount() > 0) {
      return t.getInt64DataList().stream().mapToLong(Long::longValue).toArray();
    }
    java.nio.ByteBuffer b = t.getRawData().asReadOnlyByteBuffer()
        .order(java.nio.ByteOrder.LITTLE_ENDIAN);
    long[] v = new long[b.remaining() / 8];
    for (int i = 0; i < v.length; i++) {
      v[i] = b.getLong();
    }
    return v;
  }

  private long[] axes(NodeProto n) {
    if (n.getInputCount() > 1 && !n.getInput(1).isEmpty()) {
      return longs(n.getInput(1));
    }
    return attrInts(n, "axes").stream().mapToLong(Long::longValue).toArray();
  }

  private static long attrInt(NodeProto n, String name, long dflt) {
    for (AttributeProto a : n.getAttributeList()) {
      if (a.getName().equals(name)) {
        return a.getI();
      }
    }
    return dflt;
  }

  private static List<Long> attrInts(NodeProto n, String name) {
    for (AttributeProto a : n.getAttributeList()) {
      if (a.getName().equals(name)) {
        return a.getIntsList();
      }
    }
    return List.of();
  }
}
