/**
 * The analyses several passes share, as MLIR's: {@link BufferViewFlowAnalysis} (the one place that
 * says which op makes which value an alias of which, asked through interfaces) and
 * {@link BufferOriginAnalysis}, {@link Liveness}, the value flow of region-branch ops
 * ({@link RegionFlow}, {@link RegionEdge}), the data layout's type sizes ({@link DataLayout}), and
 * MLIR-HLO's deterministic orders and classes of values ({@link ValueOrder},
 * {@link ValueClasses}). Depends on the IR and a few dialects' interfaces only, never on a pass.
 */
package jopt.passes.analysis;
