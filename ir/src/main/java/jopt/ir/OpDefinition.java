package jopt.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.AttrDef;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.OpSpecVerifier;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * The definition of a registered op: its name, custom assembly, verifier and inherent
 * attributes. Traits and interfaces are Java interfaces that a subclass implements
 * (see {@link Traits} and {@link jopt.ir.interfaces}). One instance per op name per context.
 */
public abstract class OpDefinition {
  private final String name;
  private final OpSpec spec;
  private final Set<String> specAttributeNames;
  private final jopt.ir.ods.OpAsmFormat format;
  /** {@link TraitBits} of this definition, 0 until first asked. */
  private int traitBits;
  /** Whether {@link #print} is the declarative format's: 0 not yet known, 1 yes, 2 no. */
  private byte printsFormat;

  protected OpDefinition(String name) {
    this.name = name;
    this.spec = null;
    this.specAttributeNames = Set.of();
    this.format = null;
  }

  /**
   * A definition declared by {@code spec}: the generic verifier checks every constraint of the
   * spec before {@link #verify} runs, and the spec's attributes are the op's inherent ones.
   */
  protected OpDefinition(OpSpec spec) {
    this.name = spec.name();
    this.spec = spec;
    Set<String> names = new java.util.LinkedHashSet<>();
    for (AttrDef a : spec.attributes()) {
      names.add(a.name());
    }
    this.specAttributeNames = Collections.unmodifiableSet(names);
    if (!spec.declaredEffects().isEmpty() && !(this instanceof jopt.ir.interfaces.MemoryEffects)) {
      throw new IllegalStateException(name + ": a spec that declares memory effects needs a "
          + "definition implementing MemoryEffects");
    }
    this.format = spec.assemblyFormat(this instanceof Traits.SameOperandsAndResultType,
        this instanceof Traits.SameTypeOperands,
        this instanceof Traits.SingleBlockImplicitTerminator t ? t.implicitTerminatorName() : null,
        this instanceof Traits.SingleBlock, jopt.ir.ods.format.AssemblyFormat::of);
  }

  /**
   * Which of the traits and interfaces every verified op is asked about this definition has, as
   * {@link TraitBits}; found on first use (a race only finds the same bits twice).
   */
  public final int traitBits() {
    int bits = traitBits;
    if (bits == 0) {
      bits = computeTraitBits();
      traitBits = bits;
    }
    return bits;
  }

  /** The {@link TraitBits} this definition has, found by what it implements. */
  private int computeTraitBits() {
    int bits = TraitBits.KNOWN;
    bits |= this instanceof Traits.IsTerminator ? TraitBits.IS_TERMINATOR : 0;
    bits |= this instanceof Traits.SameOperandsAndResultType ? TraitBits.SAME_OPERANDS_AND_RESULT_TYPE : 0;
    bits |= this instanceof Traits.SameTypeOperands ? TraitBits.SAME_TYPE_OPERANDS : 0;
    bits |= this instanceof Traits.SameOperandsAndResultElementType ? TraitBits.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE : 0;
    bits |= this instanceof Traits.HasParent ? TraitBits.HAS_PARENT : 0;
    bits |= this instanceof Traits.SingleBlock ? TraitBits.SINGLE_BLOCK : 0;
    bits |= this instanceof Traits.SingleBlockFirst ? TraitBits.SINGLE_BLOCK_FIRST : 0;
    bits |= this instanceof Traits.NoRegionArguments ? TraitBits.NO_REGION_ARGUMENTS : 0;
    bits |= this instanceof Traits.NoTerminator ? TraitBits.NO_TERMINATOR : 0;
    bits |= this instanceof RegionBranchOpInterface ? TraitBits.REGION_BRANCH : 0;
    bits |= this instanceof Traits.SymbolTable ? TraitBits.SYMBOL_TABLE : 0;
    bits |= this instanceof Traits.SameOperandsAndResultShape ? TraitBits.SAME_OPERANDS_AND_RESULT_SHAPE : 0;
    bits |= this instanceof Traits.Elementwise ? TraitBits.ELEMENTWISE : 0;
    return bits;
  }

  public final String getName() {
    return name;
  }

  /** The op's declaration as data, or null for a definition written without one. */
  public final OpSpec getSpec() {
    return spec;
  }

  /**
   * Names of the attributes that are the op's properties (printed in {@code <{...}>}
   * generically); by default those of the spec.
   */
  public Set<String> inherentAttributeNames() {
    return specAttributeNames;
  }

  public boolean isInherentAttr(String attrName) {
    return inherentAttributeNames().contains(attrName);
  }

  /**
   * Adds the default value of each missing default-valued property ({@code overflowFlags =
   * #arith.overflow<none>}), as MLIR's property storage has them; parsers call it before
   * creating the op, in generic and custom form.
   */
  public void populateDefaultAttrs(NamedAttrList attrs) {
    if (spec != null) {
      List<AttrDef> attributes = spec.attributes();
      for (int i = 0; i < attributes.size(); i++) {
        AttrDef a = attributes.get(i);
        if (!a.optional() && a.defaultValue() != null && !attrs.contains(a.name())) {
          attrs.set(a.name(), a.defaultValue());
        }
      }
    }
  }

  /**
   * The properties {@code op} prints in its generic form ({@code <{...}>}): its inherent
   * attributes and, as MLIR prints a property that is not an attribute, each absent UnitProp of
   * the spec as {@code name = false}; MLIR's getPropertiesAsAttribute hook of the registered op.
   */
  public List<NamedAttribute> getPropertiesAsAttrs(Operation op) {
    List<NamedAttribute> props = op.getInherentAttrs();
    if (spec == null) {
      return props;
    }
    List<NamedAttribute> withFalse = null;
    for (AttrDef a : spec.attributes()) {
      if (a.constraint() == AttrConstraints.UNIT_PROP && op.getAttr(a.name()) == null) {
        if (withFalse == null) {
          withFalse = new ArrayList<>(props);
        }
        withFalse.add(new NamedAttribute(a.name(), BoolAttr.FALSE));
      }
    }
    if (withFalse == null) {
      return props;
    }
    Collections.sort(withFalse);
    return withFalse;
  }

  /**
   * MLIR's generated setInherentAttr stores an inherent attribute only when it is of the
   * property's storage kind (a dyn_cast), so one of another kind is dropped without a word
   * ({@code func.func @f() attributes {no_inline = i32}} parses as no no_inline). Parsers call
   * it where an op is built from a parsed attribute dictionary outside the generic form and the
   * declarative formats (which check their dictionary): custom parse hooks, linalg's short
   * payload form. Attributes that are not properties (ONNX-MLIR's) are left to the verifier.
   */
  public void dropInherentAttrsOfOtherKinds(NamedAttrList attrs) {
    if (spec == null || attrs.isEmpty()) {
      return;
    }
    List<AttrDef> attributes = spec.attributes();
    for (int i = 0; i < attributes.size(); i++) {
      AttrDef a = attributes.get(i);
      Attribute v = attrs.get(a.name());
      if (v != null && isInherentAttr(a.name()) && !a.constraint().isStorageKind(v)) {
        attrs.remove(a.name());
      }
    }
  }

  /**
   * Whether the op has a custom assembly form ({@link #parse} and {@link #print} overridden);
   * if false the generic form is used both ways.
   */
  public boolean hasCustomAssembly() {
    return format != null;
  }

  /**
   * Whether {@code op} prints in its custom form (when the generic form is not asked for): by
   * default whenever the op has one; an op whose custom form cannot carry everything it holds
   * (MLIR's parser of it would not read it back) says no for that op.
   */
  public boolean printsCustom(Operation op) {
    return hasCustomAssembly();
  }

  /**
   * The dialect whose ops may be written without prefix inside this op's regions ("func" for
   * func.func, so {@code return} means {@code func.return}); MLIR's getDefaultDialect.
   */
  public String getDefaultDialect() {
    return "";
  }

  /**
   * Parses the custom form after the op name into {@code result} (operands resolved, types,
   * attributes, regions). Throws {@link jopt.ir.asm.ParseException} after reporting an error.
   */
  public void parse(OpAsmParser parser, OperationState result) {
    if (format != null) {
      format.parse(parser, result);
      return;
    }
    throw parser.emitError(parser.getNameLoc(), "custom op '" + name + "' has no custom assembly form");
  }

  /**
   * Whether the custom form prints nothing but the op's own operands, results, attributes and
   * regions, no value made up by the printer (an affine map built from integers): the
   * printer's alias pass then need not print an op whose own values hold no aliased one
   * ({@link Type#mayPrintAlias}). True for the declarative assembly format ({@link #print} not
   * overridden), found once, on first use; a hand-written printer that qualifies overrides it.
   */
  public boolean printsOwnValuesOnly() {
    if (printsFormat == 0) {
      boolean declarative = false;
      if (format != null) {
        try {
          declarative = getClass().getMethod("print", Operation.class, OpAsmPrinter.class)
              .getDeclaringClass() == OpDefinition.class;
        } catch (NoSuchMethodException e) {
          throw new AssertionError(e);
        }
      }
      printsFormat = declarative ? (byte) 1 : (byte) 2; // a race only recomputes the same answer
    }
    return printsFormat == 1;
  }

  /** Prints the custom form after the op name; the caller printed the results and the name. */
  public void print(Operation op, OpAsmPrinter printer) {
    if (format != null) {
      format.print(op, printer);
      return;
    }
    throw new UnsupportedOperationException(name + " has no custom assembly form");
  }

  /**
   * MLIR's verifyInvariants hook, what the verifier checks of a registered op on entering it:
   * every constraint of the spec (or, without one, that a terminator is last in its block),
   * then {@link #verify}. Reports each failure on {@code op}.
   */
  public final boolean verifyInvariants(Operation op) {
    if (spec == null) {
      // The IsTerminator trait of ops without a spec (spec'd ones check it with their traits).
      if (op.hasTrait(Traits.IsTerminator.class) && op.getBlock() != null && op.getNextNode() != null) {
        op.emitOpError("must be the last operation in the parent block");
        return false;
      }
    } else if (!OpSpecVerifier.verify(op, spec)) {
      return false;
    }
    return verify(op);
  }

  /**
   * Checks the op's own invariants; reports with {@code op.emitOpError(...)} and returns false
   * on failure. Structural checks (operands dominate, terminators) are the verifier's, and
   * with a spec every constraint of the spec has been checked when this runs.
   */
  public boolean verify(Operation op) {
    return true;
  }

  /** Checks invariants that need the op's regions verified first. */
  public boolean verifyRegions(Operation op) {
    return true;
  }

  /** Suggests names for results ({@code %alloc}, {@code %c0}); MLIR's OpAsmOpInterface. */
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {}

  /** Suggests names for region arguments. */
  public void getAsmBlockArgumentNames(Operation op, Region region, BiConsumer<Value, String> setName) {}

  /**
   * MLIR's fold hook. {@code operands} holds the constant value of each operand or null.
   * Returns false when nothing folds; true with {@code results} empty when the op was updated
   * in place; true with one entry per result when the op can be replaced by them. A folder
   * never creates or erases ops.
   */
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    return false;
  }

  /** Adds the op's canonicalization patterns (used by {@code canonicalize}). */
  public void getCanonicalizationPatterns(RewritePatternSet patterns) {}

  /** The dialect namespace used in the custom form when printing with a default dialect. */
  public String getDialectNamespace() {
    int dot = name.indexOf('.');
    return dot < 0 ? "" : name.substring(0, dot);
  }

  @Override
  public String toString() {
    return name;
  }
}
