package jopt.dialects.xegpu;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;

/** The encodings of a {@link TensorDescType}: block ({@code create_nd_tdesc}) and scatter. */
final class TensorDescAttrs {
  private TensorDescAttrs() {}

  static final XeGPUEnumAttr GLOBAL = XeGPUEnum.MEMORY_SPACE.attr("global");
  static final IntegerAttr ONE = IntegerAttr.get(IntegerType.get(64), 1);

  /** Prints {@code name = value} for a parameter that differs from its default. */
  static boolean printParam(AttrTypePrinter p, boolean first, String name, Attribute value, Attribute dflt) {
    if (value.equals(dflt)) {
      return first;
    }
    p.append(first ? "" : ", ").append(name).append(" = ");
    if (value instanceof XeGPUEnumAttr e) {
      e.printStripped(p);
    } else {
      p.printAttribute(value);
    }
    return false;
  }

  /**
   * {@code #xegpu.block_tdesc_attr<memory_space = slm, array_length = 2, boundary_check = false>},
   * every parameter defaulted (global, 1 : i64, true) and printed only when it differs.
   */
  record Block(XeGPUEnumAttr memorySpace, IntegerAttr arrayLength, IntegerAttr boundaryCheck) implements Attribute {
    static final Block DEFAULT = new Block(GLOBAL, ONE, BoolAttr.TRUE);

    /** MLIR's hasDefaultsOnly: the type prints no encoding then. */
    boolean hasDefaultsOnly() {
      return memorySpace.keyword().equals("global") && arrayLength.getValue() == 1
          && boundaryCheck.getValue() != 0;
    }

    @Override
    public boolean mayPrintAlias() {
      return false;
    }

    @Override
    public void print(AttrTypePrinter p) {
      p.append("#xegpu.block_tdesc_attr<");
      boolean first = printParam(p, true, "memory_space", memorySpace, GLOBAL);
      first = printParam(p, first, "array_length", arrayLength, ONE);
      printParam(p, first, "boundary_check", boundaryCheck, BoolAttr.TRUE);
      p.append('>');
    }

    @Override
    public String toString() {
      return AttrTypePrinter.print(this);
    }
  }

  /** {@code #xegpu.scatter_tdesc_attr<memory_space = slm, chunk_size = 8>} (defaults global, 1 : i64). */
  record Scatter(XeGPUEnumAttr memorySpace, IntegerAttr chunkSize) implements Attribute {
    @Override
    public boolean mayPrintAlias() {
      return false;
    }

    @Override
    public void print(AttrTypePrinter p) {
      p.append("#xegpu.scatter_tdesc_attr<");
      boolean first = printParam(p, true, "memory_space", memorySpace, GLOBAL);
      printParam(p, first, "chunk_size", chunkSize, ONE);
      p.append('>');
    }

    @Override
    public String toString() {
      return AttrTypePrinter.print(this);
    }
  }
}
