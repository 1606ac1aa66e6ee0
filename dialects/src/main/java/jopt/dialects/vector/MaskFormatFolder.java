package jopt.dialects.vector;

import java.util.function.BiConsumer;
import java.util.function.Function;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;

/**
 * MLIR's MaskedLoadFolder, MaskedStoreFolder, GatherFolder, ScatterFolder, ExpandLoadFolder and
 * CompressStoreFolder: a masked memory op whose mask is known all true or all false rewritten by
 * the op's rule for that case (none: no rewrite).
 */
final class MaskFormatFolder<T extends OpView> extends OpRewritePattern<T> {
  private final Function<T, Value> mask;
  private final BiConsumer<T, PatternRewriter> allTrue;
  private final BiConsumer<T, PatternRewriter> allFalse;

  MaskFormatFolder(OpSpec root, Function<Operation, T> view, Function<T, Value> mask,
      BiConsumer<T, PatternRewriter> allTrue, BiConsumer<T, PatternRewriter> allFalse) {
    super(root, view);
    this.mask = mask;
    this.allTrue = allTrue;
    this.allFalse = allFalse;
  }

  @Override
  public boolean matchAndRewrite(T op, PatternRewriter rewriter) {
    BiConsumer<T, PatternRewriter> rule = switch (VectorFolding.maskFormat(mask.apply(op))) {
      case ALL_TRUE -> allTrue;
      case ALL_FALSE -> allFalse;
      default -> null;
    };
    if (rule == null) {
      return false;
    }
    rule.accept(op, rewriter);
    return true;
  }
}
