package jopt.passes.bufferization.ownership;

import java.util.ArrayList;
import java.util.List;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.dialects.arith.IntBinaryOps.XOrIOp;
import jopt.dialects.bufferization.CloneOp;
import jopt.dialects.bufferization.DeallocOp;
import jopt.dialects.cf.AssertOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.YieldOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.DominanceInfo;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.BranchOpInterface;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.rewrite.Matchers;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IntegerType;

/**
 * The ownership-based buffer deallocation of one function, as MLIR's BufferDeallocation class.
 * Blocks are visited after the blocks nested in their ops, each region's blocks in depth-first
 * successor order. A block takes the ownership of the memrefs of its region that are live into
 * it, never of those captured from enclosing regions (false), nor of function arguments (false);
 * its other memref arguments get an i1 argument carrying their ownership. Then every op is
 * handled by its BufferDeallocationOpInterface or, after MLIR's preconditions, by each interface
 * it implements, in MLIR's order: memory effects (allocations are owned, automatic-scope ones and
 * manually deallocated ones not; a free is only allowed under manual deallocation), region
 * branches (an i1 operand per memref entry operand, an i1 result per memref result), calls
 * (results owned, or their ownership returned by a private callee), branches and region
 * terminators (a bufferization.dealloc of what the block owns and does not pass on; their memref
 * operands get their ownership as extra operands, except at a function's return under the ABI,
 * where each returned memref is made owned, cloning it at run time if needed). Results no handler
 * set take the ownership of the op's memref operands, or false.
 */
final class BufferDeallocation {
  private static final String MANUAL_DEALLOCATION = "bufferization.manual_deallocation";

  private final DeallocationState state;
  private final DeallocationOptions options;
  private final DeallocationModels models;

  BufferDeallocation(Operation function, DeallocationOptions options, DeallocationModels models) {
    this.state = new DeallocationState(function);
    this.options = options;
    this.models = models;
  }

  /** Deallocates {@code function}; false (with an error reported) when it cannot. */
  boolean deallocate(Operation function) {
    if (Backedges.hasLoop(function)) {
      function.emitError("Only structured control-flow loops are supported.");
      return false;
    }
    try {
      walkPostOrder(function);
    } catch (DeallocationFailure e) {
      return false;
    }
    return updateFunctionSignature(function);
  }

  /** Every block nested in {@code op}, inner blocks first, each region's in DFS successor order. */
  private void walkPostOrder(Operation op) throws DeallocationFailure {
    for (Region region : op.getRegions()) {
      for (Block block : DominanceInfo.reachableBlocksPreorder(region)) {
        for (Operation nested : new ArrayList<>(block.getOpList())) {
          walkPostOrder(nested);
        }
        deallocate(block);
      }
    }
  }

  private void deallocate(Block block) throws DeallocationFailure {
    Builder b = new Builder(block.getParentOp().getContext());
    setAtBlockBegin(b, block);
    for (Value live : state.getLiveMemrefsIn(block)) {
      Region liveRegion = live.getParentRegion();
      if (liveRegion == block.getParent()) {
        state.updateOwnership(live, state.getOwnership(live, live.getParentBlock()), block);
        state.addMemrefToDeallocate(live, block);
        continue;
      }
      if (isProperAncestor(liveRegion, block.getParent())) {
        state.updateOwnership(live, DeallocationState.boolConstant(b, live.getLoc(), false), block);
      }
    }
    boolean functionEntry = block.isEntryBlock()
        && block.getParentOp().getInterface(FunctionOpInterface.class) != null;
    for (BlockArgument arg : new ArrayList<>(block.getArguments())) {
      if (!BufferViewFlowAnalysis.isMemRef(arg)) {
        continue;
      }
      Value indicator = functionEntry ? DeallocationState.boolConstant(b, arg.getLoc(), false)
          : block.addArgument(IntegerType.get(1), arg.getLoc());
      state.updateOwnership(arg, indicator);
      state.addMemrefToDeallocate(arg, block);
    }
    for (Operation op : new ArrayList<>(block.getOpList())) {
      Operation result = handleAllInterfaces(op);
      if (result != null) {
        populateRemainingOwnerships(result);
      }
    }
  }

  /** The builder inserts before the block's current first op (MLIR's OpBuilder::atBlockBegin). */
  private static void setAtBlockBegin(Builder b, Block block) {
    if (block.isEmpty()) {
      b.setInsertionPointToEnd(block);
    } else {
      b.setInsertionPoint(block.getFirstOp());
    }
  }

  private static boolean isProperAncestor(Region ancestor, Region r) {
    if (ancestor == r) {
      return false;
    }
    while (r != null) {
      if (r == ancestor) {
        return true;
      }
      Operation parent = r.getParentOp();
      r = parent == null ? null : parent.getParentRegion();
    }
    return false;
  }

  private Operation handleAllInterfaces(Operation op) throws DeallocationFailure {
    BufferDeallocationOpInterface own = models.lookup(op);
    if (own != null) {
      return own.process(op, state, options);
    }
    verifyOperationPreconditions(op);
    if (hasMemoryEffectInterface(op)) {
      op = handleMemoryEffects(op);
    }
    if (op.getInterface(RegionBranchOpInterface.class) != null) {
      op = handleRegionBranch(op);
    }
    if (op.getInterface(CallOpInterface.class) != null) {
      op = handleCall(op);
    }
    if (op.getInterface(BranchOpInterface.class) != null) {
      op = handleBranch(op);
    }
    if (isRegionBranchTerminator(op)) {
      op = handleRegionBranchTerminator(op);
    }
    return op;
  }

  /** MLIR's MemoryEffectOpInterface: declared effects, or none for a pure op. */
  private static boolean hasMemoryEffectInterface(Operation op) {
    return op.getInterface(MemoryEffects.class) != null || op.hasTrait(Traits.Pure.class);
  }

  /** MLIR's RegionBranchTerminatorOpInterface, which every ReturnLike op implements. */
  private static boolean isRegionBranchTerminator(Operation op) {
    return op.getInterface(RegionBranchTerminatorOpInterface.class) != null
        || op.hasTrait(Traits.ReturnLike.class);
  }

  /** The operands a region-branch terminator forwards to the parent (all of a ReturnLike op's). */
  private static List<Value> successorOperands(Operation op) {
    RegionBranchTerminatorOpInterface t = op.getInterface(RegionBranchTerminatorOpInterface.class);
    return t != null ? t.getSuccessorOperands(op, null) : op.getOperands();
  }

  private static void verifyOperationPreconditions(Operation op) throws DeallocationFailure {
    if (DeallocOp.SPEC.isa(op)) {
      fail(op, "No deallocation operations must be present when running this pass!");
    }
    boolean effects = hasMemoryEffectInterface(op);
    if (!effects && !op.hasTrait(Traits.HasRecursiveMemoryEffects.class)
        && op.getInterface(CallOpInterface.class) == null) {
      fail(op, "ops with unknown memory side effects are not supported");
    }
    if (!hasBufferSemantics(op) && hasNeitherAllocateNorFreeSideEffect(op)) {
      return;
    }
    int regions = op.getNumRegions();
    if (((regions == 1 && op.getNumResults() > 0) || regions > 1)
        && op.getInterface(RegionBranchOpInterface.class) == null) {
      fail(op, "All operations with attached regions need to implement the RegionBranchOpInterface.");
    }
    if (op.hasTrait(Traits.NoTerminator.class)) {
      fail(op, "NoTerminator trait is not supported");
    }
    if (op.hasTrait(Traits.IsTerminator.class)) {
      boolean branch = op.getInterface(BranchOpInterface.class) != null;
      boolean regionTerminator = isRegionBranchTerminator(op);
      if (branch == regionTerminator) {
        fail(op, "Terminators must implement either BranchOpInterface or "
            + "RegionBranchTerminatorOpInterface (but not both)!");
      }
      if (op.getNumSuccessors() > 1) {
        fail(op, "Terminators with more than one successor are not supported!");
      }
    }
  }

  private static void fail(Operation op, String message) throws DeallocationFailure {
    op.emitError(message);
    throw new DeallocationFailure();
  }

  private static boolean hasBufferSemantics(Operation op) {
    for (Value v : op.getOperands()) {
      if (BufferViewFlowAnalysis.isMemRef(v)) {
        return true;
      }
    }
    for (Value v : op.getResults()) {
      if (BufferViewFlowAnalysis.isMemRef(v)) {
        return true;
      }
    }
    for (Region r : op.getRegions()) {
      if (!r.isEmpty()) {
        for (Value v : r.front().getArguments()) {
          if (BufferViewFlowAnalysis.isMemRef(v)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean hasNeitherAllocateNorFreeSideEffect(Operation op) {
    if (hasMemoryEffectInterface(op)) {
      return !MemoryEffects.hasEffect(op, MemoryEffects.Kind.ALLOCATE, null)
          && !MemoryEffects.hasEffect(op, MemoryEffects.Kind.FREE, null);
    }
    return op.hasTrait(Traits.HasRecursiveMemoryEffects.class);
  }

  // ---- Interface handlers.

  private Operation handleMemoryEffects(Operation op) throws DeallocationFailure {
    Block block = op.getBlock();
    Builder b = new Builder(op.getContext());
    setAtBlockBegin(b, block);
    for (Value operand : op.getOperands()) {
      if (!BufferViewFlowAnalysis.isMemRef(operand)
          || MemoryEffects.effectOnValue(op, MemoryEffects.Kind.FREE, operand) == null) {
        continue;
      }
      if (!op.hasAttr(MANUAL_DEALLOCATION)) {
        fail(op, "memory free side-effect on MemRef value not supported!");
      }
      Ownership ownership = state.getOwnership(operand, block);
      if (ownership.isUnique()) {
        Builder before = new Builder(op.getContext());
        before.setInsertionPoint(op);
        Value trueVal = DeallocationState.boolConstant(before, op.getLoc(), true);
        Value inverted = XOrIOp.create(before, op.getLoc(), ownership.getIndicator(), trueVal)
            .getOperation().getResult(0);
        AssertOp.create(before, op.getLoc(), inverted, "expected that the block does not have ownership");
      }
    }
    for (Value res : op.getResults()) {
      if (!BufferViewFlowAnalysis.isMemRef(res)) {
        continue;
      }
      MemoryEffects.Effect alloc = MemoryEffects.effectOnValue(op, MemoryEffects.Kind.ALLOCATE, res);
      if (alloc == null) {
        continue;
      }
      if (alloc.resource() == MemoryEffects.Resource.AUTOMATIC_ALLOCATION_SCOPE
          || op.hasAttr(MANUAL_DEALLOCATION)) {
        state.resetOwnerships(List.of(res), block);
        state.updateOwnership(res, DeallocationState.boolConstant(b, op.getLoc(), false));
        continue;
      }
      state.updateOwnership(res, DeallocationState.boolConstant(b, op.getLoc(), true));
      state.addMemrefToDeallocate(res, block);
    }
    return op;
  }

  private Operation handleRegionBranch(Operation op) {
    Builder b = new Builder(op.getContext());
    setAtBlockBegin(b, op.getBlock());
    RegionBranchOpInterface rb = op.getInterface(RegionBranchOpInterface.class);
    List<RegionBranchOpInterface.Successor> entries = rb.getSuccessorRegions(op, null);
    int memrefOperands = 0;
    for (Value v : rb.getEntrySuccessorOperands(op, entries.get(0).region())) {
      if (BufferViewFlowAnalysis.isMemRef(v)) {
        memrefOperands++;
      }
    }
    Value falseVal = DeallocationState.boolConstant(b, op.getLoc(), false);
    List<Value> falses = new ArrayList<>();
    for (int i = 0; i < memrefOperands; i++) {
      falses.add(falseVal);
    }
    op.insertOperands(op.getNumOperands(), falses);
    int counter = op.getNumResults();
    Operation newOp = appendOpResults(op, memrefResultOwnerships(op));
    for (Value r : newOp.getResults()) {
      if (BufferViewFlowAnalysis.isMemRef(r)) {
        state.updateOwnership(r, newOp.getResult(counter++));
        state.addMemrefToDeallocate(r, newOp.getBlock());
      }
    }
    return newOp;
  }

  private Operation handleCall(Operation op) {
    Builder b = new Builder(op.getContext());
    b.setInsertionPoint(op);
    String callee = op.getInterface(CallOpInterface.class).getCallee(op);
    Operation funcOp = callee == null ? null : state.lookupFunction(op, callee);
    boolean isPrivate = true;
    FunctionOpInterface fn = funcOp == null ? null : funcOp.getInterface(FunctionOpInterface.class);
    if (fn != null) {
      isPrivate = fn.isPrivate(funcOp) && !fn.isExternal(funcOp);
    }
    if (options.privateFuncDynamicOwnership() && isPrivate) {
      int counter = op.getNumResults();
      Operation newOp = appendOpResults(op, memrefResultOwnerships(op));
      for (Value r : newOp.getResults()) {
        if (BufferViewFlowAnalysis.isMemRef(r)) {
          state.updateOwnership(r, newOp.getResult(counter++));
          state.addMemrefToDeallocate(r, r.getParentBlock());
        }
      }
      return newOp;
    }
    Value trueVal = DeallocationState.boolConstant(b, op.getLoc(), true);
    for (Value r : op.getResults()) {
      if (BufferViewFlowAnalysis.isMemRef(r)) {
        state.updateOwnership(r, trueVal);
        state.addMemrefToDeallocate(r, r.getParentBlock());
      }
    }
    return op;
  }

  private Operation handleBranch(Operation op) throws DeallocationFailure {
    if (op.getNumSuccessors() > 1) {
      fail(op, "BranchOpInterface operations with multiple successors are not supported yet");
    }
    if (op.getNumSuccessors() != 1) {
      op.getContext().getDiagEngine().emit(new jopt.ir.Diagnostic(jopt.ir.Diagnostic.Severity.ERROR,
          op.getLoc(), "only BranchOpInterface operations with exactly one successor are supported yet"));
      throw new DeallocationFailure();
    }
    BranchOpInterface branch = op.getInterface(BranchOpInterface.class);
    if (branch.getProducedOperandCount(op, 0) > 0) {
      fail(op, "produced operands are not supported");
    }
    Block block = op.getBlock();
    Builder b = new Builder(op.getContext());
    b.setInsertionPoint(op);
    List<Value> memrefs = new ArrayList<>();
    List<Value> conditions = new ArrayList<>();
    state.getMemrefsAndConditionsToDeallocate(b, op.getLoc(), block, memrefs, conditions);
    List<Value> forwarded = new ArrayList<>(branch.getSuccessorOperands(op, 0));
    List<Value> toRetain = state.getMemrefsToRetain(block, op.getSuccessor(0), forwarded);
    DeallocOp dealloc = DeallocOp.create(b, op.getLoc(), memrefs, conditions, toRetain);
    state.takeUpdatedOwnerships(dealloc, block);
    int additional = 0;
    for (Value v : forwarded) {
      if (BufferViewFlowAnalysis.isMemRef(v)) {
        additional++;
      }
    }
    List<Value> operands = new ArrayList<>(forwarded);
    operands.addAll(dealloc.updatedConditions().subList(0, additional));
    branch.setSuccessorOperands(op, 0, operands);
    return op;
  }

  private Operation handleRegionBranchTerminator(Operation op) throws DeallocationFailure {
    Builder b = new Builder(op.getContext());
    b.setInsertionPoint(op);
    boolean withoutDynamicOwnership = isFunctionWithoutDynamicOwnership(op.getParentOp());
    if (withoutDynamicOwnership) {
      for (int i = 0; i < op.getNumOperands(); i++) {
        Value v = op.getOperand(i);
        if (BufferViewFlowAnalysis.isMemRef(v)) {
          op.getOpOperand(i).assign(materializeMemrefWithGuaranteedOwnership(b, v, op.getBlock()));
        }
      }
    }
    List<Value> operands = new ArrayList<>(successorOperands(op));
    List<Value> updated = new ArrayList<>();
    state.insertDeallocOpForReturnLike(op, operands, updated);
    if (!withoutDynamicOwnership) {
      // The forwarded operands are the trailing ones; they get the ownerships appended.
      List<Value> all = new ArrayList<>(operands);
      all.addAll(updated);
      op.setOperands(op.getNumOperands() - operands.size(), operands.size(), all);
    }
    return op;
  }

  private boolean isFunctionWithoutDynamicOwnership(Operation op) {
    FunctionOpInterface fn = op == null ? null : op.getInterface(FunctionOpInterface.class);
    return fn != null
        && (!options.privateFuncDynamicOwnership() || !fn.isPrivate(op) || fn.isExternal(op));
  }

  // ---- Ownership materialization.

  private BufferDeallocationOpInterface.MemrefWithOwnership materializeUniqueOwnership(Builder b,
      Value memref, Block block) {
    if (memref.getParentBlock() != block) {
      return state.getMemrefWithUniqueOwnership(b, memref, block);
    }
    Operation owner = memref.getDefiningOp();
    if (owner == null) {
      owner = memref.getParentBlock().getParentOp();
    }
    BufferDeallocationOpInterface iface = models.lookup(owner);
    if (iface != null) {
      return iface.materializeUniqueOwnershipForMemref(owner, state, options, b, memref);
    }
    return state.getMemrefWithUniqueOwnership(b, memref, block);
  }

  /**
   * A memref the block surely owns for {@code memref}: itself when its ownership is the constant
   * true, else {@code scf.if %owned { yield memref } else { yield clone(memref) }}.
   */
  private Value materializeMemrefWithGuaranteedOwnership(Builder b, Value memref, Block block) {
    BufferDeallocationOpInterface.MemrefWithOwnership unique = materializeUniqueOwnership(b, memref, block);
    Value newMemref = unique.memref();
    Value condition = unique.ownership();
    if (Matchers.isConstantOne(condition)) {
      return newMemref;
    }
    IfOp ifOp = IfOp.create(b, memref.getLoc(), List.of(newMemref.getType()), condition, true);
    Builder inner = new Builder(b.getContext());
    inner.setInsertionPointToEnd(ifOp.thenBlock());
    YieldOp.create(inner, memref.getLoc(), List.of(newMemref));
    inner.setInsertionPointToEnd(ifOp.elseBlock());
    Value clone = CloneOp.create(inner, memref.getLoc(), newMemref).output();
    YieldOp.create(inner, memref.getLoc(), List.of(clone));
    Value maybeClone = ifOp.getOperation().getResult(0);
    Value trueVal = DeallocationState.boolConstant(b, memref.getLoc(), true);
    state.updateOwnership(maybeClone, trueVal);
    state.addMemrefToDeallocate(maybeClone, maybeClone.getParentBlock());
    return maybeClone;
  }

  /**
   * Results without an ownership yet (the op neither allocates nor was handled) take the joined
   * ownership of the op's memref operands in their blocks, or false when it has none.
   */
  private void populateRemainingOwnerships(Operation op) {
    for (Value res : op.getResults()) {
      if (!BufferViewFlowAnalysis.isMemRef(res)
          || !state.getOwnership(res, op.getBlock()).isUninitialized()) {
        continue;
      }
      for (Value operand : op.getOperands()) {
        if (BufferViewFlowAnalysis.isMemRef(operand)) {
          state.updateOwnership(res, state.getOwnership(operand, operand.getParentBlock()), op.getBlock());
        }
      }
      if (state.getOwnership(res, op.getBlock()).isUninitialized()) {
        Builder b = new Builder(op.getContext());
        b.setInsertionPoint(op);
        state.updateOwnership(res, DeallocationState.boolConstant(b, op.getLoc(), false));
      }
    }
  }

  // ---- Helpers.

  /** An i1 per memref result of {@code op}. */
  private static List<Type> memrefResultOwnerships(Operation op) {
    List<Type> types = new ArrayList<>();
    for (Value r : op.getResults()) {
      if (BufferViewFlowAnalysis.isMemRef(r)) {
        types.add(IntegerType.get(1));
      }
    }
    return types;
  }

  /**
   * MLIR's appendOpResults: a copy of {@code op} with {@code types} appended to its results (its
   * regions moved over) takes its place; the old results are replaced by the first new ones.
   */
  private static Operation appendOpResults(Operation op, List<Type> types) {
    OperationState st = new OperationState(op.getLoc(), op.getName());
    st.addOperands(op.getOperands());
    List<Type> resultTypes = new ArrayList<>(op.getResultTypes());
    resultTypes.addAll(types);
    st.addTypes(resultTypes);
    st.addAttributes(op.getAttrDictionary());
    st.properties = op.getOpaqueProperties();
    for (Block s : op.getSuccessors()) {
      st.addSuccessor(s);
    }
    for (int i = 0; i < op.getNumRegions(); i++) {
      st.addRegion();
    }
    Builder b = new Builder(op.getContext());
    b.setInsertionPoint(op);
    Operation newOp = b.create(st);
    for (int i = 0; i < op.getNumRegions(); i++) {
      newOp.getRegion(i).takeBody(op.getRegion(i));
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      op.getResult(i).replaceAllUsesWith(newOp.getResult(i));
    }
    op.erase();
    return newOp;
  }

  /** Updates the function's result types to what its region-branch terminators return. */
  private static boolean updateFunctionSignature(Operation function) {
    FunctionOpInterface fn = function.getInterface(FunctionOpInterface.class);
    List<Type> returned = null;
    for (Block block : fn.getFunctionBody(function).getBlocks()) {
      for (Operation op : block.getOpList()) {
        if (!isRegionBranchTerminator(op)) {
          continue;
        }
        List<Type> types = new ArrayList<>();
        for (Value v : successorOperands(op)) {
          types.add(v.getType());
        }
        if (returned != null && !returned.equals(types)) {
          function.emitError("there are multiple return operations with different operand types");
          return false;
        }
        returned = types;
      }
    }
    List<Type> results = returned != null ? returned : fn.functionType(function).results();
    fn.setFunctionTypeAttr(function, FunctionType.get(
        fn.getFunctionBody(function).front().getArgumentTypes(), results));
    return true;
  }
}
