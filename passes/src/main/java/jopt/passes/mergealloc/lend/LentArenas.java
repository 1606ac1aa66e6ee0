package jopt.passes.mergealloc.lend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.func.CallOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.DimOp;
import jopt.dialects.memref.ViewOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.passes.analysis.BufferViewFlowAnalysis;

/**
 * Arenas lent by callers ({@code jopt-merge-alloc{lend-arenas=true}}): once a function's buffers
 * are merged, the arena of its body (static size, default memory space, only viewed, never
 * escaping) becomes an argument of a private copy of the function, and every {@code func.call}
 * of it in the module calls the copy with a buffer allocated right before the call. That buffer
 * is lent to the call, so the caller's merge places it in the caller's arena where that does not
 * raise the caller's peak ({@code precise.Admission}): the callee's memory then shares the holes
 * the caller's arena has at the call instead of coming on top of it, and the call makes no heap
 * allocation. Functions are merged callees first, so a caller sees the buffers its calls need;
 * a function on a cycle of calls keeps its arena (each activation needs its own). The original
 * function stays for other users (a public function, a symbol use that is not a func.call) and
 * goes when it is private and nothing else refers to it. With {@code lend-results}, a function
 * whose only allocations are the buffers it returns gets a copy taking them as arguments, so
 * that its callers merge them like their own ({@link Lend#lendResults}).
 *
 * <p>A value: the lending so far (the borrowed arguments with the copies made and the functions
 * found to allocate nothing, the names taken, the calls {@link LendUndo} may restore). {@link
 * #lend} rewrites the module for one more function and returns the lending with it; the driver
 * threads it through the functions, callees first, and reads {@link #borrowed} for each merge.
 */
public final class LentArenas {
  /**
   * What is lent ({@code arenas}, {@code results}) and the func.call ops of each function, as
   * the module had them.
   */
  private record Setup(boolean arenas, boolean results, Map<String, List<Operation>> callsTo) {}

  private final Setup setup;
  /** The module's borrowed arguments, with the copies made and the functions found quiet. */
  private final BorrowedArguments borrowed;
  /** How many ops refer to each symbol, counted at the start (and for each copy, its calls). */
  private final Map<String, Integer> symbolUses;
  /** The symbol names taken (those of functions erased since included). */
  private final Set<String> names;
  /** The calls {@link LendUndo} may restore: those of functions lent results and arena. */
  private final List<LendUndo.Lent> undo;

  private LentArenas(Setup setup, BorrowedArguments borrowed, Map<String, Integer> symbolUses,
      Set<String> names, List<LendUndo.Lent> undo) {
    this.setup = setup;
    this.borrowed = borrowed;
    this.symbolUses = symbolUses;
    this.names = names;
    this.undo = undo;
  }

  /**
   * Nothing lent yet in {@code module}, whose borrowed arguments are {@code borrowed}; with
   * {@code arenas}, functions' arenas are lent, with {@code results}, their results.
   */
  public static LentArenas of(Operation module, BorrowedArguments borrowed, boolean arenas,
      boolean results) {
    Set<String> taken = new HashSet<>();
    Map<String, Integer> useCounts = new HashMap<>();
    Map<String, List<Operation>> calls = new HashMap<>();
    for (Block b : module.getRegion(0).getBlocks()) {
      for (Operation op : b.getOpList()) {
        String name = SymbolTable.getSymbolName(op);
        if (name != null) {
          taken.add(name);
        }
      }
    }
    List<SymbolTable.SymbolUse> uses = SymbolTable.getSymbolUses(module.getRegion(0));
    // Where an op jopt cannot see into may refer to anything (null), nothing is lent.
    for (SymbolTable.SymbolUse u : uses == null ? List.<SymbolTable.SymbolUse>of() : uses) {
      useCounts.merge(u.ref().getRootReference(), 1, Integer::sum);
      if (CallOp.SPEC.isa(u.user()) && u.user().getAttr("arg_attrs") == null
          && u.user().getAttr("res_attrs") == null && u.ref() instanceof FlatSymbolRefAttr) {
        calls.computeIfAbsent(u.ref().getRootReference(), k -> new ArrayList<>())
            .add(u.user());
      }
    }
    return new LentArenas(new Setup(arenas, results, Map.copyOf(calls)), borrowed,
        Collections.unmodifiableMap(useCounts), Collections.unmodifiableSet(taken), List.of());
  }

  /** The module's borrowed arguments as the functions lent so far left them. */
  public BorrowedArguments borrowed() {
    return borrowed;
  }

  /**
   * The lending with {@code func}'s (merged) arena lent to its callers when it has one that can
   * be lent, else the buffers it returns ({@link Lend#lend}); its calls in the module are
   * rewritten to call the copy.
   */
  public LentArenas lend(Operation func) {
    Lend step = new Lend();
    step.lend(func);
    return new LentArenas(setup, step.borrowed, Collections.unmodifiableMap(step.symbolUses),
        Collections.unmodifiableSet(step.names), List.copyOf(step.undo));
  }

  /**
   * Once every function is merged: each call of a copy lent results and arena whose caller
   * left all of them on the heap calls the original again ({@link LendUndo}).
   */
  public void undoUnplaced() {
    LendUndo.apply(undo);
  }

  /** A private copy made for lent results, the calls that now call it, the results lifted. */
  private record LentCopy(Operation copy, List<Operation> calls, java.util.BitSet lifted) {}

  /**
   * One function's lending: the rewrites, with the lending's state as it goes (which lives only
   * during {@link #lend}).
   */
  private final class Lend {
    private BorrowedArguments borrowed = LentArenas.this.borrowed;
    private final Map<String, Integer> symbolUses = new HashMap<>(LentArenas.this.symbolUses);
    private final Set<String> names = new HashSet<>(LentArenas.this.names);
    private final List<LendUndo.Lent> undo = new ArrayList<>(LentArenas.this.undo);

    /**
     * Lends {@code func}'s arena to its callers when it has one that can be lent, else the buffers
     * it returns ({@link #lendResults}); records {@code func} as allocating nothing when it does.
     */
    public void lend(Operation func) {
      String name = SymbolTable.getSymbolName(func);
      List<Operation> calls = setup.callsTo().getOrDefault(name, List.of());
      Operation arena = arenaOf(func);
      // Only a function that allocates nothing else, nor do its calls: its arena was held for
      // its whole span, but a buffer it allocates outside that span would now come on top.
      boolean others = allocatesBeside(func, arena == null ? Set.of() : Set.of(arena));
      if (arena == null) {
        if (!others) {
          borrowed = borrowed.withQuiet(name);
        } else if (lendResults(func, calls, Set.of()) == null) {
          lendResultsBesideArena(func, calls);
        }
        return;
      }
      if (calls.isEmpty() || !setup.arenas()) {
        return;
      }
      if (others) {
        lendResultsAndArena(func, arena, calls);
        return;
      }
      lendArena(func, arena, calls);
    }

    /**
     * A function whose allocations are its arena and the buffers it returns: its callers make the
     * buffers first, then the arena of the copy that takes them is lent like any other. Where a
     * caller leaves them all on the heap, both would be live over the whole call (in the callee
     * they may not have met): {@link LendUndo} then restores the call of the original, which
     * stays until the end of the pass.
     */
    private void lendResultsAndArena(Operation func, Operation arena, List<Operation> calls) {
      LentCopy c = lendResults(func, calls, Set.of(arena));
      if (c == null) {
        return;
      }
      Operation copiedArena = arenaOf(c.copy());
      if (copiedArena == null || allocatesBeside(c.copy(), Set.of(copiedArena))) {
        return;
      }
      String lentName = lendArena(c.copy(), copiedArena, c.calls());
      undo.add(new LendUndo.Lent(lentName, func, c.lifted(), true));
    }

    /**
     * A function whose allocations are the buffers it returns and an arena of dynamic size (the
     * precise merge's, {@link #arenaOf}): its callers make the buffers, the copy keeps its arena.
     * Where a caller leaves them on the heap, they would be live over the callee's arena:
     * {@link LendUndo} then restores the call of the original.
     */
    private void lendResultsBesideArena(Operation func, List<Operation> calls) {
      Operation arena = arenaOf(func, true);
      LentCopy c = arena == null ? null : lendResults(func, calls, Set.of(arena));
      if (c != null) {
        undo.add(new LendUndo.Lent(SymbolTable.getSymbolName(c.copy()), func, c.lifted(), false));
      }
    }

    /**
     * {@code func}'s {@code arena} made an argument of a private copy its {@code calls} use; the
     * copy's name.
     */
    private String lendArena(Operation func, Operation arena, List<Operation> calls) {
      String name = SymbolTable.getSymbolName(func);
      MemRefType arenaType = (MemRefType) arena.getResult(0).getType();
      Map<Value, Value> mapping = new HashMap<>();
      Operation copy = privateCopy(func, List.of(arenaType), mapping);
      String copyName = SymbolTable.getSymbolName(copy);
      int arity = FuncOp.getFunctionType(copy).getInputs().size();
      Value lent = copy.getRegion(0).front().getArgument(arity - 1);
      Value copied = mapping.get(arena.getResult(0));
      Operation copiedAlloc = copied.getDefiningOp();
      copied.replaceAllUsesWith(lent);
      copiedAlloc.erase();
      borrowed = borrowed.withCopy(copyName, name, arity, 1);
      Builder b = new Builder(func.getContext());
      for (Operation call : calls) {
        b.setInsertionPoint(call);
        Value buffer = AllocOp.create(b, call.getLoc(), arenaType, List.of(), List.of(),
            arena.getAttr("alignment") instanceof jopt.ir.attr.IntegerAttr a ? (Long) a.getValue()
                : null)
            .memref();
        call.insertOperands(call.getNumOperands(), List.of(buffer));
        call.setAttr("callee", FlatSymbolRefAttr.get(copyName));
      }
      borrowed = borrowed.withQuiet(copyName);
      eraseIfUnused(func, name, calls.size());
      return copyName;
    }

    /**
     * With {@code results}: when {@code func}'s only allocations are buffers it returns (each
     * result of an identity type that every return gives as a memref.alloc of the body, sized
     * alike by the function's arguments ({@link SizeSource}), used in the function by nothing
     * that keeps it), a private copy takes them as its last arguments and each call passes
     * buffers allocated right before it, sized from its operands, which the caller merges like
     * its own. The callee allocates nothing else (but {@code also}, its arena, lent next;
     * then the original stays for {@link LendUndo}), so the buffers being made at the call rather
     * than inside it changes no peak. Null when this does not apply (nothing changes); else the
     * copy and its calls.
     */
    private LentCopy lendResults(Operation func, List<Operation> calls, Set<Operation> also) {
      if (!setup.results() || calls.isEmpty()) {
        return null;
      }
      FunctionType type = FuncOp.getFunctionType(func);
      List<Operation> returns = new ArrayList<>();
      for (Block b : func.getRegion(0).getBlocks()) {
        Operation t = b.getOpList().isEmpty() ? null : b.getTerminator();
        if (t == null || !jopt.dialects.func.ReturnOp.SPEC.isa(t)) {
          return null;
        }
        returns.add(t);
      }
      java.util.BitSet lifted = new java.util.BitSet();
      Set<Operation> allocs = new HashSet<>();
      List<List<SizeSource>> liftedSizes = new ArrayList<>();
      for (int r = 0; r < type.getResults().size(); r++) {
        if (!(type.getResults().get(r) instanceof MemRefType t) || !t.hasIdentityLayout()) {
          continue;
        }
        boolean fresh = true;
        List<SizeSource> sizes = null;
        List<Operation> made = new ArrayList<>();
        for (Operation ret : returns) {
          Operation def = ret.getOperand(r).getDefiningOp();
          fresh &= def != null && AllocOp.SPEC.isa(def)
              && def.getNumOperands() == t.getNumDynamicDims()
              && def.getResult(0).getType().equals(t) && def.getParentOp() == func
              && !allocs.contains(def) && !made.contains(def);
          List<SizeSource> s = fresh ? SizeSource.of(func, def) : null;
          fresh &= s != null && (sizes == null || sizes.equals(s));
          if (!fresh) {
            break;
          }
          sizes = s;
          made.add(def);
        }
        if (fresh) {
          allocs.addAll(made);
          lifted.set(r);
          liftedSizes.add(sizes);
        }
      }
      // Every allocation of the function is lifted, and each is used by nothing that keeps it
      // but its return.
      Set<Operation> allowed = new HashSet<>(allocs);
      allowed.addAll(also);
      if (lifted.isEmpty() || allocatesBeside(func, allowed)) {
        return null;
      }
      BufferViewFlowAnalysis flow = new BufferViewFlowAnalysis(func);
      for (Operation a : allocs) {
        for (Value alias : flow.resolve(a.getResult(0))) {
          for (OpOperand use : alias.getUses()) {
            boolean returned = returns.contains(use.getOwner()) && alias == a.getResult(0);
            if (!returned && borrowed.keeps(func, use)) {
              return null;
            }
            if (returned && !lifted.get(use.getOperandNumber())) {
              return null;
            }
          }
        }
      }
      String name = SymbolTable.getSymbolName(func);
      List<MemRefType> liftedTypes = new ArrayList<>();
      for (int r = lifted.nextSetBit(0); r >= 0; r = lifted.nextSetBit(r + 1)) {
        liftedTypes.add((MemRefType) type.getResults().get(r));
      }
      Map<Value, Value> mapping = new HashMap<>();
      Operation copy = privateCopy(func, liftedTypes, mapping);
      String copyName = SymbolTable.getSymbolName(copy);
      FuncOp.eraseResults(copy, lifted);
      Block entry = copy.getRegion(0).front();
      int arity = entry.getNumArguments();
      List<Value> params = new ArrayList<>();
      for (int k = arity - liftedTypes.size(); k < arity; k++) {
        params.add(entry.getArgument(k));
      }
      List<Operation> copiedReturns = new ArrayList<>();
      for (Block b : copy.getRegion(0).getBlocks()) {
        copiedReturns.add(b.getTerminator());
      }
      for (Operation ret : copiedReturns) {
        int k = 0;
        for (int r = lifted.nextSetBit(0); r >= 0; r = lifted.nextSetBit(r + 1), k++) {
          Operation a = ret.getOperand(r).getDefiningOp();
          a.getResult(0).replaceAllUsesWith(params.get(k));
          a.erase();
        }
        for (int r = lifted.previousSetBit(ret.getNumOperands() - 1); r >= 0;
            r = lifted.previousSetBit(r - 1)) {
          ret.eraseOperand(r);
        }
      }
      borrowed = borrowed.withCopy(copyName, name, arity, liftedTypes.size());
      Builder b = new Builder(func.getContext());
      List<Operation> newCalls = new ArrayList<>();
      for (Operation call : calls) {
        b.setInsertionPoint(call);
        List<Value> buffers = new ArrayList<>();
        for (int k = 0; k < liftedTypes.size(); k++) {
          List<Value> sizes = new ArrayList<>();
          for (SizeSource s : liftedSizes.get(k)) {
            sizes.add(s.at(b, call));
          }
          buffers.add(AllocOp.create(b, call.getLoc(), liftedTypes.get(k), sizes).memref());
        }
        List<Value> operands = new ArrayList<>(call.getOperands());
        operands.addAll(buffers);
        List<Type> kept = new ArrayList<>();
        for (int r = 0; r < call.getNumResults(); r++) {
          if (!lifted.get(r)) {
            kept.add(call.getResult(r).getType());
          }
        }
        Operation replacement = Calls.callLike(b, call, copyName, kept, operands);
        int k = 0;
        int n = 0;
        for (int r = 0; r < call.getNumResults(); r++) {
          if (lifted.get(r)) {
            call.getResult(r).replaceAllUsesWith(buffers.get(k));
            SizeSource.foldDims(buffers.get(k++));
          } else {
            call.getResult(r).replaceAllUsesWith(replacement.getResult(n++));
          }
        }
        call.erase();
        newCalls.add(replacement);
      }
      symbolUses.put(copyName, newCalls.size());
      if (also.isEmpty()) {
        borrowed = borrowed.withQuiet(copyName);
        eraseIfUnused(func, name, calls.size());
      }
      return new LentCopy(copy, newCalls, lifted);
    }

    /**
     * A private copy of {@code func}, right after it, named {@code <name>_lent} (unique), with
     * arguments of types {@code extra} appended (to its signature, argument attributes and entry
     * block); {@code mapping} gets each value of {@code func} with its copy.
     */
    private Operation privateCopy(Operation func, List<? extends Type> extra,
        Map<Value, Value> mapping) {
      Operation copy = func.clone(func.getContext(), mapping);
      // Named before it is inserted: the symbol table's index then takes the new name in place.
      copy.setAttr(SymbolTable.SYMBOL_ATTR,
          StringAttr.get(freshName(SymbolTable.getSymbolName(func) + "_lent")));
      func.getBlock().insertAfter(func, copy);
      copy.setAttr("sym_visibility", StringAttr.get("private"));
      FunctionType type = FuncOp.getFunctionType(func);
      List<Type> inputs = new ArrayList<>(type.getInputs());
      inputs.addAll(extra);
      FuncOp.setFunctionType(copy, FunctionType.get(inputs, type.getResults()));
      if (copy.getAttr("arg_attrs") instanceof ArrayAttr all) {
        List<Attribute> dicts = new ArrayList<>(all.value());
        for (int k = 0; k < extra.size(); k++) {
          dicts.add(DictionaryAttr.empty());
        }
        copy.setAttr("arg_attrs", ArrayAttr.get(dicts));
      }
      Block entry = copy.getRegion(0).front();
      for (Type t : extra) {
        entry.addArgument(t, func.getLoc());
      }
      return copy;
    }

    private String freshName(String base) {
      String name = base;
      for (int k = 0; names.contains(name); k++) {
        name = base + "_" + k;
      }
      names.add(name);
      return name;
    }

    /** Erases {@code func} when it is not public and its calls were all that referred to it. */
    private void eraseIfUnused(Operation func, String name, int rewrittenCalls) {
      if (!Calls.isPublic(func) && symbolUses.getOrDefault(name, 0) == rewrittenCalls) {
        func.erase();
      }
    }

    /** Whether {@code func} may allocate (or call what may) other than by {@code allocs}. */
    private boolean allocatesBeside(Operation func, Set<Operation> allocs) {
      boolean[] found = {false};
      func.walk(op -> {
        if (allocs.contains(op) || found[0]) {
          return;
        }
        if (op.getInterface(jopt.ir.interfaces.CallOpInterface.class) != null) {
          String callee = op.getInterface(jopt.ir.interfaces.CallOpInterface.class).getCallee(op);
          found[0] = callee == null || !borrowed.quiet(callee);
        } else if (jopt.ir.interfaces.MemoryEffects.hasEffect(op,
            jopt.ir.interfaces.MemoryEffects.Kind.ALLOCATE, null)) {
          found[0] = true;
        } else if (!op.isRegistered()) {
          found[0] = true;
        }
      });
      return found[0];
    }

    /**
     * The arena of {@code func}'s body: the one static i8 allocation of its entry block in the
     * default memory space whose every use is a memref.view and whose buffer does not escape;
     * null when there is none or more than one.
     */
    private Operation arenaOf(Operation func) {
      return arenaOf(func, false);
    }

    /** {@link #arenaOf(Operation)}, of a dynamic size (one operand) where {@code dynamic}. */
    private Operation arenaOf(Operation func, boolean dynamic) {
      Operation found = null;
      for (Operation op : func.getRegion(0).front().getOpList()) {
        if (!AllocOp.SPEC.isa(op) || op.getNumOperands() != (dynamic ? 1 : 0)
            || !(op.getResult(0).getType() instanceof MemRefType t) || t.getRank() != 1
            || !(t.getElementType() instanceof IntegerType i) || i.getWidth() != 8
            || t.getMemorySpace() != null || !t.hasIdentityLayout()) {
          continue;
        }
        boolean viewed = true;
        for (OpOperand use : op.getResult(0).getUses()) {
          viewed &= ViewOp.SPEC.isa(use.getOwner()) && use.getOperandNumber() == 0;
        }
        if (!viewed) {
          continue;
        }
        if (found != null) {
          return null;
        }
        found = op;
      }
      if (found == null || !borrowed.staysBorrowed(func, new BufferViewFlowAnalysis(func),
          found.getResult(0))) {
        return null;
      }
      return found;
    }
  }

  /**
   * The module's defined functions, callees before callers where no cycle says otherwise; those
   * on a cycle of calls (recursion) are marked in {@code recursive}.
   */
  public static List<Operation> calleesFirst(List<Operation> functions, Set<Operation> recursive) {
    Map<String, Operation> byName = new LinkedHashMap<>();
    for (Operation f : functions) {
      byName.put(SymbolTable.getSymbolName(f), f);
    }
    Map<Operation, List<Operation>> callees = new HashMap<>();
    for (Operation f : functions) {
      List<Operation> out = new ArrayList<>();
      f.walk(op -> {
        if (CallOp.SPEC.isa(op) && op.getAttr("callee") instanceof FlatSymbolRefAttr r
            && byName.containsKey(r.getRootReference())) {
          out.add(byName.get(r.getRootReference()));
        }
      });
      callees.put(f, out);
    }
    // Tarjan's strongly connected components, iteratively (a chain of n calls is n deep); the
    // components come out callees first.
    Map<Operation, Integer> index = new HashMap<>();
    Map<Operation, Integer> low = new HashMap<>();
    ArrayDeque<Operation> stack = new ArrayDeque<>();
    Set<Operation> onStack = new HashSet<>();
    List<Operation> order = new ArrayList<>();
    int[] next = {0};
    for (Operation root : functions) {
      if (index.containsKey(root)) {
        continue;
      }
      ArrayDeque<Object[]> frames = new ArrayDeque<>();
      frames.push(new Object[] {root, 0});
      index.put(root, next[0]);
      low.put(root, next[0]++);
      stack.push(root);
      onStack.add(root);
      while (!frames.isEmpty()) {
        Object[] frame = frames.peek();
        Operation v = (Operation) frame[0];
        List<Operation> out = callees.get(v);
        int i = (Integer) frame[1];
        if (i < out.size()) {
          frame[1] = i + 1;
          Operation w = out.get(i);
          if (!index.containsKey(w)) {
            index.put(w, next[0]);
            low.put(w, next[0]++);
            stack.push(w);
            onStack.add(w);
            frames.push(new Object[] {w, 0});
          } else if (onStack.contains(w)) {
            low.put(v, Math.min(low.get(v), index.get(w)));
          }
          continue;
        }
        frames.pop();
        if (!frames.isEmpty()) {
          Operation parent = (Operation) frames.peek()[0];
          low.put(parent, Math.min(low.get(parent), low.get(v)));
        }
        if (low.get(v).equals(index.get(v))) {
          List<Operation> component = new ArrayList<>();
          Operation w;
          do {
            w = stack.pop();
            onStack.remove(w);
            component.add(w);
          } while (w != v);
          if (component.size() > 1 || callees.get(v).contains(v)) {
            recursive.addAll(component);
          }
          order.addAll(component);
        }
      }
    }
    return order;
  }

  /**
   * Where a dynamic size of a buffer a function returns comes from, as its callers can compute it
   * before the call: the function's index argument {@code argument} ({@code dim} negative), or
   * dimension {@code dim} of its memref argument {@code argument} ({@code memref.dim} with a
   * constant index). The lending of results lends such a result: each call allocates it with these
   * sizes taken from its own operands.
   */
  private record SizeSource(int argument, int dim) {
    /**
     * The sources of allocation {@code alloc}'s dynamic sizes in {@code func}; null where one
     * has none.
     */
    static List<SizeSource> of(Operation func, Operation alloc) {
      Block entry = func.getRegion(0).front();
      List<SizeSource> out = new ArrayList<>();
      for (Value size : alloc.getOperands()) {
        SizeSource s = of(entry, size);
        if (s == null) {
          return null;
        }
        out.add(s);
      }
      return out;
    }

    private static SizeSource of(Block entry, Value size) {
      if (size instanceof BlockArgument a && a.getOwner() == entry
          && a.getType() instanceof IndexType) {
        return new SizeSource(a.getArgNumber(), -1);
      }
      Operation d = size.getDefiningOp();
      if (d == null || !DimOp.SPEC.isa(d) || !(d.getOperand(0) instanceof BlockArgument a)
          || a.getOwner() != entry || !(a.getType() instanceof MemRefType t)) {
        return null;
      }
      Long index = OpFoldResult.getConstantIntValue(d.getOperand(1));
      return index == null || index < 0 || index >= t.getRank() ? null
          : new SizeSource(a.getArgNumber(), (int) (long) index);
    }

    /**
     * The size at {@code call} (a call of the function, before its lent buffers are appended),
     * built with {@code b} right before it; a dim folds where the operand's sizes are known (an
     * allocation's, a view's).
     */
    Value at(Builder b, Operation call) {
      Value operand = call.getOperand(argument);
      if (dim < 0) {
        return operand;
      }
      Value index = ConstantOp.createIndex(b, call.getLoc(), dim);
      Value size = b.createOrFold(DimOp.create(b, call.getLoc(), operand, index).getOperation());
      if (index.useEmpty()) {
        index.getDefiningOp().erase();
      }
      return size;
    }

    /**
     * Each {@code memref.dim} of {@code buffer}, an allocation made for a call's result before the
     * call, replaced by the size it reads (the dim's folder: an allocation's operand for a dynamic
     * dimension), for a dim made while the buffer was still a call's result.
     */
    static void foldDims(Value buffer) {
      for (jopt.ir.OpOperand use : List.copyOf(buffer.getUseList())) {
        Operation d = use.getOwner();
        if (!DimOp.SPEC.isa(d) || use.getOperandNumber() != 0) {
          continue;
        }
        List<jopt.ir.Attribute> constants = new ArrayList<>();
        constants.add(null);
        constants.add(jopt.ir.rewrite.Matchers.constantValue(d.getOperand(1)));
        List<OpFoldResult> folded = new ArrayList<>();
        if (d.getDef().fold(d, constants, folded) && folded.size() == 1
            && !folded.get(0).isAttribute() && folded.get(0).value() != d.getResult(0)) {
          Value index = d.getOperand(1);
          d.getResult(0).replaceAllUsesWith(folded.get(0).value());
          d.erase();
          if (index.useEmpty() && index.getDefiningOp() != null) {
            index.getDefiningOp().erase(); // the constant SizeSource#at made for it
          }
        }
      }
    }
  }
}
