package jopt.ir;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Which region of one op holds each of many ops, at any depth: {@link Region#isAncestor} asked
 * per op climbs to the top for every op outside, so the n uses of a value in a nest n deep cost
 * O(n^2). This remembers the answer for every op a climb passes, and a later climb stops where
 * an earlier one passed: O(n) for the ops of a nest in all. The IR must keep its shape while
 * one is in use (values may change: the answers depend only on the nesting).
 */
public final class EnclosingRegion {
  private final Operation op;
  private final IdentityHashMap<Operation, Integer> known = new IdentityHashMap<>();

  public EnclosingRegion(Operation op) {
    this.op = op;
  }

  /**
   * The number of the region of the op given at construction that holds {@code o} at any
   * depth, or -1 when none does ({@code o} is outside, or is the op itself).
   */
  public int regionNumberOf(Operation o) {
    if (o != op && o.getParentRegion() == op.getParentRegion()) {
      return -1; // a sibling (the common case for a value used along one block): no climb
    }
    List<Operation> climbed = new ArrayList<>();
    int answer = -1;
    for (Operation a = o; a != null; ) {
      Integer k = known.get(a);
      if (k != null) {
        answer = k;
        break;
      }
      climbed.add(a);
      Region r = a.getParentRegion();
      if (r == null) {
        break;
      }
      if (r == op.getParentRegion()) {
        break; // reached op's own region without passing through op
      }
      Operation parent = r.getParentOp();
      if (parent == op) {
        answer = r.getRegionNumber();
        break;
      }
      a = parent;
    }
    for (Operation c : climbed) {
      known.put(c, answer);
    }
    return answer;
  }
}
