/**
 * The pass infrastructure, after MLIR's Pass library: {@link Pass} (a transformation anchored on
 * an op name, copied per thread, with typed {@link PassOption}s), {@link OpPassManager} and
 * {@link PassManager} (nested pipelines, verification after each pass, nested managers run in
 * parallel by {@link PassExecutor}), the textual pipeline syntax ({@link PassPipelineParser},
 * {@link OptionLexer}), the {@link PassRegistry} (not global: a tool or a library user makes one),
 * and instrumentation ({@link IRPrinterInstrumentation}, {@link PassTiming}, output kept in op
 * order by {@link OrderedOutput}).
 *
 * <p>Depends on the IR only: no pass, no dialect. The passes themselves are in {@code jopt.passes}
 * and its subpackages.
 */
package jopt.passmanager;
