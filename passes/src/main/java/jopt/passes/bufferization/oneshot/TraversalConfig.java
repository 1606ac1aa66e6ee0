package jopt.passes.bufferization.oneshot;

/** How {@link AnalysisState#findValueInReverseUseDefChain} walks (MLIR's TraversalConfig). */
public final class TraversalConfig {
  public boolean alwaysIncludeLeaves = true;
  public boolean followEquivalentOnly = false;
  public boolean followInPlaceOnly = false;
  public boolean followUnknownOps = false;
  public boolean followSameTypeOrCastsOnly = false;
  public boolean revisitAlreadyVisitedValues = false;
}
