package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jopt.dialects.onnx.OnnxConstants;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.conversion.UndoableRewriter;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * Before anything is lowered, on the onnx ops: a Loop that carries a sequence or an optional (a
 * list of tensors where it is lowered, so its length must be known there) is unrolled when its
 * trip count is known (a constant, or the SequenceLength of a sequence of known length) and its
 * condition cannot end it early (absent or a true constant, and the body yields the condition it
 * was given, or true): the body once per iteration, as onnx ops in the Loop's place, the
 * iteration number a constant, the carried values threaded through. An If that yields sequences
 * or optionals on a condition known there (a constant, Not, Identity, OptionalHasElement of an
 * optional whose presence is known) is replaced by its taken branch; on a condition known only at
 * run time, when both branches construct their sequences of as many tensors, it selects the
 * tensors (an If yielding them) and the sequences are made after it. A Loop or If not so is left
 * to the lowering, which says why.
 */
final class LoopUnroll {
  private LoopUnroll() {}

  /** The most iterations unrolled (the body's ops are copied this many times). */
  static final int MAX_TRIPS = 4096;

  /**
   * Unrolls the Loops and folds the Ifs of {@code func} that the class comment describes, then
   * folds the unranked SequenceAt of the tensors they made (so the ops reading them have their
   * shapes before anything is lowered). Returns whether it changed anything.
   */
  static boolean run(UndoableRewriter rw, Operation func) {
    Set<Operation> left = new HashSet<>();
    boolean changed = false;
    while (true) {
      Operation[] next = {null};
      func.walkPreOrder(op -> {
        if (next[0] == null && !left.contains(op) && carriesList(op)
            && (op.getName().equals("onnx.Loop") || op.getName().equals("onnx.If"))) {
          next[0] = op;
        }
      });
      if (next[0] == null) {
        break;
      }
      Operation op = next[0];
      boolean done = op.getName().equals("onnx.Loop") ? unrollLoop(rw, op) : foldIf(rw, op);
      changed |= done;
      if (!done) {
        left.add(op);
      }
    }
    if (changed) {
      foldSequenceAts(rw, func);
    }
    return changed;
  }

  /** Each SequenceAt of unranked result at a constant position of a sequence whose tensors the onnx ops tell: that tensor. */
  private static void foldSequenceAts(UndoableRewriter rw, Operation func) {
    List<Operation> ats = new ArrayList<>();
    func.walkPreOrder(op -> {
      if (op.getName().equals("onnx.SequenceAt") && op.getNumOperands() == 2
          && op.getResult(0).getType() instanceof jopt.ir.type.UnrankedTensorType) {
        ats.add(op);
      }
    });
    for (Operation op : ats) {
      List<Value> e = tensorsOf(op.getOperand(0));
      Optional<List<Long>> p = OnnxConstants.int64Values(op.getOperand(1));
      if (e == null || p.isEmpty() || p.get().size() != 1) {
        continue;
      }
      long q = p.get().get(0) < 0 ? p.get().get(0) + e.size() : p.get().get(0);
      if (q >= 0 && q < e.size()) {
        rw.replaceAllUsesWith(op.getResult(0), e.get((int) q));
      }
    }
  }

  /** The tensors of sequence {@code s} where its onnx ops tell them, else null. */
  private static List<Value> tensorsOf(Value s) {
    Operation d = s.getDefiningOp();
    if (d == null) {
      return null;
    }
    switch (d.getName()) {
      case "onnx.SequenceConstruct":
        return new ArrayList<>(d.getOperands());
      case "onnx.SequenceEmpty":
        return new ArrayList<>();
      case "onnx.Identity":
        return tensorsOf(d.getOperand(0));
      case "onnx.SequenceInsert": {
        List<Value> e = tensorsOf(d.getOperand(0));
        if (e == null) {
          return null;
        }
        if (d.getNumOperands() < 3 || OnnxConstants.isNoValue(d.getOperand(2))) {
          e.add(d.getOperand(1));
          return e;
        }
        Optional<List<Long>> p = OnnxConstants.int64Values(d.getOperand(2));
        if (p.isEmpty() || p.get().size() != 1) {
          return null;
        }
        long q = p.get().get(0) < 0 ? p.get().get(0) + e.size() : p.get().get(0);
        if (q < 0 || q > e.size()) {
          return null;
        }
        e.add((int) q, d.getOperand(1));
        return e;
      }
      default:
        return null;
    }
  }

  /** Whether a result of {@code op} is a sequence or an optional. */
  private static boolean carriesList(Operation op) {
    for (Value r : op.getResults()) {
      if (OptionalLowerings.isList(r.getType())) {
        return true;
      }
    }
    return false;
  }

  private static boolean unrollLoop(UndoableRewriter rw, Operation op) {
    if (op.getNumRegions() != 1 || op.getRegion(0).isEmpty() || op.getNumOperands() < 2) {
      return false;
    }
    Block body = op.getRegion(0).front();
    int nv = op.getNumOperands() - 2;
    Operation yield = body.getLastOp();
    if (body.getNumArguments() != nv + 2 || yield == null || yield.getNumOperands() != 1 + nv
        || op.getNumResults() != nv) {
      return false; // scan outputs, or a malformed Loop: the lowering says so
    }
    long trips = tripCount(op.getOperand(0));
    if (trips < 0 || trips > MAX_TRIPS) {
      return false;
    }
    Value cond = op.getOperand(1);
    if (!OnnxConstants.isNoValue(cond) && !Boolean.TRUE.equals(knownBool(cond))) {
      return false;
    }
    Value yielded = yield.getOperand(0);
    while (yielded.getDefiningOp() != null && yielded.getDefiningOp().getName().equals("onnx.Identity")
        && yielded.getDefiningOp().getParentOp() == op) {
      yielded = yielded.getDefiningOp().getOperand(0);
    }
    if (yielded != body.getArgument(1) && !Boolean.TRUE.equals(knownBool(yielded))) {
      return false;
    }
    PatternRewriter b = rw;
    b.setInsertionPoint(op);
    Value condTrue = constant(b, op, IntegerType.get(1), 1);
    List<Value> carried = new ArrayList<>(op.getOperands().subList(2, op.getNumOperands()));
    for (long i = 0; i < trips; i++) {
      Map<Value, Value> map = new HashMap<>();
      map.put(body.getArgument(0), constant(b, op, IntegerType.get(64), i));
      map.put(body.getArgument(1), condTrue);
      for (int k = 0; k < nv; k++) {
        map.put(body.getArgument(2 + k), carried.get(k));
      }
      for (Operation o : body.getOpList()) {
        if (o != yield) {
          rw.setInsertionPoint(op);
          rw.clone(o, map);
        }
      }
      for (int k = 0; k < nv; k++) {
        Value y = yield.getOperand(1 + k);
        carried.set(k, map.getOrDefault(y, y));
      }
    }
    for (int k = 0; k < nv; k++) {
      rw.replaceAllUsesWith(op.getResult(k), carried.get(k));
    }
    rw.eraseOp(op);
    return true;
  }

  private static boolean foldIf(UndoableRewriter rw, Operation op) {
    Boolean c = knownBool(op.getOperand(0));
    if (op.getNumRegions() != 2) {
      return false;
    }
    if (c == null) {
      return splitIf(rw, op);
    }
    // onnx-mlir's If: region 0 the then branch, region 1 the else branch
    if (op.getRegion(c ? 0 : 1).isEmpty() || !IfBranches.yieldsEveryResult(op, c ? 0 : 1)) {
      return false;
    }
    IfBranches.inline(rw, op, c ? 0 : 1);
    return true;
  }

  /**
   * An If on a condition known only at run time whose branches each yield, for every sequence
   * result, a SequenceConstruct of as many tensors: an If yielding those tensors instead (the
   * selection per element), and the sequences made of its results after it.
   */
  private static boolean splitIf(UndoableRewriter rw, Operation op) {
    Operation[] yields = new Operation[2];
    for (int r = 0; r < 2; r++) {
      if (op.getRegion(r).isEmpty() || op.getRegion(r).front().getLastOp() == null
          || op.getRegion(r).front().getLastOp().getNumOperands() != op.getNumResults()) {
        return false;
      }
      yields[r] = op.getRegion(r).front().getLastOp();
    }
    List<Type> types = new ArrayList<>();
    List<List<Value>> thenValues = new ArrayList<>();
    List<List<Value>> elseValues = new ArrayList<>();
    for (int k = 0; k < op.getNumResults(); k++) {
      Value a = yields[0].getOperand(k);
      Value e = yields[1].getOperand(k);
      if (!OptionalLowerings.isList(op.getResult(k).getType())) {
        types.add(op.getResult(k).getType());
        thenValues.add(List.of(a));
        elseValues.add(List.of(e));
        continue;
      }
      Operation ad = a.getDefiningOp();
      Operation ed = e.getDefiningOp();
      if (!SequenceLowerings.isSequence(op.getResult(k).getType()) || ad == null || ed == null
          || !ad.getName().equals("onnx.SequenceConstruct") || !ed.getName().equals("onnx.SequenceConstruct")
          || ad.getNumOperands() != ed.getNumOperands()) {
        return false;
      }
      for (int i = 0; i < ad.getNumOperands(); i++) {
        Type ta = ad.getOperand(i).getType();
        Type te = ed.getOperand(i).getType();
        if (!ta.equals(te)) {
          if (!(ta instanceof jopt.ir.type.TensorType xa) || !(te instanceof jopt.ir.type.TensorType xe)
              || !xa.getElementType().equals(xe.getElementType())) {
            return false;
          }
          ta = jopt.ir.type.UnrankedTensorType.get(xa.getElementType());
        }
        types.add(ta);
      }
      thenValues.add(ad.getOperands());
      elseValues.add(ed.getOperands());
    }
    PatternRewriter b = rw;
    b.setInsertionPoint(op);
    jopt.ir.OperationState st = new jopt.ir.OperationState(op.getLoc(), op.getName());
    st.addOperands(op.getOperands()).addTypes(types).addAttributes(op.getAttrDictionary());
    st.addRegion();
    st.addRegion();
    Operation split = b.create(st);
    for (int r = 0; r < 2; r++) {
      List<Value> values = new ArrayList<>();
      for (List<Value> vs : r == 0 ? thenValues : elseValues) {
        values.addAll(vs);
      }
      rw.takeBody(split.getRegion(r), op.getRegion(r));
      b.setInsertionPoint(yields[r]);
      jopt.ir.OperationState y = new jopt.ir.OperationState(yields[r].getLoc(), yields[r].getName());
      y.addOperands(values);
      b.create(y);
      rw.eraseOp(yields[r]);
    }
    b.setInsertionPoint(op);
    int at = 0;
    for (int k = 0; k < op.getNumResults(); k++) {
      int n = thenValues.get(k).size();
      Value v;
      if (OptionalLowerings.isList(op.getResult(k).getType())) {
        jopt.ir.OperationState c = new jopt.ir.OperationState(op.getLoc(), "onnx.SequenceConstruct");
        c.addOperands(split.getResults().subList(at, at + n)).addType(op.getResult(k).getType());
        v = b.create(c).getResult(0);
      } else {
        v = split.getResult(at);
      }
      rw.replaceAllUsesWith(op.getResult(k), v);
      at += n;
    }
    rw.eraseOp(op);
    return true;
  }

  /** The trip count where the onnx ops tell it (a constant, a known sequence's length), else -1. */
  private static long tripCount(Value v) {
    if (OnnxConstants.isNoValue(v)) {
      return -1;
    }
    Optional<List<Long>> c = OnnxConstants.int64Values(v);
    if (c.isPresent() && c.get().size() == 1) {
      return Math.max(0, c.get().get(0));
    }
    Operation d = v.getDefiningOp();
    if (d != null && d.getName().equals("onnx.SequenceLength")) {
      return SequenceLowerings.length(d.getOperand(0));
    }
    return -1;
  }

  /** The value of boolean {@code v} where the onnx ops tell it, else null. */
  static Boolean knownBool(Value v) {
    Optional<List<Long>> c = OnnxConstants.int64Values(v);
    if (c.isPresent()) {
      return c.get().size() == 1 ? c.get().get(0) != 0 : null;
    }
    Operation d = v.getDefiningOp();
    if (d == null) {
      return null;
    }
    switch (d.getName()) {
      case "onnx.Identity":
        return knownBool(d.getOperand(0));
      case "onnx.Not": {
        Boolean x = knownBool(d.getOperand(0));
        return x == null ? null : !x;
      }
      case "onnx.OptionalHasElement": {
        if (d.getNumOperands() == 0 || OnnxConstants.isNoValue(d.getOperand(0))) {
          return false;
        }
        Value o = d.getOperand(0);
        if (!OptionalLowerings.isOptional(o.getType())) {
          return true; // a tensor or sequence (opset 18): present
        }
        Operation od = o.getDefiningOp();
        if (od != null && od.getName().equals("onnx.Optional")) {
          return od.getNumOperands() > 0 && !OnnxConstants.isNoValue(od.getOperand(0));
        }
        return null;
      }
      default:
        return null;
    }
  }

  private static Value constant(Builder b, Operation at, IntegerType t, long v) {
    RankedTensorType rt = RankedTensorType.get(new long[0], t);
    return jopt.dialects.onnx.ConstantOp.create(b, at.getLoc(), DenseElementsAttr.get(rt,
        List.of(IntegerAttr.get(t, v)))).getOperation().getResult(0);
  }
}
