package jopt.ir.ods;

/** How many values an operand or result group holds: ODS's plain, Optional and Variadic. */
public enum Arity {
  SINGLE,
  OPTIONAL,
  VARIADIC;

  public boolean isVariable() {
    return this != SINGLE;
  }
}
