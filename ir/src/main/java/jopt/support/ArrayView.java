package jopt.support;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A read-only list over an op's array of operands, results, successors or regions, not a copy
 * (it shows later writes to the array's slots, as {@code asList} did): one small object per
 * call, where {@code unmodifiableList(asList(a))} made two; walks ask for these at every op.
 */
public final class ArrayView<T> extends AbstractList<T> implements RandomAccess {
  private final T[] elements;

  public ArrayView(T[] elements) {
    this.elements = elements;
  }

  /** A read-only view of {@code elements} (which the caller no longer changes). */
  public static <T> List<T> of(T[] elements) {
    return new ArrayView<>(elements);
  }

  @Override
  public T get(int index) {
    return elements[index];
  }

  @Override
  public int size() {
    return elements.length;
  }
}
