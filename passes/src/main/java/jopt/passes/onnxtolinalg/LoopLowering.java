package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.onnx.Facts;
import jopt.dialects.onnx.OnnxAttrs;
import jopt.dialects.onnx.ValueFacts;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.WhileOp;
import jopt.dialects.scf.YieldOp;
import jopt.dialects.tensor.CastOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.FromElementsOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * Loop and Scan (opset 9 on) to {@code scf}.
 *
 * <p>Loop is an {@code scf.while} carrying the iteration number ({@code tensor<i64>}), the
 * condition ({@code tensor<i1>}), the loop-carried values and one growing tensor per scan output;
 * its "before" region continues while the condition holds and the iteration number is below the
 * trip count (each optional), its "after" region is the body, whose {@code onnx.Yield} becomes an
 * {@code scf.yield} of the next iteration number, the body's condition and values, and each scan
 * output grown by the iteration's element (a {@code tensor.empty} one longer holding the old
 * values and the new element, by {@code tensor.insert_slice}).
 *
 * <p>Scan is an {@code scf.for} over the scan inputs' length carrying the state values and the
 * scan outputs, allocated before the loop at their full length: each iteration reads its slice of
 * every scan input ({@code tensor.extract_slice}, from the end for a reverse direction) and
 * writes each element into its output at the iteration's position along the output's axis.
 *
 * <p>The body's arguments take the types the op table's rules give: the iteration number and
 * condition scalars, the carried values the join of their initial values and what the body yields
 * for them (a size where they differ dynamic), the scan elements the scan inputs' slices
 * ({@link #typeBodies}, run before the function's values are refined).
 */
final class LoopLowering {
  private LoopLowering() {}

  /** The scan outputs of a lowered Loop ({@code scf.while}) or Scan ({@code scf.for}), until its yield is lowered. */
  static final String SCANS = "onnx.scan_outputs";
  /** A lowered Scan's scan output directions (1: reverse), beside {@link #SCANS} (their axes). */
  static final String SCAN_DIRECTIONS = "onnx.scan_output_directions";

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Loop", LoopLowering::lowerLoop);
    m.put("onnx.Scan", LoopLowering::lowerScan);
  }

  // ---------------------------------------------------------------------------------------------
  // The body's argument types, before the function's values are refined.

  /**
   * Sets the block argument types of every Loop's and Scan's body in {@code func} (outer loops
   * first): Loop's iteration number {@code tensor<i64>} and condition {@code tensor<i1>}, the
   * carried values the fixpoint of joining their initial values' facts with what the body yields
   * for them, Scan's scan elements its inputs' slices. An argument whose rank is not known keeps
   * its type (the lowering then says so).
   */
  static void typeBodies(jopt.ir.conversion.UndoableRewriter rw, Operation func) {
    List<Operation> loops = new ArrayList<>();
    func.walkPreOrder(op -> {
      if (op.getName().equals("onnx.Loop") || op.getName().equals("onnx.Scan")) {
        loops.add(op);
      }
    });
    for (Operation op : loops) {
      if (op.getNumRegions() != 1 || op.getRegion(0).isEmpty()) {
        continue;
      }
      Block body = op.getRegion(0).front();
      boolean loop = op.getName().equals("onnx.Loop");
      ValueFacts vf = ValueFacts.forFunction(func);
      List<Value> inits = new ArrayList<>();
      int firstCarried;
      int nStates;
      if (loop) {
        if (body.getNumArguments() < 2 || op.getNumOperands() < 2) {
          continue;
        }
        rw.setType(body.getArgument(0), RankedTensorType.get(new long[0], IntegerType.get(64)));
        rw.setType(body.getArgument(1), RankedTensorType.get(new long[0], IntegerType.get(1)));
        firstCarried = 2;
        nStates = op.getNumOperands() - 2;
        for (int i = 0; i < nStates; i++) {
          inits.add(op.getOperand(2 + i));
        }
      } else {
        long m = OnnxAttrs.of(op).getInt("num_scan_inputs");
        firstCarried = 0;
        nStates = (int) (op.getNumOperands() - m);
        if (nStates < 0 || body.getNumArguments() != op.getNumOperands()) {
          continue;
        }
        for (int i = 0; i < nStates; i++) {
          inits.add(op.getOperand(i));
        }
        long[] axes = OnnxAttrs.of(op).getInts("scan_input_axes");
        for (int j = 0; j < m; j++) {
          Facts f = vf.of(op.getOperand(nStates + j));
          if (!f.isTensor() || !f.hasRank() || f.rank() == 0) {
            continue;
          }
          int axis = (int) (axes != null && j < axes.length ? axes[j] : 0);
          axis = axis < 0 ? axis + f.rank() : axis;
          if (axis < 0 || axis >= f.rank()) {
            continue;
          }
          List<Long> shape = new ArrayList<>();
          long[] sizes = f.sizes();
          for (int d = 0; d < sizes.length; d++) {
            if (d != axis) {
              shape.add(sizes[d]);
            }
          }
          rw.setType(body.getArgument(nStates + j), OnnxTypes.signless(RankedTensorType.get(
              shape.stream().mapToLong(Long::longValue).toArray(), f.element())));
        }
      }
      Operation yield = body.getLastOp();
      if (yield == null || nStates == 0) {
        continue;
      }
      int firstYield = loop ? 1 : 0;
      // Start from the initial values; join with what the body yields until nothing changes.
      Type[] types = new Type[nStates];
      for (int i = 0; i < nStates; i++) {
        Facts f = vf.of(inits.get(i));
        types[i] = f.isTensor() && f.hasRank() ? OnnxTypes.signless(f.type()) : null;
        if (types[i] != null) {
          rw.setType(body.getArgument(firstCarried + i), types[i]);
        }
      }
      for (int round = 0; round < 4; round++) {
        ValueFacts inner = ValueFacts.forFunction(func);
        boolean changed = false;
        for (int i = 0; i < nStates && firstYield + i < yield.getNumOperands(); i++) {
          if (types[i] == null) {
            continue;
          }
          Facts y = inner.of(yield.getOperand(firstYield + i));
          Type joined = join(types[i], y, round == 3);
          if (!joined.equals(types[i])) {
            types[i] = joined;
            rw.setType(body.getArgument(firstCarried + i), joined);
            changed = true;
          }
        }
        if (!changed) {
          break;
        }
      }
    }
  }

  /**
   * The type of a carried value that starts as {@code t} and is yielded as {@code y}: the sizes
   * where they agree, the others dynamic ({@code all}: every size dynamic, to end the iteration);
   * {@code t} where the rank or element type of {@code y} differs or is unknown.
   */
  private static Type join(Type t, Facts y, boolean all) {
    if (!(t instanceof RankedTensorType rt) || !y.isTensor() || !y.hasRank() || y.rank() != rt.getRank()
        || !OnnxTypes.signless(y.element()).equals(rt.getElementType())) {
      return t;
    }
    long[] a = rt.getShape().clone();
    long[] b = y.sizes();
    for (int d = 0; d < a.length; d++) {
      if (all || a[d] != b[d]) {
        a[d] = ShapedType.DYNAMIC;
      }
    }
    return RankedTensorType.get(a, rt.getElementType(), rt.getEncoding());
  }

  // ---------------------------------------------------------------------------------------------
  // Loop

  private static List<Value> lowerLoop(Lowering l) {
    Operation op = l.op;
    Block body = op.getRegion(0).front();
    int nv = op.getNumOperands() - 2;
    int ns = op.getNumResults() - nv;
    Operation yield = body.getLastOp();
    if (ns < 0 || body.getNumArguments() != nv + 2 || yield == null || yield.getNumOperands() != 1 + nv + ns) {
      throw l.fail("the body's arguments or results do not match the Loop's operands and results");
    }
    Type i64 = IntegerType.get(64);
    Type i1 = IntegerType.get(1);
    Value trips = l.absent(0) ? null : Linalg.extractFirst(l, l.operand(0));
    Value cond = l.absent(1) ? Scalars.constant(l.b, l.loc, i1, 1) : Linalg.extractFirst(l, l.operand(1));
    List<Value> inits = new ArrayList<>();
    inits.add(scalarTensor(l.b, l.loc, Scalars.constant(l.b, l.loc, i64, 0)));
    inits.add(scalarTensor(l.b, l.loc, cond));
    for (int k = 0; k < nv; k++) {
      Type t = body.getArgument(2 + k).getType();
      if (!(t instanceof RankedTensorType)) {
        throw l.fail("loop-carried value #" + k + " has no known rank (" + t + ")");
      }
      inits.add(exactly(l, l.operand(2 + k), t, "loop-carried value #" + k));
    }
    for (int j = 0; j < ns; j++) {
      RankedTensorType e = elementType(l, yield.getOperand(1 + nv + j), "scan output #" + j);
      long[] shape = new long[e.getRank() + 1];
      shape[0] = ShapedType.DYNAMIC;
      System.arraycopy(e.getShape(), 0, shape, 1, e.getRank());
      RankedTensorType acc = RankedTensorType.get(shape, e.getElementType());
      List<Value> dyn = new ArrayList<>();
      dyn.add(Scalars.index(l.b, l.loc, 0));
      inits.add(EmptyOp.create(l.b, l.loc, dyn, acc).getOperation().getResult(0));
    }
    List<Type> types = new ArrayList<>();
    for (Value v : inits) {
      types.add(v.getType());
    }
    OperationState st = WhileOp.SPEC.newState(l.loc);
    st.addOperands(inits).addTypes(types);
    Block before = st.addRegion().emplaceBlock();
    for (Type t : types) {
      before.addArgument(t, l.loc);
    }
    st.addRegion();
    Operation s = l.b.create(st);
    Builder.InsertPoint ip = l.b.saveInsertionPoint();
    l.b.setInsertionPointToEnd(before);
    Value go = Linalg.extract(l.b, l.loc, before.getArgument(1), List.of());
    if (trips != null) {
      Value i = Linalg.extract(l.b, l.loc, before.getArgument(0), List.of());
      go = Scalars.and(l.b, l.loc, go, Scalars.cmp(l.b, l.loc, Scalars.Cmp.LT, i, trips, false));
    }
    OperationState cs = jopt.dialects.scf.ConditionOp.SPEC.newState(l.loc);
    cs.addOperand(go).addOperands(new ArrayList<>(before.getArguments()));
    l.b.create(cs);
    l.b.restoreInsertionPoint(ip);
    // The body is the "after" region: its arguments are the iteration number, the condition and
    // the carried values, then one per scan output.
    l.b.inlineRegionBefore(op.getRegion(0), s.getRegion(1), null);
    Block after = s.getRegion(1).front();
    for (int j = 0; j < ns; j++) {
      l.b.addArgument(after, types.get(2 + nv + j), l.loc);
    }
    s.setAttr(SCANS, IntegerAttr.get(i64, ns));
    return new ArrayList<>(s.getResults().subList(2, s.getNumResults()));
  }

  /** The Loop body's {@code onnx.Yield}: the next iteration number, condition, carried values and grown scan outputs. */
  static List<Value> lowerLoopYield(Lowering l, Operation w) {
    Block after = w.getRegion(1).front();
    int ns = (int) ((IntegerAttr) w.getAttr(SCANS)).getValue();
    int nv = after.getNumArguments() - 2 - ns;
    if (l.numOperands() != 1 + nv + ns) {
      throw l.fail("the body yields " + l.numOperands() + " values, the Loop needs " + (1 + nv + ns));
    }
    List<Value> next = new ArrayList<>();
    Value i = Linalg.extract(l.b, l.loc, after.getArgument(0), List.of());
    next.add(scalarTensor(l.b, l.loc, Scalars.add(l.b, l.loc, i, Scalars.constant(l.b, l.loc, i.getType(), 1))));
    next.add(scalarTensor(l.b, l.loc, Linalg.extractFirst(l, l.operand(0))));
    for (int k = 0; k < nv; k++) {
      next.add(exactly(l, l.operand(1 + k), after.getArgument(2 + k).getType(), "loop-carried value #" + k));
    }
    for (int j = 0; j < ns; j++) {
      Value acc = after.getArgument(2 + nv + j);
      Value e = l.operand(1 + nv + j);
      RankedTensorType at = (RankedTensorType) acc.getType();
      e = exactly(l, e, RankedTensorType.get(java.util.Arrays.copyOfRange(at.getShape(), 1, at.getRank()),
          at.getElementType()), "scan output #" + j);
      Value n = dimOf(l.b, l.loc, acc, 0);
      Value n1 = Scalars.add(l.b, l.loc, n, Scalars.index(l.b, l.loc, 1));
      List<Value> dyn = new ArrayList<>();
      dyn.add(n1);
      List<OpFoldResult> sizes = new ArrayList<>();
      sizes.add(OpFoldResult.of(n));
      for (int d = 1; d < at.getRank(); d++) {
        if (at.isDynamicDim(d)) {
          Value sz = dimOf(l.b, l.loc, acc, d);
          dyn.add(sz);
          sizes.add(OpFoldResult.of(sz));
        } else {
          sizes.add(SliceLowerings.idx(at.getDimSize(d)));
        }
      }
      Value grown = EmptyOp.create(l.b, l.loc, dyn, at).getOperation().getResult(0);
      grown = InsertSliceOp.create(l.b, l.loc, acc, grown, zeros(at.getRank()), sizes, ones(at.getRank()))
          .getOperation().getResult(0);
      List<OpFoldResult> at1 = zeros(at.getRank());
      at1.set(0, OpFoldResult.of(n));
      List<OpFoldResult> one = new ArrayList<>(sizes);
      one.set(0, SliceLowerings.idx(1));
      grown = InsertSliceOp.create(l.b, l.loc, e, grown, at1, one, ones(at.getRank())).getOperation().getResult(0);
      next.add(grown);
    }
    l.b.modifyOpInPlace(w, () -> w.removeAttr(SCANS));
    YieldOp.create(l.b, l.loc, next);
    return List.of();
  }

  // ---------------------------------------------------------------------------------------------
  // Scan

  private static List<Value> lowerScan(Lowering l) {
    Operation op = l.op;
    OnnxAttrs a = l.attrs();
    int m = (int) a.getInt("num_scan_inputs");
    int n = l.numOperands() - m;
    int k = op.getNumResults() - n;
    Block body = op.getRegion(0).front();
    Operation yield = body.getLastOp();
    if (n < 0 || k < 0 || m < 1 || body.getNumArguments() != n + m || yield == null || yield.getNumOperands() != n + k) {
      throw l.fail("the body's arguments or results do not match the Scan's operands and results");
    }
    long[] inAxes = ints(a.getInts("scan_input_axes"), m);
    long[] inDirs = ints(a.getInts("scan_input_directions"), m);
    long[] outAxes = ints(a.getInts("scan_output_axes"), k);
    long[] outDirs = ints(a.getInts("scan_output_directions"), k);
    List<Value> inputs = new ArrayList<>();
    for (int j = 0; j < m; j++) {
      Value x = l.operand(n + j);
      RankedTensorType t = l.type(n + j);
      long axis = inAxes[j] < 0 ? inAxes[j] + t.getRank() : inAxes[j];
      if (axis < 0 || axis >= t.getRank()) {
        throw l.fail("scan input #" + j + " has no axis " + inAxes[j]);
      }
      inAxes[j] = axis;
      inputs.add(x);
    }
    Value len = dimOf(l.b, l.loc, inputs.get(0), (int) inAxes[0]);
    for (int j = 1; j < m; j++) {
      Value lj = dimOf(l.b, l.loc, inputs.get(j), (int) inAxes[j]);
      l.check(Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, len, lj, false),
          "scan input #" + j + " is not as long as scan input #0");
    }
    List<Value> inits = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Type t = body.getArgument(i).getType();
      if (!(t instanceof RankedTensorType)) {
        throw l.fail("state value #" + i + " has no known rank (" + t + ")");
      }
      inits.add(exactly(l, l.operand(i), t, "state value #" + i));
    }
    for (int j = 0; j < k; j++) {
      RankedTensorType e = elementType(l, yield.getOperand(n + j), "scan output #" + j);
      long axis = outAxes[j] < 0 ? outAxes[j] + e.getRank() + 1 : outAxes[j];
      if (axis < 0 || axis > e.getRank()) {
        throw l.fail("scan output #" + j + " has no axis " + outAxes[j]);
      }
      outAxes[j] = axis;
      List<Long> shape = new ArrayList<>();
      for (long d : e.getShape()) {
        shape.add(d);
      }
      long staticLen = ((RankedTensorType) inputs.get(0).getType()).getDimSize((int) inAxes[0]);
      shape.add((int) axis, staticLen);
      RankedTensorType acc = RankedTensorType.get(shape.stream().mapToLong(Long::longValue).toArray(),
          e.getElementType());
      inits.add(EmptyOp.create(l.b, l.loc, acc.isDynamicDim((int) axis) ? List.of(len) : List.of(), acc)
          .getOperation().getResult(0));
    }
    Value zero = Scalars.index(l.b, l.loc, 0);
    Value one = Scalars.index(l.b, l.loc, 1);
    ForOp f = ForOp.create(l.b, l.loc, zero, len, one, inits, (b, loc, iv, iterArgs) -> {});
    Operation s = f.getOperation();
    Block fb = f.body();
    Builder.InsertPoint ip = l.b.saveInsertionPoint();
    l.b.setInsertionPointToEnd(fb);
    Value iv = fb.getArgument(0);
    Value last = Scalars.sub(l.b, l.loc, len, one);
    Value back = Scalars.sub(l.b, l.loc, last, iv);
    for (int i = 0; i < n; i++) {
      l.b.replaceAllUsesWith(body.getArgument(i), fb.getArgument(1 + i));
    }
    for (int j = 0; j < m; j++) {
      Value x = inputs.get(j);
      RankedTensorType t = (RankedTensorType) x.getType();
      int axis = (int) inAxes[j];
      List<OpFoldResult> offsets = zeros(t.getRank());
      offsets.set(axis, OpFoldResult.of(inDirs[j] != 0 ? back : iv));
      List<OpFoldResult> sizes = new ArrayList<>();
      for (int d = 0; d < t.getRank(); d++) {
        sizes.add(d == axis ? SliceLowerings.idx(1)
            : t.isDynamicDim(d) ? OpFoldResult.of(dimOf(l.b, l.loc, x, d)) : SliceLowerings.idx(t.getDimSize(d)));
      }
      long[] shape = new long[t.getRank() - 1];
      for (int d = 0, o = 0; d < t.getRank(); d++) {
        if (d != axis) {
          shape[o++] = t.getDimSize(d);
        }
      }
      RankedTensorType sliceType = RankedTensorType.get(shape, t.getElementType());
      Value slice = ExtractSliceOp.create(l.b, l.loc, sliceType, x, offsets, sizes, ones(t.getRank()))
          .getOperation().getResult(0);
      BlockArgument arg = body.getArgument(n + j);
      Value v = arg.getType().equals(sliceType) ? slice
          : CastOp.create(l.b, l.loc, slice, arg.getType()).getOperation().getResult(0);
      l.b.replaceAllUsesWith(arg, v);
    }
    // The body's ops follow the slices, in order (they are lowered where they are afterwards).
    for (Operation o : new ArrayList<>(body.getOpList())) {
      l.b.moveOpBefore(o, fb, null);
    }
    l.b.restoreInsertionPoint(ip);
    s.setAttr(SCANS, ArrayAttr.ofIndexLists(List.of(outAxes)));
    s.setAttr(SCAN_DIRECTIONS, ArrayAttr.ofIndexLists(List.of(outDirs)));
    return new ArrayList<>(s.getResults());
  }

  /** The Scan body's {@code onnx.Yield}: the next states and each element written into its scan output. */
  static List<Value> lowerScanYield(Lowering l, Operation f) {
    Block fb = f.getRegion(0).front();
    long[] axes = ArrayAttr.indexLists(f.getAttr(SCANS)).get(0);
    long[] dirs = ArrayAttr.indexLists(f.getAttr(SCAN_DIRECTIONS)).get(0);
    int k = axes.length;
    int n = fb.getNumArguments() - 1 - k;
    if (l.numOperands() != n + k) {
      throw l.fail("the body yields " + l.numOperands() + " values, the Scan needs " + (n + k));
    }
    Value iv = fb.getArgument(0);
    List<Value> next = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      next.add(exactly(l, l.operand(i), fb.getArgument(1 + i).getType(), "state value #" + i));
    }
    for (int j = 0; j < k; j++) {
      Value acc = fb.getArgument(1 + n + j);
      RankedTensorType at = (RankedTensorType) acc.getType();
      int axis = (int) axes[j];
      long[] eshape = new long[at.getRank() - 1];
      for (int d = 0, o = 0; d < at.getRank(); d++) {
        if (d != axis) {
          eshape[o++] = at.getDimSize(d);
        }
      }
      Value e = exactly(l, l.operand(n + j), RankedTensorType.get(eshape, at.getElementType()), "scan output #" + j);
      Value pos = iv;
      if (dirs[j] != 0) {
        Value len = f.getOperand(1);
        pos = Scalars.sub(l.b, l.loc, Scalars.sub(l.b, l.loc, len, Scalars.index(l.b, l.loc, 1)), iv);
      }
      List<OpFoldResult> offsets = zeros(at.getRank());
      offsets.set(axis, OpFoldResult.of(pos));
      List<OpFoldResult> sizes = new ArrayList<>();
      for (int d = 0; d < at.getRank(); d++) {
        sizes.add(d == axis ? SliceLowerings.idx(1)
            : at.isDynamicDim(d) ? OpFoldResult.of(dimOf(l.b, l.loc, acc, d)) : SliceLowerings.idx(at.getDimSize(d)));
      }
      next.add(InsertSliceOp.create(l.b, l.loc, e, acc, offsets, sizes, ones(at.getRank())).getOperation().getResult(0));
    }
    l.b.modifyOpInPlace(f, () -> {
      f.removeAttr(SCANS);
      f.removeAttr(SCAN_DIRECTIONS);
    });
    YieldOp.create(l.b, l.loc, next);
    return List.of();
  }

  // ---------------------------------------------------------------------------------------------

  /** The ranked type of a scan output's element, as the op table's rules know it (sizes known before the loop). */
  private static RankedTensorType elementType(Lowering l, Value y, String what) {
    Facts f = l.facts(y);
    if (!f.isTensor() || !f.hasRank()) {
      throw l.fail(what + " has no known rank");
    }
    RankedTensorType t = OnnxTypes.signless(RankedTensorType.get(f.sizes(), f.element()));
    if (!Lowering.isStatic(t)) {
      throw l.fail(what + " has sizes known only inside the loop (" + t + ")");
    }
    return t;
  }

  /** {@code v} as a value of exactly type {@code t} (a {@code tensor.cast} where only sizes differ). */
  private static Value exactly(Lowering l, Value v, Type t, String what) {
    if (v.getType().equals(t)) {
      return v;
    }
    if (!(v.getType() instanceof RankedTensorType vt) || !(t instanceof RankedTensorType rt)
        || vt.getRank() != rt.getRank() || !vt.getElementType().equals(rt.getElementType())) {
      throw l.fail(what + " is " + v.getType() + " where the loop carries " + t);
    }
    return CastOp.create(l.b, l.loc, v, t).getOperation().getResult(0);
  }

  static Value scalarTensor(Builder b, Location loc, Value x) {
    return FromElementsOp.create(b, loc, List.of(x), RankedTensorType.get(new long[0], x.getType()))
        .getOperation().getResult(0);
  }

  static Value dimOf(Builder b, Location loc, Value v, int d) {
    RankedTensorType t = (RankedTensorType) v.getType();
    if (!t.isDynamicDim(d)) {
      return Scalars.index(b, loc, t.getDimSize(d));
    }
    return DimOp.create(b, loc, v, Scalars.index(b, loc, d)).getOperation().getResult(0);
  }

  private static List<OpFoldResult> zeros(int n) {
    List<OpFoldResult> r = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      r.add(SliceLowerings.idx(0));
    }
    return r;
  }

  private static List<OpFoldResult> ones(int n) {
    List<OpFoldResult> r = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      r.add(SliceLowerings.idx(1));
    }
    return r;
  }

  /** {@code v}, or {@code n} zeros where absent (the schema gives these lists no default). */
  private static long[] ints(long[] v, int n) {
    long[] r = new long[n];
    if (v != null) {
      System.arraycopy(v, 0, r, 0, Math.min(n, v.length));
    }
    return r;
  }
}
