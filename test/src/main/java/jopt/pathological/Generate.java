package jopt.pathological;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes one pathological program: {@code Generate CLASS N [FILE]} (standard output without
 * FILE); {@code Generate --list} prints the class names. Used by {@code bench/pathological.sh}.
 */
public final class Generate {
  private Generate() {}

  public static void main(String[] args) throws IOException {
    if (args.length == 1 && args[0].equals("--list")) {
      for (PathologicalInput p : PathologicalInput.values()) {
        System.out.println(p.id());
      }
      return;
    }
    if (args.length < 2 || args.length > 3) {
      System.err.println("usage: Generate CLASS N [FILE] | --list");
      System.exit(2);
    }
    PathologicalInput input = PathologicalInput.byId(args[0]);
    int n = Integer.parseInt(args[1]);
    try (Writer w = args.length == 3
        ? Files.newBufferedWriter(Path.of(args[2]), StandardCharsets.UTF_8)
        : new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8))) {
      input.generate(n, w);
    }
  }
}
