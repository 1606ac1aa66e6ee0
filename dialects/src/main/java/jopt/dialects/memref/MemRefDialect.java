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
        AllocLikeOp.alloc(),
        AllocLikeOp.alloca(),
        new DeallocOp(),
        new ReallocOp(),
        new LoadOp.Def(),
        new StoreOp(),
        new CopyOp(),
        new ViewOp(),
        new SubViewOp(),
        new CastOp(),
        new MemorySpaceCastOp(),
        new ReinterpretCastOp(),
        new ReshapeOp(),
        new ExpandShapeOp(),
        new CollapseShapeOp(),
        new TransposeOp(),
        new DimOp(),
        new ExtractAlignedPointerAsIndexOp(),
        new ExtractStridedMetadataOp(),
        new GetGlobalOp(),
        new GlobalOp(),
        new AssumeAlignmentOp());
  }

  /** Folded index values (memref.dim) become arith.constant, as in MLIR. */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    return ArithDialect.materialize(builder, value, type, loc);
  }
}
