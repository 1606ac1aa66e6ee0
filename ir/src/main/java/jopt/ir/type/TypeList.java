package jopt.ir.type;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import jopt.ir.Type;

/**
 * The immutable list of types inside a tuple or function type, which computes its hash once: a
 * type's hash is its lists', so types nested n deep hash in O(n) the first time and O(1) after,
 * where each hash (the printer's alias table asks at every level) went down to the bottom again
 * (tuple<tuple<...>> 10,000 deep: 6.5 s of CPU, quadratic).
 */
final class TypeList extends AbstractList<Type> implements RandomAccess {
  private static final TypeList EMPTY = new TypeList(new Type[0]);

  private final Type[] types;
  /** The hash, or 0 before it is computed ({@link #hashIsZero} when it is 0). */
  private int hash;
  private boolean hashIsZero;

  private TypeList(Type[] types) {
    this.types = types;
  }

  /** {@code types} as a TypeList (itself when it is one); null elements are refused. */
  static List<Type> of(List<Type> types) {
    if (types instanceof TypeList t) {
      return t;
    }
    if (types.isEmpty()) {
      return EMPTY;
    }
    Type[] a = types.toArray(new Type[0]);
    for (Type t : a) {
      Objects.requireNonNull(t);
    }
    return new TypeList(a);
  }

  @Override
  public Type get(int index) {
    return types[index];
  }

  @Override
  public int size() {
    return types.length;
  }

  /** {@link List#hashCode}, computed once (racy but idempotent, as String's). */
  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0 && !hashIsZero) {
      h = 1;
      for (Type t : types) {
        h = 31 * h + t.hashCode();
      }
      if (h == 0) {
        hashIsZero = true;
      } else {
        hash = h;
      }
    }
    return h;
  }

  @Override
  public boolean equals(Object o) {
    if (o == this) {
      return true;
    }
    if (o instanceof TypeList t) {
      if (t.types.length != types.length || t.hashCode() != hashCode()) {
        return false;
      }
      for (int i = 0; i < types.length; i++) {
        if (!types[i].equals(t.types[i])) {
          return false;
        }
      }
      return true;
    }
    return super.equals(o);
  }
}
