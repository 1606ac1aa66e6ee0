package jopt.parser;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Attribute;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Diagnostic;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.ScopedDiagnosticHandler;
import jopt.ir.Type;
import jopt.ir.Utf8;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.PropertyConversion;
import jopt.ir.attr.NamedAttribute;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

/**
 * The state and actions of the generated {@code MlirParser}: SSA and block scopes, aliases,
 * op creation, diagnostics. The grammar stays declarative; the semantics live here.
 */
abstract class ParserBase extends Parser {
  /** An op being parsed: its result names, state and, once created, the op. */
  static final class OpStart {
    List<ResultGroup> results;
    SourceLoc startLoc;
    OperationState state;
    OpDefinition def;
    final List<UnresolvedOperand> operands = new ArrayList<>();
    SourceLoc typeLoc;
    Operation op;
    /** The op name's location (generic form), where property errors point. */
    SourceLoc nameLoc;
    /** The {@code <{...}>} properties of a registered op, converted once the op is parsed. */
    NamedAttrList properties;
    /** Properties a registered op cannot take, reported once the op is parsed (as MLIR does). */
    String pendingPropertiesError;
  }

  /** {@code %name} or {@code %name:count} on the left of an op. */
  record ResultGroup(String name, int count, SourceLoc loc) {}

  /** A parsed dimension list; {@code dims == null} for unranked ({@code *x}). */
  record Shape(long[] dims, boolean[] scalable) {}

  private static final class RegionScope {
    final Region region;
    final Block savedInsertBlock;
    final HashMap<String, BlockRef> blocks = new HashMap<>();
    final boolean hasArgs;
    final boolean shadow;

    RegionScope(Region region, Block saved, boolean hasArgs, boolean shadow) {
      this.region = region;
      this.savedInsertBlock = saved;
      this.hasArgs = hasArgs;
      this.shadow = shadow;
    }
  }

  private static final class BlockRef {
    final Block block = new Block();
    SourceLoc firstUse;
    boolean defined;
  }

  protected MLIRContext ctx;
  protected SourceFile source;
  protected MlirTokenStream tokens;
  protected AttrTypeFactory factory;
  protected String fileName;
  SsaScopes ssa;

  private final SymbolAliases aliases = new SymbolAliases(this);
  private final DialectSymbols symbols = new DialectSymbols(this);
  private FileMetadataParser metadata;
  private final ArrayDeque<RegionScope> regions = new ArrayDeque<>();
  private final ArrayDeque<String> defaultDialects = new ArrayDeque<>();

  /** The default dialect of the op whose custom form is being parsed (MLIR's defaultDialectStack). */
  String defaultDialect() {
    String d = defaultDialects.peek();
    return d == null ? "" : d;
  }
  /** Definitions (or null) of the ops whose regions are being parsed. */
  private final ArrayList<OpDefinition> opDefs = new ArrayList<>();
  private final HashMap<String, String> interned = new HashMap<>();
  private final AffineParser affine = new AffineParser(this);
  private final TypeSpellings typeSpellings = new TypeSpellings();
  /** Attribute dictionaries of the ops parsed so far: equal ones are shared (immutable values). */
  private final HashMap<jopt.ir.attr.DictionaryAttr, jopt.ir.attr.DictionaryAttr> dictionaries =
      new HashMap<>();
  Block insertBlock;
  /** Set when parsing one chunk of a file ({@link #parseAsChunkAfter}). */
  private boolean chunk;
  /** Set when parsing a piece of one block ({@link #parseBlockPieceOf}). */
  private boolean blockPiece;
  /** Region bodies starting before this offset are not parsed in pieces (one was tried). */
  private int noPiecesBefore;
  /** How many region bodies this parser joined from pieces (tests ask). */
  private int bodiesInPieces;

  protected ParserBase(TokenStream input) {
    super(input);
  }

  void init(MLIRContext ctx, SourceFile source, MlirTokenStream tokens) {
    this.ctx = ctx;
    this.source = source;
    this.tokens = tokens;
    this.fileName = source.getName();
    this.factory = new AttrTypeFactory(ctx);
    this.ssa = new SsaScopes(this, ctx);
    this.metadata = new FileMetadataParser(this, ctx);
  }

  // ---- rules implemented by the generated parser

  protected abstract Type typeRule();

  protected abstract Type nonFunctionTypeRule();

  protected abstract Attribute attributeRule(Type ty);

  /** A bare affine map {@code (d0)[s0] -> (...)}, as an AffineMap. */
  protected abstract Object affineMapRule();

  protected abstract NamedAttrList dictionaryRule();

  protected abstract void regionRule(Region r, List<Argument> args, boolean shadow);

  protected abstract Location trailingLocationRule();

  protected abstract void topLevelRule();

  protected abstract void blockPieceRule();

  protected abstract void operationRule();

  protected abstract List<Type> functionResultTypesRule();

  // ---- diagnostics

  Location.FileLineCol fileLoc(SourceLoc loc) {
    return new Location.FileLineCol(fileName, loc.line(), loc.column());
  }

  SourceLoc locOf(Token t) {
    return new SourceLoc(t.getLine(), t.getCharPositionInLine() + 1);
  }

  SourceLoc currentLoc() {
    return locOf(getCurrentToken());
  }

  Diagnostic emitError(SourceLoc loc, String message) {
    Diagnostic d = new Diagnostic(Diagnostic.Severity.ERROR, fileLoc(loc), message);
    ctx.getDiagEngine().emit(d);
    return d;
  }

  /**
   * After the recursive descent ran out of stack on input nested deeper than it holds (about
   * 10^6 levels on jopt's threads, {@link jopt.ir.DeepStack}): the error at the token reached.
   */
  void reportNestingTooDeep() {
    emitError(currentLoc(), "nesting too deep: the parser's stack ("
        + (jopt.ir.DeepStack.STACK_BYTES >> 20) + " MB on jopt's threads) is exhausted here");
  }

  ParseException error(SourceLoc loc, String message) {
    ParseException lexerError = lexerError(getCurrentToken());
    if (lexerError != null) {
      return lexerError;
    }
    emitError(loc, message);
    return new ParseException();
  }

  /**
   * The lexer's error when {@code t} is a token it could not lex, else null. As MLIR, whose
   * lexer reports it when the token is read and whose parser drops an error it emits while the
   * current token is such a one: an error found with a bad token next ("undefined symbol alias
   * id" before an unterminated string) is the lexer's, reported once.
   */
  private ParseException lexerError(Token t) {
    if (t.getType() == MlirLexer.ERROR_CHAR) {
      // MLIR's lexer names the kind of identifier a lone prefix character started.
      return switch (t.getText().isEmpty() ? ' ' : t.getText().charAt(0)) {
        case '%' -> plainError(locOf(t), "invalid SSA name");
        case '^' -> plainError(locOf(t), "invalid block name");
        case '#' -> plainError(locOf(t), "invalid attribute name");
        case '!' -> plainError(locOf(t), "invalid type identifier");
        case '@' -> plainError(source.locOf(t.getStartIndex() + 1), "@ identifier expected to start with letter or '_'");
        default -> plainError(locOf(t), "unexpected character");
      };
    }
    if (t.getType() == MlirLexer.UNTERMINATED_STRING) {
      // The lexer stops before a backslash that ends the line or the file: an unknown escape.
      int end = t.getStopIndex() + 1;
      String text = source.getText();
      return plainError(source.locOf(end), end < text.length() && text.charAt(end) == '\\'
          ? "unknown escape in string literal" : "expected '\"' in string literal");
    }
    return null;
  }

  private ParseException plainError(SourceLoc loc, String message) {
    emitError(loc, message);
    return new ParseException();
  }

  ParseException error(Token t, String message) {
    return error(locOf(t), message);
  }

  /**
   * MLIR's emitWrongTokenError: reports at the end of the previous token when the current one
   * starts a line (skipping blank lines and comments), else at the current token.
   */
  ParseException wrongTokenError(String message) {
    Token t = getCurrentToken();
    ParseException lexerError = lexerError(t);
    if (lexerError != null) {
      return lexerError;
    }
    String text = source.getText();
    int first = source.getStart();
    int pos = Math.min(t.getStartIndex(), source.getEnd());
    if (t.getType() == Token.EOF) {
      pos = Math.max(first, source.getEnd() - 1);
      if (source.getEnd() == first) {
        return error(locOf(t), message);
      }
    }
    int end = pos;
    while (true) {
      while (end > first && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t')) {
        end--;
      }
      if (end == first) {
        return error(source.locOf(pos), message);
      }
      char c = text.charAt(end - 1);
      if (c != '\n' && c != '\r') {
        return error(source.locOf(end), message);
      }
      end--;
      int lineStart = Math.max(text.lastIndexOf('\n', end - 1), text.lastIndexOf('\r', end - 1)) + 1;
      int comment = text.substring(lineStart, end).indexOf("//");
      if (comment >= 0) {
        end = lineStart + comment;
      }
    }
  }

  /** Reports {@code message} unless the current token has type {@code tokenType}. */
  void expect(int tokenType, String message) {
    if (_input.LA(1) != tokenType) {
      throw wrongTokenError(message);
    }
  }

  String print(Type t) {
    return AttrTypePrinter.print(t);
  }

  String print(Attribute a) {
    return AttrTypePrinter.print(a);
  }

  // ---- top level

  /**
   * Parses the top-level entities into the block of a fresh region: ops in order, aliases
   * defined. Uses of undefined SSA values are errors; deferred locations are not resolved yet.
   */
  Block parseTopLevelBlock() {
    Region topRegion = new Region();
    Block top = topRegion.emplaceBlock();
    ssa.push(true);
    regions.push(new RegionScope(topRegion, null, false, false));
    insertBlock = top;
    defaultDialects.push("builtin");
    topLevelRule();
    finish(regions.pop());
    ssa.pop();
    List<SourceLoc> undefined = ssa.undefinedUses();
    if (!undefined.isEmpty()) {
      for (SourceLoc l : undefined) {
        emitError(l, "use of undeclared SSA value name");
      }
      throw new ParseException();
    }
    return top;
  }

  // ---- chunks of a file parsed in parallel (ChunkedParse)

  /** Thrown in a chunk that uses what only a parse of the whole file gets right. */
  static final class ChunkUnsupported extends RuntimeException {
    ChunkUnsupported(String why) {
      super(why, null, false, false);
    }
  }

  /**
   * Makes this parser parse one chunk of a file whose aliases {@code prelude} defined: the
   * chunk may not define aliases, name top-level results, refer to locations defined later or
   * hold file metadata ({@link ChunkUnsupported} otherwise).
   */
  void parseAsChunkAfter(ParserBase prelude) {
    chunk = true;
    aliases.copyDefinitions(prelude.aliases);
  }

  /** Whether the aliases, and nothing else, were parsed (no op, no deferred location). */
  boolean parsedOnlyAliases(Block top) {
    return top.isEmpty() && !aliases.hasDeferred();
  }

  void checkNotChunk(String what) {
    if (chunk || blockPiece) {
      throw new ChunkUnsupported(what);
    }
  }

  // ---- a large region body of one block parsed in pieces (BlockPieces)

  /**
   * Right after a region's '{': parses a large body of one block in pieces on the context's
   * threads ({@link BlockPieces}), leaving the '}' as the current token; otherwise nothing
   * changes and the body is parsed here. A body is tried once: the regions nested in it are not.
   */
  void parseBodyInPieces() {
    if (chunk || blockPiece || !ctx.isMultithreadingEnabled()) {
      return;
    }
    Token lbrace = _input.LT(-1);
    int bodyStart = lbrace.getStopIndex() + 1;
    if (bodyStart < noPiecesBefore || source.getEnd() - bodyStart < BlockPieces.MIN_CHARS) {
      return;
    }
    if (BlockPieces.tryParse(this, bodyStart, lbrace.getLine())) {
      bodiesInPieces++;
    }
  }

  /** How many region bodies were parsed in pieces and joined. */
  int bodiesParsedInPieces() {
    return bodiesInPieces;
  }

  /** Region bodies that start before {@code offset} are parsed here, not in pieces. */
  void noPiecesBefore(int offset) {
    noPiecesBefore = Math.max(noPiecesBefore, offset);
  }

  /**
   * Parses this parser's buffer as a piece of the block whose region {@code main} is parsing:
   * ops only, with {@code main}'s aliases and default dialect, the names used but not defined
   * left as placeholders in the top-level table ({@link SsaScopes#pieceSymbols}).
   */
  Block parseBlockPieceOf(ParserBase main) {
    blockPiece = true;
    aliases.copyDefinitions(main.aliases);
    Region region = new Region();
    Block block = region.emplaceBlock();
    ssa.recordNestedDefinitions();
    ssa.push(true);
    regions.push(new RegionScope(region, null, false, false));
    insertBlock = block;
    defaultDialects.push(main.defaultDialect());
    blockPieceRule();
    finish(regions.pop());
    return block;
  }

  /** Parses the whole buffer; returns the top-level op (an explicit or implicit module). */
  Operation parseTopLevel() {
    Operation result = topLevelOp(ctx, fileName, parseTopLevelBlock());
    aliases.resolveDeferred(result);
    return result;
  }

  /**
   * The op the top-level ops of a file make: the module when it is the only one, else an
   * implicit module (located at file:0:0) holding them.
   */
  static Operation topLevelOp(MLIRContext ctx, String fileName, Block top) {
    Operation first = top.getFirstOp();
    if (first != null && first == top.getLastOp() && first.getName().equals("builtin.module")) {
      return first.remove();
    }
    OperationState st = new OperationState(new Location.FileLineCol(fileName, 0, 0), "builtin.module");
    st.addRegion(top.getParent());
    return Operation.create(ctx, st);
  }

  /** The file metadata after <code>{-#</code> ({@link FileMetadataParser}). */
  void fileMetadata() {
    metadata.fileMetadata();
  }

  /** A resource handle ({@code dense_resource<...>}) is a key: an identifier or a string. */
  void expectResourceHandle() {
    metadata.expectResourceHandle();
  }

  // ---- aliases ({@link SymbolAliases})

  void defineAttrAlias(Token t, Attribute a) {
    checkNotChunk("alias definition");
    aliases.defineAttr(t, a);
  }

  void defineLocAlias(Token t, Location l) {
    checkNotChunk("alias definition");
    aliases.defineLoc(t, l);
  }

  void defineTypeAlias(Token t, Type ty) {
    checkNotChunk("alias definition");
    aliases.defineType(t, ty);
  }

  Location locationAlias(Token t, boolean allowDeferred) {
    return aliases.location(t, allowDeferred);
  }

  /**
   * MLIR's FileLineColRange: {@code "f":line}, {@code "f":line:col}, {@code "f":line:col to :col}
   * or {@code "f":line:col to line:col} (a missing column is 0, a missing end line the start's).
   */
  Location fileLineColLoc(Token file, Token line, Token col, Token endLine, Token endCol) {
    int l = (int) parseLong(line, false);
    int c = col == null ? 0 : (int) parseLong(col, false);
    int el = endLine == null ? l : (int) parseLong(endLine, false);
    int ec = endCol == null ? c : (int) parseLong(endCol, false);
    return new Location.FileLineCol(stringValue(file), l, c, el, ec);
  }

  Location nameLoc(Token name, Location child) {
    return new Location.Name(stringValue(name), child);
  }

  Location fusedLoc(List<Location> locs, Attribute metadata) {
    return Location.fused(locs, metadata);
  }

  // ---- operations

  OpStart beginOperation() {
    OpStart s = new OpStart();
    s.startLoc = currentLoc();
    return s;
  }

  ResultGroup resultGroup(Token name, Token count) {
    int n = 1;
    if (count != null) {
      long v = parseLong(count, false);
      if (v < 1) {
        throw error(count, "expected named operation to have at least 1 result");
      }
      n = (int) v;
    }
    return new ResultGroup(name.getText(), n, locOf(name));
  }

  String intern(String s) {
    String r = interned.putIfAbsent(s, s);
    return r == null ? s : r;
  }

  void beginGenericOperation(OpStart s, Token nameTok) {
    String name = intern(stringValue(nameTok));
    if (name.isEmpty()) {
      throw error(nameTok, "empty operation name is invalid");
    }
    OpDefinition def = ctx.lookupOp(name);
    if (def == null && !ctx.allowsUnregisteredDialects()) {
      int dot = name.indexOf('.');
      if (dot < 0 || ctx.getDialect(name.substring(0, dot)) == null) {
        // mlir-opt's wording names its flag; a library user is told the call instead.
        throw error(currentLoc(), "operation being parsed with an unregistered dialect. If this is intended, "
            + (ctx.hasCommandLineHints()
                ? "please use -allow-unregistered-dialect with the MLIR tool used"
                : "please call allowUnregisteredDialects(true) on the MLIRContext"));
      }
    }
    s.def = def;
    s.nameLoc = locOf(nameTok);
    s.state = new OperationState(fileLoc(s.nameLoc), name);
    opDefs.add(def);
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

  void setProperties(OpStart s, Attribute propsAttr) {
    if (!(propsAttr instanceof jopt.ir.attr.DictionaryAttr dict)) {
      if (s.def == null) {
        s.state.properties = propsAttr;
        return;
      }
      s.pendingPropertiesError = "invalid properties " + AttrTypePrinter.print(propsAttr) + " for op "
          + s.state.name + ": " + (s.def.inherentAttributeNames().isEmpty()
              ? "this operation does not support properties" : "expected DictionaryAttr to set properties");
      return;
    }
    if (s.def != null && s.def.getSpec() != null && s.def.inherentAttributeNames().isEmpty()) {
      // An op whose attributes are all discardable (a dialect without properties) has none.
      s.pendingPropertiesError = "invalid properties " + AttrTypePrinter.print(propsAttr) + " for op "
          + s.state.name + ": this operation does not support properties";
      return;
    }
    NamedAttrList props = new NamedAttrList();
    for (NamedAttribute na : dict) {
      props.set(na.name(), na.value());
    }
    if (s.def != null && s.def.getSpec() != null) {
      s.properties = props;
    } else if (s.def != null) {
      for (NamedAttribute na : props.asList()) {
        s.state.attributes.set(na.name(), na.value());
      }
    } else {
      s.state.properties = props.toDictionary();
    }
  }

  void addAttributes(OpStart s, NamedAttrList attrs) {
    for (NamedAttribute na : attrs.asList()) {
      s.state.attributes.set(na.name(), na.value());
    }
  }

  void finishGenericOperation(OpStart s, Type t) {
    opDefs.remove(opDefs.size() - 1);
    List<Type> inputs = factory.functionInputs(t);
    List<Type> outputs = factory.functionResults(t);
    if (inputs == null) {
      throw error(s.typeLoc, "expected function type");
    }
    if (inputs.size() != s.operands.size()) {
      // MLIR writes the plural's 's' as a char, and a NUL for one operand: byte for byte as mlir-opt.
      throw error(s.typeLoc, "expected " + s.operands.size() + " operand type" + (s.operands.size() == 1 ? "\0" : "s")
          + " but had " + inputs.size());
    }
    for (int i = 0; i < inputs.size(); i++) {
      UnresolvedOperand u = s.operands.get(i);
      s.state.addOperand(resolveOperand(u, inputs.get(i)));
    }
    s.state.addTypes(outputs);
    if (s.pendingPropertiesError != null) {
      throw error(s.nameLoc, s.pendingPropertiesError);
    }
    if (s.def != null && s.def.getSpec() != null) {
      PropertyConversion.apply(s.def.getSpec(), s.state.attributes, s.properties,
          message -> error(s.nameLoc, message));
    }
    if (s.def != null) {
      s.def.populateDefaultAttrs(s.state.attributes);
    }
    s.op = createOperation(s.state);
  }

  /** Creates the op of {@code state}, sharing its attribute dictionary with equal earlier ones. */
  private Operation createOperation(OperationState state) {
    Operation op = Operation.create(ctx, state);
    jopt.ir.attr.DictionaryAttr dict = op.getAttrDictionary();
    if (!dict.isEmpty()) {
      jopt.ir.attr.DictionaryAttr shared = dictionaries.putIfAbsent(dict, dict);
      if (shared != null) {
        op.setAttrDictionary(shared);
      }
    }
    return op;
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

  void parseCustomOperation(OpStart s, Token nameTok) {
    String name = nameTok.getText();
    OpDefinition def = ctx.lookupOp(name);
    String tried = name;
    if (def == null && name.indexOf('.') < 0) {
      tried = defaultDialects.peek() + "." + name;
      def = ctx.lookupOp(tried);
    }
    if (def == null) {
      String ns = tried.substring(0, Math.max(0, tried.indexOf('.')));
      String also = tried.equals(name) ? "" : " (tried '" + tried + "' as well)";
      Dialect d = ctx.getDialect(ns);
      if (d == null) {
        StringBuilder names = new StringBuilder();
        for (Dialect dd : ctx.getDialects()) {
          names.append(names.length() == 0 ? "" : ", ").append(dd.getNamespace());
        }
        emitError(locOf(nameTok), "Dialect `" + ns + "' not found for custom op '" + name + "' " + also)
            .attachNote(fileLoc(locOf(nameTok)), "Available dialects: " + names + " ; for more info on dialect "
                + "registration see https://mlir.llvm.org/getting_started/Faq/"
                + "#registered-loaded-dependent-whats-up-with-dialects-management");
        throw new ParseException();
      }
      throw error(nameTok, "custom op '" + name + "' is unknown" + also);
    }
    SourceLoc nameLoc = locOf(nameTok);
    s.def = def;
    s.state = new OperationState(fileLoc(nameLoc), def.getName());
    defaultDialects.push(def.getDefaultDialect());
    opDefs.add(def);
    try {
      def.parse(new CustomOpParser(this, s, nameLoc), s.state);
    } finally {
      opDefs.remove(opDefs.size() - 1);
      defaultDialects.pop();
    }
    // MLIR's order: the defaults are added to the parsed dictionary, then creating the op drops
    // an inherent attribute of another storage kind, so that its property stays unset
    // ({nan_mode = "IGNORE"} in tosa.clamp's custom form leaves no nan_mode at all).
    def.populateDefaultAttrs(s.state.attributes);
    def.dropInherentAttrsOfOtherKinds(s.state.attributes);
    s.op = createOperation(s.state);
  }

  /** Whether an op's trailing {@code loc(...)} follows (decided here: {@code loc} is also an op name). */
  boolean atTrailingLocation() {
    return _input.LA(1) == MlirLexer.KW_LOC && _input.LA(2) == MlirLexer.LPAREN;
  }

  /** {@code : type} after a literal when no type was given by the context; else {@code given}. */
  Type optionalColonType(Type given) {
    if (given == null && _input.LA(1) == MlirLexer.COLON) {
      consume();
      return typeRule();
    }
    return given;
  }

  void setOpLocation(OpStart s, Location loc) {
    s.op.setLoc(loc);
  }

  void endOperation(OpStart s) {
    Operation op = s.op;
    ensureBlock().push_back(op);
    if (s.results == null) {
      return;
    }
    if (regions.size() == 1 && chunk) {
      throw new ChunkUnsupported("named top-level results");
    }
    List<ResultGroup> groups = s.results;
    int total = 0;
    for (int k = 0; k < groups.size(); k++) {
      total += groups.get(k).count();
    }
    if (op.getNumResults() == 0) {
      throw error(s.startLoc, "cannot name an operation with no results");
    }
    if (total != op.getNumResults()) {
      throw error(s.startLoc, "operation defines " + op.getNumResults() + " results but was provided "
          + total + " to bind");
    }
    int next = 0;
    for (int k = 0; k < groups.size(); k++) {
      ResultGroup g = groups.get(k);
      for (int i = 0; i < g.count(); i++) {
        ssa.define(g.name(), i, op.getResult(next++), g.loc(), false);
      }
    }
  }

  UnresolvedOperand unresolvedOperand(Token name, Token hash) {
    int number = 0;
    if (hash != null) {
      number = resultNumber(hash);
    }
    return new UnresolvedOperand(name.getText(), number, locOf(name));
  }

  int resultNumber(Token hash) {
    String t = hash.getText();
    for (int i = 1; i < t.length(); i++) {
      if (!Character.isDigit(t.charAt(i))) {
        throw error(hash, "invalid SSA value result number");
      }
    }
    try {
      return Integer.parseInt(t.substring(1));
    } catch (NumberFormatException e) {
      throw error(hash, "invalid SSA value result number");
    }
  }

  Value resolveOperand(UnresolvedOperand u, Type type) {
    return ssa.resolve(u.name(), u.number(), u.loc(), type);
  }

  // ---- regions and blocks

  Block ensureBlock() {
    if (insertBlock == null) {
      RegionScope rs = regions.peek();
      insertBlock = rs.region.emplaceBlock();
    }
    return insertBlock;
  }

  void beginRegion(Region r, List<Argument> args, boolean shadow) {
    // As in MLIR, only a region parsed with name shadowing starts an isolated name scope;
    // uses of outer values in other isolated ops are left to the verifier.
    ssa.push(shadow);
    if (!r.isEmpty()) {
      throw error(currentLoc(), "region is already parsed");
    }
    if (!args.isEmpty() && _input.LA(1) == MlirLexer.CARET_ID) {
      throw error(currentLoc(), "invalid block name in region with named arguments");
    }
    RegionScope rs = new RegionScope(r, insertBlock, !args.isEmpty(), shadow);
    regions.push(rs);
    insertBlock = null;
    if (!args.isEmpty()) {
      Block entry = ensureBlock();
      Location unnamed = null;
      for (Argument a : args) {
        if (a.ssaName() == null) {
          // An argument the op's syntax left unnamed: MLIR defines the empty name for it, so a
          // second one is already in use (its locations are unset there; the arguments' here).
          Location loc = a.loc() != null ? a.loc() : fileLoc(currentLoc());
          if (unnamed != null) {
            Diagnostic d = new Diagnostic(Diagnostic.Severity.ERROR, loc,
                "region entry argument '' is already in use");
            ctx.getDiagEngine().emit(d);
            d.attachNote(unnamed, "previously referenced here");
            throw new ParseException();
          }
          unnamed = loc;
          entry.addArgument(a.type(), loc);
          continue;
        }
        SourceLoc prior = ssa.referenceLoc(a.ssaName().name(), a.ssaName().number());
        if (prior != null) {
          emitError(a.ssaName().loc(), "region entry argument '" + a.ssaName().name() + "' is already in use")
              .attachNote(fileLoc(prior), "previously referenced here");
          throw new ParseException();
        }
        Location loc = a.loc() != null ? a.loc() : fileLoc(a.ssaName().loc());
        BlockArgument ba = entry.addArgument(a.type(), loc);
        ssa.define(a.ssaName().name(), a.ssaName().number(), ba, a.ssaName().loc(), shadow);
      }
    }
  }

  void endRegion() {
    RegionScope rs = regions.pop();
    finish(rs);
    ssa.pop();
    insertBlock = rs.savedInsertBlock;
  }

  /** Reports every block of {@code rs} referenced but never defined, in source order. */
  private void finish(RegionScope rs) {
    List<SourceLoc> undefined = new ArrayList<>();
    for (BlockRef b : rs.blocks.values()) {
      if (!b.defined) {
        undefined.add(b.firstUse);
      }
    }
    if (undefined.isEmpty()) {
      return;
    }
    undefined.sort(java.util.Comparator.comparingInt(SourceLoc::line).thenComparingInt(SourceLoc::column));
    for (SourceLoc l : undefined) {
      emitError(l, "reference to an undefined block");
    }
    throw new ParseException();
  }

  Block defineBlock(Token label) {
    RegionScope rs = regions.peek();
    String name = label.getText();
    BlockRef ref = rs.blocks.get(name);
    if (ref == null) {
      ref = new BlockRef();
      rs.blocks.put(name, ref);
    } else if (ref.defined) {
      throw error(label, "redefinition of block '" + name + "'");
    }
    ref.defined = true;
    rs.region.push_back(ref.block);
    insertBlock = ref.block;
    return ref.block;
  }

  Block blockReference(Token label) {
    RegionScope rs = regions.peek();
    String name = label.getText();
    BlockRef ref = rs.blocks.get(name);
    if (ref == null) {
      ref = new BlockRef();
      ref.firstUse = locOf(label);
      rs.blocks.put(name, ref);
    }
    return ref.block;
  }

  void addBlockArgument(Block b, Token name, Type type, Location loc) {
    SourceLoc sl = locOf(name);
    BlockArgument a = b.addArgument(type, loc != null ? loc : fileLoc(sl));
    ssa.define(name.getText(), 0, a, sl, false);
  }

  // ---- types

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


  /**
   * A dialect attribute whose dialect parses its body (MLIR's DialectAsmParser): a parser over
   * the body's {@code <...>} part only, at its place in the file (diagnostics point into the
   * body) and with this file's aliases, handed to the dialect after the mnemonic.
   */
  Attribute dialectAttrBody(Dialect d, DialectSymbols.Symbol sym) {
    ParserBase body = symbolBodyParser(sym);
    Attribute a = d.parseAttributeBody(symbolMnemonic(sym), new CustomOpParser(body, null, sym.at()));
    if (a != null && body.getInputStream().LA(1) != Token.EOF) {
      throw body.wrongTokenError("expected '>'");
    }
    return a;
  }

  /** As {@link #dialectAttrBody}, for a dialect type whose dialect parses its body. */
  Type dialectTypeBody(Dialect d, DialectSymbols.Symbol sym) {
    ParserBase body = symbolBodyParser(sym);
    Type t = d.parseTypeBody(symbolMnemonic(sym), new CustomOpParser(body, null, sym.at()));
    if (t != null && body.getInputStream().LA(1) != Token.EOF) {
      throw body.wrongTokenError("expected '>'");
    }
    return t;
  }

  /** The mnemonic of a dialect symbol's body: {@code layout} of {@code layout<...>}. */
  private static String symbolMnemonic(DialectSymbols.Symbol sym) {
    int lt = sym.body().indexOf('<');
    return lt < 0 ? sym.body() : sym.body().substring(0, lt);
  }

  /** A parser over the {@code <...>} part of a dialect symbol, at its place, with this file's aliases. */
  private ParserBase symbolBodyParser(DialectSymbols.Symbol sym) {
    SourceFile rest = source.view(sym.restStart(), sym.restEnd(), sym.restAt().line());
    ParserBase body = MlirParserDriver.createAt(ctx, rest, sym.restAt());
    body.aliases.copyDefinitions(aliases);
    return body;
  }

  private static final String UNREGISTERED_HINT = " created with unregistered dialect. If this is "
      + "intended, please call allowUnregisteredDialects() on the MLIRContext, or use "
      + "-allow-unregistered-dialect with the MLIR opt tool used";

  /** One builtin type nested in a dialect type's body, or null (its errors are not reported). */
  private Type nestedBuiltinType(String text) {
    try (var quiet = ScopedDiagnosticHandler.of(ctx, d -> { })) {
      return jopt.parser.Parser.parseType(ctx, text);
    }
  }

  Type typeAliasOrDialectType(Token t) {
    DialectSymbols.Symbol sym = symbols.split(t);
    if (sym == null) {
      Type ty = aliases.type(t.getText());
      if (ty == null) {
        throw error(currentLoc(), "undefined symbol alias id '" + t.getText().substring(1) + "'");
      }
      return ty;
    }
    Dialect d = ctx.getDialect(sym.ns());
    if (d != null) {
      Type ty = d.parsesTypeBodies() ? dialectTypeBody(d, sym) : d.parseType(sym.body(), this::nestedBuiltinType);
      if (ty != null) {
        return ty;
      }
      Dialect.TypeBodyError invalid = d.parsesTypeBodies() ? null
          : d.typeBodyError(sym.body(), this::nestedBuiltinType);
      if (invalid != null) {
        throw error(shifted(sym.at(), sym.body(), invalid.offset()), invalid.message());
      }
      String own = d.hasTypeParser() ? d.unknownTypeMessage(DialectSymbols.mnemonic(sym.body())) : null;
      throw error(sym.at(), own != null ? own : d.hasTypeParser()
          ? "unknown type `" + DialectSymbols.mnemonic(sym.body()) + "` in dialect `" + sym.ns() + "`"
          : "dialect '" + sym.ns() + "' provides no type parsing hook");
    }
    if (!ctx.allowsUnregisteredDialects()) {
      throw error(sym.at(), "`!\"" + sym.ns() + "\"<\"" + sym.body() + "\">` type" + UNREGISTERED_HINT);
    }
    return factory.dialectType(sym.ns(), DialectSymbols.prettyOrWrapped(sym.body()));
  }


  /** The place {@code offset} characters into {@code text}, which starts at {@code at}. */
  private static SourceLoc shifted(SourceLoc at, String text, int offset) {
    int line = at.line();
    int col = at.column();
    for (int i = 0; i < offset && i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        col = 1;
      } else {
        col++;
      }
    }
    return new SourceLoc(line, col);
  }

  /** Restarts lexing {@code delta} characters into token {@code t}, which is on one line. */
  void relexInToken(Token t, int delta) {
    tokens.relexFrom(t.getStartIndex() + delta, t.getLine(),
        t.getStartIndex() - FastLexer.charColumn(t));
  }

  /** Restarts lexing at character {@code index} of the buffer. */
  void relexAt(int index) {
    tokens.relexFrom(index, source.locOf(index).line(), source.lineStartOf(index));
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

  // ---- attributes

  Attribute attrAliasOrDialectAttr(Token t) {
    DialectSymbols.Symbol sym = symbols.split(t);
    if (sym == null) {
      Attribute a = aliases.attr(t.getText());
      if (a == null) {
        throw error(currentLoc(), "undefined symbol alias id '" + t.getText().substring(1) + "'");
      }
      return a;
    }
    Dialect d = ctx.getDialect(sym.ns());
    if (d != null) {
      Attribute a;
      if (d.parsesAttributeBodies()) {
        a = dialectAttrBody(d, sym);
        if (a != null && d.parsesAttributeSelfType()) {
          optionalColonType(null); // the attribute's type follows from its body
        }
      } else {
        a = d.parsesAttributeSelfType() ? d.parseAttribute(sym.body(), optionalColonType(null))
            : d.parseAttribute(sym.body());
      }
      if (a != null) {
        return a;
      }
      throw error(sym.at(), d.hasAttributeParser()
          ? "unknown attribute `" + DialectSymbols.mnemonic(sym.body()) + "` in dialect `" + sym.ns() + "`"
          : "dialect '" + sym.ns() + "' provides no attribute parsing hook");
    }
    if (!ctx.allowsUnregisteredDialects()) {
      throw error(sym.at(), "#\"" + sym.ns() + "\"<\"" + sym.body() + "\"> : 'none' attribute" + UNREGISTERED_HINT);
    }
    return factory.dialectAttr(sym.ns(), DialectSymbols.prettyOrWrapped(sym.body()));
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

  // ---- affine maps (delegated)

  void beginAffineMap() {
    affine.begin();
  }

  void declareAffineDim(Token t) {
    affine.declareDim(t);
  }

  void declareAffineSym(Token t) {
    affine.declareSym(t);
  }

  Object endAffineMap(List<Object> exprs) {
    return affine.end(exprs);
  }

  Object endIntegerSet(List<Object> constraints, List<Boolean> eqFlags) {
    return affine.endSet(constraints, eqFlags);
  }

  /** Consumes {@code >=}, {@code <=} or {@code ==}; returns 0, 1 or 2 respectively. */
  int affineConstraintKind() {
    int la = _input.LA(1);
    int kind = la == MlirLexer.GREATER ? 0 : la == MlirLexer.LESS ? 1 : la == MlirLexer.EQUAL ? 2 : -1;
    if (kind >= 0) {
      consume();
    }
    if (kind < 0 || _input.LA(1) != MlirLexer.EQUAL) {
      throw error(currentLoc(), "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
    }
    consume();
    return kind;
  }

  /** lhs >= rhs, lhs <= rhs and lhs == rhs become lhs - rhs >= 0, rhs - lhs >= 0 and lhs - rhs == 0. */
  void addAffineConstraint(List<Object> cs, List<Boolean> eqs, int kind, Object l, Object r) {
    cs.add(kind == 1 ? affineSub(r, l) : affineSub(l, r));
    eqs.add(kind == 2);
  }

  Attribute integerSetAttr(Object set) {
    return factory.integerSetAttr(set);
  }

  Object affineIdentifier(Token t) {
    return affine.identifier(t);
  }

  Object affineNeg(Object e) {
    return factory.affineMul(e, factory.affineConst(-1));
  }

  Object affineAdd(Object l, Object r) {
    return factory.affineAdd(l, r);
  }

  Object affineSub(Object l, Object r) {
    return factory.affineAdd(l, factory.affineMul(r, factory.affineConst(-1)));
  }

  Object affineConst(long v) {
    return factory.affineConst(v);
  }

  Object affineMul(Object l, Object r, Token star) {
    if (!factory.isAffineConstant(l) && !factory.isAffineConstant(r)
        && !factory.isSymbolicOrConstant(l) && !factory.isSymbolicOrConstant(r)) {
      throw error(star, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
    }
    return factory.affineMul(l, r);
  }

  Object affineDivMod(Token op, Object l, Object r) {
    if (!factory.isSymbolicOrConstant(r)) {
      throw error(op, "non-affine expression: right operand of " + op.getText() + " has to be either a constant or symbolic");
    }
    return switch (op.getType()) {
      case MlirLexer.KW_FLOORDIV -> factory.affineFloorDiv(l, r);
      case MlirLexer.KW_CEILDIV -> factory.affineCeilDiv(l, r);
      default -> factory.affineMod(l, r);
    };
  }

  Attribute affineMapAttr(Object map) {
    return factory.affineMapAttr(map);
  }

  // ---- literals

  long parseLong(Token t, boolean negative) {
    Long v = longValue(t, negative);
    if (v == null) {
      throw error(t, "integer value too large");
    }
    return v;
  }

  /** The value of integer token {@code t} (decimal or 0x hex), negated; null when it is too large. */
  static Long longValue(Token t, boolean negative) {
    String s = t.getText();
    try {
      long v = s.startsWith("0x") ? Long.parseUnsignedLong(s.substring(2), 16) : Long.parseLong(s);
      return negative ? -v : v;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** The value of a string literal token (quotes removed, escapes decoded). */
  String stringValue(Token t) {
    return unescape(t.getText(), t);
  }

  /** The bytes a string literal stands for, as text ({@link Utf8}: any bytes are kept). */
  private String unescape(String quoted, Token t) {
    String s = quoted.substring(1, quoted.length() - 1);
    if (s.indexOf('\\') < 0) {
      return s;
    }
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\') {
        int end = i + 1;
        while (end < s.length() && s.charAt(end) != '\\') {
          end++;
        }
        byte[] b = Utf8.encode(s.substring(i, end));
        out.write(b, 0, b.length);
        i = end - 1;
        continue;
      }
      char n = s.charAt(++i);
      switch (n) {
        case '\\', '"', '\'' -> out.write(n);
        case 'n' -> out.write('\n');
        case 't' -> out.write('\t');
        default -> {
          if (i + 1 < s.length() && isHex(n) && isHex(s.charAt(i + 1))) {
            out.write(Integer.parseInt(s.substring(i, i + 2), 16));
            i++;
          } else {
            throw error(new SourceLoc(t.getLine(),
                t.getCharPositionInLine() + Utf8.byteLength(s, 0, i - 1) + 2), "unknown escape in string literal");
          }
        }
      }
    }
    return Utf8.decode(out.toByteArray());
  }

  private static boolean isHex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  Map<Value, SourceLoc> forwardRefs() {
    return ssa.placeholders();
  }
}
