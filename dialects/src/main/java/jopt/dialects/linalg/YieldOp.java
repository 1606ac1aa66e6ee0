package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** linalg.yield: {@code %v, ... attr-dict : t, ...}; the values of the outputs at the current index. */
@Op
public final class YieldOp extends YieldOpBase {
  public static final OpSpec SPEC = OpSpec.op("linalg.yield")
      .summary("Linalg yield operation")
      .variadicOperand("values", TypeConstraints.ANY)
      .build();

  YieldOp(Operation op) {
    super(op);
  }

  /** The definition: custom assembly and the check against the enclosing structured op's inits. */
  public static final class Def extends OpDefinition implements Traits.IsTerminator, Traits.Pure, Traits.ReturnLike {
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
      List<UnresolvedOperand> ops = p.parseOperandList();
      p.parseOptionalAttrDict(result.attributes);
      List<Type> types = ops.isEmpty() ? List.of() : p.parseColonTypeList();
      LinalgAsm.resolve(p, ops, types, loc, result);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      if (op.getNumOperands() > 0) {
        p.print(' ').printOperands(op.getOperands());
      }
      LinalgAsm.printAttrDict(p, op);
      if (op.getNumOperands() > 0) {
        p.print(" : ").printTypes(op.getOperandTypes());
      }
    }

    @Override
    public boolean verify(Operation op) {
      Operation parent = op.getParentOp();
      if (parent == null || parent.getNumRegions() != 1 || parent.getRegion(0).isEmpty()) {
        op.emitOpError("expected single non-empty parent region");
        return false;
      }
      LinalgOp linalg = LinalgOp.of(parent);
      if (linalg == null) {
        op.emitOpError("expected parent op with LinalgOp interface");
        return false;
      }
      List<Value> inits = linalg.dpsInits();
      if (op.getNumOperands() != inits.size()) {
        op.emitOpError("expected number of yield values (" + op.getNumOperands()
            + ") to match the number of inits / outs operands of the enclosing LinalgOp (" + inits.size() + ")");
        return false;
      }
      for (int i = 0; i < inits.size(); i++) {
        Type element = LinalgTypes.elementTypeOrSelf(inits.get(i).getType());
        Type t = op.getOperand(i).getType();
        if (!t.equals(element)) {
          op.emitOpError("type of yield operand " + (i + 1) + " (" + LinalgAsm.quoted(t) + ") doesn't match "
              + "the element type of the enclosing linalg.generic op (" + LinalgAsm.quoted(element) + ")");
          return false;
        }
      }
      return true;
    }
  }
}
