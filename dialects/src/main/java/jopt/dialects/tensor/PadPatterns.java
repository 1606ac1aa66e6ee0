package jopt.dialects.tensor;

import jopt.ir.type.ShapedType;
import jopt.ir.rewrite.OpFoldResult;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.RankedTensorType;

/**
 * MLIR's canonicalization patterns of tensor.pad, in its order: FoldStaticZeroPadding (a pad
 * by zeros is a cast), FoldSourceTensorCast (a pad of a cast that only loses static sizes pads
 * the cast's source), FoldTargetTensorCast (a pad whose one user is a cast to more static sizes
 * takes that type) and FoldStaticPadding (constant padding operands become static when that
 * makes the result type more static). The rebuilt pads take over the old pad's region.
 */
final class PadPatterns {
  private PadPatterns() {}

  static List<RewritePattern> all() {
    return List.of(new FoldStaticZeroPadding(), new FoldSourceTensorCast(), new FoldTargetTensorCast(),
        new FoldStaticPadding());
  }

  /** MLIR's preservesStaticInformation: {@code target} is at least as static as {@code source}. */
  public static boolean preservesStaticInformation(Type source, Type target) {
    if (!(source instanceof RankedTensorType s) || !(target instanceof RankedTensorType t)
        || !s.getElementType().equals(t.getElementType()) || s.getRank() != t.getRank()
        || !java.util.Objects.equals(s.getEncoding(), t.getEncoding())) {
      return false;
    }
    for (int i = 0; i < s.getRank(); i++) {
      if (s.getDimSize(i) != ShapedType.DYNAMIC && t.getDimSize(i) == ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /** A new pad of {@code source} with the given padding and type, taking {@code old}'s region and attributes. */
  private static Operation rebuild(PatternRewriter rewriter, Operation old, RankedTensorType type, Value source,
      long[] low, long[] high, List<Value> lowValues, List<Value> highValues) {
    OperationState st = PadOp.SPEC.newState(old.getLoc());
    st.addOperand(source).addOperands(lowValues).addOperands(highValues).addType(type);
    for (NamedAttribute na : old.getAttrDictionary()) {
      if (!na.name().equals(OpSpec.OPERAND_SEGMENT_SIZES)) {
        st.addAttribute(na.name(), na.value());
      }
    }
    st.addAttribute("static_low", TensorAsm.i64Array(low));
    st.addAttribute("static_high", TensorAsm.i64Array(high));
    OpSpec.setOperandSegmentSizes(st, 1, lowValues.size(), highValues.size());
    st.addRegion();
    rewriter.setInsertionPoint(old);
    Operation pad = rewriter.create(st);
    pad.getRegion(0).takeBody(old.getRegion(0));
    return pad;
  }

  private abstract static class PadPattern extends RewritePattern {
    PadPattern() {
      super(PadOp.SPEC.name());
    }
  }

  static final class FoldStaticZeroPadding extends PadPattern {
    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      PadOp padOp = PadOp.of(op);
      PadOp pad = padOp;
      if (!allZero(pad.staticLow(), pad.low()) || !allZero(pad.staticHigh(), pad.high()) || pad.nofold()) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, CastOp.create(rewriter, op.getLoc(), pad.source(), padOp.result().getType()).getOperation());
      return true;
    }

    private static boolean allZero(long[] statics, List<Value> dynamic) {
      for (int i = 0, d = 0; i < statics.length; i++) {
        Long v = statics[i] == ShapedType.DYNAMIC ? OpFoldResult.getConstantIntValue(dynamic.get(d++)) : Long.valueOf(statics[i]);
        if (v == null || v != 0) {
          return false;
        }
      }
      return true;
    }
  }

  static final class FoldSourceTensorCast extends PadPattern {
    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      PadOp pad = PadOp.of(op);
      Operation cast = pad.source().getDefiningOp();
      if (cast == null || !CastOp.SPEC.isa(cast)
          || !preservesStaticInformation(CastOp.of(cast).dest().getType(), CastOp.of(cast).source().getType())) {
        return false;
      }
      RankedTensorType source = (RankedTensorType) CastOp.of(cast).source().getType();
      RankedTensorType type = (RankedTensorType) op.getResult(0).getType();
      long[] low = pad.staticLow();
      long[] high = pad.staticHigh();
      long[] shape = new long[source.getRank()];
      for (int i = 0; i < shape.length; i++) {
        shape[i] = source.getDimSize(i) == ShapedType.DYNAMIC || low[i] == ShapedType.DYNAMIC
            || high[i] == ShapedType.DYNAMIC ? type.getDimSize(i) : source.getDimSize(i) + low[i] + high[i];
      }
      RankedTensorType inferred = RankedTensorType.get(shape, source.getElementType());
      if (inferred.equals(type)) {
        rewriter.modifyOpInPlace(op, () -> op.setOperand(0, CastOp.of(cast).source()));
        return true;
      }
      // As MLIR's: the new pad keeps the cast as its source (the next round folds it).
      Operation newPad = rebuild(rewriter, op, inferred, pad.source(), low, high, pad.low(), pad.high());
      rewriter.replaceOp(op, CastOp.create(rewriter, op.getLoc(), newPad.getResult(0), type).getOperation());
      return true;
    }
  }

  static final class FoldTargetTensorCast extends PadPattern {
    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      OpResult result = op.getResult(0);
      List<Operation> users = result.getUsers();
      if (users.size() != 1 || !result.hasOneUse() || !CastOp.SPEC.isa(users.get(0))) {
        return false;
      }
      Operation cast = users.get(0);
      Type castType = cast.getResult(0).getType();
      if (!preservesStaticInformation(result.getType(), castType)) {
        return false;
      }
      PadOp pad = PadOp.of(op);
      Operation newPad = rebuild(rewriter, op, (RankedTensorType) castType, pad.source(), pad.staticLow(),
          pad.staticHigh(), pad.low(), pad.high());
      rewriter.replaceOp(op, List.of(newPad.getResult(0)));
      rewriter.replaceOp(cast, List.of(newPad.getResult(0)));
      return true;
    }
  }

  static final class FoldStaticPadding extends PadPattern {
    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      PadOp pad = PadOp.of(op);
      if (!(pad.source().getType() instanceof RankedTensorType input)
          || !(op.getResult(0).getType() instanceof RankedTensorType oldType)) {
        return false;
      }
      long[] low = pad.staticLow().clone();
      long[] high = pad.staticHigh().clone();
      int rank = input.getRank();
      if (oldType.getRank() != rank || low.length != rank || high.length != rank) {
        return false;
      }
      List<Value> newLows = new ArrayList<>();
      List<Value> newHighs = new ArrayList<>();
      fill(low, pad.low(), newLows);
      fill(high, pad.high(), newHighs);
      long[] out = new long[rank];
      boolean changed = false;
      boolean allDynamic = true;
      for (int i = 0; i < rank; i++) {
        long d = oldType.getDimSize(i);
        if (d == ShapedType.DYNAMIC) {
          d = low[i] == ShapedType.DYNAMIC || high[i] == ShapedType.DYNAMIC || input.getDimSize(i) == ShapedType.DYNAMIC
              ? ShapedType.DYNAMIC : input.getDimSize(i) + low[i] + high[i];
        }
        out[i] = d;
        changed |= d != oldType.getDimSize(i);
        allDynamic &= d == ShapedType.DYNAMIC;
      }
      if (!changed || allDynamic) {
        return false;
      }
      Operation newPad = rebuild(rewriter, op, RankedTensorType.get(out, oldType.getElementType()), pad.source(),
          low, high, newLows, newHighs);
      rewriter.replaceOp(op, CastOp.create(rewriter, op.getLoc(), newPad.getResult(0), oldType).getOperation());
      return true;
    }

    /** Dynamic entries of {@code statics} with a constant operand take its value; the rest stay operands. */
    private static void fill(long[] statics, List<Value> dynamic, List<Value> kept) {
      for (int i = 0, d = 0; i < statics.length; i++) {
        if (statics[i] != ShapedType.DYNAMIC) {
          continue;
        }
        Value v = dynamic.get(d++);
        Long c = OpFoldResult.getConstantIntValue(v);
        if (c == null) {
          kept.add(v);
        } else {
          statics[i] = c;
        }
      }
    }
  }
}
