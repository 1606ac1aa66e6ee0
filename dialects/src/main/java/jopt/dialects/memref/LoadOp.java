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

/** memref.load: {@code %memref[%indices] attr-dict : type}; reads one element of the memref. */
@Op
public final class LoadOp extends LoadOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.load")
      .summary("load operation")
      .operand("memref", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .defaultOptionalAttr("nontemporal", AttrConstraints.BOOL, BoolAttr.FALSE)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .result("result", TypeConstraints.ANY)
      .typesMatchWith("result type matches element type of 'memref'", "memref", "result",
          t -> ((MemRefType) t).getElementType())
      .format("$memref `[` $indices `]` attr-dict `:` type($memref)")
      .memRead("memref")
      .build();

  LoadOp(Operation op) {
    super(op);
  }

  /** The definition: the index-count check, effects and folding. */
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.indices(op, LoadOp.of(op).memref(), op.getOperands(1, op.getNumOperands()), builder, loc, errorMessage);
    }

    @Override
    public boolean verify(Operation op) {
      int rank = ShapedTypes.rank(LoadOp.of(op).memref().getType());
      int n = op.getNumOperands() - 1;
      if (n != rank) {
        op.emitOpError("incorrect number of indices for load, expected " + rank + " but got " + n);
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op);
    }
  }
}
