package jopt.passes.bufferization.oneshot;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * The analysis' view (MLIR's OneShotAnalysisState): alias sets and equivalence classes of tensor
 * values (union-find), the operands decided in place, and the uses whose contents are undefined.
 */
public class OneShotAnalysisState extends AnalysisState {
  private final UnionFind<Value> aliasInfo = new UnionFind<>();
  private final UnionFind<Value> equivalentInfo = new UnionFind<>();
  private final Set<OpOperand> inplace = new HashSet<>();
  private final Set<OpOperand> undefinedTensorUses = new HashSet<>();
  private final Map<Value, Set<Value>> cachedDefinitions = new HashMap<>();
  /** Function boundary facts of the module analysis (null without bufferize-function-boundaries). */
  private FuncAnalysisState funcState;
  /** Counters of the conflict (C_) and non-writable (W_) annotations. */
  int conflictCounter;
  int nonWritableCounter;

  public OneShotAnalysisState(Operation root, BufferizationOptions options) {
    super(options);
    // Every tensor value starts in an alias and an equivalence class of its own; the union-finds
    // need no entry for that (MLIR's createAliasInfoEntry walk).
    markMustBufferizeInPlace(root);
  }

  /** MLIR walks post-order: an op that is not allowed is skipped, its nested ops are not. */
  private void markMustBufferizeInPlace(Operation root) {
    root.walk((Operation op) -> {
      BufferizableOpInterface b = getOptions().dynCastBufferizableOp(op);
      if (b == null) {
        return;
      }
      for (OpOperand o : op.getOpOperands()) {
        if (BufferizableOpInterface.isTensor(o.get().getType()) && b.mustBufferizeInPlace(op, o, this)) {
          bufferizeInPlace(o);
        }
      }
    });
  }

  public FuncAnalysisState getFuncState() {
    return funcState;
  }

  void setFuncState(FuncAnalysisState funcState) {
    this.funcState = funcState;
  }

  public void bufferizeInPlace(OpOperand operand) {
    if (!inplace.add(operand)) {
      return;
    }
    for (AliasingValue a : getAliasingValues(operand)) {
      aliasInfo.union(a.value(), operand.get());
    }
  }

  public void bufferizeOutOfPlace(OpOperand operand) {}

  @Override
  public boolean isInPlace(OpOperand operand) {
    return inplace.contains(operand);
  }

  @Override
  public boolean areEquivalentBufferizedValues(Value a, Value b) {
    return equivalentInfo.same(a, b);
  }

  @Override
  public boolean areAliasingBufferizedValues(Value a, Value b) {
    return aliasInfo.same(a, b);
  }

  public void unionAliasSets(Value a, Value b) {
    aliasInfo.union(a, b);
  }

  public void unionEquivalenceClasses(Value a, Value b) {
    equivalentInfo.union(a, b);
  }

  /** Calls {@code fn} on every alias of {@code v}; {@code fn} must not unite alias sets. */
  public void applyOnAliases(Value v, Consumer<Value> fn) {
    aliasInfo.forEachMember(v, fn);
  }

  /** Calls {@code fn} on every value equivalent to {@code v}; {@code fn} must not unite classes. */
  public void applyOnEquivalenceClass(Value v, Consumer<Value> fn) {
    equivalentInfo.forEachMember(v, fn);
  }

  @Override
  public boolean hasUndefinedContents(OpOperand operand) {
    return undefinedTensorUses.contains(operand);
  }

  /** Whether an alias of {@code value} is written in place. */
  public boolean isValueWritten(Value value) {
    boolean[] written = {false};
    applyOnAliases(value, v -> {
      for (OpOperand use : v.getUses()) {
        if (isInPlace(use) && bufferizesToMemoryWrite(use)) {
          written[0] = true;
        }
      }
    });
    return written[0];
  }

  /** Whether the buffer of {@code value} may be written (its op says so; unknown ops: no). */
  public boolean isWritable(Value value) {
    Operation owner = ownerOf(value);
    BufferizableOpInterface b = getOptions().dynCastBufferizableOp(owner);
    return b != null && b.isWritable(owner, value, this);
  }

  /** findDefinitions, cached per value (one or no definition, the usual case, in a compact set). */
  Set<Value> findDefinitionsCached(OpOperand operand) {
    return cachedDefinitions.computeIfAbsent(operand.get(), v -> {
      LinkedHashSet<Value> defs = findDefinitions(operand);
      return defs.size() > 1 ? defs : defs.isEmpty() ? Set.of() : Set.of(defs.iterator().next());
    });
  }

  @Override
  void resetCache() {
    super.resetCache();
    cachedDefinitions.clear();
  }

  /** Uses of results with no defining write (contents undefined: copies can be skipped); {@code ops} in post-order. */
  void gatherUndefinedTensorUses(List<Operation> ops) {
    for (Operation op : ops) {
      if (getOptions().dynCastBufferizableOp(op) == null) {
        continue;
      }
      for (OpResult r : op.getResults()) {
        if (!BufferizableOpInterface.isTensor(r.getType()) || r.useEmpty()) {
          continue;
        }
        OpOperand first = r.getUses().iterator().next();
        if (findDefinitionsCached(first).isEmpty()) {
          for (OpOperand use : r.getUses()) {
            undefinedTensorUses.add(use);
          }
        }
      }
    }
  }
}
