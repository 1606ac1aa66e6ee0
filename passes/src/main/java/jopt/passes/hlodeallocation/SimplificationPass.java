package jopt.passes.hlodeallocation;

import jopt.dialects.func.FuncOp;
import jopt.ir.rewrite.Builder;
import jopt.dialects.memref.DeallocOp;
import jopt.dialects.deallocation.OwnOp;
import jopt.dialects.deallocation.NullOp;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passes.analysis.RegionEdge;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.deallocation.RetainOp;
import jopt.ir.BlockArgument;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.transforms.Canonicalizer;

/**
 * hlo-deallocation-simplification (MLIR-HLO), on each retain in walk order, with the
 * nullability of {@link AllocNullability}: a retain whose allocs are all always null becomes
 * {@code deallocation.null} (one for all its results, left even when unused);
 * {@code retain() of(%o)} with {@code %o} never null and its allocation known becomes
 * {@code memref.dealloc} of it; and, the seed's rule, {@code retain(%m) of(%o)} with {@code %o}
 * the indicator paired with {@code %m} is {@code %o}. Then every own without uses is erased, and
 * an own whose indicator is only passed along region edges and never used becomes a null.
 *
 * <p>{@code prune-ownership=true} (jopt's extension, not the original's) goes on until nothing
 * changes with {@link OwnershipPruning} (null allocs dropped from retains, ownership iter_args and
 * results nobody needs removed) and ends with folding and dead-op removal.
 */
public final class SimplificationPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-deallocation-simplification",
      "Simplifies deallocation.retain ops.", FuncOp.NAME, SimplificationPass::new);

  private final PassOption<Boolean> pruneOwnership = option(PassOption.ofBool("prune-ownership",
      "Also drop null allocs from retains and ownership values nobody needs, repeat to a "
          + "fixpoint, then fold and erase dead ops (jopt's extension)", false));

  private FrozenPatternSet cleanup;

  public SimplificationPass() {
    super(INFO);
  }

  @Override
  public void initialize(MLIRContext ctx) {
    cleanup = new FrozenPatternSet(Canonicalizer.allPatterns(ctx).getPatterns(), p -> true);
  }

  @Override
  protected void runOnOperation() {
    Operation func = getOperation();
    if (func.getRegion(0).isEmpty()) {
      return; // a declaration: nothing to simplify
    }
    Roots roots = Roots.analyze(func);
    List<Operation> retains = new ArrayList<>();
    func.walk(op -> {
      if (RetainOp.SPEC.isa(op)) {
        retains.add(op);
      }
    });
    for (Operation retain : retains) {
      simplify(retain, roots);
    }
    List<Operation> owns = new ArrayList<>();
    func.walk(op -> {
      if (OwnOp.SPEC.isa(op)) {
        owns.add(op);
      }
    });
    for (Operation own : owns) {
      if (own.use_empty()) {
        own.erase();
      } else if (isOnlyPassedAlong(own.getResult(0))) {
        own.getResult(0).replaceAllUsesWith(createNull(own));
        own.erase();
      }
    }
    if (pruneOwnership.getValue()) {
      OwnershipPruning.run(func, getContext());
      Canonicalizer.cleanUp(func, cleanup);
    }
  }

  private void simplify(Operation retain, Roots roots) {
    List<Value> retained = RetainOp.getRetained(retain);
    List<Value> allocs = RetainOp.getAllocs(retain);
    if (allocs.stream().allMatch(AllocNullability::isAlwaysNull)) {
      Value nul = createNull(retain);
      for (int i = 0; i < retain.getNumResults(); i++) {
        retain.getResult(i).replaceAllUsesWith(nul);
      }
      retain.erase();
      return;
    }
    if (retained.isEmpty() && allocs.size() == 1) {
      AllocNullability.Info info = AllocNullability.of(allocs.get(0));
      // Only the allocation itself can be freed, never a view of it (jopt's guard).
      if (info.nullability() != AllocNullability.NEVER_NULL || info.nonNullValue() == null
          || !roots.isRoot(info.nonNullValue())) {
        return;
      }
      DeallocOp.create(before(retain), retain.getLoc(), info.nonNullValue());
      retain.erase();
      return;
    }
    if (retained.size() == 1 && allocs.size() == 1 && isIndicatorOf(allocs.get(0), retained.get(0))) {
      retain.getResult(0).replaceAllUsesWith(allocs.get(0));
      retain.erase();
    }
  }

  /**
   * Whether {@code o} is the indicator hlo-deallocate pairs with {@code m}: its own, or the
   * ownership argument or result in m's position among a region's arguments or an op's results
   * (not a function's, whose ownership arguments come from elsewhere).
   */
  private static boolean isIndicatorOf(Value o, Value m) {
    Operation def = o.getDefiningOp();
    if (OwnOp.SPEC.isa(def)) {
      return def.getOperand(0) == m;
    }
    if (o instanceof BlockArgument a && !RegionEdge.isRegionBranch(a.getOwner().getParentOp())) {
      return false;
    }
    if (def != null && !RegionEdge.isRegionBranch(def)) {
      return false;
    }
    return AllocNullability.ownedValue(o) == m;
  }

  /**
   * Whether {@code value} is only passed along region-branch edges (as operand of a
   * region-branch op or of a terminator of its regions) to values that are themselves only passed
   * along.
   */
  static boolean isOnlyPassedAlong(Value value) {
    Set<Value> pending = new HashSet<>();
    List<Value> work = new ArrayList<>(List.of(value));
    while (!work.isEmpty()) {
      Value v = work.remove(work.size() - 1);
      if (!pending.add(v)) {
        continue;
      }
      for (OpOperand use : v.getUses()) {
        Operation owner = use.getOwner();
        Operation rbi = owner;
        Region point = null;
        if (owner.hasTrait(Traits.IsTerminator.class)) {
          rbi = owner.getParentOp();
          point = owner.getParentRegion();
        }
        if (!RegionEdge.isRegionBranch(rbi)) {
          return false;
        }
        for (RegionEdge e : RegionEdge.successors(rbi, point)) {
          Value next = e.successorValue(use.getOperandNumber());
          if (next == null) {
            return false;
          }
          work.add(next);
        }
      }
    }
    return true;
  }

  private Builder before(Operation op) {
    Builder b = new Builder(getContext());
    b.setInsertionPoint(op);
    return b;
  }

  private Value createNull(Operation before) {
    return NullOp.create(before(before), before.getLoc()).result();
  }
}
