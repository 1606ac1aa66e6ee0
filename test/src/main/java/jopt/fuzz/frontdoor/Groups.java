package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Groups of results with one key (a disagreement pattern, an internal error's throwing frame),
 * each with its count and its smallest mutant as the example.
 */
public final class Groups {

  /** One group: its key, size and the result with the shortest mutant. */
  public static final class Group {
    public final String key;
    public int count;
    public Result example;

    Group(String key) {
      this.key = key;
    }
  }

  private final Map<String, Group> groups = new LinkedHashMap<>();

  public void add(String key, Result r) {
    Group g = groups.computeIfAbsent(key, Group::new);
    g.count++;
    if (g.example == null || r.mutant().text().length() < g.example.mutant().text().length()) {
      g.example = r;
    }
  }

  /** The groups, largest first (ties by key). */
  public List<Group> sorted() {
    List<Group> out = new ArrayList<>(groups.values());
    out.sort(Comparator.comparingInt((Group g) -> -g.count).thenComparing(g -> g.key));
    return out;
  }

  public int size() {
    return groups.size();
  }

  /** Groups the results for which {@code key} is not null. */
  public static Groups of(List<Result> results, Function<Result, String> key) {
    Groups g = new Groups();
    for (Result r : results) {
      String k = key.apply(r);
      if (k != null) {
        g.add(k, r);
      }
    }
    return g;
  }

  /** The disagreement pattern of a result, or null when the tools agree. */
  public static String disagreementKey(Result r) {
    if (!r.disagrees()) {
      return null;
    }
    String op = r.mutant().op().isEmpty() ? "-" : r.mutant().op();
    return switch (r.category()) {
      case JOPT_ACCEPTS_MLIR_REJECTS ->
          "jopt accepts, mlir-opt rejects [" + op + "] " + normalize(r.mlir().message());
      case JOPT_REJECTS_MLIR_ACCEPTS ->
          "jopt rejects, mlir-opt accepts [" + op + "] " + normalize(r.jopt().message());
      case BOTH_REJECT -> r.sameMessage()
          ? "both reject, same message, other location: " + normalize(r.mlir().message())
          : "both reject, messages differ: mlir-opt '" + normalize(r.mlir().message())
              + "' / jopt '" + normalize(r.jopt().message()) + "'";
      case BOTH_ACCEPT -> "both accept, outputs differ [" + op + "]";
      default -> null;
    };
  }

  /** An innermost parameterized type or attribute: {@code memref<..>}, {@code !d.t<..>}, ... */
  private static final Pattern SHAPED = Pattern.compile("[!#]?[A-Za-z_][\\w.$]*<[^<>]*>");
  private static final Pattern SCALAR =
      Pattern.compile("(?<![\\w.])(?:[su]?i\\d+|f16|f32|f64|f80|f128|bf16|tf32|index|none)(?![\\w.])");
  private static final Pattern DIALECT_TYPE = Pattern.compile("![A-Za-z_][\\w.$]*");
  private static final Pattern NUMBER = Pattern.compile("-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?");

  /** A message with SSA names, symbols, blocks, types and numbers replaced by placeholders. */
  public static String normalize(String message) {
    String s = message.replaceAll("%[\\w$.\\-]+(?:#\\d+)?", "%V")
        .replaceAll("@(?:\"[^\"]*\"|[\\w$.\\-]+)", "@S")
        .replaceAll("\\^[\\w$.\\-]+", "^B");
    String prev;
    do {
      prev = s;
      s = SHAPED.matcher(s).replaceAll("T");
    } while (!s.equals(prev));
    s = DIALECT_TYPE.matcher(s).replaceAll("T");
    s = SCALAR.matcher(s).replaceAll("T");
    s = NUMBER.matcher(s).replaceAll("N");
    s = Report.escapeControls(s.replaceAll("\\s+", " ").strip());
    return s.length() > 160 ? s.substring(0, 160) + "..." : s;
  }

  /** The internal-error group of a result (exception and throwing jopt method), or null. */
  public static String internalErrorKey(Result r) {
    return r.jopt().kind() == Outcome.Kind.INTERNAL_ERROR
        ? InternalErrors.groupKey(r.jopt().detail()) : null;
  }

  /** The hang group of a result (the targeted op and the operator), or null. */
  public static String hangKey(Result r) {
    return r.jopt().kind() == Outcome.Kind.HANG
        ? "[" + r.mutant().op() + "] " + r.mutant().operator() : null;
  }
}
