package jopt.dialects.affine;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * The affine dialect (MLIR's Affine): apply, min and max of affine maps; the loops for and
 * parallel and the conditional if with their yield; load, store, vector_load, vector_store and
 * prefetch through affine subscripts; dma_start and dma_wait; delinearize_index and linearize_index.
 */
public final class AffineDialect extends Dialect {
  public AffineDialect() {
    super("affine");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new AffineApplyOp.Def(), new AffineMinMaxOp.Def(AffineMinMaxOp.MIN),
        new AffineMinMaxOp.Def(AffineMinMaxOp.MAX), new AffineForOp.Def(), new AffineIfOp.Def(),
        new AffineParallelOp.Def(), new AffineYieldOp.Def(), new AffineLoadOp.Def(), new AffineStoreOp.Def(),
        new AffineVectorLoadOp.Def(), new AffineVectorStoreOp.Def(), new AffinePrefetchOp.Def(),
        new AffineDmaStartOp.Def(), new AffineDmaWaitOp.Def(), new AffineDelinearizeIndexOp.Def(),
        new AffineLinearizeIndexOp.Def());
  }

  /** As MLIR's: an arith.constant. */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    return jopt.dialects.arith.ArithDialect.materialize(builder, value, type, loc);
  }

  /** MLIR's AffineInlinerInterface (see {@link AffineInlinerInterface}). */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return AffineInlinerInterface.INSTANCE;
  }
}
