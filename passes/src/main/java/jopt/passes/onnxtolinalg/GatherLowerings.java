package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;

/**
 * Gather, GatherElements and GatherND: a generic over the result whose body reads the index
 * operand's element, makes a negative index count from the end, and reads the data with
 * {@code tensor.extract} (torch-mlir's index_select form); Gather of one constant index along a
 * static axis is a rank-reducing {@code tensor.extract_slice} (of dynamic sizes elsewhere too).
 */
final class GatherLowerings {
  private GatherLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Gather", OnnxLowering.single(GatherLowerings::gather));
    m.put("onnx.GatherElements", OnnxLowering.single(GatherLowerings::gatherElements));
    m.put("onnx.GatherND", OnnxLowering.single(GatherLowerings::gatherND));
    m.put("onnx.ReverseSequence", OnnxLowering.single(GatherLowerings::reverseSequence));
  }

  /** An element of an index operand as an index, a negative one counted back from {@code size}. */
  static Value normalized(Builder b, Location loc, Value raw, Value size, boolean unsigned) {
    Value i = Scalars.cast(b, loc, raw, IndexType.get(), unsigned, false);
    if (unsigned) {
      return i;
    }
    Value zero = Scalars.index(b, loc, 0);
    return Scalars.select(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.LT, i, zero, false), Scalars.add(b, loc, i, size), i);
  }

  private static Value gather(Lowering l) {
    RankedTensorType data = l.type(0);
    RankedTensorType indices = l.type(1);
    RankedTensorType out = l.resultType(0);
    int r = data.getRank();
    int q = indices.getRank();
    int axis = l.axis(l.intAttr("axis"), r);
    long[] constIdx = l.constantInts(1);
    if (q == 0 && constIdx != null && !data.isDynamicDim(axis)) {
      long i = constIdx[0] < 0 ? constIdx[0] + data.getDimSize(axis) : constIdx[0];
      if (i < 0 || i >= data.getDimSize(axis)) {
        throw l.fail("index " + constIdx[0] + " is out of range");
      }
      long[] offsets = new long[r];
      offsets[axis] = i;
      // the data's other sizes, read where dynamic (a batch): the slice is a view either way
      List<OpFoldResult> sizes = new ArrayList<>();
      for (int d = 0; d < r; d++) {
        sizes.add(d == axis ? SliceLowerings.idx(1)
            : data.isDynamicDim(d) ? OpFoldResult.of(Linalg.dim(l, l.operand(0), d))
            : SliceLowerings.idx(data.getDimSize(d)));
      }
      long[] strides = new long[r];
      java.util.Arrays.fill(strides, 1);
      return ExtractSliceOp.create(l.b, l.loc, out, l.operand(0), SliceLowerings.idxs(offsets),
          sizes, SliceLowerings.idxs(strides)).getOperation().getResult(0);
    }
    int rank = out.getRank();
    if (rank != r - 1 + q) {
      throw l.fail("the result rank is not " + (r - 1 + q));
    }
    List<AffineExpr> idxExprs = new ArrayList<>();
    for (int i = 0; i < q; i++) {
      idxExprs.add(AffineExpr.dim(axis + i));
    }
    Value src = l.operand(0);
    boolean u = l.unsigned(l.operand(1));
    Value axisSize = Linalg.dim(l, src, axis);
    Value init = Linalg.empty(l, out, dynamicOutSizes(l, out, src, l.operand(1), axis, q));
    return Linalg.generic(l, List.of(l.operand(1)), List.of(init),
        List.of(AffineMap.get(rank, 0, idxExprs), AffineMap.getMultiDimIdentityMap(rank)),
        Linalg.iterators(rank, "parallel"), (b, loc, args) -> {
          List<Value> at = new ArrayList<>();
          for (int i = 0; i < axis; i++) {
            at.add(Linalg.index(b, loc, i));
          }
          at.add(normalized(b, loc, args.get(0), axisSize, u));
          for (int i = axis + 1; i < r; i++) {
            at.add(Linalg.index(b, loc, i - 1 + q));
          }
          YieldOp.create(b, loc, List.of(Linalg.extract(b, loc, src, at)));
        }).get(0);
  }

  /**
   * ReverseSequence: along the time axis, the first {@code sequence_lens[b]} elements of each
   * batch entry reversed, the rest as they are.
   */
  private static Value reverseSequence(Lowering l) {
    RankedTensorType out = l.resultType(0);
    int rank = out.getRank();
    int batchAxis = l.axis(l.intAttr("batch_axis"), rank);
    int timeAxis = l.axis(l.intAttr("time_axis"), rank);
    Value src = l.operand(0);
    boolean u = l.unsigned(l.operand(1));
    Value init = Linalg.empty(l, out, src);
    AffineMap lens = AffineMap.get(rank, 0, AffineExpr.dim(batchAxis));
    return Linalg.generic(l, List.of(l.operand(1)), List.of(init), List.of(lens, AffineMap.getMultiDimIdentityMap(rank)),
        Linalg.iterators(rank, "parallel"), (b, loc, args) -> {
          Value len = Scalars.cast(b, loc, args.get(0), IndexType.get(), u, false);
          Value t = Linalg.index(b, loc, timeAxis);
          Value inside = Scalars.cmp(b, loc, Scalars.Cmp.LT, t, len, false);
          Value mirrored = Scalars.sub(b, loc, Scalars.sub(b, loc, len, Scalars.index(b, loc, 1)), t);
          List<Value> at = new ArrayList<>();
          for (int i = 0; i < rank; i++) {
            at.add(i == timeAxis ? Scalars.select(b, loc, inside, mirrored, t) : Linalg.index(b, loc, i));
          }
          YieldOp.create(b, loc, List.of(Linalg.extract(b, loc, src, at)));
        }).get(0);
  }

  /** The dynamic sizes of Gather's result {@code data[:axis] + indices + data[axis+1:]}. */
  private static List<Value> dynamicOutSizes(Lowering l, RankedTensorType out, Value data, Value indices, int axis,
      int q) {
    List<Value> sizes = new ArrayList<>();
    for (int i = 0; i < out.getRank(); i++) {
      if (!out.isDynamicDim(i)) {
        continue;
      }
      if (i < axis) {
        sizes.add(Linalg.dim(l, data, i));
      } else if (i < axis + q) {
        sizes.add(Linalg.dim(l, indices, i - axis));
      } else {
        sizes.add(Linalg.dim(l, data, i - q + 1));
      }
    }
    return sizes;
  }

  /** GatherElements: {@code out[i] = data[i with i[axis] = indices[i]]}. */
  private static Value gatherElements(Lowering l) {
    RankedTensorType data = l.type(0);
    RankedTensorType out = l.resultType(0);
    int rank = out.getRank();
    int axis = l.axis(l.intAttr("axis"), rank);
    Value src = l.operand(0);
    boolean u = l.unsigned(l.operand(1));
    if (data.getRank() != rank) {
      throw l.fail("data and indices differ in rank");
    }
    Value axisSize = Linalg.dim(l, src, axis);
    Value init = Linalg.empty(l, out, l.operand(1));
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    return Linalg.generic(l, List.of(l.operand(1)), List.of(init), List.of(id, id),
        Linalg.iterators(rank, "parallel"), (b, loc, args) -> {
          List<Value> at = new ArrayList<>();
          for (int i = 0; i < rank; i++) {
            at.add(i == axis ? normalized(b, loc, args.get(0), axisSize, u) : Linalg.index(b, loc, i));
          }
          YieldOp.create(b, loc, List.of(Linalg.extract(b, loc, src, at)));
        }).get(0);
  }

  /**
   * GatherND: the result's leading {@code q - 1} dims walk the index tuples (the first
   * {@code batch_dims} of them shared with the data), each tuple of {@code m} indices picks a
   * slice of the data whose remaining dims are the result's trailing ones.
   */
  private static Value gatherND(Lowering l) {
    RankedTensorType data = l.staticType(0);
    RankedTensorType indices = l.staticType(1);
    RankedTensorType out = l.staticResultType(0);
    int r = data.getRank();
    int q = indices.getRank();
    int bd = (int) l.intAttr("batch_dims");
    long m = indices.getDimSize(q - 1);
    int rank = out.getRank();
    if (m < 1 || bd + m > r || rank != q - 1 + r - m - bd) {
      throw l.fail("inconsistent shapes");
    }
    Value src = l.operand(0);
    Value idxTensor = l.operand(1);
    boolean u = l.unsigned(idxTensor);
    Value init = Linalg.empty(l, out, (Value) null);
    return Linalg.generic(l, List.of(), List.of(init), List.of(AffineMap.getMultiDimIdentityMap(rank)),
        Linalg.iterators(rank, "parallel"), (b, loc, args) -> {
          List<Value> at = new ArrayList<>();
          for (int i = 0; i < bd; i++) {
            at.add(Linalg.index(b, loc, i));
          }
          for (int k = 0; k < m; k++) {
            List<Value> pos = new ArrayList<>();
            for (int i = 0; i < q - 1; i++) {
              pos.add(Linalg.index(b, loc, i));
            }
            pos.add(Scalars.index(b, loc, k));
            Value raw = Linalg.extract(b, loc, idxTensor, pos);
            at.add(normalized(b, loc, raw, Scalars.index(b, loc, data.getDimSize(bd + k)), u));
          }
          for (int i = q - 1; i < rank; i++) {
            at.add(Linalg.index(b, loc, i));
          }
          YieldOp.create(b, loc, List.of(Linalg.extract(b, loc, src, at)));
        }).get(0);
  }
}
