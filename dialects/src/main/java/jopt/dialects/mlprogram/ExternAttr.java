package jopt.dialects.mlprogram;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.type.NoneType;

/**
 * {@code #ml_program.extern : type}: the value of a global resolved outside the program. Its
 * only parameter is its own type (none when the text gives no {@code : type}); it prints under
 * the alias {@code #extern}.
 */
public record ExternAttr(Type type) implements Attribute {
  public ExternAttr {
    Objects.requireNonNull(type);
  }

  public static ExternAttr get(Type type) {
    return new ExternAttr(type);
  }

  @Override
  public Type getType() {
    return type;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#ml_program.extern");
    if (!(type instanceof NoneType)) {
      p.append(" : ");
      p.printType(type);
    }
  }

  @Override
  public String getAliasName() {
    return "extern";
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
