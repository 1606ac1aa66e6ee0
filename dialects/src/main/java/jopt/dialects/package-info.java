/**
 * jopt's dialects, a package each ({@code jopt.dialects.<name>}), as MLIR upstream, MLIR-HLO
 * (deallocation) and ONNX-MLIR (onnx) define them: their ops are defined once, as data
 * ({@link jopt.ir.ods.OpSpec} tables with typed views), with the verifiers, folders,
 * canonicalization patterns and interfaces of the originals. {@link Dialects#registerAll}
 * registers them all (lazily, as MLIR loads dialects); {@link Dialects#registerTestDialect} adds
 * MLIR's test dialect, as mlir-opt does.
 *
 * <p>The dialects module depends on the IR ({@code jopt.ir}) only, never on the parser or the
 * passes; a dialect uses another only where MLIR's does (memref's patterns build arith constants,
 * linalg uses tensor and affine).
 */
package jopt.dialects;
