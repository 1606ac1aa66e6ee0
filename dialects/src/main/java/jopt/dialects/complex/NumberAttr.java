package jopt.dialects.complex;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.FloatAttr;
import jopt.ir.type.ComplexType;

/**
 * {@code #complex.number<:f32 1.0, 2.0> : complex<f32>}: a complex number of float parts, its
 * type the complex type of their type (a {@code : type} written after it is read and ignored,
 * as MLIR does).
 */
public record NumberAttr(FloatAttr real, FloatAttr imag) implements Attribute {
  @Override
  public Type getType() {
    return ComplexType.get(real.getType());
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#complex.number<:");
    p.printType(real.getType());
    p.append(' ');
    real.printWithoutType(p);
    p.append(", ");
    imag.printWithoutType(p);
    p.append("> : ");
    p.printType(getType());
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
