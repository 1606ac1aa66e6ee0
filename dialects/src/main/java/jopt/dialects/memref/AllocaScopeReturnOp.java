package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** memref.alloca_scope.return: {@code attr-dict (%results : types)?}; ends a memref.alloca_scope body. */
public final class AllocaScopeReturnOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("memref.alloca_scope.return")
      .summary("terminator for alloca_scope operation")
      .variadicOperand("results", TypeConstraints.ANY)
      .build();

  private AllocaScopeReturnOp(Operation op) {
    super(op);
  }

  public static AllocaScopeReturnOp of(Operation op) {
    return new AllocaScopeReturnOp(checked(op, SPEC));
  }

  /** Creates {@code memref.alloca_scope.return %results}. */
  public static AllocaScopeReturnOp create(Builder b, Location loc, List<? extends Value> results) {
    return new AllocaScopeReturnOp(b.create(SPEC.newState(loc).addOperands(results)));
  }

  public List<Value> results() {
    return operands(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly; its operands are the parent's results. */
  public static final class Def extends OpDefinition implements Traits.HasParent, Traits.Pure, Traits.ReturnLike,
      Traits.IsTerminator, RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of(AllocaScopeOp.SPEC.name());
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      Asm.parseAttrDict(p, result, SPEC);
      SourceLoc loc = p.getCurrentLocation();
      UnresolvedOperand first = p.parseOptionalOperand();
      if (first == null) {
        return;
      }
      List<UnresolvedOperand> operands = new java.util.ArrayList<>(List.of(first));
      if (p.parseOptionalComma()) {
        operands.addAll(p.parseOperandList());
      }
      p.parseColon();
      List<Type> types = p.parseTypeList();
      result.addOperands(Asm.resolveOperands(p, operands, types, loc));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      Asm.printAttrDict(p, op);
      if (op.getNumOperands() > 0) {
        p.print(' ').printOperands(op.getOperands()).print(" : ").printTypes(op.getOperandTypes());
      }
    }

    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return op.getOperands();
    }
  }
}
