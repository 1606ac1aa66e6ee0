package jopt.passes.bufferization.ownership;

/**
 * MLIR's DeallocationOptions: whether private functions pass the ownership of the memrefs they
 * return to their callers (an i1 result per memref result) instead of following the function
 * boundary ABI (a returned memref is always owned by the caller).
 */
public record DeallocationOptions(boolean privateFuncDynamicOwnership) {}
