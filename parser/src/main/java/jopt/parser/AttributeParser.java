package jopt.parser;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.AttrTypePrinter;
import jopt.ir.NamedAttrList;
import jopt.ir.Type;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

/**
 * Builtin attributes: numbers, strings, symbol references, dense arrays, dense, sparse and
 * resource elements ({@link DenseLiterals}, {@link SparseLiterals}), dictionary entries. MLIR's
 * AttributeParser.cpp.
 */
abstract class AttributeParser extends TypeParser {
  protected AttributeParser(TokenStream input) {
    super(input);
  }

  Attribute numberAttr(Token n, boolean negative, Type type) {
    String text = n.getText();
    boolean isFloat = n.getType() == MlirLexer.FLOAT;
    if (type == null) {
      type = isFloat ? factory.floatType("f64") : factory.integerType(64, 0);
    }
    try {
      Attribute a = factory.numberAttr(text, negative, isFloat, type);
      if (a != null) {
        return a;
      }
    } catch (IllegalArgumentException e) {
      throw error(n, e.getMessage());
    }
    throw error(n, isFloat ? "floating point value not valid for specified type"
        : "integer literal not valid for specified type");
  }

  Attribute stringAttr(Token s, Type type) {
    return factory.stringAttr(stringValue(s), type);
  }

  Attribute symbolRefAttr(Token root, List<Token> nested) {
    List<String> names = new ArrayList<>(nested.size());
    for (Token t : nested) {
      names.add(symbolName(t));
    }
    return factory.symbolRefAttr(symbolName(root), names);
  }

  String symbolName(Token t) {
    String s = t.getText();
    if (s.length() > 1 && s.charAt(1) == '"') {
      return unescape(s.substring(1), t);
    }
    return s.substring(1);
  }

  Token signedToken(Token minus, Token value) {
    if (minus == null) {
      return value;
    }
    org.antlr.v4.runtime.CommonToken c = new org.antlr.v4.runtime.CommonToken(value);
    c.setText("-" + value.getText());
    return c;
  }

  /** MLIR checks the element type of {@code array<...>} before its values, at the type. */
  void checkDenseArrayType(Type elementType, Token at) {
    if (!(elementType instanceof jopt.ir.type.IntegerType || elementType instanceof jopt.ir.type.FloatType)) {
      throw error(at, "expected integer or float type, got: '" + AttrTypePrinter.print(elementType) + "'");
    }
    int width = elementType instanceof jopt.ir.type.IntegerType it ? it.getWidth()
        : ((jopt.ir.type.FloatType) elementType).getWidth();
    if (width != 1 && width % 8 != 0) {
      throw error(at, "element type bitwidth must be a multiple of 8");
    }
  }

  /** An element of {@code array<T: ...>} must follow; MLIR reports at the token after a '-'. */
  void expectDenseArrayElement(Type elementType) {
    int la = _input.LA(1) == MlirLexer.MINUS ? _input.LA(2) : _input.LA(1);
    Token at = _input.LA(1) == MlirLexer.MINUS ? _input.LT(2) : getCurrentToken();
    boolean ok = la == MlirLexer.INTEGER || la == MlirLexer.FLOAT || la == MlirLexer.KW_TRUE || la == MlirLexer.KW_FALSE;
    if (!ok) {
      throw error(at, elementType instanceof jopt.ir.type.FloatType ? "expected floating point literal" : "expected integer literal");
    }
  }

  /** A stride or offset of {@code strided<...>}: MLIR reports at the current token. */
  void expectStrideValue() {
    int la = _input.LA(1) == MlirLexer.MINUS ? _input.LA(2) : _input.LA(1);
    if (la != MlirLexer.QUESTION && la != MlirLexer.INTEGER) {
      throw error(currentLoc(), "expected a 64-bit signed integer or '?'");
    }
  }

  Attribute denseArrayAttr(Type elementType, List<Token> values) {
    List<String> texts = new ArrayList<>(values.size());
    for (Token t : values) {
      texts.add(t.getText());
    }
    try {
      return factory.denseArrayAttr(elementType, texts);
    } catch (IllegalArgumentException e) {
      // MLIR reports at the element that does not fit: find it.
      for (Token t : values) {
        try {
          factory.denseArrayAttr(elementType, List.of(t.getText()));
        } catch (IllegalArgumentException one) {
          throw error(locOf(t), one.getMessage());
        }
      }
      throw error(values.isEmpty() ? currentLoc() : locOf(values.get(0)), e.getMessage());
    }
  }

  Attribute denseElementsAttr(Object literal, Type type, Token at) {
    if (type == null) {
      throw wrongTokenError("expected ':'");
    }
    return DenseLiterals.build(this, () -> factory.denseElementsAttr(literal, type), literal, at);
  }

  /**
   * MLIR's check of a list of elements literal: the element just added has the first one's
   * dimensions, else the error is at the token after it.
   */
  void checkLiteralDims(List<Object> elements) {
    if (!java.util.Arrays.equals(DenseLiterals.dims(elements.get(0)),
        DenseLiterals.dims(elements.get(elements.size() - 1)))) {
      throw error(currentLoc(), "tensor literal is invalid; ranks are not consistent between elements");
    }
  }

  /**
   * {@code sparse<indices, values> : type} ({@code sparse<>} when {@code indices} is null), as
   * MLIR's parser builds it: {@link SparseLiterals}.
   */
  Attribute sparseElementsAttr(Token keyword, Object indices, Token indicesAt, Object values,
      Token valuesAt, Type type) {
    if (type == null) {
      throw wrongTokenError("expected ':'");
    }
    return SparseLiterals.attr(this, keyword, indices, indicesAt, values, valuesAt, type);
  }

  Attribute denseResourceAttr(String handle, Type type) {
    if (type == null) {
      throw wrongTokenError("expected ':'");
    }
    return factory.denseResourceAttr(handle, type);
  }

  void addDictEntry(NamedAttrList attrs, Token keyTok, String key, Attribute value) {
    if (key.isEmpty()) {
      throw error(keyTok, "expected valid attribute name");
    }
    if (attrs.contains(key)) {
      throw error(keyTok, "duplicate key '" + key + "' in dictionary attribute");
    }
    attrs.append(intern(key), value == null ? factory.unitAttr() : value);
  }
}
