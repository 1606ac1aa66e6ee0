package jopt.dialects.bufferization;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/** The bufferization dialect: tensor/buffer boundary ops and deallocation. */
public final class BufferizationDialect extends Dialect {
  public BufferizationDialect() {
    super("bufferization");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(
        new AllocTensorOp(),
        new ToTensorOp(),
        ToBufferOp.toBuffer(),
        ToBufferOp.toMemref(),
        new CloneOp(),
        new MaterializeInDestinationOp(),
        new DeallocTensorOp(),
        new DeallocOp());
  }
}
