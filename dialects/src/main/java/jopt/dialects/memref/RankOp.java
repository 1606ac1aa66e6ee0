package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;

/** memref.rank: {@code %memref attr-dict : type}; the rank of a ranked or unranked memref. */
@Op
public final class RankOp extends RankOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.rank")
      .summary("rank operation")
      .operand("memref", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .result("result", TypeConstraints.INDEX)
      .format("$memref attr-dict `:` type($memref)")
      .build();

  RankOp(Operation op) {
    super(op);
  }

  /** The definition: the folder of a ranked operand. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    /** A ranked memref's rank is a constant. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      if (RankOp.of(op).memref().getType() instanceof MemRefType m) {
        results.add(OpFoldResult.of(IntegerAttr.getIndex(m.getRank())));
        return true;
      }
      return false;
    }
  }
}
