package jopt.dialects.scf;

import java.util.List;
import java.util.Set;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * scf.condition: {@code (%condition) attr-dict ($args^ : type($args))?}; ends the "before"
 * region of scf.while, continuing to the "after" region with {@code args} or leaving the loop.
 */
public final class ConditionOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("scf.condition")
      .summary("loop continuation condition")
      .operand("condition", TypeConstraints.I1)
      .variadicOperand("args", TypeConstraints.ANY)
      .build();

  private ConditionOp(Operation op) {
    super(op);
  }

  public static ConditionOp of(Operation op) {
    return new ConditionOp(checked(op, SPEC));
  }

  /** Creates {@code scf.condition(condition) args} at the builder's insertion point. */
  public static ConditionOp create(Builder b, Location loc, Value condition, List<? extends Value> args) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(condition).addOperands(args);
    return new ConditionOp(b.create(st));
  }

  public Value condition() {
    return getOperation().getOperand(0);
  }

  public List<Value> args() {
    return operands(1);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: a pure terminator forwarding {@code args} to "after" or to the results. */
  public static final class Def extends OpDefinition
      implements Traits.IsTerminator, Traits.Pure, Traits.HasParent, RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of(WhileOp.SPEC.name());
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      p.parseLParen();
      var cond = p.parseOperand();
      p.parseRParen();
      InherentAttrs.parseOptionalAttrDict(p, result, SPEC);
      // The declarative format resolves every operand once the whole form is parsed.
      var loc = p.getCurrentLocation();
      List<OpAsmParser.UnresolvedOperand> args = OpUtils.parseOptionalOperandList(p);
      List<jopt.ir.Type> types = args.isEmpty() ? List.of() : p.parseColonTypeList();
      result.addOperand(p.resolveOperand(cond, OpUtils.i1()));
      result.addOperands(ScfTraits.resolveOperands(p, args, types, loc));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print('(').printOperand(op.getOperand(0)).print(')');
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
      OpUtils.printOperandsAndTypes(p, op.getOperands(1, op.getNumOperands()));
    }

    /** The values forwarded to the "after" region or to the parent's results. */
    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return op.getOperands(1, op.getNumOperands());
    }
  }
}
