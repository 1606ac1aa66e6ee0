package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jopt.fuzz.frontdoor.Token.Kind;

/**
 * drop-attribute and retype-attribute on the entries of attribute dictionaries and property
 * dictionaries ({@code {a = 1, b}}, {@code <{a = 1}>}, {@code attributes {..}}). A dictionary is
 * a {@code {} followed on its line by a key and {@code =}, {@code ,} or {@code }}; a region whose
 * only op is a bare terminator on the same line is mistaken for one, which is harmless.
 */
public final class AttributeMutations {
  private AttributeMutations() {}

  /** One dictionary entry: the key token and the value's tokens (empty for a unit entry). */
  record Entry(List<int[]> siblings, int index, int key, int valueFrom, int valueTo) {}

  static List<Entry> entries(Source s) {
    List<Entry> out = new ArrayList<>();
    for (int i = 0; i + 2 < s.size(); i++) {
      if (!s.is(i, "{")) {
        continue;
      }
      Token key = s.tok(i + 1);
      boolean keyLike = (key.kind() == Kind.IDENT || key.kind() == Kind.STRING)
          && key.line() == s.tok(i).line();
      if (!keyLike || !(s.is(i + 2, "=") || s.is(i + 2, ",") || s.is(i + 2, "}"))) {
        continue;
      }
      int close = s.matching(i);
      if (close < 0) {
        continue;
      }
      List<int[]> items = s.items(i, close);
      for (int k = 0; k < items.size(); k++) {
        int[] it = items.get(k);
        if (it[0] >= it[1]) {
          continue;
        }
        boolean hasValue = s.is(it[0] + 1, "=") && it[0] + 2 < it[1];
        out.add(new Entry(items, k, it[0], hasValue ? it[0] + 2 : it[1], it[1]));
      }
    }
    return out;
  }

  /** The kind of an attribute value, in {@link Vocabulary#ATTRIBUTES}' terms. */
  static String kindOf(Source s, int from, int to) {
    if (from >= to) {
      return "unit";
    }
    Token t = s.tok(from);
    if (s.typeEnd(from) == to) {
      return "type";
    }
    return switch (t.kind()) {
      case NUMBER -> t.text().contains(".") ? "float" : "int";
      case STRING -> "string";
      case SYMBOL -> "symbol";
      case HASH_ID -> "dialect";
      default -> switch (t.text()) {
        case "-" -> "int";
        case "true", "false" -> "bool";
        case "unit" -> "unit";
        case "array" -> "dense-array";
        case "[" -> "array";
        case "{" -> "dictionary";
        case "dense", "sparse", "dense_resource" -> "elements";
        case "affine_map" -> "affine-map";
        default -> "other";
      };
    };
  }

  private static String opAt(Source s, Entry e) {
    return s.opOfLine(s.tok(e.key()).line());
  }

  public static final Mutation DROP = new Mutation() {
    @Override
    public String name() {
      return "drop-attribute";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      List<Entry> entries = entries(s);
      if (entries.isEmpty()) {
        return null;
      }
      Entry e = Mutation.pick(entries, rnd);
      return new Proposal(Mutation.removeItem(s, e.siblings(), e.index()), opAt(s, e));
    }
  };

  public static final Mutation RETYPE = new Mutation() {
    @Override
    public String name() {
      return "retype-attribute";
    }

    @Override
    public Proposal propose(Source s, SplittableRandom rnd, Vocabulary vocab) {
      List<Entry> entries = entries(s);
      if (entries.isEmpty()) {
        return null;
      }
      Entry e = Mutation.pick(entries, rnd);
      String repl = vocab.randomAttribute(rnd, kindOf(s, e.valueFrom(), e.valueTo()));
      Edit edit = e.valueFrom() >= e.valueTo()
          ? Edit.insert(s.tok(e.key()).end(), " = " + repl)
          : new Edit(s.startOf(e.valueFrom()), s.endBefore(e.valueTo()), repl);
      return new Proposal(edit, opAt(s, e));
    }
  };
}
