package jopt.parser;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.SourceLoc;

/**
 * SSA name tables with MLIR's scoping: an isolated-from-above region starts a fresh table;
 * other regions see the names of enclosing regions and forget their own when they end. Uses
 * before definitions get placeholder values that the definition replaces.
 */
final class SsaScopes {
  static final String PLACEHOLDER_OP = "jopt.parser.forward_ref";

  /**
   * A name's value and where it was defined or first used. A function of a million ops keeps a
   * million of these until it ends, so an entry is one small object: the location as two ints,
   * and a name with results past #0 maps to an array of entries instead of one.
   */
  private static final class Entry {
    Value value;
    int line;
    int column;

    void set(Value value, SourceLoc loc) {
      this.value = value;
      this.line = loc.line();
      this.column = loc.column();
    }

    SourceLoc loc() {
      return new SourceLoc(line, column);
    }
  }

  private static final class Isolated {
    /** Name to its {@link Entry} (result #0 only) or {@code Entry[]} (indexed by number). */
    final HashMap<String, Object> values = new HashMap<>();
    /**
     * The names each open scope defined, to forget when it ends; the outermost scope's are not
     * kept (the whole table goes with it).
     */
    final ArrayList<ArrayList<String>> definitionsPerScope = new ArrayList<>();
  }

  /** The entry of {@code name#number} in {@code table}, or null. */
  private static Entry entry(HashMap<String, Object> table, String name, int number) {
    Object o = table.get(name);
    if (o instanceof Entry e) {
      return number == 0 ? e : null;
    }
    if (o == null) {
      return null;
    }
    Entry[] all = (Entry[]) o;
    return number < all.length ? all[number] : null;
  }

  /** The value of an entry, null for none. */
  private static Value valueOf(Entry e) {
    return e == null ? null : e.value;
  }

  private final ArrayList<Isolated> isolated = new ArrayList<>();
  /**
   * Names defined in the nested (not isolated) scopes of the outermost table, recorded for a
   * piece of a block ({@link BlockPieces}); null when not recorded.
   */
  private HashSet<String> nestedDefinitions;
  /** Placeholder value to the location of its first use, in use order. */
  final IdentityHashMap<Value, SourceLoc> forwardRefs = new IdentityHashMap<>();
  private final ParserBase parser;
  private final MLIRContext ctx;

  SsaScopes(ParserBase parser, MLIRContext ctx) {
    this.parser = parser;
    this.ctx = ctx;
  }

  void push(boolean isIsolated) {
    if (isIsolated || isolated.isEmpty()) {
      isolated.add(new Isolated());
    }
    ArrayList<ArrayList<String>> scopes = isolated.get(isolated.size() - 1).definitionsPerScope;
    scopes.add(scopes.isEmpty() ? null : new ArrayList<>());
  }

  void pop() {
    Isolated top = isolated.get(isolated.size() - 1);
    ArrayList<String> defs = top.definitionsPerScope.remove(top.definitionsPerScope.size() - 1);
    if (top.definitionsPerScope.isEmpty()) {
      isolated.remove(isolated.size() - 1);
    } else {
      for (String name : defs) {
        top.values.remove(name);
      }
    }
  }

  /** The entry of {@code name#number} in the current table, made when missing. */
  private Entry entryToSet(String name, int number) {
    HashMap<String, Object> table = isolated.get(isolated.size() - 1).values;
    Object o = table.get(name);
    if (o == null && number == 0) {
      Entry e = new Entry();
      table.put(name, e);
      return e;
    }
    // Slots are made when first set (null until then, read as no entry), and the array grows
    // by doubling: an op of n results defines #0..#n-1 in turn in O(n), not O(n^2).
    Entry[] all;
    if (o instanceof Entry e) {
      all = new Entry[number + 1];
      all[0] = e;
      table.put(name, all);
    } else if (o == null) {
      all = new Entry[number + 1];
      table.put(name, all);
    } else {
      all = (Entry[]) o;
      if (number >= all.length) {
        all = java.util.Arrays.copyOf(all, Math.max(number + 1, 2 * all.length));
        table.put(name, all);
      }
    }
    if (all[number] == null) {
      all[number] = new Entry();
    }
    return all[number];
  }

  private void recordDefinition(String name) {
    Isolated top = isolated.get(isolated.size() - 1);
    ArrayList<String> scope = top.definitionsPerScope.get(top.definitionsPerScope.size() - 1);
    if (scope != null) {
      scope.add(name);
    }
    if (nestedDefinitions != null && isolated.size() == 1 && top.definitionsPerScope.size() > 1) {
      nestedDefinitions.add(name);
    }
  }

  // ---- pieces of one block parsed apart (BlockPieces)

  /** A name, its result number, its value (a definition or a placeholder) and its location. */
  record Symbol(String name, int number, Value value, int line, int column) {
    SourceLoc loc() {
      return new SourceLoc(line, column);
    }
  }

  /**
   * What a piece of a block leaves at its top level: the values it defines there, the
   * placeholders of the values it uses without defining them, and the names its nested regions
   * define (a parse of the whole block would check those against the names already visible).
   */
  record PieceSymbols(List<Symbol> definitions, List<Symbol> forwardUses, Set<String> nestedDefinitions) {}

  /** Makes this table record {@link PieceSymbols#nestedDefinitions}; call before the first push. */
  void recordNestedDefinitions() {
    nestedDefinitions = new HashSet<>();
  }

  /**
   * The symbols of the outermost table, after a piece was parsed (its scope not popped); null
   * when a placeholder lies elsewhere (in an isolated region, or dropped with a nested scope),
   * which only a parse of the whole text reports right.
   */
  PieceSymbols pieceSymbols() {
    Isolated top = isolated.get(0);
    List<Symbol> definitions = new ArrayList<>();
    List<Symbol> uses = new ArrayList<>();
    for (Map.Entry<String, Object> e : top.values.entrySet()) {
      Entry[] all = e.getValue() instanceof Entry one ? new Entry[] {one} : (Entry[]) e.getValue();
      for (int i = 0; i < all.length; i++) {
        Entry entry = all[i];
        if (entry != null && entry.value != null) {
          Symbol s = new Symbol(e.getKey(), i, entry.value, entry.line, entry.column);
          (forwardRefs.containsKey(entry.value) ? uses : definitions).add(s);
        }
      }
    }
    return uses.size() == forwardRefs.size()
        ? new PieceSymbols(definitions, uses, nestedDefinitions) : null;
  }

  /** The value {@code name#number} has in the current table, or null (no side effect). */
  Value lookup(String name, int number) {
    return valueOf(entry(isolated.get(isolated.size() - 1).values, name, number));
  }

  /** Whether the current table has any entry for {@code name} (defined or used). */
  boolean isVisible(String name) {
    Object o = isolated.get(isolated.size() - 1).values.get(name);
    if (o instanceof Entry e) {
      return e.value != null;
    }
    if (o != null) {
      for (Entry e : (Entry[]) o) {
        if (e != null && e.value != null) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether {@code v} is a placeholder of a use before its definition. */
  boolean isForwardRef(Value v) {
    return forwardRefs.containsKey(v);
  }

  /** Where {@code name#number} was defined or first used in the current table, or null. */
  SourceLoc referenceLoc(String name, int number) {
    Entry e = entry(isolated.get(isolated.size() - 1).values, name, number);
    return e == null || e.value == null ? null : e.loc();
  }

  /** Returns the value {@code name#number} of type {@code type}, or a placeholder for it. */
  Value resolve(String name, int number, SourceLoc loc, Type type) {
    HashMap<String, Object> table = isolated.get(isolated.size() - 1).values;
    Entry e = entry(table, name, number);
    if (e != null && e.value != null) {
      if (type == null || e.value.getType().equals(type)) {
        return e.value;
      }
      parser.emitError(loc, "use of value '" + name + "' expects different type than prior uses: '"
          + parser.print(type) + "' vs '" + parser.print(e.value.getType()) + "'")
          .attachNote(parser.fileLoc(e.loc()), "prior use here");
      throw new jopt.ir.asm.ParseException();
    }
    Value first = valueOf(entry(table, name, 0));
    if (first != null && !forwardRefs.containsKey(first)) {
      throw parser.error(loc, "reference to invalid result number");
    }
    Operation placeholder = Operation.create(ctx,
        new OperationState(Location.UNKNOWN, PLACEHOLDER_OP).addType(type));
    e = entryToSet(name, number);
    e.set(placeholder.getResult(0), loc);
    // Not recorded in the current scope (as MLIR): a definition later in an enclosing region
    // must still find and replace the placeholder.
    forwardRefs.put(e.value, loc);
    return e.value;
  }

  /** Defines {@code name#number} as {@code value}, resolving earlier forward uses. */
  void define(String name, int number, Value value, SourceLoc loc, boolean allowShadowing) {
    Entry e = entryToSet(name, number);
    if (e.value != null) {
      if (forwardRefs.containsKey(e.value)) {
        Value placeholder = e.value;
        if (!placeholder.getType().equals(value.getType())) {
          parser.emitError(loc, "definition of SSA value '" + name + "#" + number + "' has type '"
              + parser.print(value.getType()) + "'")
              .attachNote(parser.fileLoc(e.loc()), "previously used here with type '" + parser.print(placeholder.getType()) + "'");
          throw new jopt.ir.asm.ParseException();
        }
        forwardRefs.remove(placeholder);
        placeholder.replaceAllUsesWith(value);
        placeholder.getDefiningOp().erase();
      } else if (!allowShadowing) {
        parser.emitError(loc, "redefinition of SSA value '" + name + "'")
            .attachNote(parser.fileLoc(e.loc()), "previously defined here");
        throw new jopt.ir.asm.ParseException();
      }
    }
    e.set(value, loc);
    recordDefinition(name);
  }

  /** Locations of placeholders never defined, in source order. */
  List<SourceLoc> undefinedUses() {
    List<SourceLoc> r = new ArrayList<>(forwardRefs.values());
    r.sort((a, b) -> a.line() != b.line() ? Integer.compare(a.line(), b.line()) : Integer.compare(a.column(), b.column()));
    return r;
  }

  Map<Value, SourceLoc> placeholders() {
    return forwardRefs;
  }
}
