package jopt.ir.attr;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import jopt.support.ArrayView;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.support.Strings;

/**
 * {@code {a = 1 : i64, b}}: an immutable set of named attributes sorted by name
 * ({@link String#compareTo}). Updates return new dictionaries.
 */
public final class DictionaryAttr implements Attribute, Iterable<NamedAttribute> {
  private static final NamedAttribute[] NONE = new NamedAttribute[0];
  public static final DictionaryAttr EMPTY = new DictionaryAttr(NONE);

  private final NamedAttribute[] entries;
  private int hash;

  private DictionaryAttr(NamedAttribute[] sortedUnique) {
    this.entries = sortedUnique;
  }

  public static DictionaryAttr empty() {
    return EMPTY;
  }

  /** A dictionary of {@code attrs}; for a repeated name the last entry wins. */
  public static DictionaryAttr of(Collection<NamedAttribute> attrs) {
    if (attrs.isEmpty()) {
      return EMPTY;
    }
    NamedAttribute[] a = attrs.toArray(NONE);
    return new DictionaryAttr(sortAndDedup(a));
  }

  public static DictionaryAttr of(NamedAttribute... attrs) {
    return attrs.length == 0 ? EMPTY : new DictionaryAttr(sortAndDedup(attrs.clone()));
  }

  public static DictionaryAttr of(Map<String, ? extends Attribute> attrs) {
    List<NamedAttribute> l = new ArrayList<>(attrs.size());
    attrs.forEach((k, v) -> l.add(new NamedAttribute(k, v)));
    return of(l);
  }

  public static DictionaryAttr get(List<NamedAttribute> attrs) {
    return of(attrs);
  }

  private static NamedAttribute[] sortAndDedup(NamedAttribute[] a) {
    for (NamedAttribute na : a) {
      if (na == null) {
        throw new NullPointerException("null named attribute");
      }
    }
    boolean sorted = true;
    for (int i = 1; i < a.length && sorted; i++) {
      sorted = a[i - 1].name().compareTo(a[i].name()) < 0;
    }
    if (sorted) {
      return a;
    }
    // Stable sort keeps insertion order among equal names; keep the last of each run.
    Arrays.sort(a);
    int n = 0;
    for (int i = 0; i < a.length; i++) {
      if (i + 1 < a.length && a[i + 1].name().equals(a[i].name())) {
        continue;
      }
      a[n++] = a[i];
    }
    return n == a.length ? a : Arrays.copyOf(a, n);
  }

  private int indexOf(String name) {
    int lo = 0;
    int hi = entries.length - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      String n = entries[mid].name();
      // The names ops ask for are mostly constants, the very strings their builders stored.
      if (n == name) {
        return mid;
      }
      int c = n.compareTo(name);
      if (c < 0) {
        lo = mid + 1;
      } else if (c > 0) {
        hi = mid - 1;
      } else {
        return mid;
      }
    }
    return -(lo + 1);
  }

  /** The attribute named {@code name}, or null. */
  public Attribute get(String name) {
    int i = indexOf(name);
    return i >= 0 ? entries[i].value() : null;
  }

  public NamedAttribute getNamed(String name) {
    int i = indexOf(name);
    return i >= 0 ? entries[i] : null;
  }

  public boolean contains(String name) {
    return indexOf(name) >= 0;
  }

  /** This dictionary with {@code name} set to {@code value}. */
  public DictionaryAttr with(String name, Attribute value) {
    int i = indexOf(name);
    NamedAttribute na = new NamedAttribute(name, value);
    NamedAttribute[] n;
    if (i >= 0) {
      if (entries[i].value().equals(value)) {
        return this;
      }
      n = entries.clone();
      n[i] = na;
    } else {
      int at = -i - 1;
      n = new NamedAttribute[entries.length + 1];
      System.arraycopy(entries, 0, n, 0, at);
      n[at] = na;
      System.arraycopy(entries, at, n, at + 1, entries.length - at);
    }
    return new DictionaryAttr(n);
  }

  /** This dictionary without {@code name}. */
  public DictionaryAttr without(String name) {
    int i = indexOf(name);
    if (i < 0) {
      return this;
    }
    if (entries.length == 1) {
      return EMPTY;
    }
    NamedAttribute[] n = new NamedAttribute[entries.length - 1];
    System.arraycopy(entries, 0, n, 0, i);
    System.arraycopy(entries, i + 1, n, i, entries.length - i - 1);
    return new DictionaryAttr(n);
  }

  public int size() {
    return entries.length;
  }

  public boolean isEmpty() {
    return entries.length == 0;
  }

  public NamedAttribute get(int i) {
    return entries[i];
  }

  /** The entries in name order (immutable). */
  public List<NamedAttribute> getValue() {
    // One view object (every printed op asks): unmodifiableList(asList) made two and asked
    // the list's class, a JNI call under C1.
    return ArrayView.of(entries);
  }

  public List<NamedAttribute> value() {
    return getValue();
  }

  @Override
  public Iterator<NamedAttribute> iterator() {
    return getValue().iterator();
  }

  /** Prints {@code name} bare when it is an identifier, else quoted. */
  public static void printName(AttrTypePrinter p, String name) {
    if (Strings.isBareIdentifier(name)) {
      p.append(name);
    } else {
      Strings.printEscaped(p.out(), name);
    }
  }

  /** {@code name = value}, or just {@code name} for a unit attribute. */
  public static void printEntry(AttrTypePrinter p, NamedAttribute na) {
    printName(p, na.name());
    if (!(na.value() instanceof UnitAttr)) {
      p.append(" = ");
      p.printAttribute(na.value());
    }
  }

  /** As its values. */
  @Override
  public boolean mayPrintAlias() {
    for (NamedAttribute e : entries) {
      if (e.value().mayPrintAlias()) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append('{');
    for (int i = 0; i < entries.length; i++) {
      if (i > 0) {
        p.append(", ");
      }
      printEntry(p, entries[i]);
    }
    p.append('}');
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof DictionaryAttr d && d.hashCode() == hashCode() && Arrays.equals(d.entries, entries));
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = Arrays.hashCode(entries) + 0xD1C;
      hash = h;
    }
    return h;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
