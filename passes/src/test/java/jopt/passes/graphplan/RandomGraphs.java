package jopt.passes.graphplan;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random dataflow graphs of the {@link TestGraphs} ops over tensors of shape [n, C]: compute
 * ops, noops, slices (some strided), splits, concats (of repeated, chained and sliced inputs),
 * gathers, ops in a second memory bin, and pre-allocated arguments and results.
 */
final class RandomGraphs {
  private RandomGraphs() {}

  private record T(String name, long rows) {}

  static String generate(Random r) {
    long c = new long[] {4, 64, 100}[r.nextInt(3)];
    List<T> values = new ArrayList<>();
    StringBuilder body = new StringBuilder();
    StringBuilder args = new StringBuilder();
    int nargs = 1 + r.nextInt(3);
    long address = 1 << 24;
    for (int i = 0; i < nargs; i++) {
      long n = 1 + r.nextInt(6);
      if (i > 0) {
        args.append(", ");
      }
      args.append("%a").append(i).append(": ").append(type(n, c));
      if (r.nextInt(5) == 0) {
        args.append(" {graph.address = ").append(address).append(" : i64}");
        address += 1 << 24;
      }
      values.add(new T("%a" + i, n));
    }
    int nops = 3 + r.nextInt(20);
    for (int k = 0; k < nops; k++) {
      T t = values.get(values.size() - 1 - r.nextInt(Math.min(values.size(), 4)));
      String out = "%v" + k;
      String bin = r.nextInt(10) == 0 ? " graph.bin = 1," : "";
      switch (r.nextInt(7)) {
        case 0 -> {
          line(body, out, "g.relu", List.of(t), "{" + bin + "}", List.of(t.rows()), c);
          values.add(new T(out, t.rows()));
        }
        case 1 -> {
          line(body, out, "g.noop", List.of(t), "{" + bin + "}", List.of(t.rows()), c);
          values.add(new T(out, t.rows()));
        }
        case 2 -> {
          long start = r.nextInt((int) t.rows());
          long rows = 1 + r.nextInt((int) (t.rows() - start));
          String steps = r.nextInt(6) == 0 ? ", steps = [2]" : "";
          line(body, out, "g.slice", List.of(t), "{" + bin + " starts = [" + start
              + "], axes = [0]" + steps + "}", List.of(rows), c);
          values.add(new T(out, rows));
        }
        case 3 -> {
          if (t.rows() < 2) {
            k--;
            nops--;
            continue;
          }
          long first = 1 + r.nextInt((int) t.rows() - 1);
          List<Long> parts = List.of(first, t.rows() - first);
          line(body, out, "g.split", List.of(t), "{" + bin + " axis = 0, split = [" + first
              + ", " + (t.rows() - first) + "]}", parts, c);
          values.add(new T(out + "#0", first));
          values.add(new T(out + "#1", t.rows() - first));
        }
        case 4 -> {
          List<T> ins = new ArrayList<>();
          long rows = 0;
          for (int j = 0, n = 2 + r.nextInt(2); j < n; j++) {
            T in = values.get(r.nextInt(values.size()));
            ins.add(in);
            rows += in.rows();
          }
          line(body, out, "g.concat", ins, "{" + bin + " axis = 0}", List.of(rows), c);
          values.add(new T(out, rows));
        }
        case 5 -> {
          long rows = 1 + r.nextInt((int) t.rows());
          line(body, out, "g.gather", List.of(t), "{" + bin + " axis = 0}", List.of(rows), c);
          values.add(new T(out, rows));
        }
        default -> {
          T u = values.get(r.nextInt(values.size()));
          if (u.rows() != t.rows()) {
            u = t;
          }
          line(body, out, "g.add", List.of(t, u), "{" + bin + "}", List.of(t.rows()), c);
          values.add(new T(out, t.rows()));
        }
      }
    }
    List<T> results = new ArrayList<>();
    results.add(values.get(values.size() - 1));
    for (int j = r.nextInt(3); j > 0; j--) {
      results.add(values.get(r.nextInt(values.size())));
    }
    StringBuilder resultTypes = new StringBuilder();
    StringBuilder ret = new StringBuilder("  return ");
    for (int j = 0; j < results.size(); j++) {
      String sep = j == 0 ? "" : ", ";
      resultTypes.append(sep).append(type(results.get(j).rows(), c));
      if (r.nextInt(6) == 0) {
        resultTypes.append(" {graph.address = ").append(address).append(" : i64}");
        address += 1 << 24;
      }
      ret.append(sep).append(results.get(j).name());
    }
    ret.append(" : ");
    for (int j = 0; j < results.size(); j++) {
      ret.append(j == 0 ? "" : ", ").append(type(results.get(j).rows(), c));
    }
    return "func.func @g(" + args + ") -> (" + resultTypes + ") {\n" + body + ret + "\n}\n";
  }

  private static void line(StringBuilder body, String out, String op, List<T> ins, String attrs,
      List<Long> outRows, long c) {
    String result = outRows.size() == 1 ? out : out + ":" + outRows.size();
    body.append("  ").append(result).append(" = \"").append(op).append("\"(");
    for (int i = 0; i < ins.size(); i++) {
      body.append(i == 0 ? "" : ", ").append(ins.get(i).name());
    }
    body.append(") ").append(attrs.replace("{,", "{").replace(",}", "}").replace("{}", ""))
        .append(" : (");
    for (int i = 0; i < ins.size(); i++) {
      body.append(i == 0 ? "" : ", ").append(type(ins.get(i).rows(), c));
    }
    body.append(") -> ");
    if (outRows.size() == 1) {
      body.append(type(outRows.get(0), c));
    } else {
      body.append("(");
      for (int i = 0; i < outRows.size(); i++) {
        body.append(i == 0 ? "" : ", ").append(type(outRows.get(i), c));
      }
      body.append(")");
    }
    body.append("\n");
  }

  private static String type(long rows, long c) {
    return "tensor<" + rows + "x" + c + "xf32>";
  }
}
