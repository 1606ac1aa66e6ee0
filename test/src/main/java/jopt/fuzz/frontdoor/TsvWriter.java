package jopt.fuzz.frontdoor;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The per-mutant results as tab-separated values, one row per mutant. */
public final class TsvWriter {
  private static final List<String> COLUMNS = List.of("id", "seed", "form", "operator", "line",
      "op", "jopt", "jopt_loc", "jopt_message", "mlir", "mlir_loc", "mlir_message", "comparable",
      "llvm", "category", "same_loc", "same_message", "same_output", "detail", "group",
      "mutated_line");

  private TsvWriter() {}

  public static void write(Path file, List<Result> results) {
    try {
      Files.createDirectories(file.getParent());
      try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
        w.write(String.join("\t", COLUMNS));
        w.newLine();
        for (Result r : results) {
          w.write(row(r));
          w.newLine();
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String row(Result r) {
    Mutant m = r.mutant();
    Outcome j = r.jopt();
    Outcome o = r.mlir();
    String group = Groups.disagreementKey(r);
    Object[] cells = {m.id(), m.seed().origin(), m.seed().form().label(), m.operator(), m.line(),
        m.op(), j.kind(), j.loc(), j.message(), o == null ? "" : o.kind(), o == null ? "" : o.loc(),
        o == null ? "" : o.message(), r.comparable(), r.llvm(), r.category(),
        r.category() == Result.Category.BOTH_REJECT ? r.sameLoc() : "",
        r.category() == Result.Category.BOTH_REJECT ? r.sameMessage() : "",
        r.sameOutput() == null ? "" : r.sameOutput(),
        j.detail().isEmpty() && o != null ? o.detail() : j.detail(),
        group == null ? "" : group, m.mutatedLine()};
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < cells.length; i++) {
      if (i > 0) {
        sb.append('\t');
      }
      sb.append(clean(String.valueOf(cells[i])));
    }
    return sb.toString();
  }

  private static String clean(String s) {
    String t = Report.escapeControls(s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' '));
    return t.length() > 500 ? t.substring(0, 500) + "..." : t;
  }
}
