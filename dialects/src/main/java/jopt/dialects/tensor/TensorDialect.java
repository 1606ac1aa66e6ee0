package jopt.dialects.tensor;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/** The tensor dialect: value-semantics tensor ops. */
public final class TensorDialect extends Dialect {
  public TensorDialect() {
    super("tensor");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new EmptyOp(), new ExtractSliceOp(), new InsertSliceOp(), new ParallelInsertSliceOp(),
        new ConcatOp(), new CastOp(), new DimOp(), new ExtractOp(), new InsertOp(),
        ReshapeOp.collapseShape(), ReshapeOp.expandShape());
  }
}
