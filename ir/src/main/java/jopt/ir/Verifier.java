package jopt.ir;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.OpSpecVerifier;

/**
 * Checks structural invariants before passes run, as MLIR's OperationVerifier: terminators,
 * successors, isolation from above, SSA dominance of every use, then each op's own verify().
 * Problems are reported as diagnostics on the op; returns false if any was found. Ops isolated
 * from above are verified on the context's threads (op verifiers must be thread-safe, as MLIR's).
 */
public final class Verifier {
  private final DominanceInfo dominance = new DominanceInfo();
  private boolean ok = true;

  private Verifier() {}

  public static boolean verify(Operation op) {
    Verifier v = new Verifier();
    v.verifyOp(op);
    return v.ok;
  }

  private void fail(Diagnostic unused) {
    ok = false;
  }

  private void verifyOp(Operation op) {
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (op.getOperand(i) == null) {
        fail(op.emitError("null operand found"));
        return;
      }
    }
    for (int i = 0; i < op.getNumSuccessors(); i++) {
      if (op.getSuccessor(i).getParent() != op.getParentRegion()) {
        fail(op.emitError("branching to block of a different region"));
        return;
      }
    }
    if (op.isRegistered()) {
      OpSpec spec = op.getDef().getSpec();
      if (spec != null && !OpSpecVerifier.verify(op, spec) || !op.getDef().verify(op)) {
        ok = false;
        return;
      }
    }
    if (op.getNumRegions() != 0 && !verifyRegions(op)) {
      return;
    }
    // MLIR runs the region traits (region-branch edges, symbol table) before the op's own
    // verifyRegions; the ops whose checks MLIR makes in interfaces verify them in verifyRegions
    // until they declare them, so those messages come first here.
    if (op.isRegistered() && (!op.getDef().verifyRegions(op)
        || op.getNumRegions() != 0 && !RegionInvariants.verify(op))) {
      ok = false;
      return;
    }
    if (!op.isRegistered()) {
      verifyUnregistered(op);
    }
  }

  /** MLIR's check of an unregistered op: its dialect must allow unknown ops, or not be loaded. */
  private void verifyUnregistered(Operation op) {
    String ns = op.getDialectNamespace();
    Dialect dialect = ns.isEmpty() ? null : op.getContext().getDialect(ns);
    if (dialect != null && !dialect.allowsUnknownOperations()) {
      fail(op.emitError("unregistered operation '" + op.getName() + "' found in dialect ('" + ns
          + "') that does not allow unknown operations"));
    }
  }

  /** Verifies the regions of {@code op}, then its isolated-from-above children; false on failure. */
  private boolean verifyRegions(Operation op) {
    // MLIR treats regions of unregistered ops as graph regions (no SSA dominance).
    boolean graphRegions = !op.isRegistered() || op.hasTrait(Traits.HasOnlyGraphRegion.class);
    List<Operation> isolated = new ArrayList<>();
    for (int i = 0; i < op.getNumRegions(); i++) {
      if (!verifyRegion(op, op.getRegion(i), graphRegions, isolated)) {
        return false;
      }
    }
    // As MLIR, isolated-from-above children are verified after all their siblings, in parallel;
    // the diagnostics are those of verifying them in order up to the first that fails.
    if (!isolated.isEmpty()) {
      for (Parallel.Outcome<Boolean> o : Parallel.map(op.getContext(), isolated, Verifier::verify)) {
        if (!o.replay(op.getContext().getDiagEngine())) {
          ok = false;
          return false;
        }
      }
    }
    return true;
  }

  private boolean verifyRegion(
      Operation parent, Region r, boolean graphRegion, List<Operation> isolated) {
    List<Block> blocks = r.getBlocks();
    for (int bi = 0; bi < blocks.size(); bi++) {
      Block b = blocks.get(bi);
      if (bi == 0 && !b.hasNoPredecessors()) {
        fail(parent.emitError("entry block of region may not have predecessors"));
        return false;
      }
      if (!verifyBlockTerminator(parent, b)) {
        return false;
      }
      for (Operation op = b.getFirstOp(); op != null; op = op.getNextNode()) {
        // Ops declared by a spec check their place with their traits (OpSpecVerifier), as MLIR.
        if (op.getNextNode() != null && op.hasTrait(Traits.IsTerminator.class)
            && (!op.isRegistered() || op.getDef().getSpec() == null)) {
          fail(op.emitOpError("must be the last operation in the parent block"));
          return false;
        }
        if (!verifyOperands(parent, op, graphRegion)) {
          return false;
        }
        if (op.getNumRegions() != 0 && op.hasTrait(Traits.IsolatedFromAbove.class)) {
          isolated.add(op);
          continue;
        }
        verifyOp(op);
        if (!ok) {
          return false;
        }
      }
    }
    return true;
  }

  private boolean verifyBlockTerminator(Operation parent, Block b) {
    boolean mayLackTerminator = !parent.isRegistered() || parent.hasTrait(Traits.NoTerminator.class);
    if (mayLackTerminator) {
      return true;
    }
    if (b.isEmpty()) {
      // MLIR reports at the region's location, without the op (no "see current operation").
      parent.getContext().getDiagEngine().emit(
          new Diagnostic(Diagnostic.Severity.ERROR, parent.getLoc(), "empty block: expect at least a terminator"));
      ok = false;
      return false;
    }
    Operation last = b.getLastOp();
    if (last.isRegistered() && !last.hasTrait(Traits.IsTerminator.class)) {
      // MLIR prints the offending op, generically, into the message.
      String printed = jopt.ir.asm.AsmPrinter.print(last,
          jopt.ir.asm.PrintingFlags.defaults().withGenericOpForm(true).withLocalScope(true));
      fail(last.emitError("block with no terminator, has " + printed));
      return false;
    }
    return true;
  }

  private boolean verifyOperands(Operation parent, Operation op, boolean graphRegion) {
    for (int i = 0; i < op.getNumOperands(); i++) {
      Value v = op.getOperand(i);
      if (isDefinedOutsideIsolatedAncestor(v, op)) {
        fail(op.emitOpError("using value defined outside the region")
            .attachNote(isolatedAncestor(op).getLoc(), "required by region isolation constraints"));
        return false;
      }
      if (graphRegion && v.getParentRegion() == op.getParentRegion()) {
        continue;
      }
      if (!dominance.properlyDominates(v, op)) {
        fail(dominanceError(op, i, v));
        return false;
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

  /** True when {@code v} is defined above the nearest isolated-from-above ancestor of {@code user}. */
  private static boolean isDefinedOutsideIsolatedAncestor(Value v, Operation user) {
    Operation iso = isolatedAncestor(user);
    if (iso == null) {
      return false;
    }
    Block defBlock = v.getParentBlock();
    Operation defParent = defBlock == null ? null : defBlock.getParentOp();
    return defParent == null || !iso.isAncestor(defParent);
  }

  private static Operation isolatedAncestor(Operation op) {
    return op.getParentWithTrait(Traits.IsolatedFromAbove.class);
  }
}
