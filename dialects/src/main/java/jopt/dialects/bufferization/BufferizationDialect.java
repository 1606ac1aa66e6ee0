package jopt.dialects.bufferization;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.MemoryEffects;

/** The bufferization dialect: tensor/buffer boundary ops and deallocation. */
public final class BufferizationDialect extends Dialect {
  /** Marks a function argument whose buffer One-Shot Module Bufferize may write (or not). */
  public static final String WRITABLE_ATTR = "bufferization.writable";
  /** The layout a function argument's buffer gets in One-Shot Module Bufferize. */
  public static final String BUFFER_LAYOUT_ATTR = "bufferization.buffer_layout";
  /** How a function accesses an argument's buffer (test-analysis-only annotations). */
  public static final String BUFFER_ACCESS_ATTR = "bufferization.access";
  /** An allocation or free under manual deallocation. */
  public static final String MANUAL_DEALLOCATION_ATTR = "bufferization.manual_deallocation";

  public BufferizationDialect() {
    super("bufferization");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(
        new AllocTensorOp.Def(),
        new CloneOp.Def(),
        new DeallocOp.Def(),
        new DeallocTensorOp.Def(),
        new MaterializeInDestinationOp.Def(),
        new ToBufferOp.Def(),
        new ToTensorOp.Def());
  }

  /** MLIR's checks of the dialect's function argument attributes, with mlir-opt-22's words. */
  @Override
  public boolean verifyRegionArgAttribute(Operation op, int regionIndex, int argIndex, NamedAttribute attr) {
    CallableOpInterface function = op.getInterface(CallableOpInterface.class);
    switch (attr.name()) {
      case WRITABLE_ATTR -> {
        if (!(attr.value() instanceof BoolAttr)) {
          return error(op, "'" + WRITABLE_ATTR + "' is expected to be a boolean attribute");
        }
        if (function == null) {
          return error(op, "expected '" + WRITABLE_ATTR + "' to be used on function-like operations");
        }
        if (function.getCallableRegion(op) == null || function.getCallableRegion(op).isEmpty()) {
          return error(op, "'" + WRITABLE_ATTR + "' is invalid on external functions");
        }
        return true;
      }
      case BUFFER_ACCESS_ATTR -> {
        if (!(attr.value() instanceof StringAttr s)) {
          return error(op, "'" + BUFFER_ACCESS_ATTR + "' is expected to be a string attribute");
        }
        if (!List.of("none", "read", "write", "read-write").contains(s.value())) {
          return error(op, "invalid value for '" + BUFFER_ACCESS_ATTR + "'");
        }
        return function != null
            || error(op, "expected '" + BUFFER_ACCESS_ATTR + "' to be used on function-like operations");
      }
      case BUFFER_LAYOUT_ATTR -> {
        if (!(attr.value() instanceof AffineMapAttr || attr.value() instanceof StridedLayoutAttr)) {
          return error(op, "'" + BUFFER_LAYOUT_ATTR + "' is expected to be a memref layout attribute");
        }
        return function != null
            || error(op, "expected '" + BUFFER_LAYOUT_ATTR + "' to be used on function-like operations");
      }
      default -> {
        // MLIR names the layout attribute here whatever the attribute is.
        return error(op, "attribute '" + BUFFER_LAYOUT_ATTR
            + "' not supported as a region arg attribute by the bufferization dialect");
      }
    }
  }

  @Override
  public boolean verifyOperationAttribute(Operation op, NamedAttribute attr) {
    if (attr.name().equals(MANUAL_DEALLOCATION_ATTR)) {
      if (!allocatesOrFrees(op)) {
        op.emitOpError("attribute '" + MANUAL_DEALLOCATION_ATTR
            + "' can be used only on ops that have an allocation and/or free side effect");
        return false;
      }
      return true;
    }
    return error(op, "attribute '\"" + attr.name()
        + "\"' not supported as an op attribute by the bufferization dialect");
  }

  /**
   * Whether {@code op} declares an Allocate or Free effect. This check runs before the op's own
   * invariants (as in MLIR), so the op may be malformed: one whose effects cannot be asked
   * (a memref.dealloc without its operand) counts as having them, as in mlir-opt-22, and its
   * own verifier then reports what is wrong.
   */
  private static boolean allocatesOrFrees(Operation op) {
    try {
      return MemoryEffects.hasEffect(op, MemoryEffects.Kind.ALLOCATE, null)
          || MemoryEffects.hasEffect(op, MemoryEffects.Kind.FREE, null);
    } catch (RuntimeException malformed) {
      return true;
    }
  }

  private static boolean error(Operation op, String message) {
    op.emitError(message);
    return false;
  }

  /** As MLIR's: every op of the dialect may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
