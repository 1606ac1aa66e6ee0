package jopt.passes.inliner;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import jopt.passes.inliner.CallGraph.Edge;
import jopt.passes.inliner.CallGraph.Node;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.interfaces.SymbolTableCollection;
import jopt.ir.Traits;
import jopt.ir.interfaces.CallOpInterface;

/**
 * MLIR's Inliner: the call graph's strongly connected components bottom-up (callees before
 * callers); in each, the callables are simplified (the caller's {@link Simplifier}) and their
 * calls inlined, again and again while something is inlined, up to {@code maxIterations} times.
 * A private callable whose last use was inlined is moved in instead of copied and erased, as is a
 * private callable nothing uses; calls that inlining brings in are inlined too, unless they call
 * back into a callee they came from.
 */
final class Inliner {
  /** Runs the optimization pipeline on one callable op; false on failure. */
  interface Simplifier {
    boolean simplify(Operation callable);
  }

  /** A call inside {@code sourceNode} whose callee is {@code targetNode}. */
  record ResolvedCall(Operation call, Node sourceNode, Node targetNode) {}

  private final Operation op;
  private final CallGraph cg;
  private final Simplifier simplifier;
  private final int maxIterations;
  private final Predicate<ResolvedCall> isProfitable;
  private final SymbolTableCollection symbolTable = new SymbolTableCollection();
  private final List<ResolvedCall> calls = new ArrayList<>();
  private final Set<Node> deadNodesToErase = new LinkedHashSet<>();
  private CallGraphUses useList;

  Inliner(Operation op, CallGraph cg, Simplifier simplifier, int maxIterations, Predicate<ResolvedCall> isProfitable) {
    this.op = op;
    this.cg = cg;
    this.simplifier = simplifier;
    this.maxIterations = maxIterations;
    this.isProfitable = isProfitable;
  }

  /** Inlines what is legal and profitable; false when a simplification pipeline failed. */
  boolean doInlining() {
    useList = new CallGraphUses(op, cg, symbolTable);
    for (List<Node> scc : cg.sccs()) {
      if (!inlineSCC(scc)) {
        return false;
      }
    }
    for (Node node : deadNodesToErase) {
      Operation callable = node.getCallableRegion().getParentOp();
      callable.dropAllReferences();
      callable.erase();
    }
    return true;
  }

  private boolean inlineSCC(List<Node> scc) {
    int iteration = 0;
    do {
      if (!optimizeSCC(scc)) {
        return false;
      }
      if (!inlineCallsInSCC(scc)) {
        break;
      }
    } while (++iteration < maxIterations);
    return true;
  }

  /**
   * Simplifies the callables of the component that can be: not the external node, not one with
   * nested callables (simplifying might erase them), and only ops isolated from above.
   */
  private boolean optimizeSCC(List<Node> scc) {
    List<Node> nodesToVisit = new ArrayList<>();
    for (Node node : scc) {
      if (node.isExternal() || node.hasChildren()
          || !node.getCallableRegion().getParentOp().hasTrait(Traits.IsolatedFromAbove.class)) {
        continue;
      }
      nodesToVisit.add(node);
    }
    for (Node node : nodesToVisit) {
      if (!simplifier.simplify(node.getCallableRegion().getParentOp())) {
        return false;
      }
    }
    for (Node node : nodesToVisit) {
      useList.recomputeUses(node, cg);
    }
    return true;
  }

  /** Inlines the calls of the component's callables; true when any was inlined. */
  private boolean inlineCallsInSCC(List<Node> scc) {
    Set<Node> deadNodes = new LinkedHashSet<>();
    for (Node node : scc) {
      if (node.isExternal()) {
        continue;
      }
      if (useList.isDead(node)) {
        deadNodes.add(node);
      } else {
        collectCallOps(node.getCallableRegion().getBlocks(), node, false);
      }
    }
    // For each call, the index in inlineHistory of the inlining that brought it in (null: none).
    List<Integer> callHistory = new ArrayList<>();
    for (int i = 0; i < calls.size(); i++) {
      callHistory.add(null);
    }
    List<Node> historyNodes = new ArrayList<>();
    List<Integer> historyParents = new ArrayList<>();
    boolean inlinedAny = false;
    for (int i = 0; i < calls.size(); i++) {
      ResolvedCall it = calls.get(i);
      if (deadNodes.contains(it.sourceNode())) {
        continue;
      }
      Integer historyId = callHistory.get(i);
      boolean inHistory = false;
      for (Integer h = historyId; h != null; h = historyParents.get(h)) {
        if (historyNodes.get(h) == it.targetNode()) {
          inHistory = true;
          break;
        }
      }
      if (inHistory || !shouldInline(it)) {
        continue;
      }
      int prevSize = calls.size();
      Region targetRegion = it.targetNode().getCallableRegion();
      // The last call of a discardable callee takes its body instead of a copy.
      boolean inlineInPlace = useList.hasOneUseAndDiscardable(it.targetNode());
      Operation call = it.call();
      if (!InliningUtils.inlineCall(call, targetRegion.getParentOp(), targetRegion, !inlineInPlace,
          this::processInlinedBlocks)) {
        continue;
      }
      inlinedAny = true;
      int newHistoryId = historyNodes.size();
      historyNodes.add(it.targetNode());
      historyParents.add(historyId);
      for (int k = prevSize; k < calls.size(); k++) {
        callHistory.add(newHistoryId);
      }
      useList.dropCallUses(it.sourceNode(), call, cg);
      useList.mergeUsesAfterInlining(it.targetNode(), it.sourceNode());
      call.dropAllReferences();
      call.erase();
      if (inlineInPlace) {
        useList.eraseNode(it.targetNode());
        deadNodes.add(it.targetNode());
      }
    }
    for (Node node : deadNodes) {
      scc.remove(node);
      deadNodesToErase.add(node);
    }
    calls.clear();
    return inlinedAny;
  }

  /** Collects the calls of inlined blocks, for the node of the closest enclosing callable. */
  private void processInlinedBlocks(List<Block> blocks) {
    Region region = blocks.get(0).getParent();
    Node node;
    while ((node = cg.lookupNode(region)) == null) {
      region = region.getParentOp().getParentRegion();
    }
    collectCallOps(blocks, node, true);
  }

  /**
   * MLIR's collectCallOps: the calls in {@code blocks} (a LIFO of blocks, each block's ops in
   * order) with a callee in the graph, attributed to the node of the callable they are in; the
   * regions of nested callables only when {@code traverseNestedCallables}.
   */
  private void collectCallOps(List<Block> blocks, Node sourceNode, boolean traverseNestedCallables) {
    List<Block> worklist = new ArrayList<>();
    List<Node> worklistNodes = new ArrayList<>();
    for (Block b : blocks) {
      worklist.add(b);
      worklistNodes.add(sourceNode);
    }
    while (!worklist.isEmpty()) {
      Block block = worklist.remove(worklist.size() - 1);
      Node node = worklistNodes.remove(worklistNodes.size() - 1);
      for (Operation nested : block.getOperations()) {
        CallOpInterface call = nested.getInterface(CallOpInterface.class);
        if (call != null) {
          Node target = cg.resolveCallable(nested, symbolTable);
          if (!target.isExternal()) {
            calls.add(new ResolvedCall(nested, node, target));
          }
          continue;
        }
        for (Region region : nested.getRegions()) {
          Node nestedNode = cg.lookupNode(region);
          if (traverseNestedCallables || nestedNode == null) {
            for (Block b : region.getBlocks()) {
              worklist.add(b);
              worklistNodes.add(nestedNode != null ? nestedNode : node);
            }
          }
        }
      }
    }
  }

  /**
   * Not a terminator; not recursive (the callee calls itself or the caller, or contains the
   * call); a multi-block callee only where the caller's region may hold blocks; and profitable.
   */
  private boolean shouldInline(ResolvedCall resolved) {
    Operation call = resolved.call();
    if (call.hasTrait(Traits.IsTerminator.class)) {
      return false;
    }
    for (Edge edge : resolved.targetNode().edges()) {
      if (edge.target() == resolved.targetNode() || edge.target() == resolved.sourceNode()) {
        return false;
      }
    }
    Region callableRegion = resolved.targetNode().getCallableRegion();
    if (callableRegion.isAncestor(call)) {
      return false;
    }
    boolean calleeHasMultipleBlocks = callableRegion.getBlocks().size() >= 2;
    Operation callerOp = call.getParentOp();
    boolean callerRegionSupportsMultipleBlocks = callableRegion.getParentOp().getName().equals(callerOp.getName())
        || !callerOp.hasTrait(Traits.SingleBlock.class);
    if (calleeHasMultipleBlocks && !callerRegionSupportsMultipleBlocks) {
      return false;
    }
    return isProfitable.test(resolved);
  }
}
