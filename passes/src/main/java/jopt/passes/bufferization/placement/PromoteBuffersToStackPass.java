package jopt.passes.bufferization.placement;

import java.math.BigInteger;
import java.util.Set;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.analysis.DataLayout;
import jopt.dialects.bufferization.AllocationOpInterface;
import jopt.dialects.memref.RankOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.type.MemRefType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * {@code promote-buffers-to-stack} (upstream MLIR's): each heap allocation no op frees, small
 * enough and kept inside an automatic allocation scope becomes its stack form
 * ({@link AllocationOpInterface#buildPromotedAlloc}, memref.alloca with the same operands and
 * attributes). Small: a static shape of at most {@code max-alloc-size-in-bytes} bytes (default
 * data layout), or a rank of at most {@code max-rank-of-allocated-memref} with every dynamic
 * size a {@code memref.rank}. Kept inside: walking out from the allocation's region through
 * region-branch ops that are not loops, an op with an automatic allocation scope is reached
 * whose region no alias of the buffer leaves through a return-like terminator. Element types
 * without a size in the default layout are not promoted (mlir-opt-22 aborts on them), nor sizes
 * beyond 64 bits (mlir-opt-22 computes them wrapped around).
 */
public final class PromoteBuffersToStackPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("promote-buffers-to-stack",
      "Promotes heap-based allocations to automatically managed stack-based allocations",
      "func.func", PromoteBuffersToStackPass::new);

  private final PassOption<Long> maxAllocSizeInBytes = option(PassOption.ofUnsigned(
      "max-alloc-size-in-bytes", "Maximal size in bytes to promote allocations to stack.", 1024));
  private final PassOption<Long> maxRankOfAllocatedMemRef = option(PassOption.ofUnsigned(
      "max-rank-of-allocated-memref", "Maximal memref rank to promote dynamic buffers.", 1));

  public PromoteBuffersToStackPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    Operation root = getOperation();
    BufferViewFlowAnalysis aliases = new BufferViewFlowAnalysis(root, BufferViewFlowAnalysis.Model.MLIR);
    Builder b = new Builder(root.getContext());
    for (BufferPlacementAllocs.Entry e : BufferPlacementAllocs.collect(root)) {
      Value alloc = e.alloc();
      if (e.dealloc() != null || !isSmall(alloc) || !hasAllocationScope(alloc, aliases)) {
        continue;
      }
      Operation op = alloc.getDefiningOp();
      AllocationOpInterface allocation = op.getInterface(AllocationOpInterface.class);
      if (allocation == null) {
        continue;
      }
      b.setInsertionPoint(BufferPlacementAllocs.startOperation(alloc, alloc.getParentBlock()));
      Operation alloca = allocation.buildPromotedAlloc(b, alloc);
      if (alloca == null) {
        continue;
      }
      alloc.replaceAllUsesWith(alloca.getResult(0));
      op.erase();
    }
  }

  /**
   * MLIR's defaultIsSmallAlloc (which asks for a memref.alloc: the allocations without a stack
   * form are left by {@link AllocationOpInterface#buildPromotedAlloc} instead).
   */
  private boolean isSmall(Value alloc) {
    Operation op = alloc.getDefiningOp();
    if (!(alloc.getType() instanceof MemRefType type)) {
      return false;
    }
    if (!type.hasStaticShape()) {
      // A size given by memref.rank is small; ranks are bounded to keep the product small.
      if (type.getRank() > maxRankOfAllocatedMemRef.getValue()) {
        return false;
      }
      for (Value operand : op.getOperands()) {
        if (operand.getDefiningOp() == null || !RankOp.SPEC.isa(operand.getDefiningOp())) {
          return false;
        }
      }
      return true;
    }
    long bits = DataLayout.typeSizeInBits(type.getElementType(), op);
    if (bits < 0) {
      return false;
    }
    BigInteger size = BigInteger.valueOf(bits);
    for (long d : type.getShape()) {
      size = size.multiply(BigInteger.valueOf(d));
    }
    return size.bitLength() < 64
        && size.compareTo(BigInteger.valueOf(maxAllocSizeInBytes.getValue()).shiftLeft(3)) <= 0;
  }

  /**
   * MLIR's hasAllocationScope: out from the allocation's region, an op with an automatic
   * allocation scope whose region no alias leaves, before a loop or an op that is neither
   * loop-like nor a region branch.
   */
  private static boolean hasAllocationScope(Value alloc, BufferViewFlowAnalysis aliases) {
    for (Region region = alloc.getParentRegion(); region != null; ) {
      Operation parent = region.getParentOp();
      if (parent == null) {
        break;
      }
      if (parent.hasTrait(Traits.AutomaticAllocationScope.class)
          && !leavesAllocationScope(region, aliases.resolve(alloc))) {
        return true;
      }
      if (RegionControlFlow.isLoop(parent) || !RegionControlFlow.isKnown(parent)) {
        break;
      }
      region = parent.getParentRegion();
    }
    return false;
  }

  /** Whether a return-like terminator of {@code region} passes on one of {@code aliases}. */
  private static boolean leavesAllocationScope(Region region, Set<Value> aliases) {
    for (Value alias : aliases) {
      for (Operation user : alias.getUsers()) {
        if ((user.hasTrait(Traits.ReturnLike.class)
            || user.getInterface(RegionBranchTerminatorOpInterface.class) != null)
            && user.getParentRegion() == region) {
          return true;
        }
      }
    }
    return false;
  }
}
