package jopt.parser;

import jopt.ir.Attribute;
import jopt.ir.Dialect;
import jopt.ir.ScopedDiagnosticHandler;
import jopt.ir.Type;
import jopt.ir.asm.SourceLoc;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

/**
 * Alias references and dialect types and attributes ({@code !ns.name<...>}, {@code #ns<...>}):
 * an alias by its name ({@link SymbolAliases}), else a symbol split from the text
 * ({@link DialectSymbols}) whose body its dialect parses, from the text or through a parser over
 * the body. MLIR's DialectSymbolParser.cpp.
 */
abstract class DialectSymbolParser extends AffineParser {
  private final DialectSymbols symbols = new DialectSymbols(this);

  protected DialectSymbolParser(TokenStream input) {
    super(input);
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

  /**
   * A dialect attribute whose dialect parses its body (MLIR's DialectAsmParser): a parser over
   * the body's {@code <...>} part only, at its place in the file (diagnostics point into the
   * body) and with this file's aliases, handed to the dialect after the mnemonic.
   */
  Attribute dialectAttrBody(Dialect d, DialectSymbols.Symbol sym) {
    MlirParser body = symbolBodyParser(sym);
    Attribute a = d.parseAttributeBody(symbolMnemonic(sym), new CustomOpParser(body, null, sym.at()));
    if (a != null && body.getInputStream().LA(1) != Token.EOF) {
      throw body.wrongTokenError("expected '>'");
    }
    return a;
  }

  /** As {@link #dialectAttrBody}, for a dialect type whose dialect parses its body. */
  Type dialectTypeBody(Dialect d, DialectSymbols.Symbol sym) {
    MlirParser body = symbolBodyParser(sym);
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
  private MlirParser symbolBodyParser(DialectSymbols.Symbol sym) {
    SourceFile rest = source.view(sym.restStart(), sym.restEnd(), sym.restAt().line());
    MlirParser body = MlirParserDriver.createAt(ctx, rest, sym.restAt());
    body.aliases.copyDefinitions(aliases);
    return body;
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
}
