package jopt.dialects.llvm;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Type;
import jopt.ir.type.DialectType;
import jopt.ir.type.IntegerType;

/** Reading the textual LLVM aggregate types: the element at a position of a struct/array. */
final class LLVMTypes {
  private LLVMTypes() {}

  static Type element(Type container, long[] position) {
    Type t = container;
    for (long i : position) {
      t = element(t, (int) i);
    }
    return t;
  }

  private static Type element(Type t, int i) {
    if (!(t instanceof DialectType d) || !d.getDialectNamespace().equals("llvm")) {
      throw new IllegalArgumentException("not an LLVM aggregate: " + t);
    }
    String body = d.getBody();
    if (body.startsWith("struct<(") && body.endsWith(")>")) {
      return fromText(split(body.substring(8, body.length() - 2)).get(i));
    }
    if (body.startsWith("array<") && body.endsWith(">")) {
      String inner = body.substring(6, body.length() - 1);
      return fromText(inner.substring(inner.indexOf(" x ") + 3));
    }
    throw new IllegalArgumentException("not an LLVM aggregate: " + t);
  }

  /** An element written inside an LLVM type: {@code ptr}, {@code i64}, {@code array<..>}. */
  private static Type fromText(String s) {
    s = s.strip();
    if (s.matches("i\\d+")) {
      return IntegerType.get(Integer.parseInt(s.substring(1)));
    }
    return DialectType.get("llvm", s);
  }

  private static List<String> split(String s) {
    List<String> parts = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '<' || c == '(') {
        depth++;
      } else if (c == '>' || c == ')') {
        depth--;
      } else if (c == ',' && depth == 0) {
        parts.add(s.substring(start, i));
        start = i + 1;
      }
    }
    parts.add(s.substring(start));
    return parts;
  }
}
