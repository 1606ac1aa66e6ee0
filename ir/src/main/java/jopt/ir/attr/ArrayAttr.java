package jopt.ir.attr;

import java.util.Iterator;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code [a, b]}: an immutable list of attributes; elements print with their type elided if allowed. */
public final class ArrayAttr implements Attribute, Iterable<Attribute> {
  private static final ArrayAttr EMPTY = new ArrayAttr(List.<Attribute>of());

  private final List<Attribute> value;
  private int hash;

  public ArrayAttr(List<? extends Attribute> value) {
    this.value = List.copyOf(value);
  }

  public static ArrayAttr get(List<? extends Attribute> elements) {
    return elements.isEmpty() ? EMPTY : new ArrayAttr(elements);
  }

  public static ArrayAttr get(Attribute... elements) {
    return get(List.of(elements));
  }

  public static ArrayAttr empty() {
    return EMPTY;
  }

  /** The elements (immutable). */
  public List<Attribute> value() {
    return value;
  }

  public List<Attribute> getValue() {
    return value;
  }

  public int size() {
    return value.size();
  }

  public boolean isEmpty() {
    return value.isEmpty();
  }

  public Attribute get(int i) {
    return value.get(i);
  }

  @Override
  public Iterator<Attribute> iterator() {
    return value.iterator();
  }

  /** As its elements. */
  @Override
  public boolean mayPrintAlias() {
    return Attrs.anyMayPrintAlias(value);
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append('[');
    for (int i = 0; i < value.size(); i++) {
      if (i > 0) {
        p.append(", ");
      }
      p.printAttributeElidingType(value.get(i));
    }
    p.append(']');
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof ArrayAttr a && a.hashCode() == hashCode() && a.value.equals(value));
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = value.hashCode() + 0x5A;
      hash = h;
    }
    return h;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
