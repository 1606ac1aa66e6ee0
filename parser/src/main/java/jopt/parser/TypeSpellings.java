package jopt.parser;

import jopt.ir.Type;

/**
 * The types a parser has read, by spelling: a later occurrence of the same text on one line
 * ({@code memref<16x16xf32, strided<[16, 1], offset: 36>>}) gets the same immutable type
 * without being parsed again. Aliases cannot be redefined, so a spelling always means one type.
 * An open-addressing table keyed by the characters of the buffer: a lookup allocates nothing.
 */
final class TypeSpellings {
  private String[] keys = new String[64];
  private Type[] types = new Type[64];
  private int[] hashes = new int[64];
  private int size;

  /**
   * The end (exclusive) of the {@code <...>} body that starts at {@code open} in {@code b} (the
   * parser's ASCII view of the buffer), or -1 when there is no body there or it leaves the line.
   * Strings are skipped and {@code ->} is not a closing bracket.
   */
  static int bodyEnd(byte[] b, int open, int limit) {
    if (open < 0 || open >= limit || b[open] != '<') {
      return -1;
    }
    int depth = 0;
    for (int i = open; i < limit; i++) {
      byte c = b[i];
      if (c == '<') {
        depth++;
      } else if (c == '>') {
        if (--depth == 0) {
          return i + 1;
        }
      } else if (c == '-' && i + 1 < b.length && b[i + 1] == '>') {
        i++;
      } else if (c == '"') {
        for (i++; i < b.length && b[i] != '"'; i++) {
          if (b[i] == '\n' || b[i] == '\r') {
            return -1;
          }
          if (b[i] == '\\') {
            i++;
          }
        }
        if (i >= b.length) {
          return -1;
        }
      } else if (c == '\n' || c == '\r' || (c == '/' && i + 1 < b.length && b[i + 1] == '/')) {
        return -1;
      }
    }
    return -1;
  }

  private static int hash(byte[] b, int start, int end) {
    int h = 1;
    for (int i = start; i < end; i++) {
      h = 31 * h + b[i];
    }
    return h ^ (h >>> 16);
  }

  /**
   * The type spelled {@code text[start, end)}, or null when it was not read yet. {@code b} is
   * the text as the lexer reads it: a byte matches a key's character only when the text has
   * that ASCII character there, so a spelling with other characters is never found (and is
   * parsed again) but never confused with another.
   */
  Type get(CharSequence text, byte[] b, int start, int end) {
    int h = hash(b, start, end);
    int mask = keys.length - 1;
    for (int i = h & mask; keys[i] != null; i = (i + 1) & mask) {
      if (hashes[i] == h && keys[i].length() == end - start && sameBytes(b, start, keys[i])) {
        return types[i];
      }
    }
    return null;
  }

  private static boolean sameBytes(byte[] b, int start, String key) {
    for (int i = 0; i < key.length(); i++) {
      if (b[start + i] != key.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  void put(CharSequence text, byte[] b, int start, int end, Type type) {
    if (2 * (size + 1) > keys.length) {
      grow();
    }
    insert(jopt.support.AsciiText.substring(text, start, end), hash(b, start, end), type);
    size++;
  }

  private void insert(String key, int h, Type type) {
    int mask = keys.length - 1;
    int i = h & mask;
    while (keys[i] != null) {
      if (hashes[i] == h && keys[i].equals(key)) {
        types[i] = type;
        size--;
        return;
      }
      i = (i + 1) & mask;
    }
    keys[i] = key;
    types[i] = type;
    hashes[i] = h;
  }

  private void grow() {
    String[] oldKeys = keys;
    Type[] oldTypes = types;
    int[] oldHashes = hashes;
    keys = new String[oldKeys.length * 2];
    types = new Type[oldKeys.length * 2];
    hashes = new int[oldKeys.length * 2];
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != null) {
        insert(oldKeys[i], oldHashes[i], oldTypes[i]);
      }
    }
  }
}
