package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/** A set that remembers insertion order and can drop what was added after a point (MLIR's SetVector with pop_back). */
final class StackSet<T> {
  private final List<T> order = new ArrayList<>();
  private final Set<T> members = Collections.newSetFromMap(new IdentityHashMap<>());

  boolean add(T t) {
    if (!members.add(t)) {
      return false;
    }
    order.add(t);
    return true;
  }

  boolean contains(T t) {
    return members.contains(t);
  }

  int size() {
    return order.size();
  }

  /** Drops the elements added after the first {@code n}. */
  void truncate(int n) {
    while (order.size() > n) {
      members.remove(order.remove(order.size() - 1));
    }
  }

  /** The elements in insertion order, and an empty set in their place. */
  List<T> takeAll() {
    List<T> r = new ArrayList<>(order);
    order.clear();
    members.clear();
    return r;
  }

  void clear() {
    order.clear();
    members.clear();
  }
}
