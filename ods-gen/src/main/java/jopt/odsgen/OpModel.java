package jopt.odsgen;

import java.util.List;

/**
 * What the op generator knows of one op, read from its {@code OpSpec} builder chain: the groups
 * in declaration order and what {@code create} can infer. Names are the spec's ("sym_name").
 * {@code viewRef} names the view from its package: {@code LoadOp}, or {@code ExtendedOps.MulSIExtendedOp}
 * for a view nested in a family's class (its base is still the top-level {@code MulSIExtendedOpBase}).
 */
record OpModel(
    String packageName,
    String viewName,
    String viewRef,
    String specField,
    String opName,
    List<Group> operands,
    List<Group> results,
    List<Attr> attributes,
    List<Group> regions,
    List<Group> successors,
    boolean attrSizedOperands,
    boolean attrSizedResults,
    boolean inferResultTypes,
    boolean sameOperandsAndResultType) {

  enum Arity {
    SINGLE,
    OPTIONAL,
    VARIADIC
  }

  /** How a spec declares an attribute: ODS's Attr, OptionalAttr, DefaultValuedAttr, DefaultValuedOptionalAttr. */
  enum AttrKind {
    REQUIRED,
    OPTIONAL,
    DEFAULT,
    DEFAULT_OPTIONAL;

    /** Whether reading the attribute may give nothing (no default stands in). */
    boolean mayBeAbsent() {
      return this == OPTIONAL;
    }
  }

  /** An operand, result, region or successor group. */
  record Group(String name, Arity arity) {}

  /** An attribute; {@code storage} is the qualified name of its attribute class, or null. */
  record Attr(String name, AttrKind kind, String storage) {}
}
