package jopt.fuzz;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A block being rendered: its lines (as items that record which buffers they touch), the values
 * it defines and, in CORRECT mode, the buffers it owns. {@link #close()} places the deallocs of
 * the owned buffers after the last item touching them or one of their views.
 */
final class Block {
  final Fn fn;
  final Block parent;
  final String indent;
  private final List<Item> items = new ArrayList<>();
  private final List<Vals.Mem> mems = new ArrayList<>();
  private final Map<Elem, List<Vals.Scalar>> scalars = new EnumMap<>(Elem.class);
  private final Map<String, String> consts = new HashMap<>();
  final List<Fn.Root> owned = new ArrayList<>();
  /** Roots touched by the items of this block and its nested blocks. */
  final Set<Integer> touched = new TreeSet<>();

  private record Item(List<String> lines, Set<Integer> roots) {}

  Block(Fn fn, Block parent, String indent) {
    this.fn = fn;
    this.parent = parent;
    this.indent = indent;
  }

  Block child() {
    return new Block(fn, this, indent + "  ");
  }

  /** Emits one op line using the given memrefs. */
  void emit(String line, Vals.Mem... uses) {
    Set<Integer> roots = new TreeSet<>();
    for (Vals.Mem m : uses) {
      roots.addAll(m.roots());
    }
    emitRaw(List.of(indent + line), roots);
  }

  /** Emits already indented lines (an op with regions) touching {@code roots}. */
  void emitRaw(List<String> lines, Collection<Integer> roots) {
    Set<Integer> rs = new TreeSet<>(roots);
    items.add(new Item(lines, rs));
    touched.addAll(rs);
  }

  void add(Vals.Mem m) {
    mems.add(m);
  }

  void add(Vals.Scalar s) {
    scalars.computeIfAbsent(s.type(), k -> new ArrayList<>()).add(s);
  }

  /** Defines a new scalar named {@code name} and returns it. */
  Vals.Scalar scalar(String name, Elem type) {
    Vals.Scalar s = Vals.Scalar.of(name, type);
    add(s);
    return s;
  }

  /** Live memrefs visible here, outermost first. */
  List<Vals.Mem> liveMems() {
    List<Vals.Mem> out = parent == null ? new ArrayList<>() : parent.liveMems();
    for (Vals.Mem m : mems) {
      if (!fn.isDead(m)) {
        out.add(m);
      }
    }
    return out;
  }

  /** Live memrefs defined in this very block. */
  List<Vals.Mem> localMems() {
    List<Vals.Mem> out = new ArrayList<>();
    for (Vals.Mem m : mems) {
      if (!fn.isDead(m)) {
        out.add(m);
      }
    }
    return out;
  }

  /** Scalars of type {@code t} visible here, outermost first. */
  List<Vals.Scalar> scalars(Elem t) {
    List<Vals.Scalar> out = parent == null ? new ArrayList<>() : parent.scalars(t);
    out.addAll(scalars.getOrDefault(t, List.of()));
    return out;
  }

  /** The name of a constant, defined in this block unless a visible one exists. */
  String constant(Elem t, String literal) {
    String key = t.mlir + ":" + literal;
    for (Block b = this; b != null; b = b.parent) {
      String n = b.consts.get(key);
      if (n != null) {
        return n;
      }
    }
    String n = fn.fresh();
    emit(n + " = arith.constant " + literal + (t == Elem.I1 ? "" : " : " + t.mlir));
    consts.put(key, n);
    if (t == Elem.INDEX) {
      long v = Long.parseLong(literal);
      add(new Vals.Scalar(n, t, v, v));
    }
    return n;
  }

  String index(long v) {
    return constant(Elem.INDEX, Long.toString(v));
  }

  /** Registers a fresh buffer: owned by this block in CORRECT mode unless {@code owned} false. */
  Vals.Mem newBuffer(String name, MemType type, List<Vals.Dim> dims, Vals.Kind kind, boolean owned) {
    int root = fn.newRoot();
    Vals.Mem m = new Vals.Mem(name, type, List.copyOf(dims), Set.of(root), kind, this);
    add(m);
    if (owned && fn.correct()) {
      fn.own(root, m, this);
    }
    return m;
  }

  /** The block's lines, with the deallocs of owned, unreleased buffers placed (CORRECT mode). */
  int itemCount() {
    return items.size();
  }

  List<String> close() {
    // after.get(i + 1): deallocs placed after item i (i = -1: at the start).
    List<List<String>> after = new ArrayList<>();
    for (int i = -1; i < items.size(); i++) {
      after.add(new ArrayList<>());
    }
    for (Fn.Root r : owned) {
      if (r.released) {
        continue;
      }
      int last = r.defItem;
      for (int i = 0; i < items.size(); i++) {
        if (items.get(i).roots.contains(r.id)) {
          last = Math.max(last, i);
        }
      }
      if (terminated && last == items.size() - 1) {
        last--;
      }
      after.get(last + 1)
          .add(indent + "memref.dealloc " + r.value.name() + " : " + r.value.type());
      r.released = true;
    }
    List<String> out = new ArrayList<>(after.get(0));
    for (int i = 0; i < items.size(); i++) {
      out.addAll(items.get(i).lines);
      out.addAll(after.get(i + 1));
    }
    return out;
  }

  private boolean terminated;

  /** Emits the block's terminator; deallocs go before it. */
  void terminate(String line, Vals.Mem... uses) {
    emit(line, uses);
    terminated = true;
  }
}
