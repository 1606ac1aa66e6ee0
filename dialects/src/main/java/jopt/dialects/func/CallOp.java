package jopt.dialects.func;

import java.util.List;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FunctionType;

/** {@code %0 = call @f(%a) : (i32) -> i32}: a direct call of a func.func symbol. */
@Op
public final class CallOp extends CallOpBase {
  public static final OpSpec SPEC = OpSpec.op("func.call")
      .summary("call operation")
      .attr("callee", AttrConstraints.FLAT_SYMBOL_REF)
      .variadicOperand("operands", TypeConstraints.ANY)
      .optionalAttr("arg_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("res_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("no_inline", AttrConstraints.UNIT)
      .variadicResult("results", TypeConstraints.ANY)
      .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")
      .build();

  CallOp(Operation op) {
    super(op);
  }

  /** Creates {@code func.call @callee(operands)} returning {@code results}. */
  public static CallOp create(Builder b, Location loc, String callee, List<? extends Type> results,
      List<? extends Value> operands) {
    OperationState st = SPEC.newState(loc);
    st.attributes.set("callee", new FlatSymbolRefAttr(callee));
    st.addOperands(operands).addTypes(results);
    return new CallOp(b.create(st));
  }

  public List<OpResult> results() {
    return getOperation().getResults();
  }

  /** Finds the func.func named {@code name} in the nearest enclosing symbol table, or null. */
  public static Operation lookupFunction(Operation from, String name) {
    return SymbolTable.lookupNearestSymbolFrom(from, name);
  }

  /** The definition: custom form and the check of the callee's signature (verifySymbolUses). */
  public static final class Def extends OpDefinition implements CallOpInterface {
    public Def() {
      super(SPEC);
    }


    @Override
    public String getCallee(Operation op) {
      return op.getAttr("callee") instanceof FlatSymbolRefAttr s ? s.value() : null;
    }

    @Override
    public List<Value> getArgOperands(Operation op) {
      return op.getOperands();
    }

    /** {@code $callee ( $operands ) attr-dict : functional-type($operands, results)}. */


    @Override
    public boolean verify(Operation op) {
      String name = getCallee(op);
      Operation fn = lookupFunction(op, name);
      if (fn == null || !fn.getName().equals(FuncOp.NAME)) {
        op.emitOpError("'" + name + "' does not reference a valid function");
        return false;
      }
      FunctionType type = FuncOp.getFunctionType(fn);
      if (type == null) {
        return true;
      }
      if (type.inputs().size() != op.getNumOperands()) {
        op.emitOpError("incorrect number of operands for callee");
        return false;
      }
      for (int i = 0; i < op.getNumOperands(); i++) {
        Type t = op.getOperand(i).getType();
        if (!t.equals(type.inputs().get(i))) {
          op.emitOpError("operand type mismatch: expected operand type '" + AsmUtil.typeStr(type.inputs().get(i))
              + "', but provided '" + AsmUtil.typeStr(t) + "' for operand number " + i);
          return false;
        }
      }
      if (type.results().size() != op.getNumResults()) {
        op.emitOpError("incorrect number of results for callee");
        return false;
      }
      for (int i = 0; i < op.getNumResults(); i++) {
        if (!op.getResult(i).getType().equals(type.results().get(i))) {
          var d = op.emitOpError("result type mismatch at index " + i);
          d.attachNote(op.getLoc(), "      op result types: " + quoted(op.getResultTypes()));
          d.attachNote(op.getLoc(), "function result types: " + quoted(type.results()));
          return false;
        }
      }
      return true;
    }

    private static String quoted(List<Type> types) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < types.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append('\'').append(AsmUtil.typeStr(types.get(i))).append('\'');
      }
      return sb.toString();
    }
  }
}
