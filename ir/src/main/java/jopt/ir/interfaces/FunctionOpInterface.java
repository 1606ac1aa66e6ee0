package jopt.ir.interfaces;

import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.type.FunctionType;

/**
 * MLIR's FunctionOpInterface: a callable symbol with a function type and a body region
 * (empty for an external declaration) whose entry block arguments are the parameters.
 */
public interface FunctionOpInterface extends CallableOpInterface, SymbolOpInterface {
  FunctionType getFunctionType(Operation op);

  /** Replaces the signature (the {@code function_type} attribute). */
  void setFunctionType(Operation op, FunctionType type);

  /** The body region, empty for a declaration. */
  default Region getFunctionBody(Operation op) {
    return op.getRegion(0);
  }

  /** A declaration without a body. */
  default boolean isExternal(Operation op) {
    return getFunctionBody(op).isEmpty();
  }

  /** MLIR's isPrivate(): the symbol's visibility is private. */
  default boolean isPrivate(Operation op) {
    return "private".equals(getVisibility(op));
  }
}
