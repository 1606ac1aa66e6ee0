package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.InferTypeOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * memref.distinct_objects: {@code %a, %b attr-dict : type, type}; its results are its operands,
 * with the guarantee that they point to distinct objects.
 */
@Op
public final class DistinctObjectsOp extends DistinctObjectsOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.distinct_objects")
      .variadicOperand("operands", TypeConstraints.MEMREF)
      .variadicResult("results", TypeConstraints.MEMREF)
      .format("$operands attr-dict `:` type($operands)")
      .build();

  DistinctObjectsOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.distinct_objects %operands}; the result types are the operands'. */
  public static DistinctObjectsOp create(Builder b, Location loc, List<? extends Value> operands) {
    List<Type> types = new ArrayList<>();
    for (Value v : operands) {
      types.add(v.getType());
    }
    return create(b, loc, operands, types);
  }

  /** The definition: the result types (the operands', by InferTypeOpInterface) and their checks. */
  public static final class Def extends OpDefinition implements Traits.Pure, InferTypeOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Type> inferReturnTypes(MLIRContext context, List<Value> operands, NamedAttrList attributes) {
      List<Type> types = new ArrayList<>(operands.size());
      for (Value v : operands) {
        types.add(v.getType());
      }
      return types;
    }

    @Override
    public boolean verify(Operation op) {
      if (!op.getOperandTypes().equals(op.getResultTypes())) {
        op.emitOpError("operand types and result types must match");
        return false;
      }
      if (op.getNumOperands() == 0) {
        op.emitOpError("expected at least one operand");
        return false;
      }
      return true;
    }
  }
}
