package jopt.ir.asm;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Parallel;
import jopt.ir.Region;
import jopt.support.Strings;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.Verifier;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.FunctionType;

/**
 * Prints operations as mlir-opt does (MLIR's OperationPrinter). Entry points:
 * {@link #print(Operation, PrintingFlags)} and {@link #printOp(Operation)}.
 *
 * <p>A top-level op is printed in two passes, as MLIR does: the first prints into a scratch
 * buffer only to visit the types, attributes and locations that will be printed (collecting
 * aliases, {@link AliasState}); the second prints the alias definitions, the op, and the
 * deferred (location) aliases.
 */
public final class AsmPrinter implements OpAsmPrinter {
  private static final int INDENT_WIDTH = 2;
  /** The text a streaming print keeps before handing it on. */
  private static final int SPILL_CHARS = 1 << 16;

  private final StringBuilder out;
  private final PrintingFlags flags;
  /**
   * The value and block names; switched per op when ops are printed in parallel. Null in the
   * alias pass, which prints no name.
   */
  private SSANameState names;
  /** Null when aliases are not used (local scope, nested op). */
  private final AliasState aliases;
  /** True in the alias-collecting pass; {@link #out} is then a scratch buffer. */
  private final boolean collecting;
  private final AliasPrinter attrPrinter;
  private final ArrayList<String> defaultDialects = new ArrayList<>();
  private int indent;
  /** The block whose ops are printed in parallel, or null. */
  private ParallelPrint parallel;
  /**
   * Takes the text printed so far (then cleared) between two ops of any block nested in the
   * printed op, or null: all stays in out.
   */
  private Consumer<CharSequence> spill;
  private int spillChars;

  private AsmPrinter(StringBuilder out, PrintingFlags flags, SSANameState names, AliasState aliases,
      boolean collecting) {
    this.out = out;
    this.flags = flags;
    this.names = names;
    this.aliases = aliases;
    this.collecting = collecting;
    this.attrPrinter = new AliasPrinter(out);
    defaultDialects.add("builtin");
  }

  // ---- entry points

  /** Prints {@code op} with default flags (assumed verified); for debugging. */
  public static String printOp(Operation op) {
    return print(op, PrintingFlags.defaults());
  }

  public static String print(Operation op, PrintingFlags flags) {
    StringBuilder sb = new StringBuilder();
    print(op, flags, sb);
    return sb.toString();
  }

  /**
   * Appends what MLIR's {@code Operation::print} writes. For a top-level op (no parent block)
   * without local scope: alias definitions, the op, a newline, then deferred location aliases
   * (mlir-opt then adds one more {@code '\n'}). Otherwise only the op, numbered from its root
   * (or from its closest isolated-from-above ancestor with {@link PrintingFlags#useLocalScope()}),
   * without trailing newline.
   */
  public static void print(Operation op, PrintingFlags flags, StringBuilder out) {
    print(op, flags, out, BuiltinAliases.NAMER);
  }

  /**
   * As {@link #print(Operation, PrintingFlags, StringBuilder)}, handing the text to {@code sink}
   * in pieces, in order, as it is printed: a large module never exists as one string.
   */
  public static void print(Operation op, PrintingFlags flags, Consumer<CharSequence> sink) {
    print(op, flags, sink, ParallelPrint.MIN_OPS, SPILL_CHARS);
  }

  /** As above; parallel from {@code minParallelOps} ops, pieces of about {@code spillChars}. */
  static void print(Operation op, PrintingFlags flags, Consumer<CharSequence> sink,
      int minParallelOps, int spillChars) {
    StringBuilder out = new StringBuilder(spillChars + 4096);
    print(op, flags, out, BuiltinAliases.NAMER, minParallelOps, sink, spillChars);
    sink.accept(out);
  }

  /** {@code aliasNamer} gives the alias name ("map") of a type, attribute or location, or null. */
  static void print(Operation op, PrintingFlags flags, StringBuilder out, Function<Object, String> aliasNamer) {
    print(op, flags, out, aliasNamer, ParallelPrint.MIN_OPS);
  }

  /** As {@link #print(Operation, PrintingFlags, StringBuilder)}; parallel from {@code minParallelOps} ops. */
  static void print(Operation op, PrintingFlags flags, StringBuilder out, Function<Object, String> aliasNamer,
      int minParallelOps) {
    print(op, flags, out, aliasNamer, minParallelOps, null, 0);
  }

  private static void print(Operation op, PrintingFlags flags, StringBuilder out,
      Function<Object, String> aliasNamer, int minParallelOps, Consumer<CharSequence> spill,
      int spillChars) {
    for (Operation o = op; o != null; o = o.getParentOp()) {
      if (o.isErased()) {
        throw new IllegalStateException("cannot print '" + op.getName() + "': "
            + (o == op ? "it was erased" : "it is in '" + o.getName() + "', which was erased"));
      }
    }
    // MLIR's findParent: number from the top, or with local scope from the closest
    // isolated-from-above op (the op itself when it is isolated).
    Operation root = op;
    while (!(flags.useLocalScope() && root.hasTrait(jopt.ir.Traits.IsolatedFromAbove.class))
        && root.getParentOp() != null) {
      root = root.getParentOp();
    }
    if (!flags.assumeVerified() && !flags.printGenericOpForm() && !Verifier.verify(root)) {
      flags = flags.withGenericOpForm(true);
    }
    ParallelPrint parallel = root == op ? ParallelPrint.of(op, flags, minParallelOps) : null;
    if (op.getBlock() == null && !flags.useLocalScope()) {
      // The alias pass asks no names, and value numbering (one thread, a large block's values in
      // order) nothing the pass finds: with a large module the numbering runs beside the pass's
      // parallel chunks instead of before them.
      PrintingFlags numbering = flags;
      Operation top = root;
      Parallel.Pending<SSANameState> pendingNames = parallel == null ? null
          : Parallel.start(op.getContext(), () -> new SSANameState(top, numbering, parallel::detaches));
      AliasState aliases = new AliasState(aliasNamer);
      AsmPrinter collector = new AsmPrinter(new StringBuilder(), flags, null, aliases, true);
      collector.parallel = parallel;
      collector.printFullOpWithIndentAndLoc(op);
      aliases.finish();
      SSANameState names = pendingNames == null ? new SSANameState(root, flags)
          : pendingNames.await(op.getContext().getDiagEngine());
      AsmPrinter printer = new AsmPrinter(out, flags, names, aliases, false);
      printer.parallel = parallel;
      printer.spillTo(spill, spillChars, op);
      printer.printTopLevelOperation(op);
    } else {
      SSANameState names = parallel == null ? new SSANameState(root, flags)
          : new SSANameState(root, flags, parallel::detaches);
      AsmPrinter printer = new AsmPrinter(out, flags, names, null, false);
      printer.spillTo(spill, spillChars, op);
      printer.printFullOpWithIndentAndLoc(op);
    }
  }

  /** Prints {@code op} with names computed before (an {@link AsmState}); no aliases. */
  static void print(Operation op, PrintingFlags flags, SSANameState names, StringBuilder out) {
    new AsmPrinter(out, flags, names, null, false).printFullOpWithIndentAndLoc(op);
  }

  private void printTopLevelOperation(Operation op) {
    printAliasDefinitions(false);
    printFullOpWithIndentAndLoc(op);
    out.append('\n');
    printAliasDefinitions(true);
    jopt.ir.FileResources resources = op.getContext().getResources();
    if (!resources.isEmpty()) {
      resources.print(referencedHandles(op), out);
    }
  }

  /** The handles of the {@code dense_resource} attributes of {@code op} and the ops in it, in pre-order. */
  private static Collection<String> referencedHandles(Operation op) {
    java.util.LinkedHashSet<String> handles = new java.util.LinkedHashSet<>();
    op.walkPreOrder(o -> {
      for (NamedAttribute na : o.getAttrDictionary().getValue()) {
        collectHandles(na.value(), handles);
      }
    });
    return handles;
  }

  /**
   * Adds the handles of the {@code dense_resource} attributes in {@code a} (itself, or inside its
   * arrays and dictionaries) to {@code handles}, in order; over an op's attributes in pre-order.
   */
  private static void collectHandles(Attribute a, Collection<String> handles) {
    if (a instanceof DenseResourceElementsAttr r) {
      handles.add(r.getHandle());
    } else if (a instanceof ArrayAttr arr) {
      for (Attribute e : arr.getValue()) {
        collectHandles(e, handles);
      }
    } else if (a instanceof DictionaryAttr d) {
      for (NamedAttribute na : d.getValue()) {
        collectHandles(na.value(), handles);
      }
    }
  }

  private void printAliasDefinitions(boolean deferred) {
    for (AliasState.Info info : aliases.definitions(deferred)) {
      out.append(info.printed).append(" = ");
      if (info.key instanceof Location loc) {
        out.append("loc(");
        printLocationInternal(loc, true);
        out.append(')');
      } else if (info.isType) {
        ((Type) info.key).print(attrPrinter);
      } else {
        ((Attribute) info.key).print(attrPrinter);
      }
      out.append('\n');
    }
  }

  // ---- operations

  private void printFullOpWithIndentAndLoc(Operation op) {
    if (collecting) {
      if (flags.printDebugInfo()) {
        visitLocation(op.getLoc(), true);
      } else if (aliases.namesBuiltinOnly() && AliasFreeOps.canSkip(op, flags)) {
        return;
      }
      // The scratch buffer is never read; keep it small.
      out.setLength(0);
    }
    op.getContext().checkCancelled(); // a cancelled run stops within an op
    indent();
    printOperation(op);
    if (flags.printDebugInfo()) { // a parsed op makes its location on each getLoc
      printTrailingLocation(op.getLoc(), true);
    }
  }

  private void printOperation(Operation op) {
    int numResults = op.getNumResults();
    if (numResults != 0 && !collecting) { // names only: the alias pass has none (print above)
      int[] groups = names.getOpResultGroups(op);
      if (groups != null) {
        for (int i = 0; i < groups.length; i++) {
          if (i > 0) {
            out.append(", ");
          }
          int end = i + 1 < groups.length ? groups[i + 1] : numResults;
          printResultGroup(op, groups[i], end - groups[i]);
        }
      } else {
        printResultGroup(op, 0, numResults);
      }
      out.append(" = ");
    }
    printCustomOrGenericOp(op);
  }

  private void printResultGroup(Operation op, int resultNo, int count) {
    printValueID(op.getResult(resultNo), false);
    if (count > 1) {
      out.append(':').append(count);
    }
  }

  /**
   * Prints a value's name. The collecting pass prints nothing that cannot hold a type,
   * attribute or location (names, indentation): its output is never read.
   */
  private void printValueID(Value v, boolean printResultNo) {
    if (!collecting) {
      names.printValueID(v, printResultNo, out);
    }
  }

  /** Drops the {@code dialect.} prefix of a one-dot name in the default dialect. */
  private void printOpName(String name, String defaultDialect) {
    if (collecting) {
      return;
    }
    int dot = name.indexOf('.');
    if (!defaultDialect.isEmpty() && dot == defaultDialect.length() && name.startsWith(defaultDialect)
        && name.indexOf('.', dot + 1) < 0) {
      out.append(name, dot + 1, name.length());
    } else {
      out.append(name);
    }
  }

  private void printGenericOp(Operation op, boolean printOpName) {
    if (collecting) {
      collectGenericOp(op);
      return;
    }
    if (printOpName) {
      Strings.printEscaped(out, op.getName());
    }
    out.append('(');
    for (int i = 0, n = op.getNumOperands(); i < n; i++) {
      if (i > 0) {
        out.append(", ");
      }
      printValueID(op.getOperand(i), true);
    }
    out.append(')');
    int numSuccessors = op.getNumSuccessors();
    if (numSuccessors != 0) {
      out.append('[');
      for (int i = 0; i < numSuccessors; i++) {
        if (i > 0) {
          out.append(", ");
        }
        printBlockName(op.getSuccessor(i));
      }
      out.append(']');
    }
    if (op.getDef() != null) {
      List<NamedAttribute> props = op.getDef().getPropertiesAsAttrs(op);
      if (!props.isEmpty()) {
        out.append(" <{");
        printNamedAttributes(props, null);
        out.append("}>");
      }
    } else if (op.getOpaqueProperties() != null) {
      out.append(" <");
      attrPrinter.printAttribute(op.getOpaqueProperties());
      out.append('>');
    }
    int numRegions = op.getNumRegions();
    if (numRegions != 0) {
      out.append(" (");
      for (int i = 0; i < numRegions; i++) {
        if (i > 0) {
          out.append(", ");
        }
        printRegion(op.getRegion(i), true, true, true);
      }
      out.append(')');
    }
    printOptionalAttrDict(op.getDiscardableAttrs(), List.of(), false);
    out.append(" : (");
    for (int i = 0, n = op.getNumOperands(); i < n; i++) {
      if (i > 0) {
        out.append(", ");
      }
      Value v = op.getOperand(i);
      printTypeOrNull(v == null ? null : v.getType());
    }
    out.append(") -> ");
    int numResults = op.getNumResults();
    boolean wrapped = numResults != 1 || op.getResult(0).getType() instanceof FunctionType;
    if (wrapped) {
      out.append('(');
    }
    for (int i = 0; i < numResults; i++) {
      if (i > 0) {
        out.append(", ");
      }
      printTypeOrNull(op.getResult(i).getType());
    }
    if (wrapped) {
      out.append(')');
    }
  }

  /** MLIR's alias pass visits a generic op's regions first, then types, then all attributes. */
  private void collectGenericOp(Operation op) {
    if (!flags.skipRegions()) {
      for (Region r : op.getRegions()) {
        printRegion(r, true, true, true);
      }
    }
    for (int i = 0, n = op.getNumOperands(); i < n; i++) {
      Value v = op.getOperand(i);
      if (v != null) {
        printTypeOrNull(v.getType());
      }
    }
    for (int i = 0, n = op.getNumResults(); i < n; i++) {
      printTypeOrNull(op.getResult(i).getType());
    }
    for (NamedAttribute na : op.getAttrDictionary()) {
      attrPrinter.printAttribute(na.value());
    }
    if (op.getOpaqueProperties() != null) {
      attrPrinter.printAttribute(op.getOpaqueProperties());
    }
  }

  private void printTypeOrNull(Type t) {
    if (t == null) {
      out.append("<<NULL TYPE>>");
    } else {
      attrPrinter.printType(t);
    }
  }

  // ---- regions and blocks

  private void printRegionImpl(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators,
      boolean printEmptyBlock) {
    if (flags.skipRegions()) {
      out.append("{...}");
      return;
    }
    out.append("{\n");
    List<Block> blocks = region.getBlocks();
    if (!blocks.isEmpty()) {
      Operation parent = region.getParentOp();
      OpDefinition def = parent == null ? null : parent.getDef();
      defaultDialects.add(def == null ? "" : def.getDefaultDialect());
      IdentityHashMap<Block, List<Block>> preds = collecting || blocks.size() == 1 ? null : predecessors(blocks);
      Block entry = blocks.get(0);
      boolean alwaysPrintHeader = (printEmptyBlock && entry.isEmpty())
          || (printEntryBlockArgs && entry.getNumArguments() != 0);
      printBlock(entry, alwaysPrintHeader, printBlockTerminators, preds);
      for (int i = 1; i < blocks.size(); i++) {
        printBlock(blocks.get(i), true, true, preds);
      }
      defaultDialects.remove(defaultDialects.size() - 1);
    }
    indent();
    out.append('}');
  }

  /** Predecessor lists (with repeats) of the blocks of one region, computed in one sweep. */
  private static IdentityHashMap<Block, List<Block>> predecessors(List<Block> blocks) {
    IdentityHashMap<Block, List<Block>> r = new IdentityHashMap<>();
    for (Block b : blocks) {
      Operation term = b.getLastOp();
      if (term == null) {
        continue;
      }
      for (int i = 0, n = term.getNumSuccessors(); i < n; i++) {
        r.computeIfAbsent(term.getSuccessor(i), k -> new ArrayList<>(2)).add(b);
      }
    }
    return r;
  }

  private void printBlock(Block block, boolean printBlockArgs, boolean printBlockTerminator,
      IdentityHashMap<Block, List<Block>> predMap) {
    if (printBlockArgs) {
      indent();
      printBlockName(block);
      int numArgs = block.getNumArguments();
      if (numArgs != 0) {
        out.append('(');
        for (int i = 0; i < numArgs; i++) {
          if (i > 0) {
            out.append(", ");
          }
          BlockArgument arg = block.getArgument(i);
          printValueID(arg, true);
          out.append(": ");
          printTypeOrNull(arg.getType());
          printTrailingLocation(arg.getLoc(), false);
        }
        out.append(')');
      }
      out.append(':');
      if (!collecting) {
        printPredecessorComment(block, predMap);
      }
      out.append('\n');
    }
    indent += INDENT_WIDTH;
    Operation last = block.getLastOp();
    Operation end = null;
    if (!printBlockTerminator && last != null && last.hasTrait(Traits.IsTerminator.class)) {
      end = last;
    }
    if (parallel != null && parallel.block == block) {
      if (collecting) {
        collectOpsInParallel(block, end);
      } else {
        printOpsInParallel(block, end);
      }
    } else {
      for (Operation o = block.getFirstOp(); o != end; o = o.getNextNode()) {
        // Before and after any op: a deeply nested op is printed in pieces too, its opening
        // lines as well as its closing ones (10^5 levels indent 5 * 10^9 chars before the
        // first op ends).
        if (spill != null && out.length() >= spillChars) {
          spillOut();
        }
        printFullOpWithIndentAndLoc(o);
        out.append('\n');
        if (spill != null && out.length() >= spillChars) {
          spillOut();
        }
      }
    }
    indent -= INDENT_WIDTH;
  }

  private void spillTo(Consumer<CharSequence> spill, int spillChars, Operation op) {
    if (spill != null && op.getNumRegions() != 0) {
      this.spill = spill;
      this.spillChars = spillChars;
    }
  }

  private void spillOut() {
    spill.accept(out);
    out.setLength(0);
  }

  /** A printer for a chunk of {@link #parallel}'s block, at this printer's indent and dialects. */
  private AsmPrinter chunkPrinter(StringBuilder text, AliasState aliases, boolean collecting) {
    AsmPrinter p = new AsmPrinter(text, flags, names, aliases, collecting);
    p.indent = indent;
    p.defaultDialects.clear();
    p.defaultDialects.addAll(defaultDialects);
    return p;
  }

  /**
   * Visits the ops of {@code block} before {@code end} for aliases, in parallel chunks each with
   * its own {@link AliasState}, merged in order: the state the loop above would leave. Value
   * names are not printed when collecting, so the chunks share this printer's numbering.
   */
  private void collectOpsInParallel(Block block, Operation end) {
    List<Operation> ops = parallel.opsBefore(end);
    if (ops.isEmpty()) {
      return;
    }
    MLIRContext ctx = ops.get(0).getContext();
    List<Parallel.Outcome<AliasState>> parts = Parallel.map(ctx, parallel.chunks(ops), chunk -> {
      AliasState part = aliases.fork();
      AsmPrinter p = chunkPrinter(new StringBuilder(), part, true);
      for (Operation o : chunk) {
        p.printFullOpWithIndentAndLoc(o);
      }
      return part;
    });
    for (Parallel.Outcome<AliasState> part : parts) {
      aliases.merge(part.replay(ctx.getDiagEngine()));
    }
  }

  /** Prints the ops of {@code block} before {@code end} as the loop above, in parallel chunks. */
  private void printOpsInParallel(Block block, Operation end) {
    List<Operation> ops = parallel.opsBefore(end);
    if (ops.isEmpty()) {
      return;
    }
    MLIRContext ctx = ops.get(0).getContext();
    // A streamed chunk is about spillChars long: sized so, its text is not copied as it grows.
    int capacity = spill == null ? 16 : spillChars + spillChars / 2;
    Function<List<Operation>, StringBuilder> printChunk = chunk -> {
      StringBuilder sb = new StringBuilder(capacity);
      AsmPrinter p = chunkPrinter(sb, aliases, false);
      for (Operation o : chunk) {
        p.names = names.isDetached(o) ? names.child(o) : names;
        p.printFullOpWithIndentAndLoc(o);
        sb.append('\n');
      }
      return sb;
    };
    if (spill == null) {
      for (Parallel.Outcome<StringBuilder> t : Parallel.map(ctx, parallel.chunks(ops), printChunk)) {
        out.append(t.replay(ctx.getDiagEngine()));
      }
      return;
    }
    // Streamed: small chunks, each handed on as soon as it and those before it are printed.
    spillOut();
    Parallel.forEachOrdered(ctx, ParallelPrint.streamChunks(ops, spillChars), parallel.streamWindow(), printChunk,
        t -> spill.accept(t.replay(ctx.getDiagEngine())));
  }

  private void printPredecessorComment(Block block, IdentityHashMap<Block, List<Block>> predMap) {
    if (block.getParent() == null) {
      out.append("  // block is not in a region!");
      return;
    }
    List<Block> preds = predMap == null ? List.of() : predMap.getOrDefault(block, List.of());
    if (preds.isEmpty()) {
      if (!block.isEntryBlock()) {
        out.append("  // no predecessors");
      }
    } else if (preds.size() == 1) {
      out.append("  // pred: ");
      printBlockName(preds.get(0));
    } else {
      List<SSANameState.BlockInfo> infos = new ArrayList<>(preds.size());
      for (Block p : preds) {
        infos.add(names.getBlockInfo(p));
      }
      infos.sort((a, b) -> Integer.compare(a.ordering(), b.ordering()));
      out.append("  // ").append(infos.size()).append(" preds: ");
      for (int i = 0; i < infos.size(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        out.append(infos.get(i).name());
      }
    }
  }

  private void printBlockName(Block block) {
    if (!collecting) {
      out.append(names.getBlockInfo(block).name());
    }
  }

  private void indent() {
    if (collecting) {
      return;
    }
    if (spill != null && indent >= LONG_INDENT) {
      // A deep nest's indentation is most of its text: one piece a byte sink writes as it is.
      if (out.length() != 0) {
        spillOut();
      }
      spill.accept(new Indentation(indent));
      return;
    }
    int n = indent;
    while (n > 0) {
      int k = Math.min(n, SPACES.length());
      out.append(SPACES, 0, k);
      n -= k;
    }
  }

  private static final String SPACES = " ".repeat(256);

  /** From this indentation on, a streaming printer hands each line's indentation over as one {@link Indentation}. */
  private static final int LONG_INDENT = 4096;

  // ---- locations

  private void printTrailingLocation(Location loc, boolean allowAlias) {
    if (!flags.printDebugInfo()) {
      return;
    }
    if (collecting) {
      // Op locations were visited (deferrable) before the op; block argument ones are not deferrable.
      if (!allowAlias) {
        visitLocation(loc, false);
      }
      return;
    }
    out.append(' ');
    printLocation(loc, allowAlias);
  }

  private void visitLocation(Location loc, boolean canBeDeferred) {
    Location l = loc == null ? Location.UNKNOWN : loc;
    aliases.visit(l, false, canBeDeferred, () -> printLocationInternal(l, true));
  }

  private void printLocation(Location loc, boolean allowAlias) {
    Location l = loc == null ? Location.UNKNOWN : loc;
    out.append("loc(");
    String alias = allowAlias && aliases != null ? aliases.lookup(l) : null;
    if (alias != null) {
      out.append(alias);
    } else {
      printLocationInternal(l, true);
    }
    out.append(')');
  }

  /** Prints a location body; nested locations use their aliases. */
  private void printLocationInternal(Location loc, boolean topLevel) {
    if (!topLevel && aliases != null) {
      if (collecting) {
        aliases.visit(loc, false, aliases.currentCanBeDeferred(), () -> printLocationInternal(loc, true));
        return;
      }
      String alias = aliases.lookup(loc);
      if (alias != null) {
        out.append(alias);
        return;
      }
    }
    if (loc instanceof Location.Unknown) {
      out.append("unknown");
    } else if (loc instanceof Location.FileLineCol f) {
      f.print(out);
    } else if (loc instanceof Location.Name n) {
      Strings.printEscaped(out, n.name());
      if (n.child() != null && !(n.child() instanceof Location.Unknown)) {
        out.append('(');
        printLocationInternal(n.child(), false);
        out.append(')');
      }
    } else if (loc instanceof Location.CallSite c) {
      out.append("callsite(");
      printLocationInternal(c.callee(), false);
      out.append(" at ");
      printLocationInternal(c.caller(), false);
      out.append(')');
    } else if (loc instanceof Location.Fused f) {
      out.append("fused");
      if (f.metadata() != null) {
        out.append('<');
        attrPrinter.printAttribute(f.metadata());
        out.append('>');
      }
      out.append('[');
      for (int i = 0; i < f.locations().size(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        printLocationInternal(f.locations().get(i), false);
      }
      out.append(']');
    }
  }

  // ---- attributes

  private void printOptionalAttrDict(List<NamedAttribute> attrs, Collection<String> elided, boolean withKeyword) {
    if (attrs.isEmpty()) {
      return;
    }
    boolean any = false;
    for (int i = 0; i < attrs.size(); i++) {
      NamedAttribute na = attrs.get(i);
      if (elided.isEmpty() || !elided.contains(na.name())) {
        any = true;
        break;
      }
    }
    if (!any) {
      return;
    }
    if (withKeyword) {
      out.append(" attributes");
    }
    out.append(" {");
    printNamedAttributes(attrs, elided.isEmpty() ? null : elided);
    out.append('}');
  }

  private void printNamedAttributes(List<NamedAttribute> attrs, Collection<String> elided) {
    boolean first = true;
    for (NamedAttribute na : attrs) {
      if (elided != null && elided.contains(na.name())) {
        continue;
      }
      if (!first) {
        out.append(", ");
      }
      first = false;
      printNamedAttribute(na);
    }
  }

  private void printNamedAttribute(NamedAttribute na) {
    AsmNames.printKeywordOrString(out, na.name());
    if (na.value() instanceof UnitAttr) {
      return;
    }
    out.append(" = ");
    attrPrinter.printAttribute(na.value());
  }

  /** Prints types and attributes, substituting aliases, or visiting them when collecting. */
  private final class AliasPrinter extends AttrTypePrinter {
    AliasPrinter(StringBuilder out) {
      super(out);
    }

    @Override
    public void printType(Type t) {
      if (aliases == null) {
        t.print(this);
      } else if (collecting) {
        boolean deferrable = aliases.currentCanBeDeferred();
        if (!aliases.revisit(t, deferrable)) {
          aliases.visit(t, true, deferrable, () -> t.print(this));
        }
      } else {
        String alias = aliases.lookup(t);
        if (alias != null) {
          out.append(alias);
        } else {
          t.print(this);
        }
      }
    }

    @Override
    public void printAttribute(Attribute a) {
      if (aliases == null) {
        a.print(this);
      } else if (collecting) {
        boolean deferrable = aliases.currentCanBeDeferred();
        if (!aliases.revisit(a, deferrable)) {
          aliases.visit(a, false, deferrable, () -> a.print(this));
        }
      } else {
        String alias = aliases.lookup(a);
        if (alias != null) {
          out.append(alias);
        } else {
          a.print(this);
        }
      }
    }

    @Override
    public void printAttributeElidingType(Attribute a) {
      if (aliases == null) {
        a.printElidingType(this);
      } else if (collecting) {
        boolean deferrable = aliases.currentCanBeDeferred();
        if (!aliases.revisit(a, deferrable)) {
          aliases.visit(a, false, deferrable, () -> a.printElidingType(this));
        }
      } else {
        String alias = aliases.lookup(a);
        if (alias != null) {
          out.append(alias);
        } else {
          a.printElidingType(this);
        }
      }
    }

    @Override
    protected String aliasOf(Object typeOrAttr) {
      return aliases == null || collecting ? null : aliases.lookup(typeOrAttr);
    }
  }

  // ---- OpAsmPrinter

  @Override
  public OpAsmPrinter print(String s) {
    out.append(s);
    return this;
  }

  @Override
  public OpAsmPrinter print(char c) {
    out.append(c);
    return this;
  }

  @Override
  public OpAsmPrinter print(long v) {
    out.append(v);
    return this;
  }

  @Override
  public OpAsmPrinter printOperand(Value v) {
    printValueID(v, true);
    return this;
  }

  @Override
  public OpAsmPrinter printOperands(List<? extends Value> values) {
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printValueID(values.get(i), true);
    }
    return this;
  }

  @Override
  public OpAsmPrinter printType(Type t) {
    printTypeOrNull(t);
    return this;
  }

  @Override
  public OpAsmPrinter printTypes(List<? extends Type> types) {
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printTypeOrNull(types.get(i));
    }
    return this;
  }

  @Override
  public OpAsmPrinter printArrowTypeList(List<? extends Type> types) {
    out.append(" -> ");
    boolean wrapped = types.size() != 1 || types.get(0) instanceof FunctionType;
    if (wrapped) {
      out.append('(');
    }
    printTypes(types);
    if (wrapped) {
      out.append(')');
    }
    return this;
  }

  @Override
  public OpAsmPrinter printFunctionalType(List<? extends Type> inputs, List<? extends Type> results) {
    out.append('(');
    printTypes(inputs);
    out.append(')');
    return printArrowTypeList(results);
  }

  @Override
  public OpAsmPrinter printAttribute(Attribute a) {
    attrPrinter.printAttribute(a);
    return this;
  }

  @Override
  public OpAsmPrinter printAttributeWithoutType(Attribute a) {
    int start = out.length();
    attrPrinter.printAttribute(a);
    Type t = a.getType();
    if (collecting || t == null) {
      return this;
    }
    // Typed attributes print "value : type"; drop the suffix.
    StringBuilder typeText = new StringBuilder(" : ");
    new AsmPrinter(typeText, flags, names, aliases, false).printTypeOrNull(t);
    int len = typeText.length();
    if (out.length() - start > len && out.lastIndexOf(typeText.toString(), out.length() - len) == out.length() - len) {
      out.setLength(out.length() - len);
    }
    return this;
  }

  @Override
  public OpAsmPrinter printOptionalAttrDict(List<NamedAttribute> attrs, Collection<String> elided) {
    printOptionalAttrDict(attrs, elided, false);
    return this;
  }

  @Override
  public OpAsmPrinter printOptionalAttrDictWithKeyword(List<NamedAttribute> attrs, Collection<String> elided) {
    printOptionalAttrDict(attrs, elided, true);
    return this;
  }

  @Override
  public OpAsmPrinter printSymbolName(String name) {
    AsmNames.printSymbolReference(out, name);
    return this;
  }

  @Override
  public OpAsmPrinter printKeywordOrString(String s) {
    AsmNames.printKeywordOrString(out, s);
    return this;
  }

  @Override
  public OpAsmPrinter printString(String s) {
    Strings.printEscaped(out, s);
    return this;
  }

  @Override
  public OpAsmPrinter printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators,
      boolean printEmptyBlock) {
    printRegionImpl(region, printEntryBlockArgs, printBlockTerminators, printEmptyBlock);
    return this;
  }

  @Override
  public OpAsmPrinter printRegionArgument(Value arg) {
    return printRegionArgument(arg, List.of(), false);
  }

  @Override
  public OpAsmPrinter printRegionArgument(Value arg, List<NamedAttribute> argAttrs, boolean omitType) {
    if (collecting) {
      // As MLIR's alias collector: a region argument's type and location, not its attributes
      // (an affine map only in a function argument's attributes gets no #map alias).
      printTypeOrNull(arg.getType());
      printTrailingLocation(arg.getLoc(), false);
      return this;
    }
    printValueID(arg, true);
    if (!omitType) {
      out.append(": ");
      printTypeOrNull(arg.getType());
    }
    printOptionalAttrDict(argAttrs, List.of(), false);
    printTrailingLocation(arg.getLoc(), false);
    return this;
  }

  @Override
  public OpAsmPrinter printOptionalLocationSpecifier(Location loc) {
    if (collecting) {
      if (flags.printDebugInfo()) {
        visitLocation(loc, true);
      }
      return this;
    }
    printTrailingLocation(loc, true);
    return this;
  }

  @Override
  public OpAsmPrinter printSuccessor(Block block) {
    printBlockName(block);
    return this;
  }

  @Override
  public OpAsmPrinter printSuccessorAndUseList(Block block, List<? extends Value> operands) {
    printBlockName(block);
    if (operands.isEmpty()) {
      return this;
    }
    out.append('(');
    printOperands(operands);
    out.append(" : ");
    for (int i = 0; i < operands.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      Value v = operands.get(i);
      printTypeOrNull(v == null ? null : v.getType());
    }
    out.append(')');
    return this;
  }

  @Override
  public OpAsmPrinter printNewline() {
    out.append('\n');
    indent();
    return this;
  }

  @Override
  public OpAsmPrinter increaseIndent() {
    indent += INDENT_WIDTH;
    return this;
  }

  @Override
  public OpAsmPrinter decreaseIndent() {
    indent -= INDENT_WIDTH;
    return this;
  }

  @Override
  public OpAsmPrinter printGenericOp(Operation op) {
    printGenericOp(op, true);
    return this;
  }

  @Override
  public OpAsmPrinter printCustomOrGenericOp(Operation op) {
    OpDefinition def = op.getDef();
    if (!flags.printGenericOpForm() && def != null && def.printsCustom(op)) {
      printOpName(op.getName(), defaultDialects.get(defaultDialects.size() - 1));
      def.print(op, this);
    } else {
      printGenericOp(op, true);
    }
    return this;
  }

  @Override
  public boolean printsDebugInfo() {
    return flags.printDebugInfo();
  }

  @Override
  public AttrTypePrinter attrTypePrinter() {
    return attrPrinter;
  }

  @Override
  public StringBuilder getStream() {
    return out;
  }
}
