/**
 * MLIR's transform dialect with the extensions programs use (linalg's structured transforms,
 * bufferization, loop; {@link TransformDialect}): transform scripts as IR, each op its ODS
 * declaration and format in {@link TransformOps}. jopt reads, verifies and prints them; it does
 * not interpret them.
 */
package jopt.dialects.transform;
