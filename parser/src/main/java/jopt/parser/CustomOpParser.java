package jopt.parser;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.NamedAttribute;
import org.antlr.v4.runtime.Token;

/**
 * The {@link OpAsmParser} handed to custom op parsers. It reads the token stream of the
 * generated parser and calls its rules for types, attributes and regions. Without an op (a
 * dialect attribute's body, {@link DialectSymbolParser#dialectAttrBody}) its errors have no prefix.
 */
final class CustomOpParser implements OpAsmParser {
  private final OperationParser p;
  private final OperationParser.OpStart op;
  private final SourceLoc nameLoc;

  CustomOpParser(OperationParser p, OperationParser.OpStart op, SourceLoc nameLoc) {
    this.p = p;
    this.op = op;
    this.nameLoc = nameLoc;
  }

  @Override
  public int getNumResults() {
    int n = 0;
    if (op != null && op.results != null) {
      for (OperationParser.ResultGroup g : op.results) {
        n += g.count();
      }
    }
    return n;
  }

  private int la() {
    return p.getInputStream().LA(1);
  }

  private Token cur() {
    return p.getCurrentToken();
  }

  private boolean consumeIf(int type) {
    if (la() == type) {
      p.consume();
      return true;
    }
    return false;
  }

  private void require(int type, String what) {
    if (!consumeIf(type)) {
      throw p.wrongTokenError("expected " + what);
    }
  }

  private static boolean isBareId(int t) {
    return t == MlirLexer.BARE_ID || t == MlirLexer.INT_TYPE || t == MlirLexer.FLOAT_TYPE
        || (t >= MlirLexer.KW_AFFINE_MAP && t <= MlirLexer.KW_AT);
  }

  private static boolean startsType(int t) {
    return switch (t) {
      case MlirLexer.INT_TYPE, MlirLexer.FLOAT_TYPE, MlirLexer.KW_INDEX, MlirLexer.KW_NONE, MlirLexer.EXCL_ID,
          MlirLexer.KW_COMPLEX, MlirLexer.KW_TUPLE, MlirLexer.KW_MEMREF, MlirLexer.KW_TENSOR, MlirLexer.KW_VECTOR,
          MlirLexer.LPAREN -> true;
      default -> false;
    };
  }

  private static boolean startsAttribute(int t) {
    return startsType(t) || switch (t) {
      case MlirLexer.HASH_ID, MlirLexer.KW_TRUE, MlirLexer.KW_FALSE, MlirLexer.KW_UNIT, MlirLexer.MINUS,
          MlirLexer.INTEGER, MlirLexer.FLOAT, MlirLexer.STRING, MlirLexer.LSQUARE, MlirLexer.LBRACE, MlirLexer.AT_ID,
          MlirLexer.KW_ARRAY, MlirLexer.KW_AFFINE_MAP, MlirLexer.KW_AFFINE_SET, MlirLexer.KW_STRIDED, MlirLexer.KW_DENSE,
          MlirLexer.KW_DENSE_RESOURCE, MlirLexer.KW_SPARSE -> true;
      default -> false;
    };
  }

  @Override
  public MLIRContext getContext() {
    return p.ctx;
  }

  @Override
  public SourceLoc getNameLoc() {
    return nameLoc;
  }

  @Override
  public SourceLoc getCurrentLocation() {
    return p.currentLoc();
  }

  @Override
  public Location getEncodedLocation(SourceLoc loc) {
    return p.fileLoc(loc);
  }

  @Override
  public ParseException emitError(SourceLoc loc, String message) {
    // As MLIR's CustomOpAsmParser::emitError; syntax errors of the base parser have no prefix.
    return op == null ? p.error(loc, message) : p.error(loc, "custom op '" + op.state.name + "' " + message);
  }

  @Override
  public ParseException emitPlainError(SourceLoc loc, String message) {
    return p.error(loc, message);
  }

  // ---- punctuation

  @Override public void parseLParen() { require(MlirLexer.LPAREN, "'('"); }
  @Override public boolean parseOptionalLParen() { return consumeIf(MlirLexer.LPAREN); }
  @Override public void parseRParen() { require(MlirLexer.RPAREN, "')'"); }
  @Override public boolean parseOptionalRParen() { return consumeIf(MlirLexer.RPAREN); }
  @Override public void parseLSquare() { require(MlirLexer.LSQUARE, "'['"); }
  @Override public boolean parseOptionalLSquare() { return consumeIf(MlirLexer.LSQUARE); }
  @Override public void parseRSquare() { require(MlirLexer.RSQUARE, "']'"); }
  @Override public boolean parseOptionalRSquare() { return consumeIf(MlirLexer.RSQUARE); }
  @Override public void parseLBrace() { require(MlirLexer.LBRACE, "'{'"); }
  @Override public boolean parseOptionalLBrace() { return consumeIf(MlirLexer.LBRACE); }
  @Override public void parseRBrace() { require(MlirLexer.RBRACE, "'}'"); }
  @Override public boolean parseOptionalRBrace() { return consumeIf(MlirLexer.RBRACE); }
  @Override public void parseLess() { require(MlirLexer.LESS, "'<'"); }
  @Override public boolean parseOptionalLess() { return consumeIf(MlirLexer.LESS); }
  @Override public void parseGreater() { require(MlirLexer.GREATER, "'>'"); }
  @Override public boolean parseOptionalGreater() { return consumeIf(MlirLexer.GREATER); }
  @Override public void parseComma() { require(MlirLexer.COMMA, "','"); }
  @Override public boolean parseOptionalComma() { return consumeIf(MlirLexer.COMMA); }
  @Override public void parseColon() { require(MlirLexer.COLON, "':'"); }
  @Override public boolean parseOptionalColon() { return consumeIf(MlirLexer.COLON); }
  @Override public void parseEqual() { require(MlirLexer.EQUAL, "'='"); }
  @Override public boolean parseOptionalEqual() { return consumeIf(MlirLexer.EQUAL); }
  @Override public void parseArrow() { require(MlirLexer.ARROW, "'->'"); }
  @Override public boolean parseOptionalArrow() { return consumeIf(MlirLexer.ARROW); }
  @Override public boolean parseOptionalQuestion() { return consumeIf(MlirLexer.QUESTION); }
  @Override public boolean parseOptionalStar() { return consumeIf(MlirLexer.STAR); }
  @Override public boolean parseOptionalPlus() { return consumeIf(MlirLexer.PLUS); }
  @Override public boolean parseOptionalMinus() { return consumeIf(MlirLexer.MINUS); }
  @Override public boolean parseOptionalVerticalBar() { return consumeIf(MlirLexer.VBAR); }
  @Override public boolean parseOptionalEllipsis() { return consumeIf(MlirLexer.ELLIPSIS); }

  // ---- keywords and strings

  @Override
  public void parseKeyword(String kw) {
    // As MLIR's AsmParserImpl::parseKeyword: the op's error, at the current token.
    SourceLoc loc = getCurrentLocation();
    if (!parseOptionalKeyword(kw)) {
      throw emitError(loc, "expected '" + kw + "'");
    }
  }

  @Override
  public String parseCustomOperationName() {
    if (!isBareId(la())) {
      throw p.error(cur(), "expected bare identifier or keyword");
    }
    String name = cur().getText();
    p.consume();
    if (name.indexOf('.') < 0) {
      name = p.defaultDialect() + "." + name;
    }
    return name;
  }

  @Override
  public boolean parseOptionalKeyword(String kw) {
    if (isBareId(la()) && cur().getText().equals(kw)) {
      p.consume();
      return true;
    }
    return false;
  }

  @Override
  public String parseOptionalKeyword() {
    if (isBareId(la())) {
      String s = cur().getText();
      p.consume();
      return s;
    }
    return null;
  }

  @Override
  public String parseOptionalKeyword(List<String> allowed) {
    if (isBareId(la()) && allowed.contains(cur().getText())) {
      String s = cur().getText();
      p.consume();
      return s;
    }
    return null;
  }

  @Override
  public String parseKeywordOrString() {
    String s = parseOptionalKeyword();
    if (s == null) {
      s = parseOptionalString();
    }
    if (s == null) {
      throw emitError(getCurrentLocation(), "expected valid keyword or string");
    }
    return s;
  }

  @Override
  public String parseOptionalString() {
    if (la() == MlirLexer.STRING) {
      String s = p.stringValue(cur());
      p.consume();
      return s;
    }
    if (la() == MlirLexer.UNTERMINATED_STRING) {
      throw emitError(getCurrentLocation(), "expected string");
    }
    return null;
  }

  @Override
  public String parseString() {
    String s = parseOptionalString();
    if (s == null) {
      throw emitError(getCurrentLocation(), "expected string");
    }
    return s;
  }

  // ---- numbers

  @Override
  public long parseInteger() {
    Long v = parseOptionalInteger();
    if (v == null) {
      throw emitError(getCurrentLocation(), "expected integer value");
    }
    return v;
  }

  @Override
  public Long parseOptionalInteger() {
    SourceLoc loc = getCurrentLocation();
    boolean neg = false;
    if (la() == MlirLexer.MINUS && p.getInputStream().LA(2) == MlirLexer.INTEGER) {
      p.consume();
      neg = true;
    } else if (la() != MlirLexer.INTEGER) {
      return null;
    }
    Long v = ParserBase.longValue(cur(), neg);
    if (v == null) {
      // As MLIR's AsmParser::parseOptionalInteger, through this parser's emitError: "custom op
      // 'cf.switch' integer value too large".
      throw emitError(loc, "integer value too large");
    }
    p.consume();
    return v;
  }

  @Override
  public double parseFloat() {
    boolean neg = consumeIf(MlirLexer.MINUS);
    Token t = cur();
    double v;
    if (t.getType() == MlirLexer.FLOAT) {
      v = Double.parseDouble(t.getText());
    } else if (t.getType() == MlirLexer.INTEGER && t.getText().startsWith("0x")) {
      if (neg) {
        throw emitError(getCurrentLocation(), "hexadecimal float literal should not have a leading minus");
      }
      v = Double.longBitsToDouble(Long.parseUnsignedLong(t.getText().substring(2), 16));
    } else if (t.getType() == MlirLexer.INTEGER) {
      SourceLoc at = getCurrentLocation();
      p.emitError(at, "unexpected decimal integer literal for a floating point value")
          .attachNote(p.fileLoc(at), "add a trailing dot to make the literal a float");
      throw new ParseException();
    } else {
      throw emitError(getCurrentLocation(), "expected floating point literal");
    }
    p.consume();
    return neg ? -v : v;
  }

  // ---- attributes and types

  @Override
  public Attribute parseAttribute() {
    return parseAttribute(null);
  }

  @Override
  public Attribute parseAttribute(Type type) {
    if (!startsAttribute(la())) {
      throw p.wrongTokenError("expected attribute value");
    }
    return p.attributeRule(type);
  }

  @Override
  public jopt.ir.affine.AffineMap parseAffineMap() {
    return (jopt.ir.affine.AffineMap) p.affineMapRule();
  }

  @Override
  public Attribute parseOptionalAttribute() {
    return startsAttribute(la()) ? p.attributeRule(null) : null;
  }

  @Override
  public Attribute parseOptionalAttribute(Type type) {
    return startsAttribute(la()) ? p.attributeRule(type) : null;
  }

  @Override
  public void parseOptionalAttrDict(NamedAttrList result) {
    if (la() == MlirLexer.LBRACE) {
      for (NamedAttribute na : p.dictionaryRule().asList()) {
        result.set(na.name(), na.value());
      }
    }
  }

  @Override
  public void parseOptionalAttrDictWithKeyword(NamedAttrList result) {
    if (parseOptionalKeyword("attributes")) {
      if (la() != MlirLexer.LBRACE) {
        throw p.wrongTokenError("expected '{' in attribute dictionary");
      }
      parseOptionalAttrDict(result);
    }
  }

  @Override
  public String parseSymbolName() {
    String s = parseOptionalSymbolName();
    if (s == null) {
      throw emitError(getCurrentLocation(), "expected valid '@'-identifier for symbol name");
    }
    return s;
  }

  @Override
  public String parseOptionalSymbolName() {
    if (la() == MlirLexer.AT_ID) {
      String s = p.symbolName(cur());
      p.consume();
      return s;
    }
    return null;
  }

  @Override
  public Type parseType() {
    if (!startsType(la())) {
      throw p.wrongTokenError("expected non-function type");
    }
    return p.typeBySpelling();
  }

  @Override
  public Type parseOptionalType() {
    return startsType(la()) ? p.typeBySpelling() : null;
  }

  @Override
  public Type parseColonType() {
    parseColon();
    return parseType();
  }

  @Override
  public List<Type> parseColonTypeList() {
    parseColon();
    return parseTypeList();
  }

  @Override
  public List<Type> parseOptionalColonTypeList() {
    if (consumeIf(MlirLexer.COLON)) {
      return parseTypeList();
    }
    return new ArrayList<>();
  }

  @Override
  public List<Type> parseTypeList() {
    List<Type> r = new ArrayList<>();
    r.add(parseType());
    while (consumeIf(MlirLexer.COMMA)) {
      r.add(parseType());
    }
    return r;
  }

  @Override
  public List<Type> parseArrowTypeList() {
    parseArrow();
    return parseFunctionResultTypes();
  }

  @Override
  public List<Type> parseOptionalArrowTypeList() {
    if (consumeIf(MlirLexer.ARROW)) {
      return parseFunctionResultTypes();
    }
    return new ArrayList<>();
  }

  @Override
  public List<Type> parseFunctionResultTypes() {
    if (la() == MlirLexer.LPAREN) {
      // "(T) -> U" is a function type, "(T, U)" a result list: decide after the parenthesis.
      p.consume();
      List<Type> r = new ArrayList<>();
      if (!consumeIf(MlirLexer.RPAREN)) {
        r = parseTypeList();
        parseRParen();
      }
      if (la() == MlirLexer.ARROW) {
        p.consume();
        List<Type> outs = parseFunctionResultTypes();
        return new ArrayList<>(List.of(p.factory.functionType(r, outs)));
      }
      return r;
    }
    List<Type> r = new ArrayList<>();
    r.add(parseType());
    return r;
  }

  @Override
  public long[] parseDimensionList(boolean allowDynamic, boolean withTrailingX) {
    if (!withTrailingX) {
      // "4x8" without a trailing element type: a bare dimension list.
      List<Long> dims = new ArrayList<>();
      while (true) {
        if (la() == MlirLexer.QUESTION && allowDynamic) {
          p.consume();
          dims.add(Long.MIN_VALUE);
        } else if (la() == MlirLexer.INTEGER) {
          Token t = cur();
          String s = t.getText();
          if (s.length() > 1 && s.charAt(1) == 'x') {
            dims.add(0L);
            p.relexInToken(t, 1);
          } else {
            dims.add(p.parseLong(t, false));
            p.consume();
          }
        } else {
          break;
        }
        Token t = cur();
        if (t.getType() == MlirLexer.BARE_ID && t.getText().charAt(0) == 'x') {
          if (t.getText().length() == 1) {
            p.consume();
          } else {
            p.relexInToken(t, 1);
          }
        } else {
          break;
        }
      }
      long[] r = new long[dims.size()];
      for (int i = 0; i < r.length; i++) {
        r[i] = dims.get(i);
      }
      return r;
    }
    TypeParser.Shape sh = p.parseShape(allowDynamic, false);
    return sh.dims() == null ? new long[0] : sh.dims();
  }

  // ---- operands

  @Override
  public UnresolvedOperand parseOperand() {
    UnresolvedOperand u = parseOptionalOperand();
    if (u == null) {
      throw p.wrongTokenError("expected SSA operand");
    }
    return u;
  }

  @Override
  public UnresolvedOperand parseOptionalOperand() {
    if (la() != MlirLexer.PERCENT_ID) {
      return null;
    }
    Token name = cur();
    p.consume();
    Token hash = null;
    if (la() == MlirLexer.HASH_ID) {
      String h = cur().getText();
      if (h.length() > 1 && Character.isDigit(h.charAt(1))) {
        hash = cur();
        p.consume();
      }
    }
    return p.unresolvedOperand(name, hash);
  }

  @Override
  public List<UnresolvedOperand> parseOperandList(Delimiter delimiter) {
    List<UnresolvedOperand> r = new ArrayList<>();
    switch (delimiter) {
      case OPTIONAL_PAREN -> {
        if (la() != MlirLexer.LPAREN) {
          return r;
        }
        return parseOperandList(Delimiter.PAREN);
      }
      case OPTIONAL_SQUARE -> {
        if (la() != MlirLexer.LSQUARE) {
          return r;
        }
        return parseOperandList(Delimiter.SQUARE);
      }
      case PAREN -> parseLParen();
      case SQUARE -> parseLSquare();
      default -> { }
    }
    if (la() == MlirLexer.PERCENT_ID) {
      r.add(parseOperand());
      while (consumeIf(MlirLexer.COMMA)) {
        r.add(parseOperand());
      }
    }
    if (delimiter == Delimiter.PAREN) {
      if (!consumeIf(MlirLexer.RPAREN)) {
        throw p.wrongTokenError("expected ')'");
      }
    } else if (delimiter == Delimiter.SQUARE) {
      if (!consumeIf(MlirLexer.RSQUARE)) {
        throw p.wrongTokenError("expected ']'");
      }
    }
    return r;
  }

  @Override
  public void parseCommaSeparatedList(Delimiter delimiter, Runnable element, String contextMessage) {
    int close;
    switch (delimiter) {
      case OPTIONAL_PAREN, PAREN -> {
        if (delimiter == Delimiter.OPTIONAL_PAREN && la() != MlirLexer.LPAREN) {
          return;
        }
        require(MlirLexer.LPAREN, "'('" + contextMessage);
        close = MlirLexer.RPAREN;
      }
      case OPTIONAL_SQUARE, SQUARE -> {
        if (delimiter == Delimiter.OPTIONAL_SQUARE && la() != MlirLexer.LSQUARE) {
          return;
        }
        require(MlirLexer.LSQUARE, "'['" + contextMessage);
        close = MlirLexer.RSQUARE;
      }
      default -> close = -1;
    }
    if (close != -1 && consumeIf(close)) {
      return;
    }
    element.run();
    while (consumeIf(MlirLexer.COMMA)) {
      element.run();
    }
    if (close != -1) {
      require(close, (close == MlirLexer.RPAREN ? "')'" : "']'") + contextMessage);
    }
  }

  @Override
  public Value resolveOperand(UnresolvedOperand operand, Type type) {
    return p.resolveOperand(operand, type);
  }

  @Override
  public List<Value> resolveOperands(List<UnresolvedOperand> operands, List<Type> types, SourceLoc loc) {
    List<Value> r = new ArrayList<>(operands.size());
    if (types.size() == 1 && operands.size() != 1) {
      for (UnresolvedOperand o : operands) {
        r.add(resolveOperand(o, types.get(0)));
      }
      return r;
    }
    if (types.size() != operands.size()) {
      throw emitError(loc, operands.size() + " operands present, but expected " + types.size());
    }
    for (int i = 0; i < operands.size(); i++) {
      r.add(resolveOperand(operands.get(i), types.get(i)));
    }
    return r;
  }

  // ---- regions and successors

  @Override
  public Argument parseArgument(boolean allowType, boolean allowAttrs) {
    UnresolvedOperand name = parseOperand();
    Type type = null;
    Location loc = null;
    if (allowType) {
      parseColon();
      type = parseType();
      if (allowAttrs) {
        // Argument attributes are parsed by the caller (func.func) when it needs them.
      }
      loc = parseOptionalLocationSpecifier();
    }
    return new Argument(name, type, loc);
  }

  @Override
  public Argument parseOptionalArgument(boolean allowType) {
    if (la() != MlirLexer.PERCENT_ID) {
      return null;
    }
    return parseArgument(allowType, false);
  }

  @Override
  public List<Argument> parseArgumentList(Delimiter delimiter, boolean allowType) {
    List<Argument> r = new ArrayList<>();
    int close = -1;
    switch (delimiter) {
      case OPTIONAL_PAREN -> {
        if (!consumeIf(MlirLexer.LPAREN)) {
          return r;
        }
        close = MlirLexer.RPAREN;
      }
      case OPTIONAL_SQUARE -> {
        if (!consumeIf(MlirLexer.LSQUARE)) {
          return r;
        }
        close = MlirLexer.RSQUARE;
      }
      case PAREN -> {
        parseLParen();
        close = MlirLexer.RPAREN;
      }
      case SQUARE -> {
        parseLSquare();
        close = MlirLexer.RSQUARE;
      }
      default -> { }
    }
    if (la() == MlirLexer.PERCENT_ID) {
      r.add(parseArgument(allowType, false));
      while (consumeIf(MlirLexer.COMMA)) {
        r.add(parseArgument(allowType, false));
      }
    }
    if (close == MlirLexer.RPAREN) {
      parseRParen();
    } else if (close == MlirLexer.RSQUARE) {
      parseRSquare();
    }
    return r;
  }

  @Override
  public void parseRegion(Region region, List<Argument> arguments, boolean enableNameShadowing) {
    if (la() != MlirLexer.LBRACE) {
      throw p.wrongTokenError("expected '{' to begin a region");
    }
    p.regionRule(region, arguments, enableNameShadowing);
  }

  @Override
  public boolean parseOptionalRegion(Region region, List<Argument> arguments) {
    if (la() != MlirLexer.LBRACE) {
      return false;
    }
    p.regionRule(region, arguments, false);
    return true;
  }

  @Override
  public Block parseSuccessor() {
    Block b = parseOptionalSuccessor();
    if (b == null) {
      throw p.wrongTokenError("expected block name");
    }
    return b;
  }

  @Override
  public Block parseOptionalSuccessor() {
    if (la() != MlirLexer.CARET_ID) {
      return null;
    }
    Block b = p.blockReference(cur());
    p.consume();
    return b;
  }

  @Override
  public Block parseSuccessorAndUseList(List<Value> operands) {
    Block b = parseSuccessor();
    if (consumeIf(MlirLexer.LPAREN)) {
      List<UnresolvedOperand> uses = new ArrayList<>();
      if (la() == MlirLexer.PERCENT_ID) {
        uses.add(parseOperand());
        while (consumeIf(MlirLexer.COMMA)) {
          uses.add(parseOperand());
        }
      }
      SourceLoc typeLoc = null;
      List<Type> types = new ArrayList<>();
      if (!uses.isEmpty()) {
        parseColon();
        typeLoc = p.currentLoc();
        types = parseTypeList();
      }
      parseRParen();
      operands.addAll(resolveOperands(uses, types, typeLoc));
    }
    return b;
  }

  @Override
  public Location parseOptionalLocationSpecifier() {
    if (la() != MlirLexer.KW_LOC) {
      return null;
    }
    return p.trailingLocationRule();
  }

  @Override
  public Attribute parseOptionalProperties() {
    if (la() != MlirLexer.LESS || p.getInputStream().LA(2) != MlirLexer.LBRACE) {
      return null;
    }
    p.consume();
    NamedAttrList d = p.dictionaryRule();
    parseGreater();
    return d.toDictionary();
  }
}
