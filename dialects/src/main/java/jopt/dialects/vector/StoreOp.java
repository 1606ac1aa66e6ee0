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

/** vector.store: {@code %v, %m[%i, %j] : memref<100x100xf32>, vector<8xf32>}; a vector written as an n-D slice. */
@Op
public final class StoreOp extends StoreOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.store")
      .summary("writes an n-D vector to an n-D slice of memory")
      .operand("valueToStore", VectorConstraints.VECTOR)
      .operand("base", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .defaultOptionalAttr("nontemporal", AttrConstraints.BOOL, BoolAttr.FALSE)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .format("$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)")
      .memWrite("base")
      .build();

  StoreOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's layout, rank and type checks; writes its base; folds memref casts. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      StoreOp storeOp = StoreOp.of(op);
      return MemoryAccess.verifyLoadStore(op, (VectorType) storeOp.valueToStore().getType(),
          (MemRefType) storeOp.base().getType(), op.getNumOperands() - 2, "source memref has lower rank than the "
              + "vector to store", "base memref and valueToStore vector types should match",
          "base and valueToStore element type should match");
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op);
    }
  }
}
