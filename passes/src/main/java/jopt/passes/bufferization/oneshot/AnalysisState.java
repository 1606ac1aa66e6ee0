package jopt.passes.bufferization.oneshot;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.interfaces.RegionBranchOpInterface;

/**
 * What bufferization knows about buffers (MLIR's AnalysisState). This base class answers from
 * the ops' interfaces alone, as bufferization without analysis does (copy-before-write: every
 * write is out of place); {@link OneShotAnalysisState} adds the analysis' decisions.
 */
public class AnalysisState {
  private final BufferizationOptions options;
  /**
   * The innermost repetitive region enclosing a region (inclusive; {@link #NONE} for none), as
   * MLIR's enclosingRepetitiveRegionCache: the conflict check asks it per read, write and
   * definition. Valid while no region moves; {@link #resetCache} forgets it.
   */
  private final Map<Region, Region> repetitiveRegions = new IdentityHashMap<>();
  private static final Region NONE = new Region();

  public AnalysisState(BufferizationOptions options) {
    this.options = options;
  }

  public BufferizationOptions getOptions() {
    return options;
  }

  /** The op a value belongs to: its defining op, or the parent op of its block. */
  public static Operation ownerOf(Value v) {
    if (v instanceof OpResult r) {
      return r.getDefiningOp();
    }
    return ((BlockArgument) v).getOwner().getParentOp();
  }

  public boolean bufferizesToMemoryRead(OpOperand operand) {
    BufferizableOpInterface b = options.dynCastBufferizableOp(operand.getOwner());
    // Unknown op: conservatively a read.
    return b == null || b.bufferizesToMemoryRead(operand.getOwner(), operand, this);
  }

  public boolean bufferizesToMemoryWrite(OpOperand operand) {
    BufferizableOpInterface b = options.dynCastBufferizableOp(operand.getOwner());
    return b == null || b.bufferizesToMemoryWrite(operand.getOwner(), operand, this);
  }

  /** Whether a value's buffer is written by the op that defines it. */
  public boolean bufferizesToMemoryWrite(Value value) {
    if (!(value instanceof OpResult r)) {
      return true;
    }
    BufferizableOpInterface b = options.dynCastBufferizableOp(r.getDefiningOp());
    return b == null || b.resultBufferizesToMemoryWrite(r.getDefiningOp(), r, this);
  }

  public boolean bufferizesToAliasOnly(OpOperand operand) {
    BufferizableOpInterface b = options.dynCastBufferizableOp(operand.getOwner());
    return b != null && b.bufferizesToAliasOnly(operand.getOwner(), operand, this);
  }

  public List<AliasingValue> getAliasingValues(OpOperand operand) {
    BufferizableOpInterface b = options.dynCastBufferizableOp(operand.getOwner());
    if (b != null) {
      return b.getAliasingValues(operand.getOwner(), operand, this);
    }
    // Unknown op: every tensor result and entry block argument may alias.
    List<AliasingValue> r = new ArrayList<>();
    Operation op = operand.getOwner();
    for (OpResult res : op.getResults()) {
      if (BufferizableOpInterface.isTensor(res.getType())) {
        r.add(new AliasingValue(res, BufferRelation.UNKNOWN, false));
      }
    }
    for (Region region : op.getRegions()) {
      if (!region.isEmpty()) {
        for (BlockArgument a : region.front().getArguments()) {
          if (BufferizableOpInterface.isTensor(a.getType())) {
            r.add(new AliasingValue(a, BufferRelation.UNKNOWN, false));
          }
        }
      }
    }
    return r;
  }

  public List<AliasingOpOperand> getAliasingOpOperands(Value value) {
    Operation op = ownerOf(value);
    BufferizableOpInterface b = options.dynCastBufferizableOp(op);
    if (b != null) {
      return b.getAliasingOpOperands(op, value, this);
    }
    List<AliasingOpOperand> r = new ArrayList<>();
    for (OpOperand o : op.getOpOperands()) {
      if (BufferizableOpInterface.isTensor(o.get().getType())) {
        r.add(new AliasingOpOperand(o, BufferRelation.UNKNOWN, false));
      }
    }
    return r;
  }

  /** Without analysis every write is out of place. */
  public boolean isInPlace(OpOperand operand) {
    return !bufferizesToMemoryWrite(operand);
  }

  public boolean areEquivalentBufferizedValues(Value a, Value b) {
    return false;
  }

  public boolean areAliasingBufferizedValues(Value a, Value b) {
    return true;
  }

  public boolean hasUndefinedContents(OpOperand operand) {
    return false;
  }

  /** Whether the contents of {@code value} (or of a value aliasing it through alias-only ops) are read. */
  public boolean isValueRead(Value value) {
    ArrayDeque<OpOperand> work = new ArrayDeque<>();
    Set<OpOperand> visited = new HashSet<>();
    for (OpOperand use : value.getUses()) {
      work.push(use);
    }
    while (!work.isEmpty()) {
      OpOperand u = work.pop();
      if (!visited.add(u)) {
        continue;
      }
      if (bufferizesToAliasOnly(u)) {
        for (AliasingValue a : getAliasingValues(u)) {
          for (OpOperand use : a.value().getUses()) {
            work.push(use);
          }
        }
      }
      if (bufferizesToMemoryRead(u)) {
        return true;
      }
    }
    return false;
  }

  /** Follows the reverse use-def chain from {@code start} through aliasing operands (MLIR's rules). */
  public LinkedHashSet<Value> findValueInReverseUseDefChain(OpOperand start, Predicate<Value> condition,
      TraversalConfig config) {
    return findValueInReverseUseDefChain(start, condition, config, null);
  }

  /** As above; adds the operands it follows (and {@code start}) to {@code visitedOpOperands} when given. */
  public LinkedHashSet<Value> findValueInReverseUseDefChain(OpOperand start, Predicate<Value> condition,
      TraversalConfig config, Set<OpOperand> visitedOpOperands) {
    if (visitedOpOperands != null) {
      visitedOpOperands.add(start);
    }
    LinkedHashSet<Value> result = new LinkedHashSet<>();
    LinkedHashSet<Value> working = new LinkedHashSet<>();
    Set<Value> visited = new HashSet<>();
    working.add(start.get());
    while (!working.isEmpty()) {
      Value value = working.iterator().next();
      // SetVector::pop_back_val: the last inserted.
      Value last = null;
      for (Value v : working) {
        last = v;
      }
      value = last;
      working.remove(value);
      if (!config.revisitAlreadyVisitedValues && visited.contains(value)) {
        if (config.alwaysIncludeLeaves) {
          result.add(value);
        }
        continue;
      }
      visited.add(value);
      if (condition.test(value)) {
        result.add(value);
        continue;
      }
      if (!config.followUnknownOps && options.dynCastBufferizableOp(ownerOf(value)) == null) {
        if (config.alwaysIncludeLeaves) {
          result.add(value);
        }
        continue;
      }
      List<AliasingOpOperand> aliases = getAliasingOpOperands(value);
      if (aliases.isEmpty()) {
        if (config.alwaysIncludeLeaves) {
          result.add(value);
        }
        continue;
      }
      for (AliasingOpOperand a : aliases) {
        if (config.followEquivalentOnly && a.relation() != BufferRelation.EQUIVALENT) {
          if (config.alwaysIncludeLeaves) {
            result.add(value);
          }
          continue;
        }
        if (config.followInPlaceOnly && !isInPlace(a.opOperand())) {
          if (config.alwaysIncludeLeaves) {
            result.add(value);
          }
          continue;
        }
        if (config.followSameTypeOrCastsOnly && !a.opOperand().get().getType().equals(value.getType())
            && !isCast(ownerOf(value))) {
          if (config.alwaysIncludeLeaves) {
            result.add(value);
          }
          continue;
        }
        working.add(a.opOperand().get());
        if (visitedOpOperands != null) {
          visitedOpOperands.add(a.opOperand());
        }
      }
    }
    return result;
  }

  private static boolean isCast(Operation op) {
    return op != null && op.getInterface(jopt.ir.interfaces.CastOpInterface.class) != null;
  }

  /** The values whose writes define the contents read through {@code operand}. */
  public LinkedHashSet<Value> findDefinitions(OpOperand operand) {
    TraversalConfig config = new TraversalConfig();
    config.alwaysIncludeLeaves = false;
    return findValueInReverseUseDefChain(operand, this::bufferizesToMemoryWrite, config);
  }

  /** Whether the copy of an out-of-place operand can be left out (MLIR's canOmitTensorCopy). */
  public boolean canOmitTensorCopy(OpOperand operand) {
    if (hasUndefinedContents(operand)) {
      return true;
    }
    if (bufferizesToMemoryWrite(operand) && !bufferizesToMemoryRead(operand)) {
      return true;
    }
    if (!bufferizesToMemoryRead(operand)) {
      for (AliasingValue a : getAliasingValues(operand)) {
        if (isValueRead(a.value())) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  /** MLIR's default resultBufferizesToMemoryWrite. */
  static boolean defaultResultBufferizesToMemoryWrite(OpResult result, AnalysisState state) {
    Operation defOp = result.getDefiningOp();
    BufferizableOpInterface b = state.getOptions().dynCastBufferizableOp(defOp);
    List<AliasingOpOperand> operands = b.getAliasingOpOperands(defOp, result, state);
    if (operands.isEmpty()) {
      return true;
    }
    for (AliasingOpOperand a : operands) {
      if (state.bufferizesToMemoryWrite(a.opOperand())) {
        return true;
      }
    }
    TraversalConfig config = new TraversalConfig();
    config.alwaysIncludeLeaves = false;
    for (AliasingOpOperand a : operands) {
      if (!state.findValueInReverseUseDefChain(a.opOperand(), v -> {
        Operation owner = ownerOf(v);
        return defOp.isAncestor(owner) && state.bufferizesToMemoryWrite(v);
      }, config).isEmpty()) {
        return true;
      }
    }
    return false;
  }

  // ---- Regions -------------------------------------------------------------------------------

  /** The innermost region enclosing {@code op} that may run more than once, or null. */
  public Region getEnclosingRepetitiveRegion(Operation op) {
    return enclosingRepetitive(op.getParentRegion());
  }

  public Region getEnclosingRepetitiveRegion(Value value) {
    return enclosingRepetitive(value.getParentRegion());
  }

  /** The next repetitive region enclosing {@code region} (exclusive), or null. */
  public Region getNextEnclosingRepetitiveRegion(Region region) {
    Operation parent = region.getParentOp();
    return parent == null ? null : enclosingRepetitive(parent.getParentRegion());
  }

  /** Forgets what the state remembers about the IR (after the IR changed). */
  void resetCache() {
    repetitiveRegions.clear();
  }

  private Region enclosingRepetitive(Region r) {
    if (r == null) {
      return null;
    }
    Region known = repetitiveRegions.get(r);
    if (known == null) {
      known = findEnclosingRepetitive(r);
      repetitiveRegions.put(r, known == null ? NONE : known);
    }
    return known == NONE ? null : known;
  }

  private Region findEnclosingRepetitive(Region r) {
    while (r != null) {
      Operation parent = r.getParentOp();
      if (parent == null) {
        return null;
      }
      BufferizableOpInterface b = options.dynCastBufferizableOp(parent);
      if (b != null && b.isRepetitiveRegion(parent, r.getRegionNumber())) {
        return r;
      }
      r = parent.getParentRegion();
    }
    return null;
  }

  /** The innermost enclosing parallel region of {@code r} (inclusive), or null. */
  public Region getParallelRegion(Region r) {
    while (r != null) {
      Operation parent = r.getParentOp();
      if (parent == null) {
        return null;
      }
      BufferizableOpInterface b = options.dynCastBufferizableOp(parent);
      if (b != null && b.isParallelRegion(parent, r.getRegionNumber())) {
        return r;
      }
      r = parent.getParentRegion();
    }
    return null;
  }

  /** Whether {@code a} and {@code b} lie in regions of one op that never both run (scf.if's then and else). */
  public static boolean insideMutuallyExclusiveRegions(Operation a, Operation b) {
    for (Region ra = a.getParentRegion(); ra != null; ) {
      Operation parent = ra.getParentOp();
      if (parent == null) {
        return false;
      }
      if (parent.isProperAncestor(b)) {
        Region rb = null;
        for (Region candidate : parent.getRegions()) {
          if (candidate.isAncestor(b)) {
            rb = candidate;
          }
        }
        if (rb == null || rb == ra) {
          return false;
        }
        RegionBranchOpInterface rbi = parent.getInterface(RegionBranchOpInterface.class);
        if (rbi == null) {
          return false;
        }
        return !reachable(parent, rbi, ra, rb) && !reachable(parent, rbi, rb, ra);
      }
      ra = parent.getParentRegion();
    }
    return false;
  }

  private static boolean reachable(Operation op, RegionBranchOpInterface rbi, Region from, Region to) {
    ArrayDeque<Region> work = new ArrayDeque<>();
    Set<Region> seen = new HashSet<>();
    work.add(from);
    while (!work.isEmpty()) {
      Region r = work.pop();
      for (RegionBranchOpInterface.Successor s : rbi.getSuccessorRegions(op, r)) {
        if (s.isParent()) {
          continue;
        }
        if (s.region() == to) {
          return true;
        }
        if (seen.add(s.region())) {
          work.add(s.region());
        }
      }
    }
    return false;
  }

  /** Whether the block of {@code to} can be reached from that of {@code from} avoiding {@code except}. */
  public static boolean isReachable(Block from, Block to, Block except) {
    ArrayDeque<Block> work = new ArrayDeque<>(from.getSuccessors());
    Set<Block> seen = new HashSet<>();
    while (!work.isEmpty()) {
      Block b = work.pop();
      if (b == except || !seen.add(b)) {
        continue;
      }
      if (b == to) {
        return true;
      }
      work.addAll(b.getSuccessors());
    }
    return false;
  }
}
