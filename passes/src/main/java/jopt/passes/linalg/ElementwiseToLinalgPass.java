package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.conversion.ConversionTarget;
import jopt.ir.conversion.DialectConversion;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.OperationFolding;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code convert-elementwise-to-linalg} (MLIR's ElementwiseToLinalg, on any op): an
 * ElementwiseMappable op on ranked tensors (and scalars) becomes a {@code linalg.generic} of all
 * parallel loops whose body applies the op to the elements; a scalar operand is read through the
 * map {@code (d...) -> ()}. Each result's init is the first operand of its type, else a {@code
 * tensor.empty} sized like the first operand. A partial dialect conversion where such ops are
 * illegal and every other op legal: each is folded first when it can be, and replacements are
 * made at the end (until then later ops see the replaced ones: a folded result is no constant to
 * them).
 */
public final class ElementwiseToLinalgPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("convert-elementwise-to-linalg",
      "Convert ElementwiseMappable ops to linalg", null, ElementwiseToLinalgPass::new);

  private FrozenPatternSet patterns;
  private ConversionTarget target;

  public ElementwiseToLinalgPass() {
    super(INFO);
  }

  @Override
  public String getName() {
    return "ConvertElementwiseToLinalgPass";
  }

  @Override
  public void initialize(MLIRContext ctx) {
    patterns = new FrozenPatternSet(List.of(new ToGeneric()));
    target = ConversionTarget.builder()
        .markUnknownOpDynamicallyLegal(op -> !isElementwiseMappableOpOnRankedTensors(op))
        .build();
  }

  @Override
  protected void runOnOperation() {
    if (!DialectConversion.applyPartialConversion(getOperation(), target, patterns)) {
      signalPassFailure();
    }
  }

  /** MLIR's ConvertAnyElementwiseMappableOpOnRankedTensors: the op becomes a linalg.generic. */
  private static final class ToGeneric extends RewritePattern {
    ToGeneric() {
      super(null);
    }

    @Override
    public boolean mayMatch(jopt.ir.OpDefinition def) {
      return def != null && def instanceof Traits.ElementwiseMappable;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!isElementwiseMappableOpOnRankedTensors(op)) {
        return false;
      }
      rewriter.replaceOp(op, convert(op, rewriter).getResults());
      return true;
    }
  }

  private static boolean isScalarLike(Type t) {
    return t instanceof IntegerType || t instanceof FloatType || t instanceof IndexType;
  }

  /** An ElementwiseMappable op with a ranked tensor operand and no operand but those and scalars. */
  static boolean isElementwiseMappableOpOnRankedTensors(Operation op) {
    if (!op.hasTrait(Traits.ElementwiseMappable.class)) {
      return false;
    }
    boolean anyRankedTensor = false;
    for (Value v : op.getOperands()) {
      Type t = v.getType();
      anyRankedTensor |= t instanceof RankedTensorType;
      if (!(t instanceof RankedTensorType) && !isScalarLike(t)) {
        return false;
      }
    }
    return anyRankedTensor;
  }

  /** The generic computing {@code op} (which stays, for the caller to replace). */
  private static Operation convert(Operation op, PatternRewriter rewriter) {
    Location loc = op.getLoc();
    int rank = ((RankedTensorType) op.getResult(0).getType()).getRank();
    AffineMap scalarMap = AffineMap.get(rank, 0, List.of());
    AffineMap idMap = AffineMap.getMultiDimIdentityMap(rank);
    List<AffineMap> maps = new ArrayList<>();
    for (Value v : op.getOperands()) {
      maps.add(isScalarLike(v.getType()) ? scalarMap : idMap);
    }
    maps.addAll(Collections.nCopies(op.getNumResults(), idMap));
    rewriter.setInsertionPoint(op);
    List<Value> outputs = outputsMatchingResultTypes(rewriter, op);
    List<Type> elementTypes = new ArrayList<>();
    for (Type t : op.getResultTypes()) {
      elementTypes.add(((RankedTensorType) t).getElementType());
    }
    GenericOp generic = GenericOp.create(rewriter, loc, op.getResultTypes(), op.getOperands(), outputs, maps,
        Collections.nCopies(rank, "parallel"), (b, l, args) -> {
          OperationState st = new OperationState(l, op.getName());
          st.addOperands(args.subList(0, op.getNumOperands()));
          st.addTypes(elementTypes);
          st.addAttributes(op.getAttrDictionary());
          st.properties = op.getOpaqueProperties();
          Operation scalar = b.create(st);
          YieldOp.create(b, l, scalar.getResults());
        });
    return generic.getOperation();
  }

  /**
   * For each result, the first operand of its type, else a {@code tensor.empty} of its element
   * type with the first operand's sizes (a {@code tensor.dim} folded where it can be per dynamic
   * size).
   */
  private static List<Value> outputsMatchingResultTypes(PatternRewriter b, Operation op) {
    List<Value> res = new ArrayList<>();
    for (Type t : op.getResultTypes()) {
      Value match = null;
      for (Value v : op.getOperands()) {
        if (v.getType().equals(t)) {
          match = v;
          break;
        }
      }
      if (match != null) {
        res.add(match);
        continue;
      }
      Value first = op.getOperand(0);
      RankedTensorType firstType = (RankedTensorType) first.getType();
      List<Value> dynamicSizes = new ArrayList<>();
      for (int i = 0; i < firstType.getRank(); i++) {
        if (firstType.isDynamicDim(i)) {
          dynamicSizes.add(createOrFoldDim(b, op.getLoc(), first, i));
        }
      }
      RankedTensorType type = RankedTensorType.get(firstType.getShape(), ((RankedTensorType) t).getElementType());
      res.add(EmptyOp.create(b, op.getLoc(), dynamicSizes, type).getOperation().getResult(0));
    }
    return res;
  }

  /** MLIR's {@code createOrFold<tensor::DimOp>(loc, value, i)}: the index constant, then the dim or what it folds to. */
  private static Value createOrFoldDim(PatternRewriter b, Location loc, Value source, int i) {
    Value index = ConstantOp.create(b, loc, IntegerAttr.getIndex(i)).getOperation().getResult(0);
    Operation dim = DimOp.create(b, loc, source, index).getOperation();
    Builder.InsertPoint ip = b.saveInsertionPoint();
    List<Value> folded = new ArrayList<>();
    boolean replaced = OperationFolding.tryFold(b, dim, folded) == OperationFolding.Result.REPLACED;
    b.restoreInsertionPoint(ip);
    return replaced ? folded.get(0) : dim.getResult(0);
  }
}
