package jopt.passes.inliner;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.passes.inliner.CallGraph.Edge;
import jopt.passes.inliner.CallGraph.EdgeKind;
import jopt.passes.inliner.CallGraph.Node;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.interfaces.SymbolTableCollection;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.ir.interfaces.SideEffects;

/**
 * MLIR's CGUseList: how many symbol references each discardable callable (a private function)
 * has, kept up to date while calls are inlined, so that a callable whose last call was inlined
 * is inlined in place and erased. References from ops that are not callables (a global naming a
 * function) make a callable always live.
 */
final class CallGraphUses {
  /** The references one callable holds: in its own attributes, and by nested ops (counted). */
  private static final class User {
    final Set<Node> topLevelUses = new LinkedHashSet<>();
    final Map<Node, Integer> innerUses = new IdentityHashMap<>();
  }

  private final Map<Node, Integer> discardableSymNodeUses = new IdentityHashMap<>();
  private final Map<Node, User> nodeUses = new IdentityHashMap<>();
  private final SymbolTableCollection symbolTable;

  CallGraphUses(Operation op, CallGraph cg, SymbolTableCollection symbolTable) {
    this.symbolTable = symbolTable;
    Map<SymbolRefAttr, Node> alwaysLive = new HashMap<>();
    SymbolTable.walkSymbolTables(op, op.getBlock() == null, (table, allUsesVisible) -> {
      for (Block block : table.getRegion(0).getBlocks()) {
        for (Operation nested : block.getOperations()) {
          CallableOpInterface callable = nested.getInterface(CallableOpInterface.class);
          Node node = callable == null || callable.getCallableRegion(nested) == null ? null
              : cg.lookupNode(callable.getCallableRegion(nested));
          if (node != null) {
            // A symbol may be discarded on use-empty by default only when it is private.
            SymbolOpInterface symbol = nested.getInterface(SymbolOpInterface.class);
            if (symbol != null && "private".equals(symbol.getVisibility(nested))) {
              discardableSymNodeUses.putIfAbsent(node, 0);
            }
            continue;
          }
          walkReferencedSymbolNodes(nested, cg, alwaysLive, (n, user) -> {});
        }
      }
    });
    for (Node node : alwaysLive.values()) {
      if (node != null) {
        discardableSymNodeUses.remove(node);
      }
    }
    for (Node node : cg.nodes()) {
      recomputeUses(node, cg);
    }
  }

  /**
   * Calls {@code callback} with each callable node {@code op} references (resolved from the
   * symbol table holding {@code op}, each reference once per {@code resolved} map) and the op
   * holding the reference.
   */
  private void walkReferencedSymbolNodes(Operation op, CallGraph cg, Map<SymbolRefAttr, Node> resolved,
      BiConsumer<Node, Operation> callback) {
    List<SymbolTable.SymbolUse> uses = SymbolTable.getSymbolUses(op);
    if (uses == null) {
      return;
    }
    Operation symbolTableOp = op.getParentOp();
    for (SymbolTable.SymbolUse use : uses) {
      Node node;
      if (resolved.containsKey(use.ref())) {
        node = resolved.get(use.ref());
      } else {
        resolved.put(use.ref(), null);
        Operation symbol = symbolTableOp == null ? null : symbolTable.lookupNearestSymbolFrom(symbolTableOp, use.ref());
        CallableOpInterface callable = symbol == null ? null : symbol.getInterface(CallableOpInterface.class);
        if (callable == null) {
          continue;
        }
        node = callable.getCallableRegion(symbol) == null ? null : cg.lookupNode(callable.getCallableRegion(symbol));
        resolved.put(use.ref(), node);
      }
      if (node != null) {
        callback.accept(node, use.user());
      }
    }
  }

  /** Drops the uses {@code callOp} (inside {@code userNode}) holds, after it was inlined. */
  void dropCallUses(Node userNode, Operation callOp, CallGraph cg) {
    Map<Node, Integer> userRefs = user(userNode).innerUses;
    walkReferencedSymbolNodes(callOp, cg, new HashMap<>(), (node, user) -> {
      Integer count = userRefs.get(node);
      if (count == null) {
        return;
      }
      userRefs.put(node, count - 1);
      discardableSymNodeUses.merge(node, -1, Integer::sum);
    });
  }

  /** Forgets {@code node} (and its children) and the uses it held. */
  void eraseNode(Node node) {
    for (Edge e : node.edges()) {
      if (e.kind() == EdgeKind.CHILD) {
        eraseNode(e.target());
      }
    }
    User uses = nodeUses.remove(node);
    if (uses != null) {
      decrementDiscardableUses(uses);
    }
    discardableSymNodeUses.remove(node);
  }

  /** Whether {@code node} has no uses left and may be erased. */
  boolean isDead(Node node) {
    Operation nodeOp = node.getCallableRegion().getParentOp();
    if (nodeOp.getInterface(SymbolOpInterface.class) == null) {
      return SideEffects.isMemoryEffectFree(nodeOp) && nodeOp.getResults().stream().allMatch(r -> r.hasNoUses());
    }
    Integer uses = discardableSymNodeUses.get(node);
    return uses != null && uses == 0;
  }

  /** Whether {@code node} has one use left and may be erased once it is inlined there. */
  boolean hasOneUseAndDiscardable(Node node) {
    Operation nodeOp = node.getCallableRegion().getParentOp();
    if (nodeOp.getInterface(SymbolOpInterface.class) == null) {
      long uses = nodeOp.getResults().stream().mapToLong(r -> r.getNumUses()).sum();
      return SideEffects.isMemoryEffectFree(nodeOp) && uses == 1;
    }
    Integer uses = discardableSymNodeUses.get(node);
    return uses != null && uses == 1;
  }

  /** Counts again the discardable callables {@code node}'s op references. */
  void recomputeUses(Node node, CallGraph cg) {
    Operation parentOp = node.getCallableRegion().getParentOp();
    User old = nodeUses.get(node);
    if (old != null) {
      decrementDiscardableUses(old);
    }
    User uses = new User();
    nodeUses.put(node, uses);
    walkReferencedSymbolNodes(parentOp, cg, new HashMap<>(), (refNode, user) -> {
      if (!discardableSymNodeUses.containsKey(refNode)) {
        return;
      }
      if (user != parentOp) {
        uses.innerUses.merge(refNode, 1, Integer::sum);
      } else if (!uses.topLevelUses.add(refNode)) {
        return;
      }
      discardableSymNodeUses.merge(refNode, 1, Integer::sum);
    });
  }

  /** After a copy of {@code callee} was inlined into {@code caller}, the caller holds its uses too. */
  void mergeUsesAfterInlining(Node callee, Node caller) {
    User calleeUses = user(callee);
    User callerUses = user(caller);
    for (Map.Entry<Node, Integer> e : calleeUses.innerUses.entrySet()) {
      callerUses.innerUses.merge(e.getKey(), e.getValue(), Integer::sum);
      discardableSymNodeUses.merge(e.getKey(), e.getValue(), Integer::sum);
    }
  }

  private User user(Node node) {
    return nodeUses.computeIfAbsent(node, n -> new User());
  }

  private void decrementDiscardableUses(User uses) {
    for (Node node : uses.topLevelUses) {
      discardableSymNodeUses.merge(node, -1, Integer::sum);
    }
    for (Map.Entry<Node, Integer> e : uses.innerUses.entrySet()) {
      discardableSymNodeUses.merge(e.getKey(), -e.getValue(), Integer::sum);
    }
  }
}
