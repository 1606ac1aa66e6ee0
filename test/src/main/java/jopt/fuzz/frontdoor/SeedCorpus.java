package jopt.fuzz.frontdoor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The raw seed chunks: every {@code .mlir} file under the seed directories, split at
 * {@code // -----} lines, with comments removed (RUN and CHECK lines, expected-* annotations:
 * noise for mutation; they must not make marker lines, and mlir-opt-22 checks expected-*
 * annotations of {@code --split-input-file} chunks even without {@code --verify-diagnostics}). Chunks that are
 * blank or larger than {@link #MAX_CHUNK} characters are skipped.
 */
public final class SeedCorpus {
  /** The split marker of {@code --split-input-file}. */
  public static final String MARKER = "// -----";
  /** Larger chunks slow every run down and add little. */
  public static final int MAX_CHUNK = 20_000;

  private SeedCorpus() {}

  /** The chunks of every file under {@code dirs}, files in sorted order. */
  public static List<Seed> load(List<Path> dirs) {
    List<Seed> out = new ArrayList<>();
    for (Path dir : dirs) {
      Path base = dir.toAbsolutePath().normalize().getParent();
      for (Path f : files(dir)) {
        String rel = base == null ? f.toString() : base.relativize(f.toAbsolutePath().normalize()).toString();
        List<String> chunks = split(read(f));
        for (int i = 0; i < chunks.size(); i++) {
          String c = chunks.get(i);
          if (!c.isBlank() && c.length() <= MAX_CHUNK) {
            out.add(new Seed(rel, i, Seed.Form.PRETTY, c));
          }
        }
      }
    }
    return out;
  }

  /** The chunks of a file, split at lines that start with {@code // -----}, comments removed. */
  public static List<String> split(String text) {
    List<String> chunks = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      String t = line.strip();
      if (t.startsWith(MARKER)) {
        chunks.add(cur.toString());
        cur.setLength(0);
      } else if (!t.startsWith("//")) {
        cur.append(withoutComment(line)).append('\n');
      }
    }
    chunks.add(cur.toString());
    List<String> trimmed = new ArrayList<>();
    for (String c : chunks) {
      trimmed.add(c.strip().isEmpty() ? "" : stripBlankEdges(c));
    }
    return trimmed;
  }

  /** The line without a trailing {@code //} comment (one outside string literals). */
  static String withoutComment(String line) {
    boolean inString = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '/') {
        return line.substring(0, i).stripTrailing();
      }
    }
    return line;
  }

  private static String stripBlankEdges(String c) {
    String[] lines = c.split("\n", -1);
    int a = 0;
    int b = lines.length;
    while (a < b && lines[a].isBlank()) {
      a++;
    }
    while (b > a && lines[b - 1].isBlank()) {
      b--;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = a; i < b; i++) {
      sb.append(lines[i]).append('\n');
    }
    return sb.toString();
  }

  /**
   * The {@code .mlir} files under {@code dir}, without lit's {@code Output} directories (scratch
   * files of the last lit run, absent from a clean clone: with them the mutants would differ).
   */
  private static List<Path> files(Path dir) {
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.toString().endsWith(".mlir") && Files.isRegularFile(p))
          .filter(p -> !dir.relativize(p).toString().matches("(.*/)?Output/.*"))
          .sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String read(Path f) {
    try {
      return new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
