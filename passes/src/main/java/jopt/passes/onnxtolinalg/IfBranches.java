package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.onnx.Facts;
import jopt.dialects.onnx.Known;
import jopt.dialects.onnx.ValueFacts;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.attr.StringAttr;
import jopt.ir.conversion.UndoableRewriter;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.RankedTensorType;

/**
 * The onnx.If ops of a function resolved before the lowering, where the op table's rules tell
 * which branch runs or which one the If's users accept:
 *
 * <ul>
 *   <li>a condition known at lowering (a test of a rank, or of sizes that are constants): the If
 *       folded, its taken branch inlined in its place;
 *   <li>a condition known only at run time, with branches that yield results of different ranks
 *       (PyTorch's {@code x.squeeze(-1)} exported as "if the length is 1, Squeeze, else x"): a
 *       tensor's rank is fixed by the lowering, so the If takes the branch under whose ranks every
 *       op after it has ranked results (the other leaves some unranked: its users do not accept
 *       it), inlined, and a {@code cf.assert} that the condition selects it at run time; taking
 *       the other branch is then a located run-time error, never a result of another shape. When
 *       the rules do not single out one branch, the If is left as it was (and is reported).
 * </ul>
 *
 * Repeated until nothing changes: a folded or taken branch makes the conditions after it known.
 */
final class IfBranches {
  private IfBranches() {}

  static final String IF = "onnx.If";

  /** Resolves the Ifs of {@code func} as above; a function without one is untouched. */
  static void resolve(UndoableRewriter rw, Operation func) {
    while (step(rw, func)) {
      // again: what was inlined may make other conditions known
    }
  }

  private static boolean step(UndoableRewriter rw, Operation func) {
    List<Operation> ifs = new ArrayList<>();
    func.walkPreOrder(op -> {
      if (op.getName().equals(IF) && op.getNumRegions() == 2 && !op.getRegion(0).isEmpty()
          && !op.getRegion(1).isEmpty()) {
        ifs.add(op);
      }
    });
    if (ifs.isEmpty()) {
      return false;
    }
    ValueFacts facts = ValueFacts.forFunction(func);
    for (Operation op : ifs) {
      Boolean c = knownCondition(facts, op);
      if (c != null && yieldsEveryResult(op, c ? 0 : 1)) {
        inline(rw, op, c ? 0 : 1);
        return true;
      }
    }
    for (Operation op : ifs) {
      if (!yieldsEveryResult(op, 0) || !yieldsEveryResult(op, 1) || !ranksDiffer(facts, op)
          || !(op.getOperand(0).getType() instanceof RankedTensorType)) {
        continue;
      }
      int then = unrankedAfter(func, op, 0);
      int otherwise = unrankedAfter(func, op, 1);
      if (then == otherwise) {
        continue;
      }
      int taken = then < otherwise ? 0 : 1;
      assertTaken(rw, op, taken, facts);
      inline(rw, op, taken);
      return true;
    }
    return false;
  }

  /** The condition's value when the rules know it, else null. */
  private static Boolean knownCondition(ValueFacts facts, Operation op) {
    Facts f = facts.of(op.getOperand(0));
    Known k = f.isTensor() ? f.value() : null;
    if (k == null || k.size() != 1 || !k.isConstant()) {
      return null;
    }
    return k.l(0) != 0;
  }

  /** Whether a result's rank differs between the branches (both ranks known). */
  private static boolean ranksDiffer(ValueFacts facts, Operation op) {
    List<Value> a = yielded(op, 0);
    List<Value> b = yielded(op, 1);
    for (int i = 0; i < op.getNumResults() && i < a.size() && i < b.size(); i++) {
      Facts fa = facts.of(a.get(i));
      Facts fb = facts.of(b.get(i));
      if (fa.isTensor() && fb.isTensor() && fa.hasRank() && fb.hasRank() && fa.rank() != fb.rank()) {
        return true;
      }
    }
    return false;
  }

  private static List<Value> yielded(Operation op, int branch) {
    Operation y = op.getRegion(branch).getFirstBlock().getLastOp();
    return y == null ? List.of() : y.getOperands();
  }

  /**
   * How many results of the onnx ops of {@code func} are tensors of unknown rank when {@code op}'s
   * results are as branch {@code branch} yields them (the branches of Ifs whose conditions are
   * then known and not taken left out: they do not run).
   */
  private static int unrankedAfter(Operation func, Operation op, int branch) {
    ValueFacts facts = ValueFacts.forFunction(func);
    List<Value> ys = yielded(op, branch);
    for (int i = 0; i < op.getNumResults() && i < ys.size(); i++) {
      facts.put(op.getResult(i), facts.of(ys.get(i)));
    }
    int[] n = {0};
    count(func.getRegion(0), facts, op, branch, n);
    return n[0];
  }

  private static void count(Region r, ValueFacts facts, Operation hypothesis, int branch, int[] n) {
    for (Block b : r.getBlocks()) {
      for (Operation o : b.getOpList()) {
        if (o.getName().startsWith("onnx.")) {
          for (Value v : o.getResults()) {
            Facts f = facts.of(v);
            if (f.isTensor() && !f.hasRank()) {
              n[0]++;
            }
          }
        }
        Boolean c = o == hypothesis ? Boolean.valueOf(branch == 0)
            : o.getName().equals(IF) && o.getNumRegions() == 2 ? knownCondition(facts, o) : null;
        for (int k = 0; k < o.getNumRegions(); k++) {
          if (c == null || k == (c ? 0 : 1)) {
            count(o.getRegion(k), facts, hypothesis, branch, n);
          }
        }
      }
    }
  }

  /** Before {@code op}: a {@code cf.assert} that its condition selects branch {@code taken}. */
  private static void assertTaken(PatternRewriter b, Operation op, int taken, ValueFacts facts) {
    b.setInsertionPoint(op);
    Location loc = op.getLoc();
    Value cond = op.getOperand(0);
    RankedTensorType t = (RankedTensorType) cond.getType();
    List<Value> idx = new ArrayList<>();
    for (int i = 0; i < t.getRank(); i++) {
      idx.add(Scalars.index(b, loc, 0));
    }
    Value c = Linalg.extract(b, loc, cond, idx);
    Value ok = taken == 0 ? c : Scalars.not(b, loc, c);
    String name = op.getAttr("onnx_node_name") instanceof StringAttr s ? s.getValue() : IF;
    jopt.dialects.cf.AssertOp.create(b, loc, ok, "'" + name + "': the condition takes the "
        + (taken == 0 ? "else" : "then") + " branch, whose results' ranks (" + ranks(facts, op, 1 - taken)
        + ") differ from the " + (taken == 0 ? "then" : "else") + " branch's (" + ranks(facts, op, taken)
        + "); the lowering took the latter, those the If's users accept");
  }

  private static String ranks(ValueFacts facts, Operation op, int branch) {
    List<String> r = new ArrayList<>();
    for (Value v : yielded(op, branch)) {
      Facts f = facts.of(v);
      r.add(f.isTensor() && f.hasRank() ? String.valueOf(f.rank()) : "?");
    }
    return String.join(", ", r);
  }

  /** Whether branch {@code branch} of {@code op} yields one value per result (else it is left for the lowering to report). */
  static boolean yieldsEveryResult(Operation op, int branch) {
    Operation yield = op.getRegion(branch).getFirstBlock().getLastOp();
    return yield != null && yield.getNumOperands() == op.getNumResults();
  }

  /** Replaces {@code op} by the ops of branch {@code branch}, its results by what that branch yields. */
  static void inline(UndoableRewriter rw, Operation op, int branch) {
    Block body = op.getRegion(branch).getFirstBlock();
    Operation yield = body.getLastOp();
    for (Operation o : new ArrayList<>(body.getOpList())) {
      if (o != yield) {
        rw.moveOpBefore(o, op);
      }
    }
    List<Value> ys = new ArrayList<>(yield.getOperands());
    for (int i = 0; i < op.getNumResults(); i++) {
      rw.replaceAllUsesWith(op.getResult(i), ys.get(i));
    }
    rw.eraseOp(op);
  }
}
