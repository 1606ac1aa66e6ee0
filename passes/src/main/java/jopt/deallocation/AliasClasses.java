package jopt.deallocation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Value;

/**
 * May-alias classes of memrefs and ownership indicators (union-find). Conservative: values are
 * merged whenever one may be derived from the other.
 */
final class AliasClasses {
  private final Map<Value, Value> parent = new HashMap<>();
  /** The members of each class of more than one value, by leader. */
  private final Map<Value, List<Value>> members = new HashMap<>();

  Value leader(Value v) {
    Value p = parent.get(v);
    if (p == null) {
      return v;
    }
    Value root = leader(p);
    if (root != p) {
      parent.put(v, root);
    }
    return root;
  }

  void union(Value a, Value b) {
    Value ra = leader(a);
    Value rb = leader(b);
    if (ra != rb) {
      List<Value> ma = members.remove(ra);
      List<Value> mb = members.remove(rb);
      if (ma == null) {
        ma = new ArrayList<>(List.of(ra));
      }
      if (mb == null) {
        mb = new ArrayList<>(List.of(rb));
      }
      parent.put(ra, rb);
      // The smaller list joins the larger: every value is copied O(log n) times.
      if (ma.size() > mb.size()) {
        ma.addAll(mb);
        members.put(rb, ma);
      } else {
        mb.addAll(ma);
        members.put(rb, mb);
      }
    }
  }

  /** The values of v's class, v included. */
  List<Value> members(Value v) {
    Value r = leader(v);
    List<Value> m = members.get(r);
    return m != null ? m : List.of(r);
  }

  boolean same(Value a, Value b) {
    return leader(a) == leader(b);
  }
}
