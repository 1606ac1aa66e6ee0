package jopt.dialects.tensor;

import java.util.List;
import jopt.dialects.utils.ReshapePatterns;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;

/**
 * MLIR's folders of tensor ops that canonicalization meets most: a splat constant reshaped or
 * sliced (reshapeConstantSource); a cast to its operand's type
 * (CastOpInterface's fold) and ChainedTensorCast; expand_shape/collapse_shape of the same type
 * or undoing the inverse reshape (foldReshapeOp); extract of a splat or dense constant, of
 * from_elements (not of an insert at the same indices: mlir-opt-22 keeps it); reshape of a reshape, and of a 0-D/1-D
 * tensor to its own type.
 */
final class TensorFolding {
  private TensorFolding() {}

  /** MLIR's reshapeConstantSource: a splat constant in {@code result}'s static type, or null. */
  static Attribute reshapeSplat(Attribute source, Type result) {
    if (source instanceof DenseElementsAttr dense && dense.isSplat() && result instanceof RankedTensorType t
        && t.hasStaticShape()) {
      return DenseElementsAttr.getSplat(t, dense.getSplatValue());
    }
    return null;
  }

  /**
   * MLIR's ExtractSliceOp::fold: a slice of a splat constant is a splat constant; a slice of the
   * whole source (its type, zero offsets, unit strides, its static sizes) is the source
   * (foldIdentityOffsetSizeAndStrideOpInterface); a slice of what an insert_slice put at the same
   * place, of its type, is the inserted value (foldExtractAfterInsertSlice).
   */
  static boolean foldExtractSlice(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    ExtractSliceOp extractSlice = ExtractSliceOp.of(op);
    Attribute splat = reshapeSplat(operands.get(0), extractSlice.result().getType());
    if (splat != null) {
      results.add(OpFoldResult.of(splat));
      return true;
    }
    ExtractSliceOp slice = extractSlice;
    Value source = slice.source();
    if (source.getType().equals(extractSlice.result().getType()) && isIdentitySlice(slice, slice.sourceType().getShape())) {
      results.add(OpFoldResult.of(source));
      return true;
    }
    Operation def = source.getDefiningOp();
    if (def != null && InsertSliceOp.SPEC.isa(def)) {
      InsertSliceOp insert = InsertSliceOp.of(def);
      if (insert.source().getType().equals(extractSlice.result().getType()) && insert.isSameAs(slice)) {
        results.add(OpFoldResult.of(insert.source()));
        return true;
      }
    }
    return false;
  }

  /** Zero offsets, unit strides and the sizes of {@code shape}, all static. */
  private static boolean isIdentitySlice(OffsetSizeAndStrideOp slice, long[] shape) {
    long[] offsets = slice.staticOffsets();
    long[] sizes = slice.staticSizes();
    long[] strides = slice.staticStrides();
    for (int i = 0; i < shape.length; i++) {
      if (offsets[i] != 0 || strides[i] != 1 || ShapedType.isDynamic(shape[i]) || sizes[i] != shape[i]) {
        return false;
      }
    }
    return true;
  }

  /** A cast whose result type is its operand's is the operand. */
  static boolean foldCast(Operation op, List<OpFoldResult> results) {
    CastOp cast = CastOp.of(op);
    if (!cast.source().getType().equals(cast.dest().getType())) {
      return false;
    }
    results.add(OpFoldResult.of(cast.source()));
    return true;
  }

  /** MLIR's joinShapes: the most static shape both agree with, or null when they conflict. */
  static TensorType joinShapes(TensorType one, TensorType two) {
    if (!(one instanceof RankedTensorType a)) {
      return two;
    }
    if (!(two instanceof RankedTensorType b)) {
      return one;
    }
    if (a.getRank() != b.getRank()) {
      return null;
    }
    long[] join = new long[a.getRank()];
    for (int i = 0; i < join.length; i++) {
      long x = a.getDimSize(i);
      long y = b.getDimSize(i);
      if (x == ShapedType.DYNAMIC) {
        join[i] = y;
      } else if (y == ShapedType.DYNAMIC || x == y) {
        join[i] = x;
      } else {
        return null;
      }
    }
    return RankedTensorType.get(join, a.getElementType());
  }

  /**
   * MLIR's InsertSliceOp::fold: an insert of a whole static tensor at zero offsets and unit
   * strides is its source; an insert over an insert of the same type at the same place inserts
   * into the earlier destination (in place); an insert of the slice extracted from the same place
   * of its destination is the destination; an insert of zero elements is the destination.
   */
  static boolean foldInsertSlice(Operation op, List<OpFoldResult> results) {
    InsertSliceOp insert = InsertSliceOp.of(op);
    RankedTensorType sourceType = insert.sourceType();
    RankedTensorType type = insert.destType();
    if (sourceType.hasStaticShape() && type.hasStaticShape() && sourceType.equals(type)
        && allConstant(insert.mixedOffsets(), 0) && allConstant(insert.mixedStrides(), 1)
        && java.util.Arrays.equals(constants(insert.mixedSizes()), type.getShape())) {
      results.add(OpFoldResult.of(insert.source()));
      return true;
    }
    Operation prev = insert.dest().getDefiningOp();
    if (prev != null && InsertSliceOp.SPEC.isa(prev) && InsertSliceOp.of(prev).sourceType().equals(sourceType)
        && InsertSliceOp.of(prev).isSameAs(insert)) {
      op.setOperand(1, InsertSliceOp.of(prev).dest());
      return true;
    }
    Operation extract = insert.source().getDefiningOp();
    if (extract != null && ExtractSliceOp.SPEC.isa(extract) && ExtractSliceOp.of(extract).source() == insert.dest()
        && ExtractSliceOp.of(extract).isSameAs(insert)) {
      results.add(OpFoldResult.of(insert.dest()));
      return true;
    }
    for (OpFoldResult size : insert.mixedSizes()) {
      Long c = size.getConstantIntValue();
      if (c != null && c == 0) {
        results.add(OpFoldResult.of(insert.dest()));
        return true;
      }
    }
    return false;
  }

  private static boolean allConstant(List<OpFoldResult> values, long expected) {
    for (OpFoldResult r : values) {
      Long c = r.getConstantIntValue();
      if (c == null || c != expected) {
        return false;
      }
    }
    return true;
  }

  /** The constants of {@code values}, or null when one is not constant. */
  private static long[] constants(List<OpFoldResult> values) {
    long[] r = new long[values.size()];
    for (int i = 0; i < r.length; i++) {
      Long c = values.get(i).getConstantIntValue();
      if (c == null) {
        return null;
      }
      r[i] = c;
    }
    return r;
  }

  /** MLIR's ExtractFromTensorCast: an element of a cast of a ranked tensor is the element of the source. */
  static final class ExtractFromTensorCast extends RewritePattern {
    ExtractFromTensorCast() {
      super(ExtractOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation cast = ExtractOp.of(op).tensor().getDefiningOp();
      if (cast == null || !CastOp.SPEC.isa(cast) || !(CastOp.of(cast).source().getType() instanceof RankedTensorType)) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, ExtractOp.create(rewriter, op.getLoc(), CastOp.of(cast).source(),
          op.getOperands(1, op.getNumOperands())).getOperation());
      return true;
    }
  }

  /**
   * MLIR's ExtractFromTensorGenerate (a canonicalization of tensor.generate that matches
   * tensor.extract): an element of a generate whose body has no effects is its body, cloned with
   * the indices for the block arguments.
   */
  static final class ExtractFromTensorGenerate extends RewritePattern {
    ExtractFromTensorGenerate() {
      super(ExtractOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation generate = ExtractOp.of(op).tensor().getDefiningOp();
      if (generate == null || !GenerateOp.SPEC.isa(generate)
          || !jopt.ir.interfaces.SideEffects.wouldOpBeTriviallyDead(generate)) {
        return false;
      }
      jopt.ir.Block body = generate.getRegion(0).front();
      java.util.Map<jopt.ir.Value, jopt.ir.Value> mapping = new java.util.HashMap<>();
      for (int i = 0; i < body.getNumArguments(); i++) {
        mapping.put(body.getArgument(i), op.getOperand(1 + i));
      }
      rewriter.setInsertionPoint(op);
      Operation terminator = body.getLastOp();
      for (Operation nested : body.getOperations()) {
        if (nested == terminator) {
          break;
        }
        rewriter.clone(nested, mapping);
      }
      jopt.ir.Value yielded = YieldOp.of(terminator).value();
      rewriter.replaceOp(op, List.of(mapping.getOrDefault(yielded, yielded)));
      return true;
    }
  }

  /** cast(cast(x)) is one cast of x when the intermediate type adds no runtime check. */
  static final class ChainedTensorCast extends RewritePattern {
    ChainedTensorCast() {
      super(CastOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      CastOp cast = CastOp.of(op);
      Operation inner = cast.source().getDefiningOp();
      if (inner == null || !CastOp.SPEC.isa(inner)) {
        return false;
      }
      TensorType source = (TensorType) CastOp.of(inner).source().getType();
      TensorType intermediate = (TensorType) CastOp.of(inner).dest().getType();
      TensorType result = (TensorType) cast.dest().getType();
      TensorType sourceIntermediate = joinShapes(source, intermediate);
      TensorType firstJoin = sourceIntermediate == null ? null : joinShapes(sourceIntermediate, result);
      if (firstJoin == null || !firstJoin.equals(joinShapes(source, result))) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, CastOp.create(rewriter, op.getLoc(), CastOp.of(inner).source(), result).getOperation());
      return true;
    }
  }

  /**
   * MLIR's foldReshapeOp for expand_shape/collapse_shape: the same type is the source; a
   * reshape of a constant is the constant reshaped; a reshape of the {@code inverse} reshape
   * back to that one's source type is that source when the type has at most one dynamic dim,
   * or the two have the same groups and either expand then collapse or have at most one
   * dynamic dim per group.
   */
  static boolean foldReshape(Operation op, String inverse, List<Attribute> operands, List<OpFoldResult> results) {
    Type result = op.getResult(0).getType();
    Value source = ReshapePatterns.src(op);
    if (source.getType().equals(result)) {
      results.add(OpFoldResult.of(source));
      return true;
    }
    if (operands.get(0) instanceof DenseElementsAttr dense && result instanceof RankedTensorType t
        && t.hasStaticShape()) {
      results.add(OpFoldResult.of(dense.reshape(t)));
      return true;
    }
    Operation src = source.getDefiningOp();
    if (src == null || !src.getName().equals(inverse) || !ReshapePatterns.src(src).getType().equals(result)) {
      return false;
    }
    long[] shape = ((RankedTensorType) result).getShape();
    if (countDynamic(shape, 0, shape.length) < 2) {
      results.add(OpFoldResult.of(ReshapePatterns.src(src)));
      return true;
    }
    List<long[]> groups = jopt.ir.attr.ArrayAttr.indexLists(op.getAttr("reassociation"));
    List<long[]> srcGroups = jopt.ir.attr.ArrayAttr.indexLists(src.getAttr("reassociation"));
    if (groups.size() != srcGroups.size()) {
      return false;
    }
    for (int i = 0; i < groups.size(); i++) {
      if (!java.util.Arrays.equals(groups.get(i), srcGroups.get(i))) {
        return false;
      }
    }
    boolean expandThenCollapse = shape.length < ((RankedTensorType) src.getResult(0).getType()).getRank();
    boolean ok = expandThenCollapse;
    if (!ok) {
      ok = true;
      for (long[] g : groups) {
        ok &= countDynamic(shape, (int) g[0], (int) g[0] + g.length) < 2;
      }
    }
    if (!ok) {
      return false;
    }
    results.add(OpFoldResult.of(ReshapePatterns.src(src)));
    return true;
  }

  private static int countDynamic(long[] shape, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      n += shape[i] == ShapedType.DYNAMIC ? 1 : 0;
    }
    return n;
  }

  /** MLIR's ExtractOp::fold. */
  static boolean foldExtract(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    ExtractOp extract = ExtractOp.of(op);
    Attribute tensor = operands.get(0);
    if (tensor instanceof DenseElementsAttr dense && dense.isSplat()) {
      results.add(OpFoldResult.of(dense.getSplatValue()));
      return true;
    }
    long[] indices = new long[operands.size() - 1];
    for (int i = 0; i < indices.length; i++) {
      if (!(operands.get(i + 1) instanceof IntegerAttr a)) {
        return false;
      }
      indices[i] = a.getValue();
    }
    RankedTensorType type = (RankedTensorType) extract.tensor().getType();
    Operation def = extract.tensor().getDefiningOp();
    if (def != null && FromElementsOp.SPEC.isa(def)) {
      long flat = 0;
      long stride = 1;
      for (int i = indices.length - 1; i >= 0; i--) {
        flat += indices[i] * stride;
        stride *= type.getDimSize(i);
      }
      if (flat < 0 || flat >= def.getNumOperands()) {
        return false;
      }
      results.add(OpFoldResult.of(def.getOperand((int) flat)));
      return true;
    }
    if (tensor instanceof DenseElementsAttr dense && type.hasStaticShape()) {
      long flat = 0;
      long stride = 1;
      for (int i = indices.length - 1; i >= 0; i--) {
        if (indices[i] < 0 || indices[i] >= type.getDimSize(i)) {
          return false;
        }
        flat += indices[i] * stride;
        stride *= type.getDimSize(i);
      }
      results.add(OpFoldResult.of(dense.getElementAttr((int) flat)));
      return true;
    }
    return false;
  }

  /** MLIR's ReshapeOp::fold without constant sources: reshape(reshape(x)) reshapes x in place. */
  static boolean foldTensorReshape(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    ReshapeOp reshape = ReshapeOp.of(op);
    Attribute splat = reshapeSplat(operands.get(0), reshape.result().getType());
    if (splat != null) {
      results.add(OpFoldResult.of(splat));
      return true;
    }
    Operation producer = reshape.source().getDefiningOp();
    if (producer != null && ReshapeOp.SPEC.isa(producer)) {
      op.setOperand(0, ReshapeOp.of(producer).source());
      return true;
    }
    Type source = reshape.source().getType();
    if (source instanceof RankedTensorType s && source.equals(reshape.result().getType()) && s.getRank() <= 1) {
      results.add(OpFoldResult.of(reshape.source()));
      return true;
    }
    return false;
  }
}
