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
  /**
   * Roots of clones and of their sources (and of values that may be either), never written:
   * MLIR leaves writing into a clone, or into its source while the clone lives, undefined
   * (canonicalize's SimplifyClones may make them one buffer). Frozen for the rest of the function.
   */
  private final Set<Integer> frozen = new HashSet<>();
  /**
   * Roots that may be one buffer at run time although tracked apart (CORRECT mode gives region
   * results and iteration arguments roots of their own): freezing one freezes the others.
   */
  private final Map<Integer, Set<Integer>> sameBuffer = new HashMap<>();
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

  /** The module's memref.global declarations, shared by its functions. */
  final List<String> globals;

  Fn(DeallocMode mode, List<Signature> callees, List<String> globals) {
    this.mode = mode;
    this.callees = callees;
    this.globals = globals;
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

  /** Marks {@code m}'s buffers, and those they may be at run time, as never to be written again. */
  void freeze(Vals.Mem m) {
    java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>(m.roots());
    while (!work.isEmpty()) {
      int r = work.pop();
      if (frozen.add(r)) {
        work.addAll(sameBuffer.getOrDefault(r, Set.of()));
      }
    }
  }

  /** {@code a} may be {@code b} at run time (a region result and a value yielded to it). */
  void mayBe(Vals.Mem a, Vals.Mem b) {
    for (int x : a.roots()) {
      for (int y : b.roots()) {
        sameBuffer.computeIfAbsent(x, k -> new HashSet<>()).add(y);
        sameBuffer.computeIfAbsent(y, k -> new HashSet<>()).add(x);
      }
    }
    if (!writable(a) || !writable(b)) {
      freeze(a);
      freeze(b);
    }
  }

  /** Whether ops may write into {@code m}: no clone or clone source among its buffers. */
  boolean writable(Vals.Mem m) {
    for (int r : m.roots()) {
      if (frozen.contains(r)) {
        return false;
      }
    }
    return true;
  }

  /** A clone of {@code src} named {@code clone}: both are frozen. */
  void cloned(Vals.Mem src, Vals.Mem clone) {
    freeze(src);
    freeze(clone);
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
