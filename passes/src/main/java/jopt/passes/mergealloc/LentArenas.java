package jopt.passes.mergealloc;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.func.CallOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.ViewOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Builder;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.SymbolTable;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.Type;
import jopt.passes.analysis.BufferViewFlowAnalysis;

/**
 * Arenas lent by callers ({@code jopt-merge-alloc{lend-arenas=true}}): once a function's buffers
 * are merged, the arena of its body (static size, default memory space, only viewed, never
 * escaping) becomes an argument of a private copy of the function, and every {@code func.call}
 * of it in the module calls the copy with a buffer allocated right before the call. That buffer
 * is lent to the call, so the caller's merge places it in the caller's arena where that does not
 * raise the caller's peak ({@link LentFit}): the callee's memory then shares the holes the
 * caller's arena has at the call instead of coming on top of it, and the call makes no heap
 * allocation. Functions are merged callees first, so a caller sees the buffers its calls need;
 * a function on a cycle of calls keeps its arena (each activation needs its own). The original
 * function stays for other users (a public function, a symbol use that is not a func.call) and
 * goes when it is private and nothing else refers to it.
 */
final class LentArenas {
  private final Operation module;
  private final BorrowedArguments borrowed;
  private final Map<String, List<Operation>> callsTo = new HashMap<>();
  private final Map<String, Integer> symbolUses = new HashMap<>();
  private final Set<String> names = new HashSet<>();
  /** Functions whose calls allocate nothing (their arenas lent): callees are seen first. */
  private final Set<String> quiet = new HashSet<>();

  LentArenas(Operation module, BorrowedArguments borrowed) {
    this.module = module;
    this.borrowed = borrowed;
    for (Block b : module.getRegion(0).getBlocks()) {
      for (Operation op : b.getOpList()) {
        String name = SymbolTable.getSymbolName(op);
        if (name != null) {
          names.add(name);
        }
      }
    }
    List<SymbolTable.SymbolUse> uses = new ArrayList<>();
    for (Block b : module.getRegion(0).getBlocks()) {
      for (Operation op : b.getOpList()) {
        List<SymbolTable.SymbolUse> inOp = SymbolTable.getSymbolUses(op);
        if (inOp == null) {
          // An op jopt cannot see into may refer to anything: nothing is lent.
          callsTo.clear();
          return;
        }
        uses.addAll(inOp);
      }
    }
    for (SymbolTable.SymbolUse u : uses) {
      symbolUses.merge(u.ref().getRootReference(), 1, Integer::sum);
      if (CallOp.SPEC.isa(u.user()) && u.user().getAttr("arg_attrs") == null
          && u.user().getAttr("res_attrs") == null && u.ref() instanceof FlatSymbolRefAttr) {
        callsTo.computeIfAbsent(u.ref().getRootReference(), k -> new ArrayList<>())
            .add(u.user());
      }
    }
  }

  /**
   * The module's defined functions, callees before callers where no cycle says otherwise; those
   * on a cycle of calls (recursion) are marked in {@code recursive}.
   */
  static List<Operation> calleesFirst(List<Operation> functions, Set<Operation> recursive) {
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
   * Lends {@code func}'s arena to its callers when it has one that can be lent: returns the
   * private copy that takes it, or null.
   */
  Operation lend(Operation func) {
    List<Operation> calls = callsTo.getOrDefault(SymbolTable.getSymbolName(func), List.of());
    Operation arena = arenaOf(func);
    // Only a function that allocates nothing else, nor do its calls: its arena was held for
    // its whole span, but a buffer it allocates outside that span would now come on top.
    if (!allocatesBeside(func, arena)) {
      if (arena == null) {
        quiet.add(SymbolTable.getSymbolName(func));
        return null;
      }
    } else {
      return null;
    }
    if (calls.isEmpty()) {
      return null;
    }
    String name = SymbolTable.getSymbolName(func);
    String copyName = name + "_lent";
    for (int k = 0; names.contains(copyName); k++) {
      copyName = name + "_lent_" + k;
    }
    names.add(copyName);
    Map<Value, Value> mapping = new HashMap<>();
    Operation copy = func.clone(func.getContext(), mapping);
    func.getBlock().insertAfter(func, copy);
    copy.setAttr(SymbolTable.SYMBOL_ATTR, StringAttr.get(copyName));
    copy.setAttr("sym_visibility", StringAttr.get("private"));
    MemRefType arenaType = (MemRefType) arena.getResult(0).getType();
    FunctionType type = FuncOp.getFunctionType(func);
    List<Type> inputs = new ArrayList<>(type.getInputs());
    inputs.add(arenaType);
    FuncOp.setFunctionType(copy, FunctionType.get(inputs, type.getResults()));
    if (copy.getAttr("arg_attrs") instanceof ArrayAttr all) {
      List<Attribute> dicts = new ArrayList<>(all.value());
      dicts.add(DictionaryAttr.empty());
      copy.setAttr("arg_attrs", ArrayAttr.get(dicts));
    }
    Value lent = copy.getRegion(0).front().addArgument(arenaType, arena.getLoc());
    Value copied = mapping.get(arena.getResult(0));
    Operation copiedAlloc = copied.getDefiningOp();
    copied.replaceAllUsesWith(lent);
    copiedAlloc.erase();
    borrowed.lendAlso(copyName, SymbolTable.getSymbolName(func), inputs.size());
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
    callsTo.put(copyName, List.of());
    quiet.add(copyName);
    String visibility = func.getAttr("sym_visibility") instanceof StringAttr s ? s.getValue()
        : "public";
    if (!"public".equals(visibility) && symbolUses.getOrDefault(name, 0) == calls.size()) {
      func.erase();
    }
    return copy;
  }

  /** Whether {@code func} may allocate (or call what may) other than {@code arena}. */
  private boolean allocatesBeside(Operation func, Operation arena) {
    boolean[] found = {false};
    func.walk(op -> {
      if (op == arena || found[0]) {
        return;
      }
      if (op.getInterface(jopt.ir.interfaces.CallOpInterface.class) != null) {
        String callee = op.getInterface(jopt.ir.interfaces.CallOpInterface.class).getCallee(op);
        found[0] = callee == null || !quiet.contains(callee);
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
    Operation found = null;
    for (Operation op : func.getRegion(0).front().getOpList()) {
      if (!AllocOp.SPEC.isa(op) || op.getNumOperands() != 0
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
