package jopt.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.TensorShapeProto;
import jopt.onnx.proto.TypeProto;
import jopt.onnx.proto.ValueInfoProto;

/**
 * Where jopt and onnxruntime part ways in a model: every value the main graph's nodes compute
 * made a graph output, run in both, compared value by value in node order (and, given a run of
 * the same graph in f64, each against that reference). bench/corpus/node-diff.sh drives it.
 *
 * <pre>
 *   NodeDiff expose MODEL.onnx IN0.npy,IN1.npy DIR [none|basic|extended|all] [SELECTION...]
 *       DIR/all.onnx (every value an output, typed as onnxruntime computes it), DIR/values.tsv
 *       (index, name, op, node, shape, the node's inputs), DIR/ort/result&lt;i&gt;.npy
 *       (onnxruntime's values, at the optimization level given, default onnxruntime's own).
 *       SELECTION keeps a model whose every value would not fit in memory to a part of them
 *       ({@link Selection}):
 *       --nodes=A-B (the values of the graph's nodes A to B, 0-based in graph order, Constants
 *       counted), --ops=OP,OP (the values of nodes of these types), --values=NAME,NAME (these
 *       values); a value is exposed when it passes every one given
 *   NodeDiff compare DIR [REFDIR]
 *       per value: max |jopt - ort|, elements outside rtol 1e-3 / atol 1e-4; with REFDIR
 *       (jopt-run's results of the f64 graph) the mean and max error of each against it
 * </pre>
 */
final class NodeDiff {
  private NodeDiff() {}

  public static void main(String[] args) throws Exception {
    if (args.length >= 4 && args[0].equals("expose")) {
      String level = "";
      List<String> selection = new ArrayList<>();
      for (String a : List.of(args).subList(4, args.length)) {
        if (a.startsWith("--")) {
          selection.add(a);
        } else {
          level = a;
        }
      }
      expose(Path.of(args[1]), args[2], Path.of(args[3]), level, Selection.parse(selection));
    } else if (args.length >= 2 && args[0].equals("compare")) {
      compare(Path.of(args[1]), args.length > 2 ? Path.of(args[2]) : null);
    } else {
      System.err.println("usage: NodeDiff expose MODEL IN0.npy,... DIR [OPTLEVEL] [--nodes=A-B]"
          + " [--ops=OP,...] [--values=NAME,...] | compare DIR [REFDIR]");
      System.exit(2);
    }
  }

  /**
   * Which values to expose: the graph's node indices {@code from} to {@code to} (inclusive), the
   * op types {@code ops}, the value names {@code values}; an empty set does not restrict.
   */
  record Selection(int from, int to, Set<String> ops, Set<String> values) {
    static Selection parse(List<String> options) {
      int from = 0;
      int to = Integer.MAX_VALUE;
      Set<String> ops = Set.of();
      Set<String> values = Set.of();
      for (String o : options) {
        int eq = o.indexOf('=');
        String key = eq < 0 ? o : o.substring(0, eq);
        String v = eq < 0 ? "" : o.substring(eq + 1);
        switch (key) {
          case "--nodes" -> {
            int dash = v.indexOf('-');
            if (dash <= 0) {
              throw new IllegalArgumentException("--nodes=A-B, not " + o);
            }
            from = Integer.parseInt(v.substring(0, dash));
            to = Integer.parseInt(v.substring(dash + 1));
          }
          case "--ops" -> ops = Set.copyOf(List.of(v.split(",")));
          case "--values" -> values = Set.copyOf(List.of(v.split(",")));
          default -> throw new IllegalArgumentException("unknown option " + o);
        }
      }
      return new Selection(from, to, ops, values);
    }

    /** Whether value {@code name}, computed by node {@code index} of type {@code op}, is exposed. */
    boolean keeps(int index, String op, String name) {
      return index >= from && index <= to && (ops.isEmpty() || ops.contains(op))
          && (values.isEmpty() || values.contains(name));
    }
  }

  static void expose(Path model, String inputs, Path dir, String level, Selection selection)
      throws Exception {
    ModelProto m = ModelProto.parseFrom(Files.readAllBytes(model));
    GraphProto g = m.getGraph();
    List<String> names = new ArrayList<>();
    for (ValueInfoProto v : g.getInputList()) {
      names.add(v.getName());
    }
    List<Arr> in = new ArrayList<>();
    for (String f : inputs.split(",")) {
      in.add(Arr.read(Path.of(f)));
    }
    // the values in node order, each with the node that computes it
    Map<String, NodeProto> producer = new LinkedHashMap<>();
    for (int i = 0; i < g.getNodeCount(); i++) {
      NodeProto n = g.getNode(i);
      if (n.getOpType().equals("Constant")) {
        continue;
      }
      for (String o : n.getOutputList()) {
        if (!o.isEmpty() && selection.keeps(i, n.getOpType(), o)) {
          producer.put(o, n);
        }
      }
    }
    GraphProto.Builder untyped = g.toBuilder().clearOutput();
    producer.keySet().forEach(v -> untyped.addOutput(ValueInfoProto.newBuilder().setName(v)));
    Ort ort = Ort.at(level);
    Map<String, Arr> all = ort.run(m.toBuilder().setGraph(untyped).build().toByteArray(),
        names.subList(0, in.size()), in);
    // inputs fixed at the shapes run, so that jopt lowers the graph as static as onnxruntime ran it
    GraphProto.Builder typed = g.toBuilder().clearOutput();
    for (int i = 0; i < in.size(); i++) {
      TensorShapeProto.Builder shape = TensorShapeProto.newBuilder();
      for (long d : in.get(i).shape()) {
        shape.addDim(TensorShapeProto.Dimension.newBuilder().setDimValue(d));
      }
      ValueInfoProto.Builder v = typed.getInputBuilder(i);
      v.getTypeBuilder().getTensorTypeBuilder().setShape(shape);
    }
    Files.createDirectories(dir.resolve("ort"));
    StringBuilder tsv = new StringBuilder("index\tname\top\tnode\tshape\tinputs\n");
    int k = 0;
    for (Map.Entry<String, NodeProto> e : producer.entrySet()) {
      Arr a = all.get(e.getKey());
      if (a == null) {
        continue;
      }
      TensorShapeProto.Builder shape = TensorShapeProto.newBuilder();
      for (long d : a.shape()) {
        shape.addDim(TensorShapeProto.Dimension.newBuilder().setDimValue(d));
      }
      typed.addOutput(ValueInfoProto.newBuilder().setName(e.getKey()).setType(
          TypeProto.newBuilder().setTensorType(TypeProto.Tensor.newBuilder()
              .setElemType(a.elemType()).setShape(shape))));
      a.write(dir.resolve("ort").resolve("result" + k + ".npy"));
      tsv.append(k).append('\t').append(e.getKey()).append('\t').append(e.getValue().getOpType())
          .append('\t').append(e.getValue().getName()).append('\t').append(a.shapeText())
          .append('\t').append(String.join(",", e.getValue().getInputList())).append('\n');
      k++;
    }
    Files.write(dir.resolve("all.onnx"), m.toBuilder().setGraph(typed).build().toByteArray());
    Files.writeString(dir.resolve("values.tsv"), tsv);
    System.out.println(k + " values exposed in " + dir.resolve("all.onnx"));
  }

  static void compare(Path dir, Path ref) throws IOException {
    List<String> lines = Files.readAllLines(dir.resolve("values.tsv"));
    System.out.println(ref == null
        ? "index\top\tnode\tshape\tmax|jopt-ort|\toutside"
        : "index\top\tnode\tshape\tmax|jopt-ort|\toutside\tmax|ref|\tjopt-ref mean\tjopt-ref max"
            + "\tort-ref mean\tort-ref max\tjopt/ort mean");
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t", -1);
      String k = f[0];
      Arr o = Arr.read(dir.resolve("ort/result" + k + ".npy"));
      Path jf = dir.resolve("jopt/result" + k + ".npy");
      if (!Files.exists(jf)) {
        System.out.println(k + "\t" + f[2] + "\t" + f[3] + "\t" + f[4] + "\tno jopt result");
        continue;
      }
      Arr j = Arr.read(jf);
      if (j.elemType() != o.elemType() && Arr.width(j.elemType()) == Arr.width(o.elemType())) {
        // jopt-run writes a signless integer as signed: read its bytes as onnxruntime's type
        j = new Arr(o.elemType(), j.shape(), j.data());
      }
      Arr r = ref == null ? null : Arr.read(ref.resolve("result" + k + ".npy"));
      int n = (int) o.count();
      double max = 0;
      int outside = 0;
      double refMax = 0;
      double jSum = 0;
      double jMax = 0;
      double oSum = 0;
      double oMax = 0;
      for (int i = 0; i < n; i++) {
        double a = j.get(i);
        double b = o.get(i);
        double d = Math.abs(a - b);
        max = Math.max(max, d);
        if (!(d <= 1e-4 + 1e-3 * Math.abs(b))) {
          outside++;
        }
        if (r != null) {
          double x = r.get(i);
          refMax = Math.max(refMax, Math.abs(x));
          jSum += Math.abs(a - x);
          jMax = Math.max(jMax, Math.abs(a - x));
          oSum += Math.abs(b - x);
          oMax = Math.max(oMax, Math.abs(b - x));
        }
      }
      StringBuilder sb = new StringBuilder();
      sb.append(k).append('\t').append(f[2]).append('\t').append(f[3]).append('\t')
          .append(f[4]).append('\t').append(e(max)).append('\t').append(outside);
      if (r != null) {
        sb.append('\t').append(e(refMax)).append('\t').append(e(jSum / n)).append('\t')
            .append(e(jMax)).append('\t').append(e(oSum / n)).append('\t').append(e(oMax))
            .append('\t').append(oSum == 0 ? "-" : String.format(Locale.ROOT, "%.2f", jSum / oSum));
      }
      System.out.println(sb);
    }
  }

  private static String e(double x) {
    return String.format(Locale.ROOT, "%.2e", x);
  }
}
