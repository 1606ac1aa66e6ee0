package jopt.dialects.vector;

import java.util.List;
import jopt.dialects.memref.MemRefFolding;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.attr.BoolAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;
import jopt.ir.type.VectorType;

/** vector.load: {@code %m[%i, %j] : memref<100x100xf32>, vector<8xf32>}; an n-D slice read into a vector. */
@Op
public final class LoadOp extends LoadOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.load")
      .summary("reads an n-D slice of memory into an n-D vector")
      .operand("base", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .defaultOptionalAttr("nontemporal", AttrConstraints.BOOL, BoolAttr.FALSE)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .result("result", VectorConstraints.VECTOR)
      .format("$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)")
      .memRead("base")
      .build();

  LoadOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's layout, rank and type checks; reads its base; folds memref casts. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      LoadOp load = LoadOp.of(op);
      return MemoryAccess.verifyLoadStore(op, (VectorType) load.result().getType(),
          (MemRefType) load.base().getType(), op.getNumOperands() - 1, "destination memref has lower rank than "
              + "the result vector", "base memref and result vector types should match",
          "base and result element types should match");
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op);
    }
  }
}
