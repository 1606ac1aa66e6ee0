package jopt.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * bench/corpus/models.tsv: one model a line, tab-separated: name, source ({@code npm:PKG@VERSION}
 * or {@code maven:GROUP:ARTIFACT:VERSION}), the file's path in the archive (a model shipped in
 * chunks: the members joined by '+', in order), its sha256, its
 * domain, the sizes of its dynamic dimensions ({@code NAME=small,large;...}, NAME a dim_param or
 * {@code INPUT.AXIS}; {@code -} for the defaults) and per-input overrides of the values
 * ({@code NAME=ones|zeros|const:V|uniform:LO:HI|int:LO:HI;...}, or two such separated by a comma:
 * the small size's and the large one's; {@code -} for none).
 */
final class CorpusList {
  private CorpusList() {}

  /** One line of models.tsv. */
  record Entry(String name, String source, String file, String sha256, String domain,
      Map<String, long[]> sizes, Map<String, String> inputs) {
    /** The package and version (npm) or the artifact (maven), without the registry prefix. */
    String packageName() {
      String s = source.substring(source.indexOf(':') + 1);
      if (source.startsWith("npm:")) {
        return s.substring(0, s.lastIndexOf('@'));
      }
      String[] p = s.split(":");
      return p.length >= 2 ? p[0] + ":" + p[1] : s;
    }

    String version() {
      String s = source.substring(source.indexOf(':') + 1);
      if (source.startsWith("npm:")) {
        return s.substring(s.lastIndexOf('@') + 1);
      }
      return s.substring(s.lastIndexOf(':') + 1);
    }

    /**
     * The file as the docs show it: a model shipped in chunks (members joined by '+',
     * concatenated by fetch-corpus.sh) as its first member and the number of chunks.
     */
    String fileShown() {
      String[] parts = file.split("\\+");
      return parts.length == 1 ? file : parts[0] + " + " + (parts.length - 1) + " more chunks";
    }

    String registry() {
      return source.substring(0, source.indexOf(':'));
    }
  }

  static List<Entry> read(Path tsv) throws IOException {
    List<Entry> entries = new ArrayList<>();
    for (String line : Files.readAllLines(tsv)) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t", -1);
      if (f.length < 5) {
        throw new IOException(tsv + ": a line of " + f.length + " fields: " + line);
      }
      entries.add(new Entry(f[0], f[1], f[2], f[3], f[4],
          sizes(f.length > 5 ? f[5] : "-"), overrides(f.length > 6 ? f[6] : "-")));
    }
    return entries;
  }

  static Map<String, long[]> sizes(String spec) {
    Map<String, long[]> m = new LinkedHashMap<>();
    if (spec.isBlank() || spec.equals("-")) {
      return m;
    }
    for (String part : spec.split(";")) {
      int eq = part.lastIndexOf('=');
      String[] v = part.substring(eq + 1).split(",");
      long[] s = new long[v.length];
      for (int i = 0; i < v.length; i++) {
        s[i] = Long.parseLong(v[i].strip());
      }
      m.put(part.substring(0, eq).strip(), s);
    }
    return m;
  }

  static Map<String, String> overrides(String spec) {
    Map<String, String> m = new LinkedHashMap<>();
    if (spec.isBlank() || spec.equals("-")) {
      return m;
    }
    for (String part : spec.split(";")) {
      int eq = part.lastIndexOf('=');
      m.put(part.substring(0, eq).strip(), part.substring(eq + 1).strip());
    }
    return m;
  }
}
