package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.MemRefType;
import jopt.ir.type.StridesAndOffset;

/**
 * memref folders and patterns that memory IR needs (MLIR's foldMemRefCast, DimOp::fold,
 * CastOp::fold and SimplifyDeadAlloc).
 */
final class MemRefFolding {
  private MemRefFolding() {}

  /**
   * MLIR's foldMemRefCast: operands produced by a {@code memref.cast} from a type with at least
   * as much static information are replaced by the cast's source, in place.
   */
  static boolean foldMemRefCast(Operation op) {
    boolean folded = false;
    for (OpOperand use : op.getOpOperands()) {
      Operation cast = use.get().getDefiningOp();
      if (cast != null && cast.getName().equals("memref.cast") && canFoldIntoConsumer(cast)) {
        use.set(cast.getOperand(0));
        folded = true;
      }
    }
    return folded;
  }

  /** MLIR's CastOp::canFoldIntoConsumerOp: the source is ranked and at least as static. */
  static boolean canFoldIntoConsumer(Operation cast) {
    if (!(cast.getOperand(0).getType() instanceof MemRefType src)
        || !(cast.getResult(0).getType() instanceof MemRefType dst)) {
      return false;
    }
    if (src.getRank() != dst.getRank()) {
      return false;
    }
    for (int i = 0; i < src.getRank(); i++) {
      if (isDynamic(src.getDimSize(i)) && !isDynamic(dst.getDimSize(i))) {
        return false;
      }
    }
    StridesAndOffset s = src.getStridesAndOffset();
    StridesAndOffset d = dst.getStridesAndOffset();
    if (s == null || d == null) {
      return false;
    }
    if (isDynamic(s.offset()) && !isDynamic(d.offset())) {
      return false;
    }
    for (int i = 0; i < s.strides().length; i++) {
      if (isDynamic(s.strides()[i]) && !isDynamic(d.strides()[i])) {
        return false;
      }
    }
    return true;
  }

  private static boolean isDynamic(long v) {
    return v == ShapedTypes.DYNAMIC;
  }

  /** {@code memref.cast %x : T to T} and a cast of a cast back to its source type fold. */
  static boolean foldCast(Operation op, List<OpFoldResult> results) {
    Type to = op.getResult(0).getType();
    if (op.getOperand(0).getType().equals(to)) {
      results.add(OpFoldResult.of(op.getOperand(0)));
      return true;
    }
    Operation inner = op.getOperand(0).getDefiningOp();
    if (inner != null && inner.getName().equals("memref.cast")
        && inner.getOperand(0).getType().equals(to)) {
      results.add(OpFoldResult.of(inner.getOperand(0)));
      return true;
    }
    return false;
  }

  /** {@code memref.dim} of a static size, or of an alloc's dynamic size operand. */
  static boolean foldDim(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    if (!(operands.get(1) instanceof IntegerAttr index)
        || !(op.getOperand(0).getType() instanceof MemRefType type)) {
      return foldMemRefCast(op);
    }
    long i = index.getInt();
    if (i < 0 || i >= type.getRank()) {
      return false;
    }
    long size = type.getDimSize((int) i);
    if (!isDynamic(size)) {
      results.add(OpFoldResult.of(IntegerAttr.getIndex(size)));
      return true;
    }
    Operation def = op.getOperand(0).getDefiningOp();
    if (def != null && (def.getName().equals("memref.alloc")
        || def.getName().equals("memref.alloca"))) {
      int dynamicBefore = 0;
      for (int d = 0; d < i; d++) {
        if (isDynamic(type.getDimSize(d))) {
          dynamicBefore++;
        }
      }
      results.add(OpFoldResult.of(def.getOperand(dynamicBefore)));
      return true;
    }
    return foldMemRefCast(op);
  }

  /**
   * MLIR's SimplifyDeadAlloc: an alloc whose only users are deallocs of it and stores into it
   * is erased with those users.
   */
  static final class SimplifyDeadAlloc extends RewritePattern {
    SimplifyDeadAlloc(String rootName) {
      super(rootName);
    }

    @Override
    public boolean matchAndRewrite(Operation alloc, PatternRewriter rewriter) {
      List<Operation> users = alloc.getResult(0).getUsers();
      for (OpOperand use : alloc.getResult(0).getUses()) {
        Operation user = use.getOwner();
        boolean storeInto = user.getName().equals("memref.store")
            && use.getOperandNumber() == 1;
        boolean dealloc = user.getName().equals("memref.dealloc");
        if (!storeInto && !dealloc) {
          return false;
        }
      }
      for (Operation user : new java.util.LinkedHashSet<>(users)) {
        rewriter.eraseOp(user);
      }
      rewriter.eraseOp(alloc);
      return true;
    }
  }
}
