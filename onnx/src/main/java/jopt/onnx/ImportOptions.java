package jopt.onnx;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.onnx.DimRanges;

/**
 * How the importer fixes the shapes of a model's inputs, as a user asks for a static plan:
 * {@code --input-shapes} (onnx-mlir's {@code --shapeInformation}: {@code x:1x3x640x640} or
 * {@code 0:1x3x640x640}, several separated by commas, {@code ?} or {@code -1} a size left as the
 * model has it, {@code 0-2:...} a range of positions, {@code -1:...} every input) and
 * {@code --dim-params} ({@code batch=1,seq=128}: the symbolic dimensions of those names, in every
 * type of the model). Shape inference then runs over the whole graph with the fixed shapes.
 * {@code --dim-range} ({@code batch=1:64,H=32:4096}) declares the range of symbolic dimensions
 * left dynamic: kept on the imported function as {@code jopt.dim_ranges} ({@link DimRanges}), checked at run time
 * at the function's entry, and used by the lowering's size reasoning. Immutable.
 */
public record ImportOptions(List<InputShape> inputShapes, Map<String, Long> dimParams, Map<String, DimRanges.Range> dimRanges) {
  /** Nothing fixed. */
  public static final ImportOptions NONE = new ImportOptions(List.of(), Map.of(), Map.of());

  /** A size left as the model has it. */
  public static final long KEEP = -1;

  /**
   * The shape of the inputs {@code input} names: an input's name, its position ({@code 0}), a
   * range of positions ({@code 0-2}), or {@code -1} for all; each size {@link #KEEP} or a size.
   */
  public record InputShape(String input, List<Long> sizes) {
    public InputShape {
      sizes = List.copyOf(sizes);
    }

    /** The sizes as given ({@code 1x?x8}, {@code scalar}). */
    public String text() {
      if (sizes.isEmpty()) {
        return "scalar";
      }
      List<String> s = new ArrayList<>();
      for (long d : sizes) {
        s.add(d == KEEP ? "?" : Long.toString(d));
      }
      return String.join("x", s);
    }
  }

  public ImportOptions {
    inputShapes = List.copyOf(inputShapes);
    dimParams = Collections.unmodifiableMap(new LinkedHashMap<>(dimParams));
    dimRanges = Collections.unmodifiableMap(new LinkedHashMap<>(dimRanges));
  }

  public boolean isEmpty() {
    return inputShapes.isEmpty() && dimParams.isEmpty() && dimRanges.isEmpty();
  }

  /** {@link #parse(String, String, String)} without ranges. */
  public static ImportOptions parse(String inputShapes, String dimParams) throws OnnxImportException {
    return parse(inputShapes, dimParams, null);
  }

  /**
   * The options from the texts of {@code --input-shapes}, {@code --dim-params} and
   * {@code --dim-range} (null or empty: none).
   */
  public static ImportOptions parse(String inputShapes, String dimParams, String dimRanges) throws OnnxImportException {
    List<InputShape> shapes = new ArrayList<>();
    if (inputShapes != null && !inputShapes.isBlank()) {
      for (String entry : inputShapes.split(",")) {
        shapes.add(parseShape(entry.trim()));
      }
    }
    Map<String, Long> params = new LinkedHashMap<>();
    if (dimParams != null && !dimParams.isBlank()) {
      for (String entry : dimParams.split(",")) {
        int eq = entry.lastIndexOf('=');
        String name = eq < 0 ? "" : entry.substring(0, eq).trim();
        if (name.isEmpty()) {
          throw new OnnxImportException("--dim-params: '" + entry.trim() + "' is not NAME=SIZE");
        }
        long size = size(entry.substring(eq + 1).trim(), "--dim-params: dimension '" + name + "'");
        if (size == KEEP) {
          throw new OnnxImportException("--dim-params: dimension '" + name + "' needs a size");
        }
        if (params.put(name, size) != null) {
          throw new OnnxImportException("--dim-params: dimension '" + name + "' is given twice");
        }
      }
    }
    Map<String, DimRanges.Range> ranges = new LinkedHashMap<>();
    if (dimRanges != null && !dimRanges.isBlank()) {
      for (String entry : dimRanges.split(",")) {
        int eq = entry.lastIndexOf('=');
        String name = eq < 0 ? "" : entry.substring(0, eq).trim();
        String text = eq < 0 ? "" : entry.substring(eq + 1).trim();
        int colon = text.indexOf(':');
        if (name.isEmpty() || colon < 0) {
          throw new OnnxImportException("--dim-range: '" + entry.trim() + "' is not NAME=LO:HI");
        }
        String what = "--dim-range: dimension '" + name + "'";
        long lo = size(text.substring(0, colon).trim(), what);
        long hi = size(text.substring(colon + 1).trim(), what);
        if (lo == KEEP || hi == KEEP) {
          throw new OnnxImportException(what + " needs both bounds (LO:HI)");
        }
        if (lo > hi) {
          throw new OnnxImportException(what + ": the range " + lo + ":" + hi + " is empty (LO > HI)");
        }
        if (params.containsKey(name)) {
          throw new OnnxImportException(what + " is fixed by --dim-params");
        }
        if (ranges.put(name, new DimRanges.Range(lo, hi)) != null) {
          throw new OnnxImportException(what + " is given twice");
        }
      }
    }
    return new ImportOptions(shapes, params, ranges);
  }

  private static InputShape parseShape(String entry) throws OnnxImportException {
    // The input's name may hold ':' (tf2onnx's "x:0"); the sizes never do.
    int colon = entry.lastIndexOf(':');
    if (colon <= 0) {
      throw new OnnxImportException("--input-shapes: '" + entry + "' is not INPUT:D1xD2x...");
    }
    String input = entry.substring(0, colon).trim();
    String dims = entry.substring(colon + 1).trim();
    List<Long> sizes = new ArrayList<>();
    if (!dims.isEmpty() && !dims.equals("scalar")) {
      for (String d : dims.split("x", -1)) {
        sizes.add(size(d.trim(), "--input-shapes: input '" + input + "'"));
      }
    }
    return new InputShape(input, sizes);
  }

  private static long size(String text, String what) throws OnnxImportException {
    if (text.equals("?") || text.equals("-1")) {
      return KEEP;
    }
    try {
      long v = Long.parseLong(text);
      if (v >= 0) {
        return v;
      }
    } catch (NumberFormatException e) {
      // Reported below.
    }
    throw new OnnxImportException(what + ": '" + text + "' is not a size (a number, or ? to keep it)");
  }
}
