package jopt.ir;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;

/** A mutable, insertion-ordered list of named attributes, turned into a sorted dictionary at creation. */
public final class NamedAttrList {
  private final List<NamedAttribute> attrs = new ArrayList<>();

  public Attribute get(String name) {
    // Indexed: the parser asks this for every op, and an iterator is an allocation each time.
    for (int i = 0; i < attrs.size(); i++) {
      NamedAttribute na = attrs.get(i);
      if (na.name().equals(name)) {
        return na.value();
      }
    }
    return null;
  }

  public boolean contains(String name) {
    return get(name) != null;
  }

  /** Sets {@code name}, replacing an existing entry. */
  public void set(String name, Attribute value) {
    for (int i = 0; i < attrs.size(); i++) {
      if (attrs.get(i).name().equals(name)) {
        attrs.set(i, new NamedAttribute(name, value));
        return;
      }
    }
    attrs.add(new NamedAttribute(name, value));
  }

  /** Appends without checking for duplicates (the parser reports duplicates itself). */
  public void append(String name, Attribute value) {
    attrs.add(new NamedAttribute(name, value));
  }

  public Attribute remove(String name) {
    for (int i = 0; i < attrs.size(); i++) {
      if (attrs.get(i).name().equals(name)) {
        return attrs.remove(i).value();
      }
    }
    return null;
  }

  public List<NamedAttribute> asList() {
    return attrs;
  }

  public boolean isEmpty() {
    return attrs.isEmpty();
  }

  public DictionaryAttr toDictionary() {
    return DictionaryAttr.of(attrs);
  }
}
