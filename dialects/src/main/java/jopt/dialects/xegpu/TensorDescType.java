package jopt.dialects.xegpu;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;

/**
 * {@code !xegpu.tensor_desc<8x16xf16, #xegpu.block_tdesc_attr<...>, #xegpu.layout<...>>}: a
 * descriptor of a block (or of scattered rows) of memory, with its encoding (a block or scatter
 * encoding, the default block encoding when none is written) and an optional layout.
 */
public record TensorDescType(List<Long> shape, Type elementType, Attribute encoding, LayoutAttr layout)
    implements Type {
  public TensorDescType {
    shape = List.copyOf(shape);
  }

  /** MLIR's targetinfo::packedSizeInBitsForGatherScatter. */
  private static final int PACKED_BITS = 32;

  public long[] getShape() {
    return shape.stream().mapToLong(Long::longValue).toArray();
  }

  public int getRank() {
    return shape.size();
  }

  public long getNumElements() {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    return n;
  }

  public boolean isScattered() {
    return encoding instanceof TensorDescAttrs.Scatter;
  }

  /** The array length of a block descriptor (1 for another). */
  public long getArrayLength() {
    return encoding instanceof TensorDescAttrs.Block b ? b.arrayLength().getValue() : 1;
  }

  /** The chunk size of a scatter descriptor (1 for another). */
  public long getChunkSize() {
    return encoding instanceof TensorDescAttrs.Scatter s ? s.chunkSize().getValue() : 1;
  }

  /** MLIR's getMemorySpace as the integer its messages print: 0 global, 3 slm. */
  public int getMemorySpace() {
    XeGPUEnumAttr ms = encoding instanceof TensorDescAttrs.Block b ? b.memorySpace()
        : encoding instanceof TensorDescAttrs.Scatter s ? s.memorySpace() : null;
    return ms != null && ms.keyword().equals("slm") ? 3 : 0;
  }

  /** The bit width of an integer or float element type, or 0 for another (index). */
  static int bitWidth(Type t) {
    return t instanceof IntegerType i ? i.getWidth() : t instanceof FloatType f ? f.getWidth() : 0;
  }

  /** MLIR's TensorDescType::verify: the error, or null. */
  String verify() {
    int rank = shape.size();
    if (rank == 0) {
      return "expected non-zero rank tensor";
    }
    if (encoding instanceof TensorDescAttrs.Block b && rank > 1 && b.memorySpace().keyword().equals("slm")) {
      return "SLM is only supported for 1D block tensor";
    }
    int bits = bitWidth(elementType);
    long alignment = bits > 0 && bits < PACKED_BITS ? PACKED_BITS / bits : 1;
    if (encoding instanceof TensorDescAttrs.Scatter s) {
      long chunk = s.chunkSize().getValue();
      if (rank == 1 && chunk != 1) {
        return "expected non-contiguous elements for 1D tensor";
      }
      if (chunk > 1) {
        if (shape.get(rank - 1) != chunk) {
          return "expected last dim of tensor to match chunk size";
        }
        if (shape.get(rank - 1) % alignment != 0) {
          return "expected last dim of tensor to be a multiple of " + alignment;
        }
      }
    }
    if (layout != null) {
      if (rank != layout.rank()) {
        return "expected layout rank to match tensor rank";
      }
      if (encoding instanceof TensorDescAttrs.Scatter s && layout.laneData() != null
          && s.chunkSize().getValue() > 1 && layout.laneData().getLong(rank - 1) % alignment != 0) {
        return "expected last dim of lane_data to be a multiple of: " + alignment;
      }
      if (!DistributeLayoutAttr.isEvenlyDistributable(getShape(), layout)) {
        StringBuilder dims = new StringBuilder();
        for (int i = 0; i < rank; i++) {
          dims.append(i > 0 ? ", " : "").append(shape.get(i));
        }
        return "cannot distribute [" + dims + "] using " + AttrTypePrinter.print(layout);
      }
    }
    return null;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("!xegpu.tensor_desc<");
    for (long d : shape) {
      if (d == jopt.ir.type.ShapedType.DYNAMIC) {
        p.append('?');
      } else {
        p.append(d);
      }
      p.append('x');
    }
    p.printType(elementType);
    if (encoding != null && !(encoding instanceof TensorDescAttrs.Block b && b.hasDefaultsOnly())) {
      p.append(", ");
      p.printAttribute(encoding);
    }
    if (layout != null) {
      p.append(", ");
      p.printAttribute(layout);
    }
    p.append('>');
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
