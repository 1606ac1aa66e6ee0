package jopt.dialects.memref;

import jopt.dialects.utils.DimOpDef;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/** memref.dim: {@code attr-dict %source, %index : type}; the size of one dimension. */
@Op
public final class DimOp extends DimOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.dim")
      .summary("dimension index operation")
      .operand("source", MemRefConstraints.NON_0_RANKED_OR_UNRANKED_MEMREF)
      .operand("index", TypeConstraints.INDEX)
      .result("result", TypeConstraints.INDEX)
      .format("attr-dict $source `,` $index `:` type($source)")
      .build();

  DimOp(Operation op) {
    super(op);
  }

  /** The definition: the folder. */
  public static final class Def extends DimOpDef {
    public Def() {
      super(SPEC);
    }

    @Override
    protected Value createRank(Builder b, Location loc, Value source) {
      return RankOp.create(b, loc, source).getOperation().getResult(0);
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldDim(op, operands, results);
    }
  }
}
