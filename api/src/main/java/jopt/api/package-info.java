/**
 * The library entry point: {@link Jopt} makes a context with every dialect and a registry of the
 * production passes, and offers one call per step mlir-opt takes (parse and verify, build a
 * pipeline, run it, print), each returning a {@link Result} (MLIR's {@code FailureOr} with the
 * diagnostics). {@link InputLoader} loads any input, MLIR text or a file a registered
 * {@link Translation} takes (ONNX models: {@link OnnxTranslation}), for {@link Jopt#load} and for
 * every jopt tool. See docs/library.md. Builds on the IR, dialects, parser, passes and the ONNX
 * importer; the tools and the examples depend on it.
 */
package jopt.api;
