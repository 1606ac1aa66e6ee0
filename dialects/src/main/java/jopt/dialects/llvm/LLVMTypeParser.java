package jopt.dialects.llvm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Function;
import jopt.ir.Dialect;
import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.NoneType;
import jopt.ir.type.VectorType;

/**
 * Parses the body of an {@code !llvm.<body>} type, as MLIR's LLVM type parser reads it: the
 * top level is an LLVM keyword type ({@code ptr}, {@code ptr<1>}, {@code void},
 * {@code array<4 x i8>}, {@code struct<(...)>}, {@code struct<packed (...)>},
 * {@code struct<"name", (...)>}, {@code struct<"name", opaque>}, {@code func<i32 (ptr, ...)>});
 * nested types are LLVM keyword types, {@code !llvm.}-prefixed ones, or the builtin types an
 * LLVM type may hold (integers, floats, {@code index}, {@code none}, {@code vector<...>},
 * {@code complex<...>}). Whitespace between tokens is free. Returns null on malformed input
 * (the parser then reports an unknown type).
 */
final class LLVMTypeParser {
  private final String s;
  private int pos;
  /** The identified structs whose body is being parsed: {@code struct<"name">} may refer to them. */
  private final Deque<String> identified = new ArrayDeque<>();

  /** The main parser's type parser, for builtin types it does not know itself (tensor, memref...). */
  private final Function<String, Type> builtinTypes;

  private LLVMTypeParser(String s, Function<String, Type> builtinTypes) {
    this.s = s;
    this.builtinTypes = builtinTypes;
  }

  /** The LLVM type spelled {@code body}, or null; {@code builtinTypes} may be null. */
  static Type parse(String body, Function<String, Type> builtinTypes) {
    LLVMTypeParser p = new LLVMTypeParser(body, builtinTypes);
    try {
      Type t = p.keywordType(p.identifier());
      p.skipWs();
      return p.pos == p.s.length() ? t : null;
    } catch (Malformed e) {
      return null;
    }
  }

  /**
   * Why {@link #parse} refuses {@code body} when it is well formed but holds an invalid element
   * type (MLIR's "invalid array element type: '!llvm.void'"), at the offset of the {@code <}
   * of the array or struct where MLIR reports it; null when it is malformed or valid.
   */
  static Dialect.TypeBodyError elementError(String body, Function<String, Type> builtinTypes) {
    LLVMTypeParser p = new LLVMTypeParser(body, builtinTypes);
    try {
      p.keywordType(p.identifier());
      return null;
    } catch (Malformed e) {
      return e.error;
    }
  }

  private static final class Malformed extends RuntimeException {
    /** An invalid element type, or null for a syntax error. */
    final Dialect.TypeBodyError error;

    Malformed() {
      this(null);
    }

    Malformed(Dialect.TypeBodyError error) {
      super(null, null, false, false);
      this.error = error;
    }
  }

  /**
   * MLIR's LLVMArrayType::isValidElementType and LLVMStructType::isValidElementType: neither
   * holds void, label, metadata, token or a function.
   */
  private static boolean isValidElementType(Type t) {
    return !(t instanceof LLVMVoidType || t instanceof LLVMFunctionType
        || t instanceof LLVMTrivialType tt && !tt.keyword().equals("ppc_fp128")
            && !tt.keyword().equals("x86_amx"));
  }

  private static void checkElement(Type t, int at, String what) {
    if (!isValidElementType(t)) {
      throw new Malformed(new Dialect.TypeBodyError(at, what + ": '" + t + "'"));
    }
  }

  // ---- types

  /** A type nested in an LLVM type. */
  private Type nested() {
    skipWs();
    if (s.startsWith("!llvm.", pos)) {
      pos += "!llvm.".length();
      return keywordType(identifier());
    }
    String kw = identifier();
    return switch (kw) {
      case "void", "ptr", "array", "struct", "func" -> keywordType(kw);
      default -> LLVMTrivialType.KEYWORDS.contains(kw) ? LLVMTrivialType.get(kw) : builtin(kw);
    };
  }

  private Type keywordType(String kw) {
    return switch (kw) {
      case "void" -> LLVMVoidType.INSTANCE;
      case "ptr" -> {
        if (!tryChar('<')) {
          yield LLVMPointerType.get();
        }
        long space = integer();
        expect('>');
        if (space > Integer.MAX_VALUE) {
          throw new Malformed();
        }
        yield LLVMPointerType.get((int) space);
      }
      case "array" -> {
        skipWs();
        int lt = pos;
        expect('<');
        long n = integer();
        expectKeyword("x");
        Type elem = nested();
        expect('>');
        checkElement(elem, lt, "invalid array element type");
        yield LLVMArrayType.get(elem, n);
      }
      case "struct" -> struct();
      case "func" -> {
        skipWs();
        int lt = pos;
        expect('<');
        Type result = nested();
        // MLIR's LLVMFunctionType::isValidResultType and isValidArgumentType.
        if (result instanceof LLVMFunctionType || LLVMTrivialType.is(result, "metadata")
            || LLVMTrivialType.is(result, "label")) {
          throw new Malformed(new Dialect.TypeBodyError(lt,
              "invalid function result type: '" + result + "'"));
        }
        expect('(');
        List<Type> params = new ArrayList<>();
        boolean varArg = false;
        if (!tryChar(')')) {
          do {
            skipWs();
            if (s.startsWith("...", pos)) {
              pos += 3;
              varArg = true;
              break;
            }
            Type param = nested();
            if (param instanceof LLVMVoidType || param instanceof LLVMFunctionType) {
              throw new Malformed(new Dialect.TypeBodyError(lt,
                  "invalid function argument type: '" + param + "'"));
            }
            params.add(param);
          } while (tryChar(','));
          expect(')');
        }
        expect('>');
        yield LLVMFunctionType.get(result, params, varArg);
      }
      default -> {
        if (!LLVMTrivialType.KEYWORDS.contains(kw)) {
          throw new Malformed();
        }
        yield LLVMTrivialType.get(kw);
      }
    };
  }

  private Type struct() {
    skipWs();
    int lt = pos;
    expect('<');
    skipWs();
    String name = null;
    if (peek() == '"') {
      name = string();
      if (tryChar('>')) {
        // struct<"name">: only as a reference to an enclosing struct being defined.
        if (!identified.contains(name)) {
          throw new Malformed();
        }
        return new LLVMStructType(name, null, false, false);
      }
      expect(',');
    }
    skipWs();
    String kw = Character.isLetter(peek()) ? identifier() : null;
    if (name != null && "opaque".equals(kw)) {
      expect('>');
      return new LLVMStructType(name, null, false, true);
    }
    boolean packed = "packed".equals(kw);
    if (kw != null && !packed) {
      throw new Malformed();
    }
    expect('(');
    if (name != null) {
      // MLIR reports an identified struct's bad element at the first token of its body.
      skipWs();
      lt = pos;
      identified.push(name);
    }
    List<Type> body = new ArrayList<>();
    if (!tryChar(')')) {
      do {
        body.add(nested());
        checkElement(body.get(body.size() - 1), lt, "invalid LLVM structure element type");
      } while (tryChar(','));
      expect(')');
    }
    if (name != null) {
      identified.pop();
    }
    expect('>');
    return new LLVMStructType(name, body, packed, false);
  }

  private Type builtin(String kw) {
    if (kw.matches("(i|si|ui)[1-9][0-9]{0,7}|(i|si|ui)0")) {
      IntegerType.Signedness sign = kw.startsWith("si") ? IntegerType.Signedness.SIGNED
          : kw.startsWith("ui") ? IntegerType.Signedness.UNSIGNED
          : IntegerType.Signedness.SIGNLESS;
      long width = Long.parseLong(kw.substring(kw.indexOf('i') + 1));
      if (width > 16777215) {
        throw new Malformed();
      }
      return IntegerType.get((int) width, sign);
    }
    switch (kw) {
      case "index":
        return IndexType.get();
      case "none":
        return NoneType.get();
      case "vector":
        return vector();
      case "complex": {
        expect('<');
        Type elem = nested();
        expect('>');
        return ComplexType.get(elem);
      }
      default:
        FloatType f = FloatType.byName(kw);
        if (f != null) {
          return f;
        }
        return otherBuiltin(kw);
    }
  }

  /** A builtin type with a body ({@code tensor<...>}, {@code memref<...>}), by the main parser. */
  private Type otherBuiltin(String kw) {
    int start = pos - kw.length();
    if (builtinTypes == null || pos >= s.length() || s.charAt(pos) != '<') {
      throw new Malformed();
    }
    int depth = 0;
    int end = pos;
    for (; end < s.length(); end++) {
      char c = s.charAt(end);
      if (c == '<') {
        depth++;
      } else if (c == '>' && s.charAt(end - 1) != '-' && --depth == 0) {
        break;
      }
    }
    if (end == s.length()) {
      throw new Malformed();
    }
    Type t = builtinTypes.apply(s.substring(start, end + 1));
    if (t == null) {
      throw new Malformed();
    }
    pos = end + 1;
    return t;
  }

  /** {@code vector<4x[8]xf32>}: the dimensions are read char by char ({@code 4xf32} is one word). */
  private Type vector() {
    expect('<');
    skipWs();
    List<Long> shape = new ArrayList<>();
    List<Boolean> scalable = new ArrayList<>();
    while (pos < s.length() && (Character.isDigit(peek()) || peek() == '[')) {
      boolean sc = peek() == '[';
      if (sc) {
        pos++;
      }
      int start = pos;
      while (pos < s.length() && Character.isDigit(peek())) {
        pos++;
      }
      if (start == pos) {
        throw new Malformed();
      }
      shape.add(Long.parseLong(s.substring(start, pos)));
      if (sc && !(pos < s.length() && s.charAt(pos++) == ']')) {
        throw new Malformed();
      }
      scalable.add(sc);
      if (!(pos < s.length() && s.charAt(pos++) == 'x')) {
        throw new Malformed();
      }
    }
    Type elem = nested();
    expect('>');
    long[] dims = new long[shape.size()];
    boolean[] sc = new boolean[shape.size()];
    for (int i = 0; i < dims.length; i++) {
      dims[i] = shape.get(i);
      sc[i] = scalable.get(i);
    }
    try {
      return VectorType.get(dims, elem, sc);
    } catch (IllegalArgumentException e) {
      throw new Malformed();
    }
  }

  // ---- tokens

  private char peek() {
    return pos < s.length() ? s.charAt(pos) : '\0';
  }

  private void skipWs() {
    while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
      pos++;
    }
  }

  private boolean tryChar(char c) {
    skipWs();
    if (peek() == c) {
      pos++;
      return true;
    }
    return false;
  }

  private void expect(char c) {
    if (!tryChar(c)) {
      throw new Malformed();
    }
  }

  /** A bare identifier: {@code [A-Za-z_][A-Za-z0-9_$.]*}. */
  private String identifier() {
    skipWs();
    int start = pos;
    if (pos < s.length() && (Character.isLetter(peek()) || peek() == '_')) {
      pos++;
      while (pos < s.length()) {
        char c = s.charAt(pos);
        if (Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '.') {
          pos++;
        } else {
          break;
        }
      }
    }
    if (start == pos) {
      throw new Malformed();
    }
    return s.substring(start, pos);
  }

  private void expectKeyword(String kw) {
    if (!identifier().equals(kw)) {
      throw new Malformed();
    }
  }

  private long integer() {
    skipWs();
    int start = pos;
    while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
      pos++;
    }
    if (start == pos || pos - start > 18) {
      throw new Malformed();
    }
    return Long.parseLong(s.substring(start, pos));
  }

  /** A quoted string with MLIR's escapes ({@code \\}, {@code \"}, {@code \n}, {@code \t}, {@code \XX}). */
  private String string() {
    skipWs();
    if (peek() != '"') {
      throw new Malformed();
    }
    pos++;
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    while (true) {
      if (pos >= s.length()) {
        throw new Malformed();
      }
      char c = s.charAt(pos++);
      if (c == '"') {
        break;
      }
      if (c != '\\') {
        int end = Character.isHighSurrogate(c) && pos < s.length()
            && Character.isLowSurrogate(s.charAt(pos)) ? pos + 1 : pos;
        byte[] b = jopt.support.Utf8.encode(s.substring(pos - 1, end));
        bytes.write(b, 0, b.length);
        pos = end;
        continue;
      }
      if (pos >= s.length()) {
        throw new Malformed();
      }
      char e = s.charAt(pos++);
      switch (e) {
        case '\\', '"' -> bytes.write(e);
        case 'n' -> bytes.write('\n');
        case 't' -> bytes.write('\t');
        default -> {
          if (pos >= s.length() || Character.digit(e, 16) < 0
              || Character.digit(s.charAt(pos), 16) < 0) {
            throw new Malformed();
          }
          bytes.write(Character.digit(e, 16) * 16 + Character.digit(s.charAt(pos++), 16));
        }
      }
    }
    return jopt.support.Utf8.decode(bytes.toByteArray());
  }
}
