package jopt.passes.bufferization.ownership;

import java.util.HashMap;
import java.util.Map;
import jopt.dialects.arith.SelectOp;
import jopt.dialects.cf.CondBranchOp;
import jopt.dialects.scf.InParallelOp;
import jopt.dialects.scf.ReduceReturnOp;
import jopt.ir.Operation;

/**
 * Where an op's {@link BufferDeallocationOpInterface} is found: its definition when it implements
 * the interface, otherwise a model registered for its name (MLIR's external models, attached by
 * the cf, arith and scf dialects' registerBufferDeallocationOpInterfaceExternalModels).
 */
public final class DeallocationModels {
  private final Map<String, BufferDeallocationOpInterface> models = new HashMap<>();

  public DeallocationModels register(String opName, BufferDeallocationOpInterface model) {
    models.put(opName, model);
    return this;
  }

  /** The interface of {@code op}, or null. */
  public BufferDeallocationOpInterface lookup(Operation op) {
    BufferDeallocationOpInterface own = op.getInterface(BufferDeallocationOpInterface.class);
    return own != null ? own : models.get(op.getName());
  }

  /** The models of the dialects jopt ships, as mlir-opt registers them. */
  public static DeallocationModels builtin() {
    return new DeallocationModels()
        .register(CondBranchOp.SPEC.name(), new CondBranchDeallocation())
        .register(SelectOp.SPEC.name(), new SelectDeallocation())
        .register(InParallelOp.SPEC.name(), new ReturnLikeDeallocation.InParallel())
        .register(ReduceReturnOp.SPEC.name(), new ReturnLikeDeallocation.ReduceReturn());
  }
}
