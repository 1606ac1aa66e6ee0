package jopt.interpreter.runtime;

import java.util.Arrays;

/**
 * The runtime value of an {@code !llvm.struct} or {@code !llvm.array}: its elements (scalars,
 * {@link LlvmPointer}s, vectors, nested aggregates), immutable; {@link #with} makes the
 * changed copy {@code llvm.insertvalue} returns. {@code source} is the memref a memref
 * descriptor was made from by a cast and is kept only while the value is that descriptor
 * unchanged: a cast back then gives the memref itself (its logical buffer and whether it is
 * its allocation's root), as reconcile-unrealized-casts folds the pair.
 */
public final class LlvmAggregate {
  private final Object[] elements;
  private final boolean array;
  public final MemRefValue source;

  public LlvmAggregate(Object[] elements, boolean array, MemRefValue source) {
    this.elements = elements;
    this.array = array;
    this.source = source;
  }

  int size() {
    return elements.length;
  }

  public Object get(int i) {
    return elements[i];
  }

  /** The element at {@code position} (a path through nested aggregates) from {@code depth}. */
  public Object get(long[] position, int depth) {
    Object e = elements[(int) position[depth]];
    return depth + 1 == position.length ? e : ((LlvmAggregate) e).get(position, depth + 1);
  }

  /** A copy with the element at {@code position} from {@code depth} replaced by {@code value}. */
  public LlvmAggregate with(long[] position, int depth, Object value) {
    Object[] copy = elements.clone();
    int i = (int) position[depth];
    copy[i] = depth + 1 == position.length ? value
        : ((LlvmAggregate) copy[i]).with(position, depth + 1, value);
    return new LlvmAggregate(copy, array, null);
  }

  /** {@code {0x10000 (buffer #1), 0x10000 (buffer #1), 0, [5], [1]}}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(array ? "[" : "{");
    for (int i = 0; i < elements.length; i++) {
      sb.append(i > 0 ? ", " : "").append(elements[i]);
    }
    return sb.append(array ? "]" : "}").toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LlvmAggregate a && a.array == array
        && Arrays.deepEquals(a.elements, elements);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(elements);
  }
}
