package jopt.dialects.llvm;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.VectorType;

/** Queries on LLVM dialect types (MLIR's LLVM::isCompatibleType and friends). */
public final class LLVMTypes {
  private LLVMTypes() {}

  /** {@code !llvm.ptr}. */
  public static LLVMPointerType ptr() {
    return LLVMPointerType.get();
  }

  /** Whether {@code t} is a type the LLVM dialect ops accept (MLIR's isCompatibleType). */
  public static boolean isCompatible(Type t) {
    if (t instanceof IntegerType i) {
      return i.isSignless();
    }
    if (t instanceof FloatType f) {
      return switch (f.getName()) {
        case "bf16", "f16", "f32", "f64", "f80", "f128" -> true;
        default -> false;
      };
    }
    if (t instanceof VectorType v) {
      return isCompatible(v.elementType());
    }
    if (t instanceof LLVMStructType s) {
      return s.elements().stream().allMatch(LLVMTypes::isCompatible);
    }
    if (t instanceof LLVMArrayType a) {
      return isCompatible(a.elementType());
    }
    if (t instanceof LLVMFunctionType f) {
      return isCompatible(f.returnType()) && f.params().stream().allMatch(LLVMTypes::isCompatible);
    }
    return t instanceof LLVMType;
  }

  /**
   * MLIR's isCompatibleOuterType: an LLVM type, a signless integer, one of LLVM's floats or a
   * vector of rank 1, whatever the types nested in it.
   */
  public static boolean isCompatibleOuterType(Type t) {
    if (t instanceof LLVMType) {
      return true;
    }
    if (t instanceof IntegerType i) {
      return i.isSignless();
    }
    if (t instanceof VectorType v) {
      return v.getRank() == 1;
    }
    return t instanceof FloatType f && switch (f.getName()) {
      case "bf16", "f16", "f32", "f64", "f80", "f128" -> true;
      default -> false;
    };
  }

  /** The element type of a vector, or {@code t} itself. */
  public static Type scalar(Type t) {
    return t instanceof VectorType v ? v.elementType() : t;
  }

  /** A pointer or a vector of pointers. */
  public static boolean isPointerLike(Type t) {
    return scalar(t) instanceof LLVMPointerType;
  }

  /** A signless integer or a vector of them. */
  public static boolean isIntegerLike(Type t) {
    return scalar(t) instanceof IntegerType i && i.isSignless();
  }

  /** {@code i1}, or a vector of {@code i1} of the shape of {@code operand} when it is a vector. */
  public static Type boolLike(Type operand) {
    if (operand instanceof VectorType v) {
      return VectorType.get(v.shape(), IntegerType.get(1), v.scalableDims());
    }
    return IntegerType.get(1);
  }

  /**
   * The type at {@code position} in a struct/array (extractvalue, insertvalue); null with
   * {@code error[0]} set to MLIR's message when the position does not index it.
   */
  static Type elementAt(Type container, long[] position, String[] error) {
    Type t = container;
    for (long p : position) {
      if (t instanceof LLVMArrayType a) {
        if (p < 0 || p >= a.numElements()) {
          error[0] = "position out of bounds: " + p;
          return null;
        }
        t = a.elementType();
      } else if (t instanceof LLVMStructType s) {
        List<Type> elems = s.elements();
        if (p < 0 || p >= elems.size()) {
          error[0] = "position out of bounds: " + p;
          return null;
        }
        t = elems.get((int) p);
      } else {
        error[0] = "expected LLVM IR structure/array type, got: '" + AttrTypePrinter.print(t) + "'";
        return null;
      }
    }
    return t;
  }
}
