package jopt.ir.conversion;

import jopt.ir.Operation;

/**
 * Whether one op instance is legal (MLIR's DynamicLegalityCallbackFn): {@code true}, {@code
 * false}, or {@code null} when the callback has no opinion (the next one, or the action, decides).
 */
@FunctionalInterface
public interface DynamicLegality {
  Boolean isLegal(Operation op);

  /**
   * A callback added after this one: asked first, this one deciding only where it has no opinion
   * (MLIR's composeLegalityCallbacks).
   */
  default DynamicLegality overriddenBy(DynamicLegality newer) {
    return op -> {
      Boolean r = newer.isLegal(op);
      return r != null ? r : isLegal(op);
    };
  }
}
