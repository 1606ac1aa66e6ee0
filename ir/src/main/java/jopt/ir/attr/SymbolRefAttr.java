package jopt.ir.attr;

import java.util.List;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Strings;

/**
 * {@code @root::@nested1::@nested2}; names that are not bare identifiers are quoted
 * ({@code @"a b"}). A reference without nested names is a flat symbol reference.
 */
public record SymbolRefAttr(String rootReference, List<String> nestedReferences) implements Attribute {
  public SymbolRefAttr {
    Objects.requireNonNull(rootReference);
    nestedReferences = List.copyOf(nestedReferences);
  }

  /** The flat reference {@code @name}. */
  public static SymbolRefAttr get(String name) {
    return new SymbolRefAttr(name, List.of());
  }

  public static SymbolRefAttr get(String root, List<String> nested) {
    return new SymbolRefAttr(root, nested);
  }

  public String getRootReference() {
    return rootReference;
  }

  /** The last name: the root for a flat reference. */
  public String getLeafReference() {
    return nestedReferences.isEmpty() ? rootReference : nestedReferences.get(nestedReferences.size() - 1);
  }

  public List<String> getNestedReferences() {
    return nestedReferences;
  }

  public boolean isFlat() {
    return nestedReferences.isEmpty();
  }

  /** For a flat reference, its name. */
  public String getValue() {
    return getLeafReference();
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

  @Override
  public void print(AttrTypePrinter p) {
    printSymbolName(p.out(), rootReference);
    for (String n : nestedReferences) {
      p.append("::");
      printSymbolName(p.out(), n);
    }
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
