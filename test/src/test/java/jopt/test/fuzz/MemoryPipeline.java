package jopt.test.fuzz;

import jopt.fuzz.DeallocMode;

/**
 * A pipeline under differential test: its text, the kind of input it takes (programs with no
 * deallocations for hlo-deallocate, correctly freed programs for the others) and whether its
 * output must be leak-free.
 */
public record MemoryPipeline(String name, String pipeline, DeallocMode input,
    boolean outputMustNotLeak) {

  /** Programs with correct deallocations in, clean programs out. */
  static MemoryPipeline onFreedPrograms(String name, String pipeline) {
    return new MemoryPipeline(name, pipeline, DeallocMode.CORRECT, true);
  }

  /** Programs without deallocations in (they leak), programs that free everything out. */
  static MemoryPipeline insertingFrees(String name, String pipeline) {
    return new MemoryPipeline(name, pipeline, DeallocMode.NONE, true);
  }

  /** Programs without deallocations through a pass that does not free: leaks stay allowed. */
  static MemoryPipeline onLeakingPrograms(String name, String pipeline) {
    return new MemoryPipeline(name, pipeline, DeallocMode.NONE, false);
  }
}
