package jopt.ir.ods.format;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.Function;

/**
 * A map of the few groups an assembly format names (one to a handful), kept in two arrays and
 * searched in order: the parser makes several for every op, where a HashMap and its nodes are
 * most of what parsing an op allocates. Insertion-ordered; keys may not be null.
 */
final class SmallMap<V> extends AbstractMap<String, V> {
  private String[] keys;
  private Object[] values;
  private int size;

  private int indexOf(Object key) {
    for (int i = 0; i < size; i++) {
      if (keys[i].equals(key)) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public boolean containsKey(Object key) {
    return indexOf(key) >= 0;
  }

  @Override
  @SuppressWarnings("unchecked")
  public V get(Object key) {
    int i = indexOf(key);
    return i < 0 ? null : (V) values[i];
  }

  @Override
  public V getOrDefault(Object key, V defaultValue) {
    V v = get(key);
    return v != null ? v : defaultValue;
  }

  @Override
  @SuppressWarnings("unchecked")
  public V put(String key, V value) {
    int i = indexOf(key);
    if (i >= 0) {
      V old = (V) values[i];
      values[i] = value;
      return old;
    }
    if (keys == null) {
      keys = new String[4];
      values = new Object[4];
    } else if (size == keys.length) {
      keys = Arrays.copyOf(keys, size * 2);
      values = Arrays.copyOf(values, size * 2);
    }
    keys[size] = key;
    values[size++] = value;
    return null;
  }

  @Override
  public V putIfAbsent(String key, V value) {
    V v = get(key);
    return v != null ? v : put(key, value);
  }

  @Override
  public V computeIfAbsent(String key, Function<? super String, ? extends V> mappingFunction) {
    V v = get(key);
    if (v == null) {
      v = mappingFunction.apply(key);
      if (v != null) {
        put(key, v);
      }
    }
    return v;
  }

  @Override
  public Set<Entry<String, V>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public int size() {
        return size;
      }

      @Override
      public Iterator<Entry<String, V>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < size;
          }

          @Override
          @SuppressWarnings("unchecked")
          public Entry<String, V> next() {
            if (next >= size) {
              throw new NoSuchElementException();
            }
            int i = next++;
            return new SimpleImmutableEntry<>(keys[i], (V) values[i]);
          }
        };
      }
    };
  }
}
