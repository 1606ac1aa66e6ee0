package jopt.corpus;

import ai.onnxruntime.OnnxJavaType;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxValue;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.ValueInfoProto;

/**
 * onnxruntime as the oracle: one intra-op and one inter-op thread, sequential execution, CPU.
 * Runs a model on {@link Arr} inputs and gives its outputs as {@link Arr}s; and measures the
 * ONNX graph's live bound from the shapes onnxruntime computes for every intermediate value.
 */
final class Ort implements AutoCloseable {
  private final OrtEnvironment env;
  private final OrtSession.SessionOptions.OptLevel optLevel;

  Ort() {
    this(null);
  }

  /**
   * With graph optimizations at {@code optLevel} (NO_OPT: every node as the graph has it; null:
   * onnxruntime's default).
   */
  Ort(OrtSession.SessionOptions.OptLevel optLevel) {
    env = OrtEnvironment.getEnvironment(ai.onnxruntime.OrtLoggingLevel.ORT_LOGGING_LEVEL_FATAL);
    this.optLevel = optLevel;
  }

  /**
   * onnxruntime at the graph-optimization level named as its C API's options name them without
   * {@code ORT_ENABLE_}: none, basic, extended, all (empty: onnxruntime's default, all).
   */
  static Ort at(String level) {
    String name = level.equals("none") ? "NO" : level.toUpperCase(java.util.Locale.ROOT);
    return new Ort(level.isEmpty() ? null : OrtSession.SessionOptions.OptLevel.valueOf(name + "_OPT"));
  }

  /** An output that is no tensor (a sequence, a map) or of a type the harness does not hold. */
  static final class NotATensor extends Exception {
    NotATensor(String message) {
      super(message);
    }
  }

  OrtSession.SessionOptions options() throws OrtException {
    OrtSession.SessionOptions so = new OrtSession.SessionOptions();
    so.setIntraOpNumThreads(1);
    so.setInterOpNumThreads(1);
    so.setExecutionMode(OrtSession.SessionOptions.ExecutionMode.SEQUENTIAL);
    so.setSessionLogLevel(ai.onnxruntime.OrtLoggingLevel.ORT_LOGGING_LEVEL_FATAL);
    if (optLevel != null) {
      so.setOptimizationLevel(optLevel);
    }
    return so;
  }

  /** Runs the model in {@code file} on {@code inputs} (by the graph's input names). */
  Map<String, Arr> run(Path file, List<String> names, List<Arr> inputs)
      throws OrtException, NotATensor {
    try (OrtSession.SessionOptions so = options();
        OrtSession s = env.createSession(file.toString(), so)) {
      return run(s, names, inputs);
    }
  }

  /** Runs the model {@code bytes} (weights inline). */
  Map<String, Arr> run(byte[] bytes, List<String> names, List<Arr> inputs)
      throws OrtException, NotATensor {
    try (OrtSession.SessionOptions so = options();
        OrtSession s = env.createSession(bytes, so)) {
      return run(s, names, inputs);
    }
  }

  private void run(byte[] bytes, List<String> names, List<Arr> inputs, Outputs sink)
      throws OrtException, NotATensor {
    try (OrtSession.SessionOptions so = options();
        OrtSession s = env.createSession(bytes, so)) {
      run(s, names, inputs, sink);
    }
  }

  private Map<String, Arr> run(OrtSession s, List<String> names, List<Arr> inputs)
      throws OrtException, NotATensor {
    Map<String, Arr> out = new LinkedHashMap<>();
    run(s, names, inputs, (name, v) -> out.put(name, arr(name, v)));
    return out;
  }

  /** What is done with each output of a run while onnxruntime still holds it. */
  private interface Outputs {
    void accept(String name, OnnxValue value) throws OrtException, NotATensor;
  }

  private void run(OrtSession s, List<String> names, List<Arr> inputs, Outputs sink)
      throws OrtException, NotATensor {
    Map<String, OnnxTensor> feed = new LinkedHashMap<>();
    try {
      for (int i = 0; i < inputs.size(); i++) {
        feed.put(names.get(i), tensor(inputs.get(i)));
      }
      try (OrtSession.Result r = s.run(feed)) {
        for (Map.Entry<String, OnnxValue> e : r) {
          sink.accept(e.getKey(), e.getValue());
        }
      }
    } finally {
      feed.values().forEach(OnnxTensor::close);
    }
  }

  OnnxTensor tensor(Arr a) throws OrtException {
    ByteBuffer b = ByteBuffer.allocateDirect(a.data().length).order(ByteOrder.nativeOrder());
    ByteBuffer src = ByteBuffer.wrap(a.data()).order(ByteOrder.LITTLE_ENDIAN);
    if (ByteOrder.nativeOrder() != ByteOrder.LITTLE_ENDIAN) {
      throw new IllegalStateException("a big-endian machine");
    }
    b.put(src).rewind();
    return OnnxTensor.createTensor(env, b, a.shape(), javaType(a.elemType()));
  }

  static OnnxJavaType javaType(int elemType) {
    return switch (elemType) {
      case Arr.FLOAT -> OnnxJavaType.FLOAT;
      case Arr.DOUBLE -> OnnxJavaType.DOUBLE;
      case Arr.FLOAT16 -> OnnxJavaType.FLOAT16;
      case Arr.INT8 -> OnnxJavaType.INT8;
      case Arr.UINT8 -> OnnxJavaType.UINT8;
      case Arr.INT16 -> OnnxJavaType.INT16;
      case Arr.INT32 -> OnnxJavaType.INT32;
      case Arr.INT64 -> OnnxJavaType.INT64;
      case Arr.BOOL -> OnnxJavaType.BOOL;
      default -> throw new IllegalArgumentException("onnxruntime's Java API takes no "
          + Arr.typeName(elemType) + " input");
    };
  }

  static Arr arr(String name, OnnxValue v) throws OrtException, NotATensor {
    OnnxTensor t = numeric(name, v);
    TensorInfo info = t.getInfo();
    int type = elemType(info.onnxType);
    ByteBuffer b = t.getByteBuffer();
    byte[] data = new byte[b.remaining()];
    b.get(data);
    return new Arr(type, info.getShape(), data);
  }

  /** The bytes of output {@code v}'s data, without copying it out. */
  static long bytes(String name, OnnxValue v) throws NotATensor {
    TensorInfo info = numeric(name, v).getInfo();
    return info.getNumElements() * Arr.width(elemType(info.onnxType));
  }

  /** {@code v} as a tensor of a numeric element type, or NotATensor. */
  private static OnnxTensor numeric(String name, OnnxValue v) throws NotATensor {
    if (!(v instanceof OnnxTensor t)) {
      throw new NotATensor("output '" + name + "' is a " + v.getType() + ", not a tensor");
    }
    int type = elemType(t.getInfo().onnxType);
    if (Arr.width(type) == 0) {
      throw new NotATensor("output '" + name + "' is a tensor of " + Arr.typeName(type));
    }
    return t;
  }

  /** ONNX's element type number of onnxruntime's (whose Java enum numbers them otherwise). */
  static int elemType(TensorInfo.OnnxTensorType t) {
    return switch (t.name().substring("ONNX_TENSOR_ELEMENT_DATA_TYPE_".length())) {
      case "FLOAT" -> Arr.FLOAT;
      case "UINT8" -> Arr.UINT8;
      case "INT8" -> Arr.INT8;
      case "UINT16" -> Arr.UINT16;
      case "INT16" -> Arr.INT16;
      case "INT32" -> Arr.INT32;
      case "INT64" -> Arr.INT64;
      case "STRING" -> 8;
      case "BOOL" -> Arr.BOOL;
      case "FLOAT16" -> Arr.FLOAT16;
      case "DOUBLE" -> Arr.DOUBLE;
      case "UINT32" -> Arr.UINT32;
      case "UINT64" -> Arr.UINT64;
      case "BFLOAT16" -> 16;
      default -> -1;
    };
  }

  /**
   * The live bound and the number of values it counted, or an explanation; {@code all}: the
   * values of the main graph's If conditions that onnxruntime computed.
   */
  record LiveBound(long bytes, int values, String why, Map<String, Arr> all) {
    LiveBound(long bytes, int values, String why) {
      this(bytes, values, why, null);
    }
  }

  /**
   * The ONNX graph's live bound as ../shared/models/README.md defines it: the peak of the bytes
   * of the graph's intermediate tensors live at once, in the exported node order, each from its
   * producer to its last consumer (a use inside a subgraph counts at the node that holds it;
   * graph outputs to the end; inputs, weights and Constant outputs not counted). The sizes are
   * those onnxruntime computes on {@code inputs}: every intermediate value of the main graph is
   * made a graph output of a copy of the model. Two refinements for graphs the README's models
   * do not have: a value computed from weights and constants only is a weight (onnxruntime folds
   * it when the session is made: silero-vad's LSTM gate weights reordered by Slice and Concat),
   * and an If whose condition was computed is replaced by the branch it took ({@link
   * TakenBranches}), so that the values inside it count (the bound was a floor without them).
   */
  LiveBound liveBound(ModelProto model, List<String> names, List<Arr> inputs) {
    return liveBound(model, names, inputs, true);
  }

  /**
   * The live bound; with {@code foldWeights} false, values computed from weights alone count
   * (the README's definition exactly, as pytorch-anchors.json's figures have it).
   */
  LiveBound liveBound(ModelProto model, List<String> names, List<Arr> inputs, boolean foldWeights) {
    for (int round = 0; ; round++) {
      LiveBound b = liveBoundOnce(model, names, inputs, foldWeights);
      GraphProto asRun = b.all() == null ? model.getGraph() : TakenBranches.inline(model.getGraph(), b.all());
      if (asRun == model.getGraph() || round == MAX_INLINED_ROUNDS) {
        return b;
      }
      model = model.toBuilder().setGraph(asRun).build();
    }
  }

  /** Rounds of {@link TakenBranches#inline} at most (Ifs nested this deep stay counted as nodes). */
  private static final int MAX_INLINED_ROUNDS = 8;

  /** Ops whose result is not a function of their inputs. */
  private static final Set<String> RANDOM = Set.of("RandomNormal", "RandomNormalLike", "RandomUniform",
      "RandomUniformLike", "Multinomial", "Bernoulli");

  private LiveBound liveBoundOnce(ModelProto model, List<String> names, List<Arr> inputs, boolean foldWeights) {
    GraphProto g = model.getGraph();
    Set<String> notCounted = new HashSet<>();
    Set<String> weights = new HashSet<>();
    for (TensorProto t : g.getInitializerList()) {
      notCounted.add(t.getName());
      weights.add(t.getName());
    }
    for (ValueInfoProto v : g.getInputList()) {
      notCounted.add(v.getName());
    }
    Set<String> outputs = new HashSet<>();
    for (ValueInfoProto v : g.getOutputList()) {
      outputs.add(v.getName());
    }
    int n = g.getNodeCount();
    Map<String, Integer> producer = new LinkedHashMap<>();
    Map<String, Integer> last = new HashMap<>();
    for (int i = 0; i < n; i++) {
      NodeProto node = g.getNode(i);
      Set<String> read = uses(node);
      for (String in : read) {
        last.put(in, i);
      }
      boolean standard = node.getDomain().isEmpty() || node.getDomain().equals("ai.onnx");
      boolean constant = standard && (node.getOpType().equals("Constant")
          || foldWeights && !read.isEmpty() && weights.containsAll(read) && !RANDOM.contains(node.getOpType()));
      for (String o : node.getOutputList()) {
        if (o.isEmpty()) {
          continue;
        }
        if (constant) {
          notCounted.add(o);
          weights.add(o);
        }
        producer.put(o, i);
      }
    }
    List<String> values = new ArrayList<>();
    for (String v : producer.keySet()) {
      if (!notCounted.contains(v)) {
        values.add(v);
      }
    }
    GraphProto.Builder gb = g.toBuilder();
    for (String v : values) {
      if (!outputs.contains(v)) {
        gb.addOutput(ValueInfoProto.newBuilder().setName(v));
      }
    }
    // Only the sizes are read, and the values of the Ifs' conditions (TakenBranches): every
    // intermediate value copied out at once does not fit the heap on a large model (isnet-uint8).
    Set<String> conditions = new HashSet<>();
    for (NodeProto node : g.getNodeList()) {
      if (node.getOpType().equals("If") && node.getInputCount() > 0) {
        conditions.add(node.getInput(0));
      }
    }
    Map<String, Long> sizes = new HashMap<>();
    Map<String, Arr> all = new HashMap<>();
    try {
      run(model.toBuilder().setGraph(gb).build().toByteArray(), names, inputs, (name, v) -> {
        sizes.put(name, bytes(name, v));
        if (conditions.contains(name)) {
          all.put(name, arr(name, v));
        }
      });
    } catch (OrtException | NotATensor | RuntimeException e) {
      return new LiveBound(-1, 0, "onnxruntime with every value an output: " + firstLine(e));
    }
    long[] delta = new long[n + 1];
    for (String v : values) {
      Long size = sizes.get(v);
      if (size == null) {
        continue;
      }
      long bytes = size;
      int from = producer.get(v);
      int to = outputs.contains(v) ? n - 1 : Math.max(from, last.getOrDefault(v, from));
      delta[from] += bytes;
      delta[to + 1] -= bytes;
    }
    long live = 0;
    long peak = 0;
    for (int i = 0; i < n; i++) {
      live += delta[i];
      peak = Math.max(peak, live);
    }
    return new LiveBound(peak, values.size(), "", all);
  }

  /** The names {@code node} reads, its subgraphs' reads of outer values included. */
  private static Set<String> uses(NodeProto node) {
    Set<String> u = new HashSet<>();
    for (String in : node.getInputList()) {
      if (!in.isEmpty()) {
        u.add(in);
      }
    }
    for (AttributeProto a : node.getAttributeList()) {
      for (GraphProto sg : ModelInfo.subgraphs(a)) {
        for (NodeProto sn : sg.getNodeList()) {
          u.addAll(uses(sn));
        }
        for (ValueInfoProto o : sg.getOutputList()) {
          u.add(o.getName());
        }
      }
    }
    return u;
  }

  static String firstLine(Throwable e) {
    String m = e.getMessage() == null ? e.toString() : e.getMessage();
    return m.lines().findFirst().orElse("").strip();
  }

  @Override
  public void close() {
    // the environment is a process-wide singleton: onnxruntime frees it at exit
  }
}
