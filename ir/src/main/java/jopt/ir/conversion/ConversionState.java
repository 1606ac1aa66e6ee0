package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.PatternRewriter;

/**
 * The state of one conversion behind its {@link ConversionPatternRewriter} (MLIR's
 * ConversionPatternRewriterImpl): the log of changes, the value mapping, the ops no longer to
 * convert, what the current pattern made, and the casts the conversion inserted. As the
 * rewriter's listener it logs every op a pattern inserts.
 */
final class ConversionState implements PatternRewriter.Listener {
  static final String UNREALIZED_CAST = "builtin.unrealized_conversion_cast";

  /** How far the log and the op sets were at some point, to go back to. */
  record Snapshot(int rewrites, int ignoredOps, int replacedOps) {}

  enum MaterializationKind { SOURCE, TARGET }

  /** What an unresolved cast stands for, for the type converter to build at the end. */
  record Unresolved(MaterializationKind kind, TypeConverter converter, Type originalType) {}

  final MLIRContext ctx;
  final ConversionConfig config;
  final ValueMapping mapping = new ValueMapping();
  private final List<IRRewrite> rewrites = new ArrayList<>();
  /** Ops not to convert (held by a recursively legal op), apart from replaced ones. */
  final StackSet<Operation> ignoredOps = new StackSet<>();
  /** Ops replaced or erased (or held by such an op or an erased block): gone at commit. */
  final StackSet<Operation> replacedOps = new StackSet<>();
  /** What the pattern (or folder) being applied inserted, changed in place, and put blocks into. */
  final StackSet<Operation> patternNewOps = new StackSet<>();
  final StackSet<Operation> patternModifiedOps = new StackSet<>();
  final StackSet<Block> patternInsertedBlocks = new StackSet<>();
  private final Map<Operation, Unresolved> unresolved = new LinkedHashMap<>();
  /** Casts made only to bridge types (not a pattern's replacement): skipped when remapping without a converter. */
  private final Set<Operation> pureCasts = Collections.newSetFromMap(new IdentityHashMap<>());
  /** The type converter of the pattern being applied, or null. */
  TypeConverter currentTypeConverter;
  /** The converter of each region whose block signatures a pattern converted. */
  final Map<Region, TypeConverter> regionToConverter = new IdentityHashMap<>();
  private final List<Operation> opsToDestroy = new ArrayList<>();
  /** The reasons patterns gave for not matching each op (see ConversionConfig#matchFailureNotes). */
  private final Map<Operation, List<String>> matchFailures = new IdentityHashMap<>();
  private final List<Block> blocksToDestroy = new ArrayList<>();

  ConversionState(MLIRContext ctx, ConversionConfig config) {
    this.ctx = ctx;
    this.config = config;
  }

  // ---- the log

  void append(IRRewrite r) {
    rewrites.add(r);
  }

  Snapshot snapshot() {
    return new Snapshot(rewrites.size(), ignoredOps.size(), replacedOps.size());
  }

  /** Undoes everything after {@code s}. */
  void resetState(Snapshot s) {
    undoRewrites(s.rewrites());
    ignoredOps.truncate(s.ignoredOps());
    replacedOps.truncate(s.replacedOps());
  }

  /** Undoes the changes after the first {@code keep}, last first. */
  void undoRewrites(int keep) {
    for (int i = rewrites.size() - 1; i >= keep; i--) {
      rewrites.remove(i).rollback(this);
    }
  }

  /** The last in-place change of {@code op}, taken out of the log (undone when {@code undo}). */
  void dropLastModification(Operation op, boolean undo) {
    for (int i = rewrites.size() - 1; i >= 0; i--) {
      if (rewrites.get(i) instanceof IRRewrite.ModifyOperation m && m.op == op) {
        rewrites.remove(i);
        if (undo) {
          m.rollback(this);
        }
        return;
      }
    }
    throw new IllegalStateException("no modification of '" + op.getName() + "' was started");
  }

  void clearPatternState() {
    patternNewOps.clear();
    patternModifiedOps.clear();
    patternInsertedBlocks.clear();
  }

  void addMatchFailure(Operation op, String reason) {
    matchFailures.computeIfAbsent(op, k -> new ArrayList<>()).add(reason);
  }

  /** The reasons given for not matching {@code op}, forgotten. */
  List<String> takeMatchFailures(Operation op) {
    List<String> r = matchFailures.remove(op);
    return r == null ? List.of() : r;
  }

  boolean isOpIgnored(Operation op) {
    return replacedOps.contains(op) || ignoredOps.contains(op);
  }

  boolean wasOpReplaced(Operation op) {
    return replacedOps.contains(op);
  }

  // ---- listener: ops inserted by patterns

  @Override
  public void notifyOperationInserted(Operation op) {
    append(new IRRewrite.CreateOperation(op));
    patternNewOps.add(op);
  }

  // ---- replacements

  /** Replaces {@code op}'s results with {@code values} (null: dropped) at commit. */
  void replaceOp(Operation op, List<? extends Value> values) {
    for (int i = 0; i < values.size(); i++) {
      OpResult result = op.getResult(i);
      Value repl = values.get(i);
      if (repl == null) {
        // Dropped: a value "out of thin air" for uses that may remain (reconciled away if none do).
        buildUnresolvedMaterialization(MaterializationKind.SOURCE, after(result), result.getLoc(), result,
            List.of(), result.getType(), null, currentTypeConverter, false);
        continue;
      }
      if (repl == result) {
        throw new IllegalArgumentException("'" + op.getName() + "' replaced by its own result");
      }
      mapping.map(result, repl);
    }
    append(new IRRewrite.ReplaceOperation(op, currentTypeConverter));
    op.walk(replacedOps::add);
  }

  /** The uses of {@code from} take {@code to} at commit. */
  void replaceValue(Value from, Value to, TypeConverter converter) {
    append(new IRRewrite.ReplaceValue(from, converter));
    mapping.map(from, to);
  }

  /** Takes {@code block} out of its region (destroyed at commit, put back on rollback). */
  void eraseBlock(Block block) {
    Region region = block.getParent();
    List<Block> blocks = region.getBlocks();
    int at = blocks.indexOf(block);
    append(new IRRewrite.EraseBlock(block, region, at + 1 < blocks.size() ? blocks.get(at + 1) : null));
    blocks.remove(at);
    for (Operation op : block.getOperations()) {
      op.walk(replacedOps::add);
    }
  }

  // ---- the mapping

  /**
   * The last value {@code from} maps to (itself when unmapped) or, with {@code desiredType}, the
   * last of that type along the chain (null when none has it); {@code skipPureCasts} stops before
   * casts that only bridge types.
   */
  Value lookupOrDefault(Value from, Type desiredType, boolean skipPureCasts) {
    Value desired = null;
    Value current = from;
    Value lastNonCast = from;
    while (true) {
      boolean match = desiredType != null && current.getType().equals(desiredType);
      if (skipPureCasts) {
        boolean pure = isPureCast(current);
        match &= !pure;
        if (!pure) {
          lastNonCast = current;
        }
      }
      if (match) {
        desired = current;
      }
      Value next = mapping.lookup(current);
      if (next == null) {
        break;
      }
      current = next;
    }
    if (desiredType != null) {
      return desired;
    }
    return skipPureCasts ? lastNonCast : current;
  }

  /** As {@link #lookupOrDefault}, but null when {@code from} is not mapped (or to no value of the type). */
  Value lookupOrNull(Value from, Type desiredType) {
    Value r = lookupOrDefault(from, desiredType, false);
    if (r == from || r == null || (desiredType != null && !r.getType().equals(desiredType))) {
      return null;
    }
    return r;
  }

  private boolean isPureCast(Value v) {
    Operation def = v.getDefiningOp();
    return def != null && pureCasts.contains(def);
  }

  /**
   * The values a pattern sees for {@code values}: their latest replacements, of the types the
   * current converter makes (cast where no replacement has it). Null when a type cannot be
   * converted, which fails the pattern.
   */
  List<Value> remapValues(List<Value> values, Location loc) {
    List<Value> out = new ArrayList<>(values.size());
    for (Value operand : values) {
      if (operand == null) {
        out.add(null);
        continue;
      }
      if (currentTypeConverter == null) {
        out.add(lookupOrDefault(operand, null, true));
        continue;
      }
      Type origType = operand.getType();
      Type legal = currentTypeConverter.convertType(origType);
      if (legal == null) {
        return null;
      }
      Value repl = lookupOrDefault(operand, legal, false);
      if (repl != null) {
        out.add(repl);
        continue;
      }
      repl = lookupOrDefault(operand, null, true);
      out.add(buildUnresolvedMaterialization(MaterializationKind.TARGET, after(repl), loc == null ? operand.getLoc() : loc,
          repl, List.of(repl), legal, origType, currentTypeConverter, true));
    }
    return out;
  }

  /**
   * What {@code value}'s uses take at commit: the latest replacement of its type, else a cast of
   * the latest replacement back to its type; null when it is dead or not replaced.
   */
  Value findOrBuildReplacementValue(Value value, TypeConverter converter) {
    Value repl = lookupOrNull(value, value.getType());
    if (repl != null) {
      return repl;
    }
    if (!mapping.isMappedTo(value) && usedOnlyByReplacedOps(value)) {
      return null;
    }
    repl = lookupOrNull(value, null);
    if (repl == null) {
      return null;
    }
    return buildUnresolvedMaterialization(MaterializationKind.SOURCE, after(repl), value.getLoc(), repl,
        List.of(repl), value.getType(), null, converter, true);
  }

  private boolean usedOnlyByReplacedOps(Value value) {
    for (OpOperand use : value.getUses()) {
      if (!replacedOps.contains(use.getOwner())) {
        return false;
      }
    }
    return true;
  }

  // ---- materializations

  /**
   * Inserts a builtin.unrealized_conversion_cast of {@code inputs} to {@code outputType} at
   * {@code at} and maps {@code valueToMap} (when not null) to it. Not a pattern's op: it is logged on its own.
   */
  Value buildUnresolvedMaterialization(MaterializationKind kind, Builder.InsertPoint at, Location loc,
      Value valueToMap, List<Value> inputs, Type outputType, Type originalType, TypeConverter converter,
      boolean pure) {
    OperationState st = new OperationState(loc, UNREALIZED_CAST);
    st.addOperands(inputs);
    st.addType(outputType);
    Operation cast = Operation.create(ctx, st);
    at.block().insertBefore(at.before(), cast);
    if (pure) {
      pureCasts.add(cast);
    }
    if (valueToMap != null) {
      mapping.map(valueToMap, cast.getResult(0));
    }
    unresolved.put(cast, new Unresolved(kind, converter, originalType));
    append(new IRRewrite.UnresolvedMaterialization(cast, valueToMap));
    return cast.getResult(0);
  }

  /** Right after the definition of {@code v}: after its op, or at the start of its block (MLIR's computeInsertPoint). */
  static Builder.InsertPoint after(Value v) {
    if (v instanceof OpResult r) {
      return new Builder.InsertPoint(r.getOwner().getBlock(), r.getOwner().getNextNode());
    }
    Block b = ((BlockArgument) v).getOwner();
    return new Builder.InsertPoint(b, b.getFirstOp());
  }

  void forgetMaterialization(Operation cast) {
    unresolved.remove(cast);
    pureCasts.remove(cast);
  }

  /** The casts this conversion made that are still in the IR, in the order they were made. */
  Map<Operation, Unresolved> unresolvedMaterializations() {
    return unresolved;
  }

  // ---- commit

  /** Makes every logged change final: replacements made, erased ops and blocks destroyed. */
  void applyRewrites() {
    // A commit may log more (casts back to old types): the list grows while it is walked.
    for (int i = 0; i < rewrites.size(); i++) {
      rewrites.get(i).commit(this);
    }
    for (IRRewrite r : rewrites) {
      r.cleanup(this);
    }
    rewrites.clear();
    // Drop every reference first, so that what is destroyed may use each other in any order.
    for (Operation op : opsToDestroy) {
      op.dropAllReferences();
    }
    for (Block b : blocksToDestroy) {
      b.dropAllReferences();
    }
    for (Operation op : opsToDestroy) {
      op.walk(this::forgetMaterialization);
      op.erase();
    }
    for (Block b : blocksToDestroy) {
      for (Operation op : b.getOpList()) {
        op.walk(this::forgetMaterialization);
        op.erase();
      }
      b.erase();
    }
  }

  void destroyLater(Operation op) {
    opsToDestroy.add(op);
  }

  void destroyLater(Block block) {
    blocksToDestroy.add(block);
  }
}
