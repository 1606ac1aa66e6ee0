package jopt.corpus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import jopt.corpus.ModelInfo.Value;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.TensorProto;

/**
 * Writes the corpus table of docs/corpus.md from the models themselves (bench/corpus/models.tsv
 * and the cache): one row per model with its package, version, file, exporter, opset, domain,
 * inputs and their dynamic dimensions, nodes, op types, control flow and functions; and the
 * counts by exporter and domain. The table replaces what lies between {@code <!-- corpus -->}
 * and {@code <!-- /corpus -->}.
 *
 * <p>Usage: {@code CorpusTable --root=REPO [--cache=DIR] [--print]}
 */
public final class CorpusTable {
  private CorpusTable() {}

  public static void main(String[] args) throws IOException {
    Path root = Path.of(".");
    Path cache = CorpusHarness.defaultCache();
    boolean print = false;
    for (String a : args) {
      if (a.startsWith("--root=")) {
        root = Path.of(a.substring(7));
      } else if (a.startsWith("--cache=")) {
        cache = Path.of(a.substring(8));
      } else if (a.equals("--print")) {
        print = true;
      }
    }
    String table = table(CorpusList.read(root.resolve("bench/corpus/models.tsv")), cache.resolve("models"));
    if (print) {
      System.out.print(table);
      return;
    }
    Path doc = root.resolve("docs/corpus.md");
    String text = Files.readString(doc, StandardCharsets.UTF_8);
    int a = text.indexOf("<!-- corpus -->");
    int b = text.indexOf("<!-- /corpus -->");
    if (a < 0 || b < a) {
      throw new IOException(doc + " has no <!-- corpus --> ... <!-- /corpus --> section");
    }
    Files.writeString(doc, text.substring(0, a) + "<!-- corpus -->\n" + table + text.substring(b),
        StandardCharsets.UTF_8);
    System.err.println("corpus-table: wrote " + doc);
  }

  /**
   * The exporter, from what the model says: producer_name where it names one; else the traces
   * an exporter leaves (paddle2onnx's {@code p2o.} names). torch.onnx's two exporters both say
   * "pytorch": the torch.export-based one (dynamo) names values {@code val_N} and writes opset 18
   * and later; the TorchScript one writes {@code onnx::Op_N} and {@code /module/Op} names.
   */
  static String family(ModelInfo m) {
    String p = m.producer().toLowerCase(Locale.ROOT);
    if (p.equals("pytorch")) {
      boolean val = false;
      GraphProto g = m.proto().getGraph();
      for (TensorProto t : g.getInitializerList()) {
        val |= t.getName().matches("val_\\d+(_\\d+)?");
      }
      for (NodeProto n : g.getNodeList()) {
        for (String o : n.getOutputList()) {
          val |= o.matches("val_\\d+(_\\d+)?");
        }
      }
      return val && m.opset() >= 18 ? "torch.onnx (dynamo)" : "torch.onnx (TorchScript)";
    }
    if (p.startsWith("tf2onnx")) {
      return "tf2onnx";
    }
    if (p.startsWith("spox")) {
      return "spox";
    }
    if (p.startsWith("onnx.quantize")) {
      return "onnxruntime quantizer";
    }
    if (p.contains("paddle") || p.isEmpty() && usesP2o(m)) {
      return "paddle2onnx";
    }
    return p.isEmpty() ? "unknown" : m.producer();
  }

  private static boolean usesP2o(ModelInfo m) {
    for (Value v : m.inputs()) {
      if (v.dims() != null && v.dims().stream().anyMatch(d -> d.param() != null && d.param().startsWith("p2o."))) {
        return true;
      }
    }
    for (NodeProto n : m.proto().getGraph().getNodeList()) {
      if (n.getName().startsWith("p2o.")) {
        return true;
      }
    }
    return false;
  }

  static String table(List<CorpusList.Entry> entries, Path models) throws IOException {
    StringBuilder sb = new StringBuilder();
    sb.append("| model | package | version | file | MB | exporter (producer_name producer_version) | opset | domain "
        + "| inputs (dynamic dims in bold) | nodes (main graph / all) | op types | control flow | functions |\n");
    sb.append("| --- | --- | --- | --- | ---: | --- | --- | --- | --- | ---: | --- | --- | --- |\n");
    Map<String, Integer> byFamily = new TreeMap<>();
    Map<String, Integer> byDomain = new TreeMap<>();
    Map<String, Integer> byRegistry = new TreeMap<>();
    int dynamic = 0;
    int missing = 0;
    long bytes = 0;
    List<String> absent = new ArrayList<>();
    for (CorpusList.Entry e : entries) {
      Path f = models.resolve(e.name() + ".onnx");
      if (!Files.exists(f)) {
        absent.add(e.name());
        missing++;
        continue;
      }
      ModelInfo m = ModelInfo.read(f);
      bytes += m.bytes();
      String fam = family(m);
      byFamily.merge(fam, 1, Integer::sum);
      byDomain.merge(e.domain(), 1, Integer::sum);
      byRegistry.merge(e.registry(), 1, Integer::sum);
      dynamic += m.dynamicDims().isEmpty() ? 0 : 1;
      StringBuilder ins = new StringBuilder();
      for (Value v : m.inputs()) {
        ins.append(ins.length() == 0 ? "" : "<br>").append('`').append(v.name()).append("` ")
            .append(typeText(v));
      }
      StringBuilder opsets = new StringBuilder();
      m.opsets().forEach((d, v) -> {
        if (d.equals("ai.onnx") || m.opTypes().stream().anyMatch(o -> o.startsWith(d + "."))) {
          opsets.append(opsets.length() == 0 ? "" : ", ").append(d.equals("ai.onnx") ? "" : d + " ").append(v);
        }
      });
      String cf = m.controlFlow().isEmpty() ? "—" : m.controlFlow().entrySet().stream()
          .map(x -> x.getKey() + " " + x.getValue()).reduce((a, b) -> a + ", " + b).orElse("");
      String fns = m.functions().isEmpty() ? "—" : String.join(", ", m.functions());
      sb.append("| ").append(e.name())
          .append(" | ").append(e.registry()).append(' ').append(e.packageName().replace("|", "\\|"))
          .append(" | ").append(e.version())
          .append(" | `").append(e.fileShown()).append('`')
          .append(" | ").append(String.format(Locale.ROOT, "%.1f", m.bytes() / 1e6))
          .append(" | ").append(fam).append(" (").append(m.producer().isEmpty() ? "none" : m.producer())
          .append(m.producerVersion().isEmpty() ? "" : " " + m.producerVersion()).append(")")
          .append(" | ").append(opsets)
          .append(" | ").append(e.domain())
          .append(" | ").append(ins)
          .append(" | ").append(m.nodes()).append(" / ").append(m.allNodes())
          .append(" | ").append(String.join(" ", m.opTypes()))
          .append(" | ").append(cf)
          .append(" | ").append(fns)
          .append(" |\n");
    }
    sb.append('\n').append(entries.size() - missing).append(" models, ")
        .append(String.format(Locale.ROOT, "%.0f", bytes / 1e6)).append(" MB; ")
        .append(dynamic).append(" with dynamic input dimensions. By exporter: ").append(counts(byFamily))
        .append(". By domain: ").append(counts(byDomain)).append(". By registry: ")
        .append(counts(byRegistry)).append(".\n");
    if (!absent.isEmpty()) {
      sb.append("\nNot in the cache (run bench/corpus/fetch-corpus.sh): ").append(String.join(", ", absent)).append(".\n");
    }
    return sb.toString();
  }

  private static String typeText(Value v) {
    if (v.elemType() == 0) {
      return v.kind();
    }
    if (v.dims() == null) {
      return Arr.typeName(v.elemType()) + "[**unranked**]";
    }
    StringBuilder sb = new StringBuilder(Arr.typeName(v.elemType())).append('[');
    for (int i = 0; i < v.dims().size(); i++) {
      ModelInfo.Dim d = v.dims().get(i);
      sb.append(i == 0 ? "" : ", ");
      sb.append(d.dynamic() ? "**" + (d.param() != null ? d.param() : "?") + "**" : d.value().toString());
    }
    return sb.append(']').toString();
  }

  private static String counts(Map<String, Integer> m) {
    StringBuilder sb = new StringBuilder();
    m.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(k).append(' ').append(v));
    return sb.toString();
  }
}
