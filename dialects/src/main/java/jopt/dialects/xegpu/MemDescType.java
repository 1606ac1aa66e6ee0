package jopt.dialects.xegpu;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code !xegpu.mem_desc<32x32xf16, #xegpu.mem_layout<...>>}: a static block of shared local memory. */
public record MemDescType(List<Long> shape, Type elementType, MemLayoutAttr memLayout) implements Type {
  public MemDescType {
    shape = List.copyOf(shape);
  }

  public int getRank() {
    return shape.size();
  }

  public long getNumElements() {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    return n;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("!xegpu.mem_desc<");
    for (int i = 0; i < shape.size(); i++) {
      p.append(i > 0 ? "x" : "").append(shape.get(i));
    }
    p.append('x');
    p.printType(elementType);
    if (memLayout != null) {
      p.append(", ");
      p.printAttribute(memLayout);
    }
    p.append('>');
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
