package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;

/**
 * Ops whose results come from subgraphs: If (where its branches agree), Loop and Scan (the
 * body's loop-carried values). A size known only inside a subgraph does not leave it.
 */
final class RegionRules {
  private RegionRules() {}

  /**
   * If: each result as the branch a condition known at import takes yields it; else as both
   * yield it, a size where they differ, or a rank, unknown.
   */
  static void ifRule(OnnxNode n) {
    List<List<Facts>> ys = n.yields();
    if (ys.isEmpty()) {
      return;
    }
    long[] cond = n.constInts(0);
    if (cond != null && cond.length == 1 && ys.size() == 2) {
      // A condition known at import (e.g. a test of a rank): the branch it takes alone.
      List<Facts> taken = ys.get(cond[0] != 0 ? 0 : 1);
      for (int i = 0; i < n.numResults() && i < taken.size(); i++) {
        if (taken.get(i) != null) {
          n.set(i, outer(n, i, taken.get(i)));
        }
      }
      return;
    }
    for (int i = 0; i < n.numResults(); i++) {
      Facts first = i < ys.get(0).size() ? ys.get(0).get(i) : null;
      if (first == null) {
        continue;
      }
      Facts r = first;
      for (List<Facts> other : ys.subList(1, ys.size())) {
        if (i < other.size()) {
          r = join(n, i, r, other.get(i));
        }
      }
      n.set(i, ys.size() == 1 ? outer(n, i, r) : r);
    }
  }

  /**
   * What two branches' results have in common: the element type and shape where they agree (a
   * differing size unknown, a differing rank unranked); the first's type where they are not
   * tensors of one element type.
   */
  static Facts join(OnnxNode n, int result, Facts a, Facts b) {
    if (!a.isTensor() || !b.isTensor() || !a.element().equals(b.element())) {
      return a.isTensor() ? outer(n, result, a) : a;
    }
    if (!a.hasRank() || !b.hasRank() || a.rank() != b.rank()) {
      return Facts.tensor(a.element(), null);
    }
    List<SymInt> d = new ArrayList<>();
    for (int k = 0; k < a.rank(); k++) {
      d.add(a.dim(k).equals(b.dim(k)) ? a.dim(k) : n.unknownDim(result, k));
    }
    return Facts.tensor(a.element(), d);
  }

  /** {@code f} with only its constant sizes (others may be known only inside the subgraph). */
  static Facts outer(OnnxNode n, int result, Facts f) {
    if (!f.isTensor() || !f.hasRank()) {
      return f.isTensor() ? Facts.tensor(f.element(), null) : f;
    }
    List<SymInt> d = new ArrayList<>();
    for (int k = 0; k < f.rank(); k++) {
      d.add(f.dim(k).isConstant() ? f.dim(k) : n.unknownDim(result, k));
    }
    return Facts.tensor(f.element(), d);
  }

  /** Loop: the carried values as the body yields them (after its condition); scan outputs unranked. */
  static void loop(OnnxNode n) {
    if (n.yields().isEmpty()) {
      return;
    }
    List<Facts> body = n.yields().get(0);
    int carried = n.numOperands() - 2;
    for (int i = 0; i < n.numResults() && i + 1 < body.size(); i++) {
      Facts f = body.get(i + 1);
      n.set(i, i < carried || !f.isTensor() ? outer(n, i, f) : Facts.tensor(f.element(), null));
    }
  }

  /** Scan: every result unranked, of the body's element types. */
  static void scan(OnnxNode n) {
    if (n.yields().isEmpty()) {
      return;
    }
    List<Facts> body = n.yields().get(0);
    for (int i = 0; i < n.numResults() && i < body.size(); i++) {
      Facts f = body.get(i);
      n.set(i, f.isTensor() ? Facts.tensor(f.element(), null) : f);
    }
  }
}
