package jopt.ir.asm;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;

/**
 * What an op's custom parser reads its syntax with; modeled on MLIR's OpAsmParser. Methods
 * named {@code parseX} require X and throw {@link ParseException} after reporting
 * "expected ..." at the current token; {@code parseOptionalX} return false/null when X is absent.
 */
public interface OpAsmParser {
  /** An SSA use not yet resolved to a value: {@code %name} or {@code %name#N}. */
  record UnresolvedOperand(String name, int number, SourceLoc loc) {}

  /** A region argument being defined: {@code %name : type loc(...)?}. */
  record Argument(UnresolvedOperand ssaName, Type type, Location loc) {}

  /** Delimiters around an operand list. */
  enum Delimiter {
    NONE,
    PAREN,
    SQUARE,
    OPTIONAL_PAREN,
    OPTIONAL_SQUARE
  }

  MLIRContext getContext();

  /** Location of the op name being parsed. */
  SourceLoc getNameLoc();

  /** MLIR's getNumResults: how many results the op's left-hand side names (0 without one). */
  default int getNumResults() {
    return 0;
  }

  SourceLoc getCurrentLocation();

  /** The location to give the op ({@code loc(...)} is parsed by the caller after the op). */
  Location getEncodedLocation(SourceLoc loc);

  /** Reports an error at {@code loc} and returns the exception to throw. */
  ParseException emitError(SourceLoc loc, String message);

  /**
   * Reports {@code message} at {@code loc} without the custom-op prefix, as {@code mlir::emitError}
   * does where an op's parser reports through the context (a prop-dict's conversion).
   */
  default ParseException emitPlainError(SourceLoc loc, String message) {
    return emitError(loc, message);
  }

  // ---- punctuation and keywords
  void parseLParen();

  boolean parseOptionalLParen();

  void parseRParen();

  boolean parseOptionalRParen();

  void parseLSquare();

  boolean parseOptionalLSquare();

  void parseRSquare();

  boolean parseOptionalRSquare();

  void parseLBrace();

  boolean parseOptionalLBrace();

  void parseRBrace();

  boolean parseOptionalRBrace();

  void parseLess();

  boolean parseOptionalLess();

  void parseGreater();

  boolean parseOptionalGreater();

  void parseComma();

  boolean parseOptionalComma();

  void parseColon();

  boolean parseOptionalColon();

  void parseEqual();

  boolean parseOptionalEqual();

  void parseArrow();

  boolean parseOptionalArrow();

  boolean parseOptionalQuestion();

  boolean parseOptionalStar();

  /** {@code +}, as MLIR's parseOptionalPlus (affine expressions of SSA ids). */
  boolean parseOptionalPlus();

  /** {@code -} (not the start of {@code ->}), as MLIR's parseOptionalMinus. */
  boolean parseOptionalMinus();

  boolean parseOptionalVerticalBar();

  boolean parseOptionalEllipsis();

  /** Requires the bare keyword {@code kw}. */
  void parseKeyword(String kw);

  boolean parseOptionalKeyword(String kw);

  /** Parses any bare identifier as a keyword, or returns null. */
  String parseOptionalKeyword();

  /**
   * MLIR's parseCustomOperationName: an op name as a bare identifier (without a dialect prefix it
   * is in the default dialect); "expected bare identifier or keyword" otherwise.
   */
  String parseCustomOperationName();

  /** Parses one of {@code allowed} as a keyword, or returns null. */
  String parseOptionalKeyword(List<String> allowed);

  String parseKeywordOrString();

  String parseOptionalString();

  String parseString();

  // ---- numbers
  long parseInteger();

  /** Parses an optional (possibly negative) integer literal; returns null when none. */
  Long parseOptionalInteger();

  /**
   * MLIR's parseFloat(double&): a (possibly negative) float literal, or a hex integer giving the
   * bits of a double; a decimal integer literal is "unexpected decimal integer literal for a
   * floating point value" (with the note MLIR attaches).
   */
  double parseFloat();

  // ---- attributes and types
  Attribute parseAttribute();

  /** Parses an attribute; integer/float literals without {@code :} get {@code type}. */
  Attribute parseAttribute(Type type);

  Attribute parseOptionalAttribute();

  /** The attribute if one starts here, literals without {@code :} getting {@code type}; else null. */
  Attribute parseOptionalAttribute(Type type);

  /** Parses a bare affine map {@code (d0, d1)[s0] -> (d1, d0)} (MLIR's parseAffineMap). */
  default jopt.ir.affine.AffineMap parseAffineMap() {
    throw emitError(getCurrentLocation(), "expected affine map");
  }

  /** Parses {@code {name = attr, ...}} if present, into {@code result}. */
  void parseOptionalAttrDict(NamedAttrList result);

  /** Parses {@code attributes {...}} if present. */
  void parseOptionalAttrDictWithKeyword(NamedAttrList result);

  /** Parses {@code @name}; returns the name. */
  String parseSymbolName();

  String parseOptionalSymbolName();

  Type parseType();

  Type parseOptionalType();

  /** Parses {@code : type}. */
  Type parseColonType();

  List<Type> parseColonTypeList();

  List<Type> parseOptionalColonTypeList();

  /** Parses a comma-separated list of one or more types. */
  List<Type> parseTypeList();

  /** Parses {@code -> type} or {@code -> (type, ...)}; with the arrow. */
  List<Type> parseArrowTypeList();

  List<Type> parseOptionalArrowTypeList();

  /** Parses a function result list after {@code ->}: a type, or a parenthesized list. */
  List<Type> parseFunctionResultTypes();

  /** Parses {@code 4x?x} dimension list prefixes as in shaped types; returns DYNAMIC for {@code ?}. */
  long[] parseDimensionList(boolean allowDynamic, boolean withTrailingX);

  // ---- operands
  UnresolvedOperand parseOperand();

  UnresolvedOperand parseOptionalOperand();

  /** Parses a possibly empty comma-separated operand list with {@code delimiter}. */
  List<UnresolvedOperand> parseOperandList(Delimiter delimiter);

  default List<UnresolvedOperand> parseOperandList() {
    return parseOperandList(Delimiter.NONE);
  }

  Value resolveOperand(UnresolvedOperand operand, Type type);

  /**
   * MLIR's parseCommaSeparatedList: runs {@code element} for each element of a possibly empty
   * list in {@code delimiter} (an optional delimiter absent means an empty list); a missing
   * delimiter is the base parser's error "expected ']'" followed by {@code contextMessage}.
   */
  void parseCommaSeparatedList(Delimiter delimiter, Runnable element, String contextMessage);

  /** Resolves operands against types (one type for all when {@code types} has one element). */
  List<Value> resolveOperands(List<UnresolvedOperand> operands, List<Type> types, SourceLoc loc);

  default void resolveOperands(List<UnresolvedOperand> operands, Type type, List<Value> out) {
    for (UnresolvedOperand o : operands) {
      out.add(resolveOperand(o, type));
    }
  }

  // ---- regions and successors
  /** Parses a region argument {@code %name} (type parsed separately when {@code allowType}). */
  Argument parseArgument(boolean allowType, boolean allowAttrs);

  Argument parseOptionalArgument(boolean allowType);

  /** Parses {@code (%a: t, %b: t)}-style lists with {@code delimiter}. */
  List<Argument> parseArgumentList(Delimiter delimiter, boolean allowType);

  /**
   * Parses {@code { ... }} into {@code region}; {@code arguments} become the entry block's
   * arguments (when non-empty the region may not start with a block label).
   */
  void parseRegion(Region region, List<Argument> arguments, boolean enableNameShadowing);

  default void parseRegion(Region region, List<Argument> arguments) {
    parseRegion(region, arguments, false);
  }

  /** Parses a region if the next token is {@code {}; returns false when absent. */
  boolean parseOptionalRegion(Region region, List<Argument> arguments);

  Block parseSuccessor();

  Block parseOptionalSuccessor();

  /** Parses {@code ^bb(%a : t, ...)} successor with operands; operand values go to {@code operands}. */
  Block parseSuccessorAndUseList(List<Value> operands);

  /** Parses an optional trailing {@code loc(...)} and returns it, or null. */
  Location parseOptionalLocationSpecifier();

  /** Parses a generic-form op's trailing {@code <{...}>} properties if present. */
  Attribute parseOptionalProperties();
}
