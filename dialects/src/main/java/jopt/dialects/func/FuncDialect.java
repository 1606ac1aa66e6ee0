package jopt.dialects.func;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/** The func dialect: functions, calls and returns. */
public final class FuncDialect extends Dialect {
  public FuncDialect() {
    super("func");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new FuncOp.Def(), new ReturnOp.Def(), new CallOp.Def(), new CallIndirectOp.Def(),
        new ConstantOp.Def());
  }

  /** MLIR's func inliner extension (see {@link FuncInlinerInterface}). */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return FuncInlinerInterface.INSTANCE;
  }

  /** As MLIR's: a func.constant of a symbol reference with a function type. */
  @Override
  public jopt.ir.Operation materializeConstant(jopt.ir.rewrite.Builder builder, jopt.ir.Attribute value, jopt.ir.Type type,
      jopt.ir.Location loc) {
    if (!(value instanceof jopt.ir.attr.FlatSymbolRefAttr ref) || !(type instanceof jopt.ir.type.FunctionType)) {
      return null;
    }
    jopt.ir.OperationState st = ConstantOp.SPEC.newState(loc);
    st.attributes.set("value", ref);
    st.addType(type);
    return builder.create(st);
  }
}
