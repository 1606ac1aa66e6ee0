package jopt.ir.ods;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.interfaces.MemoryEffects;

/**
 * The declaration of an op as data, in the manner of MLIR's ODS: its operand and result groups
 * (single, optional, variadic), inherent attributes (properties) with constraints and defaults,
 * regions, successors, and the segment traits that tell how values split into groups. The
 * generic verifier ({@link OpSpecVerifier}) checks every constraint stated here, with MLIR's
 * messages, before an op's own verify runs; {@link ValueGroups} maps groups to values.
 *
 * <p>Immutable; build with {@link #op(String)}.
 */
public final class OpSpec implements OpFormatSpec {

  private final String name;
  private final List<ValueDef> operands;
  private final List<ValueDef> results;
  private final List<AttrDef> attributes;
  private final List<AttrDef> attributesByName;
  private final List<RegionDef> regions;
  private final List<SuccessorDef> successors;
  private final boolean attrSizedOperands;
  private final boolean attrSizedResults;
  private final boolean sameVariadicOperandSize;
  private final boolean sameVariadicResultSize;
  private final List<PredTrait> predicates;
  private final List<TypeRule> typeRules;
  private final String format;
  private final java.util.Map<String, CustomDirective> customDirectives;
  private final List<String> segmentAttrs;
  private final String summary;
  private final List<DeclaredEffect> effects;
  /**
   * The parsed format with the flags it was made for, made on first use: every definition of
   * this spec in every context shares it (an AssemblyFormat is immutable); a race makes it twice.
   */
  private volatile FormatMemo formatMemo;

  private record FormatMemo(boolean same, boolean sameTypeOperands, String terminator,
      boolean singleBlock, OpAsmFormat format) {}
  /** Counts the generic verifier needs for every op, computed once. */
  final int fixedOperands;
  final int fixedResults;
  final int fixedRegions;
  final int fixedSuccessors;
  final boolean variableOperands;
  final boolean variableResults;
  final boolean variableRegions;
  final boolean variableSuccessors;
  /**
   * The lists above as arrays, for the generic verifier's loops over every op: a call on a List
   * is an interface dispatch each time under C1 (no profile to inline by), 2% of verifying.
   */
  final ValueDef[] operandArray;
  final ValueDef[] resultArray;
  final AttrDef[] attributeArray;
  final AttrDef[] attributeByNameArray;
  final PredTrait[] predicateArray;

  /**
   * ODS's PredTrait ({@code TypesMatchWith}, {@code AllTypesMatch}, ...): a check of the whole
   * op, reported as "failed to verify that SUMMARY" after the operand and result types.
   */
  public record PredTrait(String summary, java.util.function.Predicate<jopt.ir.Operation> test) {}

  /**
   * A memory effect ODS states in a declaration: on operand or result group {@code group}
   * ({@code Arg<AnyMemRef, "", [MemRead]>:$memref}, {@code Res<..., [MemAlloc]>:$result}), on
   * each of its values, or on no value when {@code group} is null (the op's
   * {@code MemoryEffects<[MemWrite]>}).
   */
  public record DeclaredEffect(MemoryEffects.Kind kind, String group, boolean onResult,
      MemoryEffects.Resource resource) {}

  private OpSpec(Builder b) {
    this.name = b.name;
    this.operands = List.copyOf(b.operands);
    this.results = List.copyOf(b.results);
    this.regions = List.copyOf(b.regions);
    this.successors = List.copyOf(b.successors);
    this.attrSizedOperands = b.attrSizedOperands;
    this.attrSizedResults = b.attrSizedResults;
    this.sameVariadicOperandSize = b.sameVariadicOperandSize;
    this.sameVariadicResultSize = b.sameVariadicResultSize;
    this.summary = b.summary;
    this.predicates = List.copyOf(b.predicates);
    this.typeRules = List.copyOf(b.typeRules);
    this.format = b.format;
    this.customDirectives = java.util.Map.copyOf(b.customDirectives);
    this.segmentAttrs = List.copyOf(b.segmentAttrs);
    this.effects = resolveEffects(b.effects);
    List<AttrDef> attrs = new ArrayList<>(b.attributes);
    if (attrSizedOperands) {
      attrs.add(new AttrDef(OPERAND_SEGMENT_SIZES, AttrConstraints.DENSE_I32_ARRAY, false,
          DenseArrayAttr.i32(new int[operands.size()])));
    }
    if (attrSizedResults) {
      attrs.add(new AttrDef(RESULT_SEGMENT_SIZES, AttrConstraints.DENSE_I32_ARRAY, false,
          DenseArrayAttr.i32(new int[results.size()])));
    }
    this.attributes = List.copyOf(attrs);
    // Neither Comparator.comparing (its serializable lambda is linked at run time, not taken
    // from the AOT cache: 3.5 ms of start-up) nor streams: every op kind's spec is built here.
    attrs.sort((x, y) -> x.name().compareTo(y.name()));
    this.attributesByName = List.copyOf(attrs);
    this.fixedOperands = fixedValues(operands);
    this.fixedResults = fixedValues(results);
    int regionCount = 0;
    for (RegionDef r : regions) {
      regionCount += r.variadic() ? 0 : 1;
    }
    this.fixedRegions = regionCount;
    int successorCount = 0;
    for (SuccessorDef s : successors) {
      successorCount += s.variadic() ? 0 : 1;
    }
    this.fixedSuccessors = successorCount;
    this.variableOperands = fixedOperands != operands.size();
    this.variableResults = fixedResults != results.size();
    this.variableRegions = fixedRegions != regions.size();
    this.variableSuccessors = fixedSuccessors != successors.size();
    this.operandArray = operands.toArray(new ValueDef[0]);
    this.resultArray = results.toArray(new ValueDef[0]);
    this.attributeArray = attributes.toArray(new AttrDef[0]);
    this.attributeByNameArray = attributesByName.toArray(new AttrDef[0]);
    this.predicateArray = predicates.toArray(new PredTrait[0]);
    check(operands, attrSizedOperands || sameVariadicOperandSize, "operand");
    check(results, attrSizedResults || sameVariadicResultSize, "result");
  }

  /** The effects with their groups resolved: an operand's name first, else a result's. */
  private List<DeclaredEffect> resolveEffects(List<DeclaredEffect> declared) {
    List<DeclaredEffect> out = new ArrayList<>();
    for (DeclaredEffect e : declared) {
      if (e.group() == null) {
        out.add(e);
        continue;
      }
      boolean operand = has(operands, e.group());
      boolean result = has(results, e.group());
      if (operand == result) {
        throw new IllegalArgumentException(name + ": effect on '" + e.group() + "', which "
            + (operand ? "names both an operand and a result" : "is no operand or result"));
      }
      out.add(new DeclaredEffect(e.kind(), e.group(), result, e.resource()));
    }
    return List.copyOf(out);
  }

  private static boolean has(List<ValueDef> defs, String groupName) {
    for (ValueDef d : defs) {
      if (d.name().equals(groupName)) {
        return true;
      }
    }
    return false;
  }

  private static int fixedValues(List<ValueDef> defs) {
    int n = 0;
    for (ValueDef d : defs) {
      n += d.isVariable() ? 0 : 1;
    }
    return n;
  }

  /** ODS's rule: more than one variable-length group needs the segment-sizes or same-size trait. */
  private void check(List<ValueDef> defs, boolean attrSized, String what) {
    int variable = defs.size() - fixedValues(defs);
    if (variable > 1 && !attrSized) {
      throw new IllegalArgumentException(name + ": " + variable + " variable-length " + what
          + " groups need AttrSized" + (what.equals("operand") ? "Operand" : "Result") + "Segments");
    }
  }

  public static Builder op(String name) {
    return new Builder(name);
  }

  public String name() {
    return name;
  }

  /** Whether {@code op} is of this kind (MLIR's {@code isa<OpClass>(op)}). */
  public boolean isa(jopt.ir.Operation op) {
    return op != null && op.getName().equals(name);
  }

  public List<ValueDef> operands() {
    return operands;
  }

  public List<ValueDef> results() {
    return results;
  }

  /** The inherent attributes in declaration order, the segment-size properties last. */
  public List<AttrDef> attributes() {
    return attributes;
  }

  /**
   * The inherent attributes sorted by name: the order in which MLIR checks the attributes of a
   * parsed op (verifyInherentAttrs, property conversion), unlike the verifier's declaration order.
   */
  public List<AttrDef> attributesByName() {
    return attributesByName;
  }

  public List<RegionDef> regions() {
    return regions;
  }

  public List<SuccessorDef> successors() {
    return successors;
  }

  public boolean hasAttrSizedOperandSegments() {
    return attrSizedOperands;
  }

  public boolean hasAttrSizedResultSegments() {
    return attrSizedResults;
  }

  /** ODS's SameVariadicOperandSize: the variadic operand groups share what the fixed ones leave. */
  public boolean hasSameVariadicOperandSize() {
    return sameVariadicOperandSize;
  }

  /** ODS's SameVariadicResultSize. */
  public boolean hasSameVariadicResultSize() {
    return sameVariadicResultSize;
  }

  public String summary() {
    return summary;
  }

  public List<PredTrait> predicates() {
    return predicates;
  }

  public List<TypeRule> typeRules() {
    return typeRules;
  }

  /** The memory effects the declaration states, in the order stated. */
  public List<DeclaredEffect> declaredEffects() {
    return effects;
  }

  /**
   * The effects of {@code op} that the declaration states, as ODS's generated
   * {@code getEffects}: one per value of the group an effect names, in the order stated.
   */
  public List<MemoryEffects.Effect> effects(jopt.ir.Operation op) {
    if (effects.isEmpty()) {
      return List.of();
    }
    List<MemoryEffects.Effect> out = new ArrayList<>();
    for (DeclaredEffect e : effects) {
      if (e.group() == null) {
        out.add(new MemoryEffects.Effect(e.kind(), null, e.resource()));
        continue;
      }
      List<jopt.ir.Value> values = e.onResult()
          ? ValueGroups.results(this, op, resultIndex(e.group()))
          : ValueGroups.operands(this, op, operandIndex(e.group()));
      for (jopt.ir.Value v : values) {
        out.add(new MemoryEffects.Effect(e.kind(), v, e.resource()));
      }
    }
    return out;
  }

  /** The value of single operand group {@code groupName} of {@code op}; null when an optional one is absent. */
  public jopt.ir.Value operand(jopt.ir.Operation op, String groupName) {
    return ValueGroups.operand(this, op, operandIndex(groupName));
  }

  /** The values of operand group {@code groupName} of {@code op}. */
  public List<jopt.ir.Value> operands(jopt.ir.Operation op, String groupName) {
    return ValueGroups.operands(this, op, operandIndex(groupName));
  }

  /** The single value of result group {@code groupName} of {@code op}. */
  public jopt.ir.Value result(jopt.ir.Operation op, String groupName) {
    int[] range = ValueGroups.resultRange(this, op, resultIndex(groupName));
    return range[1] == 0 ? null : op.getResult(range[0]);
  }

  /** The declarative assembly format, or null when the op's syntax is written by hand. */
  public String format() {
    return format;
  }

  /**
   * The assembly format of this spec for a definition with these traits, made by {@code maker}
   * (the format package's AssemblyFormat::of) once per spec rather than once per context; null
   * without a format.
   */
  public OpAsmFormat assemblyFormat(boolean sameOperandsAndResultType, boolean sameTypeOperands,
      String implicitTerminator, boolean singleBlock, OpAsmFormat.Maker maker) {
    if (format == null) {
      return null;
    }
    FormatMemo m = formatMemo;
    if (m != null && m.same() == sameOperandsAndResultType && m.sameTypeOperands() == sameTypeOperands
        && m.singleBlock() == singleBlock && java.util.Objects.equals(m.terminator(), implicitTerminator)) {
      return m.format();
    }
    OpAsmFormat f = maker.make(this, sameOperandsAndResultType, sameTypeOperands, implicitTerminator,
        singleBlock);
    formatMemo = new FormatMemo(sameOperandsAndResultType, sameTypeOperands, implicitTerminator,
        singleBlock, f);
    return f;
  }

  /** The {@code custom<Name>} directives the format uses, by name. */
  public java.util.Map<String, CustomDirective> customDirectives() {
    return customDirectives;
  }

  /**
   * The attributes holding the segments of VariadicOfVariadic operand groups: properties ODS
   * sets from what a format read and leaves out of its attr-dict.
   */
  public List<String> variadicOfVariadicSegments() {
    return segmentAttrs;
  }

  /** A new state for an op of this kind at {@code loc}, for typed builders. */
  public jopt.ir.OperationState newState(jopt.ir.Location loc) {
    return new jopt.ir.OperationState(loc, name);
  }

  /** Records the operand group sizes of an AttrSizedOperandSegments op in {@code state}. */
  public static void setOperandSegmentSizes(jopt.ir.OperationState state, int... sizes) {
    OpFormatSpec.setOperandSegmentSizes(state, sizes);
  }

  /** The attribute named {@code attrName}, or null. */
  public AttrDef attribute(String attrName) {
    for (AttrDef a : attributes) {
      if (a.name().equals(attrName)) {
        return a;
      }
    }
    return null;
  }

  /** The index of the operand group named {@code groupName}; throws when there is none. */
  public int operandIndex(String groupName) {
    return indexOf(operands, groupName, "operand");
  }

  /** The index of the result group named {@code groupName}; throws when there is none. */
  public int resultIndex(String groupName) {
    return indexOf(results, groupName, "result");
  }

  private int indexOf(List<ValueDef> defs, String groupName, String what) {
    for (int i = 0; i < defs.size(); i++) {
      if (defs.get(i).name().equals(groupName)) {
        return i;
      }
    }
    throw new IllegalArgumentException(name + " has no " + what + " named '" + groupName + "'");
  }

  @Override
  public String toString() {
    return "OpSpec(" + name + ")";
  }

  /** Builds an {@link OpSpec}; groups and attributes are listed in ODS's declaration order. */
  public static final class Builder {
    private final String name;
    private final List<ValueDef> operands = new ArrayList<>();
    private final List<ValueDef> results = new ArrayList<>();
    private final List<AttrDef> attributes = new ArrayList<>();
    private final List<RegionDef> regions = new ArrayList<>();
    private final List<SuccessorDef> successors = new ArrayList<>();
    private boolean attrSizedOperands;
    private boolean attrSizedResults;
    private boolean sameVariadicOperandSize;
    private boolean sameVariadicResultSize;
    private final List<PredTrait> predicates = new ArrayList<>();
    private final List<TypeRule> typeRules = new ArrayList<>();
    private final java.util.Map<String, CustomDirective> customDirectives =
        new java.util.HashMap<>();
    private final List<String> segmentAttrs = new ArrayList<>();
    private String format;
    private String summary = "";
    private final List<DeclaredEffect> effects = new ArrayList<>();

    private Builder(String name) {
      this.name = name;
    }

    public Builder summary(String text) {
      this.summary = text;
      return this;
    }

    public Builder operand(String n, TypeConstraint c) {
      operands.add(new ValueDef(n, c, Arity.SINGLE));
      return this;
    }

    public Builder optionalOperand(String n, TypeConstraint c) {
      operands.add(new ValueDef(n, c, Arity.OPTIONAL));
      return this;
    }

    public Builder variadicOperand(String n, TypeConstraint c) {
      operands.add(new ValueDef(n, c, Arity.VARIADIC));
      return this;
    }

    public Builder result(String n, TypeConstraint c) {
      results.add(new ValueDef(n, c, Arity.SINGLE));
      return this;
    }

    public Builder optionalResult(String n, TypeConstraint c) {
      results.add(new ValueDef(n, c, Arity.OPTIONAL));
      return this;
    }

    public Builder variadicResult(String n, TypeConstraint c) {
      results.add(new ValueDef(n, c, Arity.VARIADIC));
      return this;
    }

    /** A required attribute. */
    public Builder attr(String n, AttrConstraint c) {
      attributes.add(new AttrDef(n, c, false, null));
      return this;
    }

    /** An {@code OptionalAttr}. */
    public Builder optionalAttr(String n, AttrConstraint c) {
      attributes.add(new AttrDef(n, c, true, null));
      return this;
    }

    /** A {@code UnitProp}: a unit attribute when set, absent when not ({@link AttrConstraints#UNIT_PROP}). */
    public Builder unitProp(String n) {
      attributes.add(new AttrDef(n, AttrConstraints.UNIT_PROP, true, null));
      return this;
    }

    /** A {@code DefaultValuedAttr}: {@code value} is stored when the attribute is absent. */
    public Builder defaultAttr(String n, AttrConstraint c, Attribute value) {
      attributes.add(new AttrDef(n, c, false, value));
      return this;
    }

    /** A {@code DefaultValuedOptionalAttr}: may be absent; {@code value} is what absence means. */
    public Builder defaultOptionalAttr(String n, AttrConstraint c, Attribute value) {
      attributes.add(new AttrDef(n, c, true, value));
      return this;
    }

    public Builder region(String n, RegionDef.Blocks blocks) {
      regions.add(new RegionDef(n, blocks, false));
      return this;
    }

    public Builder variadicRegion(String n, RegionDef.Blocks blocks) {
      regions.add(new RegionDef(n, blocks, true));
      return this;
    }

    public Builder successor(String n) {
      successors.add(new SuccessorDef(n, false));
      return this;
    }

    public Builder variadicSuccessor(String n) {
      successors.add(new SuccessorDef(n, true));
      return this;
    }

    /** ODS's AttrSizedOperandSegments: an {@code operandSegmentSizes} property splits the operands. */
    public Builder attrSizedOperandSegments() {
      attrSizedOperands = true;
      return this;
    }

    /** ODS's AttrSizedResultSegments. */
    public Builder attrSizedResultSegments() {
      attrSizedResults = true;
      return this;
    }

    /** ODS's SameVariadicOperandSize: every variadic operand group has the same size. */
    public Builder sameVariadicOperandSize() {
      sameVariadicOperandSize = true;
      return this;
    }

    /** ODS's SameVariadicResultSize: every variadic result group has the same size. */
    public Builder sameVariadicResultSize() {
      sameVariadicResultSize = true;
      return this;
    }

    /** An ODS PredTrait: {@code test} must hold, else "failed to verify that {@code summary}". */
    public Builder predicate(String summary, java.util.function.Predicate<jopt.ir.Operation> test) {
      predicates.add(new PredTrait(summary, test));
      return this;
    }

    /**
     * ODS's {@code AllTypesMatch}: the named single operands/results share one type ("failed to
     * verify that all of {a, b} have same type"); an assembly format may print one of them.
     */
    public Builder allTypesMatch(String... names) {
      List<String> list = List.of(names);
      typeRules.add(new TypeRule(list, null));
      return predicate("all of {" + String.join(", ", names) + "} have same type",
          op -> TypeRules.allMatch(op, name, list));
    }

    /** ODS's {@code TypesMatchWith}: {@code to}'s type is {@code transform} of {@code from}'s. */
    public Builder typesMatchWith(String summary, String from, String to,
        java.util.function.Function<jopt.ir.Type, jopt.ir.Type> transform) {
      typeRules.add(new TypeRule(List.of(from, to), transform));
      return predicate(summary, op -> TypeRules.matchWith(op, name, from, to, transform));
    }

    /**
     * ODS's {@code TypesMatchWith} onto a variable group: {@code to}'s types are the list
     * {@code transform} makes of {@code from}'s type (tensor.from_elements: one element type per
     * element of the result).
     */
    public Builder typesMatchWithEach(String summary, String from, String to,
        java.util.function.Function<jopt.ir.Type, List<jopt.ir.Type>> transform) {
      typeRules.add(new TypeRule(List.of(from, to), null, transform));
      return predicate(summary, op -> TypeRules.matchesEach(op, from, to, transform));
    }

    /**
     * ODS's {@code ShapedTypeMatchesElementCountAndTypes}: the variable group {@code elements}
     * has as many values as the shaped {@code shaped} has elements, each of its element type.
     */
    public Builder shapedTypeMatchesElementCountAndTypes(String shaped, String elements) {
      return typesMatchWithEach("shaped type '" + shaped + "' matches '" + elements
          + "' element count and types", shaped, elements, TypeRules::elementsOf);
    }

    /** The declarative assembly format, as ODS's {@code assemblyFormat}. */
    public Builder format(String assemblyFormat) {
      this.format = assemblyFormat;
      return this;
    }

    /** A {@code custom<Name>(...)} directive of the format. */
    public Builder customDirective(String directiveName, CustomDirective directive) {
      customDirectives.put(directiveName, directive);
      return this;
    }

    /**
     * Attribute {@code name} (declared with {@link #attr}) holds the segments of a
     * VariadicOfVariadic operand group, as ODS's {@code VariadicOfVariadic<T, "name">}: the
     * formats leave it out of attr-dict.
     */
    public Builder variadicOfVariadicSegments(String name) {
      segmentAttrs.add(name);
      return this;
    }

    /** ODS's {@code [MemRead]} on operand or result {@code group}. */
    public Builder memRead(String group) {
      return effect(MemoryEffects.Kind.READ, group, MemoryEffects.Resource.DEFAULT);
    }

    /** ODS's {@code [MemWrite]} on operand or result {@code group}. */
    public Builder memWrite(String group) {
      return effect(MemoryEffects.Kind.WRITE, group, MemoryEffects.Resource.DEFAULT);
    }

    /** ODS's {@code [MemAlloc]} on {@code group} (a result, as {@code Res<..., [MemAlloc]>}). */
    public Builder memAlloc(String group) {
      return effect(MemoryEffects.Kind.ALLOCATE, group, MemoryEffects.Resource.DEFAULT);
    }

    /** ODS's {@code [MemAlloc<Resource>]}: an allocation on another resource (alloca's scope). */
    public Builder memAlloc(String group, MemoryEffects.Resource resource) {
      return effect(MemoryEffects.Kind.ALLOCATE, group, resource);
    }

    /** ODS's {@code [MemFree]} on operand {@code group}. */
    public Builder memFree(String group) {
      return effect(MemoryEffects.Kind.FREE, group, MemoryEffects.Resource.DEFAULT);
    }

    /** ODS's op trait {@code MemoryEffects<[...]>}: effects on no value, in the order given. */
    public Builder memoryEffects(MemoryEffects.Kind... kinds) {
      for (MemoryEffects.Kind k : kinds) {
        effect(k, null, MemoryEffects.Resource.DEFAULT);
      }
      return this;
    }

    private Builder effect(MemoryEffects.Kind kind, String group, MemoryEffects.Resource resource) {
      effects.add(new DeclaredEffect(kind, group, false, resource));
      return this;
    }

    public OpSpec build() {
      return new OpSpec(this);
    }
  }
}
