/**
 * The {@link jopt.passes.bufferization.oneshot.BufferizableOpInterface} models of the dialects'
 * ops, as MLIR's BufferizableOpInterfaceImpl files attach them per dialect as external models:
 * arith, bufferization, cf, func, linalg, ml_program, scf, tensor and vector ops. Each says how
 * its op reads, writes and aliases buffers and how it is rewritten to memrefs. Depends on the
 * One-Shot core ({@code jopt.passes.bufferization.oneshot}), which reaches the models only through
 * {@link jopt.passes.bufferization.oneshot.BufferizableOps}, where they are registered.
 */
package jopt.passes.bufferization.oneshot.models;
