package jopt.dialects.func;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FunctionType;

/** {@code %f = constant @fn : (i32) -> i32}: a function value. */
@Op
public final class ConstantOp extends ConstantOpBase {
  public static final OpSpec SPEC = OpSpec.op("func.constant")
      .summary("constant")
      .attr("value", AttrConstraints.FLAT_SYMBOL_REF)
      .result("result", TypeConstraints.ANY)
      .format("attr-dict $value `:` type(results)")
      .build();

  ConstantOp(Operation op) {
    super(op);
  }

  /** Creates {@code func.constant @callee : type}. */
  public static ConstantOp create(Builder b, Location loc, String callee, FunctionType type) {
    OperationState st = SPEC.newState(loc);
    st.attributes.set("value", new FlatSymbolRefAttr(callee));
    st.addType(type);
    return new ConstantOp(b.create(st));
  }

  /** The definition: custom form, result name and the symbol use check. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
    public Def() {
      super(SPEC);
    }


    /** {@code attr-dict $value : type(results)}. */


    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ConstantOp.of(op).result(), "f");
    }

    /** As MLIR's: the symbol it names. */
    @Override
    public boolean fold(Operation op, List<jopt.ir.Attribute> operands, List<jopt.ir.rewrite.OpFoldResult> results) {
      results.add(jopt.ir.rewrite.OpFoldResult.of(op.getAttr("value")));
      return true;
    }

    /** MLIR's verifySymbolUses: the function exists and has the result's type. */
    @Override
    public boolean verify(Operation op) {
      String name = of(op).value();
      Operation fn = CallOp.lookupFunction(op, name);
      if (fn == null || !fn.getName().equals(FuncOp.NAME)) {
        op.emitOpError("reference to undefined function '" + name + "'");
        return false;
      }
      if (!ConstantOp.of(op).result().getType().equals(FuncOp.getFunctionType(fn))) {
        op.emitOpError("reference to function with mismatched type");
        return false;
      }
      return true;
    }
  }
}
