/**
 * Array files in and out of the interpreter: {@code .npy} ({@code Npy}), tensor protobufs
 * ({@code TensorProtoFile}) and either read as a memref's contents ({@code ArrayFiles}). Uses
 * only the runtime's values: what a program prints is semantics ({@code RunnerUtils},
 * {@code VectorPrint}), how numbers print is the runtime's ({@code CFormat}).
 */
package jopt.interpreter.io;
