package jopt.passes.mergealloc.facts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.memref.ExtractAlignedPointerAsIndexOp;
import jopt.dialects.memref.ExtractStridedMetadataOp;
import jopt.dialects.scf.ForOp;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.type.MemRefType;
import jopt.passes.analysis.BufferViewFlowAnalysis;

/**
 * What merge-alloc asks of an allocation and the ops around it: whether it can be merged (static
 * shape, identity layout, an alignment the arena's divides), its bytes, the allocation scope it
 * belongs to, and which ops let a buffer escape or have regions the lifetimes follow.
 */
public final class Allocations {
  private Allocations() {}

  /**
   * Ops whose regions are control flow the lifetimes follow: region branches, loops, and the
   * terminators with regions of those (scf.reduce, scf.forall.in_parallel).
   */
  public static boolean isControlFlow(Operation op) {
    return op.getInterface(RegionBranchOpInterface.class) != null
        || op.getInterface(LoopLikeOpInterface.class) != null
        || op.hasTrait(Traits.IsTerminator.class);
  }

  /**
   * Whether the memref operands of {@code op} escape the function's control: returned from it,
   * passed to a call, carried to the next iteration of a sequential loop, freed or reallocated
   * (a Free effect), turned into a pointer or a descriptor, or handed to the ownership ops of
   * the deallocation dialect.
   */
  public static boolean escapes(Operation op) {
    Operation parent = op.getParentOp();
    if (parent != null && op.hasTrait(Traits.IsTerminator.class)) {
      if (parent.getInterface(CallableOpInterface.class) != null) {
        return true; // a return
      }
      if (parent.getInterface(LoopLikeOpInterface.class) != null
          && !parent.hasTrait(Traits.ParallelIterations.class)) {
        return true; // yielded to the next iteration (scf.yield of scf.for, scf.condition)
      }
    }
    if (op.getInterface(CallOpInterface.class) != null
        || ExtractAlignedPointerAsIndexOp.SPEC.isa(op) || ExtractStridedMetadataOp.SPEC.isa(op)
        || "deallocation".equals(op.getDialectNamespace())) {
      return true;
    }
    return MemoryEffects.hasEffect(op, MemoryEffects.Kind.FREE, null);
  }

  public static boolean touchesMemRefsInside(Operation op) {
    boolean[] found = {false};
    for (jopt.ir.Region r : op.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation o : b.getOpList()) {
          o.walk(n -> {
            for (Value v : n.getOperands()) {
              found[0] |= BufferViewFlowAnalysis.isMemRef(v);
            }
          });
        }
      }
    }
    return found[0];
  }

  public static boolean isMergeable(Operation alloc, long alignment) {
    if (alloc.getNumOperands() != 0
        || !(alloc.getResult(0).getType() instanceof MemRefType t)
        || !t.hasIdentityLayout() || byteSize(t) < 0) {
      return false;
    }
    if (alloc.getAttr("alignment") instanceof IntegerAttr a
        && (a.getValue() <= 0 || alignment % a.getValue() != 0)) {
      return false;
    }
    return true;
  }

  /**
   * Bytes of a static memref, or -1 when its element size is unknown or the size does not fit
   * in 63 bits (such a buffer is not merged: it could not be placed in any arena).
   */
  public static long byteSize(MemRefType t) {
    long bits = elementBits(t.getElementType());
    if (bits <= 0) {
      return -1;
    }
    try {
      long n = 1;
      for (long d : t.getShape()) {
        n = Math.multiplyExact(n, d);
      }
      return Math.multiplyExact(n, (bits + 7) / 8);
    } catch (ArithmeticException tooLarge) {
      return -1;
    }
  }

  public static long elementBits(jopt.ir.Type e) {
    if (e instanceof jopt.ir.type.IndexType) {
      return 64;
    }
    if (e instanceof jopt.ir.type.IntegerType it) {
      int w = it.width();
      return w <= 8 ? 8 : w <= 16 ? 16 : w <= 32 ? 32 : w <= 64 ? 64 : -1;
    }
    if (e instanceof jopt.ir.type.FloatType ft) {
      return ft.getWidth() <= 16 ? 16 : ft.getWidth() <= 32 ? 32 : ft.getWidth() <= 64 ? 64 : -1;
    }
    return -1;
  }

  /** The block of the nearest enclosing automatic allocation scope other than scf.for (or affine.for). */
  public static Block scopeOf(Operation alloc) {
    return scopeOf(alloc, new HashMap<>());
  }

  /** Stands in {@link #scopeOf}'s memo for a block with no enclosing scope. */
  private static final Block NO_SCOPE = new Block();

  /**
   * {@link #scopeOf(Operation)}, each block's answer kept in {@code memo}: the allocations of a
   * nest n deep find their scopes in O(n) in all, not O(n) each (merge-alloc on 10,000 nested
   * scf.if climbed 5 * 10^7 times).
   */
  public static Block scopeOf(Operation alloc, Map<Block, Block> memo) {
    List<Block> path = new ArrayList<>();
    Block found = NO_SCOPE;
    for (Block b = alloc.getBlock(); b != null; ) {
      Block known = memo.get(b);
      if (known != null) {
        found = known;
        break;
      }
      path.add(b);
      Operation p = b.getParentOp();
      if (p == null) {
        break;
      }
      if (p.hasTrait(Traits.AutomaticAllocationScope.class) && !ForOp.SPEC.isa(p)
          && !jopt.dialects.affine.AffineForOp.SPEC.isa(p)) {
        found = b;
        break;
      }
      b = p.getBlock();
    }
    for (Block b : path) {
      memo.put(b, found);
    }
    return found == NO_SCOPE ? alloc.getBlock() : found;
  }
}
