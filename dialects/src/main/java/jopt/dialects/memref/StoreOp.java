package jopt.dialects.memref;

import java.util.List;
import java.util.function.BiFunction;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.attr.BoolAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;

/** memref.store: {@code %value, %memref[%indices] attr-dict : type}; writes one element. */
@Op
public final class StoreOp extends StoreOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.store")
      .summary("store operation")
      .operand("value", TypeConstraints.ANY)
      .operand("memref", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .defaultOptionalAttr("nontemporal", AttrConstraints.BOOL, BoolAttr.FALSE)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .typesMatchWith("type of 'value' matches element type of 'memref'", "memref", "value",
          t -> ((MemRefType) t).getElementType())
      .format("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)")
      .memWrite("memref")
      .build();

  StoreOp(Operation op) {
    super(op);
  }

  /** The definition: the index-count check, the write effect and the cast folder. */
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.indices(op, StoreOp.of(op).memref(), op.getOperands(2, op.getNumOperands()), builder, loc, errorMessage);
    }

    @Override
    public boolean verify(Operation op) {
      if (op.getNumOperands() - 2 != ShapedTypes.rank(StoreOp.of(op).memref().getType())) {
        op.emitOpError("store index operand count not equal to memref rank");
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op, StoreOp.of(op).value());
    }
  }
}
