package jopt.ir.conversion;

import java.util.function.Consumer;
import jopt.ir.Operation;

/**
 * How a conversion runs (MLIR's ConversionConfig).
 *
 * @param foldingMode when an op that is not legal is folded
 * @param buildMaterializations whether the casts left between old and new types are built by the
 *     type converter (false: they stay builtin.unrealized_conversion_cast)
 * @param unlegalizedOps told of each op a partial conversion could not legalize (null: no one)
 * @param reportEveryFailure after an op that fails the conversion, go on legalizing the others so
 *     that each failing op is reported, then undo everything (MLIR stops at the first); the ops
 *     after a failed one see its results unconverted
 * @param matchFailureNotes attach to the error of an op that fails the conversion, as notes at the
 *     op, the reasons its patterns gave ({@link ConversionPatternRewriter#notifyMatchFailure})
 */
public record ConversionConfig(FoldingMode foldingMode, boolean buildMaterializations,
    Consumer<Operation> unlegalizedOps, boolean reportEveryFailure, boolean matchFailureNotes) {
  /** When ops that are not legal are folded (MLIR's DialectConversionFoldingMode). */
  public enum FoldingMode { NEVER, BEFORE_PATTERNS, AFTER_PATTERNS }

  /** MLIR's defaults: fold before patterns, build materializations. */
  public static ConversionConfig defaults() {
    return new ConversionConfig(FoldingMode.BEFORE_PATTERNS, true, null, false, false);
  }

  public ConversionConfig withFoldingMode(FoldingMode mode) {
    return new ConversionConfig(mode, buildMaterializations, unlegalizedOps, reportEveryFailure, matchFailureNotes);
  }

  public ConversionConfig withBuildMaterializations(boolean build) {
    return new ConversionConfig(foldingMode, build, unlegalizedOps, reportEveryFailure, matchFailureNotes);
  }

  public ConversionConfig withUnlegalizedOps(Consumer<Operation> sink) {
    return new ConversionConfig(foldingMode, buildMaterializations, sink, reportEveryFailure, matchFailureNotes);
  }

  public ConversionConfig withReportEveryFailure(boolean every) {
    return new ConversionConfig(foldingMode, buildMaterializations, unlegalizedOps, every, matchFailureNotes);
  }

  public ConversionConfig withMatchFailureNotes(boolean notes) {
    return new ConversionConfig(foldingMode, buildMaterializations, unlegalizedOps, reportEveryFailure, notes);
  }
}
