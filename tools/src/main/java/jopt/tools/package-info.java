/**
 * jopt's executables, shaded into {@code tools/target/jopt.jar}, one package per part, each only
 * using the ones below it: {@link jopt.tools.Jopt} (the {@code jopt} launcher) on top;
 * {@code jopt.tools.server} (the jopt server) and {@code jopt.tools.training} (class-data
 * sharing and AOT-cache training, warm-up) over the drivers; the drivers {@code jopt.tools.run}
 * ({@code jopt-run}: the reference interpreter on a function, the pipeline check, the ONNX
 * backend suite), {@code jopt.tools.opt} ({@code jopt}: the mlir-opt drop-in, its command line,
 * split input, {@code --verify-diagnostics}) and {@code jopt.tools.translate}
 * ({@code jopt-translate}); at the bottom {@code jopt.tools.common} (LLVM cl's option rules, the
 * ONNX input, standard streams, exits). See docs/cli.md. The top of the module graph: nothing but
 * lit and the cross-module tests depends on it.
 */
package jopt.tools;
