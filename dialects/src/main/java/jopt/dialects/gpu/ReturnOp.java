package jopt.dialects.gpu;

import java.util.List;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FunctionType;

/** gpu.return: {@code gpu.return %a : f32}, the terminator of a gpu.func's body. */
@Op
public final class ReturnOp extends ReturnOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.return")
      .summary("Terminator for GPU functions.")
      .variadicOperand("operands", TypeConstraints.ANY)
      .format("attr-dict ($operands^ `:` type($operands))?")
      .build();

  ReturnOp(Operation op) {
    super(op);
  }

  /** The definition: the operands match the enclosing function's results. */
  public static final class Def extends OpDefinition
      implements Traits.HasParent, Traits.Pure, Traits.ReturnLike, Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of("gpu.func");
    }

    @Override
    public boolean verify(Operation op) {
      Operation func = op.getParentOp();
      FunctionType type = jopt.dialects.func.FuncOp.getFunctionType(func);
      if (type == null) {
        return true;
      }
      List<Type> results = type.results();
      if (results.size() != op.getNumOperands()) {
        op.emitOpError("expected " + results.size() + " result operands").attachNote(func.getLoc(),
            "return type declared here");
        return false;
      }
      for (int i = 0; i < results.size(); i++) {
        Type t = op.getOperand(i).getType();
        if (!t.equals(results.get(i))) {
          op.emitOpError("unexpected type `" + AsmUtil.typeStr(t) + "' for operand #" + i);
          return false;
        }
      }
      return true;
    }
  }
}
