package jopt.passes.bufferization.ownership;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.analysis.Liveness;
import jopt.passes.analysis.ValueOrder;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.bufferization.CloneOp;
import jopt.dialects.bufferization.DeallocOp;
import jopt.dialects.memref.ExtractStridedMetadataOp;
import jopt.dialects.memref.ReinterpretCastOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;

/**
 * MLIR's DeallocationState: what the ownership-based deallocation knows while it walks a
 * function. Per block, the ownership of each memref in it ({@link Ownership}) and the memrefs
 * the block may have to free at its end, in the order they became known; the liveness of the
 * function as it was before the pass; the functions calls refer to.
 */
public final class DeallocationState {
  private record Key(Value memref, Block block) {}

  private final Map<Key, Ownership> ownership = new HashMap<>();
  private final Map<Block, List<Value>> toDeallocate = new HashMap<>();
  private final Liveness liveness;
  private final Map<Operation, Map<String, Operation>> symbolTables = new HashMap<>();

  public DeallocationState(Operation function) {
    this.liveness = new Liveness(function);
  }

  /** Joins {@code update} into the ownership of {@code memref} in {@code block} (null: its own block). */
  public void updateOwnership(Value memref, Ownership update, Block block) {
    Key k = new Key(memref, block == null ? memref.getParentBlock() : block);
    ownership.put(k, ownership.getOrDefault(k, Ownership.UNINITIALIZED).combine(update));
  }

  public void updateOwnership(Value memref, Value indicator, Block block) {
    updateOwnership(memref, Ownership.unique(indicator), block);
  }

  /** Joins into the ownership in the block that defines {@code memref}. */
  public void updateOwnership(Value memref, Value indicator) {
    updateOwnership(memref, Ownership.unique(indicator), null);
  }

  /** Forgets the ownership of {@code memrefs} in {@code block}. */
  public void resetOwnerships(List<? extends Value> memrefs, Block block) {
    for (Value v : memrefs) {
      ownership.put(new Key(v, block), Ownership.UNINITIALIZED);
    }
  }

  public Ownership getOwnership(Value memref, Block block) {
    return ownership.getOrDefault(new Key(memref, block), Ownership.UNINITIALIZED);
  }

  /** Remembers to free {@code memref} (if owned) at the end of {@code block}. */
  public void addMemrefToDeallocate(Value memref, Block block) {
    toDeallocate.computeIfAbsent(block, k -> new ArrayList<>()).add(memref);
  }

  /** The memrefs live when control enters {@code block}, in MLIR's value order. */
  public List<Value> getLiveMemrefsIn(Block block) {
    List<Value> live = new ArrayList<>();
    for (Value v : liveness.getLiveIn(block)) {
      if (BufferViewFlowAnalysis.isMemRef(v)) {
        live.add(v);
      }
    }
    live.sort(ValueOrder.INSTANCE);
    return live;
  }

  /**
   * The memrefs the end of {@code from} must not free when control goes on to {@code to} (null:
   * leaves the region) with {@code destOperands}: the memref operands, then the memrefs live out
   * of {@code from} (and into {@code to}) in MLIR's value order.
   */
  public List<Value> getMemrefsToRetain(Block from, Block to, List<? extends Value> destOperands) {
    List<Value> retain = new ArrayList<>();
    for (Value v : destOperands) {
      if (BufferViewFlowAnalysis.isMemRef(v)) {
        retain.add(v);
      }
    }
    Set<Value> liveIn = to == null ? null : liveness.getLiveIn(to);
    List<Value> live = new ArrayList<>();
    for (Value v : new HashSet<>(liveness.getLiveOut(from))) {
      if (BufferViewFlowAnalysis.isMemRef(v) && (liveIn == null || liveIn.contains(v))) {
        live.add(v);
      }
    }
    live.sort(ValueOrder.INSTANCE);
    retain.addAll(live);
    return retain;
  }

  /**
   * The base buffers of the memrefs {@code block} may free and their ownership indicators, the
   * base buffers extracted with memref.extract_strided_metadata at {@code builder} (an unranked
   * memref is first reinterpreted as a rank-0 one). Fails when one has no unique ownership.
   */
  public void getMemrefsAndConditionsToDeallocate(Builder builder, Location loc, Block block,
      List<Value> memrefs, List<Value> conditions) throws DeallocationFailure {
    for (Value memref : toDeallocate.getOrDefault(block, List.of())) {
      Ownership o = getOwnership(memref, block);
      if (!o.isUnique()) {
        emitError(memref, "MemRef value does not have valid ownership");
        throw new DeallocationFailure();
      }
      Value m = memref;
      if (m.getType() instanceof UnrankedMemRefType u) {
        // As MLIR's builder infers it: rank 0 with an (empty) strided layout.
        MemRefType rank0 = MemRefType.get(new long[0], u.getElementType(),
            jopt.ir.attr.StridedLayoutAttr.get(0, new long[0]), u.getMemorySpace());
        m = ReinterpretCastOp.create(builder, loc, rank0, m, 0, new long[0], new long[0], List.of(),
            List.of(), List.of()).result();
      }
      memrefs.add(ExtractStridedMetadataOp.create(builder, loc, m).getOperation().getResult(0));
      conditions.add(o.getIndicator());
    }
  }

  /**
   * A memref with unique ownership in {@code block} for {@code memref}: itself when its ownership
   * is unique, else a new clone of it (owned: its indicator is true, and it is freed at the end of
   * its block).
   */
  public BufferDeallocationOpInterface.MemrefWithOwnership getMemrefWithUniqueOwnership(Builder builder,
      Value memref, Block block) {
    Ownership o = getOwnership(memref, block);
    if (o.isUnique()) {
      return new BufferDeallocationOpInterface.MemrefWithOwnership(memref, o.getIndicator());
    }
    Value clone = CloneOp.create(builder, memref.getLoc(), memref).output();
    Value cond = boolConstant(builder, memref.getLoc(), true);
    updateOwnership(clone, cond);
    addMemrefToDeallocate(clone, clone.getParentBlock());
    return new BufferDeallocationOpInterface.MemrefWithOwnership(clone, cond);
  }

  /**
   * MLIR's deallocation_impl::insertDeallocOpForReturnLike: before terminator {@code op} (without
   * successors), frees what its block owns and does not pass on (the memrefs among
   * {@code operands} and those live out of the block are retained), unless there is nothing to
   * free or retain. The retained values take the dealloc's results as their ownership; those of
   * the memref operands are added to {@code updatedOwnerships}.
   */
  public void insertDeallocOpForReturnLike(Operation op, List<? extends Value> operands,
      List<Value> updatedOwnerships) throws DeallocationFailure {
    Builder b = new Builder(op.getContext());
    b.setInsertionPoint(op);
    Block block = op.getBlock();
    List<Value> memrefs = new ArrayList<>();
    List<Value> conditions = new ArrayList<>();
    getMemrefsAndConditionsToDeallocate(b, op.getLoc(), block, memrefs, conditions);
    List<Value> retain = getMemrefsToRetain(block, null, operands);
    if (memrefs.isEmpty() && retain.isEmpty()) {
      return;
    }
    DeallocOp dealloc = DeallocOp.create(b, op.getLoc(), memrefs, conditions, retain);
    takeUpdatedOwnerships(dealloc, block);
    int memrefOperands = 0;
    for (Value v : operands) {
      if (BufferViewFlowAnalysis.isMemRef(v)) {
        memrefOperands++;
      }
    }
    updatedOwnerships.addAll(dealloc.updatedConditions().subList(0, memrefOperands));
  }

  /** The values {@code dealloc} retains take its results as their ownership in {@code block}. */
  public void takeUpdatedOwnerships(DeallocOp dealloc, Block block) {
    List<Value> retained = dealloc.retained();
    List<Value> updated = dealloc.updatedConditions();
    resetOwnerships(retained, block);
    for (int i = 0; i < retained.size(); i++) {
      updateOwnership(retained.get(i), updated.get(i), block);
    }
  }

  /** The function a call names, in the nearest symbol table around {@code from}, or null. */
  public Operation lookupFunction(Operation from, String name) {
    Operation table = from.getParentWithTrait(Traits.SymbolTable.class);
    if (table == null || table.getNumRegions() == 0 || table.getRegion(0).isEmpty()) {
      return null;
    }
    return symbolTables.computeIfAbsent(table, t -> {
      Map<String, Operation> symbols = new HashMap<>();
      for (Operation o : t.getRegion(0).front().getOperations()) {
        if (o.getAttr("sym_name") instanceof StringAttr s) {
          symbols.putIfAbsent(s.value(), o);
        }
      }
      return symbols;
    }).get(name);
  }

  /** {@code arith.constant true|false} at the builder's insertion point. */
  public static Value boolConstant(Builder b, Location loc, boolean value) {
    return ConstantOp.create(b, loc, value ? BoolAttr.TRUE : BoolAttr.FALSE).getOperation().getResult(0);
  }

  /** An error at the location of {@code v}, without an op (MLIR's emitError(value.getLoc(), ...)). */
  static void emitError(Value v, String message) {
    Operation def = v.getDefiningOp();
    Operation anchor = def != null ? def : v.getParentBlock().getParentOp();
    anchor.getContext().getDiagEngine().emit(
        new jopt.ir.Diagnostic(jopt.ir.Diagnostic.Severity.ERROR, v.getLoc(), message));
  }
}
