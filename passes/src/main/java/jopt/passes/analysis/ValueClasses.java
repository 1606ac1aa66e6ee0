package jopt.passes.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Value;

/**
 * Equivalence classes of values with LLVM's {@code EquivalenceClasses} semantics, which
 * MLIR-HLO's passes order their output by: the leader of {@code union(a, b)} is a's leader, and
 * a class lists its members as a's class followed by b's. Finding a class is a union-find with
 * path compression; the designated leader and the member list are kept per class.
 */
public final class ValueClasses {
  private static final class Node {
    final Value value;
    Node parent = this;
    int size = 1;
    /** For a root: the designated leader, first of the member list, and the list's last node. */
    Node leader = this;
    Node tail = this;
    /** The next member in the class's list. */
    Node next;

    Node(Value value) {
      this.value = value;
    }
  }

  private final Map<Value, Node> nodes = new HashMap<>();

  /** Adds {@code v} as a class of its own when it is not in one. */
  public void insert(Value v) {
    node(v);
  }

  public boolean contains(Value v) {
    return nodes.containsKey(v);
  }

  /** Merges the classes of a and b (inserting them); the merged class keeps a's leader. */
  public void union(Value a, Value b) {
    Node ra = root(node(a));
    Node rb = root(node(b));
    if (ra == rb) {
      return;
    }
    Node leader = ra.leader;
    Node head2 = rb.leader;
    ra.tail.next = head2;
    Node tail = rb.tail;
    Node big = ra.size >= rb.size ? ra : rb;
    Node small = big == ra ? rb : ra;
    small.parent = big;
    big.size += small.size;
    big.leader = leader;
    big.tail = tail;
  }

  /** The leader of v's class; v itself when it is in none. */
  public Value leader(Value v) {
    Node n = nodes.get(v);
    return n == null ? v : root(n).leader.value;
  }

  /** As LLVM's isEquivalent: the same value, or both in one class. */
  public boolean same(Value a, Value b) {
    if (a == b) {
      return true;
    }
    Node na = nodes.get(a);
    Node nb = nodes.get(b);
    return na != null && nb != null && root(na) == root(nb);
  }

  /** How many values v's class holds (1 when it is in none). */
  public int size(Value v) {
    Node n = nodes.get(v);
    return n == null ? 1 : root(n).size;
  }

  /** The members of v's class in list order (leader first); just v when it is in none. */
  public List<Value> members(Value v) {
    Node n = nodes.get(v);
    if (n == null) {
      return List.of(v);
    }
    List<Value> out = new ArrayList<>();
    for (Node m = root(n).leader; m != null; m = m.next) {
      out.add(m.value);
    }
    return out;
  }

  /** Every value in a class. */
  public List<Value> values() {
    return new ArrayList<>(nodes.keySet());
  }

  private Node node(Value v) {
    return nodes.computeIfAbsent(v, Node::new);
  }

  private static Node root(Node n) {
    Node r = n;
    while (r.parent != r) {
      r = r.parent;
    }
    while (n.parent != r) {
      Node next = n.parent;
      n.parent = r;
      n = next;
    }
    return r;
  }
}
