package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Operation;
import jopt.ir.attr.StringAttr;

/**
 * The declared ranges of an imported function's symbolic dimensions ({@code --dim-range} on
 * import), kept as its attribute {@value #ATTR}: {@code "batch=1:64,H=32:4096"}, each name a
 * {@code dim_param} of {@code onnx.dim_params}. The lowering checks them at the function's entry
 * and gives the dimensions' leaves these bounds. Immutable.
 */
public record DimRanges(Map<String, Range> ranges) {
  /** The function attribute. */
  public static final String ATTR = "jopt.dim_ranges";

  public static final DimRanges NONE = new DimRanges(Map.of());

  /** The range {@code [lo, hi]} of one dimension. */
  public record Range(long lo, long hi) {
    @Override
    public String toString() {
      return lo + ":" + hi;
    }
  }

  public DimRanges {
    ranges = Collections.unmodifiableMap(new LinkedHashMap<>(ranges));
  }

  /** The range of {@code name}, or null. */
  public Range get(String name) {
    return ranges.get(name);
  }

  public boolean isEmpty() {
    return ranges.isEmpty();
  }

  /** The attribute's text. */
  public String text() {
    List<String> r = new ArrayList<>();
    ranges.forEach((n, d) -> r.add(n + "=" + d));
    return String.join(",", r);
  }

  /**
   * The ranges {@code func}'s attribute declares; none when it has none. An entry not of the form
   * {@code NAME=LO:HI} with {@code 0 <= LO <= HI} is left out (nothing is assumed of it).
   */
  public static DimRanges of(Operation func) {
    if (!(func.getAttr(ATTR) instanceof StringAttr s) || s.getValue().isBlank()) {
      return NONE;
    }
    Map<String, Range> r = new LinkedHashMap<>();
    for (String entry : s.getValue().split(",")) {
      int eq = entry.lastIndexOf('=');
      int colon = entry.indexOf(':', eq + 1);
      if (eq <= 0 || colon < 0) {
        continue;
      }
      try {
        long lo = Long.parseLong(entry.substring(eq + 1, colon).trim());
        long hi = Long.parseLong(entry.substring(colon + 1).trim());
        if (0 <= lo && lo <= hi) {
          r.put(entry.substring(0, eq).trim(), new Range(lo, hi));
        }
      } catch (NumberFormatException e) {
        // Left out.
      }
    }
    return new DimRanges(r);
  }
}
