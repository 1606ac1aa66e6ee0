package jopt.dialects.llvm;

import java.util.Set;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IntegerType;

/**
 * MLIR's LLVMDialect::verifyParameterAttribute: the LLVM attributes of a function's arguments
 * and results ({@code llvm.noalias}, {@code llvm.byval = i32}, {@code llvm.align = 16}) have
 * their attribute kind, and, on an LLVM-compatible value, the kind of value they apply to.
 */
final class LLVMParameterAttrs {
  private LLVMParameterAttrs() {}

  private static final Set<String> UNIT_ON_POINTER = Set.of("llvm.noalias", "llvm.readonly",
      "llvm.readnone", "llvm.writeonly", "llvm.nest", "llvm.nocapture", "llvm.nofree", "llvm.nonnull");
  private static final Set<String> TYPE_ON_POINTER = Set.of("llvm.byval", "llvm.byref",
      "llvm.elementtype", "llvm.inalloca", "llvm.preallocated", "llvm.sret");
  private static final Set<String> UNIT_ON_INTEGER = Set.of("llvm.signext", "llvm.zeroext");
  private static final Set<String> INTEGER_ON_POINTER = Set.of("llvm.align", "llvm.dereferenceable",
      "llvm.dereferenceable_or_null");
  private static final Set<String> UNIT_ON_ANY = Set.of("llvm.noundef", "llvm.inreg", "llvm.returned");

  /** Checks {@code attr} on the argument (or result) {@code index} of function {@code op}. */
  static boolean verify(Operation op, int index, boolean result, NamedAttribute attr) {
    Type type = valueType(op, index, result);
    // An attribute on a value not yet of an LLVM type is checked for its own kind only.
    boolean checkValue = type != null && LLVMTypes.isCompatible(type);
    String name = attr.name();
    Attribute value = attr.value();
    if (UNIT_ON_POINTER.contains(name)) {
      return kind(op, name, value instanceof UnitAttr, "a unit")
          && (!checkValue || on(op, name, type instanceof LLVMPointerType, "pointer"));
    }
    if (TYPE_ON_POINTER.contains(name)) {
      return kind(op, name, value instanceof TypeAttr, "a type")
          && (!checkValue || on(op, name, type instanceof LLVMPointerType, "pointer"));
    }
    if (UNIT_ON_INTEGER.contains(name)) {
      return kind(op, name, value instanceof UnitAttr, "a unit")
          && (!checkValue || on(op, name, type instanceof IntegerType, "integer"));
    }
    if (INTEGER_ON_POINTER.contains(name)) {
      return kind(op, name, value instanceof IntegerAttr, "an integer")
          && (!checkValue || on(op, name, type instanceof LLVMPointerType, "pointer"));
    }
    if (UNIT_ON_ANY.contains(name)) {
      return kind(op, name, value instanceof UnitAttr, "a unit");
    }
    return true;
  }

  private static boolean kind(Operation op, String name, boolean ok, String what) {
    if (!ok) {
      op.emitError("\"" + name + "\" should be " + what + " attribute");
    }
    return ok;
  }

  private static boolean on(Operation op, String name, boolean ok, String what) {
    if (!ok) {
      op.emitError("\"" + name + "\" attribute attached to non-" + what + " LLVM type");
    }
    return ok;
  }

  /** The type of the argument or result from the op's function type, or null. */
  private static Type valueType(Operation op, int index, boolean result) {
    if (!(op.getAttr("function_type") instanceof TypeAttr t)) {
      return null;
    }
    java.util.List<Type> types = t.value() instanceof FunctionType f ? (result ? f.results() : f.inputs())
        : t.value() instanceof LLVMFunctionType lf ? (result ? lf.results() : lf.params()) : null;
    return types != null && index < types.size() ? types.get(index) : null;
  }
}
