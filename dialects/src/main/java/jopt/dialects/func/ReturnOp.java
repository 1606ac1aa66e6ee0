package jopt.dialects.func;

import java.util.List;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.StringAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FunctionType;

/** {@code return %a, %b : i32, f32}: returns from the enclosing func.func. */
@Op
public final class ReturnOp extends ReturnOpBase {
  public static final OpSpec SPEC = OpSpec.op("func.return")
      .summary("Function return operation")
      .variadicOperand("operands", TypeConstraints.ANY)
      .format("attr-dict ($operands^ `:` type($operands))?")
      .build();

  ReturnOp(Operation op) {
    super(op);
  }

  /** The definition: custom form and the check against the enclosing function's results. */
  public static final class Def extends OpDefinition
      implements Traits.Pure, Traits.IsTerminator, Traits.ReturnLike, Traits.HasParent {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of(FuncOp.NAME);
    }


    /** {@code attr-dict ($operands^ : type($operands))?}. */


    @Override
    public boolean verify(Operation op) {
      Operation func = op.getParentOp();
      FunctionType type = FuncOp.getFunctionType(func);
      if (type == null) {
        return true;
      }
      String name = func.getAttr("sym_name") instanceof StringAttr s ? s.value() : "";
      List<Type> results = type.results();
      if (op.getNumOperands() != results.size()) {
        op.emitOpError("has " + op.getNumOperands() + " operands, but enclosing function (@" + name + ") returns "
            + results.size());
        return false;
      }
      for (int i = 0; i < results.size(); i++) {
        Type t = op.getOperand(i).getType();
        if (!t.equals(results.get(i))) {
          op.emitError("type of return operand " + i + " ('" + AsmUtil.typeStr(t)
              + "') doesn't match function result type ('" + AsmUtil.typeStr(results.get(i)) + "') in function @"
              + name);
          return false;
        }
      }
      return true;
    }
  }
}
