package jopt.parser;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Type;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

/**
 * Builtin types: integers, shapes, complex, memref, tensor and vector types, with the checks
 * MLIR's type parser makes; a type spelled as an earlier one is not parsed again
 * ({@link TypeSpellings}). MLIR's TypeParser.cpp.
 */
abstract class TypeParser extends LocationParser {
  /** A parsed dimension list; {@code dims == null} for unranked ({@code *x}). */
  record Shape(long[] dims, boolean[] scalable) {}

  private final TypeSpellings typeSpellings = new TypeSpellings();

  protected TypeParser(TokenStream input) {
    super(input);
  }

  /**
   * A type at the current token; a {@code memref<...>}, {@code tensor<...>} or
   * {@code vector<...>} spelled on one line as an earlier one is that type (not parsed again),
   * and a scalar type is read from its token.
   */
  Type typeBySpelling() {
    Token t = getCurrentToken();
    int kind = t.getType();
    Type scalar = switch (kind) {
      // The one-token alternatives of nonFunctionType, without entering the grammar's rules.
      case MlirLexer.INT_TYPE -> integerType(t);
      case MlirLexer.FLOAT_TYPE -> factory.floatType(t.getText());
      case MlirLexer.KW_INDEX -> factory.indexType();
      case MlirLexer.KW_NONE -> factory.noneType();
      default -> null;
    };
    if (scalar != null) {
      consume();
      return scalar;
    }
    if (kind != MlirLexer.KW_MEMREF && kind != MlirLexer.KW_TENSOR && kind != MlirLexer.KW_VECTOR) {
      return typeRule();
    }
    byte[] b = tokens.lexer().asciiView();
    int start = t.getStartIndex();
    int end = TypeSpellings.bodyEnd(b, t.getStopIndex() + 1, tokens.lexer().end());
    if (end < 0) {
      return typeRule();
    }
    CharSequence text = source.chars();
    Type known = typeSpellings.get(text, b, start, end);
    if (known != null) {
      relexInToken(t, end - start);
      return known;
    }
    Type parsed = typeRule();
    Token last = _input.LT(-1);
    if (last != null && last.getStopIndex() + 1 == end) {
      typeSpellings.put(text, b, start, end, parsed);
    }
    return parsed;
  }

  /** {@code : type} after a literal when no type was given by the context; else {@code given}. */
  Type optionalColonType(Type given) {
    if (given == null && _input.LA(1) == MlirLexer.COLON) {
      consume();
      return typeRule();
    }
    return given;
  }

  /**
   * Before the {@code )} or {@code >} closing a type list: MLIR parses a type when the list is
   * empty and the closing token is not there ("expected non-function type").
   */
  void expectTypeListEnd(List<Type> ts, int close, String message) {
    if (ts.isEmpty() && getCurrentToken().getType() != close) {
      throw wrongTokenError("expected non-function type");
    }
    expect(close, message);
  }

  Type integerType(Token t) {
    String s = t.getText();
    int signedness = s.charAt(0) == 's' ? 1 : s.charAt(0) == 'u' ? 2 : 0;
    String digits = s.substring(signedness == 0 ? 1 : 2);
    long width;
    try {
      width = Long.parseLong(digits);
    } catch (NumberFormatException e) {
      width = Long.MAX_VALUE;
    }
    if (width > 16777215) {
      throw error(t, "integer bitwidth is limited to 16777215 bits");
    }
    return factory.integerType((int) width, signedness);
  }

  /** Parses a dimension list {@code 4x?x[8]x} or {@code *x}; MLIR's parseDimensionListRanked. */
  Shape parseShape(boolean allowDynamic, boolean allowScalable) {
    if (_input.LA(1) == MlirLexer.STAR && !allowScalable) {
      consume();
      consumeX();
      return new Shape(null, null);
    }
    long[] dims = new long[4];
    boolean[] scalable = new boolean[4];
    int n = 0;
    while (true) {
      int la = _input.LA(1);
      long dim;
      boolean sc = false;
      if (la == MlirLexer.QUESTION) {
        if (!allowDynamic) {
          throw wrongTokenError("expected static shape");
        }
        consume();
        dim = Long.MIN_VALUE;
      } else if (la == MlirLexer.LSQUARE && allowScalable) {
        consume();
        expect(MlirLexer.INTEGER, "expected integer value");
        dim = parseLong(getCurrentToken(), false);
        consume();
        expect(MlirLexer.RSQUARE, "missing ']' closing scalable dimension");
        consume();
        sc = true;
      } else if (la == MlirLexer.INTEGER) {
        Token t = getCurrentToken();
        String s = t.getText();
        if (s.length() > 1 && s.charAt(1) == 'x') {
          // 0xf32 lexes as a hex literal: take the 0 and lex again from the x.
          dim = 0;
          relexInToken(t, 1);
        } else {
          dim = parseLong(t, false);
          consume();
        }
      } else {
        break;
      }
      if (n == dims.length) {
        dims = java.util.Arrays.copyOf(dims, n * 2);
        scalable = java.util.Arrays.copyOf(scalable, n * 2);
      }
      dims[n] = dim;
      scalable[n++] = sc;
      consumeX();
    }
    return new Shape(java.util.Arrays.copyOf(dims, n), java.util.Arrays.copyOf(scalable, n));
  }

  private void consumeX() {
    Token t = getCurrentToken();
    if (t.getType() == MlirLexer.BARE_ID && t.getText().charAt(0) == 'x') {
      if (t.getStopIndex() == t.getStartIndex()) {
        consume();
      } else {
        relexInToken(t, 1);
      }
      return;
    }
    throw wrongTokenError("expected 'x' in dimension list");
  }

  /** MLIR's parseComplexType: integers and floats only. */
  Type complexType(Type element, Token elementStart) {
    if (!(element instanceof jopt.ir.type.IntegerType || element instanceof jopt.ir.type.FloatType)) {
      throw error(elementStart, "invalid element type for complex");
    }
    return factory.complexType(element);
  }

  /**
   * MLIR's BaseMemRefType::isValidElementType (MemRefElementTypeInterface): the builtin
   * integer, index, float, complex, vector and memref types.
   */
  private static boolean isValidMemRefElementType(Type t) {
    return t instanceof jopt.ir.type.IntegerType || t instanceof jopt.ir.type.IndexType
        || t instanceof jopt.ir.type.FloatType || t instanceof jopt.ir.type.ComplexType
        || t instanceof jopt.ir.type.VectorType || t instanceof jopt.ir.type.BaseMemRefType;
  }

  /**
   * MLIR's TensorType::isValidElementType: the builtin complex, float, integer, vector and index
   * types, and any type of another dialect.
   */
  private static boolean isValidTensorElementType(Type t) {
    // The builtin types left out: none, tuple, function, tensor and memref types.
    return !(t instanceof jopt.ir.type.NoneType || t instanceof jopt.ir.type.TupleType
        || t instanceof jopt.ir.type.FunctionType || t instanceof jopt.ir.type.TensorType
        || t instanceof jopt.ir.type.BaseMemRefType);
  }

  Type memrefType(Shape sh, Type element, List<Attribute> extra, Token start, Token elementStart) {
    // MLIR checks the element right after parsing it, before the layout and memory space.
    if (!isValidMemRefElementType(element)) {
      throw error(elementStart, "invalid memref element type");
    }
    Attribute layout = null;
    Attribute memorySpace = null;
    for (int i = 0; i < extra.size(); i++) {
      Attribute a = extra.get(i);
      if (sh.dims() != null && layout == null && memorySpace == null && factory.isLayout(a)) {
        layout = a;
      } else if (memorySpace == null && i == extra.size() - 1) {
        memorySpace = a;
      } else {
        throw error(start, "expected memory space to be last in memref type");
      }
    }
    if (sh.dims() == null) {
      return factory.unrankedMemRefType(element, memorySpace);
    }
    // MLIR's MemRefType::verify of the layout against the rank.
    int rank = sh.dims().length;
    if (layout instanceof jopt.ir.attr.StridedLayoutAttr st && st.getRank() != rank) {
      throw error(start, "expected the number of strides to match the rank");
    }
    if (layout instanceof jopt.ir.attr.AffineMapAttr am && am.getValue().getNumDims() != rank) {
      throw error(start, "memref layout mismatch between rank and affine map: " + rank + " != "
          + am.getValue().getNumDims());
    }
    return factory.memRefType(sh.dims(), element, layout, memorySpace);
  }

  Type tensorType(Shape sh, Type element, Attribute encoding, Token elementStart) {
    if (!isValidTensorElementType(element)) {
      throw error(elementStart, "invalid tensor element type");
    }
    if (sh.dims() == null) {
      return factory.unrankedTensorType(element);
    }
    return factory.rankedTensorType(sh.dims(), element, encoding);
  }

  Type vectorType(Shape sh, Type element, Token start) {
    // The vector type's own verifier (ODS's parameter check), at the type.
    if (!jopt.ir.type.VectorElementType.isValid(element)) {
      throw error(start, "failed to verify 'elementType': VectorElementTypeInterface instance");
    }
    return factory.vectorType(sh.dims(), sh.scalable(), element);
  }
}
