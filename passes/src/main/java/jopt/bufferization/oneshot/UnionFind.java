package jopt.bufferization.oneshot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Equivalence classes of values (LLVM's EquivalenceClasses): a union appends the second class's
 * members to the first's, so members are visited in the order LLVM visits them.
 */
final class UnionFind<T> {
  private final Map<T, T> leader = new HashMap<>();
  private final Map<T, List<T>> members = new HashMap<>();

  void insert(T v) {
    if (!leader.containsKey(v)) {
      leader.put(v, v);
      List<T> l = new ArrayList<>();
      l.add(v);
      members.put(v, l);
    }
  }

  T find(T v) {
    insert(v);
    T l = leader.get(v);
    while (!l.equals(leader.get(l))) {
      l = leader.get(l);
    }
    leader.put(v, l);
    return l;
  }

  void union(T a, T b) {
    T la = find(a);
    T lb = find(b);
    if (la.equals(lb)) {
      return;
    }
    leader.put(lb, la);
    members.get(la).addAll(members.remove(lb));
  }

  boolean same(T a, T b) {
    return find(a).equals(find(b));
  }

  /** The members of {@code v}'s class, leader first. */
  List<T> membersOf(T v) {
    return new ArrayList<>(members.get(find(v)));
  }
}
