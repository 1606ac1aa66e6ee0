/**
 * jopt's executables, shaded into {@code tools/target/jopt.jar}: {@code jopt} ({@link Jopt}, the
 * driver {@link JoptMain}: an mlir-opt drop-in with its command line, {@link JoptCommandLine} over
 * LLVM cl's rules in {@link OptionTable}, split input ({@link InputSplitter}),
 * {@code --verify-diagnostics} ({@link DiagnosticVerifier}), each chunk processed by
 * {@link ChunkProcessor}); {@code jopt-run} ({@link JoptRun}, the reference interpreter on a
 * function, tensor programs bufferized first, ONNX models imported and lowered);
 * {@code jopt-translate} ({@link JoptTranslate}, ONNX import) and the ONNX backend suite runner
 * ({@link OnnxBackendSuite}). Start-up is shortened by class-data sharing training
 * ({@link CdsTraining}) and warm-up ({@link WarmUp}). See docs/cli.md. The top of the module
 * graph: nothing but lit and the cross-module tests depends on it.
 */
package jopt.tools;
