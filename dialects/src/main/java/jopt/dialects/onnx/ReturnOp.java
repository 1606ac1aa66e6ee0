package jopt.dialects.onnx;

import java.util.List;
import jopt.dialects.builtin.AsmUtil;
import jopt.dialects.func.FuncOp;
import jopt.ir.OpDefinition;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.GraphAliasingOpInterface;
import jopt.ir.type.FunctionType;

/**
 * onnx.Return: {@code onnx.Return %a, %b : tensor<2xf32>, tensor<3xf32>}, the terminator of a
 * func.func holding an ONNX graph. Its operands must match the function's result types, where
 * a tensor may be more precisely shaped than the signature says (as ONNX-MLIR allows).
 */
@Op
public final class ReturnOp extends ReturnOpBase {
  public static final String NAME = "onnx.Return";

  public static final OpSpec SPEC = OpSpec.op(NAME)
      .variadicOperand("input", jopt.ir.ods.TypeConstraints.ANY)
      .build();

  ReturnOp(Operation op) {
    super(op);
  }

  /** The definition: func.return's syntax, the enclosing function's result types. */
  public static final class Def extends OpDefinition implements GraphAliasingOpInterface, Traits.Pure,
      Traits.IsTerminator, Traits.ReturnLike, Traits.HasParent {
    private static final jopt.dialects.func.ReturnOp.Def FUNC_RETURN =
        new jopt.dialects.func.ReturnOp.Def();

    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of(FuncOp.NAME);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    /** The syntax is func.return's. */
    @Override
    public void parse(OpAsmParser p, OperationState result) {
      FUNC_RETURN.parse(p, result);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      FUNC_RETURN.print(op, p);
    }

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
        op.emitOpError("has " + op.getNumOperands() + " operands, but enclosing function (@" + name
            + ") returns " + results.size());
        return false;
      }
      for (int i = 0; i < results.size(); i++) {
        Type t = op.getOperand(i).getType();
        if (!Shapes.compatible(t, results.get(i))) {
          op.emitError("type of return operand " + i + " ('" + AsmUtil.typeStr(t)
              + "') doesn't match function result type ('" + AsmUtil.typeStr(results.get(i))
              + "') in function @" + name);
          return false;
        }
      }
      return true;
    }

    /** Has no results to place. */
    @Override
    public GraphAliasing getGraphAliasing(Operation op) {
      return new Compute();
    }
  }
}
