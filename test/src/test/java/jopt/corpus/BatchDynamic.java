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
 * the batch is merged with other dimensions; an output must have the batch leading. An op this
 * does not know, or one that would mix the batch with other data (a reduction, a slice or a
 * concatenation along it, a matmul's contracted dimension), is an error naming the node: the
 * model is then not rewritten.
 *
 * <p>Shapes computed at run time are followed too ({@link BatchInts}): a Shape of a value carrying
 * the batch has the batch's size on that axis, and a Reshape, Expand, ConstantOfShape or Tile whose
 * shape operand has it as exactly one element is right for every batch as it is (the batch lands
 * there); {@code value_info} types left without sizes by the exporter are completed at batch 1
 * ({@link BatchOneShapes}). A value without the batch concatenated with values carrying it (a
 * class token expanded to a batch of 1) is broadcast to their batch first (Shape, Slice, Concat,
 * Expand inserted before the Concat).
 *
 * <p>Where a size-1 batch could land on more than one output dimension of a Reshape (a group of
 * size-1 dimensions, or the last factor of one dimension instead of the first of the next), the
 * first whose preceding dimensions hold as many elements as the input's before the batch is
 * taken; where the graph is then refused further on, the next place is tried (a batch merged
 * into the rows of a Gemm is the inner factor of the rows). Every place that passes keeps each
 * batch row's computation apart; the rewritten graph is checked by running it
 * ({@link BatchDynamicCheck}).
 *
 * <p>Usage: {@code BatchDynamic IN.onnx OUT.onnx}. Weights stored outside the file stay where
 * they are (their location is kept as written).
 */
public final class BatchDynamic {
  static final String PARAM = "batch";
  private static final int NONE = -1;
  /** Placements of Reshapes tried before the graph is refused. */
  private static final int MAX_ATTEMPTS = 1000;

  private final GraphProto graph;
  private final Map<String, long[]> shapes = new HashMap<>();
  private final Map<String, TensorProto> constants = new HashMap<>();
  private final Map<String, Integer> axis = new HashMap<>();
  /**
   * Where the batch merged with other data lies in its dimension: that dimension holds
   * {@code outer * batch * inner} elements, the batch after {@code outer} (absent: 1).
   */
  private final Map<String, Long> outer = new HashMap<>();
  private final BatchInts ints = new BatchInts();
  private final Map<String, String> rewrittenShapes = new LinkedHashMap<>();
  private final List<TensorProto> newInitializers = new ArrayList<>();
  /** The Reshape placements to take (by decision, default the first) and those taken. */
  private final List<Integer> picks;
  private final List<Integer> taken = new ArrayList<>();
  private final List<Integer> counts = new ArrayList<>();
  private int current = -1;
  private int inserted;

  private BatchDynamic(GraphProto graph, List<Integer> picks) {
    this.graph = graph;
    this.picks = picks;
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
    List<Integer> picks = List.of();
    IllegalArgumentException furthest = null;
    int reached = -2;
    for (int attempt = 0; attempt < MAX_ATTEMPTS && picks != null; attempt++) {
      BatchDynamic b = new BatchDynamic(m.getGraph(), picks);
      try {
        return m.toBuilder().setGraph(b.run()).build();
      } catch (IllegalArgumentException e) {
        if (b.current > reached) {
          reached = b.current;
          furthest = e;
        }
        picks = b.nextPicks();
      }
    }
    throw furthest;
  }

  /** The decisions of the next attempt (the last one with a place left moved on), or null. */
  private List<Integer> nextPicks() {
    for (int p = taken.size() - 1; p >= 0; p--) {
      if (taken.get(p) + 1 < counts.get(p)) {
        List<Integer> next = new ArrayList<>(taken.subList(0, p));
        next.add(taken.get(p) + 1);
        return next;
      }
    }
    return null;
  }

  /** This attempt's choice among {@code count} places (recorded where there is a choice). */
  private int pick(int count) {
    if (count == 1) {
      return 0;
    }
    int k = taken.size() < picks.size() ? picks.get(taken.size()) : 0;
    taken.add(k);
    counts.add(count);
    return k;
  }

  private GraphProto run() {
    Set<String> initNames = new java.util.HashSet<>();
    for (TensorProto t : graph.getInitializerList()) {
      constants.put(t.getName(), t);
      ints.putConstant(t.getName(), t);
      shapes.put(t.getName(), t.getDimsList().stream().mapToLong(Long::longValue).toArray());
      initNames.add(t.getName());
    }
    for (List<ValueInfoProto> vs : List.of(graph.getInputList(), graph.getValueInfoList(),
        graph.getOutputList())) {
      for (ValueInfoProto v : vs) {
        long[] s = staticShape(v);
        if (s != null) {
          shapes.putIfAbsent(v.getName(), s);
        }
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
      current++;
      g.addAllNode(visit(n));
    }
    for (ValueInfoProto v : graph.getOutputList()) {
      int a = axis.getOrDefault(v.getName(), NONE);
      if (a != NONE && (a != 0 || outer.getOrDefault(v.getName(), 1L) != 1)) {
        throw new IllegalArgumentException(
            "output " + v.getName() + " has the batch inside its dimension " + a);
      }
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

  /** The static shape {@code v}'s type gives, or null where it has a dimension of no size. */
  private static long[] staticShape(ValueInfoProto v) {
    if (!v.getType().hasTensorType() || !v.getType().getTensorType().hasShape()) {
      return null;
    }
    List<TensorShapeProto.Dimension> dims = v.getType().getTensorType().getShape().getDimList();
    long[] s = new long[dims.size()];
    for (int i = 0; i < s.length; i++) {
      if (!dims.get(i).hasDimValue()) {
        return null;
      }
      s[i] = dims.get(i).getDimValue();
    }
    return s;
  }

  /**
   * {@code v}'s type with {@code batch} (or no size) on its batch axis; where the exporter left
   * it without sizes, the sizes found at batch 1 (static at every batch but the batch's).
   */
  private ValueInfoProto retype(ValueInfoProto v) {
    Integer a = axis.get(v.getName());
    long[] found = shapes.get(v.getName());
    if (v.getType().hasTensorType() && staticShape(v) == null && found != null) {
      TensorShapeProto.Builder s = TensorShapeProto.newBuilder();
      for (long d : found) {
        s.addDim(TensorShapeProto.Dimension.newBuilder().setDimValue(d));
      }
      ValueInfoProto.Builder b = v.toBuilder();
      b.getTypeBuilder().getTensorTypeBuilder().setShape(s);
      v = b.build();
    }
    if (a == null || a == NONE || staticShape(v) == null) {
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

  private List<NodeProto> visit(NodeProto n) {
    if (n.getOpType().equals("Constant")) {
      for (AttributeProto at : n.getAttributeList()) {
        if (at.hasT()) {
          constants.put(n.getOutput(0), at.getT());
          ints.putConstant(n.getOutput(0), at.getT());
          shapes.putIfAbsent(n.getOutput(0),
              at.getT().getDimsList().stream().mapToLong(Long::longValue).toArray());
        }
      }
    }
    List<Integer> in = new ArrayList<>();
    boolean any = false;
    for (String i : n.getInputList()) {
      int a = axis.getOrDefault(i, NONE);
      in.add(a);
      any |= a != NONE;
    }
    List<NodeProto> out = new ArrayList<>(List.of(n));
    int o = NONE;
    try {
      boolean followed = followInts(n, in);
      if (n.getOutputCount() > 0 && !shapes.containsKey(n.getOutput(0))) {
        long[] s = BatchOneShapes.infer(n, shapes::get, ints);
        if (s != null) {
          shapes.put(n.getOutput(0), s);
        }
      }
      int shapeOperand = shapeOperand(n);
      for (int i = 0; i < n.getInputCount(); i++) {
        if (ints.dependsOnBatch(n.getInput(i)) && !followed && i != shapeOperand) {
          throw new IllegalArgumentException("reads the batch's size (" + n.getInput(i) + ")");
        }
      }
      boolean sized = shapeOperand >= 0 && shapeOperand < n.getInputCount()
          && ints.dependsOnBatch(n.getInput(shapeOperand));
      long ou = outerOf(n, in);
      if (n.getOpType().equals("Shape")) {
        o = NONE;
      } else if (any || sized) {
        switch (n.getOpType()) {
          case "Reshape" -> {
            long[] place = reshapePlace(n, in.get(0), sized);
            o = (int) place[0];
            ou = place[1];
            if (!sized) {
              out.set(0, withShape(n, 1, reshapeShape(n, o)));
            }
          }
          case "Expand" -> {
            if (sized) {
              o = sizedAxis(n, in.get(0));
              ou = in.get(0) == NONE ? 1 : ou;
            } else {
              o = broadcastAxis(n, in);
              out.set(0, withShape(n, 1, expandShape(n, o)));
            }
          }
          case "ConstantOfShape" -> {
            o = sizedAxis(n, NONE);
            ou = 1;
          }
          case "Tile" -> {
            o = tileAxis(n, in.get(0), sized);
            ou = in.get(0) == NONE ? 1 : ou;
          }
          case "Concat" -> {
            o = broadcastAxis(n, in);
            notOn(o, normalized(attrInt(n, "axis", 0), rank(n.getOutput(0))), "its axis");
            out = concatWithBatch(n, in, o);
          }
          default -> o = axisOf(n, in);
        }
      }
      for (String r : n.getOutputList()) {
        axis.put(r, o);
        if (o != NONE && ou != 1) {
          outer.put(r, ou);
        }
      }
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          n.getOpType() + " " + n.getName() + ": " + e.getMessage(), e);
    }
    return out;
  }

  /** Follows {@code n}'s integer result (a Shape's sizes, or arithmetic on them); true if known. */
  private boolean followInts(NodeProto n, List<Integer> in) {
    if (n.getOpType().equals("Shape")) {
      long[] s = shape(n.getInput(0));
      int[] range = BatchOneShapes.shapeRange(n, s.length);
      int start = range[0];
      int end = range[1];
      long[] dims = java.util.Arrays.copyOfRange(s, start, end);
      int a = in.get(0);
      ints.putShape(n.getOutput(0), dims, a == NONE || a < start || a >= end ? NONE : a - start);
      return true;
    }
    return ints.eval(n);
  }

  /** The operand of {@code n} that gives its result's shape, or -1. */
  private static int shapeOperand(NodeProto n) {
    return switch (n.getOpType()) {
      case "Reshape", "Expand", "Tile" -> 1;
      case "ConstantOfShape" -> 0;
      default -> -1;
    };
  }

  /** Where the batch lies in its dimension in the operands carrying it (all alike). */
  private long outerOf(NodeProto n, List<Integer> in) {
    long ou = 0;
    for (int i = 0; i < in.size(); i++) {
      if (in.get(i) != NONE) {
        long oi = outer.getOrDefault(n.getInput(i), 1L);
        if (ou != 0 && ou != oi) {
          throw new IllegalArgumentException("batch at different places of its dimension");
        }
        ou = oi;
      }
    }
    return ou == 0 ? 1 : ou;
  }

  /**
   * The one element of a shape operand computed from the batch's size: exactly a multiple of the
   * batch (a dimension carrying it), every other the same at every batch; else the batch's place
   * cannot be proved.
   */
  private int batchElement(String name) {
    BatchInts.Form[] v = ints.get(name);
    int k = NONE;
    for (int i = 0; i < v.length; i++) {
      if (!v[i].isConstant()) {
        if (k != NONE || !v[i].isBatchMultiple()) {
          throw new IllegalArgumentException(
              "cannot prove where the batch lands (" + name + " element " + i + ")");
        }
        k = i;
      }
    }
    return k;
  }

  /** The batch's axis in the result of an op whose shape operand holds the batch's size. */
  private int sizedAxis(NodeProto n, int a) {
    String v = n.getInput(shapeOperand(n));
    int k = batchElement(v);
    long[] out = shape(n.getOutput(0));
    int o = k + out.length - ints.get(v).length;
    if (a != NONE && a != o) {
      throw new IllegalArgumentException("batch on different axes");
    }
    if (a == NONE && !n.getOpType().equals("ConstantOfShape")) {
      long[] s = shape(n.getInput(0));
      int j = o - (out.length - s.length);
      if (j >= 0 && s[j] != 1) {
        throw new IllegalArgumentException(n.getInput(0) + " has size " + s[j] + " on the batch");
      }
    }
    if (ints.get(v)[k].coef() != out[o]) {
      throw new IllegalArgumentException("cannot prove where the batch lands (" + v + ")");
    }
    return o;
  }

  /** Tile: repeats of 1 on the batch's axis, or repeats holding the batch's size. */
  private int tileAxis(NodeProto n, int a, boolean sized) {
    if (sized) {
      if (a != NONE) {
        throw new IllegalArgumentException("repeats a value carrying the batch by its size");
      }
      int k = batchElement(n.getInput(1));
      if (shape(n.getInput(0))[k] != 1) {
        throw new IllegalArgumentException("repeats more than a size 1 by the batch's size");
      }
      return k;
    }
    if (longs(n.getInput(1))[a] != 1) {
      throw new IllegalArgumentException("works along the batch (its repeats)");
    }
    return a;
  }

  /**
   * A Reshape's place for the batch ({output dimension, elements before it in that dimension}):
   * by its shape operand where that is computed from the batch's size, else the attempt's choice
   * among {@link #landings}.
   */
  private long[] reshapePlace(NodeProto n, int a, boolean sized) {
    if (a == NONE) {
      throw new IllegalArgumentException("the batch's size reshapes a value without the batch");
    }
    List<long[]> places = landings(n, a);
    if (sized) {
      String v = n.getInput(1);
      int k = batchElement(v);
      long[] values = ints.atOne(v);
      for (int i = 0; i < values.length; i++) {
        if (values[i] == 0 && attrInt(n, "allowzero", 0) == 0 && i == a) {
          throw new IllegalArgumentException("cannot prove where the batch lands (0 copies it)");
        }
      }
      places.removeIf(p -> p[0] != k || ints.get(v)[k].coef() != shape(n.getOutput(0))[k]);
      if (places.isEmpty()) {
        throw new IllegalArgumentException("cannot prove where the batch lands (" + v + ")");
      }
    }
    return places.get(pick(places.size()));
  }

  /**
   * The output dimensions a Reshape can put the batch in, the input holding {@code P} elements
   * before it (row-major, at batch 1): each {@code j} whose preceding dimensions hold a divisor
   * {@code Q} of {@code P} and which with them holds a multiple of it (the batch after
   * {@code P / Q} of its elements). The first with {@code Q = P} comes first.
   */
  private List<long[]> landings(NodeProto n, int a) {
    long[] in = shape(n.getInput(0));
    long[] out = shape(n.getOutput(0));
    long p = outer.getOrDefault(n.getInput(0), 1L);
    for (int i = 0; i < a; i++) {
      p *= in[i];
    }
    List<long[]> first = new ArrayList<>();
    List<long[]> rest = new ArrayList<>();
    long q = 1;
    for (int j = 0; j < out.length && q != 0; j++) {
      if (q == p && first.isEmpty()) {
        first.add(new long[] {j, 1});
      } else if (p % q == 0 && (q * out[j]) % p == 0 && q * out[j] != 0) {
        rest.add(new long[] {j, p / q});
      }
      q *= out[j];
    }
    first.addAll(rest);
    if (first.isEmpty()) {
      throw new IllegalArgumentException("the batch lands on no output dimension");
    }
    return first;
  }

  /**
   * {@code n} with each operand that lacks the batch (of size 1 on its axis {@code o}) broadcast
   * to the batch of the first that carries it: Shape, Slice and Concat give {@code [1, .., B, ..
   * 1]}, an Expand broadcasts; the nodes come before the Concat.
   */
  private List<NodeProto> concatWithBatch(NodeProto n, List<Integer> in, int o) {
    int carrier = in.indexOf(o);
    String c = n.getInput(carrier);
    if (shape(c)[o] != 1 || outer.getOrDefault(c, 1L) != 1) {
      throw new IllegalArgumentException("concatenates a value without the batch");
    }
    List<NodeProto> nodes = new ArrayList<>();
    NodeProto.Builder concat = n.toBuilder();
    String dims = null;
    for (int i = 0; i < in.size(); i++) {
      if (in.get(i) != NONE) {
        continue;
      }
      if (dims == null) {
        String base = c + "__" + PARAM + "_broadcast" + inserted++;
        int r = rank(c);
        String size = base + "_size";
        nodes.add(simple("Shape", base + "_shape", List.of(c), base + "_shape"));
        nodes.add(simple("Slice", base + "_slice", List.of(base + "_shape",
            constant(base + "_start", o), constant(base + "_end", o + 1)), size));
        List<String> parts = new ArrayList<>();
        if (o > 0) {
          parts.add(constant(base + "_before", ones(o)));
        }
        parts.add(size);
        if (o < r - 1) {
          parts.add(constant(base + "_after", ones(r - 1 - o)));
        }
        dims = base + "_dims";
        nodes.add(simple("Concat", dims, parts, dims).toBuilder()
            .addAttribute(AttributeProto.newBuilder().setName("axis")
                .setType(AttributeProto.AttributeType.INT).setI(0))
            .build());
      }
      String x = n.getInput(i) + "__" + PARAM;
      nodes.add(simple("Expand", x, List.of(n.getInput(i), dims), x));
      concat.setInput(i, x);
    }
    nodes.add(concat.build());
    return nodes;
  }

  private static NodeProto simple(String op, String name, List<String> in, String out) {
    return NodeProto.newBuilder().setOpType(op).setName(name).addAllInput(in).addOutput(out)
        .build();
  }

  private static long[] ones(int count) {
    long[] v = new long[count];
    java.util.Arrays.fill(v, 1);
    return v;
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

  static int normalized(long x, int rank) {
    return (int) (x < 0 ? x + rank : x);
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
      name = constant(old + "__" + PARAM + rewrittenShapes.size(), values);
      rewrittenShapes.put(key, name);
    }
    return n.toBuilder().setInput(i, name).build();
  }

  /** A new int64 initializer {@code name} of {@code values}; its name. */
  private String constant(String name, long... values) {
    TensorProto.Builder t = TensorProto.newBuilder().setName(name)
        .setDataType(Arr.INT64).addDims(values.length);
    for (long v : values) {
      t.addInt64Data(v);
    }
    newInitializers.add(t.build());
    return name;
  }

  /** The values of an int64 constant (an initializer or a Constant's tensor). */
  private long[] longs(String name) {
    TensorProto t = constants.get(name);
    if (t == null && ints.isConstant(name)) {
      return ints.atOne(name);
    }
    long[] v = t == null || t.getDataType() != Arr.INT64 ? null : BatchInts.integers(t);
    if (v == null) {
      throw new IllegalArgumentException(name + " is no int64 constant");
    }
    return v;
  }

  private long[] axes(NodeProto n) {
    if (n.getInputCount() > 1 && !n.getInput(1).isEmpty()) {
      return longs(n.getInput(1));
    }
    return attrInts(n, "axes").stream().mapToLong(Long::longValue).toArray();
  }

  static long attrInt(NodeProto n, String name, long dflt) {
    for (AttributeProto a : n.getAttributeList()) {
      if (a.getName().equals(name)) {
        return a.getI();
      }
    }
    return dflt;
  }

  static List<Long> attrInts(NodeProto n, String name) {
    for (AttributeProto a : n.getAttributeList()) {
      if (a.getName().equals(name)) {
        return a.getIntsList();
      }
    }
    return List.of();
  }
}
