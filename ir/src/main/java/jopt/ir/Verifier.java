package jopt.ir;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Checks an op as MLIR's OperationVerifier does, in its order: first the structure of the whole
 * op (each op's invariants on entrance, a block's successors and terminator once its ops are
 * verified, then the region invariants and isolated-from-above children of each op), then, as
 * a second pass, SSA dominance of every use. Problems are reported as diagnostics on the op;
 * returns false if any was found. Ops isolated from above are verified on the context's
 * threads (op verifiers must be thread-safe, as MLIR's).
 *
 * <p>The ops of a large function are far apart in memory, so each walk over them costs a cache
 * miss per op: the structural walk also collects the isolated children, checks the root's
 * isolation and proves the dominance of each use it can (a value of the same block defined
 * before, or of a block enclosing the use in a region of one block), keeping what it finds to
 * be reported where MLIR's order puts it. The dominance walk runs only for the uses it could
 * not prove.
 */
public final class Verifier {
  /** The smallest block whose ops are verified in chunks on the context's threads. */
  static final int PARALLEL_BLOCK_OPS = 8_192;
  /** Chunks per thread, so that threads finish together. */
  private static final int CHUNKS_PER_THREAD = 4;

  private final DominanceInfo dominance = new DominanceInfo();
  private boolean ok = true;
  /** The op being verified, and whether its IsolatedFromAbove trait is checked by the walk. */
  private final Operation root;
  private final boolean checkRootIsolation;
  /** The first op (in MLIR's order) that uses a value defined outside the root, or null. */
  private Operation isolationViolation;
  /** Whether a use was met whose dominance the structural walk did not prove. */
  private boolean dominanceUnproven;
  /**
   * The path of the structural walk: the blocks from the root down to the op being verified,
   * each with its index in {@link #pathOps}, the op of that block on the path. A use of a value
   * of an enclosing block is proven in O(1) from it, not by walking up from the user (which
   * made the verifier O(ops x depth) on deeply nested regions).
   */
  private final IdentityHashMap<Block, Integer> pathIndex = new IdentityHashMap<>();
  private Operation[] pathOps = new Operation[8];
  private int pathDepth;

  private Verifier(Operation root) {
    this(root, root.isRegistered() && root.getNumRegions() != 0
        && root.hasTrait(Traits.IsolatedFromAbove.class));
  }

  private Verifier(Operation root, boolean checkRootIsolation) {
    this.root = root;
    this.checkRootIsolation = checkRootIsolation;
  }

  /** A walk of some ops of {@code parent}'s current block, starting from its path. */
  private Verifier(Verifier parent) {
    this(parent.root, parent.checkRootIsolation);
    pathIndex.putAll(parent.pathIndex);
    pathOps = parent.pathOps.clone();
    pathDepth = parent.pathDepth;
  }

  /** MLIR's verifyOpAndDominance: the structure of {@code op}, then dominance inside it. */
  public static boolean verify(Operation op) {
    Verifier v = new Verifier(op);
    return v.verifyOperation(op)
        && (op.getNumRegions() == 0 || !v.dominanceUnproven || v.verifyDominanceOfContainedRegions(op));
  }

  private boolean fail(Diagnostic unused) {
    ok = false;
    return false;
  }

  /** The structure of {@code op} and everything nested, isolated children last (MLIR's verifyOperation). */
  private boolean verifyOperation(Operation op) {
    op.getContext().checkCancelled(); // a cancelled run stops within an op
    if (!verifyOnEntrance(op)) {
      return false;
    }
    // The isolated-from-above children, verified on exit (collected by the blocks' first walk).
    List<Operation> isolated = op.getNumRegions() == 0 ? List.of() : new ArrayList<>(0);
    for (int i = 0; i < op.getNumRegions(); i++) {
      List<Block> blocks = op.getRegion(i).getBlocks();
      for (int j = 0; j < blocks.size(); j++) {
        if (!verifyBlock(blocks.get(j), isolated)) {
          return false;
        }
      }
    }
    return verifyOnExit(op, isolated);
  }

  private boolean verifyBlock(Block b, List<Operation> isolated) {
    // A large block's ops are listed by the entrance walk for the chunks (one walk fewer).
    List<Operation> ops = b.getNumOperations() >= PARALLEL_BLOCK_OPS ? new ArrayList<>(b.getNumOperations()) : null;
    if (!verifyOnEntrance(b, isolated, ops)) {
      return false;
    }
    int k = enterBlock(b);
    try {
      if (ops != null) {
        if (!verifyOpsInParallel(b, ops, k)) {
          return false;
        }
      } else {
        for (Operation o = b.getFirstOp(); o != null; o = o.getNextNode()) {
          pathOps[k] = o;
          if (!verifyOpInBlock(o)) {
            return false;
          }
        }
      }
    } finally {
      pathIndex.remove(b);
      pathOps[k] = null;
      pathDepth = k;
    }
    return verifyOnExit(b);
  }

  /** Puts {@code b} on the path; returns its index. */
  private int enterBlock(Block b) {
    int k = pathDepth++;
    if (k == pathOps.length) {
      pathOps = Arrays.copyOf(pathOps, 2 * k);
    }
    pathIndex.put(b, k);
    return k;
  }

  /** One op of a block: its uses checked, then its structure unless it waits as an isolated child. */
  private boolean verifyOpInBlock(Operation o) {
    checkUses(o);
    return o.getNumRegions() != 0 && o.hasTrait(Traits.IsolatedFromAbove.class) || verifyOperation(o);
  }

  /** What a chunk of a large block left: its walk's findings, and whether all its ops passed. */
  private record ChunkResult(Verifier walk, boolean passed) {}

  /**
   * The loop above over the ops of a large block, in chunks on the context's threads, each
   * walked by a verifier of its own up to its first failing op; merged in order, the findings
   * and diagnostics are those of the loop (later chunks' are dropped after a failure). The
   * block's order is computed first, so that the chunks only read it.
   */
  private boolean verifyOpsInParallel(Block b, List<Operation> ops, int k) {
    b.ensureOrder();
    MLIRContext ctx = ops.get(0).getContext();
    List<List<Operation>> chunks = Parallel.split(ops, ctx.getNumThreads() * CHUNKS_PER_THREAD);
    List<Parallel.Outcome<ChunkResult>> parts = Parallel.map(ctx, chunks, chunk -> {
      Verifier walk = new Verifier(this);
      for (Operation o : chunk) {
        walk.pathOps[k] = o;
        if (!walk.verifyOpInBlock(o)) {
          return new ChunkResult(walk, false);
        }
      }
      return new ChunkResult(walk, true);
    });
    for (Parallel.Outcome<ChunkResult> part : parts) {
      ChunkResult r = part.replay(ctx.getDiagEngine());
      if (isolationViolation == null) {
        isolationViolation = r.walk().isolationViolation;
      }
      dominanceUnproven |= r.walk().dominanceUnproven;
      if (!r.passed()) {
        ok = false;
        return false;
      }
    }
    return true;
  }

  /**
   * What the later checks need of {@code o}'s uses, found while {@code o} is at hand: whether
   * one is defined outside an isolated root, and whether each is proven to dominate {@code o}.
   */
  private void checkUses(Operation o) {
    Block block = o.getBlock();
    for (int i = 0, n = o.getNumOperands(); i < n; i++) {
      Value v = o.getOperand(i);
      if (v == null) {
        dominanceUnproven = true; // reported as a null operand on entrance
        continue;
      }
      Block defBlock = v.getParentBlock();
      // The ancestor of o in defBlock, when defBlock encloses o (is on the path), else null.
      Operation at = o;
      if (defBlock != block) {
        Integer k = defBlock == null ? null : pathIndex.get(defBlock);
        at = k == null ? null : pathOps[k];
      }
      if (checkRootIsolation && isolationViolation == null && defBlock != block && at == null) {
        Operation defParent = defBlock == null ? null : defBlock.getParentOp();
        if (defParent == null || !root.isAncestor(defParent)) {
          isolationViolation = o;
        }
      }
      if (!dominanceUnproven && !provablyDominates(v, at)) {
        dominanceUnproven = true;
      }
    }
  }

  /**
   * True when {@code v} dominates the user whose ancestor in {@code v}'s block is {@code at}
   * (null when that block does not enclose the user) for a reason that needs no dominator
   * tree: defined before {@code at} in its block, or an argument of it. False is "not proven".
   */
  private static boolean provablyDominates(Value v, Operation at) {
    if (at == null) {
      return false;
    }
    if (v instanceof OpResult r) {
      Operation def = r.getOwner();
      return def != at && def.isBeforeInBlock(at);
    }
    return true;
  }

  private boolean verifyOnEntrance(Operation op) {
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (op.getOperand(i) == null) {
        return fail(op.emitError("null operand found"));
      }
    }
    if (!op.getAttrDictionary().isEmpty() && !verifyDialectAttributes(op)) {
      ok = false;
      return false;
    }
    if (op.isRegistered() && !op.getDef().verifyInvariants(op)) {
      ok = false;
      return false;
    }
    for (int i = 0; i < op.getNumRegions(); i++) {
      Region r = op.getRegion(i);
      if (op.isRegistered() && op.hasTrait(Traits.HasOnlyGraphRegion.class) && r.getBlocks().size() > 1) {
        return fail(op.emitOpError("expects graph region #" + i + " to have 0 or 1 blocks"));
      }
      if (!r.isEmpty() && !r.front().hasNoPredecessors()) {
        return fail(errorAt(op.getLoc(), op, "entry block of region may not have predecessors"));
      }
    }
    return true;
  }

  /**
   * MLIR's first check of an op: each discardable attribute named after a dialect
   * ({@code dialect.name}) is checked by that dialect, when it is registered.
   */
  private static boolean verifyDialectAttributes(Operation op) {
    OpDefinition def = op.getDef();
    List<jopt.ir.attr.NamedAttribute> attrs = op.getAttrDictionary().getValue();
    for (int i = 0; i < attrs.size(); i++) { // indexed: no iterator per op under C1
      jopt.ir.attr.NamedAttribute na = attrs.get(i);
      String name = na.name();
      int dot = name.indexOf('.');
      if (dot <= 0 || def != null && def.isInherentAttr(name)) {
        continue;
      }
      Dialect d = op.getContext().getDialect(name.substring(0, dot));
      if (d != null && !d.verifyOperationAttribute(op, na)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A block's own checks before its ops; also collects its isolated-from-above ops, and all its
   * ops into {@code ops} unless null.
   */
  private boolean verifyOnEntrance(Block b, List<Operation> isolated, List<Operation> ops) {
    if (b.isEmpty()) {
      if (mayBeValidWithoutTerminator(b)) {
        return true;
      }
      // MLIR reports at the region's location, without the op (no "see current operation").
      Operation parent = b.getParentOp();
      return fail(errorAt(parent.getLoc(), parent, "empty block: expect at least a terminator"));
    }
    for (Operation o = b.getFirstOp(); o != null; o = o.getNextNode()) {
      if (ops != null) {
        ops.add(o);
      }
      if (o.getNumSuccessors() != 0 && o.getNextNode() != null) {
        return fail(o.emitError("operation with block successors must terminate its parent block"));
      }
      if (o.getNumRegions() != 0 && o.hasTrait(Traits.IsolatedFromAbove.class)) {
        isolated.add(o);
      }
    }
    return true;
  }

  private boolean verifyOnExit(Block b) {
    Operation last = b.getLastOp();
    if (last != null) {
      for (int i = 0; i < last.getNumSuccessors(); i++) {
        if (last.getSuccessor(i).getParent() != b.getParent()) {
          return fail(last.emitOpError("branching to block of a different region"));
        }
      }
    }
    if (mayBeValidWithoutTerminator(b)) {
      return true;
    }
    if (last.isRegistered() && !last.hasTrait(Traits.IsTerminator.class)) {
      // MLIR prints the offending op, generically, into the message.
      String printed = OpQuoting.of(last);
      return fail(last.emitError("block with no terminator, has " + printed));
    }
    return true;
  }

  /** MLIR's mayBeValidWithoutTerminator. */
  private static boolean mayBeValidWithoutTerminator(Block b) {
    Region r = b.getParent();
    if (r == null) {
      return true;
    }
    if (!r.hasOneBlock()) {
      return false;
    }
    Operation op = r.getParentOp();
    return op == null || !op.isRegistered() || op.hasTrait(Traits.NoTerminator.class);
  }

  /** Verifies each of {@code ops} (each up to its own first error); whether all passed. */
  private static boolean verifyEach(List<Operation> ops) {
    boolean ok = true;
    for (int i = 0; i < ops.size(); i++) {
      ok &= verify(ops.get(i));
    }
    return ok;
  }

  private boolean verifyOnExit(Operation op, List<Operation> isolated) {
    // As MLIR, isolated-from-above children are verified after all their siblings, in parallel,
    // every one of them (each up to its own first error), the diagnostics in the children's
    // order; a failing child fails the op before its own region checks.
    if (!isolated.isEmpty()) {
      // In chunks of children, not a task per child: a module of a million ops has tens of
      // thousands of functions, and a task costs microseconds to hand over. A chunk verifies
      // every child of it, so its diagnostics are the children's in order.
      MLIRContext ctx = op.getContext();
      List<List<Operation>> chunks = Parallel.split(isolated, ctx.getNumThreads() * CHUNKS_PER_THREAD);
      boolean childrenOk = true;
      for (Parallel.Outcome<Boolean> o : Parallel.map(ctx, chunks, Verifier::verifyEach)) {
        childrenOk &= o.replay(ctx.getDiagEngine());
      }
      if (!childrenOk) {
        ok = false;
        return false;
      }
    }
    if (op.isRegistered()) {
      // MLIR runs the region traits (isolation, region-branch edges, symbol table) before the
      // op's own verifyRegions; ops whose checks MLIR makes in interfaces verify them in
      // verifyRegions until they declare them, so those messages come first here.
      if (!op.getDef().verifyRegions(op)
          || op.getNumRegions() != 0 && (!verifyIsolation(op) || !RegionInvariants.verify(op))) {
        ok = false;
        return false;
      }
      return true;
    }
    return verifyUnregistered(op);
  }

  /** MLIR's check of an unregistered op: its dialect must allow unknown ops, or not be loaded. */
  private boolean verifyUnregistered(Operation op) {
    String ns = op.getDialectNamespace();
    Dialect dialect = ns.isEmpty() ? null : op.getContext().getDialect(ns);
    if (dialect != null && !dialect.allowsUnknownOperations()) {
      return fail(op.emitError("unregistered operation '" + op.getName() + "' found in dialect ('" + ns
          + "') that does not allow unknown operations"));
    }
    return true;
  }

  /** A diagnostic at {@code loc} without the op attached (MLIR's emitError(Location)). */
  private static Diagnostic errorAt(Location loc, Operation op, String message) {
    Diagnostic d = new Diagnostic(Diagnostic.Severity.ERROR, loc, message);
    op.getContext().getDiagEngine().emit(d);
    return d;
  }

  /** The IsolatedFromAbove region trait: no op inside uses a value defined outside. */
  private boolean verifyIsolation(Operation op) {
    if (op == root && checkRootIsolation) {
      // The structural walk found the first offending op, in this walk's order.
      return isolationViolation == null || verifyIsolatedUses(op, isolationViolation);
    }
    if (!op.hasTrait(Traits.IsolatedFromAbove.class)) {
      return true;
    }
    for (int i = 0; i < op.getNumRegions(); i++) {
      for (Block b : op.getRegion(i).getBlocks()) {
        for (Operation o = b.getFirstOp(); o != null; o = o.getNextNode()) {
          if (!verifyIsolatedUses(op, o)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private boolean verifyIsolatedUses(Operation isolatedOp, Operation o) {
    for (int i = 0; i < o.getNumOperands(); i++) {
      Block defBlock = o.getOperand(i).getParentBlock();
      Operation defParent = defBlock == null ? null : defBlock.getParentOp();
      if (defParent == null || !isolatedOp.isAncestor(defParent)) {
        return fail(o.emitOpError("using value defined outside the region")
            .attachNote(isolatedOp.getLoc(), "required by region isolation constraints"));
      }
    }
    if (o.getNumRegions() != 0 && !o.hasTrait(Traits.IsolatedFromAbove.class)) {
      for (int i = 0; i < o.getNumRegions(); i++) {
        for (Block b : o.getRegion(i).getBlocks()) {
          for (Operation n = b.getFirstOp(); n != null; n = n.getNextNode()) {
            if (!verifyIsolatedUses(isolatedOp, n)) {
              return false;
            }
          }
        }
      }
    }
    return true;
  }

  /** The second pass (MLIR's verifyDominanceOfContainedRegions), isolated children excluded. */
  private boolean verifyDominanceOfContainedRegions(Operation op) {
    for (int i = 0; i < op.getNumRegions(); i++) {
      for (Block b : op.getRegion(i).getBlocks()) {
        for (Operation o = b.getFirstOp(); o != null; o = o.getNextNode()) {
          if (!verifyDominance(o)) {
            return false;
          }
          if (o.getNumRegions() != 0 && !o.hasTrait(Traits.IsolatedFromAbove.class)
              && !verifyDominanceOfContainedRegions(o)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private boolean verifyDominance(Operation op) {
    for (int i = 0; i < op.getNumOperands(); i++) {
      Value v = op.getOperand(i);
      if (!dominance.properlyDominates(v, op)) {
        return fail(dominanceError(op, i, v));
      }
    }
    return true;
  }

  /** MLIR's diagnoseInvalidOperandDominance: the note tells where the operand is defined. */
  private static Diagnostic dominanceError(Operation op, int i, Value v) {
    Diagnostic d = op.emitError("operand #" + i + " does not dominate this use");
    Block useBlock = op.getBlock();
    Block defBlock = v.getParentBlock();
    Region useRegion = useBlock.getParent();
    Region defRegion = defBlock == null ? null : defBlock.getParent();
    String where = defRegion == useRegion ? "in the same region"
        : isProperAncestor(defRegion, useRegion) ? "in a parent region"
        : isProperAncestor(useRegion, defRegion) ? "in a child region"
        : "neither in a parent nor in a child region";
    if (v.getDefiningOp() != null) {
      String rel = useBlock == defBlock ? "op in the same block"
          : where.startsWith("in ") ? "op " + where : "op is " + where;
      return d.attachNote(v.getDefiningOp().getLoc(), "operand defined here (" + rel + ")");
    }
    Operation owner = defBlock == null ? null : defBlock.getParentOp();
    Location loc = owner == null ? Location.UNKNOWN : owner.getLoc();
    if (defRegion == null) {
      return d.attachNote(loc, " (block without parent)");
    }
    return d.attachNote(loc, "operand defined as a block argument (block #"
        + defRegion.getBlocks().indexOf(defBlock) + " " + where + ")");
  }

  /** MLIR's Region::isProperAncestor: {@code outer} strictly encloses {@code inner}. */
  private static boolean isProperAncestor(Region outer, Region inner) {
    if (outer == null || inner == null || outer == inner) {
      return false;
    }
    for (Operation p = inner.getParentOp(); p != null; ) {
      Region r = p.getParentRegion();
      if (r == outer) {
        return true;
      }
      p = r == null ? null : r.getParentOp();
    }
    return false;
  }
}
