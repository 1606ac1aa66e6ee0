package jopt.ir.attr;

import java.util.List;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.support.Strings;

/**
 * {@code @root::@nested1::@nested2}; names that are not bare identifiers are quoted
 * ({@code @"a b"}). A reference without nested names is always a {@link FlatSymbolRefAttr}, as in
 * MLIR, so {@code instanceof FlatSymbolRefAttr} tests flatness.
 */
public sealed class SymbolRefAttr implements Attribute permits FlatSymbolRefAttr {
  private final String rootReference;
  private final List<String> nestedReferences;

  SymbolRefAttr(String rootReference, List<String> nestedReferences) {
    this.rootReference = Objects.requireNonNull(rootReference);
    this.nestedReferences = List.copyOf(nestedReferences);
  }

  /** The flat reference {@code @name}. */
  public static FlatSymbolRefAttr get(String name) {
    return new FlatSymbolRefAttr(name);
  }

  public static SymbolRefAttr get(String root, List<String> nested) {
    return nested.isEmpty() ? new FlatSymbolRefAttr(root) : new SymbolRefAttr(root, nested);
  }

  public String rootReference() {
    return rootReference;
  }

  public String getRootReference() {
    return rootReference;
  }

  /** The names after the root (empty for a flat reference). */
  public List<String> nestedReferences() {
    return nestedReferences;
  }

  public List<String> getNestedReferences() {
    return nestedReferences;
  }

  /** The last name: the root for a flat reference. */
  public String getLeafReference() {
    return nestedReferences.isEmpty() ? rootReference : nestedReferences.get(nestedReferences.size() - 1);
  }

  public boolean isFlat() {
    return nestedReferences.isEmpty();
  }

  /** Prints {@code @name}, quoting the name unless it is a bare identifier. */
  public static void printSymbolName(StringBuilder out, String name) {
    out.append('@');
    if (Strings.isBareIdentifier(name)) {
      out.append(name);
    } else {
      Strings.printEscaped(out, name);
    }
  }

  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    printSymbolName(p.out(), rootReference);
    for (String n : nestedReferences) {
      p.append("::");
      printSymbolName(p.out(), n);
    }
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof SymbolRefAttr s && s.rootReference.equals(rootReference)
        && s.nestedReferences.equals(nestedReferences));
  }

  @Override
  public int hashCode() {
    return rootReference.hashCode() * 31 + nestedReferences.hashCode();
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
