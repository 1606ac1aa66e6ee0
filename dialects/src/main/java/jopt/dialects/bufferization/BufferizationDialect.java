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
        new AllocTensorOp.Def(),
        new CloneOp.Def(),
        new DeallocOp.Def(),
        new DeallocTensorOp.Def(),
        new MaterializeInDestinationOp.Def(),
        new ToBufferOp.Def(),
        new ToTensorOp.Def());
  }
}
