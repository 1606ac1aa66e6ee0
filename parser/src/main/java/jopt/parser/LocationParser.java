package jopt.parser;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Location;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

/**
 * Locations ({@code loc(...)}): file ranges, names, fused locations, aliases; MLIR's
 * LocationParser.cpp.
 */
abstract class LocationParser extends ParserBase {
  protected LocationParser(TokenStream input) {
    super(input);
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

  /** Whether an op's trailing {@code loc(...)} follows (decided here: {@code loc} is also an op name). */
  boolean atTrailingLocation() {
    return _input.LA(1) == MlirLexer.KW_LOC && _input.LA(2) == MlirLexer.LPAREN;
  }
}
