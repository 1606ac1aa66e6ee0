package jopt.passes.inliner;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.interfaces.SymbolTableCollection;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.CallableOpInterface;

/**
 * MLIR's CallGraph: a node per callable region (the body of a func.func), with call edges to the
 * callables its calls resolve to (or to the unknown-callee node), child edges to callables nested
 * in it, and abstract edges from the external-caller node to every top-level callable. Edges keep
 * their insertion order, so {@link #sccs} visits the graph as LLVM's scc_iterator does.
 */
final class CallGraph {
  enum EdgeKind {
    ABSTRACT,
    CALL,
    CHILD
  }

  record Edge(Node target, EdgeKind kind) {}

  /** A callable region, or (with no region) the external-caller or unknown-callee node. */
  static final class Node {
    private final Region region;
    private final Set<Edge> edges = new LinkedHashSet<>();

    private Node(Region region) {
      this.region = region;
    }

    boolean isExternal() {
      return region == null;
    }

    Region getCallableRegion() {
      return region;
    }

    Collection<Edge> edges() {
      return edges;
    }

    boolean hasChildren() {
      for (Edge e : edges) {
        if (e.kind() == EdgeKind.CHILD) {
          return true;
        }
      }
      return false;
    }
  }

  private final Map<Region, Node> nodes = new LinkedHashMap<>();
  private final Node externalCallerNode = new Node(null);
  private final Node unknownCalleeNode = new Node(null);

  /** The graph of the callables nested in {@code op}: the callables first, then the calls. */
  CallGraph(Operation op) {
    SymbolTableCollection symbolTable = new SymbolTableCollection();
    compute(op, symbolTable, null, false);
    compute(op, symbolTable, null, true);
  }

  private void compute(Operation op, SymbolTableCollection symbolTable, Node parent, boolean resolveCalls) {
    CallOpInterface call = op.getInterface(CallOpInterface.class);
    if (call != null) {
      if (resolveCalls && parent != null) {
        parent.edges.add(new Edge(resolveCallable(op, symbolTable), EdgeKind.CALL));
      }
      return;
    }
    CallableOpInterface callable = op.getInterface(CallableOpInterface.class);
    if (callable != null) {
      Region region = callable.getCallableRegion(op);
      if (region == null) {
        return;
      }
      parent = getOrAddNode(region, parent);
    }
    for (Region region : op.getRegions()) {
      for (var block : region.getBlocks()) {
        for (Operation nested : block.getOperations()) {
          compute(nested, symbolTable, parent, resolveCalls);
        }
      }
    }
  }

  private Node getOrAddNode(Region region, Node parent) {
    Node node = nodes.get(region);
    if (node == null) {
      node = new Node(region);
      nodes.put(region, node);
      if (parent != null) {
        parent.edges.add(new Edge(node, EdgeKind.CHILD));
      } else {
        externalCallerNode.edges.add(new Edge(node, EdgeKind.ABSTRACT));
      }
    }
    return node;
  }

  /** The node of {@code region}, or null. */
  Node lookupNode(Region region) {
    return nodes.get(region);
  }

  /** The callable nodes, in the order they were found. */
  Collection<Node> nodes() {
    return nodes.values();
  }

  /**
   * The node {@code call} resolves to: the body of the callable its callee symbol names in the
   * nearest symbol table, else the unknown-callee node (indirect calls, declarations).
   */
  Node resolveCallable(Operation call, SymbolTableCollection symbolTable) {
    String callee = call.getInterface(CallOpInterface.class).getCallee(call);
    if (callee != null) {
      Operation callable = symbolTable.lookupNearestSymbolFrom(call, FlatSymbolRefAttr.get(callee));
      CallableOpInterface iface = callable == null ? null : callable.getInterface(CallableOpInterface.class);
      Region region = iface == null ? null : iface.getCallableRegion(callable);
      Node node = region == null ? null : nodes.get(region);
      if (node != null) {
        return node;
      }
    }
    return unknownCalleeNode;
  }

  /**
   * The strongly connected components reachable from the external-caller node, callees before
   * their callers: LLVM's scc_iterator (Tarjan's algorithm, iterative), each component's nodes in
   * the order it pops them.
   */
  List<List<Node>> sccs() {
    List<List<Node>> out = new ArrayList<>();
    Map<Node, Integer> visitNumbers = new IdentityHashMap<>();
    List<Node> sccStack = new ArrayList<>();
    List<Frame> visitStack = new ArrayList<>();
    int[] visitNum = {0};
    visitOne(externalCallerNode, visitNumbers, sccStack, visitStack, visitNum);
    while (!visitStack.isEmpty()) {
      Frame top = visitStack.get(visitStack.size() - 1);
      while (top.next < top.children.size()) {
        Node child = top.children.get(top.next++);
        Integer num = visitNumbers.get(child);
        if (num == null) {
          visitOne(child, visitNumbers, sccStack, visitStack, visitNum);
          top = visitStack.get(visitStack.size() - 1);
          continue;
        }
        if (top.minVisited > num) {
          top.minVisited = num;
        }
      }
      visitStack.remove(visitStack.size() - 1);
      if (!visitStack.isEmpty()) {
        Frame parent = visitStack.get(visitStack.size() - 1);
        if (parent.minVisited > top.minVisited) {
          parent.minVisited = top.minVisited;
        }
      }
      if (top.minVisited != visitNumbers.get(top.node)) {
        continue;
      }
      List<Node> scc = new ArrayList<>();
      Node popped;
      do {
        popped = sccStack.remove(sccStack.size() - 1);
        scc.add(popped);
        visitNumbers.put(popped, Integer.MAX_VALUE);
      } while (popped != top.node);
      out.add(scc);
    }
    return out;
  }

  /** One node on the DFS stack: its children, the next to visit and the lowest number reached. */
  private static final class Frame {
    final Node node;
    final List<Node> children = new ArrayList<>();
    int next;
    int minVisited;

    Frame(Node node, int visitNum) {
      this.node = node;
      for (Edge e : node.edges) {
        children.add(e.target());
      }
      this.minVisited = visitNum;
    }
  }

  private static void visitOne(Node node, Map<Node, Integer> visitNumbers, List<Node> sccStack,
      List<Frame> visitStack, int[] visitNum) {
    int num = ++visitNum[0];
    visitNumbers.put(node, num);
    sccStack.add(node);
    visitStack.add(new Frame(node, num));
  }
}
