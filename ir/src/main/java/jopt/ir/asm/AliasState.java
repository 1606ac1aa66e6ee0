package jopt.ir.asm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.function.Function;

/**
 * The {@code #map}/{@code #loc}/{@code !tuple} aliases of one print, as MLIR's AliasInitializer:
 * a first printing pass visits every type, attribute and location in print order; aliasable
 * ones are then sorted by (nesting depth, types first, alias name), stably, and numbered per
 * name ({@code #map}, {@code #map1}; a name ending in a digit gets {@code _} before the number).
 * Locations are deferrable: their definitions are printed after the top-level op unless one is
 * also used where it can not be deferred (block arguments).
 */
final class AliasState {
  static final class Info {
    final Object key;
    final String aliasName;
    final boolean isType;
    boolean canBeDeferred;
    int depth;
    List<Info> children = List.of();
    String printed;

    Info(Object key, String aliasName, boolean isType, boolean canBeDeferred) {
      this.key = key;
      this.aliasName = aliasName;
      this.isType = isType;
      this.canBeDeferred = canBeDeferred;
      this.depth = aliasName != null ? 1 : 0;
    }
  }

  private static final class Frame {
    final boolean canBeDeferred;
    final ArrayList<Info> children = new ArrayList<>(2);
    int maxDepth;

    Frame(boolean canBeDeferred) {
      this.canBeDeferred = canBeDeferred;
    }
  }

  private final Function<Object, String> aliasNamer;
  private final HashMap<Object, Info> infos = new HashMap<>();
  private final ArrayList<Info> visitOrder = new ArrayList<>();
  private final ArrayDeque<Frame> frames = new ArrayDeque<>();
  private final HashMap<Object, String> aliases = new HashMap<>();
  private final ArrayList<Info> sorted = new ArrayList<>();

  /** {@code aliasNamer} gives the alias name ("map") of a type, attribute or location, or null. */
  AliasState(Function<Object, String> aliasNamer) {
    this.aliasNamer = aliasNamer;
  }

  /**
   * Whether the aliases are the builtin dialect's alone, the ones {@link jopt.ir.Type#mayPrintAlias}
   * answers for (tests use other namers).
   */
  boolean namesBuiltinOnly() {
    return aliasNamer == BuiltinAliases.NAMER;
  }

  /** Whether a value visited now (nested in the value being visited, if any) may be deferred. */
  boolean currentCanBeDeferred() {
    Frame f = frames.peek();
    return f != null && f.canBeDeferred;
  }

  /**
   * Visits {@code key}; the first time, {@code printBody} prints it so that nested values are
   * visited as its children.
   */
  void visit(Object key, boolean isType, boolean canBeDeferred, Runnable printBody) {
    if (revisit(key, canBeDeferred)) {
      return;
    }
    Info info = new Info(key, aliasNamer.apply(key), isType, canBeDeferred);
    infos.put(key, info);
    visitOrder.add(info);
    Frame f = new Frame(canBeDeferred);
    frames.push(f);
    try {
      printBody.run();
    } finally {
      frames.pop();
    }
    info.children = f.children;
    if (f.maxDepth > 0) {
      info.depth = f.maxDepth + 1;
    }
    addToParent(info);
  }

  /**
   * Visits {@code key} as {@link #visit} does when it was visited before, and returns true;
   * false, doing nothing, for a new key. Callers ask first so that most visits make no body
   * to print (a lambda is costly to make under C1).
   */
  boolean revisit(Object key, boolean canBeDeferred) {
    Info info = infos.get(key);
    if (info == null) {
      return false;
    }
    if (!canBeDeferred) {
      markNonDeferrable(info);
    }
    addToParent(info);
    return true;
  }

  private void addToParent(Info info) {
    Frame parent = frames.peek();
    if (parent != null) {
      parent.children.add(info);
      parent.maxDepth = Math.max(parent.maxDepth, info.depth);
    }
  }

  private void markNonDeferrable(Info info) {
    if (!info.canBeDeferred) {
      return;
    }
    info.canBeDeferred = false;
    for (Info c : info.children) {
      markNonDeferrable(c);
    }
  }

  /** An empty state with the same alias names, for visiting a part of the op on another thread. */
  AliasState fork() {
    return new AliasState(aliasNamer);
  }

  /**
   * Adds what {@code part} visited after what this state visited, as if the visits had gone on
   * here: the values new here in {@code part}'s order (a value's descendants are visited with
   * it, so a value already here has its descendants here too), non-deferrable marks on the rest.
   */
  void merge(AliasState part) {
    ArrayList<Info> added = new ArrayList<>();
    for (Info p : part.visitOrder) {
      Info info = infos.get(p.key);
      if (info == null) {
        info = new Info(p.key, p.aliasName, p.isType, p.canBeDeferred);
        info.depth = p.depth;
        infos.put(p.key, info);
        visitOrder.add(info);
        added.add(info);
      } else if (!p.canBeDeferred) {
        markNonDeferrable(info);
      }
    }
    for (Info info : added) {
      List<Info> children = part.infos.get(info.key).children;
      if (!children.isEmpty()) {
        ArrayList<Info> mine = new ArrayList<>(children.size());
        for (Info c : children) {
          mine.add(infos.get(c.key));
        }
        info.children = mine;
      }
    }
  }

  /** Assigns the alias names after the visiting pass. */
  void finish() {
    for (Info i : visitOrder) {
      if (i.aliasName != null) {
        sorted.add(i);
      }
    }
    sorted.sort((a, b) -> {
      if (a.depth != b.depth) {
        return Integer.compare(a.depth, b.depth);
      }
      if (a.isType != b.isType) {
        return a.isType ? -1 : 1;
      }
      return a.aliasName.compareTo(b.aliasName);
    });
    HashMap<String, Integer> counts = new HashMap<>();
    for (Info i : sorted) {
      int index = counts.merge(i.aliasName, 1, Integer::sum) - 1;
      StringBuilder sb = new StringBuilder(i.aliasName.length() + 4);
      sb.append(i.isType ? '!' : '#').append(i.aliasName);
      if (index > 0) {
        if (Character.isDigit(i.aliasName.charAt(i.aliasName.length() - 1))) {
          sb.append('_');
        }
        sb.append(index);
      }
      i.printed = sb.toString();
      aliases.put(i.key, i.printed);
    }
    infos.clear();
    visitOrder.clear();
  }

  boolean isEmpty() {
    return aliases.isEmpty();
  }

  /** The printed alias ({@code #map1}) of {@code key}, or null. */
  String lookup(Object key) {
    return aliases.isEmpty() ? null : aliases.get(key);
  }

  /** The aliased values in definition order, deferred or not. */
  List<Info> definitions(boolean deferred) {
    List<Info> r = new ArrayList<>();
    for (Info i : sorted) {
      if (i.canBeDeferred == deferred) {
        r.add(i);
      }
    }
    return r;
  }
}
