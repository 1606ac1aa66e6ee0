package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;
import jopt.fuzz.frontdoor.Token.Kind;

/**
 * A simple MLIR-ish tokenizer: SSA names, block labels, symbols, aliases, strings, numbers,
 * bare identifiers and punctuation; {@code //} comments and whitespace are skipped. It never
 * fails: any character it does not know becomes a one-character punctuation token.
 */
public final class Tokenizer {
  private Tokenizer() {}

  public static List<Token> tokenize(String s) {
    List<Token> out = new ArrayList<>();
    int line = 0;
    int i = 0;
    int n = s.length();
    while (i < n) {
      char c = s.charAt(i);
      if (c == '\n') {
        line++;
        i++;
        continue;
      }
      if (Character.isWhitespace(c)) {
        i++;
        continue;
      }
      if (c == '/' && i + 1 < n && s.charAt(i + 1) == '/') {
        while (i < n && s.charAt(i) != '\n') {
          i++;
        }
        continue;
      }
      int start = i;
      Kind kind;
      switch (c) {
        case '%' -> {
          i = suffixId(s, i + 1);
          if (i < n && s.charAt(i) == '#' && i + 1 < n && Character.isDigit(s.charAt(i + 1))) {
            i = digits(s, i + 1);
          }
          kind = i > start + 1 ? Kind.SSA : Kind.PUNCT;
        }
        case '^' -> {
          i = suffixId(s, i + 1);
          kind = i > start + 1 ? Kind.BLOCK : Kind.PUNCT;
        }
        case '@' -> {
          i = i + 1 < n && s.charAt(i + 1) == '"' ? string(s, i + 1) : suffixId(s, i + 1);
          kind = i > start + 1 ? Kind.SYMBOL : Kind.PUNCT;
        }
        case '#', '!' -> {
          if (c == '#' && i + 1 < n && s.charAt(i + 1) == '-' && i + 2 < n && s.charAt(i + 2) == '}') {
            i += 3;
            kind = Kind.PUNCT;
          } else {
            i = suffixId(s, i + 1);
            kind = i > start + 1 ? (c == '#' ? Kind.HASH_ID : Kind.BANG_ID) : Kind.PUNCT;
          }
        }
        case '"' -> {
          i = string(s, i);
          kind = Kind.STRING;
        }
        default -> {
          if (Character.isDigit(c)) {
            i = number(s, i);
            kind = Kind.NUMBER;
          } else if (Character.isLetter(c) || c == '_') {
            i++;
            while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || "_$.".indexOf(s.charAt(i)) >= 0)) {
              i++;
            }
            kind = Kind.IDENT;
          } else {
            i += punctLength(s, i);
            kind = Kind.PUNCT;
          }
        }
      }
      if (i == start) {
        i++;
      }
      out.add(new Token(kind, s.substring(start, i), start, i, line));
    }
    return out;
  }

  private static int punctLength(String s, int i) {
    if (s.startsWith("->", i) || s.startsWith("::", i)) {
      return 2;
    }
    if (s.startsWith("{-#", i)) {
      return 3;
    }
    return 1;
  }

  /** MLIR's suffix-id: digits, or a letter/[$._-] followed by letters, digits and [$._-]. */
  private static int suffixId(String s, int i) {
    int n = s.length();
    if (i < n && Character.isDigit(s.charAt(i))) {
      return digits(s, i);
    }
    while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || "$._-".indexOf(s.charAt(i)) >= 0)) {
      i++;
    }
    return i;
  }

  private static int digits(String s, int i) {
    while (i < s.length() && Character.isDigit(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int number(String s, int i) {
    int n = s.length();
    if (s.startsWith("0x", i) && i + 2 < n && Character.digit(s.charAt(i + 2), 16) >= 0) {
      i += 2;
      while (i < n && Character.digit(s.charAt(i), 16) >= 0) {
        i++;
      }
      return i;
    }
    i = digits(s, i);
    if (i + 1 < n && s.charAt(i) == '.' && Character.isDigit(s.charAt(i + 1))) {
      i = digits(s, i + 1);
      if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
        int j = i + 1;
        if (j < n && (s.charAt(j) == '+' || s.charAt(j) == '-')) {
          j++;
        }
        if (j < n && Character.isDigit(s.charAt(j))) {
          i = digits(s, j);
        }
      }
    }
    return i;
  }

  /** The end of the string literal starting at {@code i}; an unterminated one ends the line. */
  private static int string(String s, int i) {
    int n = s.length();
    i++;
    while (i < n) {
      char c = s.charAt(i);
      if (c == '\\' && i + 1 < n) {
        i += 2;
      } else if (c == '"') {
        return i + 1;
      } else if (c == '\n') {
        return i;
      } else {
        i++;
      }
    }
    return i;
  }
}
