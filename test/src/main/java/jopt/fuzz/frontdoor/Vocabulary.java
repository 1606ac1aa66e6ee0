package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the mutation operators draw replacements from: the op names of the corpus per dialect
 * prefix, types (a fixed list plus the short types seen in the corpus) and attributes of every
 * kind. Built once from the seeds, in seed order, so mutants are deterministic.
 */
public final class Vocabulary {
  /** Types always available, whatever the corpus holds. */
  static final List<String> BASE_TYPES = List.of("index", "i1", "i8", "i32", "i64", "f16",
      "f32", "f64", "memref<4xf32>", "memref<?xf32>", "memref<2x3xi32>", "tensor<?xf32>",
      "tensor<4xi32>", "vector<4xf32>", "none", "!llvm.ptr", "complex<f32>", "tuple<i32, f32>",
      "!foo.bar", "memref<4xf32, strided<[1], offset: ?>>");

  /** Attribute values of distinct kinds, with their kind. */
  static final Map<String, String> ATTRIBUTES = new LinkedHashMap<>();

  static {
    ATTRIBUTES.put("1 : i64", "int");
    ATTRIBUTES.put("0.5 : f32", "float");
    ATTRIBUTES.put("\"s\"", "string");
    ATTRIBUTES.put("@sym", "symbol");
    ATTRIBUTES.put("array<i64: 1>", "dense-array");
    ATTRIBUTES.put("true", "bool");
    ATTRIBUTES.put("unit", "unit");
    ATTRIBUTES.put("[1, 2]", "array");
    ATTRIBUTES.put("dense<0> : tensor<2xi32>", "elements");
    ATTRIBUTES.put("i32", "type");
    ATTRIBUTES.put("memref<4xf32>", "type");
    ATTRIBUTES.put("{a = 1 : i64}", "dictionary");
    ATTRIBUTES.put("affine_map<(d0) -> (d0)>", "affine-map");
    ATTRIBUTES.put("#foo.bar", "dialect");
  }

  private static final int MAX_SEEN_TYPES = 300;
  private static final int MAX_TYPE_LENGTH = 48;

  private final Map<String, List<String>> opsByDialect = new TreeMap<>();
  private final List<String> types;

  public Vocabulary(List<String> texts) {
    Map<String, Set<String>> ops = new TreeMap<>();
    Set<String> seen = new LinkedHashSet<>(BASE_TYPES);
    for (String text : texts) {
      Source s = new Source(text);
      for (int i = 0; i < s.size(); i++) {
        Token t = s.tok(i);
        if (Source.isOpName(t)) {
          String name = Source.opName(t);
          ops.computeIfAbsent(dialectOf(name), k -> new TreeSet<>()).add(name);
        }
        int end = s.typeEnd(i);
        if (end > i && seen.size() < MAX_SEEN_TYPES) {
          String ty = s.slice(i, end);
          if (ty.length() <= MAX_TYPE_LENGTH && ty.indexOf('\n') < 0) {
            seen.add(ty);
          }
        }
      }
    }
    ops.forEach((d, names) -> opsByDialect.put(d, new ArrayList<>(names)));
    types = new ArrayList<>(seen);
  }

  public static String dialectOf(String opName) {
    int dot = opName.indexOf('.');
    return dot < 0 ? "" : opName.substring(0, dot);
  }

  /** The op names seen with {@code dialect}'s prefix (possibly empty). */
  public List<String> opsOf(String dialect) {
    return opsByDialect.getOrDefault(dialect, List.of());
  }

  public List<String> types() {
    return types;
  }

  /** A type other than {@code not}. */
  public String randomType(SplittableRandom rnd, String not) {
    // Half of the time one of the base types, so that every run sees the common ones.
    for (int tries = 0; tries < 20; tries++) {
      List<String> from = rnd.nextBoolean() ? BASE_TYPES : types;
      String t = Mutation.pick(from, rnd);
      if (!t.equals(not)) {
        return t;
      }
    }
    return not.equals("i32") ? "f32" : "i32";
  }

  /** An attribute of another kind than {@code kind}. */
  public String randomAttribute(SplittableRandom rnd, String kind) {
    List<String> other = new ArrayList<>();
    ATTRIBUTES.forEach((a, k) -> {
      if (!k.equals(kind)) {
        other.add(a);
      }
    });
    return Mutation.pick(other, rnd);
  }
}
