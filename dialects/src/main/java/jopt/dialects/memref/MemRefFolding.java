package jopt.dialects.memref;

import jopt.ir.type.ShapedType;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;
import jopt.ir.type.StridesAndOffset;

/**
 * memref folders and patterns that memory IR needs (MLIR's foldMemRefCast, DimOp::fold,
 * CastOp::fold and SimplifyDeadAlloc).
 */
public final class MemRefFolding {
  private MemRefFolding() {}

  /**
   * MLIR's foldMemRefCast: operands produced by a {@code memref.cast} of a ranked memref are
   * replaced by the cast's source, in place; {@code inner} (may be null) is left alone.
   */
  static boolean foldMemRefCast(Operation op, Value inner) {
    boolean folded = false;
    for (OpOperand use : op.getOpOperands()) {
      Operation cast = use.get().getDefiningOp();
      if (cast != null && cast.getName().equals(CastOp.SPEC.name()) && use.get() != inner
          && !(CastOp.of(cast).source().getType() instanceof UnrankedMemRefType)) {
        use.set(CastOp.of(cast).source());
        folded = true;
      }
    }
    return folded;
  }

  public static boolean foldMemRefCast(Operation op) {
    return foldMemRefCast(op, null);
  }

  /** MLIR's FoldCopyOfCast: a cast operand is skipped when the cast only loses static information. */
  static boolean foldCopyOfCast(Operation op) {
    for (OpOperand use : op.getOpOperands()) {
      CastOp cast = foldableCast(use.get());
      if (cast != null) {
        use.set(cast.source());
        return true;
      }
    }
    return false;
  }

  /**
   * The memref.cast {@code v} comes from, when a consumer may read the cast's source instead
   * ({@link #canFoldIntoConsumer}); else null.
   */
  static CastOp foldableCast(Value v) {
    Operation cast = v.getDefiningOp();
    return cast != null && CastOp.SPEC.isa(cast) && canFoldIntoConsumer(cast) ? CastOp.of(cast) : null;
  }

  /** MLIR's CastOp::canFoldIntoConsumerOp: the source is ranked and at least as static. */
  static boolean canFoldIntoConsumer(Operation cast) {
    if (!(CastOp.of(cast).source().getType() instanceof MemRefType src)
        || !(cast.getResult(0).getType() instanceof MemRefType dst)) {
      return false;
    }
    if (!src.getElementType().equals(dst.getElementType()) || src.getRank() != dst.getRank()) {
      return false;
    }
    StridesAndOffset s = src.getStridesAndOffset();
    StridesAndOffset d = dst.getStridesAndOffset();
    if (s == null || d == null) {
      return false;
    }
    for (int i = 0; i < src.getRank(); i++) {
      if (isDynamic(src.getDimSize(i)) && !isDynamic(dst.getDimSize(i))) {
        return false;
      }
    }
    if (isDynamic(s.offset()) && !isDynamic(d.offset())) {
      return false;
    }
    for (int i = 0; i < s.getRank(); i++) {
      if (isDynamic(s.getStride(i)) && !isDynamic(d.getStride(i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isDynamic(long v) {
    return v == ShapedType.DYNAMIC;
  }

  /**
   * memref.cast: MLIR's CastOp::fold (a cast of a cast of a ranked memref casts the source,
   * in place), then CastOpInterface's fold of a cast to its own type.
   */
  static boolean foldCast(Operation op, List<OpFoldResult> results) {
    CastOp cast = CastOp.of(op);
    if (foldMemRefCast(op)) {
      return true;
    }
    if (cast.source().getType().equals(cast.dest().getType())) {
      results.add(OpFoldResult.of(cast.source()));
      return true;
    }
    return false;
  }

  /**
   * MLIR's DimOp::fold: with a constant in-bounds index, a static size, the size operand of the
   * alloc, alloca, view or subview defining a dynamic one, else the cast folder.
   */
  static boolean foldDim(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    DimOp dim = DimOp.of(op);
    if (!(operands.get(1) instanceof IntegerAttr index) || !(dim.source().getType() instanceof MemRefType type)) {
      return false;
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
    int dynamicBefore = type.getDynamicDimIndex((int) i);
    Operation def = dim.source().getDefiningOp();
    String name = def == null ? "" : def.getName();
    if (name.equals(AllocOp.SPEC.name()) || name.equals(AllocaOp.SPEC.name())) {
      results.add(OpFoldResult.of(def.getOperand(dynamicBefore)));
      return true;
    }
    if (name.equals(ViewOp.SPEC.name())) {
      results.add(OpFoldResult.of(def.getOperand(2 + dynamicBefore)));
      return true;
    }
    if (name.equals(SubViewOp.SPEC.name())) {
      Value v = SubViewOp.of(def).dynamicSizeOfResultDim((int) i);
      if (v != null) {
        results.add(OpFoldResult.of(v));
        return true;
      }
    }
    return foldMemRefCast(op);
  }

  /** Whether each entry of a mixed list (statics, with DYNAMIC taken from {@code dynamic}) is {@code c}. */
  static boolean allConstant(long[] statics, List<Value> dynamic, long c) {
    for (int i = 0, d = 0; i < statics.length; i++) {
      Long v = statics[i] == ShapedType.DYNAMIC ? OpFoldResult.getConstantIntValue(dynamic.get(d++)) : Long.valueOf(statics[i]);
      if (v == null || v != c) {
        return false;
      }
    }
    return true;
  }

  /** Whether two mixed lists hold the same entries (same constants, or the same values). */
  static boolean sameMixed(long[] a, List<Value> ad, long[] b, List<Value> bd) {
    if (a.length != b.length) {
      return false;
    }
    for (int i = 0, x = 0, y = 0; i < a.length; i++) {
      Object va = a[i] == ShapedType.DYNAMIC ? ad.get(x++) : Long.valueOf(a[i]);
      Object vb = b[i] == ShapedType.DYNAMIC ? bd.get(y++) : Long.valueOf(b[i]);
      if (!va.equals(vb)) {
        return false;
      }
    }
    return true;
  }

  /**
   * MLIR's SimplifyDeadAlloc: an alloc whose only users are deallocs of it and stores into it
   * is erased with those users. With {@code keepFreed} (jopt's realloc), not when a dealloc
   * frees it: erasing a realloc and the dealloc of its result would leave its source unfreed.
   */
  static final class SimplifyDeadAlloc extends RewritePattern {
    private final boolean keepFreed;

    SimplifyDeadAlloc(String rootName) {
      this(rootName, false);
    }

    SimplifyDeadAlloc(String rootName, boolean keepFreed) {
      super(rootName);
      this.keepFreed = keepFreed;
    }

    @Override
    public boolean matchAndRewrite(Operation alloc, PatternRewriter rewriter) {
      List<Operation> users = alloc.getResult(0).getUsers();
      for (OpOperand use : alloc.getResult(0).getUses()) {
        Operation user = use.getOwner();
        boolean storeInto = user.getName().equals("memref.store")
            && use.getOperandNumber() == 1;
        boolean dealloc = user.getName().equals("memref.dealloc");
        if (!storeInto && !dealloc || dealloc && keepFreed) {
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
