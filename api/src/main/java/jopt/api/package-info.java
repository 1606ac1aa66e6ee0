/**
 * The library entry point: {@link Jopt} makes a context with every dialect and a registry of the
 * production passes, and offers one call per step mlir-opt takes (parse and verify, build a
 * pipeline, run it, print), each returning a {@link Result} (MLIR's {@code FailureOr} with the
 * diagnostics). See docs/library.md. Builds on the IR, dialects, parser and passes; nothing of
 * jopt depends on it but the examples.
 */
package jopt.api;
