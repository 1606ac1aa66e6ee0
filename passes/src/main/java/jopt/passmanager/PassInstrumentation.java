package jopt.passmanager;

import jopt.ir.Operation;

/**
 * Hooks around pass and pipeline execution (IR printing, timing). Called on the thread that
 * runs the pass; with multi-threading, implementations must be thread-safe. The pass or
 * manager given may be a per-thread copy; {@link Pass#getOrigin()} identifies the original.
 */
public interface PassInstrumentation {
  /** Called once on the calling thread before {@code pm} runs (after its pass list is final). */
  default void runBeforeRun(PassManager pm) {}

  default void runBeforePipeline(OpPassManager pm, Operation op) {}

  default void runAfterPipeline(OpPassManager pm, Operation op) {}

  default void runBeforePass(Pass pass, Operation op) {}

  default void runAfterPass(Pass pass, Operation op) {}

  default void runAfterPassFailed(Pass pass, Operation op) {}
}
