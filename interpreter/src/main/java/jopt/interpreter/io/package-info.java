/**
 * Data in and out of the interpreter: array files ({@code Npy}, {@code TensorProtoFile},
 * {@code ArrayFiles}), MLIR's runner utilities ({@code RunnerUtils}: printMemrefF32 and the
 * others), vector.print's text ({@code VectorPrint}) and numbers as C prints them
 * ({@code CFormat}).
 */
package jopt.interpreter.io;
