package jopt.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;

/**
 * A mutable, insertion-ordered list of named attributes, turned into a sorted dictionary at
 * creation. Lookups scan a short list (most ops have a few attributes, and a scan allocates
 * nothing) and use a name index once the list is long, so that building a dictionary of n
 * entries costs O(n), not O(n^2).
 */
public final class NamedAttrList {
  /** From this many entries on, lookups go through {@link #index}. */
  private static final int INDEX_FROM = 16;

  private final List<NamedAttribute> attrs = new ArrayList<>();
  /** The position of the first entry of each name, built on the first lookup of a long list. */
  private HashMap<String, Integer> index;

  public Attribute get(String name) {
    int i = indexOf(name);
    return i < 0 ? null : attrs.get(i).value();
  }

  public boolean contains(String name) {
    return get(name) != null;
  }

  /** Sets {@code name}, replacing an existing entry. */
  public void set(String name, Attribute value) {
    int i = indexOf(name);
    if (i >= 0) {
      attrs.set(i, new NamedAttribute(name, value));
      return;
    }
    append(name, value);
  }

  /** Appends without checking for duplicates (the parser reports duplicates itself). */
  public void append(String name, Attribute value) {
    attrs.add(new NamedAttribute(name, value));
    if (index != null) {
      index.putIfAbsent(name, attrs.size() - 1);
    }
  }

  public Attribute remove(String name) {
    int i = indexOf(name);
    if (i < 0) {
      return null;
    }
    index = null; // positions after i move
    return attrs.remove(i).value();
  }

  /** The entries in insertion order (unmodifiable: changes go through this class). */
  public List<NamedAttribute> asList() {
    return java.util.Collections.unmodifiableList(attrs);
  }

  public boolean isEmpty() {
    return attrs.isEmpty();
  }

  public DictionaryAttr toDictionary() {
    return DictionaryAttr.of(attrs);
  }

  private int indexOf(String name) {
    int n = attrs.size();
    if (n < INDEX_FROM) {
      // Indexed: the parser asks this for every op, and an iterator is an allocation each time.
      for (int i = 0; i < n; i++) {
        if (attrs.get(i).name().equals(name)) {
          return i;
        }
      }
      return -1;
    }
    if (index == null) {
      index = new HashMap<>(n * 2);
      for (int i = 0; i < n; i++) {
        index.putIfAbsent(attrs.get(i).name(), i);
      }
    }
    Integer i = index.get(name);
    return i == null ? -1 : i;
  }
}
