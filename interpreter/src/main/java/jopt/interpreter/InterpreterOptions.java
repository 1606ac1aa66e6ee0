package jopt.interpreter;

/**
 * What the interpreter checks, and how it runs. Leaks are checked when the entry function
 * returns (what it returns is the caller's); a program with no deallocations (input of
 * hlo-deallocate) runs with {@code checkLeaks=false}. With {@code compile}, an op whose iteration
 * space has at least {@code compileThreshold} points (a linalg structured op, an scf.for nest)
 * runs as JVM bytecode compiled for it, with the same checks and the same faults; 0 compiles
 * every such op. With {@code testCfAssert} (as mlir-opt's {@code -test-cf-assert} lowering), a
 * failed {@code cf.assert} prints its message on the program's standard output and execution
 * goes on; what the program then does is undefined, so a fault of an op after a failed assertion
 * (an access out of bounds, a read of undefined memory) gives its scalar results zero and is
 * passed over, noted on the program's standard error.
 */
public record InterpreterOptions(
    boolean checkLeaks,
    boolean checkUninitializedReads,
    boolean checkLogicalBuffers,
    long maxSteps,
    long maxAllocationBytes,
    int maxCallDepth,
    boolean compile,
    long compileThreshold,
    boolean testCfAssert) {

  /** Iterations from which an op is compiled by default: below, compiling costs more than it saves. */
  public static final long DEFAULT_COMPILE_THRESHOLD = 4096;

  public static InterpreterOptions defaults() {
    return new InterpreterOptions(true, true, true, 100_000_000L, 1L << 30, 1000, true,
        DEFAULT_COMPILE_THRESHOLD, false);
  }

  public InterpreterOptions withCheckLeaks(boolean v) {
    return new InterpreterOptions(v, checkUninitializedReads, checkLogicalBuffers, maxSteps,
        maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert);
  }

  public InterpreterOptions withCheckUninitializedReads(boolean v) {
    return new InterpreterOptions(checkLeaks, v, checkLogicalBuffers, maxSteps,
        maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert);
  }

  public InterpreterOptions withCheckLogicalBuffers(boolean v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, v, maxSteps,
        maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert);
  }

  public InterpreterOptions withMaxSteps(long v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers, v,
        maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert);
  }

  /** Whether hot ops run compiled (false: every op is interpreted). */
  public InterpreterOptions withCompile(boolean v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers,
        maxSteps, maxAllocationBytes, maxCallDepth, v, compileThreshold, testCfAssert);
  }

  /** The iterations from which an op is compiled (0: every op that can be). */
  public InterpreterOptions withCompileThreshold(long v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers,
        maxSteps, maxAllocationBytes, maxCallDepth, compile, v, testCfAssert);
  }

  /** Whether a failed cf.assert prints its message and execution goes on. */
  public InterpreterOptions withTestCfAssert(boolean v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers,
        maxSteps, maxAllocationBytes, maxCallDepth, compile, compileThreshold, v);
  }
}
