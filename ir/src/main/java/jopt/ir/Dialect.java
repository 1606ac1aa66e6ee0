package jopt.ir;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * A namespace of ops, types and attributes. A dialect lists its op definitions; a library
 * user registers their own dialects in an {@link MLIRContext} the same way.
 */
public abstract class Dialect {
  private final String namespace;
  private final List<String> operationNames;

  protected Dialect(String namespace) {
    this(namespace, null);
  }

  /**
   * A dialect that makes each op definition on its own: {@code operationNames} are its ops'
   * names, {@link #createOperation} makes each (see {@link #getOperationNames}).
   */
  protected Dialect(String namespace, List<String> operationNames) {
    this.namespace = namespace;
    this.operationNames = operationNames == null ? null : List.copyOf(operationNames);
  }

  public final String getNamespace() {
    return namespace;
  }

  /**
   * Whether ops of this namespace that the dialect does not define are valid (MLIR's
   * allowUnknownOperations); false, as for every upstream dialect, unless overridden.
   */
  public boolean allowsUnknownOperations() {
    return false;
  }

  /**
   * The op definitions of this dialect; by default those of {@link #getOperationNames}, made by
   * {@link #createOperation}, or none.
   */
  public List<OpDefinition> getOperations() {
    return getOperationNames() == null ? List.of() : createAllOperations();
  }

  /**
   * The names of this dialect's ops when it makes each definition on its own ({@link
   * #createOperation}), so that a context initializes an op's class (its spec, constraints and
   * format, interpreted at start-up) only when the op is first looked up: a small file uses a
   * few of a dialect's dozens of ops. Null, unless given to the constructor: {@link
   * #getOperations} makes them all.
   */
  public List<String> getOperationNames() {
    return operationNames;
  }

  /**
   * The definition of op {@code name}, one of {@link #getOperationNames}; null for another
   * name.
   */
  public OpDefinition createOperation(String name) {
    return null;
  }

  /** Every op of {@link #getOperationNames}, made by {@link #createOperation}, in that order. */
  protected final List<OpDefinition> createAllOperations() {
    List<OpDefinition> all = new java.util.ArrayList<>();
    for (String name : getOperationNames()) {
      OpDefinition def = createOperation(name);
      if (def == null) {
        throw new IllegalStateException(namespace + " lists op '" + name + "' but makes none");
      }
      all.add(def);
    }
    return List.copyOf(all);
  }

  /**
   * Parses the body of a {@code !ns.body} type. The default keeps it opaque, which prints it
   * back verbatim; returns null to report an unknown type.
   */
  public Type parseType(String body) {
    return null;
  }

  /**
   * As {@link #parseType(String)} for a dialect whose types nest builtin ones (LLVM's
   * {@code !llvm.struct<(tensor<4xf32>)>}): {@code builtinTypes} parses the text of one type as
   * the main parser does, null when it is not one.
   */
  public Type parseType(String body, java.util.function.Function<String, Type> builtinTypes) {
    return parseType(body);
  }

  /** Parses the body of a {@code #ns.body} attribute; null reports an unknown attribute. */
  public Attribute parseAttribute(String body) {
    return null;
  }

  /**
   * The error for a type body {@link #parseType} does not know, or null for ODS's "unknown type
   * `mnemonic` in dialect `ns`" (a dialect with a hand-written type parser words its own).
   */
  public String unknownTypeMessage(String mnemonic) {
    return null;
  }

  /**
   * Why a type body {@link #parseType} refused is well formed but invalid (an LLVM array of
   * {@code void}), or null for the unknown-type error of {@link #unknownTypeMessage}.
   */
  public TypeBodyError typeBodyError(
      String body, java.util.function.Function<String, Type> builtinTypes) {
    return null;
  }

  /** An error in a type body: its message, at {@code offset} characters into the body. */
  public record TypeBodyError(int offset, String message) {}

  /** Whether {@link #parseType} is overridden; else the parser reports a missing hook. */
  public boolean hasTypeParser() {
    return false;
  }

  /**
   * Parses {@code #ns.body : type} for an attribute whose own type is its parameter (MLIR's
   * AttributeSelfTypeParameter): the parser reads the {@code : type} suffix only for a dialect
   * that answers true to {@link #parsesAttributeSelfType}, and passes null when there is none.
   */
  public Attribute parseAttribute(String body, Type selfType) {
    return parseAttribute(body);
  }

  /** Whether the dialect's attributes take a trailing {@code : type} (see above). */
  public boolean parsesAttributeSelfType() {
    return false;
  }

  /**
   * Whether {@link #parseAttribute} (or {@link #parseAttributeBody}, for a dialect that
   * {@link #parsesAttributeBodies}) is overridden; else the parser reports a missing hook.
   */
  public boolean hasAttributeParser() {
    return parsesAttributeBodies();
  }

  /**
   * MLIR's Dialect::parseAttribute with a DialectAsmParser: parses {@code #ns.mnemonic...} whose
   * body holds attributes and types of its own ({@code #dlti.map<"k" = 1 : i32>}). The parser
   * stands after the mnemonic, reads the body only (its end is the end of input there) and
   * reports errors at their place, {@link OpAsmParser#getNameLoc} being the mnemonic's; null
   * for a mnemonic the dialect does not have. Used instead of {@link #parseAttribute(String)}
   * when {@link #parsesAttributeBodies} is true.
   */
  public Attribute parseAttributeBody(String mnemonic, jopt.ir.asm.OpAsmParser parser) {
    return null;
  }

  /**
   * As {@link #parseAttributeBody}, for a dialect type ({@code !xegpu.tensor_desc<8x16xf32,
   * #xegpu.layout<...>>}): the parser stands after the mnemonic and reads the body only; null
   * for a mnemonic the dialect does not have. Used instead of {@link #parseType(String)} when
   * {@link #parsesTypeBodies} is true.
   */
  public Type parseTypeBody(String mnemonic, jopt.ir.asm.OpAsmParser parser) {
    return null;
  }

  /** Whether the dialect's types are parsed by {@link #parseTypeBody}. */
  public boolean parsesTypeBodies() {
    return false;
  }

  /** Whether the dialect's attributes are parsed by {@link #parseAttributeBody}. */
  public boolean parsesAttributeBodies() {
    return false;
  }

  /**
   * Creates a constant op of this dialect holding {@code value} of {@code type} at the
   * builder's insertion point, for folders' attribute results; null when it cannot.
   */
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    return null;
  }

  /**
   * The dialect's inlining hooks (MLIR's DialectInlinerInterface); null, as for a dialect that
   * registers none: its ops, calls and regions never take part in inlining.
   */
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return null;
  }

  /** Adds dialect-wide canonicalization patterns (used by {@code canonicalize}). */
  public void getCanonicalizationPatterns(RewritePatternSet patterns) {}

  /**
   * MLIR's verifyOperationAttribute: checks a discardable attribute named after this dialect
   * ({@code bufferization.manual_deallocation}) on {@code op}, before the op's own invariants;
   * reports and returns false when it is invalid. Every such attribute is accepted by default.
   */
  public boolean verifyOperationAttribute(Operation op, jopt.ir.attr.NamedAttribute attr) {
    return true;
  }

  /**
   * MLIR's verifyRegionArgAttribute: checks an attribute of this dialect on argument
   * {@code argIndex} of region {@code regionIndex} of {@code op} (a function's argument
   * attributes); reports and returns false when it is invalid.
   */
  public boolean verifyRegionArgAttribute(Operation op, int regionIndex, int argIndex,
      jopt.ir.attr.NamedAttribute attr) {
    return true;
  }

  /** MLIR's verifyRegionResultAttribute: as {@link #verifyRegionArgAttribute}, for results. */
  public boolean verifyRegionResultAttribute(Operation op, int regionIndex, int resultIndex,
      jopt.ir.attr.NamedAttribute attr) {
    return true;
  }
}
