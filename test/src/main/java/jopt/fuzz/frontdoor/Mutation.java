package jopt.fuzz.frontdoor;

import java.util.List;
import java.util.SplittableRandom;

/** One mutation operator: proposes the edits of a single mutation of a chunk, or none. */
public interface Mutation {

  /** The edits of one mutation and the op it targets ("" when it targets no op). */
  record Proposal(List<Edit> edits, String op) {
    public Proposal(Edit edit, String op) {
      this(List.of(edit), op);
    }
  }

  /** The operator's name, as reported. */
  String name();

  /** A random mutation of {@code src}, or null when this operator does not apply to it. */
  Proposal propose(Source src, SplittableRandom rnd, Vocabulary vocab);

  /** A uniformly chosen element; the list must not be empty. */
  static <T> T pick(List<T> list, SplittableRandom rnd) {
    return list.get(rnd.nextInt(list.size()));
  }

  /**
   * The edit removing item {@code i} of a comma-separated list with its separating comma
   * (the following one, or for the last item the preceding one).
   */
  static Edit removeItem(Source s, List<int[]> items, int i) {
    int[] it = items.get(i);
    if (i + 1 < items.size()) {
      return Edit.delete(s.startOf(it[0]), s.startOf(items.get(i + 1)[0]));
    }
    if (i > 0) {
      return Edit.delete(s.endBefore(items.get(i - 1)[1]), s.endBefore(it[1]));
    }
    return Edit.delete(s.startOf(it[0]), s.endBefore(it[1]));
  }

  /** The edit inserting a copy of item {@code i} right after it. */
  static Edit duplicateItem(Source s, List<int[]> items, int i) {
    int[] it = items.get(i);
    return Edit.insert(s.endBefore(it[1]), ", " + s.slice(it[0], it[1]));
  }
}
