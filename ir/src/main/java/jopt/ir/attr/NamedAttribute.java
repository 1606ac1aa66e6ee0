package jopt.ir.attr;

import java.util.Objects;
import jopt.ir.Attribute;

/** A {@code name = value} pair of a dictionary. */
public record NamedAttribute(String name, Attribute value) implements Comparable<NamedAttribute> {
  public NamedAttribute {
    Objects.requireNonNull(name);
    Objects.requireNonNull(value);
  }

  public static NamedAttribute of(String name, Attribute value) {
    return new NamedAttribute(name, value);
  }

  public String getName() {
    return name;
  }

  public Attribute getValue() {
    return value;
  }

  /** Dictionary order: by name. */
  @Override
  public int compareTo(NamedAttribute o) {
    return name.compareTo(o.name);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NamedAttribute r && Objects.equals(name, r.name)
        && Objects.equals(value, r.value);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(name) + Objects.hashCode(value);
  }
}
