/**
 * The part of MLIR's shape dialect that bufferized programs keep ({@link ShapeDialect}): the
 * {@code !shape.witness} type and {@code shape.assuming} with its terminator.
 */
package jopt.dialects.shape;
