package jopt.deallocation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.deallocation.RetainOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedMemRefType;

/**
 * The ownership-based deallocation of one function (seed hlo-deallocation.html): op by op
 * within each block, track which ownership indicators the block owns and which memrefs may
 * alias; at the end of the block free what is neither yielded nor needed (a retain after the
 * last use of each alias set) and hand over ownership of what is yielded (a retain of the
 * yielded memrefs). Regions get ownership block arguments and their ops extra ownership
 * results; loops take over the ownership of operands that have no later use.
 */
final class Deallocator {
  private final MLIRContext ctx;
  private final Set<String> transformedFunctions;
  private final AliasClasses aliases = new AliasClasses();
  private final Map<Value, Value> indicators = new HashMap<>();
  /** View results to the memref they are a view of (must-alias, unlike {@link #aliases}). */
  private final Map<Value, Value> viewSource = new HashMap<>();

  private static final Set<String> VIEW_OPS = Set.of("memref.subview", "memref.cast",
      "memref.reinterpret_cast", "memref.expand_shape", "memref.collapse_shape",
      "memref.transpose", "memref.reshape", "memref.memory_space_cast",
      "memref.assume_alignment");

  private enum ScopeKind { FUNCTION, IF_BRANCH, LOOP, REGION }

  /** A block being transformed: what it owns now, and its enclosing block. */
  private record Scope(ScopeKind kind, Scope parent, Set<Value> owned) {}

  /** What an op did to its block: indicators released and indicators it now owns. */
  private record Effect(Set<Value> released, List<Value> acquired) {
    static final Effect NONE = new Effect(Set.of(), List.of());
  }

  Deallocator(MLIRContext ctx, Set<String> transformedFunctions) {
    this.ctx = ctx;
    this.transformedFunctions = transformedFunctions;
  }

  static boolean isMemRef(Type t) {
    return t instanceof MemRefType || t instanceof UnrankedMemRefType;
  }

  private static Type elementType(Type t) {
    return t instanceof MemRefType m ? m.getElementType()
        : ((UnrankedMemRefType) t).getElementType();
  }

  // ---- functions

  /** Transforms a func.func with a body; its memref results get ownership results. */
  void transformFunction(Operation func) {
    Region body = func.getRegion(0);
    if (body.getBlocks().size() > 1) {
      throw new DeallocationException(func,
          "hlo-deallocate does not support functions with more than one block");
    }
    for (BlockArgument a : body.front().getArguments()) {
      checkNotTensor(func, a.getType());
    }
    List<Value> owns = transformBlock(body.front(), false, null, ScopeKind.FUNCTION, Set.of(), func);
    Operation ret = body.front().getTerminator();
    ret.insertOperands(ret.getNumOperands(), owns);
    jopt.ir.type.FunctionType ft = ((jopt.ir.attr.TypeAttr) func.getAttr("function_type")).value()
        instanceof jopt.ir.type.FunctionType f ? f : null;
    List<Type> results = new ArrayList<>(ft.getResults());
    for (Type t : ft.getResults()) {
      if (isMemRef(t)) {
        results.add(OwnershipType.INSTANCE);
      }
    }
    func.setAttr("function_type",
        jopt.ir.attr.TypeAttr.get(jopt.ir.type.FunctionType.get(ft.getInputs(), results)));
  }

  // ---- blocks

  /**
   * Transforms {@code block}; returns the ownership of each memref its terminator yields. With
   * {@code ownsInputs}, each memref argument gets an ownership argument the block owns.
   * {@code extraOwned}: indicators of enclosing blocks that this branch captures (realloc).
   */
  private List<Value> transformBlock(Block block, boolean ownsInputs, Scope parent,
      ScopeKind kind, Set<Value> extraOwned, Operation regionOp) {
    Set<Value> owned = new LinkedHashSet<>(extraOwned);
    Scope scope = new Scope(kind, parent, owned);
    if (ownsInputs) {
      for (BlockArgument arg : new ArrayList<>(block.getArguments())) {
        checkNotTensor(regionOp, arg.getType());
        if (isMemRef(arg.getType())) {
          Value o = block.addArgument(OwnershipType.INSTANCE, arg.getLoc());
          owned.add(o);
          setIndicator(arg, o);
        }
      }
    }
    Operation terminator = block.getTerminator();
    List<Operation> ops = new ArrayList<>();
    for (Operation op = block.getFirstOp(); op != null && op != terminator; op = op.getNextNode()) {
      ops.add(op);
    }
    for (Operation op : ops) {
      Effect e = transformOp(op, scope);
      for (Value v : e.released()) {
        if (!owned.remove(v)) {
          throw captureError(op, scope, v);
        }
      }
      owned.addAll(e.acquired());
    }
    return reconcile(block, scope, extraOwned, regionOp);
  }

  /** The end of a block: free what is not yielded, retain what is. */
  private List<Value> reconcile(Block block, Scope scope, Set<Value> extraOwned,
      Operation regionOp) {
    Operation terminator = block.getTerminator();
    int first = terminator.getName().equals("scf.condition") ? 1 : 0;
    List<Value> yielded = new ArrayList<>();
    for (int i = first; i < terminator.getNumOperands(); i++) {
      Value v = terminator.getOperand(i);
      checkNotTensor(terminator, v.getType());
      if (isMemRef(v.getType())) {
        yielded.add(v);
      }
    }
    Map<Value, List<Value>> ownedByLeader = new LinkedHashMap<>();
    Map<Value, Operation> lastUser = null;
    for (Value o : scope.owned()) {
      boolean isYielded = yielded.stream().anyMatch(y -> aliases.same(y, o));
      if (!isYielded) {
        if (extraOwned.contains(o)) {
          throw new DeallocationException(regionOp, "released value not yielded on other branch");
        }
        if (lastUser == null) {
          lastUser = lastUsers(block);
        }
        retainAfterLastUse(block, o, lastUser);
      } else {
        ownedByLeader.computeIfAbsent(aliases.leader(o), k -> new ArrayList<>()).add(o);
      }
    }
    Value[] result = new Value[yielded.size()];
    Map<Value, List<Integer>> yieldedByLeader = new LinkedHashMap<>();
    for (int i = 0; i < yielded.size(); i++) {
      yieldedByLeader.computeIfAbsent(aliases.leader(yielded.get(i)), k -> new ArrayList<>())
          .add(i);
    }
    for (Map.Entry<Value, List<Integer>> e : yieldedByLeader.entrySet()) {
      List<Integer> idx = e.getValue();
      List<Value> group = ownedByLeader.getOrDefault(e.getKey(), List.of());
      if (group.isEmpty()) {
        for (int i : idx) {
          result[i] = createNull(terminator);
        }
      } else if (idx.size() == 1 && group.size() == 1
          && indicators.get(yielded.get(idx.get(0))) == group.get(0)) {
        result[idx.get(0)] = group.get(0);
      } else {
        List<Value> retained = new ArrayList<>();
        for (int i : idx) {
          retained.add(yielded.get(i));
        }
        Operation retain = createRetain(terminator, retained, group);
        for (int k = 0; k < idx.size(); k++) {
          result[idx.get(k)] = retain.getResult(k);
        }
      }
    }
    return List.of(result);
  }

  /**
   * Frees {@code o} right after the last op of the block (before its terminator) that uses or
   * defines its alias set; {@code lastUser} maps alias set leaders to those ops and learns the
   * new retain, which uses {@code o}.
   */
  private void retainAfterLastUse(Block block, Value o, Map<Value, Operation> lastUser) {
    Operation last = lastUser.get(aliases.leader(o));
    Operation ip = last == null ? block.getFirstOp() : last.getNextNode();
    lastUser.put(aliases.leader(o), createRetain(ip, List.of(), List.of(o)));
  }

  /**
   * For each alias set used or defined by an op of the block other than its terminator (or by an
   * op nested in one), the last such op: one backward walk, so freeing every buffer of a block
   * stays linear in its size.
   */
  private Map<Value, Operation> lastUsers(Block block) {
    Map<Value, Operation> last = new HashMap<>();
    for (Operation op = block.getTerminator().getPrevNode(); op != null; op = op.getPrevNode()) {
      Operation top = op;
      op.walk(o -> {
        for (Value x : o.getOperands()) {
          last.putIfAbsent(aliases.leader(x), top);
        }
        for (Value x : o.getResults()) {
          last.putIfAbsent(aliases.leader(x), top);
        }
      });
    }
    return last;
  }

  /** Whether {@code op} or an op nested in it uses or defines a value that may alias {@code v}. */
  private boolean usesAliasOf(Operation op, Value v) {
    boolean[] found = {false};
    op.walk(o -> {
      if (!found[0]) {
        for (Value x : o.getOperands()) {
          found[0] |= aliases.same(x, v);
        }
        for (Value x : o.getResults()) {
          found[0] |= aliases.same(x, v);
        }
      }
    });
    return found[0];
  }

  /**
   * Whether an op after {@code op} in its block (or its terminator, or an op nested in them)
   * uses or defines an alias of {@code v}: found from the uses of the members of v's class, not
   * by scanning the rest of the block (which made a block of loops quadratic).
   */
  private boolean usedAfter(Value v, Operation op) {
    Block block = op.getBlock();
    for (Value m : aliases.members(v)) {
      Operation def = m.getDefiningOp();
      if (def != null && isAfter(block, op, def)) {
        return true;
      }
      for (OpOperand use : m.getUses()) {
        if (isAfter(block, op, use.getOwner())) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether {@code other} lies in {@code block} after {@code op}, or inside an op that does. */
  private static boolean isAfter(Block block, Operation op, Operation other) {
    Operation anc = Operation.findAncestorOpInBlock(block, other);
    return anc != null && anc != op && op.isBeforeInBlock(anc);
  }

  private boolean usedInRegions(Value v, Operation op) {
    for (Region r : op.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation o : b.getOpList()) {
          if (usesAliasOf(o, v)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private RuntimeException captureError(Operation op, Scope scope, Value v) {
    boolean crossesLoop = false;
    for (Scope s = scope; s != null; s = s.parent()) {
      if (s.owned().contains(v)) {
        return new DeallocationException(op, crossesLoop
            ? "can't implicitly capture across loop boundaries"
            : "can't implicitly capture across region boundaries");
      }
      crossesLoop |= s.kind() == ScopeKind.LOOP;
    }
    return new DeallocationException(op, "released value is not owned by this block or an "
        + "enclosing one (function arguments are owned by the caller)");
  }

  // ---- ops

  private Effect transformOp(Operation op, Scope scope) {
    for (Value v : op.getOperands()) {
      checkNotTensor(op, v.getType());
    }
    for (Value v : op.getResults()) {
      checkNotTensor(op, v.getType());
    }
    String name = op.getName();
    switch (name) {
      case "memref.alloc":
      case "bufferization.clone":
        return new Effect(Set.of(), List.of(own(op.getResult(0), op)));
      case "memref.realloc": {
        Value o = ownershipOf(op.getOperand(0), scope);
        if (o == null) {
          throw new DeallocationException(op, "released value is not owned by this block or "
              + "an enclosing one (function arguments are owned by the caller)");
        }
        return new Effect(Set.of(o), List.of(own(op.getResult(0), op)));
      }
      case "memref.dealloc":
      case "bufferization.dealloc":
      case "deallocation.retain":
      case "deallocation.free":
      case "deallocation.own":
        throw new DeallocationException(op, "hlo-deallocate expects IR without deallocations, "
            + "found '" + name + "'");
      case "func.call":
        return transformCall(op);
      case "func.call_indirect":
        throw new DeallocationException(op, "hlo-deallocate does not support indirect calls");
      case "scf.if":
        return transformIf(op, scope);
      case "scf.for":
        return transformLoop(op, scope, 3, List.of(op.getRegion(0)));
      case "scf.while":
        return transformLoop(op, scope, 0, List.of(op.getRegion(0), op.getRegion(1)));
      case "scf.parallel":
      case "scf.forall":
        return transformParallel(op, scope);
      case "scf.execute_region":
        return transformExecuteRegion(op, scope);
      default:
        return transformGeneric(op);
    }
  }

  /** Any other op: its memref results may alias its memref operands (strict aliasing). */
  private Effect transformGeneric(Operation op) {
    if (VIEW_OPS.contains(op.getName()) && op.getNumResults() == 1
        && isMemRef(op.getResult(0).getType())) {
      viewSource.put(op.getResult(0), op.getOperand(0));
    }
    if (op.getNumRegions() > 0 && regionsUseMemRefs(op)) {
      throw new DeallocationException(op, "hlo-deallocate does not support '" + op.getName()
          + "', an op with regions that use memrefs");
    }
    for (Value r : op.getResults()) {
      if (!isMemRef(r.getType())) {
        continue;
      }
      for (Value x : op.getOperands()) {
        if (!isMemRef(x.getType())) {
          continue;
        }
        if (!elementType(x.getType()).equals(elementType(r.getType()))) {
          throw new DeallocationException(op, "memrefs with distinct element types may alias: "
              + "hlo-deallocate requires strict aliasing ('" + x.getType() + "' and '"
              + r.getType() + "')");
        }
        aliases.union(r, x);
      }
    }
    return Effect.NONE;
  }

  private static boolean regionsUseMemRefs(Operation op) {
    boolean[] found = {false};
    for (Region r : op.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (BlockArgument a : b.getArguments()) {
          found[0] |= isMemRef(a.getType());
        }
        for (Operation o : b.getOpList()) {
          o.walk(n -> {
            for (Value v : n.getOperands()) {
              found[0] |= isMemRef(v.getType());
            }
            for (Value v : n.getResults()) {
              found[0] |= isMemRef(v.getType());
            }
          });
        }
      }
    }
    return found[0];
  }

  /**
   * A call: the callee's memref results come with ownership results. They may alias its memref
   * arguments (a function may return an argument, with a null indicator), so the caller keeps
   * an argument's buffer until the results are dead.
   */
  private Effect transformCall(Operation call) {
    for (Value r : call.getResults()) {
      for (Value x : call.getOperands()) {
        if (isMemRef(r.getType()) && isMemRef(x.getType())
            && elementType(x.getType()).equals(elementType(r.getType()))) {
          aliases.union(r, x);
        }
      }
    }
    String callee = ((jopt.ir.attr.FlatSymbolRefAttr) call.getAttr("callee")).value();
    List<Type> extra = new ArrayList<>();
    for (Value r : call.getResults()) {
      if (isMemRef(r.getType())) {
        extra.add(OwnershipType.INSTANCE);
      }
    }
    if (extra.isEmpty()) {
      return Effect.NONE;
    }
    List<Value> acquired = new ArrayList<>();
    if (!transformedFunctions.contains(callee)) {
      // An external function: by the ABI its results are fresh buffers the caller owns.
      for (Value r : call.getResults()) {
        if (isMemRef(r.getType())) {
          acquired.add(own(r, call));
        }
      }
      return new Effect(Set.of(), acquired);
    }
    int n = call.getNumResults();
    Operation newCall = OpRebuilder.withExtra(call, List.of(), extra);
    int k = n;
    for (int i = 0; i < n; i++) {
      Value r = newCall.getResult(i);
      aliases.union(r, call.getResult(i));
      if (isMemRef(r.getType())) {
        Value o = newCall.getResult(k++);
        setIndicator(r, o);
        acquired.add(o);
      }
    }
    return new Effect(Set.of(), acquired);
  }

  private Effect transformIf(Operation op, Scope scope) {
    boolean hasElse = !op.getRegion(1).isEmpty();
    Set<Value> captured = captureCandidates(op, scope, hasElse);
    List<List<Value>> yields = new ArrayList<>();
    for (Region r : op.getRegions()) {
      if (r.isEmpty()) {
        continue;
      }
      Block b = r.front();
      List<Value> owns = transformBlock(b, false, scope, ScopeKind.IF_BRANCH, captured, op);
      Operation y = b.getTerminator();
      yields.add(new ArrayList<>(y.getOperands()));
      y.insertOperands(y.getNumOperands(), owns);
    }
    Operation n = withOwnershipResults(op, List.of());
    List<Value> acquired = resultOwnerships(n, op.getNumResults());
    for (List<Value> ys : yields) {
      for (int i = 0; i < op.getNumResults(); i++) {
        if (isMemRef(n.getResult(i).getType())) {
          aliases.union(n.getResult(i), ys.get(i));
        }
      }
    }
    return new Effect(captured, acquired);
  }

  /**
   * The indicators an scf.if captures from enclosing blocks: those of the operands of reallocs
   * in it (through nested scf.if, not loops) defined outside it.
   */
  private Set<Value> captureCandidates(Operation ifOp, Scope scope, boolean hasElse) {
    Set<Value> captured = new LinkedHashSet<>();
    List<Operation> reallocs = new ArrayList<>();
    collectReallocs(ifOp, reallocs);
    for (Operation realloc : reallocs) {
      Value v = realloc.getOperand(0);
      if (ifOp.isAncestor(v.getParentBlock().getParentOp())) {
        continue;
      }
      Value o = ownershipOf(v, scope);
      if (o == null || !ownedByScopes(scope, o)) {
        continue;
      }
      if (!hasElse) {
        throw new DeallocationException(realloc,
            "cannot implicitly capture from an if without else");
      }
      captured.add(o);
    }
    return captured;
  }

  private static void collectReallocs(Operation ifOp, List<Operation> out) {
    for (Region r : ifOp.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation o : b.getOpList()) {
          if (o.getName().equals("memref.realloc")) {
            out.add(o);
          } else if (o.getName().equals("scf.if")) {
            collectReallocs(o, out);
          }
        }
      }
    }
  }

  private static boolean ownedByScopes(Scope scope, Value o) {
    for (Scope s = scope; s != null; s = s.parent()) {
      if (s.owned().contains(o)) {
        return true;
      }
      if (s.kind() != ScopeKind.IF_BRANCH) {
        return false;
      }
    }
    return false;
  }

  /**
   * scf.for (inits from operand {@code firstInit}) and scf.while (all operands): memref inits
   * with no later use hand their ownership to the loop; the others pass a null indicator.
   */
  private Effect transformLoop(Operation op, Scope scope, int firstInit, List<Region> regions) {
    List<Value> inits = op.getOperands(firstInit, op.getNumOperands());
    List<Value> extraInits = new ArrayList<>();
    Set<Value> released = new LinkedHashSet<>();
    for (Value init : inits) {
      if (!isMemRef(init.getType())) {
        continue;
      }
      Value o = ownershipOf(init, scope);
      // The loop frees what it owns: the buffer must not be used later, nor inside the loop
      // other than through the iteration argument.
      if (o != null && scope.owned().contains(o) && !released.contains(o)
          && !usedAfter(init, op) && !usedInRegions(init, op)) {
        released.add(o);
        extraInits.add(o);
      } else {
        extraInits.add(createNull(op));
      }
    }
    for (Region r : regions) {
      Block b = r.front();
      List<Value> owns = transformBlock(b, true, scope, ScopeKind.LOOP, Set.of(), op);
      Operation t = b.getTerminator();
      t.insertOperands(t.getNumOperands(), owns);
    }
    Operation n = withOwnershipResults(op, extraInits);
    List<Value> acquired = resultOwnerships(n, op.getNumResults());
    Operation yield = n.getRegion(n.getNumRegions() - 1).front().getTerminator();
    Operation cond = n.getRegion(0).front().getTerminator();
    for (int i = 0; i < op.getNumResults(); i++) {
      Value r = n.getResult(i);
      if (!isMemRef(r.getType())) {
        continue;
      }
      // Results may be any compatible input: iterations can swap buffers (the seed's while).
      for (Value init : inits) {
        if (isMemRef(init.getType()) && elementType(init.getType()).equals(elementType(r.getType()))) {
          aliases.union(r, init);
        }
      }
      Operation source = op.getName().equals("scf.while") ? cond : yield;
      int offset = op.getName().equals("scf.while") ? 1 : 0;
      aliases.union(r, source.getOperand(offset + i));
    }
    return new Effect(released, acquired);
  }

  private Effect transformParallel(Operation op, Scope scope) {
    for (Value r : op.getResults()) {
      if (isMemRef(r.getType())) {
        throw new DeallocationException(op, "hlo-deallocate does not support '" + op.getName()
            + "' with memref results");
      }
    }
    transformBlock(op.getRegion(0).front(), false, scope, ScopeKind.LOOP, Set.of(), op);
    return Effect.NONE;
  }

  private Effect transformExecuteRegion(Operation op, Scope scope) {
    Region r = op.getRegion(0);
    if (r.getBlocks().size() > 1) {
      throw new DeallocationException(op, "hlo-deallocate does not support 'scf.execute_region'"
          + " with more than one block");
    }
    Block b = r.front();
    List<Value> owns = transformBlock(b, false, scope, ScopeKind.REGION, Set.of(), op);
    Operation y = b.getTerminator();
    List<Value> yielded = new ArrayList<>(y.getOperands());
    y.insertOperands(y.getNumOperands(), owns);
    Operation n = withOwnershipResults(op, List.of());
    for (int i = 0; i < op.getNumResults(); i++) {
      if (isMemRef(n.getResult(i).getType())) {
        aliases.union(n.getResult(i), yielded.get(i));
      }
    }
    return new Effect(Set.of(), resultOwnerships(n, op.getNumResults()));
  }

  /** Rebuilds {@code op} with one more result per memref result, and {@code extraOperands}. */
  private Operation withOwnershipResults(Operation op, List<Value> extraOperands) {
    List<Type> extra = new ArrayList<>();
    for (Value r : op.getResults()) {
      if (isMemRef(r.getType())) {
        extra.add(OwnershipType.INSTANCE);
      }
    }
    return OpRebuilder.withExtra(op, extraOperands, extra);
  }

  /** The ownership results of a rebuilt op, each the indicator of its memref result. */
  private List<Value> resultOwnerships(Operation n, int numOriginal) {
    List<Value> acquired = new ArrayList<>();
    int k = numOriginal;
    for (int i = 0; i < numOriginal; i++) {
      Value r = n.getResult(i);
      if (isMemRef(r.getType())) {
        Value o = n.getResult(k++);
        setIndicator(r, o);
        acquired.add(o);
      }
    }
    return acquired;
  }

  // ---- helpers

  /**
   * The indicator that certainly owns {@code v}'s allocation: that of the value {@code v} is a
   * view of (through view ops). May-aliases are not enough: a conservatively merged alias set
   * can hold several allocations.
   */
  private Value ownershipOf(Value v, Scope scope) {
    Value root = v;
    for (Value src = viewSource.get(root); src != null; src = viewSource.get(root)) {
      root = src;
    }
    return indicators.get(root);
  }

  private void setIndicator(Value memref, Value o) {
    indicators.put(memref, o);
    aliases.union(memref, o);
  }

  private Value own(Value memref, Operation after) {
    OperationState st = new OperationState(after.getLoc(), "deallocation.own");
    st.addOperand(memref);
    st.addType(OwnershipType.INSTANCE);
    Operation own = Operation.create(ctx, st);
    after.getBlock().insertAfter(lastOwnAfter(after), own);
    setIndicator(memref, own.getResult(0));
    return own.getResult(0);
  }

  /** Ops own several results in order: each own goes after the previous one. */
  private static Operation lastOwnAfter(Operation op) {
    Operation o = op;
    while (o.getNextNode() != null && o.getNextNode().getName().equals("deallocation.own")
        && o.getNextNode().getOperand(0).getDefiningOp() == op) {
      o = o.getNextNode();
    }
    return o;
  }

  private Value createNull(Operation before) {
    OperationState st = new OperationState(before.getLoc(), "deallocation.null");
    st.addType(OwnershipType.INSTANCE);
    Operation n = Operation.create(ctx, st);
    before.getBlock().insertBefore(before, n);
    return n.getResult(0);
  }

  private Operation createRetain(Operation before, List<Value> retained, List<Value> allocs) {
    OperationState st = new OperationState(before.getLoc(), "deallocation.retain");
    RetainOp.setOperands(st, retained, allocs);
    for (int i = 0; i < retained.size(); i++) {
      st.addType(OwnershipType.INSTANCE);
    }
    Operation r = Operation.create(ctx, st);
    before.getBlock().insertBefore(before, r);
    for (int i = 0; i < retained.size(); i++) {
      aliases.union(r.getResult(i), retained.get(i));
    }
    return r;
  }

  private static void checkNotTensor(Operation op, Type t) {
    if (t instanceof TensorType) {
      throw new DeallocationException(op, "hlo-deallocate expects fully bufferized IR, found a "
          + "value of type '" + t + "'");
    }
  }
}
