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
    return List.of(new BitcastOp.Def(), new CastOp.Def(), new CollapseShapeOp.Def(), new ConcatOp.Def(),
        new DimOp.Def(), new EmptyOp.Def(), new ExpandShapeOp.Def(), new ExtractOp.Def(), new ExtractSliceOp.Def(),
        new FromElementsOp.Def(), new GatherOp.Def(), new GenerateOp.Def(), new InsertOp.Def(),
        new InsertSliceOp.Def(), new PadOp.Def(), new ParallelInsertSliceOp.Def(), new RankOp.Def(),
        new ReshapeOp.Def(), new ScatterOp.Def(), new SplatOp.Def(), new YieldOp.Def());
  }

  /** As MLIR's: an arith.constant. */
  @Override
  public jopt.ir.Operation materializeConstant(jopt.ir.rewrite.Builder builder, jopt.ir.Attribute value, jopt.ir.Type type,
      jopt.ir.Location loc) {
    return jopt.dialects.arith.ArithDialect.materialize(builder, value, type, loc);
  }

  /** As MLIR's: every op of the dialect may be inlined, and any region into its ops' regions. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS_AND_REGIONS;
  }
}
