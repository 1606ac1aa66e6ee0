package jopt.passes.graphplan;

import java.util.ArrayList;
import java.util.List;

/**
 * Memory blocks as groups of tensors at fixed distances from each other: a union-find whose
 * edges carry byte offsets, so "output at input + offset" joins two groups in near-constant
 * time and a contradiction (a tensor that would need two places) shows up as an inconsistent
 * offset. Each group knows its extent (the bytes its members span, relative to its root), and a
 * group holding a pre-allocated tensor knows the caller's address of its root and the hull of
 * the caller-owned bytes.
 *
 * <p>Within a group, members that share bytes are views of the same data: merges only add an
 * output at its input's place (noop, slice, split, gather) or an input into its slot of a
 * concat, and a merge that would let a group reach over bytes it does not own is refused.
 */
final class AliasGroups {
  /** The outcome of a merge. */
  sealed interface Outcome {}

  /** Merged, or already in place. */
  record Placed() implements Outcome {}

  /** Not merged; the tensor needs memory of its own (the op copies). */
  record Refused(String reason) implements Outcome {}

  /** Both are pre-allocated and the caller's addresses disagree. */
  record AddressMismatch(long addressA, long addressB) implements Outcome {}

  private static final Placed PLACED = new Placed();

  private final List<Tensor> tensors;
  private final int[] parent;
  /** pos(t) = pos(parent[t]) + offset[t]. */
  private final long[] offset;
  // Root data.
  private final List<List<Tensor>> members;
  private final long[] lo;
  private final long[] hi;
  private final Long[] address;
  private final long[] fixedLo;
  private final long[] fixedHi;
  /** The first definition and the last use (MAX_VALUE: returned) of the members. */
  private final int[] firstDef;
  private final int[] lastUse;

  AliasGroups(List<Tensor> tensors) {
    this.tensors = tensors;
    int n = tensors.size();
    parent = new int[n];
    offset = new long[n];
    members = new ArrayList<>(n);
    lo = new long[n];
    hi = new long[n];
    address = new Long[n];
    fixedLo = new long[n];
    fixedHi = new long[n];
    firstDef = new int[n];
    lastUse = new int[n];
    for (int i = 0; i < n; i++) {
      parent[i] = i;
      Tensor t = tensors.get(i);
      List<Tensor> m = new ArrayList<>(1);
      m.add(t);
      members.add(m);
      hi[i] = t.size;
      firstDef[i] = t.def;
      lastUse[i] = t.liveOut ? Integer.MAX_VALUE : t.lastUse;
    }
  }

  int root(Tensor t) {
    return find(t.index);
  }

  private int find(int i) {
    int r = i;
    while (parent[r] != r) {
      r = parent[r];
    }
    // Path compression, keeping pos(i) = pos(r) + offset[i].
    while (parent[i] != r) {
      int next = parent[i];
      long toRoot = relative(next);
      offset[i] += toRoot;
      parent[i] = r;
      i = next;
    }
    return r;
  }

  private long relative(int i) {
    long d = 0;
    while (parent[i] != i) {
      d += offset[i];
      i = parent[i];
    }
    return d;
  }

  /** The position of {@code t} relative to its group's root. */
  long rel(Tensor t) {
    find(t.index);
    return t.index == parent[t.index] ? 0 : offset[t.index];
  }

  List<Tensor> members(int root) {
    return members.get(root);
  }

  long lo(int root) {
    return lo[root];
  }

  long hi(int root) {
    return hi[root];
  }

  /** The earliest definition of a member of the group. */
  int firstDef(int root) {
    return firstDef[root];
  }

  /** The latest use of a member of the group, MAX_VALUE if one is returned. */
  int lastUse(int root) {
    return lastUse[root];
  }

  /** The caller's address of the root's position, or null if the group is planned. */
  Long address(int root) {
    return address[root];
  }

  /** The caller-owned bytes of a pre-allocated group, relative to its root. */
  long fixedLo(int root) {
    return fixedLo[root];
  }

  long fixedHi(int root) {
    return fixedHi[root];
  }

  /** Pins {@code t} at the caller's {@code addr}; its group becomes pre-allocated. */
  Outcome fix(Tensor t, long addr) {
    int r = find(t.index);
    long rel = rel(t);
    long rootAddr = addr - rel;
    if (address[r] != null) {
      if (address[r] != rootAddr) {
        return new AddressMismatch(address[r] + rel, addr);
      }
      fixedLo[r] = Math.min(fixedLo[r], rel);
      fixedHi[r] = Math.max(fixedHi[r], rel + t.size);
      return PLACED;
    }
    if (lo[r] < rel || hi[r] > rel + t.size) {
      return new Refused("its block reaches outside the pre-allocated memory");
    }
    address[r] = rootAddr;
    fixedLo[r] = rel;
    fixedHi[r] = rel + t.size;
    return PLACED;
  }

  /** Places {@code a} at {@code pos(b) + d}: a view of {@code b} (noop, slice, split, gather). */
  Outcome merge(Tensor a, Tensor b, long d) {
    Outcome settled = settled(a, b, d);
    return settled != null ? settled : join(find(a.index), rel(a), find(b.index), rel(b) + d);
  }

  /**
   * The outcome of placing {@code a} at {@code pos(b) + d} when it needs no join: refused across
   * bins, placed or refused when both are in one block already; null otherwise.
   */
  private Outcome settled(Tensor a, Tensor b, long d) {
    if (a.bin != b.bin) {
      return new Refused("different memory bins (" + a.bin + " and " + b.bin + ")");
    }
    if (find(a.index) != find(b.index)) {
      return null;
    }
    return rel(a) == rel(b) + d ? PLACED
        : new Refused("already placed at another offset of the same block");
  }

  /**
   * Places concat input {@code ins[i]} in its slot of the output {@code c}. The input's block
   * may hold more than the input (it is a view of something larger) as long as whatever of it
   * lies in the output is exactly the concat's inputs in their slots, and the two blocks do not
   * both reach beyond the output (where they could overlap).
   */
  Outcome placeInSlot(List<Tensor> ins, long[] slots, int i, Tensor c) {
    Tensor in = ins.get(i);
    Outcome settled = settled(in, c, slots[i]);
    if (settled != null) {
      return settled;
    }
    int ra = find(in.index);
    int rc = find(c.index);
    long relIn = rel(in);
    long relC = rel(c);
    long delta = relC + slots[i] - relIn; // pos(ra) = pos(rc) + delta
    long cLo = relC;
    long cHi = relC + c.size;
    boolean inputInside = lo[ra] + delta >= cLo && hi[ra] + delta <= cHi;
    boolean outputInside = lo[rc] >= cLo && hi[rc] <= cHi;
    if (!inputInside && !outputInside) {
      return new Refused("its block and the output's both reach beyond the output");
    }
    for (Tensor m : members.get(ra)) {
      long mLo = rel(m) + delta;
      long mHi = mLo + m.size;
      for (int j = firstSlotEndingAfter(slots, ins, mLo - cLo); j < slots.length
          && cLo + slots[j] < mHi; j++) {
        Tensor other = ins.get(j);
        if (j == i || other.size == 0) {
          continue;
        }
        if (find(other.index) != ra || rel(other) + delta != cLo + slots[j]) {
          return new Refused("its block holds bytes of input #" + j + "'s slot");
        }
      }
    }
    return join(ra, relIn, rc, relC + slots[i]);
  }

  /** The first slot j with slots[j] + size > at (slots are ascending). */
  private static int firstSlotEndingAfter(long[] slots, List<Tensor> ins, long at) {
    int lo = 0;
    int hi = slots.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (slots[mid] + ins.get(mid).size <= at) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /**
   * Joins group {@code ra} to group {@code rb} so that position {@code relA} of the first is
   * position {@code relB} of the second, if the caller's addresses allow it.
   */
  private Outcome join(int ra, long relA, int rb, long relB) {
    long delta = relB - relA; // pos(ra) = pos(rb) + delta
    Long fa = address[ra];
    Long fb = address[rb];
    if (fa != null && fb != null) {
      if (fa != fb + delta) {
        return new AddressMismatch(fa + relA, fb + relB);
      }
    } else if (fa != null) {
      if (lo[rb] - delta < fixedLo[ra] || hi[rb] - delta > fixedHi[ra]) {
        return new Refused("its block reaches outside the pre-allocated memory");
      }
    } else if (fb != null) {
      if (lo[ra] + delta < fixedLo[rb] || hi[ra] + delta > fixedHi[rb]) {
        return new Refused("its block reaches outside the pre-allocated memory");
      }
    }
    if (members.get(ra).size() > members.get(rb).size()) {
      attach(rb, ra, -delta);
    } else {
      attach(ra, rb, delta);
    }
    return PLACED;
  }

  /** Makes {@code child} a child of {@code root} with pos(child) = pos(root) + d. */
  private void attach(int child, int root, long d) {
    parent[child] = root;
    offset[child] = d;
    members.get(root).addAll(members.get(child));
    members.set(child, null);
    lo[root] = Math.min(lo[root], lo[child] + d);
    hi[root] = Math.max(hi[root], hi[child] + d);
    firstDef[root] = Math.min(firstDef[root], firstDef[child]);
    lastUse[root] = Math.max(lastUse[root], lastUse[child]);
    if (address[child] != null) {
      long childLo = fixedLo[child] + d;
      long childHi = fixedHi[child] + d;
      if (address[root] == null) {
        address[root] = address[child] - d;
        fixedLo[root] = childLo;
        fixedHi[root] = childHi;
      } else {
        fixedLo[root] = Math.min(fixedLo[root], childLo);
        fixedHi[root] = Math.max(fixedHi[root], childHi);
      }
      address[child] = null;
    }
  }

  /** The roots of all groups, in the order of their first member. */
  List<Integer> roots() {
    List<Integer> roots = new ArrayList<>();
    for (int i = 0; i < parent.length; i++) {
      if (find(i) == i) {
        roots.add(i);
      }
    }
    return roots;
  }

  List<Tensor> tensors() {
    return tensors;
  }
}
