package jopt.dialects.llvm;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
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

  /**
   * What an attribute must be ({@code kind}, named {@code kindWord} in the error) and, when
   * {@code on} is not null, the kind of value it applies to ({@code onWord}).
   */
  private record Rule(Predicate<Attribute> kind, String kindWord, Predicate<Type> on, String onWord) {}

  private static final Rule UNIT_ON_POINTER = new Rule(UnitAttr.class::isInstance, "a unit",
      LLVMPointerType.class::isInstance, "pointer");
  private static final Rule TYPE_ON_POINTER = new Rule(TypeAttr.class::isInstance, "a type",
      LLVMPointerType.class::isInstance, "pointer");
  private static final Rule UNIT_ON_INTEGER = new Rule(UnitAttr.class::isInstance, "a unit",
      IntegerType.class::isInstance, "integer");
  private static final Rule INTEGER_ON_POINTER = new Rule(IntegerAttr.class::isInstance,
      "an integer", LLVMPointerType.class::isInstance, "pointer");
  private static final Rule UNIT_ON_ANY = new Rule(UnitAttr.class::isInstance, "a unit", null, null);

  private static final Map<String, Rule> RULES = rules();

  private static Map<String, Rule> rules() {
    Map<String, Rule> m = new HashMap<>();
    for (String n : List.of("llvm.noalias", "llvm.readonly", "llvm.readnone", "llvm.writeonly",
        "llvm.nest", "llvm.nocapture", "llvm.nofree", "llvm.nonnull")) {
      m.put(n, UNIT_ON_POINTER);
    }
    for (String n : List.of("llvm.byval", "llvm.byref", "llvm.elementtype", "llvm.inalloca",
        "llvm.preallocated", "llvm.sret")) {
      m.put(n, TYPE_ON_POINTER);
    }
    for (String n : List.of("llvm.signext", "llvm.zeroext")) {
      m.put(n, UNIT_ON_INTEGER);
    }
    for (String n : List.of("llvm.align", "llvm.dereferenceable", "llvm.dereferenceable_or_null")) {
      m.put(n, INTEGER_ON_POINTER);
    }
    for (String n : List.of("llvm.noundef", "llvm.inreg", "llvm.returned")) {
      m.put(n, UNIT_ON_ANY);
    }
    return Map.copyOf(m);
  }

  /** Checks {@code attr} on the argument (or result) {@code index} of function {@code op}. */
  static boolean verify(Operation op, int index, boolean result, NamedAttribute attr) {
    Rule rule = RULES.get(attr.name());
    if (rule == null) {
      return true;
    }
    if (!rule.kind().test(attr.value())) {
      op.emitError("\"" + attr.name() + "\" should be " + rule.kindWord() + " attribute");
      return false;
    }
    Type type = valueType(op, index, result);
    // An attribute on a value not yet of an LLVM type is checked for its own kind only.
    if (rule.on() != null && type != null && LLVMTypes.isCompatible(type) && !rule.on().test(type)) {
      op.emitError("\"" + attr.name() + "\" attribute attached to non-" + rule.onWord() + " LLVM type");
      return false;
    }
    return true;
  }

  /** The type of the argument or result from the op's function type, or null. */
  private static Type valueType(Operation op, int index, boolean result) {
    if (!(op.getAttr("function_type") instanceof TypeAttr t)) {
      return null;
    }
    List<Type> types = t.value() instanceof FunctionType f ? (result ? f.results() : f.inputs())
        : t.value() instanceof LLVMFunctionType lf ? (result ? lf.results() : lf.params()) : null;
    return types != null && index < types.size() ? types.get(index) : null;
  }
}
