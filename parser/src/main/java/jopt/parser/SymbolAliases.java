package jopt.parser;

import java.util.HashMap;
import java.util.IdentityHashMap;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.asm.SourceLoc;
import org.antlr.v4.runtime.Token;

/**
 * A file's alias definitions ({@code #name = attribute}, {@code #name = loc(...)},
 * {@code !name = type}) with MLIR's redefinition and look-up messages, and the location aliases
 * used before their definition ({@code loc(#name)}), resolved once the file is parsed.
 */
final class SymbolAliases {
  private record DeferredLoc(String alias, SourceLoc loc) {}

  private final ParserBase parser;
  private final HashMap<String, Attribute> attrs = new HashMap<>();
  private final HashMap<String, Location> locs = new HashMap<>();
  private final HashMap<String, Type> types = new HashMap<>();
  /** Placeholder locations (by identity) of aliases used before their definition. */
  private final IdentityHashMap<Location, DeferredLoc> deferred = new IdentityHashMap<>();

  SymbolAliases(ParserBase parser) {
    this.parser = parser;
  }

  /** Takes the definitions of another parser of the same file (chunks, pieces, bodies). */
  void copyDefinitions(SymbolAliases other) {
    attrs.putAll(other.attrs);
    locs.putAll(other.locs);
    types.putAll(other.types);
  }

  Attribute attr(String name) {
    return attrs.get(name);
  }

  Type type(String name) {
    return types.get(name);
  }

  boolean hasDeferred() {
    return !deferred.isEmpty();
  }

  void defineAttr(Token t, Attribute a) {
    attrs.put(newAttrOrLocName(t), a);
  }

  void defineLoc(Token t, Location l) {
    locs.put(newAttrOrLocName(t), l);
  }

  void defineType(Token t, Type ty) {
    String name = t.getText();
    if (types.containsKey(name)) {
      throw parser.error(t, "redefinition of type alias id '" + name.substring(1) + "'");
    }
    types.put(name, ty);
  }

  /** Attribute and location aliases share one namespace. */
  private String newAttrOrLocName(Token t) {
    String name = t.getText();
    if (attrs.containsKey(name) || locs.containsKey(name)) {
      throw parser.error(t, "redefinition of attribute alias id '" + name.substring(1) + "'");
    }
    return name;
  }

  /**
   * {@code loc(#name)}: the defined location, else (where a later definition may come) a
   * placeholder that {@link #resolveDeferred} replaces.
   */
  Location location(Token t, boolean allowDeferred) {
    String name = t.getText();
    Location l = locs.get(name);
    if (l != null) {
      return l;
    }
    if (attrs.containsKey(name)) {
      throw parser.error(t, "expected location, but found '" + parser.print(attrs.get(name)) + "'");
    }
    if (!allowDeferred) {
      throw parser.error(t, "undefined symbol alias id '" + name.substring(1) + "'");
    }
    parser.checkNotChunk("deferred location alias");
    Location sentinel = new Location.Name("<deferred " + name + ">", Location.UNKNOWN);
    deferred.put(sentinel, new DeferredLoc(name, parser.locOf(t)));
    return sentinel;
  }

  /** Replaces the placeholders of {@code loc(#alias)} under {@code top} by their definitions. */
  void resolveDeferred(Operation top) {
    if (deferred.isEmpty()) {
      return;
    }
    top.walkPreOrder(op -> {
      Location loc = op.getLoc();
      Location l = resolve(loc);
      if (l != loc) {
        op.setLoc(l);
      }
      for (Region r : op.getRegions()) {
        for (Block b : r.getBlocks()) {
          for (BlockArgument a : b.getArguments()) {
            Location al = resolve(a.getLoc());
            if (al != a.getLoc()) {
              a.setLoc(al);
            }
          }
        }
      }
    });
  }

  private Location resolve(Location l) {
    DeferredLoc d = deferred.get(l);
    if (d == null) {
      return l;
    }
    Location real = locs.get(d.alias());
    if (real == null) {
      throw parser.error(d.loc(), "operation location alias was never defined");
    }
    return real;
  }
}
