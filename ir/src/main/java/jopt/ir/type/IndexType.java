package jopt.ir.type;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** The target-sized integer type {@code index}; 64 bits wide in attributes. */
public record IndexType() implements Type {
  public static final IndexType INSTANCE = new IndexType();

  /** Bit width of index values stored in attributes (MLIR's kInternalStorageBitWidth). */
  public static final int INTERNAL_STORAGE_BIT_WIDTH = 64;

  public static IndexType get() {
    return INSTANCE;
  }

  /** A leaf: never aliased (see Type#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("index");
  }

  @Override
  public String toString() {
    return "index";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IndexType;
  }

  @Override
  public int hashCode() {
    return 4753;
  }
}
