package jopt.ir.ods;

/** One operand or result group of an op: its ODS name, type constraint and arity. */
public record ValueDef(String name, TypeConstraint constraint, Arity arity) {
  public boolean isVariable() {
    return arity.isVariable();
  }
}
