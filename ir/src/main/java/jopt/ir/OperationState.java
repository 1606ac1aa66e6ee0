package jopt.ir;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;

/** Everything needed to create an operation; filled by parsers and builders. */
public final class OperationState {
  public String name;
  public Location location;
  public final List<Value> operands = new ArrayList<>();
  public final List<Type> types = new ArrayList<>();
  public final NamedAttrList attributes = new NamedAttrList();
  /** Opaque {@code <{...}>} properties of an unregistered op; null otherwise. */
  public Attribute properties;
  public final List<Block> successors = new ArrayList<>();
  public final List<Region> regions = new ArrayList<>();

  public OperationState(Location location, String name) {
    this.location = location;
    this.name = name;
  }

  public OperationState addOperands(Iterable<? extends Value> values) {
    if (values instanceof List<? extends Value> list) {
      // Indexed: C1 has no escape analysis, an iterator would be garbage per parsed op.
      for (int i = 0; i < list.size(); i++) {
        operands.add(list.get(i));
      }
      return this;
    }
    for (Value v : values) {
      operands.add(v);
    }
    return this;
  }

  public OperationState addOperand(Value v) {
    operands.add(v);
    return this;
  }

  public OperationState addTypes(Iterable<? extends Type> ts) {
    if (ts instanceof List<? extends Type> list) {
      for (int i = 0; i < list.size(); i++) {
        types.add(list.get(i));
      }
      return this;
    }
    for (Type t : ts) {
      types.add(t);
    }
    return this;
  }

  public OperationState addType(Type t) {
    types.add(t);
    return this;
  }

  public OperationState addAttribute(String name, Attribute value) {
    attributes.set(name, value);
    return this;
  }

  public OperationState addAttributes(DictionaryAttr dict) {
    for (NamedAttribute na : dict) {
      attributes.set(na.name(), na.value());
    }
    return this;
  }

  /** Adds a new empty region and returns it. */
  public Region addRegion() {
    Region r = new Region();
    regions.add(r);
    return r;
  }

  public OperationState addRegion(Region r) {
    regions.add(r);
    return this;
  }

  public OperationState addSuccessor(Block b) {
    successors.add(b);
    return this;
  }
}
