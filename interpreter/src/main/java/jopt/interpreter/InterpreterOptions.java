package jopt.interpreter;

/**
 * What the interpreter checks. Leaks are checked when the entry function returns (what it
 * returns is the caller's); a program with no deallocations (input of hlo-deallocate) runs with
 * {@code checkLeaks=false}.
 */
public record InterpreterOptions(
    boolean checkLeaks,
    boolean checkUninitializedReads,
    boolean checkLogicalBuffers,
    long maxSteps,
    long maxAllocationBytes,
    int maxCallDepth) {

  public static InterpreterOptions defaults() {
    return new InterpreterOptions(true, true, true, 100_000_000L, 1L << 30, 1000);
  }

  public InterpreterOptions withCheckLeaks(boolean v) {
    return new InterpreterOptions(v, checkUninitializedReads, checkLogicalBuffers, maxSteps,
        maxAllocationBytes, maxCallDepth);
  }

  public InterpreterOptions withCheckUninitializedReads(boolean v) {
    return new InterpreterOptions(checkLeaks, v, checkLogicalBuffers, maxSteps,
        maxAllocationBytes, maxCallDepth);
  }

  public InterpreterOptions withCheckLogicalBuffers(boolean v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, v, maxSteps,
        maxAllocationBytes, maxCallDepth);
  }

  public InterpreterOptions withMaxSteps(long v) {
    return new InterpreterOptions(checkLeaks, checkUninitializedReads, checkLogicalBuffers, v,
        maxAllocationBytes, maxCallDepth);
  }
}
