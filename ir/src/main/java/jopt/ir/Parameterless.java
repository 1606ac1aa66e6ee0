package jopt.ir;

/**
 * The base of an attribute or a type with no parameters ({@code unit}, {@code index},
 * {@code !gpu.async.token}, ...): one instance, spelled by one fixed keyword and never aliased.
 * Equality and hashing are written here rather than derived as a record's: javac's record
 * methods bootstrap java.lang.runtime.ObjectMethods on first use, tens of milliseconds of a short
 * process.
 */
public abstract class Parameterless {
  private final String keyword;

  protected Parameterless(String keyword) {
    this.keyword = keyword;
  }

  public void print(AttrTypePrinter p) {
    p.append(keyword);
  }

  /** A leaf: never aliased (see Type#mayPrintAlias). */
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public final String toString() {
    return keyword;
  }

  @Override
  public final boolean equals(Object o) {
    return o != null && o.getClass() == getClass();
  }

  @Override
  public final int hashCode() {
    return keyword.hashCode();
  }
}
