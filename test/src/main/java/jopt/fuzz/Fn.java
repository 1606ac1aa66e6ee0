package jopt.fuzz;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Rendering state of one function: fresh names, buffer roots and which of them are dead. */
final class Fn {
  final DeallocMode mode;
  /** Helpers this function may call. */
  final List<Signature> callees;
  private int nextName;
  private int nextRoot;
  /** Roots consumed by a realloc or handed to a loop: values pointing into them are unusable. */
  final Set<Integer> dead = new HashSet<>();
  private final Map<Integer, Root> owned = new HashMap<>();
  /** Byte ranges of the memref.views made of each i8 buffer (they must not overlap). */
  final Map<Integer, List<long[]>> byteViews = new HashMap<>();

  /** A buffer some block owns (CORRECT mode): freed at the end of its block unless released. */
  static final class Root {
    final int id;
    final Vals.Mem value;
    final Block owner;
    /** Index of the owner's item defining it (-1: a block argument). */
    final int defItem;
    boolean released;

    Root(int id, Vals.Mem value, Block owner, int defItem) {
      this.id = id;
      this.value = value;
      this.owner = owner;
      this.defItem = defItem;
    }
  }

  Fn(DeallocMode mode, List<Signature> callees) {
    this.mode = mode;
    this.callees = callees;
  }

  boolean correct() {
    return mode == DeallocMode.CORRECT;
  }

  String fresh() {
    return "%v" + nextName++;
  }

  int newRoot() {
    return nextRoot++;
  }

  void own(int root, Vals.Mem value, Block owner) {
    Root r = new Root(root, value, owner, owner.itemCount() - 1);
    owned.put(root, r);
    owner.owned.add(r);
  }

  /** The owned root {@code m} is (not a view of it), or null. */
  Root ownedRoot(Vals.Mem m) {
    if (m.roots().size() != 1 || m.kind() == Vals.Kind.VIEW) {
      return null;
    }
    Root r = owned.get(m.roots().iterator().next());
    return r != null && r.value == m ? r : null;
  }

  boolean isDead(Vals.Mem m) {
    for (int r : m.roots()) {
      if (dead.contains(r)) {
        return true;
      }
    }
    return false;
  }

  /** Gives up ownership of {@code m}'s root: transferred (yield, return) or consumed. */
  void release(Vals.Mem m) {
    Root r = ownedRoot(m);
    if (r != null) {
      r.released = true;
    }
  }

  /** Releases {@code m} and makes it and every alias unusable (consumed by realloc or a loop). */
  void consume(Vals.Mem m) {
    release(m);
    dead.addAll(m.roots());
  }
}
