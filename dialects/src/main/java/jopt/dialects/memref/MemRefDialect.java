package jopt.dialects.memref;

import java.util.List;
import jopt.dialects.arith.ArithDialect;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;

/** The memref dialect: allocation, access and view ops on memrefs. */
public final class MemRefDialect extends Dialect {
  public MemRefDialect() {
    super("memref");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(
        new AllocOp.Def(),
        new AllocaOp.Def(),
        new AllocaScopeOp.Def(),
        new AllocaScopeReturnOp.Def(),
        new AssumeAlignmentOp.Def(),
        new AtomicRMWOp.Def(),
        new AtomicYieldOp.Def(),
        new CastOp.Def(),
        new CollapseShapeOp.Def(),
        new CopyOp.Def(),
        new DeallocOp.Def(),
        new DimOp.Def(),
        new DistinctObjectsOp.Def(),
        new DmaStartOp.Def(),
        new DmaWaitOp.Def(),
        new ExpandShapeOp.Def(),
        new ExtractAlignedPointerAsIndexOp.Def(),
        new ExtractStridedMetadataOp.Def(),
        new GenericAtomicRMWOp.Def(),
        new GetGlobalOp.Def(),
        new GlobalOp.Def(),
        new LoadOp.Def(),
        new MemorySpaceCastOp.Def(),
        new PrefetchOp.Def(),
        new RankOp.Def(),
        new ReallocOp.Def(),
        new ReinterpretCastOp.Def(),
        new ReshapeOp.Def(),
        new StoreOp.Def(),
        new SubViewOp.Def(),
        new TransposeOp.Def(),
        new ViewOp.Def());
  }

  /** Folded index values (memref.dim) become arith.constant, as in MLIR. */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    return ArithDialect.materialize(builder, value, type, loc);
  }
}
