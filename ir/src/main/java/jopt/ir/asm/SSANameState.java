package jopt.ir.asm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpDefinition;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * The SSA value and block names of the IR under one op, computed as MLIR's SSANameState: a
 * region is numbered starting from the counters its parent region had after being fully
 * numbered; sibling regions start from the same counters and do not see each other's names.
 */
final class SSANameState {
  record BlockInfo(int ordering, String name) {}

  private static final BlockInfo INVALID_BLOCK = new BlockInfo(-1, "INVALIDBLOCK");

  private final PrintingFlags flags;
  /** The numbering this one completes (of an op's detached regions), or null. */
  private final SSANameState parent;
  /** The ops whose regions are left to child numberings, or null. */
  private final java.util.function.Predicate<Operation> detached;
  private final HashMap<Operation, NamingContext> detachedContexts = new HashMap<>();
  /**
   * The ID of each value that heads a result group or is an argument: its number, or, when
   * negative, {@code -(i + 1)} for the name {@code valueNames[i]}.
   */
  private final IdentityIntMap valueIDs = new IdentityIntMap();
  private final ArrayList<String> valueNames = new ArrayList<>();
  private final HashMap<Operation, int[]> opResultGroups = new HashMap<>();
  /** The number of each block in its region ({@code ^bbN}). */
  private final IdentityIntMap blockNumbers = new IdentityIntMap();

  private int nextValueID;
  private int nextArgumentID;
  private int nextConflictID;

  // The scoped set of used names: each scope records what it added, popped in LIFO order.
  private final HashSet<String> usedNames = new HashSet<>();
  private final ArrayList<Scope> scopes = new ArrayList<>();

  private static final class Scope {
    final Scope parent;
    final ArrayList<String> names = new ArrayList<>();
    /** {@link #names} as a set, made when a child numbering first asks (names are final then). */
    private volatile HashSet<String> nameSet;

    Scope(Scope parent) {
      this.parent = parent;
    }

    /** Whether this scope named {@code name}; only once its numbering is done (thread-safe). */
    boolean contains(String name) {
      HashSet<String> set = nameSet;
      if (set == null) {
        synchronized (this) {
          set = nameSet;
          if (set == null) {
            set = new HashSet<>(names);
            nameSet = set;
          }
        }
      }
      return set.contains(name);
    }
  }

  /**
   * In a child numbering, the innermost scope of the parent's that its regions see, whose names
   * (and its ancestors') are taken: null otherwise.
   */
  private final Scope visibleFromParent;

  private record NamingContext(Region region, int nextValueID, int nextArgumentID, int nextConflictID,
      Scope parentScope) {}

  SSANameState(Operation op, PrintingFlags flags) {
    this(op, flags, null);
  }

  /**
   * Numbers {@code op} and what it holds, except the regions of the ops {@code detached}
   * accepts (null: none), which {@link #child} numbers later, each on its own, as this
   * numbering would have (regions are numbered independently unless SSA IDs are unique).
   */
  SSANameState(Operation op, PrintingFlags flags, java.util.function.Predicate<Operation> detached) {
    this.flags = flags;
    this.parent = null;
    this.detached = detached;
    this.visibleFromParent = null;
    Scope top = pushScope();
    ArrayDeque<NamingContext> stack = new ArrayDeque<>();
    for (Region r : op.getRegions()) {
      stack.push(new NamingContext(r, nextValueID, nextArgumentID, nextConflictID, top));
    }
    numberValuesInOp(op);
    numberRegions(stack);
  }

  /** The numbering of the regions of {@code op}, which {@code parent} detached. */
  private SSANameState(SSANameState parent, Operation op) {
    this.flags = parent.flags;
    this.parent = parent;
    this.detached = null;
    NamingContext at = parent.detachedContexts.get(op);
    // The names the regions see: those of the scopes enclosing the op, looked up there (a
    // function of a million values has as many names in its scope, and an op of its body with
    // regions is detached too: a copy per op would be quadratic).
    this.visibleFromParent = at.parentScope();
    Scope visible = new Scope(null);
    scopes.add(visible);
    ArrayDeque<NamingContext> stack = new ArrayDeque<>();
    for (Region r : op.getRegions()) {
      stack.push(new NamingContext(r, at.nextValueID(), at.nextArgumentID(), at.nextConflictID(), visible));
    }
    nextValueID = at.nextValueID();
    nextArgumentID = at.nextArgumentID();
    nextConflictID = at.nextConflictID();
    numberRegions(stack);
  }

  /** Whether {@code op}'s regions were left to {@link #child}. */
  boolean isDetached(Operation op) {
    return detachedContexts.containsKey(op);
  }

  /** The names inside detached {@code op}, falling back to this state's for the rest. */
  SSANameState child(Operation op) {
    return new SSANameState(this, op);
  }

  private void numberRegions(ArrayDeque<NamingContext> stack) {
    boolean unique = flags.shouldPrintUniqueSSAIDs();
    while (!stack.isEmpty()) {
      NamingContext ctx = stack.pop();
      if (!unique) {
        nextValueID = ctx.nextValueID;
        nextArgumentID = ctx.nextArgumentID;
        nextConflictID = ctx.nextConflictID;
      }
      while (currentScope() != ctx.parentScope) {
        popScope();
      }
      Scope cur = pushScope();
      numberValuesInRegion(ctx.region);
      for (Block b : ctx.region.getBlocks()) {
        for (Operation o = b.getFirstOp(); o != null; o = o.getNextNode()) {
          int n = o.getNumRegions();
          if (n != 0 && detached != null && detached.test(o)) {
            detachedContexts.put(o, new NamingContext(null, nextValueID, nextArgumentID, nextConflictID, cur));
            continue;
          }
          for (int i = 0; i < n; i++) {
            stack.push(new NamingContext(o.getRegion(i), nextValueID, nextArgumentID, nextConflictID, cur));
          }
        }
      }
    }
    while (!scopes.isEmpty()) {
      popScope();
    }
  }

  private Scope currentScope() {
    return scopes.isEmpty() ? null : scopes.get(scopes.size() - 1);
  }

  private Scope pushScope() {
    Scope s = new Scope(currentScope());
    scopes.add(s);
    return s;
  }

  private void popScope() {
    Scope s = scopes.remove(scopes.size() - 1);
    for (String n : s.names) {
      usedNames.remove(n);
    }
  }

  private void numberValuesInRegion(Region region) {
    if (!flags.printGenericOpForm()) {
      Operation parent = region.getParentOp();
      if (parent != null && parent.getDef() != null) {
        ArgumentNamer namer = argumentNamer;
        namer.region = region;
        parent.getDef().getAsmBlockArgumentNames(parent, region, namer);
        namer.region = null;
      }
    }
    int nextBlockID = 0;
    for (Block block : region.getBlocks()) {
      blockNumbers.put(block, nextBlockID);
      nextBlockID++;
      numberValuesInBlock(block);
    }
  }

  private void numberValuesInBlock(Block block) {
    boolean isEntry = block.isEntryBlock();
    for (BlockArgument arg : block.getArguments()) {
      if (valueIDs.containsKey(arg)) {
        continue;
      }
      if (isEntry) {
        setValueName(arg, "arg" + nextArgumentID++);
      } else {
        setValueName(arg, null);
      }
    }
    for (Operation o = block.getFirstOp(); o != null; o = o.getNextNode()) {
      numberValuesInOp(o);
    }
  }

  /**
   * The callback of getAsmResultNames, one per state and reused op after op (a state numbers on
   * one thread): a lambda and its arrays per op were garbage at every op, C1 having no escape
   * analysis.
   */
  private final class ResultNamer implements BiConsumer<Value, String> {
    private static final int[] FIRST_ONLY = {0};
    Operation op;
    int[] groups;

    @Override
    public void accept(Value result, String name) {
      if (!(result instanceof OpResult r) || r.getOwner() != op || valueIDs.containsKey(result)) {
        return;
      }
      setValueName(result, name);
      int no = r.getResultNumber();
      if (no != 0) {
        groups = Arrays.copyOf(groups, groups.length + 1);
        groups[groups.length - 1] = no;
      }
    }
  }

  private final ResultNamer resultNamer = new ResultNamer();

  /** The callback of getAsmBlockArgumentNames, reused region after region as {@link ResultNamer}. */
  private final class ArgumentNamer implements BiConsumer<Value, String> {
    Region region;

    @Override
    public void accept(Value arg, String name) {
      if (arg instanceof BlockArgument ba && ba.getOwner().getParent() == region && !valueIDs.containsKey(arg)) {
        setValueName(arg, name);
      }
    }
  }

  private final ArgumentNamer argumentNamer = new ArgumentNamer();

  private void numberValuesInOp(Operation op) {
    int numResults = op.getNumResults();
    int[] groups = null;
    OpDefinition def = op.getDef();
    if (numResults != 0 && def != null && !flags.printGenericOpForm()) {
      ResultNamer namer = resultNamer;
      namer.op = op;
      namer.groups = ResultNamer.FIRST_ONLY;
      def.getAsmResultNames(op, namer);
      groups = namer.groups;
      namer.op = null;
    }
    if (numResults == 0) {
      return;
    }
    if (valueIDs.putIfAbsent(op.getResult(0), nextValueID)) {
      nextValueID++;
    }
    if (groups != null && groups.length != 1) {
      Arrays.sort(groups);
      opResultGroups.put(op, groups);
    }
  }

  private void setValueName(Value value, String name) {
    if (name == null || name.isEmpty()) {
      valueIDs.put(value, nextValueID++);
      return;
    }
    valueNames.add(uniqueValueName(name));
    valueIDs.put(value, -valueNames.size());
  }

  /** Whether {@code name} is taken here: by this numbering's open scopes or the parent's. */
  private boolean isUsed(String name) {
    if (usedNames.contains(name)) {
      return true;
    }
    for (Scope s = visibleFromParent; s != null; s = s.parent) {
      if (s.contains(name)) {
        return true;
      }
    }
    return false;
  }

  private String uniqueValueName(String name) {
    name = AsmNames.sanitizeValueName(name);
    if (isUsed(name)) {
      StringBuilder probe = new StringBuilder(name.length() + 4).append(name).append('_');
      int base = probe.length();
      while (true) {
        probe.append(nextConflictID++);
        String candidate = probe.toString();
        if (!isUsed(candidate)) {
          name = candidate;
          break;
        }
        probe.setLength(base);
      }
    }
    usedNames.add(name);
    scopes.get(scopes.size() - 1).names.add(name);
    return name;
  }

  /** The result groups of {@code op} (start indices, first is 0), or null when it has one group. */
  int[] getOpResultGroups(Operation op) {
    int[] groups = opResultGroups.get(op);
    return groups == null && parent != null ? parent.getOpResultGroups(op) : groups;
  }

  BlockInfo getBlockInfo(Block block) {
    int n = blockNumbers.get(block);
    if (n == IdentityIntMap.MISSING && parent != null) {
      return parent.getBlockInfo(block);
    }
    return n == IdentityIntMap.MISSING ? INVALID_BLOCK : new BlockInfo(n, "^bb" + n);
  }

  /**
   * Appends {@code %} and the number or name of {@code v} from this numbering or the one it
   * completes; false (nothing appended) when neither numbered it.
   */
  private boolean appendValueID(Value v, StringBuilder out) {
    int id = valueIDs.get(v);
    if (id == IdentityIntMap.MISSING) {
      return parent != null && parent.appendValueID(v, out);
    }
    out.append('%');
    if (id >= 0) {
      out.append(id);
    } else {
      out.append(valueNames.get(-id - 1));
    }
    return true;
  }

  /** Prints {@code %name}, {@code %3}, or {@code %3#1} (when {@code printResultNo}). */
  void printValueID(Value value, boolean printResultNo, StringBuilder out) {
    if (value == null) {
      out.append("<<NULL VALUE>>");
      return;
    }
    Value lookup = value;
    int resultNo = -1;
    if (value instanceof OpResult result) {
      Operation owner = result.getOwner();
      int n = owner.getNumResults();
      if (n != 1) {
        int no = result.getResultNumber();
        int[] groups = getOpResultGroups(owner);
        if (groups == null) {
          resultNo = no;
          lookup = owner.getResult(0);
        } else {
          // The group containing 'no': the last start index <= no.
          int gi = groups.length - 1;
          while (groups[gi] > no) {
            gi--;
          }
          int groupStart = groups[gi];
          int groupSize = (gi + 1 < groups.length ? groups[gi + 1] : n) - groupStart;
          if (groupSize != 1) {
            resultNo = no - groupStart;
          }
          lookup = owner.getResult(groupStart);
        }
      }
    }
    if (!appendValueID(lookup, out)) {
      out.append("<<UNKNOWN SSA VALUE>>");
      return;
    }
    if (resultNo >= 0 && printResultNo) {
      out.append('#').append(resultNo);
    }
  }

  List<BlockInfo> sortedPredecessors(Block block) {
    List<Block> preds = block.getPredecessors();
    List<BlockInfo> infos = new ArrayList<>(preds.size());
    for (Block p : preds) {
      infos.add(getBlockInfo(p));
    }
    infos.sort((a, b) -> Integer.compare(a.ordering(), b.ordering()));
    return infos;
  }
}
