package jopt.ir;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A read-only list over an array its owner never changes (an op's results and regions): one
 * small object per call, where {@code unmodifiableList(asList(a))} made two; walks ask for
 * these lists at every op.
 */
final class ArrayView<T> extends AbstractList<T> implements RandomAccess {
  private final T[] elements;

  ArrayView(T[] elements) {
    this.elements = elements;
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
