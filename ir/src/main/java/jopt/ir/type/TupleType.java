package jopt.ir.type;

import java.util.List;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code tuple<i32, f32>}. */
public record TupleType(List<Type> types) implements Type {
  public TupleType {
    types = TypeList.of(types);
  }

  public static TupleType get(List<Type> types) {
    return new TupleType(types);
  }

  public static TupleType get(Type... types) {
    return new TupleType(List.of(types));
  }

  public List<Type> getTypes() {
    return types;
  }

  public int size() {
    return types.size();
  }

  public Type getType(int i) {
    return types.get(i);
  }

  /** Aliased (!tuple) above 16 types, else as its element types. */
  @Override
  public boolean mayPrintAlias() {
    return types.size() > 16 || Types.anyMayPrintAlias(types);
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("tuple<");
    Types.printList(p, types);
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TupleType r && Objects.equals(types, r.types);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(types);
  }
}
