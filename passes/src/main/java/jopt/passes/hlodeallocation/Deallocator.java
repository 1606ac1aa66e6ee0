package jopt.passes.hlodeallocation;

import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.analysis.RegionEdge;
import jopt.passes.analysis.ValueOrder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.memref.AllocaOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.TensorType;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.type.FunctionType;
import jopt.ir.type.MemRefType;

/**
 * MLIR-HLO's ownership-based deallocation ({@code Deallocator} of deallocate.cc), op by op
 * within each block: an allocation (an op with an Allocate effect) is owned by its block through
 * a {@code deallocation.own}; an op with a Free effect (memref.dealloc, memref.realloc) releases
 * the ownership of its operand's allocation; region-branch ops ({@link BranchTransform}) get
 * ownership arguments and results; calls get the ownership results of their callee. At the end
 * of a block each alias class of yielded memrefs is retained from the owned indicators of that
 * class ({@code retain(%yielded) of(%owned...)}), or passes its own indicator on; every other
 * owned indicator is freed by {@code retain() of(%o)}, placed per {@link RetainPlacement}.
 * Functions get one ownership result per memref result.
 *
 * <p>A rejected input is reported at the op the original reports it on and unwinds with
 * {@link Failed}; the pass works on a copy, so the input is left as it was.
 */
final class Deallocator {
  /** Where {@code retain() of(%o)} goes for an owned indicator whose alias class is not yielded. */
  enum RetainPlacement {
    /** The seed's rule: right after the last op of the block that uses the alias class. */
    AFTER_LAST_USE,
    /** The original's final code: right before the block's terminator. */
    BEFORE_TERMINATOR
  }

  /** A diagnostic was emitted; the transformation stops. */
  static final class Failed extends RuntimeException {
    Failed() {
      super(null, null, false, false);
    }
  }

  /** What an op or block did: indicators it released (not owned by it), indicators it owns. */
  record Result(TreeSet<Value> released, List<Value> acquired) {
    static Result empty() {
      return new Result(new TreeSet<>(ValueOrder.INSTANCE), new ArrayList<>());
    }
  }

  final Ownership state;
  private final RetainPlacement placement;
  /**
   * jopt's extension of implicit capture ({@link BranchTransform}): an if that is the last use of
   * an owned buffer it refers to takes the buffer's ownership into its branches.
   */
  final boolean freeInBranches;
  /** Finds the func.func a call (with a callee name) calls, or null. */
  interface FunctionLookup {
    Operation find(Operation call, String callee);
  }

  private final FunctionLookup functions;
  /** Per function, for each result, the arguments it may alias (refined once transformed). */
  private final Map<Operation, List<List<Integer>>> functionAliasing = new HashMap<>();
  /**
   * Per function, for each result, the earlier results it may alias (refined once transformed):
   * {@code return %a, %a} hands the caller two results of one buffer, one owned and one null, so
   * the caller must free them as one alias class.
   */
  private final Map<Operation, List<List<Integer>>> resultAliasing = new HashMap<>();
  private final BranchTransform branches;

  Deallocator(Ownership state, RetainPlacement placement, FunctionLookup functions) {
    this(state, placement, false, functions);
  }

  Deallocator(Ownership state, RetainPlacement placement, boolean freeInBranches,
      FunctionLookup functions) {
    this.state = state;
    this.placement = placement;
    this.freeInBranches = freeInBranches;
    this.functions = functions;
    this.branches = new BranchTransform(this);
  }

  static Failed fail(Operation op, String message) {
    op.emitOpError(message);
    return new Failed();
  }

  // ---- functions

  void transformFunction(Operation func) {
    if (functionAliasing.containsKey(func)) {
      return; // being transformed (a call cycle) or done
    }
    FunctionType ft = (FunctionType) ((TypeAttr) func.getAttr("function_type")).value();
    List<Integer> allArgs = new ArrayList<>();
    for (int i = 0; i < ft.getInputs().size(); i++) {
      allArgs.add(i);
    }
    List<List<Integer>> trivial = new ArrayList<>();
    List<List<Integer>> trivialResults = new ArrayList<>();
    List<Integer> memrefResults = new ArrayList<>();
    int numOwnershipResults = 0;
    for (Type t : ft.getResults()) {
      boolean memref = t instanceof MemRefType;
      trivial.add(memref ? allArgs : List.of());
      trivialResults.add(memref ? List.copyOf(memrefResults) : List.of());
      if (memref) {
        memrefResults.add(trivialResults.size() - 1);
      }
      numOwnershipResults += memref ? 1 : 0;
    }
    for (int i = 0; i < numOwnershipResults; i++) {
      trivial.add(allArgs);
    }
    functionAliasing.put(func, trivial);
    resultAliasing.put(func, trivialResults);
    Region body = func.getRegion(0);
    if (body.isEmpty()) {
      return;
    }
    Block block = body.front();
    if (block.getTerminator() == null) {
      // An unregistered op last: nothing to hand the ownership results to.
      throw fail(func, "hlo-deallocate expects a function body that ends in a terminator");
    }
    Result r = transformBlock(block, false);
    if (!r.released().isEmpty()) {
      throw fail(func, "invalid realloc of memref");
    }
    Operation ret = block.getTerminator();
    ret.insertOperands(ret.getNumOperands(), r.acquired());
    List<Type> results = new ArrayList<>();
    for (Value v : ret.getOperands()) {
      results.add(v.getType());
    }
    // The ownership results come last: with result attributes, each gets an empty dictionary.
    jopt.dialects.func.FuncOp.setFunctionType(func,
        FunctionType.get(new ArrayList<>(block.getArgumentTypes()), results));
    List<List<Integer>> refined = new ArrayList<>();
    List<List<Integer>> refinedResults = new ArrayList<>();
    List<Value> returned = ret.getOperands();
    for (int i = 0; i < returned.size(); i++) {
      Value result = returned.get(i);
      List<Integer> aliasing = new ArrayList<>();
      for (BlockArgument arg : block.getArguments()) {
        if (state.aliases.same(result, arg)) {
          aliasing.add(arg.getArgNumber());
        }
      }
      refined.add(aliasing);
      List<Integer> earlier = new ArrayList<>();
      if (Ownership.isMemRef(result)) {
        for (int j = 0; j < i; j++) {
          if (Ownership.isMemRef(returned.get(j)) && state.aliases.same(result, returned.get(j))) {
            earlier.add(j);
          }
        }
      }
      refinedResults.add(earlier);
    }
    functionAliasing.put(func, refined);
    resultAliasing.put(func, refinedResults);
  }

  // ---- blocks

  /**
   * Transforms {@code block}; the result's acquired list holds the ownership of each memref its
   * terminator yields. With {@code ownsInputs}, each memref argument gets an ownership argument
   * that the block owns.
   */
  Result transformBlock(Block block, boolean ownsInputs) {
    return transformBlock(block, ownsInputs, List.of());
  }

  /**
   * {@link #transformBlock(Block, boolean)} where the block also owns {@code handedIn},
   * indicators of the enclosing block that it yields (their ownership goes with the yielded
   * value) or frees after its last use of their alias class.
   */
  Result transformBlock(Block block, boolean ownsInputs, List<Value> handedIn) {
    Location loc = block.getParentOp().getLoc();
    TreeSet<Value> owned = new TreeSet<>(ValueOrder.INSTANCE);
    owned.addAll(handedIn);
    if (ownsInputs) {
      unionArgumentsGivenOneBuffer(block);
      for (BlockArgument arg : new ArrayList<>(block.getArguments())) {
        if (Ownership.isMemRef(arg)) {
          BlockArgument o = block.addArgument(OwnershipType.INSTANCE, loc);
          owned.add(o);
          state.setIndicator(arg, o);
        }
      }
    }
    Result blockResult = Result.empty();
    Operation terminator = terminatorOf(block);
    for (Operation op = block.getFirstOp(); op != null && op != terminator; ) {
      Operation next = op.getNextNode();
      Result r = transformOp(op, owned);
      for (Value v : r.released()) {
        if (!owned.remove(v) && !blockResult.released().add(v)) {
          throw fail(block.getParentOp(), "same value released twice");
        }
      }
      owned.addAll(r.acquired());
      op = next;
    }
    blockResult.acquired().addAll(reconcile(block, owned, loc));
    return blockResult;
  }

  /**
   * Puts in one alias class the arguments of a region's entry block that some edge into it
   * gives one buffer (the same value, views of one, or values of one alias class): a loop that
   * yields a buffer at two positions, or passes on at two positions arguments that may be one
   * buffer (a swap of two buffers where one is also yielded elsewhere). Apart, the ownership held
   * for one would free the buffer after that argument's last use while the other still uses it
   * (jopt's addition: the original tracks the arguments apart). The classes grow over every
   * region of the op to a fixed point: an edge's operands may be arguments of another region.
   */
  private void unionArgumentsGivenOneBuffer(Block block) {
    Operation parent = block.getParentOp();
    if (!jopt.passes.analysis.RegionEdge.isRegionBranch(parent) || block != block.getParent().front()) {
      return;
    }
    List<jopt.ir.Region> points = new ArrayList<>();
    points.add(null);
    points.addAll(parent.getRegions());
    boolean changed = true;
    while (changed) {
      changed = false;
      for (jopt.ir.Region point : points) {
        for (jopt.passes.analysis.RegionEdge e
            : jopt.passes.analysis.RegionEdge.successors(parent, point)) {
          if (e.successor() == null) {
            continue;
          }
          List<Value> from = e.predecessorOperands();
          List<Value> to = e.successorValues();
          Map<Value, Value> argOfClass = new HashMap<>();
          for (int i = 0; i < Math.min(from.size(), to.size()); i++) {
            if (!Ownership.isMemRef(to.get(i))) {
              continue;
            }
            for (Value root : roots(from.get(i), new HashSet<>())) {
              Value first = argOfClass.putIfAbsent(state.aliases.leader(root), to.get(i));
              if (first != null && !state.aliases.same(first, to.get(i))) {
                state.aliases.union(first, to.get(i));
                changed = true;
              }
            }
          }
        }
      }
    }
  }

  /**
   * The values {@code v} may be a view of at the point it is defined: back through view-like
   * ops and the results of region-branch ops (the operands their regions may yield there, a
   * loop's result also itself), ending at block arguments and other results.
   */
  private static Set<Value> roots(Value v, Set<Value> seen) {
    Set<Value> out = new HashSet<>();
    if (!seen.add(v)) {
      return out;
    }
    Operation def = v.getDefiningOp();
    jopt.ir.interfaces.ViewLikeOpInterface view = def == null ? null
        : def.getInterface(jopt.ir.interfaces.ViewLikeOpInterface.class);
    if (view != null) {
      return roots(view.getViewSource(def), seen);
    }
    out.add(v);
    if (def != null && jopt.passes.analysis.RegionEdge.isRegionBranch(def)) {
      int index = ((jopt.ir.OpResult) v).getResultNumber();
      for (jopt.passes.analysis.RegionEdge e : jopt.passes.analysis.RegionEdge.predecessors(def, null)) {
        Value operand = e.predecessorOperand(index);
        if (operand != null) {
          out.addAll(roots(operand, seen));
        }
      }
    }
    return out;
  }

  /** The end of a block: retain what is yielded, free what is owned and not yielded. */
  private List<Value> reconcile(Block block, TreeSet<Value> owned, Location loc) {
    Operation terminator = terminatorOf(block);
    List<Value> yielded = new ArrayList<>();
    if (terminator != null) {
      for (Value v : terminator.getOperands()) {
        if (Ownership.isMemRef(v)) {
          yielded.add(v);
        }
      }
    }
    TreeMap<Value, List<Value>> yieldedByLeader = groupByLeader(yielded);
    // The positions of each yielded value, in order: a value yielded twice gets a retain result
    // per position (the first holds the ownership, the next a null), not one result twice.
    Map<Value, ArrayDeque<Integer>> positions = new HashMap<>();
    for (int k = 0; k < yielded.size(); k++) {
      positions.computeIfAbsent(yielded.get(k), x -> new ArrayDeque<>()).add(k);
    }
    TreeMap<Value, List<Value>> ownedByLeader = groupByLeader(owned);
    Set<Value> alreadyRetained = new HashSet<>();
    Value[] acquired = new Value[yielded.size()];
    if (terminator != null) {
      Value nul = state.createNull(terminator, loc);
      Arrays.fill(acquired, nul);
      for (Map.Entry<Value, List<Value>> e : yieldedByLeader.entrySet()) {
        List<Value> ys = e.getValue();
        List<Value> group = ownedByLeader.getOrDefault(e.getKey(), List.of());
        alreadyRetained.addAll(group);
        if (ys.size() == 1 && group.size() == 1 && state.indicatorOf(ys.get(0)) == group.get(0)) {
          // As the original: the first position that yields the memref gets it.
          acquired[positions.get(ys.get(0)).poll()] = group.get(0);
          continue;
        }
        Operation retain = state.buildRetain(loc, ys, group);
        block.insertBefore(terminator, retain);
        for (int k = 0; k < ys.size(); k++) {
          state.aliases.union(retain.getResult(k), ys.get(k));
          acquired[positions.get(ys.get(k)).poll()] = retain.getResult(k);
        }
      }
      if (!Arrays.asList(acquired).contains(nul)) {
        nul.getDefiningOp().erase();
      }
    }
    List<Value> freed = new ArrayList<>();
    for (Value v : owned) {
      if (!alreadyRetained.contains(v)) {
        freed.add(v);
      }
    }
    if (terminator != null) {
      for (Value v : terminator.getOperands()) {
        for (Value f : freed) {
          if (v.getType() instanceof TensorType && state.aliases.same(v, f)) {
            // Its ownership cannot go with a tensor; freed, the tensor would outlive it.
            throw fail(terminator, "hlo-deallocate cannot free a buffer that leaves its block as "
                + "a tensor ('" + v.getType() + "')");
          }
        }
      }
    }
    if (!freed.isEmpty()) {
      if (placement == RetainPlacement.BEFORE_TERMINATOR || terminator == null) {
        for (Value v : freed) {
          Operation retain = state.buildRetain(loc, List.of(), List.of(v));
          if (terminator == null) {
            block.push_back(retain);
          } else {
            block.insertBefore(terminator, retain);
          }
        }
      } else {
        RetainsAfterLastUse.place(state, block, freed, loc);
      }
    }
    return List.of(acquired);
  }

  /** The block's terminator; an unregistered last op may be one (as MLIR's mightHaveTrait). */
  static Operation terminatorOf(Block block) {
    Operation t = block.getTerminator();
    Operation last = block.getLastOp();
    return t != null ? t : last != null && !last.isRegistered() ? last : null;
  }

  private TreeMap<Value, List<Value>> groupByLeader(Iterable<Value> values) {
    TreeMap<Value, List<Value>> byLeader = new TreeMap<>(ValueOrder.INSTANCE);
    for (Value v : values) {
      state.aliases.insert(v);
      byLeader.computeIfAbsent(state.aliases.leader(v), k -> new ArrayList<>()).add(v);
    }
    return byLeader;
  }

  // ---- ops

  private Result transformOp(Operation op, TreeSet<Value> owned) {
    if (RegionEdge.isRegionBranch(op)) {
      return branches.transform(op, owned);
    }
    CallOpInterface call = op.getInterface(CallOpInterface.class);
    if (call != null) {
      return transformCall(op, call);
    }
    MemoryEffects effects = op.getInterface(MemoryEffects.class);
    if (effects != null) {
      if (AllocaOp.SPEC.isa(op)) {
        return Result.empty(); // stack memory is not managed (the original asks isa<AllocaOp>)
      }
      Result r = Result.empty();
      boolean found = false;
      Operation after = op;
      List<Value> frees = new ArrayList<>();
      for (MemoryEffects.Effect e : effects.getEffects(op)) {
        if (e.value() == null || !Ownership.isMemRef(e.value())) {
          continue; // a tensor (bufferization.alloc_tensor's result) is no buffer
        }
        if (e.kind() == MemoryEffects.Kind.ALLOCATE) {
          found = true;
          after = state.createOwn(after, e.value());
          state.setIndicator(e.value(), after.getResult(0));
          r.acquired().add(after.getResult(0));
        } else if (e.kind() == MemoryEffects.Kind.FREE) {
          found = true;
          frees.add(e.value());
        }
      }
      for (Value v : frees) {
        Value o = state.findIndicator(v);
        if (o == null) {
          throw fail(op, "unable to find ownership indicator for operand");
        }
        r.released().add(o);
      }
      if (found) {
        return r;
      }
    }
    // Blocks of other ops with regions are deallocated on their own.
    for (Region region : op.getRegions()) {
      for (Block b : region.getBlocks()) {
        Result r = transformBlock(b, false);
        if (!r.acquired().isEmpty() || !r.released().isEmpty()) {
          throw fail(op, "block unexpectededly released or returned an alloc");
        }
      }
    }
    unionResultsWithOperands(op);
    return Result.empty();
  }

  /**
   * The flows of the shared buffer view flow ({@link BufferViewFlowAnalysis#forEachFlow}: a view
   * of its source, a call's or an unknown op's memref results of its memref operands), kept
   * where the result has the operand's element type (the original's strict aliasing) or is a
   * view of it.
   */
  private void unionResultsWithOperands(Operation op) {
    BufferViewFlowAnalysis.forEachFlow(op, (arg, result) -> {
      if (Ownership.isMemRef(arg) && Ownership.isMemRef(result) && Ownership.mayAlias(op, result, arg)) {
        state.aliases.union(result, arg);
      }
    });
    // A tensor is no buffer, but one made from a buffer (bufferization.to_tensor), or made from
    // such a tensor, reads it where it is used, and a buffer made from a tensor
    // (bufferization.to_buffer) may be the buffer it was made from: they are one alias class,
    // so the buffer lives until the last use of any of them.
    for (Value result : op.getResults()) {
      boolean tensorResult = result.getType() instanceof TensorType;
      if (!tensorResult && !Ownership.isMemRef(result)) {
        continue;
      }
      for (Value arg : op.getOperands()) {
        boolean tensorArg = arg.getType() instanceof TensorType;
        if (tensorArg ? true : tensorResult && Ownership.isMemRef(arg)) {
          state.aliases.union(result, arg);
        }
      }
    }
  }

  /**
   * A call of a function of the module: rebuilt with one ownership result per memref result;
   * the callee is transformed first, and its results alias the arguments it may return. A call
   * of a declaration (which the original cannot take) owns its memref results: by the ABI they
   * are fresh buffers.
   */
  private Result transformCall(Operation op, CallOpInterface call) {
    Operation callee = functions.find(op, call.getCallee(op));
    List<Value> args = call.getArgOperands(op);
    if (callee == null || callee.getRegion(0).isEmpty()) {
      Result r = Result.empty();
      Operation after = op;
      unionResultsWithOperands(op);
      for (Value v : op.getResults()) {
        if (Ownership.isMemRef(v)) {
          after = state.createOwn(after, v);
          state.setIndicator(v, after.getResult(0));
          r.acquired().add(after.getResult(0));
        }
      }
      return r;
    }
    OperationState st = new OperationState(op.getLoc(), op.getName());
    st.addOperands(op.getOperands());
    st.addTypes(op.getResultTypes());
    for (Value v : op.getResults()) {
      if (Ownership.isMemRef(v)) {
        st.addType(OwnershipType.INSTANCE);
      }
    }
    st.addAttributes(op.getAttrDictionary());
    Operation newOp = state.insertBefore(op, st);
    if (newOp.getAttr("res_attrs") instanceof jopt.ir.attr.ArrayAttr resAttrs) {
      // An empty dictionary per ownership result, as for the callee's.
      List<jopt.ir.Attribute> dicts = new ArrayList<>(resAttrs.value());
      while (dicts.size() < newOp.getNumResults()) {
        dicts.add(jopt.ir.attr.DictionaryAttr.empty());
      }
      newOp.setAttr("res_attrs", jopt.ir.attr.ArrayAttr.get(dicts));
    }
    transformFunction(callee);
    int numResults = op.getNumResults();
    int ownershipIndex = numResults;
    List<List<Integer>> aliasing = functionAliasing.get(callee);
    for (int i = 0; i < numResults && i < aliasing.size(); i++) {
      Value result = newOp.getResult(i);
      if (!Ownership.isMemRef(result)) {
        continue;
      }
      state.setIndicator(result, newOp.getResult(ownershipIndex++));
      for (int j : aliasing.get(i)) {
        state.aliases.union(result, args.get(j));
      }
      List<List<Integer>> results = resultAliasing.get(callee);
      if (i < results.size()) {
        for (int j : results.get(i)) {
          state.aliases.union(result, newOp.getResult(j));
        }
      }
    }
    for (int i = 0; i < numResults; i++) {
      op.getResult(i).replaceAllUsesWith(newOp.getResult(i));
    }
    op.erase();
    Result r = Result.empty();
    r.acquired().addAll(newOp.getResults().subList(numResults, newOp.getNumResults()));
    return r;
  }
}
