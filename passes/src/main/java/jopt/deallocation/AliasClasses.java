package jopt.deallocation;

import java.util.HashMap;
import java.util.Map;
import jopt.ir.Value;

/**
 * May-alias classes of memrefs and ownership indicators (union-find). Conservative: values are
 * merged whenever one may be derived from the other.
 */
final class AliasClasses {
  private final Map<Value, Value> parent = new HashMap<>();

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
      parent.put(ra, rb);
    }
  }

  boolean same(Value a, Value b) {
    return leader(a) == leader(b);
  }
}
