package jopt.passes.bufferization.oneshot;

import java.util.HashMap;
import java.util.Map;
import jopt.ir.Operation;

/** State shared by the bufferization of one root: the globals created for constants, per module. */
public final class BufferizationState {
  private final BufferizationOptions options;
  private final Map<Operation, Integer> globalCounters = new HashMap<>();

  public BufferizationState(BufferizationOptions options) {
    this.options = options;
  }

  public BufferizationOptions getOptions() {
    return options;
  }

  /** The next uniquing suffix for a symbol of the module (MLIR's SymbolTable counter). */
  int nextUniqueSuffix(Operation module) {
    int n = globalCounters.getOrDefault(module, 0);
    globalCounters.put(module, n + 1);
    return n;
  }
}
