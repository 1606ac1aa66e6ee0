package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;

/**
 * A function (MLIR's FunctionOpInterface): a callable symbol whose body is its region (empty for
 * an external declaration), as func.func, llvm.func, ml_program.func and ml_program.subgraph.
 */
public interface FunctionOpInterface extends CallableOpInterface, SymbolOpInterface {
  /** The {@code function_type} attribute as a builtin function type, or null (llvm.func's). */
  default FunctionType functionType(Operation op) {
    return op.getAttr("function_type") instanceof TypeAttr t && t.value() instanceof FunctionType f ? f : null;
  }

  /** Replaces the signature (MLIR's setFunctionTypeAttr: the {@code function_type} attribute only). */
  default void setFunctionTypeAttr(Operation op, FunctionType type) {
    op.setAttr("function_type", new TypeAttr(type));
  }

  /** The body region, empty for a declaration. */
  default Region getFunctionBody(Operation op) {
    return op.getRegion(0);
  }

  /** A declaration without a body. */
  default boolean isExternal(Operation op) {
    return getFunctionBody(op).isEmpty();
  }

  /** As MLIR's FunctionOpInterface: the body, or null for a declaration. */
  @Override
  default Region getCallableRegion(Operation op) {
    return isExternal(op) ? null : getFunctionBody(op);
  }

  /** The inputs of {@link #functionType}; a function typed otherwise (llvm.func) overrides it. */
  @Override
  default List<Type> getArgumentTypes(Operation op) {
    return functionType(op).inputs();
  }

  /** The results of {@link #functionType}; a function typed otherwise (llvm.func) overrides it. */
  @Override
  default List<Type> getResultTypes(Operation op) {
    return functionType(op).results();
  }

  /** MLIR's isPrivate(): the symbol's visibility is private. */
  default boolean isPrivate(Operation op) {
    return "private".equals(getVisibility(op));
  }
}
