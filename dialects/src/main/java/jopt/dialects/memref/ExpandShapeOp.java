package jopt.dialects.memref;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;

/** memref.expand_shape: {@code %src [[0, 1], [2]] output_shape [..] attr-dict : type into type}. */
@Op
public final class ExpandShapeOp extends ExpandShapeOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.expand_shape")
      .summary("operation to produce a memref with a higher rank.")
      .operand("src", MemRefConstraints.STRIDED_MEMREF)
      .attr("reassociation", AttrConstraints.INDEX_LIST_ARRAY)
      .variadicOperand("output_shape", TypeConstraints.INDEX)
      .attr("static_output_shape", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", MemRefConstraints.STRIDED_MEMREF)
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$src $reassociation `output_shape` "
          + "custom<DynamicIndexList>($output_shape, $static_output_shape) "
          + "attr-dict `:` type($src) `into` type($result)")
      .build();

  ExpandShapeOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code memref.expand_shape} of {@code resultType}; {@code staticOutputShape} holds
   * {@link ShapedType#DYNAMIC} where the next of {@code outputShape} gives the size.
   */
  public static ExpandShapeOp create(Builder b, Location loc, MemRefType resultType, Value src,
      List<long[]> reassociation, long[] staticOutputShape, List<? extends Value> outputShape) {
    OperationState st = SPEC.newState(loc).addOperand(src).addOperands(outputShape);
    st.addAttribute("reassociation", ArrayAttr.ofIndexLists(reassociation));
    st.addAttribute("static_output_shape", Attrs.denseI64(staticOutputShape));
    return new ExpandShapeOp(b.create(st.addType(resultType)));
  }

  /** Creates a static expansion into {@code resultShape}, inferring the result layout. */
  public static ExpandShapeOp create(Builder b, Location loc, long[] resultShape, Value src,
      List<long[]> reassociation) {
    MemRefType type = (MemRefType) ReassociativeReshape.expandedType(src.getType(), resultShape, reassociation);
    return create(b, loc, type, src, reassociation, resultShape, List.of());
  }

  /** MLIR's ExpandShapeOp::computeExpandedType (null when the source has no strided layout). */
  public static MemRefType computeExpandedType(MemRefType src, long[] resultShape, List<long[]> reassociation) {
    return (MemRefType) ReassociativeReshape.expandedType(src, resultShape, reassociation);
  }

  public List<long[]> reassociation() {
    return ArrayAttr.indexLists(attr("reassociation"));
  }

  public long[] staticOutputShape() {
    return DynamicIndexList.staticValues(getOperation(), "static_output_shape");
  }

  /** The definition: MLIR's reshape checks. */
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, ViewLikeOpInterface, Traits.Pure,
      jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface {
    public Def() {
      super(SPEC);
    }

    /** Its result's sizes: the static ones of its type, the dynamic ones its output_shape operands (no new IR). */
    @Override
    public List<List<jopt.ir.rewrite.OpFoldResult>> reifyResultShapes(Builder b, Operation op) {
      List<jopt.ir.rewrite.OpFoldResult> shape = jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface.fromType(
          op.getResult(0).getType(), ExpandShapeOp.of(op).outputShape());
      return shape == null ? null : List.of(shape);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.expandShape(op, builder, loc, errorMessage);
    }

    @Override
    public boolean verify(Operation op) {
      ExpandShapeOp expandShape = ExpandShapeOp.of(op);
      Type src = expandShape.src().getType();
      Type res = expandShape.result().getType();
      List<long[]> groups = ReassociativeReshape.verify(op, src, res, true);
      if (groups == null) {
        return false;
      }
      Type expected = ReassociativeReshape.expandedType(src, ShapedTypes.shape(res), groups);
      if (expected == null) {
        op.emitOpError("invalid source layout map");
        return false;
      }
      if (!expected.equals(res)) {
        op.emitOpError("expected expanded type to be " + Asm.quote(expected) + " but found " + Asm.quote(res));
        return false;
      }
      long[] statics = DynamicIndexList.staticValues(op, "static_output_shape");
      int rank = ShapedTypes.rank(res);
      if (statics.length != rank) {
        op.emitOpError("expected number of static shape bounds to be equal to the output rank (" + rank
            + ") but found " + statics.length + " inputs instead");
        return false;
      }
      int dyn = op.getNumOperands() - 1;
      if (ShapedType.countDynamic(statics) != dyn) {
        op.emitOpError("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has "
            + ShapedType.countDynamic(statics) + " dynamic dims while output_shape has " + dyn + " values");
        return false;
      }
      long[] shape = ShapedTypes.shape(res);
      for (int i = 0; i < rank; i++) {
        if (shape[i] != ShapedType.DYNAMIC && statics[i] != shape[i]) {
          op.emitOpError("invalid output shape provided at pos " + i);
          return false;
        }
      }
      return true;
    }

    /**
     * MLIR's canonicalizations: an expand of an expand or of a collapse as one reshape, and an
     * expand of a layout-losing cast as an expand of its source.
     */
    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      jopt.dialects.utils.ReshapePatterns.addExpandPatterns(patterns, MemRefReshapes.INSTANCE);
      patterns.add(new ReshapeCastFolders.ExpandShapeOpMemRefCastFolder());
    }

    /** MLIR's foldReshapeOp: undoing the inverse reshape of a value of the result type gives it back. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      ExpandShapeOp expandShape = ExpandShapeOp.of(op);
      Operation src = expandShape.src().getDefiningOp();
      if (src != null && src.getName().equals(CollapseShapeOp.SPEC.name())
          && CollapseShapeOp.of(src).src().getType().equals(expandShape.result().getType())) {
        results.add(OpFoldResult.of(CollapseShapeOp.of(src).src()));
        return true;
      }
      return false;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ExpandShapeOp.of(op).result(), "expand_shape");
    }
  }
}
