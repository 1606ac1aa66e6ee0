package jopt.tools.run;

import java.util.List;

/** The options of jopt-run, as parsed by {@link JoptRunCommandLine}. */
record JoptRunOptions(
    String inputFilename,
    String entry,
    List<String> args,
    String pipeline,
    boolean checkLeaks,
    boolean inputMayLeak,
    boolean checkUninitializedReads,
    boolean checkLogicalBuffers,
    long maxSteps,
    boolean printOutput,
    String entryPointResult,
    boolean compile,
    long compileThreshold,
    boolean checks,
    long seed,
    String dumpResults,
    boolean testCfAssert,
    List<String> expect,
    double rtol,
    double atol,
    long timeoutMillis,
    jopt.interpreter.runtime.InterpreterOptions.Elided elided,
    int threads,
    boolean profile,
    boolean peakReport,
    int repeat,
    jopt.onnx.ImportOptions onnxImport) {

  /** These options with entry {@code entry}. */
  JoptRunOptions withEntry(String entry) {
    JoptRunOptions o = this;
    return new JoptRunOptions(o.inputFilename(), entry, o.args(), o.pipeline(), o.checkLeaks(),
        o.inputMayLeak(), o.checkUninitializedReads(), o.checkLogicalBuffers(), o.maxSteps(),
        o.printOutput(), o.entryPointResult(), o.compile(), o.compileThreshold(), o.checks(),
        o.seed(), o.dumpResults(), o.testCfAssert(), o.expect(), o.rtol(), o.atol(),
        o.timeoutMillis(), o.elided(), o.threads(), o.profile(), o.peakReport(), o.repeat(), o.onnxImport());
  }
}
