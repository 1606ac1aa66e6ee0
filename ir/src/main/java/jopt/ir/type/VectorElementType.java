package jopt.ir.type;

/**
 * MLIR's VectorElementTypeInterface: a dialect type a vector may hold (LLVM's pointer); the
 * builtin integer, index and float types may too without it.
 */
public interface VectorElementType {
  /** MLIR's VectorType::isValidElementType. */
  static boolean isValid(jopt.ir.Type t) {
    return t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType
        || t instanceof VectorElementType;
  }
}
