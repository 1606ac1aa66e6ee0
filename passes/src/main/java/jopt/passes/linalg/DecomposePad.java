package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AddIOp;
import jopt.dialects.linalg.NamedOp;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.GenerateOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.dialects.tensor.PadOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.OperationFolding;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.RankedTensorType;

/**
 * MLIR's DecomposePadOpPattern (linalg Transforms.cpp): {@code tensor.pad} becomes a
 * {@code tensor.empty} of the padded size, filled with the padding value ({@code linalg.fill},
 * or a {@code tensor.generate} holding the pad's body when the value depends on the indices),
 * and a {@code tensor.insert_slice} of the source at the low padding. With
 * eliminate-empty-tensors and One-Shot Bufferize, the producer of the source then writes into
 * the padded buffer directly.
 */
public final class DecomposePad extends OpRewritePattern<PadOp> {
  public DecomposePad() {
    super(PadOp.SPEC, PadOp::of);
  }

  @Override
  public boolean matchAndRewrite(PadOp pad, PatternRewriter rewriter) {
    Location loc = pad.getLoc();
    Operation padOp = pad.getOperation();
    RankedTensorType resultType = (RankedTensorType) pad.result().getType();
    List<OpFoldResult> low = pad.mixedLowPad();
    List<OpFoldResult> high = pad.mixedHighPad();
    List<Value> dynSizes = new ArrayList<>();
    for (int d = 0; d < resultType.getRank(); d++) {
      if (!resultType.isDynamicDim(d)) {
        continue;
      }
      Value size = indexValue(rewriter, loc, LinalgUtils.createFoldedDimOp(rewriter, loc, pad.source(), d));
      Value plusLow = addOrFold(rewriter, loc, size, indexValue(rewriter, loc, low.get(d)));
      dynSizes.add(addOrFold(rewriter, loc, plusLow, indexValue(rewriter, loc, high.get(d))));
    }
    Value empty = EmptyOp.create(rewriter, loc, resultType.getShape(), resultType.getElementType(), dynSizes)
        .getOperation().getResult(0);
    Value filled = fillOrGenerate(rewriter, pad, empty, dynSizes);
    List<OpFoldResult> sizes = LinalgUtils.getMixedSizes(rewriter, loc, pad.source());
    List<OpFoldResult> strides = new ArrayList<>();
    for (int d = 0; d < resultType.getRank(); d++) {
      strides.add(OpFoldResult.of(IntegerAttr.getIndex(1)));
    }
    rewriter.setInsertionPoint(padOp);
    Operation insert = InsertSliceOp.create(rewriter, loc, pad.source(), filled, low, sizes, strides).getOperation();
    rewriter.replaceOp(padOp, insert.getResults());
    return true;
  }

  /** MLIR's createFillOrGenerateOp. */
  private static Value fillOrGenerate(PatternRewriter rewriter, PadOp pad, Value dest, List<Value> dynSizes) {
    Value padValue = pad.constantPaddingValue();
    Operation padOp = pad.getOperation();
    if (padValue != null) {
      Operation def = padValue.getDefiningOp();
      if (def != null && def.getBlock() == pad.region().front()) {
        rewriter.moveOpBefore(def, padOp);
        rewriter.setInsertionPoint(padOp);
      }
      return NamedOp.build(rewriter, pad.getLoc(), NamedOps.FILL, List.of(padValue), List.of(dest), new NamedAttrList())
          .getOperation().getResult(0);
    }
    GenerateOp generate = GenerateOp.create(rewriter, pad.getLoc(), dynSizes, pad.result().getType());
    pad.region().cloneInto(generate.getOperation().getRegion(0), null, new HashMap<>());
    return generate.getOperation().getResult(0);
  }

  private static Value indexValue(Builder b, Location loc, OpFoldResult r) {
    return r.isAttribute() ? ConstantOp.createIndex(b, loc, ((IntegerAttr) r.attr()).getValue()) : r.value();
  }

  /** {@code createOrFold<arith::AddIOp>}. */
  private static Value addOrFold(PatternRewriter rewriter, Location loc, Value a, Value b) {
    Operation add = AddIOp.create(new Builder(rewriter.getContext()), loc, a, b).getOperation();
    return OperationFolding.createOrFold(rewriter, add).get(0);
  }
}
