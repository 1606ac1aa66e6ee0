package jopt.ir.type;

import jopt.ir.Parameterless;
import jopt.ir.Type;

/** The target-sized integer type {@code index}; 64 bits wide in attributes. */
public final class IndexType extends Parameterless implements Type {
  public static final IndexType INSTANCE = new IndexType();

  /** Bit width of index values stored in attributes (MLIR's kInternalStorageBitWidth). */
  public static final int INTERNAL_STORAGE_BIT_WIDTH = 64;

  private IndexType() {
    super("index");
  }

  public static IndexType get() {
    return INSTANCE;
  }
}
