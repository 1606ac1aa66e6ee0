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
 */
public record ConversionConfig(FoldingMode foldingMode, boolean buildMaterializations,
    Consumer<Operation> unlegalizedOps) {
  /** When ops that are not legal are folded (MLIR's DialectConversionFoldingMode). */
  public enum FoldingMode { NEVER, BEFORE_PATTERNS, AFTER_PATTERNS }

  /** MLIR's defaults: fold before patterns, build materializations. */
  public static ConversionConfig defaults() {
    return new ConversionConfig(FoldingMode.BEFORE_PATTERNS, true, null);
  }

  public ConversionConfig withFoldingMode(FoldingMode mode) {
    return new ConversionConfig(mode, buildMaterializations, unlegalizedOps);
  }

  public ConversionConfig withBuildMaterializations(boolean build) {
    return new ConversionConfig(foldingMode, build, unlegalizedOps);
  }

  public ConversionConfig withUnlegalizedOps(Consumer<Operation> sink) {
    return new ConversionConfig(foldingMode, buildMaterializations, sink);
  }
}
