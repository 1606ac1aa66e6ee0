package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.BlockArgument;
import jopt.ir.DominanceInfo;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.attr.UnitAttr;

/**
 * Read-after-write conflicts and writes to read-only buffers, as One-Shot Analysis defines
 * them: a read R conflicts with an in-place write W of an alias when, following SSA, R should
 * see a definition D but W may happen between D and R.
 */
final class ConflictDetection {
  private ConflictDetection() {}

  /** Whether {@code a} (or an ancestor) properly dominates {@code b} and {@code b} is not inside it. */
  static boolean happensBefore(Operation a, Operation b, DominanceInfo dom) {
    do {
      if (a.isProperAncestor(b)) {
        return false;
      }
      if (dom.properlyDominates(a, b)) {
        return true;
      }
      a = a.getParentOp();
    } while (a != null);
    return false;
  }

  /**
   * MLIR's canUseOpDominanceDueToRegions, the part that does not depend on the write: for each
   * definition in another repetitive region than the read, the op of the outermost repetitive
   * region around the read below the definition's. Op dominance may be used for a write that
   * none of these ops contains.
   */
  private static List<Operation> repetitiveRegionOpsAroundRead(OpOperand read, Set<Value> definitions,
      AnalysisState state) {
    List<Operation> ops = List.of();
    Region rReadStart = state.getEnclosingRepetitiveRegion(read.getOwner());
    for (Value def : definitions) {
      Region rRead = rReadStart;
      Region rDef = state.getEnclosingRepetitiveRegion(def);
      if (rRead == rDef) {
        continue;
      }
      while (true) {
        Region next = state.getNextEnclosingRepetitiveRegion(rRead);
        if (next == rDef) {
          break;
        }
        rRead = next;
      }
      if (ops.isEmpty()) {
        ops = new ArrayList<>(1);
      }
      ops.add(rRead.getParentOp());
    }
    return ops;
  }

  private static boolean canUseOpDominanceDueToRegions(List<Operation> repetitiveOpsAroundRead, OpOperand write) {
    for (Operation op : repetitiveOpsAroundRead) {
      if (op.isAncestor(write.getOwner())) {
        return false;
      }
    }
    return true;
  }

  private static boolean canUseOpDominanceDueToBlocks(OpOperand read, OpOperand write, Set<Value> definitions) {
    Region region = read.getOwner().getParentRegion();
    // In a region of one block no block reaches another (the common case, answered first).
    if (region != write.getOwner().getParentRegion() || region == null || region.hasOneBlock()) {
      return true;
    }
    var readBlock = read.getOwner().getBlock();
    var writeBlock = write.getOwner().getBlock();
    for (Value def : definitions) {
      var defBlock = def.getParentBlock();
      if (AnalysisState.isReachable(readBlock, writeBlock, defBlock)
          && AnalysisState.isReachable(writeBlock, readBlock, defBlock)) {
        return false;
      }
    }
    return true;
  }

  private static void annotateConflict(OneShotAnalysisState state, OpOperand read, OpOperand write, Value def) {
    String id = "C_" + state.conflictCounter++;
    write.getOwner().setAttr(id + "[CONFL-WRITE: " + write.getOperandNumber() + "]", UnitAttr.INSTANCE);
    read.getOwner().setAttr(id + "[READ: " + read.getOperandNumber() + "]", UnitAttr.INSTANCE);
    if (def instanceof OpResult r) {
      r.getDefiningOp().setAttr(id + "[DEF: result " + r.getResultNumber() + "]", UnitAttr.INSTANCE);
    } else {
      BlockArgument a = (BlockArgument) def;
      a.getOwner().getParentOp().setAttr(id + "[DEF: bbArg " + a.getArgNumber() + "]", UnitAttr.INSTANCE);
    }
  }

  private static boolean hasEquivalentValueInReverseUseDefChain(AnalysisState state, OpOperand start, Value other) {
    TraversalConfig config = new TraversalConfig();
    config.followEquivalentOnly = true;
    config.alwaysIncludeLeaves = false;
    config.followSameTypeOrCastsOnly = true;
    return !state.findValueInReverseUseDefChain(start, v -> v == other, config).isEmpty();
  }

  static boolean hasReadAfterWriteInterference(Collection<OpOperand> usesRead, Collection<OpOperand> usesWrite,
      DominanceInfo dom, OneShotAnalysisState state) {
    BufferizationOptions options = state.getOptions();
    if (options.checkParallelRegions && !usesRead.isEmpty()) {
      for (OpOperand w : usesWrite) {
        LinkedHashSet<Value> defsOrLeaves = state.findValueInReverseUseDefChain(w,
            state::bufferizesToMemoryWrite, new TraversalConfig());
        for (Value def : defsOrLeaves) {
          if (state.getParallelRegion(def.getParentRegion())
              != state.getParallelRegion(w.getOwner().getParentRegion())) {
            return true;
          }
        }
      }
    }
    // What depends on the write alone, found once per write rather than once per read and write
    // (a model of 3,000 ops checks 6 million pairs).
    int numWrites = usesWrite.size();
    OpOperand[] writes = usesWrite.toArray(new OpOperand[0]);
    BufferizableOpInterface[] writeIfaces = new BufferizableOpInterface[numWrites];
    for (int i = 0; i < numWrites; i++) {
      writeIfaces[i] = options.dynCastBufferizableOp(writes[i].getOwner());
    }
    @SuppressWarnings("unchecked")
    List<AliasingValue>[] writeAliases = new List[numWrites];
    for (OpOperand uRead : usesRead) {
      Operation readingOp = uRead.getOwner();
      Set<Value> definitions = state.findDefinitionsCached(uRead);
      if (definitions.isEmpty() || numWrites == 0) {
        continue;
      }
      BufferizableOpInterface rb = options.dynCastBufferizableOp(readingOp);
      List<Operation> repetitiveOpsAroundRead = repetitiveRegionOpsAroundRead(uRead, definitions, state);
      for (int i = 0; i < numWrites; i++) {
        OpOperand uWrite = writes[i];
        boolean useDominance = canUseOpDominanceDueToRegions(repetitiveOpsAroundRead, uWrite)
            && canUseOpDominanceDueToBlocks(uRead, uWrite, definitions);
        Operation writingOp = uWrite.getOwner();
        if (useDominance) {
          if (happensBefore(readingOp, writingOp, dom)) {
            continue;
          }
          if (uWrite == uRead) {
            continue;
          }
          if (AnalysisState.insideMutuallyExclusiveRegions(readingOp, writingOp)) {
            continue;
          }
          if (writingOp == readingOp) {
            if (rb != null && rb.bufferizesToElementwiseAccess(readingOp, state, List.of(uRead, uWrite))
                && (hasEquivalentValueInReverseUseDefChain(state, uRead, uWrite.get())
                    || hasEquivalentValueInReverseUseDefChain(state, uWrite, uRead.get()))) {
              continue;
            }
          }
        }
        BufferizableOpInterface wb = writeIfaces[i];
        if (SubsetRules.areNonConflictingSubsets(uRead, rb, uWrite, wb, state)) {
          continue;
        }
        if (rb != null && rb.isNotConflicting(readingOp, uRead, uWrite, state)) {
          continue;
        }
        if (writingOp != readingOp) {
          if (wb != null && wb.isNotConflicting(writingOp, uRead, uWrite, state)) {
            continue;
          }
        }
        for (Value definition : definitions) {
          Operation defOp = definition.getDefiningOp();
          if (defOp != null) {
            if (happensBefore(writingOp, defOp, dom)) {
              continue;
            }
            if (defOp.isProperAncestor(writingOp)) {
              continue;
            }
          } else {
            BlockArgument a = (BlockArgument) definition;
            if (Operation.findAncestorOpInBlock(a.getOwner(), writingOp) == null) {
              continue;
            }
          }
          if (writeAliases[i] == null) {
            writeAliases[i] = state.getAliasingValues(uWrite);
          }
          List<AliasingValue> aliases = writeAliases[i];
          if (aliases.size() == 1 && aliases.get(0).value() == definition) {
            continue;
          }
          if (options.printConflicts) {
            annotateConflict(state, uRead, uWrite, definition);
          }
          return true;
        }
      }
    }
    return false;
  }

  static void getAliasingInplaceWrites(Collection<OpOperand> res, Value root, OneShotAnalysisState state) {
    state.applyOnAliases(root, alias -> {
      for (OpOperand use : alias.getUses()) {
        if (state.bufferizesToMemoryWrite(use) && state.isInPlace(use)) {
          res.add(use);
        }
      }
    });
  }

  static void getAliasingReads(Collection<OpOperand> res, Value root, OneShotAnalysisState state) {
    state.applyOnAliases(root, alias -> {
      for (OpOperand use : alias.getUses()) {
        if (state.bufferizesToMemoryRead(use)) {
          res.add(use);
          continue;
        }
        if (!state.bufferizesToMemoryWrite(use)) {
          for (AliasingValue a : state.getAliasingValues(use)) {
            if (state.isValueRead(a.value())) {
              res.add(use);
              break;
            }
          }
        }
      }
    });
  }

  /** The reads and in-place writes of {@code v}'s alias class, unless a class gathered has it. */
  private static void gatherAliasingUses(List<OpOperand> reads, List<OpOperand> writes,
      List<Value> gathered, Value v, OneShotAnalysisState state) {
    for (Value g : gathered) {
      if (state.areAliasingBufferizedValues(g, v)) {
        return;
      }
    }
    gathered.add(v);
    getAliasingReads(reads, v, state);
    getAliasingInplaceWrites(writes, v, state);
  }

  static boolean wouldCreateReadAfterWriteInterference(OpOperand operand, DominanceInfo dom,
      OneShotAnalysisState state, boolean checkConsistencyOnly) {
    // Lists, not sets: the uses of an alias class are those of its members, and two classes
    // share none, so gathering each class once gathers each use once (and in the order a set
    // would keep).
    List<OpOperand> usesRead = new ArrayList<>();
    List<OpOperand> usesWrite = new ArrayList<>();
    List<Value> gathered = new ArrayList<>(2);
    gatherAliasingUses(usesRead, usesWrite, gathered, operand.get(), state);
    for (AliasingValue a : state.getAliasingValues(operand)) {
      gatherAliasingUses(usesRead, usesWrite, gathered, a.value(), state);
    }
    // The operand is among the in-place writes already when it is in place.
    if (!checkConsistencyOnly && state.bufferizesToMemoryWrite(operand) && !state.isInPlace(operand)) {
      usesWrite.add(operand);
    }
    return hasReadAfterWriteInterference(usesRead, usesWrite, dom, state);
  }

  private static void annotateNonWritableTensor(OneShotAnalysisState state, Value value) {
    String id = "W_" + state.nonWritableCounter++;
    if (value instanceof OpResult r) {
      r.getDefiningOp().setAttr(id + "[NOT-WRITABLE: result " + r.getResultNumber() + "]", UnitAttr.INSTANCE);
    } else {
      BlockArgument a = (BlockArgument) value;
      a.getOwner().getParentOp().setAttr(id + "[NOT-WRITABLE: bbArg " + a.getArgNumber() + "]",
          UnitAttr.INSTANCE);
    }
  }

  static boolean wouldCreateWriteToNonWritableBuffer(OpOperand operand, OneShotAnalysisState state,
      boolean checkConsistencyOnly) {
    boolean foundWrite = !checkConsistencyOnly && state.bufferizesToMemoryWrite(operand);
    if (!foundWrite) {
      // Only asked whether it is empty: a list, as for the read-after-write check.
      List<OpOperand> usesWrite = new ArrayList<>();
      getAliasingInplaceWrites(usesWrite, operand.get(), state);
      for (AliasingValue a : state.getAliasingValues(operand)) {
        getAliasingInplaceWrites(usesWrite, a.value(), state);
      }
      foundWrite = !usesWrite.isEmpty();
    }
    if (!foundWrite) {
      return false;
    }
    boolean[] foundReadOnly = {false};
    java.util.function.Consumer<Value> check = v -> {
      if (!state.isWritable(v)) {
        foundReadOnly[0] = true;
        if (state.getOptions().printConflicts) {
          annotateNonWritableTensor(state, v);
        }
      }
    };
    state.applyOnAliases(operand.get(), check);
    for (AliasingValue a : state.getAliasingValues(operand)) {
      state.applyOnAliases(a.value(), check);
    }
    return foundReadOnly[0];
  }
}
