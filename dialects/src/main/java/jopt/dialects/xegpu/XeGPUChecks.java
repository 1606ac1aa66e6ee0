package jopt.dialects.xegpu;

import java.util.List;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.VectorType;

/** What several xegpu verifiers share (XeGPUOps.cpp's helpers), with MLIR's messages. */
final class XeGPUChecks {
  private XeGPUChecks() {}

  private static final List<String> READ_HINTS = List.of("cached", "uncached", "streaming", "read_invalidate");
  private static final List<String> WRITE_HINTS = List.of("cached", "uncached", "write_back", "write_through");

  /** isReadHintOrNone / isWriteHintOrNone over l1_hint, l2_hint, l3_hint: false after the error. */
  static boolean hints(Operation op, boolean read) {
    for (String name : List.of("l1_hint", "l2_hint", "l3_hint")) {
      Attribute a = op.getAttr(name);
      if (a instanceof XeGPUEnumAttr e && !(read ? READ_HINTS : WRITE_HINTS).contains(e.keyword())) {
        op.emitOpError("invalid " + name + ": " + jopt.ir.AttrTypePrinter.print(a));
        return false;
      }
    }
    return true;
  }

  /** MLIR's makeString of a shape: {@code [8, 16]}. */
  static String shapeString(long[] shape) {
    StringBuilder b = new StringBuilder("[");
    for (int i = 0; i < shape.length; i++) {
      b.append(i > 0 ? ", " : "").append(shape[i]);
    }
    return b.append(']').toString();
  }

  /** MLIR's getShapeOf: the shape of a shaped type, {@code [1]} for another. */
  static long[] shapeOf(Type t) {
    long[] s = XeGPUConstraints.shapeOf(t);
    return s == null ? new long[] {1} : s;
  }

  /** A type as MLIR streams it into a message: {@code '!xegpu.tensor_desc<8x16xf32>'}. */
  static String quoted(Type t) {
    return "'" + AsmUtil.typeStr(t) + "'";
  }

  /** Whether the mixed offsets of an nd op (none, or one per dimension) match the descriptor's rank. */
  /**
   * What load_nd and store_nd check first (MLIR's LoadNdOp/StoreNdOp::verify): a block
   * descriptor of rank 1 or 2 and cache hints of the access's kind.
   */
  static boolean blockAccess(Operation op, TensorDescType tdesc, boolean read) {
    if (tdesc.isScattered()) {
      op.emitOpError("Expects a non-scattered TensorDesc.\n");
      return false;
    }
    if (tdesc.getRank() > 2) {
      op.emitOpError("Expects a 1D or 2D TensorDesc.\n");
      return false;
    }
    return hints(op, read);
  }

  /**
   * A 1-D {@code value} smaller than the descriptor's {@code tdescElems} is a SIMT lane's share:
   * it must divide them and the descriptor carries no layout. {@code what} names the value in
   * the message ("Result", "Value").
   */
  static boolean simtDistribution(Operation op, TensorDescType tdesc, long tdescElems, VectorType value, String what) {
    if (tdesc.layout() != null) {
      op.emitOpError("TensorDesc doesn't need LayoutAttr for SIMT code");
      return false;
    }
    long valueElems = value.getNumElements();
    if (valueElems == 0 || tdescElems % valueElems != 0) {
      op.emitOpError(what + " shape " + shapeString(value.getShape())
          + " is not a valid distribution for tensor descriptor " + quoted(tdesc));
      return false;
    }
    return true;
  }

  static boolean offsetRanks(Operation op, TensorDescType tdesc) {
    long rank = tdesc.getRank();
    Attribute c = op.getAttr("const_offsets");
    // MLIR's getMixedOffsets follows const_offsets: without it there are none, whatever the operands.
    long mixed = c instanceof jopt.ir.attr.DenseArrayAttr d ? d.size() : 0;
    if (mixed != 0 && mixed != rank) {
      op.emitOpError("Mismatched ranks between offsets and tensor descriptor");
      return false;
    }
    return true;
  }

  /** {@code AllElementTypesMatch}: the element types of the named values are equal. */
  static boolean sameElementTypes(Type... types) {
    Type first = XeGPUConstraints.elementTypeOrSelf(types[0]);
    for (Type t : types) {
      if (!XeGPUConstraints.elementTypeOrSelf(t).equals(first)) {
        return false;
      }
    }
    return true;
  }
}
