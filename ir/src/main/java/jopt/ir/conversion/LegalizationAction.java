package jopt.ir.conversion;

/** How a {@link ConversionTarget} treats an op or a dialect (MLIR's LegalizationAction). */
public enum LegalizationAction {
  /** Always legal: never rewritten. */
  LEGAL,
  /** Legal when a callback says so ({@link DynamicLegality}); illegal when it says not. */
  DYNAMIC,
  /** Must be rewritten; a partial conversion fails when it cannot be. */
  ILLEGAL
}
