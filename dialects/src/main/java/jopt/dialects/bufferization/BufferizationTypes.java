package jopt.dialects.bufferization;

import java.util.Arrays;
import java.util.Objects;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.type.BaseMemRefType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;

/** The bufferization dialect's type constraints and helpers shared by its ops. */
final class BufferizationTypes {
  private BufferizationTypes() {}

  /** Bufferization_TensorLikeTypeInterface: the builtin tensor types. */
  static final TypeConstraint TENSOR_LIKE =
      TypeConstraint.of("TensorLikeType instance", t -> t instanceof TensorType)
          .withStorageKind(new TypeConstraint.TypeKind(null, t -> t instanceof TensorType));
  /** Bufferization_BufferLikeTypeInterface: the builtin memref types. */
  static final TypeConstraint BUFFER_LIKE =
      TypeConstraint.of("BufferLikeType instance", t -> t instanceof BaseMemRefType)
          .withStorageKind(new TypeConstraint.TypeKind(null, t -> t instanceof BaseMemRefType));

  /**
   * The check behind ODS's "specified tensor and buffer types match": the shapes, then the
   * element types, each reported as a plain error before the op's predicate error.
   */
  static boolean tensorAndBufferMatch(Operation op, Type tensor, Type buffer) {
    boolean ranked = tensor instanceof RankedTensorType;
    if (ranked != buffer instanceof MemRefType
        || ranked && !Arrays.equals(((ShapedType) tensor).getShape(), ((ShapedType) buffer).getShape())) {
      op.emitError("shapes do not match");
      return false;
    }
    if (!Objects.equals(((ShapedType) tensor).getElementType(), ((ShapedType) buffer).getElementType())) {
      op.emitError("element types do not match");
      return false;
    }
    return true;
  }

  /**
   * The declarative parser's {@code type($x)} for a constraint with a C++ type class: any
   * other kind of type is "invalid kind of type specified", at the type.
   */
  static Type parseTypeOfKind(OpAsmParser p, TypeConstraint kind) {
    SourceLoc loc = p.getCurrentLocation();
    Type t = p.parseType();
    if (!kind.test(t)) {
      throw p.emitError(loc, "invalid kind of type specified");
    }
    return t;
  }
}
