package jopt.dialects.transform;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.UnitAttr;

/**
 * MLIR's transform dialect with the extensions programs use (linalg's structured transforms,
 * bufferization, loop): transform scripts as IR, which MLIR's transform interpreter applies to
 * payload IR. jopt reads, verifies and prints them; it does not run them.
 */
public final class TransformDialect extends Dialect {
  /** The unit attribute of a symbol table holding named sequences. */
  static final String WITH_NAMED_SEQUENCE = "transform.with_named_sequence";
  /** The argument attributes of a named sequence: the handle is consumed, or only read. */
  static final String ARG_CONSUMED = "transform.consumed";
  static final String ARG_READONLY = "transform.readonly";

  public TransformDialect() {
    super("transform");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return TransformOp.definitions();
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }

  @Override
  public Type parseType(String body, java.util.function.Function<String, Type> builtinTypes) {
    return TransformType.parse(body, builtinTypes);
  }

  /** As MLIR's TransformDialect::parseType (a bad parameter of {@code param} is its verifier's). */
  @Override
  public String unknownTypeMessage(String mnemonic) {
    return mnemonic.equals("param") ? "only supports integer types with width <=64"
        : mnemonic.equals("op") ? "expected string" : "unknown type mnemonic: " + mnemonic;
  }

  /**
   * MLIR's TransformDialect::verifyOperationAttribute (its errors at the op's location, the op
   * printed only for the argument and tag attributes, as MLIR reports them).
   */
  @Override
  public boolean verifyOperationAttribute(Operation op, NamedAttribute attr) {
    String name = attr.name();
    switch (name) {
      case WITH_NAMED_SEQUENCE -> {
        if (!op.hasTrait(jopt.ir.Traits.SymbolTable.class)) {
          TransformVerifier.at(op,
              "\"" + name + "\" attribute can only be attached to operations with symbol tables");
          return false;
        }
        return TransformCalls.verifyNoRecursion(op);
      }
      case "transform.target_tag" -> {
        if (!(attr.value() instanceof StringAttr)) {
          op.emitError("\"" + name + "\" attribute must be a string");
          return false;
        }
        return true;
      }
      case ARG_CONSUMED, ARG_READONLY, "transform.silence_tracking_failures" -> {
        if (!(attr.value() instanceof UnitAttr)) {
          op.emitError("\"" + name + "\" must be a unit attribute");
          return false;
        }
        return true;
      }
      default -> {
        TransformVerifier.at(op, "unknown attribute: \"" + name + "\"");
        return false;
      }
    }
  }
}
