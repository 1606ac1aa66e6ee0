package jopt.passes.mergealloc.lend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.func.FuncOp;
import jopt.dialects.memref.ExtractAlignedPointerAsIndexOp;
import jopt.dialects.memref.ExtractStridedMetadataOp;
import jopt.dialects.memref.StoreOp;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.type.TensorType;
import jopt.passes.analysis.BufferViewFlowAnalysis;

/**
 * Which memref arguments of each function of a module the function only borrows: it reads and
 * writes them during the call, but no value that may be the argument's buffer (through views,
 * casts, region and block arguments, call results) is returned, freed, stored as a value, made
 * into a tensor or a pointer, used by an op jopt does not know, or passed to a call that does
 * not borrow it in turn. A caller may then place such an argument's buffer in its arena: the
 * buffer is not used after the call returns unless the caller uses it. A function without a
 * body borrows nothing; recursion is solved as the largest consistent answer (every function
 * starts borrowing every argument, and an argument stops when some use needs more).
 *
 * <p>Computed once over a module before any function changes (a function pass may not look at
 * its siblings while they change); immutable: the copies of functions {@link LentArenas} adds,
 * and the functions it finds allocate nothing, make a new answer ({@link #withCopy},
 * {@link #withQuiet}).
 */
public final class BorrowedArguments {
  private final Map<String, boolean[]> byFunction;
  /** The borrowed arguments whose bytes the function never reads or writes, by function. */
  private final Map<String, boolean[]> ignoredByFunction;
  /**
   * Functions known to allocate nothing when called, their callees included ({@link LentArenas}
   * says so as it goes, callees first); empty unless jopt-merge-alloc lends.
   */
  private final Set<String> quiet;

  /** The answer of these maps (not copied: {@link #of} solves them in place while it asks). */
  private BorrowedArguments(Map<String, boolean[]> byFunction,
      Map<String, boolean[]> ignoredByFunction, Set<String> quiet) {
    this.byFunction = byFunction;
    this.ignoredByFunction = ignoredByFunction;
    this.quiet = quiet;
  }

  /** Nothing borrowed (the answer for a function pass that sees no module). */
  public static BorrowedArguments none() {
    return new BorrowedArguments(Map.of(), Map.of(), Set.of());
  }

  /** The answer for the functions directly in {@code module}. */
  public static BorrowedArguments of(Operation module) {
    Map<String, Operation> functions = new java.util.LinkedHashMap<>();
    Map<String, boolean[]> borrowed = new HashMap<>();
    for (Operation op : definedFunctions(module)) {
      String name = SymbolTable.getSymbolName(op);
      boolean[] flags = new boolean[op.getRegion(0).front().getNumArguments()];
      java.util.Arrays.fill(flags, true);
      functions.put(name, op);
      borrowed.put(name, flags);
    }
    Map<String, List<Operation>> callers = new HashMap<>();
    for (Operation func : functions.values()) {
      func.walk(op -> {
        CallOpInterface c = op.getInterface(CallOpInterface.class);
        String callee = c == null ? null : c.getCallee(op);
        if (callee != null && functions.containsKey(callee)) {
          callers.computeIfAbsent(callee, k -> new ArrayList<>()).add(func);
        }
      });
    }
    Map<Operation, BufferViewFlowAnalysis> flows = new HashMap<>();
    Map<String, boolean[]> ignored = new HashMap<>();
    BorrowedArguments answer = new BorrowedArguments(borrowed, ignored, Set.of());
    solve(functions, callers, borrowed, (func, arg) -> BufferViewFlowAnalysis.isMemRef(arg)
        && answer.staysBorrowed(func, flows.computeIfAbsent(func, BufferViewFlowAnalysis::new),
            arg));
    // Of the borrowed arguments, those no use of which (through any value it may flow into)
    // reads or writes the buffer's bytes.
    for (Map.Entry<String, boolean[]> e : borrowed.entrySet()) {
      ignored.put(e.getKey(), e.getValue().clone());
    }
    solve(functions, callers, ignored,
        (func, arg) -> answer.untouched(
            flows.computeIfAbsent(func, BufferViewFlowAnalysis::new), arg));
    return answer;
  }

  /**
   * The largest consistent answer: a function's flag drops where {@code holds} fails for its
   * argument, and then its callers are looked at again (a worklist: a chain of n calls costs
   * O(n), not n passes over the module).
   */
  private static void solve(Map<String, Operation> functions,
      Map<String, List<Operation>> callers, Map<String, boolean[]> flagsByName,
      java.util.function.BiPredicate<Operation, Value> holds) {
    java.util.ArrayDeque<Operation> work = new java.util.ArrayDeque<>(functions.values());
    java.util.Set<Operation> queued = new java.util.HashSet<>(functions.values());
    while (!work.isEmpty()) {
      Operation func = work.pop();
      queued.remove(func);
      String name = SymbolTable.getSymbolName(func);
      boolean[] flags = flagsByName.get(name);
      Block entry = func.getRegion(0).front();
      boolean changed = false;
      for (int i = 0; i < flags.length; i++) {
        if (flags[i] && !holds.test(func, entry.getArgument(i))) {
          flags[i] = false;
          changed = true;
        }
      }
      if (changed) {
        for (Operation caller : callers.getOrDefault(name, List.of())) {
          if (queued.add(caller)) {
            work.add(caller);
          }
        }
      }
    }
  }

  /**
   * Whether no use of a value {@code arg} may flow into reads or writes its bytes: none is an
   * access as precise merge-alloc counts them ({@link jopt.passes.mergealloc.facts.Accesses#isAccess}: views, region
   * branches and their terminators, ops without memory effects such as memref.dim), but calls
   * that ignore it in turn.
   */
  private boolean untouched(BufferViewFlowAnalysis flow, Value arg) {
    for (Value alias : flow.resolve(arg)) {
      for (OpOperand use : alias.getUses()) {
        Operation op = use.getOwner();
        boolean call = op.getInterface(CallOpInterface.class) != null;
        if (call ? !ignores(op, use.getOperandNumber()) : jopt.passes.mergealloc.facts.Accesses.isAccess(op)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Whether the call {@code call} lends operand {@code operand} to a callee that never reads or
   * writes its bytes: for the caller's buffer, the call is no access.
   */
  public boolean ignores(Operation call, int operand) {
    int i = argumentIndex(call, operand);
    if (i < 0) {
      return false;
    }
    CallOpInterface c = call.getInterface(CallOpInterface.class);
    boolean[] flags = ignoredByFunction.get(c.getCallee(call));
    return flags != null && flags[i];
  }

  /** The func.func ops directly in {@code module} that have a body, in order. */
  public static List<Operation> definedFunctions(Operation module) {
    List<Operation> out = new ArrayList<>();
    for (Block b : module.getRegion(0).getBlocks()) {
      for (Operation op : b.getOpList()) {
        if (FuncOp.SPEC.isa(op) && !op.getRegion(0).isEmpty()) {
          out.add(op);
        }
      }
    }
    return out;
  }

  /**
   * Whether the call {@code call} only lends operand {@code operand} (an index among all its
   * operands) to its callee.
   */
  public boolean lends(Operation call, int operand) {
    int i = argumentIndex(call, operand);
    return i >= 0 && byFunction.get(call.getInterface(CallOpInterface.class).getCallee(call))[i];
  }

  /**
   * The callee's argument that operand {@code operand} of call {@code call} is, when the callee
   * is known here (with as many arguments); else -1.
   */
  private int argumentIndex(Operation call, int operand) {
    CallOpInterface c = call.getInterface(CallOpInterface.class);
    String callee = c == null ? null : c.getCallee(call);
    boolean[] flags = callee == null ? null : byFunction.get(callee);
    if (flags == null) {
      return -1;
    }
    List<Value> args = c.getArgOperands(call);
    int first = call.getNumOperands() - args.size();
    int i = operand - first;
    return i >= 0 && i < flags.length && args.size() == flags.length
        && args.get(i) == call.getOperand(operand) ? i : -1;
  }

  /** Whether no use of a value {@code arg} may flow into keeps it past the call. */
  boolean staysBorrowed(Operation func, BufferViewFlowAnalysis flow, Value arg) {
    for (Value alias : flow.resolve(arg)) {
      for (OpOperand use : alias.getUses()) {
        if (keeps(func, use)) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether {@code use} may keep its value past the call of {@code func} (see the class comment). */
  public boolean keeps(Operation func, OpOperand use) {
    Operation op = use.getOwner();
    if (!op.isRegistered()) {
      return true;
    }
    if (op.hasTrait(Traits.IsTerminator.class) && op.getParentOp() == func
        && func.getInterface(CallableOpInterface.class) != null) {
      return true; // returned
    }
    if (op.getInterface(CallOpInterface.class) != null) {
      return !lends(op, use.getOperandNumber());
    }
    for (Value r : op.getResults()) {
      if (r.getType() instanceof TensorType) {
        return true;
      }
    }
    return MemoryEffects.hasEffect(op, MemoryEffects.Kind.FREE, null)
        || ExtractAlignedPointerAsIndexOp.SPEC.isa(op) || ExtractStridedMetadataOp.SPEC.isa(op)
        || "deallocation".equals(op.getDialectNamespace())
        || (StoreOp.SPEC.isa(op) && use.getOperandNumber() == 0);
  }

  /**
   * This answer with {@code copy}, a copy of {@code function} with {@code added} more arguments
   * (of {@code arity} in all), which it borrows too ({@link LentArenas}: the arena or the result
   * buffers its callers lend it).
   */
  BorrowedArguments withCopy(String copy, String function, int arity, int added) {
    boolean[] flags = java.util.Arrays.copyOf(byFunction.get(function), arity);
    java.util.Arrays.fill(flags, arity - added, arity, true);
    Map<String, boolean[]> lent = new HashMap<>(byFunction);
    lent.put(copy, flags);
    Map<String, boolean[]> ignored = ignoredByFunction;
    if (ignoredByFunction.get(function) != null) {
      ignored = new HashMap<>(ignoredByFunction);
      ignored.put(copy, java.util.Arrays.copyOf(ignoredByFunction.get(function), arity));
    }
    return new BorrowedArguments(lent, ignored, quiet); // added: used
  }

  /** This answer with a call of {@code function} known to allocate nothing. */
  BorrowedArguments withQuiet(String function) {
    Set<String> more = new java.util.HashSet<>(quiet);
    more.add(function);
    return new BorrowedArguments(byFunction, ignoredByFunction, more);
  }

  /** Whether a call of {@code function} is known to allocate nothing. */
  public boolean quiet(String function) {
    return function != null && quiet.contains(function);
  }

  /** For tests: the flags of {@code function}, or null when it is not known. */
  List<Boolean> flagsOf(String function) {
    boolean[] f = byFunction.get(function);
    if (f == null) {
      return null;
    }
    List<Boolean> out = new ArrayList<>();
    for (boolean b : f) {
      out.add(b);
    }
    return out;
  }
}
