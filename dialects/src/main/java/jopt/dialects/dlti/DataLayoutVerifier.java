package jopt.dialects.dlti;

import java.util.Set;
import jopt.dialects.llvm.LLVMPointerType;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.type.DialectType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.IntegerType.Signedness;

/**
 * What MLIR checks of a module's {@code dlti.dl_spec} (the DataLayoutOpInterface verifier): the
 * entries keyed by a type first, in order (builtin integer and float types take a dense i64
 * vector of one or two alignments, abi and preferred; {@code index} an integer; other builtin
 * types none; {@code !llvm.ptr} a dense vector of 3 or 4 integers), then those keyed by a
 * {@code dlti.} identifier (one of the names DLTI knows; {@code dlti.endianness} is {@code big}
 * or {@code little}). Errors are at the op. Other non-builtin types are not checked.
 */
final class DataLayoutVerifier {
  private DataLayoutVerifier() {}

  private static final Set<String> KNOWN = Set.of("dlti.endianness", "dlti.alloca_memory_space",
      "dlti.program_memory_space", "dlti.global_memory_space", "dlti.default_memory_space",
      "dlti.stack_alignment", "dlti.function_pointer_alignment", "dlti.legal_int_widths",
      "dlti.mangling_mode");

  static boolean verify(Operation op, DLTIEntriesAttr spec) {
    for (DLTIEntry e : spec.entries()) {
      if (e.key() instanceof Type t) {
        String error = typeEntry(t, e);
        if (error != null) {
          op.emitError(error);
          return false;
        }
      }
    }
    for (DLTIEntry e : spec.entries()) {
      if (e.key() instanceof String id && id.startsWith("dlti.")) {
        String error = !KNOWN.contains(id) ? "unknown data layout entry name: " + id
            : id.equals("dlti.endianness") && !(e.value() instanceof StringAttr s
                && (s.getValue().equals("big") || s.getValue().equals("little")))
                ? "'dlti.endianness' data layout entry is expected to be either 'big' or 'little'" : null;
        if (error != null) {
          op.emitError(error);
          return false;
        }
      }
    }
    return true;
  }

  private static String typeEntry(Type t, DLTIEntry e) {
    String entry = AttrTypePrinter.print(new DataLayoutEntryAttr(e));
    Attribute v = e.value();
    if (t instanceof IntegerType || t instanceof FloatType) {
      if (!(v instanceof DenseElementsAttr d) || !IntegerType.get(64, Signedness.SIGNLESS).equals(d.getElementType())) {
        return "expected a dense i64 elements attribute in the data layout entry " + entry;
      }
      if (d.getNumElements() != 1 && d.getNumElements() != 2) {
        return "expected 1 or 2 elements in the data layout entry " + entry;
      }
      if (d.getNumElements() == 2 && d.getLong(1) < d.getLong(0)) {
        return "preferred alignment is expected to be greater than or equal to the abi alignment in "
            + "data layout entry " + entry;
      }
      return null;
    }
    if (t instanceof IndexType) {
      return v instanceof IntegerAttr ? null : "expected integer attribute in the data layout entry for 'index'";
    }
    if (t instanceof LLVMPointerType) {
      boolean ok = v instanceof DenseElementsAttr d && d.getElementType() instanceof IntegerType
          && (d.getNumElements() == 3 || d.getNumElements() == 4);
      return ok ? null : "expected layout attribute for '" + AttrTypePrinter.print(t)
          + "' to be a dense integer elements attribute with 3 or 4 elements";
    }
    boolean builtin = !(t instanceof DialectType) && t.getClass().getPackageName().equals("jopt.ir.type");
    return builtin ? "unexpected data layout for a built-in type" : null;
  }
}
