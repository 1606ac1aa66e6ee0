package jopt.dialects.xegpu;

import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.VectorType;

/** The checks xegpu.load, xegpu.store and xegpu.prefetch share (a descriptor or a base plus offsets). */
final class GatherScatter {
  private GatherScatter() {}

  /**
   * The source checks: a descriptor takes no offsets and must be scattered, a base needs offsets;
   * then the cache hints ({@code read} for load and prefetch).
   */
  static boolean source(Operation op, Type source, Value offsets, boolean read) {
    if (source instanceof TensorDescType && offsets != null) {
      op.emitOpError("offsets not allowed.");
      return false;
    }
    if (!(source instanceof TensorDescType) && offsets == null) {
      op.emitOpError("Expects offsets.");
      return false;
    }
    if (source instanceof TensorDescType t && !t.isScattered()) {
      op.emitOpError("Expects a scattered TensorDesc.");
      return false;
    }
    return XeGPUChecks.hints(op, read);
  }

  /** The value and mask of a load or store against its source (isValidGatherScatter(Buffer)Params). */
  static boolean value(Operation op, Type source, Value offsets, Type mask, Type value, Long chunkAttr) {
    if (source instanceof TensorDescType tdesc) {
      return descriptorParams(op, mask, value, tdesc);
    }
    if (source instanceof MemRefType m && !XeGPUConstraints.elementTypeOrSelf(value).equals(m.getElementType())) {
      op.emitError("Value should have the same element type as MemRef.");
      return false;
    }
    if (!(value instanceof VectorType valueTy)) {
      if (mask instanceof VectorType || offsets.getType() instanceof VectorType) {
        op.emitOpError("Expecting scalar mask and offsets.");
        return false;
      }
      return true;
    }
    long chunk = chunkAttr == null ? 1 : chunkAttr;
    if (!(mask instanceof VectorType maskTy)) {
      op.emitOpError("Expecting a vector type mask.");
      return false;
    }
    long valueSize = valueTy.getNumElements();
    if (chunk > 1) {
      if (valueTy.getRank() == 1 && valueSize != chunk) {
        op.emitOpError("value elements must match chunk size " + chunk);
        return false;
      }
    } else if (valueSize != maskTy.getNumElements()) {
      op.emitOpError("Mask should match value except the chunk size dim.");
      return false;
    }
    long[] expected = valueTy.getShape();
    if (chunk > 1) {
      expected = java.util.Arrays.copyOf(expected, expected.length - 1);
    }
    if (!java.util.Arrays.equals(expected, maskTy.getShape())) {
      op.emitOpError("Mask should match value except the chunk size dim.");
      return false;
    }
    return true;
  }

  /** isValidGatherScatterParams: a scattered descriptor's mask and value shapes. */
  private static boolean descriptorParams(Operation op, Type mask, Type value, TensorDescType tdesc) {
    if (!(value instanceof VectorType valueTy)) {
      op.emitOpError("Expecting a vector type result.");
      return false;
    }
    long chunk = tdesc.getChunkSize();
    if (!valueTy.getElementType().equals(tdesc.elementType())) {
      op.emitOpError("Value should have the same element type as TensorDesc.");
      return false;
    }
    long[] tdescShape = tdesc.getShape();
    long[] expectedMask = chunk > 1 ? java.util.Arrays.copyOf(tdescShape, tdescShape.length - 1) : tdescShape;
    if (!java.util.Arrays.equals(expectedMask, XeGPUChecks.shapeOf(mask))) {
      op.emitOpError("Mask should match TensorDesc except the chunk size dim.");
      return false;
    }
    if (valueTy.getRank() == 1 && valueTy.getNumElements() == chunk) {
      if (tdesc.layout() != null) {
        op.emitOpError("TensorDesc doesn't need LayoutAttr for SIMT code");
        return false;
      }
      return true;
    }
    if (!java.util.Arrays.equals(tdescShape, valueTy.getShape())) {
      op.emitOpError("Value shape " + XeGPUChecks.shapeString(valueTy.getShape())
          + " is neither a valid distribution for SIMT nor consistent with the tensor descriptor for SIMD "
          + XeGPUChecks.quoted(tdesc));
      return false;
    }
    return true;
  }

  /** Whether {@code t} is an integer (a pointer source). */
  static boolean isInteger(Type t) {
    return t instanceof IntegerType;
  }
}
