package jopt.interpreter.runtime;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import jopt.dialects.llvm.LLVMArrayType;
import jopt.dialects.llvm.LLVMPointerType;
import jopt.dialects.llvm.LLVMStructType;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.VectorType;

/**
 * The zero value of a type as the interpreter holds it: what ub.poison, llvm.mlir.undef and
 * llvm.mlir.zero give, and the results of an op passed over after a failed assertion.
 */
public final class Zeros {
  private Zeros() {}

  /** Arrays up to this many elements have a zero (they are held element by element). */
  private static final long MAX_ARRAY = 1 << 20;

  /**
   * The zero of {@code t}: of a scalar, a fixed-shape vector of scalars, or an LLVM pointer
   * (null), struct or array of such; null when it has none.
   */
  public static Object of(Type t) {
    if (t instanceof VectorType v) {
      Object zero = scalar(v.getElementType());
      if (zero == null || v.isScalable()) {
        return null;
      }
      Object[] elements = new Object[VectorValue.count(v.getShape())];
      Arrays.fill(elements, zero);
      return VectorValue.of(v, elements);
    }
    Object zero = scalar(t);
    return zero != null ? zero : llvm(t);
  }

  private static Object scalar(Type scalar) {
    if (scalar instanceof FloatType) {
      return 0.0;
    }
    return Scalars.width(scalar) > 0 ? (Object) 0L : null;
  }

  /** The zero of an LLVM pointer (null), struct or array type; null for other types. */
  private static Object llvm(Type t) {
    if (t instanceof LLVMPointerType) {
      return LlvmPointer.NULL;
    }
    List<Type> elements;
    if (t instanceof LLVMStructType s && !s.opaque() && s.body() != null) {
      elements = s.body();
    } else if (t instanceof LLVMArrayType a && a.numElements() <= MAX_ARRAY) {
      elements = Collections.nCopies((int) a.numElements(), a.elementType());
    } else {
      return null;
    }
    Object[] values = new Object[elements.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = of(elements.get(i));
      if (values[i] == null) {
        return null;
      }
    }
    return new LlvmAggregate(values, t instanceof LLVMArrayType, null);
  }
}
