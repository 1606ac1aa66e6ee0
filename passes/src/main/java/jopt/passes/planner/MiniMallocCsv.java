package jopt.passes.planner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Reads a MiniMalloc benchmark instance: CSV rows {@code id,lower,upper,size}. */
public final class MiniMallocCsv {
  private MiniMallocCsv() {}

  /** The buffers, ids numbered in order of appearance. */
  public static List<MemoryTrace.Interval> read(Path file) throws IOException {
    List<MemoryTrace.Interval> ivs = new ArrayList<>();
    Map<String, Long> ids = new HashMap<>();
    for (String line : Files.readAllLines(file)) {
      if (line.isBlank() || line.startsWith("id,")) {
        continue;
      }
      String[] c = line.split(",");
      long id = ids.computeIfAbsent(c[0], k -> (long) ids.size());
      // Half-open [lower, upper) becomes the inclusive tick range [lower, upper - 1].
      ivs.add(new MemoryTrace.Interval(id, Long.parseLong(c[1]), Long.parseLong(c[2]) - 1,
          Long.parseLong(c[3])));
    }
    return ivs;
  }
}
