package jopt.ir;

import java.util.HashMap;
import jopt.ir.attr.StringAttr;

/**
 * The names of the symbols directly in one block as of one version of it ({@link
 * Block#indexVersion}): the index a symbol table's body keeps so that n look-ups resolve in
 * O(n). The block keeps it right as ops are inserted and removed, where it can; any other change
 * (a rename) moves the version on and the next look-up indexes the block again. The first of
 * duplicate names wins. The look-ups themselves are {@link jopt.ir.interfaces.SymbolTable}'s.
 */
public final class SymbolIndex extends OpIndex<Operation> {
  /** The attribute that names a symbol. */
  public static final String SYMBOL_ATTR = "sym_name";

  private final HashMap<String, Operation> symbols;
  /** No name was taken twice when the block was indexed (removals then stay exact). */
  private final boolean unique;

  /**
   * The index of {@code block}'s names: the one it keeps when still current, else a new one it
   * keeps from now on. Look-ups may run on several threads at once as long as none of them
   * changes the block meanwhile.
   */
  public static SymbolIndex of(Block block) {
    int version = block.indexVersion;
    if (block.index instanceof SymbolIndex index && index.version == version) {
      return index;
    }
    HashMap<String, Operation> symbols = new HashMap<>();
    boolean unique = true;
    for (Operation o = block.getFirstOp(); o != null; o = o.getNextNode()) {
      String name = symbolName(o);
      if (name != null) {
        unique &= symbols.putIfAbsent(name, o) == null;
      }
    }
    SymbolIndex index = new SymbolIndex(version, symbols, unique);
    block.index = index;
    return index;
  }

  private SymbolIndex(int version, HashMap<String, Operation> symbols, boolean unique) {
    super(version);
    this.symbols = symbols;
    this.unique = unique;
  }

  /** The op named {@code name} in the block, or null. */
  public Operation lookup(String name) {
    return symbols.get(name);
  }

  /** The {@link #SYMBOL_ATTR} string of {@code op}, or null. */
  public static String symbolName(Operation op) {
    return op.getAttr(SYMBOL_ATTR) instanceof StringAttr s ? s.value() : null;
  }

  /**
   * Whether this index stays right with {@code op} removed from its block: op names no
   * symbol, or it is the one op of its name (then dropped).
   */
  @Override
  boolean removeIfIndexed(Operation op) {
    String name = symbolName(op);
    if (name == null) {
      return true;
    }
    return unique && symbols.remove(name, op);
  }

  /**
   * Whether this index stays right with {@code op} inserted in its block: op names no symbol,
   * or a name not yet taken (then added; a taken one might now come first).
   */
  @Override
  boolean addIfNew(Operation op) {
    String name = symbolName(op);
    if (name == null) {
      return true;
    }
    return symbols.putIfAbsent(name, op) == null;
  }

  /** The same names as of block version {@code v}. */
  @Override
  SymbolIndex at(int v) {
    return new SymbolIndex(v, symbols, unique);
  }

  /** A rename may make the index wrong: {@link #SYMBOL_ATTR} names the symbol. */
  @Override
  boolean reads(String name) {
    return name.equals(SYMBOL_ATTR);
  }
}
