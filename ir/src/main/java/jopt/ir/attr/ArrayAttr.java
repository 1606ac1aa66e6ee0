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

  /**
   * ODS's IndexListArrayAttr of {@code groups}: an array of i64 arrays, as the reassociation of
   * a reshape ({@code [[0, 1], [2]]}).
   */
  public static ArrayAttr ofIndexLists(List<long[]> groups) {
    List<Attribute> outer = new java.util.ArrayList<>(groups.size());
    for (long[] g : groups) {
      List<Attribute> inner = new java.util.ArrayList<>(g.length);
      for (long d : g) {
        inner.add(IntegerAttr.getI64(d));
      }
      outer.add(get(inner));
    }
    return get(outer);
  }

  /** The groups of an IndexListArrayAttr, or null when {@code a} is not one. */
  public static List<long[]> indexLists(Attribute a) {
    if (!(a instanceof ArrayAttr outer)) {
      return null;
    }
    List<long[]> groups = new java.util.ArrayList<>(outer.size());
    for (Attribute g : outer) {
      if (!(g instanceof ArrayAttr inner)) {
        return null;
      }
      long[] dims = new long[inner.size()];
      for (int i = 0; i < dims.length; i++) {
        if (!(inner.get(i) instanceof IntegerAttr v)) {
          return null;
        }
        dims[i] = v.getValue();
      }
      groups.add(dims);
    }
    return groups;
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
