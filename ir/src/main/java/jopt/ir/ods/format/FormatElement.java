package jopt.ir.ods.format;

import java.util.List;

/** One element of a declarative assembly format, as MLIR's OpFormatGen models it. */
public sealed interface FormatElement {
  /** {@code `(`}, {@code `:`}, {@code `to`}; {@code ` `} is a space, {@code ``} suppresses one. */
  record Literal(String text) implements FormatElement {
    public boolean isSpace() {
      return text.equals(" ") || text.equals("\\n") || text.isEmpty();
    }
  }

  /** What a {@code $name} refers to. */
  enum VarKind { OPERAND, RESULT, ATTRIBUTE, REGION, SUCCESSOR }

  /** {@code $name}: an operand group, attribute, region or successor; {@code index} within its kind. */
  record Variable(VarKind kind, String name, int index) implements FormatElement {}

  /** The values a type directive or functional-type argument names. */
  sealed interface TypeTarget {}

  /** {@code operands} or {@code results}: every operand or result. */
  record AllValues(boolean operands) implements TypeTarget {}

  /** A named operand or result group. */
  record GroupTarget(Variable var) implements TypeTarget {}

  /** {@code type($x)}, {@code qualified(type($x))}, {@code type(operands)}. */
  record TypeDirective(TypeTarget target, boolean qualified) implements FormatElement {}

  /** {@code functional-type(inputs, results)}. */
  record FunctionalType(TypeTarget inputs, TypeTarget results) implements FormatElement {}

  /** {@code attr-dict} or {@code attr-dict-with-keyword}. */
  record AttrDict(boolean withKeyword) implements FormatElement {}

  /** {@code prop-dict}. */
  record PropDict() implements FormatElement {}

  /** {@code operands}, {@code regions}, {@code successors} as elements. */
  record AllOf(VarKind kind) implements FormatElement {}

  /** {@code custom<Name>(args)}; args are variables, type directives or attr-dict. */
  record Custom(String name, List<FormatElement> args) implements FormatElement {}

  /**
   * {@code oilist(`kw` elements | `kw2` elements)}: clauses in any order, each at most once,
   * each led by its keyword; printed in declaration order when any of its variables is present.
   */
  record OIList(List<List<FormatElement>> clauses) implements FormatElement {}

  /**
   * {@code (then)?} or {@code (then) : (else)?}: printed when its anchor is present, parsed when
   * its first element is.
   */
  record Optional(List<FormatElement> thenElements, List<FormatElement> elseElements, FormatElement anchor)
      implements FormatElement {}
}
