package jopt.ir;

/**
 * Writes types and attributes to a buffer. The asm printer subclasses it to substitute
 * aliases ({@code #map}, {@code !alias}) for the types and attributes it aliased.
 */
public class AttrTypePrinter {
  protected final StringBuilder out;

  public AttrTypePrinter(StringBuilder out) {
    this.out = out;
  }

  public AttrTypePrinter() {
    this(new StringBuilder());
  }

  public StringBuilder out() {
    return out;
  }

  public AttrTypePrinter append(String s) {
    out.append(s);
    return this;
  }

  public AttrTypePrinter append(char c) {
    out.append(c);
    return this;
  }

  public AttrTypePrinter append(long v) {
    out.append(v);
    return this;
  }

  /** Prints a type, or its alias if this printer has one for it. */
  public void printType(Type t) {
    String alias = aliasOf(t);
    if (alias != null) {
      out.append(alias);
    } else {
      t.print(this);
    }
  }

  /** Prints an attribute, or its alias if this printer has one for it. */
  public void printAttribute(Attribute a) {
    String alias = aliasOf(a);
    if (alias != null) {
      out.append(alias);
    } else {
      a.print(this);
    }
  }

  /** Like {@link #printAttribute} but with MLIR's "may elide type" rule (array elements). */
  public void printAttributeElidingType(Attribute a) {
    String alias = aliasOf(a);
    if (alias != null) {
      out.append(alias);
    } else {
      a.printElidingType(this);
    }
  }

  /** The alias to print instead of {@code typeOrAttr}, or null; overridden by the asm printer. */
  protected String aliasOf(Object typeOrAttr) {
    return null;
  }

  @Override
  public String toString() {
    return out.toString();
  }

  public static String print(Type t) {
    AttrTypePrinter p = new AttrTypePrinter();
    p.printType(t);
    return p.toString();
  }

  public static String print(Attribute a) {
    AttrTypePrinter p = new AttrTypePrinter();
    p.printAttribute(a);
    return p.toString();
  }
}
