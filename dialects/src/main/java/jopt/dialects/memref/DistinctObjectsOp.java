package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * memref.distinct_objects: {@code %a, %b attr-dict : type, type}; its results are its operands,
 * with the guarantee that they point to distinct objects.
 */
public final class DistinctObjectsOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("memref.distinct_objects")
      .variadicOperand("operands", TypeConstraints.MEMREF)
      .variadicResult("results", TypeConstraints.MEMREF)
      .build();

  private DistinctObjectsOp(Operation op) {
    super(op);
  }

  public static DistinctObjectsOp of(Operation op) {
    return new DistinctObjectsOp(checked(op, SPEC));
  }

  /** Creates {@code memref.distinct_objects %operands}; the result types are the operands'. */
  public static DistinctObjectsOp create(Builder b, Location loc, List<? extends Value> operands) {
    OperationState st = SPEC.newState(loc).addOperands(operands);
    for (Value v : operands) {
      st.addType(v.getType());
    }
    return new DistinctObjectsOp(b.create(st));
  }

  public List<Value> operands() {
    return operands(0);
  }

  public List<Value> results() {
    return results(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /**
   * The definition: custom assembly (its result types are the operands', which ODS infers by
   * InferTypeOpInterface and the format engine does not) and the type checks.
   */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      SourceLoc loc = p.getCurrentLocation();
      List<UnresolvedOperand> operands = p.parseOperandList();
      InherentAttrs.parseOptionalAttrDict(p, result, SPEC);
      List<Type> types = p.parseColonTypeList();
      result.addOperands(Asm.resolveOperands(p, operands, types, loc));
      result.addTypes(types);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperands(op.getOperands());
      Asm.printAttrDict(p, op);
      p.print(" : ").printTypes(op.getOperandTypes());
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
