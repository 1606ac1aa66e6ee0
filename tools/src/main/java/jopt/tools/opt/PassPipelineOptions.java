package jopt.tools.opt;

import java.util.List;

/**
 * The pass-related part of the jopt command line.
 *
 * @param pipeline the {@code --pass-pipeline}/{@code -p} text, or null
 * @param passFlags pass and pipeline flags ({@code --cse}, {@code --canonicalize=...}) in order
 */
record PassPipelineOptions(
    String pipeline,
    List<PassFlag> passFlags,
    boolean disableThreading,
    boolean verifyEach,
    boolean printIrBeforeAll,
    boolean printIrAfterAll,
    boolean printIrAfterChange,
    boolean printIrAfterFailure,
    boolean printIrModuleScope,
    List<String> printIrBefore,
    List<String> printIrAfter,
    boolean timing,
    boolean dumpPassPipeline) {

  /** One pass flag: the pass argument and its option string ("" when none). */
  record PassFlag(String argument, String options) {}

  static PassPipelineOptions none() {
    return new PassPipelineOptions(null, List.of(), false, true, false, false, false, false,
        false, List.of(), List.of(), false, false);
  }

  boolean hasPasses() {
    return pipeline != null || !passFlags.isEmpty();
  }

  boolean printsIr() {
    return printIrBeforeAll || printIrAfterAll || printIrAfterChange || printIrAfterFailure
        || !printIrBefore.isEmpty() || !printIrAfter.isEmpty();
  }
}
