package jopt.ir.interfaces;

import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;

/**
 * A dialect's say in inlining (MLIR's DialectInlinerInterface), given by {@link
 * jopt.ir.Dialect#getInlinerInterface}: which of its calls, ops and regions may take part, and
 * how its terminators become branches or values. The defaults are MLIR's: nothing is legal, so
 * a dialect without this interface keeps its ops out of inlining.
 */
public interface DialectInlinerInterface {
  /** Whether {@code call} (an op of this dialect) may be replaced by a copy of {@code callable}. */
  default boolean isLegalToInline(Operation call, Operation callable, boolean wouldBeCloned) {
    return false;
  }

  /**
   * Whether region {@code src} may be inlined into {@code dest}, a region of an op of this
   * dialect; {@code mapping} holds what replaces {@code src}'s entry arguments.
   */
  default boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned,
      Map<Value, Value> mapping) {
    return false;
  }

  /** Whether {@code op} (an op of this dialect) may be inlined into region {@code dest}. */
  default boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned,
      Map<Value, Value> mapping) {
    return false;
  }

  /** Whether the regions of {@code op} are checked op by op too. */
  default boolean shouldAnalyzeRecursively(Operation op) {
    return true;
  }

  /**
   * Replaces the inlined terminator {@code op} of a multi-block callee by a branch to {@code
   * newDest} (whose arguments stand for the call's results) where it returns; by default it
   * stays (a branch within the callee, as MLIR's cf keeps its terminators).
   */
  default void handleTerminator(Operation op, Block newDest) {}

  /**
   * Replaces the uses of {@code valuesToReplace} (the call's results) by the operands of {@code
   * op}, the return-like terminator of a one-block callee.
   */
  default void handleTerminator(Operation op, List<? extends Value> valuesToReplace) {
    throw new UnsupportedOperationException("must implement handleTerminator in the case of one "
        + "inlined block");
  }

  /**
   * An op converting {@code input} to {@code resultType} where a call's operand or result type
   * differs from the callee's, or null when this dialect has none.
   */
  default Operation materializeCallConversion(Builder builder, Value input, Type resultType,
      Location loc) {
    return null;
  }

  /** Whether one inlined block may be merged into the caller's block without a branch. */
  default boolean allowSingleBlockOptimization(List<Block> inlinedBlocks) {
    return true;
  }

  /** A chance to process the blocks inlined for {@code call} (an op of this dialect). */
  default void processInlinedCallBlocks(Operation call, List<Block> inlinedBlocks) {}
}
