package jopt.dialects.vector;

import jopt.ir.ods.format.DynamicIndexList;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.InferredResultTypes;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/**
 * vector.extract: {@code %v[3, %i] : f32 from vector<4x8xf32>}; the (n-k)-D slice at a k-D
 * position of static and dynamic indices ({@code -1} a poison index).
 */
@Op
public final class ExtractOp extends ExtractOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.extract")
      .summary("extract operation")
      .operand("source", VectorConstraints.VECTOR)
      .variadicOperand("dynamic_position", TypeConstraints.INDEX)
      .attr("static_position", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", TypeConstraints.ANY)
      .predicate("operand and result have same element type", op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$source `` custom<DynamicIndexList>($dynamic_position, $static_position) "
          + "attr-dict `:` type($result) `from` type($source)")
      .build();

  /** The index of a poison position. */
  public static final long POISON = -1;

  ExtractOp(Operation op) {
    super(op);
  }

  /** MLIR's inferReturnTypes: the element type at full rank, else the trailing dims. */
  static Type inferResultType(VectorType source, int numIndices) {
    if (numIndices == source.getRank()) {
      return source.getElementType();
    }
    int n = Math.min(numIndices, source.getRank());
    long[] shape = new long[source.getRank() - n];
    boolean[] scalable = new boolean[shape.length];
    for (int i = 0; i < shape.length; i++) {
      shape[i] = source.getDimSize(n + i);
      scalable[i] = source.isScalableDim(n + i);
    }
    return VectorType.get(shape, source.getElementType(), scalable);
  }

  /** MLIR's isCompatibleReturnTypes: a 1-element vector may stand for its scalar. */
  static boolean compatible(List<Type> l, List<Type> r) {
    return l.size() == 1 && r.size() == 1 && (oneElementOf(l.get(0), r.get(0)) || oneElementOf(r.get(0), l.get(0)));
  }

  private static boolean oneElementOf(Type a, Type b) {
    return a instanceof VectorType v && v.getRank() == 1 && v.getDimSize(0) == 1 && v.getElementType().equals(b);
  }

  /** Checks a static position against {@code dims}: each in range or poison; MLIR's message else. */
  static boolean verifyPosition(Operation op, long[] position, VectorType type, String what) {
    for (int i = 0; i < position.length; i++) {
      long p = position[i];
      if (p != ShapedType.DYNAMIC && p != POISON && (p < 0 || p >= type.getDimSize(i))) {
        op.emitOpError("expected position attribute #" + (i + 1)
            + " to be a non-negative integer smaller than the corresponding " + what);
        return false;
      }
    }
    return true;
  }

  /** The definition: MLIR's position checks and result type inference; folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      ExtractOp extract = ExtractOp.of(op);
      if (extract.result().getType() instanceof VectorType r && r.getRank() == 0) {
        op.emitError("expected a scalar instead of a 0-d vector as the result type");
        return false;
      }
      long[] position = ((DenseArrayAttr) op.getAttr("static_position")).asLongs();
      if (ShapedType.countDynamic(position) != op.getNumOperands() - 1) {
        op.emitOpError("mismatch between dynamic and static positions (kDynamic marker but no corresponding "
            + "dynamic position) -- this can only happen due to an incorrect fold/rewrite");
        return false;
      }
      VectorType source = (VectorType) extract.source().getType();
      if (position.length > source.getRank()) {
        op.emitOpError("expected position attribute of rank no greater than vector rank");
        return false;
      }
      if (!verifyPosition(op, position, source, "vector dimension or poison (-1)")) {
        return false;
      }
      return InferredResultTypes.verify(op, List.of(inferResultType(source, position.length)),
          ExtractOp::compatible);
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return ExtractFolding.fold(op, operands, results);
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new FromBroadcast());
      patterns.add(new FromShapeCastToShapeCast());
      patterns.add(new FromFromElements());
    }
  }

  /** ExtractOpFromBroadcast: a vector extracted from a broadcast of x is a broadcast of x. */
  static final class FromBroadcast extends OpRewritePattern<ExtractOp> {
    FromBroadcast() {
      super(SPEC, ExtractOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExtractOp op, PatternRewriter rewriter) {
      Operation def = op.source().getDefiningOp();
      if (def == null || !VectorFolding.isBroadcastLike(def) || !(op.result().getType() instanceof VectorType out)
          || VectorTypes.broadcastable(VectorFolding.broadcastSource(def).getType(), out, null) != VectorTypes.Broadcastable.SUCCESS) {
        return false;
      }
      rewriter.replaceOp(op.getOperation(),
          BroadcastOp.create(rewriter, op.getLoc(), VectorFolding.broadcastSource(def), out).getOperation());
      return true;
    }
  }

  /** foldExtractFromShapeCastToShapeCast: extract(shape_cast(x)) of as many elements as x is a shape_cast. */
  static final class FromShapeCastToShapeCast extends OpRewritePattern<ExtractOp> {
    FromShapeCastToShapeCast() {
      super(SPEC, ExtractOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExtractOp op, PatternRewriter rewriter) {
      Operation def = op.source().getDefiningOp();
      if (def == null || !ShapeCastOp.isa(def) || !(op.result().getType() instanceof VectorType target)
          || VectorTypes.numElements((VectorType) ShapeCastOp.of(def).source().getType()) != VectorTypes.numElements(target)) {
        return false;
      }
      rewriter.replaceOp(op.getOperation(),
          ShapeCastOp.create(rewriter, op.getLoc(), ShapeCastOp.of(def).source(), target).getOperation());
      return true;
    }
  }

  /** foldExtractFromFromElements: a sub-vector of vector.from_elements is a smaller vector.from_elements. */
  static final class FromFromElements extends OpRewritePattern<ExtractOp> {
    FromFromElements() {
      super(SPEC, ExtractOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExtractOp op, PatternRewriter rewriter) {
      Operation def = op.source().getDefiningOp();
      if (!op.dynamicPosition().isEmpty() || !(op.result().getType() instanceof VectorType result) || def == null
          || !FromElementsOp.isa(def)) {
        return false;
      }
      VectorType input = (VectorType) FromElementsOp.of(def).dest().getType();
      if (result.isScalable() || input.isScalable()) {
        return false;
      }
      int first = (int) VectorFolding.linearize(op.staticPosition(), input.getShape());
      List<jopt.ir.Value> elements = new ArrayList<>(
          def.getOperands().subList(first, first + (int) VectorTypes.numElements(result)));
      rewriter.replaceOp(op.getOperation(),
          FromElementsOp.create(rewriter, op.getLoc(), elements, result).getOperation());
      return true;
    }
  }
}
