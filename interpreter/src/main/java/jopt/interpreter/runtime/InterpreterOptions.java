package jopt.interpreter.runtime;


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
 * passed over, noted on the program's standard error. A run stops after {@code maxSteps} steps
 * (see {@link #DEFAULT_MAX_STEPS}) or {@code timeoutMillis} of wall-clock time (0: no limit).
 * {@code elided} says how a dense_resource without data runs ({@link ResourceValues}).
 * {@code threads}: how many threads a compiled op may split its parallel loops over (1: the
 * caller's alone); the results are the same bits whatever the number. {@code profile}: the
 * interpreter times each op it runs ({@code Interpreter.profile()}).
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
    boolean testCfAssert,
    long timeoutMillis,
    Elided elided,
    int threads,
    boolean profile) {

  /**
   * How a {@code dense_resource} whose blob the file does not hold (printed
   * {@code dense_resource<__elided__>}, as MLIR prints large constants and public model files
   * ship) runs: as deterministic stand-in values ({@link #RANDOM}, the default, or
   * {@link #ZEROS}), or as an error ({@link #ERROR}).
   */
  public enum Elided { RANDOM, ZEROS, ERROR }

  /** Iterations from which an op is compiled by default: below, compiling costs more than it saves. */
  public static final long DEFAULT_COMPILE_THRESHOLD = 4096;

  /**
   * The steps after which a run stops by default. A step is an op the interpreter executes, a
   * structured op being one whether it runs compiled or not (the ops of its payload are not
   * counted; ops nested in them are): a whole ResNet-50 takes under 10^5 steps, while a runaway
   * loop reaches the limit in seconds (about 10 s at the interpreter's 10^7 ops per second).
   */
  public static final long DEFAULT_MAX_STEPS = 100_000_000L;

  public static InterpreterOptions defaults() {
    return new InterpreterOptions(true, true, true, DEFAULT_MAX_STEPS, 1L << 30, 1000, true,
        DEFAULT_COMPILE_THRESHOLD, false, 0, Elided.RANDOM, 1, false);
  }

  public InterpreterOptions withCheckLeaks(boolean v) {
    return new InterpreterOptions(v, checkUninitializedReads, checkLogicalBuffers, maxSteps,
        maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert,
        timeoutMillis, elided, threads, profile);
  }

  public InterpreterOptions withCheckUninitializedReads(boolean v) {
    return new InterpreterOptions(checkLeaks, v, checkLogicalBuffers, maxSteps,
        maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert,
        timeoutMillis, elided, threads, profile);
  }

  public InterpreterOptions withCheckLogicalBuffers(boolean v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, v, maxSteps,
        maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert,
        timeoutMillis, elided, threads, profile);
  }

  public InterpreterOptions withMaxSteps(long v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers, v,
        maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert,
        timeoutMillis, elided, threads, profile);
  }

  /** Whether hot ops run compiled (false: every op is interpreted). */
  public InterpreterOptions withCompile(boolean v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers,
        maxSteps, maxAllocationBytes, maxCallDepth, v, compileThreshold, testCfAssert,
        timeoutMillis, elided, threads, profile);
  }

  /** The iterations from which an op is compiled (0: every op that can be). */
  public InterpreterOptions withCompileThreshold(long v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers,
        maxSteps, maxAllocationBytes, maxCallDepth, compile, v, testCfAssert,
        timeoutMillis, elided, threads, profile);
  }

  /** Whether a failed cf.assert prints its message and execution goes on. */
  public InterpreterOptions withTestCfAssert(boolean v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers,
        maxSteps, maxAllocationBytes, maxCallDepth, compile, compileThreshold, v,
        timeoutMillis, elided, threads, profile);
  }

  /** Stops a run after {@code millis} of wall-clock time (0: no limit). */
  public InterpreterOptions withTimeoutMillis(long millis) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers,
        maxSteps, maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert,
        millis, elided, threads, profile);
  }

  /** How elided resources run. */
  public InterpreterOptions withElided(Elided e) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers,
        maxSteps, maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert,
        timeoutMillis, e, threads, profile);
  }

  /** How many threads a compiled op may use (at least 1). */
  public InterpreterOptions withThreads(int n) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers,
        maxSteps, maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert,
        timeoutMillis, elided, Math.max(1, n), profile);
  }

  /** Whether the interpreter times each op it runs. */
  public InterpreterOptions withProfile(boolean v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers,
        maxSteps, maxAllocationBytes, maxCallDepth, compile, compileThreshold, testCfAssert,
        timeoutMillis, elided, threads, v);
  }
}
