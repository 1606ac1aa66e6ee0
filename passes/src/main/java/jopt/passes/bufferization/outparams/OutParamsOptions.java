package jopt.passes.bufferization.outparams;

/**
 * MLIR's BufferResultsToOutParamsOpts (the pass options): mark the new arguments with
 * {@code bufferize.result}; let the caller allocate the buffer a function returns from an
 * allocation of static or dynamic shape instead of copying it; rewrite public functions too.
 */
record OutParamsOptions(boolean addResultAttribute, boolean hoistStaticAllocs,
    boolean hoistDynamicAllocs, boolean modifyPublicFunctions) {}
