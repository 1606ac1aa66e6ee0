package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.builtin.UnrealizedConversionCastOp;
import jopt.dialects.onnx.OnnxAttrs;
import jopt.dialects.tensor.ConcatOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * Sequences whose elements are known where the model is lowered, unrolled: a sequence value
 * stands for the list of its tensors (a {@code builtin.unrealized_conversion_cast} of them to the
 * sequence type, gone once its users are lowered). SequenceEmpty and SequenceConstruct make the
 * list; SequenceInsert and SequenceErase at a constant position (or the end) and SplitToSequence
 * (into a count of parts its split operand's shape tells) change it; SequenceAt at a constant
 * position, SequenceLength and ConcatFromSequence read it. A sequence that is not such a list
 * (an argument, a loop-carried value, a position known only at run time) is the located error
 * saying so.
 */
final class SequenceLowerings {
  private SequenceLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.SequenceEmpty", l -> List.of(make(l, List.of())));
    m.put("onnx.SequenceConstruct", l -> List.of(make(l, l.operands(0))));
    m.put("onnx.SequenceInsert", SequenceLowerings::insert);
    m.put("onnx.SequenceErase", SequenceLowerings::erase);
    m.put("onnx.SequenceAt", SequenceLowerings::at);
    m.put("onnx.SequenceLength", SequenceLowerings::length);
    m.put("onnx.SplitToSequence", SequenceLowerings::split);
    m.put("onnx.ConcatFromSequence", SequenceLowerings::concat);
    m.put("onnx.SequenceMap", l -> {
      throw l.fail("the length of its sequences is not known where the model is lowered");
    });
  }

  /**
   * SequenceMap over sequences whose lengths the onnx ops tell (before anything is lowered): its
   * body once per element, as onnx ops in its place (each sequence input's element by
   * SequenceAt, the other inputs as they are), each result the SequenceConstruct of the bodies'
   * values. Others are left to the lowering, which says why.
   */
  static void unrollMaps(jopt.ir.conversion.UndoableRewriter rw, Operation func) {
    List<Operation> maps = new ArrayList<>();
    func.walkPreOrder(op -> {
      if (op.getName().equals("onnx.SequenceMap")) {
        maps.add(op);
      }
    });
    for (Operation op : maps) {
      int n = op.getNumOperands() == 0 ? -1 : length(op.getOperand(0));
      if (n < 0 || op.getNumRegions() != 1 || op.getRegion(0).isEmpty()) {
        continue;
      }
      Block body = op.getRegion(0).front();
      Operation yield = body.getLastOp();
      if (body.getNumArguments() != op.getNumOperands() || yield == null
          || yield.getNumOperands() != op.getNumResults()) {
        continue;
      }
      jopt.ir.rewrite.Builder b = rw;
      b.setInsertionPoint(op);
      List<List<Value>> outs = new ArrayList<>();
      for (int j = 0; j < op.getNumResults(); j++) {
        outs.add(new ArrayList<>());
      }
      for (int i = 0; i < n; i++) {
        java.util.Map<Value, Value> map = new java.util.HashMap<>();
        for (int k = 0; k < op.getNumOperands(); k++) {
          Value x = op.getOperand(k);
          if (isSequence(x.getType())) {
            RankedTensorType it = RankedTensorType.get(new long[0], IntegerType.get(64));
            Value pos = jopt.dialects.onnx.ConstantOp.create(b, op.getLoc(), jopt.ir.attr.DenseElementsAttr.get(it,
                List.of(jopt.ir.attr.IntegerAttr.get(IntegerType.get(64), i)))).getOperation().getResult(0);
            jopt.ir.OperationState st = new jopt.ir.OperationState(op.getLoc(), "onnx.SequenceAt");
            st.addOperand(x).addOperand(pos).addType(body.getArgument(k).getType());
            x = b.create(st).getResult(0);
          }
          map.put(body.getArgument(k), x);
        }
        for (Operation o : body.getOpList()) {
          if (o != yield) {
            rw.setInsertionPoint(op);
            rw.clone(o, map);
          }
        }
        for (int j = 0; j < yield.getNumOperands(); j++) {
          outs.get(j).add(map.getOrDefault(yield.getOperand(j), yield.getOperand(j)));
        }
      }
      for (int j = 0; j < op.getNumResults(); j++) {
        jopt.ir.OperationState st = new jopt.ir.OperationState(op.getLoc(), "onnx.SequenceConstruct");
        st.addOperands(outs.get(j)).addType(op.getResult(j).getType());
        rw.replaceAllUsesWith(op.getResult(j), b.create(st).getResult(0));
      }
      rw.eraseOp(op);
    }
  }

  /** The count of tensors of sequence {@code s} where its onnx ops tell it, else -1. */
  static int length(Value s) {
    Operation d = s.getDefiningOp();
    if (d == null) {
      return -1;
    }
    switch (d.getName()) {
      case "onnx.SequenceConstruct":
        return d.getNumOperands();
      case "onnx.SequenceEmpty":
        return 0;
      case "onnx.SequenceInsert": {
        int n = length(d.getOperand(0));
        return n < 0 ? -1 : n + 1;
      }
      case "onnx.SequenceErase": {
        int n = length(d.getOperand(0));
        return n <= 0 ? -1 : n - 1;
      }
      case "onnx.Identity":
        return length(d.getOperand(0));
      case "onnx.SequenceMap":
        return d.getNumOperands() == 0 ? -1 : length(d.getOperand(0));
      default:
        return -1;
    }
  }

  /** Whether {@code t} is ONNX's sequence type ({@code !onnx.Seq<...>}). */
  static boolean isSequence(Type t) {
    return t.toString().startsWith("!onnx.Seq<");
  }

  /** The tensors of sequence {@code seq}. */
  static List<Value> elements(Lowering l, Value seq) {
    Operation def = seq.getDefiningOp();
    if (def == null || !def.getName().equals(UnrealizedConversionCastOp.SPEC.name())) {
      throw l.fail("the sequence's elements are not known where the model is lowered ("
          + (def == null ? "an argument" : "the result of '" + def.getName() + "'") + ")");
    }
    return new ArrayList<>(def.getOperands());
  }

  private static Value make(Lowering l, List<Value> tensors) {
    return UnrealizedConversionCastOp.create(l.b, l.loc, List.of(l.op.getResult(0).getType()), tensors)
        .getOperation().getResult(0);
  }

  /** A constant position among {@code n} (negative from the end; {@code end} allowed for an insertion). */
  private static int position(Lowering l, int operand, int n, boolean end) {
    if (l.absent(operand)) {
      return end ? n : n - 1;
    }
    long[] p = l.constantInts(operand);
    if (p == null || p.length != 1) {
      throw l.fail("the position (operand #" + operand + ") is known only at run time");
    }
    long q = p[0] < 0 ? p[0] + n : p[0];
    if (q < 0 || q > (end ? n : n - 1)) {
      throw l.fail("position " + p[0] + " is outside the sequence of " + n + " tensors");
    }
    return (int) q;
  }

  /** Identity of a sequence: the same tensors. */
  static List<Value> identity(Lowering l) {
    return List.of(make(l, elements(l, l.operand(0))));
  }

  private static List<Value> insert(Lowering l) {
    List<Value> e = elements(l, l.operand(0));
    if (runtime(l, 2)) {
      // each element of the result chosen at run time: the tensor at the position, the old
      // elements before it, the ones after it moved by one
      int n = e.size();
      Type t = common(l, e, l.operand(1));
      Value p = runtimePosition(l, 2, n, true);
      List<Value> r = new ArrayList<>();
      for (int j = 0; j <= n; j++) {
        Value here = Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, p, Scalars.index(l.b, l.loc, j), false);
        Value other = j == n ? e.get(n - 1) : j == 0 ? e.get(0)
            : select(l, Scalars.cmp(l.b, l.loc, Scalars.Cmp.LT, Scalars.index(l.b, l.loc, j), p, false), e.get(j),
                e.get(j - 1), t);
        r.add(n == 0 ? as(l, l.operand(1), t) : select(l, here, l.operand(1), other, t));
      }
      return List.of(make(l, r));
    }
    e.add(position(l, 2, e.size(), true), l.operand(1));
    return List.of(make(l, e));
  }

  private static List<Value> erase(Lowering l) {
    List<Value> e = elements(l, l.operand(0));
    if (runtime(l, 1)) {
      int n = e.size();
      Type t = common(l, e, null);
      Value p = runtimePosition(l, 1, n, false);
      List<Value> r = new ArrayList<>();
      for (int j = 0; j + 1 < n; j++) {
        r.add(select(l, Scalars.cmp(l.b, l.loc, Scalars.Cmp.LT, Scalars.index(l.b, l.loc, j), p, false), e.get(j),
            e.get(j + 1), t));
      }
      return List.of(make(l, r));
    }
    e.remove(position(l, 1, e.size(), false));
    return List.of(make(l, e));
  }

  private static List<Value> at(Lowering l) {
    List<Value> e = elements(l, l.operand(0));
    if (runtime(l, 1)) {
      int n = e.size();
      Type t = common(l, e, null);
      Value p = runtimePosition(l, 1, n, false);
      Value v = as(l, e.get(n - 1), t);
      for (int j = n - 2; j >= 0; j--) {
        v = select(l, Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, p, Scalars.index(l.b, l.loc, j), false), e.get(j), v, t);
      }
      return List.of(v);
    }
    Value v = e.get(position(l, 1, e.size(), false));
    return List.of(v);
  }

  /** Whether the position operand {@code i} is present and no constant. */
  private static boolean runtime(Lowering l, int i) {
    return !l.absent(i) && l.constantInts(i) == null;
  }

  /**
   * The position operand {@code i} as an index in [0, n] ({@code end}) or [0, n), negative ones
   * counted from the end, a {@code cf.assert} that it is inside.
   */
  private static Value runtimePosition(Lowering l, int i, int n, boolean end) {
    if (n == 0 && !end) {
      throw l.fail("the sequence is empty");
    }
    Value p = Scalars.cast(l.b, l.loc, Linalg.extractFirst(l, l.operand(i)), jopt.ir.type.IndexType.get(), false, false);
    Value nv = Scalars.index(l.b, l.loc, n);
    Value neg = Scalars.cmp(l.b, l.loc, Scalars.Cmp.LT, p, Scalars.index(l.b, l.loc, 0), false);
    p = Scalars.select(l.b, l.loc, neg, Scalars.add(l.b, l.loc, p, nv), p);
    Value ok = Scalars.and(l.b, l.loc, Scalars.cmp(l.b, l.loc, Scalars.Cmp.GE, p, Scalars.index(l.b, l.loc, 0), false),
        Scalars.cmp(l.b, l.loc, end ? Scalars.Cmp.LE : Scalars.Cmp.LT, p, nv, false));
    l.check(ok, "the position is outside the sequence of " + n + " tensors");
    return p;
  }

  /** The one type of {@code e} (and {@code also}): a position known at run time selects among equal types. */
  private static Type common(Lowering l, List<Value> e, Value also) {
    List<Value> all = new ArrayList<>(e);
    if (also != null) {
      all.add(also);
    }
    Type t = null;
    for (Value v : all) {
      if (t == null) {
        t = v.getType();
      } else if (!t.equals(v.getType())) {
        RankedTensorType a = (RankedTensorType) t;
        RankedTensorType b = (RankedTensorType) v.getType();
        if (a.getRank() != b.getRank() || !a.getElementType().equals(b.getElementType())) {
          throw l.fail("a position known only at run time selects among tensors of different ranks or types");
        }
        long[] s = a.getShape().clone();
        for (int d = 0; d < s.length; d++) {
          if (s[d] != b.getDimSize(d)) {
            s[d] = ShapedType.DYNAMIC;
          }
        }
        t = RankedTensorType.get(s, a.getElementType());
      }
    }
    return t;
  }

  private static Value as(Lowering l, Value v, Type t) {
    return v.getType().equals(t) ? v : jopt.dialects.tensor.CastOp.create(l.b, l.loc, v, t).getOperation().getResult(0);
  }

  /** {@code c ? a : b} on tensors of type {@code t}. */
  private static Value select(Lowering l, Value c, Value a, Value b, Type t) {
    return Scalars.select(l.b, l.loc, c, as(l, a, t), as(l, b, t));
  }

  private static List<Value> length(Lowering l) {
    int n = elements(l, l.operand(0)).size();
    return List.of(LoopLowering.scalarTensor(l.b, l.loc, Scalars.constant(l.b, l.loc, IntegerType.get(64), n)));
  }

  /**
   * SplitToSequence: without a split, parts of 1 along the axis (squeezed when keepdims is 0);
   * a scalar split, parts of that size (the last smaller); a 1-D split, one part per element
   * (sizes read at run time when they are not constants).
   */
  private static List<Value> split(Lowering l) {
    Value x = l.operand(0);
    RankedTensorType t = l.type(0);
    OnnxAttrs a = l.attrs();
    int r = t.getRank();
    long axis = a.getInt("axis");
    axis = axis < 0 ? axis + r : axis;
    if (axis < 0 || axis >= r) {
      throw l.fail("axis " + a.getInt("axis") + " is outside rank " + r);
    }
    int ax = (int) axis;
    List<Value> parts = new ArrayList<>();
    if (l.absent(1)) {
      long n = t.getDimSize(ax);
      if (n == ShapedType.DYNAMIC) {
        throw l.fail("the count of parts (the size of axis " + ax + ") is known only at run time");
      }
      boolean keep = a.getInt("keepdims") != 0;
      for (long i = 0; i < n; i++) {
        parts.add(slice(l, x, ax, OpFoldResult.of(jopt.ir.attr.IntegerAttr.getIndex(i)), 1, null, keep));
      }
      return List.of(make(l, parts));
    }
    RankedTensorType st = l.type(1);
    long[] sizes = l.constantInts(1);
    if (st.getRank() == 0) {
      if (sizes == null || t.isDynamicDim(ax)) {
        throw l.fail("the count of parts is known only at run time");
      }
      long n = t.getDimSize(ax);
      long step = sizes[0];
      if (step <= 0) {
        throw l.fail("split " + step + " is not positive");
      }
      for (long off = 0; off < n; off += step) {
        parts.add(slice(l, x, ax, OpFoldResult.of(jopt.ir.attr.IntegerAttr.getIndex(off)), Math.min(step, n - off),
            null, true));
      }
      return List.of(make(l, parts));
    }
    if (st.getRank() != 1 || st.isDynamicDim(0)) {
      throw l.fail("the count of parts is known only at run time");
    }
    long n = st.getDimSize(0);
    if (sizes != null) {
      long off = 0;
      for (long s : sizes) {
        parts.add(slice(l, x, ax, OpFoldResult.of(jopt.ir.attr.IntegerAttr.getIndex(off)), s, null, true));
        off += s;
      }
      if (!t.isDynamicDim(ax) && off != t.getDimSize(ax)) {
        throw l.fail("the split sizes sum to " + off + ", the axis has " + t.getDimSize(ax));
      }
      return List.of(make(l, parts));
    }
    Value off = Scalars.index(l.b, l.loc, 0);
    for (int i = 0; i < n; i++) {
      Value s = Linalg.extract(l.b, l.loc, l.operand(1), List.of(Scalars.index(l.b, l.loc, i)));
      s = Scalars.cast(l.b, l.loc, s, jopt.ir.type.IndexType.get(), false, false);
      parts.add(slice(l, x, ax, OpFoldResult.of(off), -1, s, true));
      off = Scalars.add(l.b, l.loc, off, s);
    }
    Value total = LoopLowering.dimOf(l.b, l.loc, x, ax);
    l.check(Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, off, total, false), "the split sizes do not sum to the axis' size");
    return List.of(make(l, parts));
  }

  /** {@code size} (or {@code dynSize}) elements of {@code x} from {@code off} along {@code ax}; the axis dropped unless {@code keep}. */
  private static Value slice(Lowering l, Value x, int ax, OpFoldResult off, long size, Value dynSize, boolean keep) {
    RankedTensorType t = (RankedTensorType) x.getType();
    List<OpFoldResult> offsets = new ArrayList<>();
    List<OpFoldResult> sizes = new ArrayList<>();
    List<OpFoldResult> strides = new ArrayList<>();
    List<Long> shape = new ArrayList<>();
    for (int d = 0; d < t.getRank(); d++) {
      offsets.add(d == ax ? off : SliceLowerings.idx(0));
      strides.add(SliceLowerings.idx(1));
      if (d == ax) {
        sizes.add(dynSize != null ? OpFoldResult.of(dynSize) : SliceLowerings.idx(size));
        if (keep) {
          shape.add(dynSize != null ? ShapedType.DYNAMIC : size);
        }
      } else {
        sizes.add(t.isDynamicDim(d) ? OpFoldResult.of(LoopLowering.dimOf(l.b, l.loc, x, d))
            : SliceLowerings.idx(t.getDimSize(d)));
        shape.add(t.getDimSize(d));
      }
    }
    RankedTensorType rt = RankedTensorType.get(shape.stream().mapToLong(Long::longValue).toArray(), t.getElementType());
    return ExtractSliceOp.create(l.b, l.loc, rt, x, offsets, sizes, strides).getOperation().getResult(0);
  }

  /** ConcatFromSequence: {@code tensor.concat} along the axis, each tensor given a unit dim there first with new_axis. */
  private static List<Value> concat(Lowering l) {
    List<Value> e = elements(l, l.operand(0));
    if (e.isEmpty()) {
      throw l.fail("the sequence is empty");
    }
    OnnxAttrs a = l.attrs();
    boolean newAxis = a.getInt("new_axis") != 0;
    RankedTensorType t0 = (RankedTensorType) e.get(0).getType();
    int r = t0.getRank() + (newAxis ? 1 : 0);
    long axis = a.getInt("axis");
    axis = axis < 0 ? axis + r : axis;
    if (axis < 0 || axis >= r) {
      throw l.fail("axis " + a.getInt("axis") + " is outside rank " + r);
    }
    List<Value> inputs = new ArrayList<>();
    for (Value v : e) {
      if (newAxis) {
        RankedTensorType vt = (RankedTensorType) v.getType();
        List<Long> shape = new ArrayList<>();
        for (long d : vt.getShape()) {
          shape.add(d);
        }
        shape.add((int) axis, 1L);
        v = Reshapes.reshape(l, v, RankedTensorType.get(shape.stream().mapToLong(Long::longValue).toArray(),
            vt.getElementType()));
      }
      inputs.add(v);
    }
    Value c = inputs.size() == 1 ? inputs.get(0)
        : ConcatOp.create(l.b, l.loc, axis, inputs).getOperation().getResult(0);
    return List.of(c);
  }
}
