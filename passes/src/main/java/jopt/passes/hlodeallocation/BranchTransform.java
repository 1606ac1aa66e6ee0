package jopt.passes.hlodeallocation;

import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.analysis.RegionEdge;
import jopt.passes.analysis.ValueOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import jopt.dialects.deallocation.OwnershipType;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.ods.OpSpec;

/**
 * hlo-deallocate on a region-branch op (RegionBranchOpInterface): each region's block gets an
 * ownership argument per memref argument and yields an ownership per memref it yields; the op is
 * rebuilt with an ownership result per memref result. A memref operand passes the ownership of
 * its allocation to the op when the block owns it and the op is its last use (nothing after the
 * op, and nothing in its regions, refers to its alias class); otherwise it passes a null
 * indicator. Releases inside the regions (reallocs, deallocs of values defined outside) are
 * implicit captures: allowed only in an if (two alternative regions), where the other region
 * must yield the released value, which then hands over its ownership.
 */
final class BranchTransform {
  private final Deallocator deallocator;
  private final Ownership state;

  BranchTransform(Deallocator deallocator) {
    this.deallocator = deallocator;
    this.state = deallocator.state;
  }

  /**
   * An if: two alternative regions that only leave to the parent, and not a loop; the only
   * region-branch op that may capture implicitly.
   */
  private static boolean isIf(Operation op) {
    if (op.getNumRegions() != 2 || op.getInterface(LoopLikeOpInterface.class) != null) {
      return false;
    }
    for (Region r : op.getRegions()) {
      if (RegionEdge.successors(op, r).stream().anyMatch(e -> e.successor() != null)) {
        return false;
      }
    }
    return true;
  }

  Deallocator.Result transform(Operation op, TreeSet<Value> owned) {
    List<Integer> originalNumArgs = new ArrayList<>();
    List<Deallocator.Result> byRegion = new ArrayList<>();
    boolean mayImplicitlyCapture = isIf(op);
    List<Value> handedIn = mayImplicitlyCapture && deallocator.freeInBranches
        ? handedIn(op, owned) : List.of();
    for (Region region : op.getRegions()) {
      originalNumArgs.add(region.isEmpty() ? 0 : region.front().getNumArguments());
      if (region.isEmpty()) {
        byRegion.add(Deallocator.Result.empty());
        continue;
      }
      Deallocator.Result r = deallocator.transformBlock(region.front(), true, handedIn);
      byRegion.add(r);
      if (!r.released().isEmpty() && !mayImplicitlyCapture) {
        // A realloc or free in a loop of a value defined outside it: it must be an iter arg.
        throw Deallocator.fail(op, "can't implicitly capture across loop boundaries; use an "
            + "explicit iter arg instead");
      }
    }
    TreeSet<Value> released = new TreeSet<>(ValueOrder.INSTANCE);
    if (byRegion.stream().anyMatch(r -> !r.released().isEmpty())) {
      released = implicitCapture(op, byRegion.get(0), byRegion.get(1));
    }
    released.addAll(handedIn);
    for (int i = 0; i < op.getNumRegions(); i++) {
      Region region = op.getRegion(i);
      if (!region.isEmpty()) {
        Operation t = region.front().getTerminator();
        t.insertOperands(t.getNumOperands(), byRegion.get(i).acquired());
      }
    }
    Value nul = null;
    for (Value operand : new ArrayList<>(op.getOperands())) {
      if (!Ownership.isMemRef(operand)) {
        continue;
      }
      Value o = state.findIndicator(operand);
      if (o != null && !released.contains(o) && owned.contains(o) && isLastUse(op, operand)) {
        // An allocation not used again: its ownership goes to the op.
        op.insertOperands(op.getNumOperands(), List.of(o));
        released.add(o);
      } else {
        if (nul == null) {
          nul = state.createNull(op, op.getLoc());
        }
        op.insertOperands(op.getNumOperands(), List.of(nul));
      }
    }
    int numOriginal = op.getNumResults();
    Operation newOp = rebuildWithOwnershipResults(op);
    List<Value> retained = new ArrayList<>(newOp.getResults().subList(numOriginal,
        newOp.getNumResults()));
    int k = 0;
    for (Value result : newOp.getResults()) {
      if (Ownership.isMemRef(result) && k < retained.size()) {
        state.setIndicator(result, retained.get(k++));
      }
    }
    unionAlongEdges(newOp, null);
    for (int i = 0; i < newOp.getNumRegions(); i++) {
      Region region = newOp.getRegion(i);
      unionAlongEdges(newOp, region);
      if (!region.isEmpty()) {
        List<Value> args = new ArrayList<>(region.front().getArguments());
        int n = originalNumArgs.get(i);
        unionMemRefsWith(args.subList(0, n), args.subList(n, args.size()));
      }
    }
    unionMemRefsWith(new ArrayList<>(newOp.getResults().subList(0, numOriginal)), retained);
    Deallocator.Result r = new Deallocator.Result(released, new ArrayList<>());
    r.acquired().addAll(retained);
    return r;
  }

  private void unionAlongEdges(Operation op, Region point) {
    BufferViewFlowAnalysis.forEachRegionBranchFlow(op, point, state.aliases::union);
  }

  /** Unions the i-th memref of {@code memrefs} with {@code others.get(i)}. */
  private void unionMemRefsWith(List<Value> memrefs, List<Value> others) {
    int i = 0;
    for (Value m : memrefs) {
      if (Ownership.isMemRef(m) && i < others.size()) {
        state.aliases.union(m, others.get(i++));
      }
    }
  }

  /**
   * Whether nothing after {@code op} in its block, nothing nested in it and none of its results
   * refers to the alias class of {@code operand} (op's own operands do not count): found from
   * the definitions and uses of the class's members.
   */
  private boolean isLastUse(Operation op, Value operand) {
    Block block = op.getBlock();
    for (Value m : state.aliases.members(operand)) {
      if (m instanceof OpResult res && refersAfter(op, block, res.getOwner())) {
        return false;
      }
      for (OpOperand use : m.getUses()) {
        if (use.getOwner() != op && refersAfter(op, block, use.getOwner())) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * jopt's extension of implicit capture: the indicators in {@code owned} (the enclosing
   * block's) whose alias class {@code op}, an if with both branches, refers to in its branches
   * while nothing after it in the block (its terminator included), none of its operands and
   * none of its results (not yet joined with the class) refers to the class. Each branch then
   * owns them: one that yields the buffer passes the ownership on with it, one that does not
   * frees it after its own last use of the class, so the buffer dies on the path that no longer
   * needs it instead of at the end of the enclosing block.
   */
  private List<Value> handedIn(Operation op, TreeSet<Value> owned) {
    for (Region region : op.getRegions()) {
      if (region.isEmpty()) {
        return List.of();
      }
    }
    Block block = op.getBlock();
    // The owned indicators of the buffer classes the branches use, found by one walk of the if
    // and then either the members of those classes or the owned buffers, whichever are fewer
    // (not a scan of every owned buffer's uses per if); in the order of `owned`, as the values a
    // branch yields follow it.
    java.util.Map<Value, Value> used = new java.util.HashMap<>(); // leader -> a used member
    long[] members = {0};
    op.walk(nested -> {
      if (nested == op) {
        return;
      }
      for (Value v : nested.getOperands()) {
        if (v.getType() instanceof jopt.ir.type.BaseMemRefType && state.aliases.contains(v)
            && used.putIfAbsent(state.aliases.leader(v), v) == null) {
          members[0] += state.aliases.size(v);
        }
      }
    });
    TreeSet<Value> candidates = new TreeSet<>(owned.comparator());
    if (members[0] <= owned.size()) {
      for (Value v : used.values()) {
        for (Value m : state.aliases.members(v)) {
          if (owned.contains(m)) {
            candidates.add(m);
          }
        }
      }
    } else {
      for (Value o : owned) {
        if (used.containsKey(state.aliases.leader(o))) {
          candidates.add(o);
        }
      }
    }
    List<Value> result = new ArrayList<>();
    for (Value o : candidates) {
      boolean usedInside = false;
      boolean usedElsewhere = false;
      for (Value m : state.aliases.members(o)) {
        if (op.getOperands().contains(m) || op.getResults().contains(m)) {
          usedElsewhere = true;
          break;
        }
        if (m instanceof OpResult res && after(op, block, res.getOwner())) {
          usedElsewhere = true;
          break;
        }
        for (OpOperand use : m.getUses()) {
          Operation user = use.getOwner();
          if (user.getBlock() == null) {
            continue;
          }
          if (op.isProperAncestor(user)) {
            usedInside = true;
          } else if (after(op, block, user)) {
            usedElsewhere = true;
            break;
          }
        }
        if (usedElsewhere) {
          break;
        }
      }
      if (usedInside && !usedElsewhere) {
        result.add(o);
      }
    }
    return result;
  }

  /** Whether {@code other} is, or is nested in, an op after {@code op} in {@code block}. */
  private static boolean after(Operation op, Block block, Operation other) {
    if (other.getBlock() == null) {
      return false;
    }
    Operation anc = Operation.findAncestorOpInBlock(block, other);
    return anc != null && anc != op && op.isBeforeInBlock(anc);
  }

  private static boolean refersAfter(Operation op, Block block, Operation other) {
    if (other.getBlock() == null) {
      return false;
    }
    if (op.isAncestor(other)) {
      return true;
    }
    Operation anc = Operation.findAncestorOpInBlock(block, other);
    return anc != null && op.isBeforeInBlock(anc);
  }

  /**
   * The implicit captures of an if: a value released by one branch only must be yielded by the
   * other, whose ownership of it becomes that of the yielded value.
   */
  private TreeSet<Value> implicitCapture(Operation op, Deallocator.Result thenResult,
      Deallocator.Result elseResult) {
    if (thenResult.released().equals(elseResult.released())) {
      return thenResult.released();
    }
    for (Value v : thenResult.released()) {
      if (!elseResult.released().contains(v)) {
        handOver(op, v, op.getRegion(1), elseResult);
      }
    }
    for (Value v : elseResult.released()) {
      if (!thenResult.released().contains(v)) {
        handOver(op, v, op.getRegion(0), thenResult);
      }
    }
    TreeSet<Value> released = new TreeSet<>(ValueOrder.INSTANCE);
    released.addAll(thenResult.released());
    released.addAll(elseResult.released());
    return released;
  }

  private void handOver(Operation op, Value v, Region region, Deallocator.Result result) {
    if (region.isEmpty()) {
      throw Deallocator.fail(op, "cannot implicitly capture from an if without else");
    }
    Operation terminator = region.front().getTerminator();
    int index = 0;
    for (Value operand : terminator.getOperands()) {
      if (state.findIndicator(operand) == v) {
        state.forgetIndicator(v);
        result.acquired().set(index, v);
        return;
      }
      index += Ownership.isMemRef(operand) ? 1 : 0;
    }
    throw Deallocator.fail(op, "released value not yielded on other branch");
  }

  /**
   * The operands appended to an op with operand segments (affine.for: lower bounds, upper
   * bounds, inits) belong to its last group, the loop-carried values, as scf.for's trailing ones.
   */
  private static void extendLastOperandSegment(Operation op, OperationState st) {
    if (!(op.getAttr("operandSegmentSizes") instanceof jopt.ir.attr.DenseArrayAttr sizes)) {
      return;
    }
    long[] v = sizes.asLongs();
    long total = 0;
    for (long x : v) {
      total += x;
    }
    if (v.length == 0 || total == op.getNumOperands()) {
      return;
    }
    int[] n = new int[v.length];
    for (int i = 0; i < v.length; i++) {
      n[i] = (int) v[i];
    }
    n[n.length - 1] += (int) (op.getNumOperands() - total);
    OpSpec.setOperandSegmentSizes(st, n);
  }

  /**
   * MLIR-HLO's moveRegionsToNewOpButKeepOldOp: the same op with an ownership result per memref
   * result and the added operands, its regions moved over; uses of the old results move.
   */
  private Operation rebuildWithOwnershipResults(Operation op) {
    OperationState st = new OperationState(op.getLoc(), op.getName());
    st.addOperands(op.getOperands());
    st.addTypes(op.getResultTypes());
    List<Type> extra = new ArrayList<>();
    for (Value r : op.getResults()) {
      if (Ownership.isMemRef(r)) {
        extra.add(OwnershipType.INSTANCE);
      }
    }
    st.addTypes(extra);
    st.addAttributes(op.getAttrDictionary());
    extendLastOperandSegment(op, st);
    for (Region r : op.getRegions()) {
      st.addRegion().takeBody(r);
    }
    Operation n = state.insertBefore(op, st);
    for (int i = 0; i < op.getNumResults(); i++) {
      op.getResult(i).replaceAllUsesWith(n.getResult(i));
    }
    op.erase();
    return n;
  }
}
