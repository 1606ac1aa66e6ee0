package jopt.ir.asm;

/**
 * A map from objects, by identity, to ints: open addressing over two parallel arrays, no node
 * or boxed value per entry. The printer numbers every value and block of a module with it;
 * as a HashMap that was a node and often an Integer per value, most of the printer's garbage
 * and a tenth of a large run's heap. Keys are never removed.
 */
final class IdentityIntMap {
  /** What {@link #get} returns for a key without a value. */
  static final int MISSING = Integer.MIN_VALUE;

  private Object[] keys;
  private int[] values;
  private int size;
  /** log2 of the table length. */
  private int bits;

  IdentityIntMap() {
    // Small: a numbering per function of a module makes many maps, most of them small.
    bits = 4;
    keys = new Object[1 << bits];
    values = new int[1 << bits];
  }

  int size() {
    return size;
  }

  /** The value of {@code key}, or {@link #MISSING}. */
  int get(Object key) {
    Object[] ks = keys;
    int mask = ks.length - 1;
    for (int i = slot(key, bits); ; i = (i + 1) & mask) {
      Object k = ks[i];
      if (k == key) {
        return values[i];
      }
      if (k == null) {
        return MISSING;
      }
    }
  }

  boolean containsKey(Object key) {
    return get(key) != MISSING;
  }

  /** Sets the value of {@code key} (not {@link #MISSING}). */
  void put(Object key, int value) {
    insert(key, value, true);
  }

  /** Sets the value of {@code key} unless it has one; returns whether it was set. */
  boolean putIfAbsent(Object key, int value) {
    return insert(key, value, false);
  }

  private boolean insert(Object key, int value, boolean replace) {
    if (key == null || value == MISSING) {
      throw new IllegalArgumentException("null key or the missing value");
    }
    int mask = keys.length - 1;
    int i = slot(key, bits);
    for (Object k; (k = keys[i]) != null; i = (i + 1) & mask) {
      if (k == key) {
        if (replace) {
          values[i] = value;
        }
        return replace;
      }
    }
    keys[i] = key;
    values[i] = value;
    if (++size * 3 > keys.length * 2) {
      grow();
    }
    return true;
  }

  /** Fibonacci hashing of the identity hash: the top {@code bits} bits of its product. */
  private static int slot(Object key, int bits) {
    return (System.identityHashCode(key) * 0x9E3779B9) >>> (32 - bits);
  }

  private void grow() {
    Object[] oldKeys = keys;
    int[] oldValues = values;
    bits++;
    keys = new Object[1 << bits];
    values = new int[1 << bits];
    int mask = keys.length - 1;
    for (int j = 0; j < oldKeys.length; j++) {
      Object k = oldKeys[j];
      if (k != null) {
        int i = slot(k, bits);
        while (keys[i] != null) {
          i = (i + 1) & mask;
        }
        keys[i] = k;
        values[i] = oldValues[j];
      }
    }
  }
}
