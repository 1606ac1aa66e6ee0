package jopt.passes.bufferization.oneshot;

import java.util.HashMap;
import java.util.Map;
import jopt.ir.Operation;

/**
 * Where an op's {@link BufferizableOpInterface} is found: its definition when it implements
 * the interface, otherwise a model registered for its name (MLIR's external models, attached
 * per dialect by {@code register...BufferizableOpInterfaceExternalModels}). Each pass run builds
 * its own table.
 */
public final class BufferizableOps {
  private final Map<String, BufferizableOpInterface> models = new HashMap<>();
  private final java.util.List<java.util.Map.Entry<java.util.function.Predicate<Operation>, BufferizableOpInterface>>
      fallbacks = new java.util.ArrayList<>();

  /** A model for every op {@code applies} accepts (e.g. all linalg structured ops, by their definition). */
  public BufferizableOps registerFallback(java.util.function.Predicate<Operation> applies,
      BufferizableOpInterface model) {
    fallbacks.add(java.util.Map.entry(applies, model));
    return this;
  }

  public BufferizableOps register(String opName, BufferizableOpInterface model) {
    models.put(opName, model);
    return this;
  }

  /** The interface of {@code op}, or null when the op does not take part. */
  public BufferizableOpInterface lookup(Operation op) {
    BufferizableOpInterface own = op.getInterface(BufferizableOpInterface.class);
    if (own != null) {
      return own;
    }
    BufferizableOpInterface m = models.get(op.getName());
    if (m != null) {
      return m;
    }
    for (var e : fallbacks) {
      if (e.getKey().test(op)) {
        return e.getValue();
      }
    }
    return null;
  }

  /** A table with the models of every dialect jopt ships (tensor, arith, bufferization, linalg, scf, func, vector, cf). */
  public static BufferizableOps withBuiltinModels() {
    BufferizableOps ops = new BufferizableOps();
    jopt.passes.bufferization.oneshot.models.BufferizationModels.register(ops);
    jopt.passes.bufferization.oneshot.models.TensorModels.register(ops);
    jopt.passes.bufferization.oneshot.models.ArithModels.register(ops);
    jopt.passes.bufferization.oneshot.models.LinalgModels.register(ops);
    jopt.passes.bufferization.oneshot.models.FuncModels.register(ops);
    jopt.passes.bufferization.oneshot.models.ScfModels.register(ops);
    jopt.passes.bufferization.oneshot.models.TensorSliceModels.register(ops);
    jopt.passes.bufferization.oneshot.models.TensorReshapeModels.register(ops);
    jopt.passes.bufferization.oneshot.models.TensorAllocModels.register(ops);
    jopt.passes.bufferization.oneshot.models.IndexSwitchModel.register(ops);
    jopt.passes.bufferization.oneshot.models.ForallModels.register(ops);
    jopt.passes.bufferization.oneshot.models.MLProgramModels.register(ops);
    jopt.passes.bufferization.oneshot.models.VectorModels.register(ops);
    jopt.passes.bufferization.oneshot.models.ControlFlowModels.register(ops);
    return ops;
  }
}
