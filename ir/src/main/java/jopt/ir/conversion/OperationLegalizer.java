package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.OperationFolding;
import jopt.ir.rewrite.RewritePattern;

/**
 * Makes one op legal (MLIR's OperationLegalizer): legal as it is, or folded, or rewritten by a
 * pattern whose result (the ops it made, the ops it changed, the blocks it moved) is legalized in
 * turn; what a failed fold or pattern did is undone before the next is tried.
 */
final class OperationLegalizer {
  private final ConversionTarget target;
  private final LegalizationPatterns patterns;
  private final ConversionConfig.FoldingMode foldingMode;
  /** The patterns being applied on the current path of nested legalizations. */
  private final Set<RewritePattern> appliedPatterns = Collections.newSetFromMap(new IdentityHashMap<>());

  OperationLegalizer(ConversionTarget target, FrozenPatternSet patterns, ConversionConfig config) {
    this.target = target;
    this.patterns = new LegalizationPatterns(target, patterns);
    this.foldingMode = config.foldingMode();
  }

  ConversionTarget getTarget() {
    return target;
  }

  boolean isIllegal(Operation op) {
    return target.isIllegal(op);
  }

  /** Legalizes {@code op}; false when nothing could (the IR is then as it was). */
  boolean legalize(Operation op, ConversionPatternRewriter rewriter) {
    ConversionState s = rewriter.state();
    if (s.isOpIgnored(op)) {
      return true;
    }
    ConversionTarget.LegalOpDetails legal = target.isLegal(op);
    if (legal != null) {
      if (legal.isRecursivelyLegal()) {
        op.walk(nested -> {
          if (nested != op) {
            s.ignoredOps.add(nested);
          }
        });
      }
      return true;
    }
    if (foldingMode == ConversionConfig.FoldingMode.BEFORE_PATTERNS && legalizeWithFold(op, rewriter)) {
      return true;
    }
    if (legalizeWithPattern(op, rewriter)) {
      return true;
    }
    return foldingMode == ConversionConfig.FoldingMode.AFTER_PATTERNS && legalizeWithFold(op, rewriter);
  }

  /** Folds {@code op} in place (then legalizes it again) or into values and constants, which are legalized. */
  private boolean legalizeWithFold(Operation op, ConversionPatternRewriter rewriter) {
    if (op.hasTrait(Traits.ConstantLike.class)) {
      return false; // a constant folds to itself (MLIR's tryFold leaves constants alone)
    }
    ConversionState s = rewriter.state();
    ConversionState.Snapshot before = s.snapshot();
    rewriter.setInsertionPoint(op);
    rewriter.startOpModification(op);
    List<Value> replacements = new ArrayList<>();
    OperationFolding.Result folded = OperationFolding.foldToValues(rewriter, op, replacements);
    if (folded == OperationFolding.Result.REPLACED && replacements.equals(op.getResults())) {
      folded = OperationFolding.Result.IN_PLACE; // a folder answering the op's own results changed it in place
    }
    if (folded == OperationFolding.Result.FAILED) {
      s.resetState(before);
      s.clearPatternState();
      return false;
    }
    rewriter.finalizeOpModification(op);
    List<Operation> newOps = s.patternNewOps.takeAll();
    s.clearPatternState();
    if (folded == OperationFolding.Result.IN_PLACE) {
      return legalize(op, rewriter);
    }
    rewriter.replaceOp(op, replacements);
    for (Operation constant : newOps) {
      if (!legalize(constant, rewriter)) {
        s.resetState(before);
        return false;
      }
    }
    return true;
  }

  /** Tries the patterns of {@code op} in order until one rewrites it into IR that can be legalized. */
  private boolean legalizeWithPattern(Operation op, ConversionPatternRewriter rewriter) {
    ConversionState s = rewriter.state();
    ConversionState.Snapshot before = s.snapshot();
    for (RewritePattern pattern : patterns.forOp(op)) {
      // A pattern is not applied again below itself, unless it says its recursion is bounded.
      if (!pattern.hasBoundedRewriteRecursion() && !appliedPatterns.add(pattern)) {
        continue;
      }
      rewriter.setInsertionPoint(op);
      boolean ok;
      try {
        ok = pattern.matchAndRewrite(op, rewriter);
        if (ok) {
          List<Operation> newOps = s.patternNewOps.takeAll();
          List<Operation> modified = s.patternModifiedOps.takeAll();
          List<Block> blocks = s.patternInsertedBlocks.takeAll();
          ok = legalizePatternResult(op, rewriter, newOps, modified, blocks);
        }
      } finally {
        appliedPatterns.remove(pattern);
      }
      if (ok) {
        return true;
      }
      s.clearPatternState();
      s.resetState(before);
    }
    return false;
  }

  /** Legalizes what a pattern did: blocks it put into other ops, ops it changed, ops it made. */
  private boolean legalizePatternResult(Operation op, ConversionPatternRewriter rewriter,
      List<Operation> newOps, List<Operation> modified, List<Block> insertedBlocks) {
    return legalizeBlockRewrites(op, rewriter, newOps, insertedBlocks)
        && legalizeAll(modified, rewriter)
        && legalizeAll(newOps, rewriter);
  }

  /**
   * Blocks a pattern created or moved into another op: converted with their region's type
   * converter when it has one, else that op (unless the pattern made it) is legalized again.
   */
  private boolean legalizeBlockRewrites(Operation op, ConversionPatternRewriter rewriter,
      List<Operation> newOps, List<Block> insertedBlocks) {
    ConversionState s = rewriter.state();
    Set<Operation> newOpSet = Collections.newSetFromMap(new IdentityHashMap<>());
    newOpSet.addAll(newOps);
    Set<Operation> done = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Block block : insertedBlocks) {
      Operation parent = block.getParentOp();
      if (parent == null || parent == op || block.getNumArguments() == 0) {
        continue;
      }
      TypeConverter converter = s.regionToConverter.get(block.getParent());
      if (converter != null) {
        SignatureConversion conversion = converter.convertBlockSignature(block);
        if (conversion == null) {
          return false;
        }
        rewriter.applySignatureConversion(block, conversion, converter);
        continue;
      }
      if (!newOpSet.contains(parent) && done.add(parent) && !legalize(parent, rewriter)) {
        return false;
      }
    }
    return true;
  }

  private boolean legalizeAll(List<Operation> ops, ConversionPatternRewriter rewriter) {
    for (Operation o : ops) {
      if (!legalize(o, rewriter)) {
        return false;
      }
    }
    return true;
  }
}
