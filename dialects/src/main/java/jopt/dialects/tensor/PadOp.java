package jopt.dialects.tensor;

import jopt.ir.type.ShapedType;
import jopt.ir.ods.format.DynamicIndexList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.pad: {@code %source nofold? low[...] high[...] $region attr-dict : S to R}; the region
 * yields the padding value at each index.
 */
@Op
public final class PadOp extends PadOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.pad")
      .summary("tensor pad operation")
      .operand("source", TensorTypes.RANKED)
      .variadicOperand("low", TypeConstraints.INDEX)
      .variadicOperand("high", TypeConstraints.INDEX)
      .attr("static_low", AttrConstraints.DENSE_I64_ARRAY)
      .attr("static_high", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("nofold", AttrConstraints.UNIT)
      .result("result", TensorTypes.RANKED)
      .region("region", RegionDef.Blocks.EXACTLY_ONE)
      .attrSizedOperandSegments()
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low)"
          + " `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:`"
          + " type($source) `to` type($result)")
      .build();

  PadOp(Operation op) {
    super(op);
  }

  /**
   * Creates a pad of {@code source} by {@code low}/{@code high} (constants or index values) with
   * the constant {@code padValue}; a null {@code resultType} is inferred.
   */
  public static PadOp create(Builder b, Location loc, RankedTensorType resultType, Value source,
      List<OpFoldResult> low, List<OpFoldResult> high, Value padValue, boolean nofold) {
    MixedValues lo = MixedValues.of(low);
    MixedValues hi = MixedValues.of(high);
    RankedTensorType src = (RankedTensorType) source.getType();
    if (resultType == null) {
      resultType = inferResultType(src, lo.statics(), hi.statics());
    }
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperands(lo.dynamics()).addOperands(hi.dynamics()).addType(resultType);
    st.addAttribute("static_low", TensorAsm.i64Array(lo.statics()));
    st.addAttribute("static_high", TensorAsm.i64Array(hi.statics()));
    if (nofold) {
      st.addAttribute("nofold", UnitAttr.get());
    }
    OpSpec.setOperandSegmentSizes(st, 1, lo.dynamics().size(), hi.dynamics().size());
    Region region = st.addRegion();
    PadOp op = new PadOp(b.create(st));
    Builder.InsertPoint ip = b.saveInsertionPoint();
    b.createBlock(region, Collections.nCopies(src.getRank(), IndexType.get()), loc);
    YieldOp.create(b, loc, padValue);
    b.restoreInsertionPoint(ip);
    return op;
  }

  /** MLIR's PadOp::inferResultType: source size plus static padding, dynamic otherwise; null on rank mismatch. */
  public static RankedTensorType inferResultType(RankedTensorType source, long[] low, long[] high) {
    int rank = source.getRank();
    if (low.length != rank || high.length != rank) {
      return null;
    }
    long[] shape = new long[rank];
    for (int i = 0; i < rank; i++) {
      long d = source.getDimSize(i);
      shape[i] = d == ShapedType.DYNAMIC || low[i] == ShapedType.DYNAMIC || high[i] == ShapedType.DYNAMIC
          ? ShapedType.DYNAMIC : d + low[i] + high[i];
    }
    return RankedTensorType.get(shape, source.getElementType());
  }

  /** MLIR's getMixedLowPad (getMixedPadImpl): static entries as i64 attributes, constant values folded to theirs. */
  public List<OpFoldResult> mixedLowPad() {
    return mixedPad(staticLow(), low());
  }

  public List<OpFoldResult> mixedHighPad() {
    return mixedPad(staticHigh(), high());
  }

  private static List<OpFoldResult> mixedPad(long[] statics, List<Value> values) {
    List<OpFoldResult> r = new java.util.ArrayList<>(statics.length);
    int next = 0;
    for (long s : statics) {
      r.add(ShapedType.isDynamic(s) ? OpFoldResult.asOpFoldResult(values.get(next++))
          : OpFoldResult.of(jopt.ir.attr.IntegerAttr.getI64(s)));
    }
    return r;
  }

  /**
   * MLIR's getConstantPaddingValue: the yielded value when it is a constant or defined outside
   * the pad's block, else null.
   */
  public Value constantPaddingValue() {
    Block body = region().front();
    Operation yield = body.getTerminator();
    if (yield == null || !YieldOp.SPEC.isa(yield) || yield.getNumOperands() != 1) {
      return null;
    }
    Value v = YieldOp.of(yield).value();
    if (jopt.ir.rewrite.Matchers.constantValue(v) != null) {
      return v;
    }
    Block owner = v instanceof jopt.ir.BlockArgument a ? a.getOwner()
        : v.getDefiningOp().getBlock();
    return owner == body ? null : v;
  }

  public boolean nofold() {
    return getOperation().getAttr("nofold") != null;
  }

  /** The definition: the inferred type check and the region checks. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.SingleBlockImplicitTerminator {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return YieldOp.SPEC.name();
    }

    @Override
    public boolean verify(Operation op) {
      PadOp padOp = PadOp.of(op);
      PadOp pad = padOp;
      RankedTensorType source = (RankedTensorType) pad.source().getType();
      RankedTensorType result = (RankedTensorType) padOp.result().getType();
      RankedTensorType expected = inferResultType(source, pad.staticLow(), pad.staticHigh());
      if (expected == null) {
        op.emitError("failed to infer expectedType from sourceType " + TensorTypes.quoted(source)
            + ", specified resultType is " + TensorTypes.quoted(result));
        return false;
      }
      boolean mismatch = result.getRank() != expected.getRank();
      for (int i = 0; !mismatch && i < source.getRank(); i++) {
        mismatch = result.getDimSize(i) != expected.getDimSize(i) && expected.getDimSize(i) != ShapedType.DYNAMIC;
      }
      if (mismatch) {
        op.emitError("specified type " + TensorTypes.quoted(result) + " does not match the inferred type "
            + TensorTypes.quoted(expected));
        return false;
      }
      return true;
    }

    @Override
    public boolean verifyRegions(Operation op) {
      if (!YieldOp.verifyImplicitTerminator(op)) {
        return false;
      }
      RankedTensorType result = (RankedTensorType) PadOp.of(op).result().getType();
      Block block = op.getRegion(0).front();
      if (block.getNumArguments() != result.getRank()) {
        op.emitError("expected the block to have " + result.getRank() + " arguments");
        return false;
      }
      for (int i = 0; i < block.getNumArguments(); i++) {
        if (!(block.getArgument(i).getType() instanceof IndexType)) {
          op.emitOpError("expected block argument " + (i + 1) + " to be an index");
          return false;
        }
      }
      if (!block.getLastOp().getOperand(0).getType().equals(result.getElementType())) {
        op.emitOpError("expected yield type to match shape element type");
        return false;
      }
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      PadPatterns.all().forEach(patterns::add);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(PadOp.of(op).result(), "padded");
    }
  }
}
