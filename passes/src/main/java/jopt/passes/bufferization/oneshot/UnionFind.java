package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Equivalence classes of values (LLVM's EquivalenceClasses): a union appends the second class's
 * members to the first's, so members are visited in the order LLVM visits them. A value never
 * united with another is its own class and costs nothing: only merged values have a leader entry,
 * only leaders of classes with several members a member list.
 */
final class UnionFind<T> {
  private final Map<T, T> leader = new HashMap<>();
  private final Map<T, List<T>> members = new HashMap<>();

  T find(T v) {
    T l = leader.get(v);
    if (l == null) {
      return v;
    }
    T root = l;
    for (T next = leader.get(root); next != null; next = leader.get(root)) {
      root = next;
    }
    if (root != l) {
      leader.put(v, root);
    }
    return root;
  }

  void union(T a, T b) {
    T la = find(a);
    T lb = find(b);
    if (la.equals(lb)) {
      return;
    }
    leader.put(lb, la);
    List<T> into = members.computeIfAbsent(la, k -> {
      List<T> l = new ArrayList<>(2);
      l.add(k);
      return l;
    });
    List<T> from = members.remove(lb);
    if (from == null) {
      into.add(lb);
    } else {
      into.addAll(from);
    }
  }

  boolean same(T a, T b) {
    return find(a).equals(find(b));
  }

  /** Calls {@code action} on the members of {@code v}'s class, leader first; it must not unite classes. */
  void forEachMember(T v, java.util.function.Consumer<T> action) {
    T l = find(v);
    List<T> m = members.get(l);
    if (m == null) {
      action.accept(l);
      return;
    }
    for (int i = 0, n = m.size(); i < n; i++) {
      action.accept(m.get(i));
    }
  }
}
