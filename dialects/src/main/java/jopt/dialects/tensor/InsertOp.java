package jopt.dialects.tensor;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;

/**
 * tensor.insert: the dest with one element replaced. Destination style: {@code dest} is its
 * init.
 */
@Op
public final class InsertOp extends InsertOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.insert")
      .summary("element insertion operation")
      .operand("scalar", TypeConstraints.ANY)
      .operand("dest", TensorTypes.RANKED)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .result("result", TensorTypes.RANKED)
      .typesMatchWith("result type matches type of dest", "dest", "result", t -> t)
      .typesMatchWith("scalar type matches element type of dest", "dest", "scalar",
          t -> ((TensorType) t).getElementType())
      .format("$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)")
      .build();

  InsertOp(Operation op) {
    super(op);
  }

  /** DestinationStyleOpInterface: the init is {@code dest}, tied to the result. */
  public List<Value> dpsInits() {
    return List.of(dest());
  }

  /** DestinationStyleOpInterface: the other operands. */
  public List<Value> dpsInputs() {
    List<Value> r = new java.util.ArrayList<>();
    r.add(scalar());
    r.addAll(indices());
    return r;
  }

  /** The definition: the index count and the result's name. */
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.indices(op, InsertOp.of(op).dest(), op.getOperands(2, op.getNumOperands()), builder, loc, errorMessage);
    }

    @Override
    public boolean verify(Operation op) {
      if (((RankedTensorType) InsertOp.of(op).dest().getType()).getRank() != op.getNumOperands() - 2) {
        op.emitOpError("incorrect number of indices");
        return false;
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(InsertOp.of(op).result(), "inserted");
    }
  }
}
