package jopt.dialects.linalg;

import java.util.List;
import jopt.dialects.linalg.OpDsl.FnAttr;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * The definition of a named structured op, made from its row: the ODS arguments (inputs,
 * outputs, then the row's attributes), the custom assembly ({@link NamedOpAsm}), and the checks
 * of the interface it implements (fill, convolution, contraction) and of user-given maps.
 */
final class NamedOpDef extends StructuredOpDef {
  private final NamedOpRow row;

  NamedOpDef(NamedOpRow row) {
    super(row.spec(), NamedOp::of);
    this.row = row;
  }

  NamedOpRow row() {
    return row;
  }

  /** The ODS of the row's op, in ODS's argument order. */
  static OpSpec spec(NamedOpRow row) {
    OpSpec.Builder b = OpSpec.op(row.name()).summary(row.summary())
        .variadicOperand("inputs", TypeConstraints.ANY)
        .variadicOperand("outputs", LinalgTypes.SHAPED);
    switch (row.syntax()) {
      case MATMUL, BATCH_MATMUL, BATCH_REDUCE_MATMUL ->
          b.defaultOptionalAttr("indexing_maps", LinalgTypes.AFFINE_MAP_ARRAY, IndexingMaps.toAttr(row.maps()));
      case CONTRACT -> b.attr("indexing_maps", LinalgTypes.AFFINE_MAP_ARRAY);
      case ELEMENTWISE -> b.attr("kind", ELEMENTWISE_KIND)
          .defaultOptionalAttr("indexing_maps", LinalgTypes.AFFINE_MAP_ARRAY, ArrayAttr.empty());
      default -> { }
    }
    row.indexAttrSizes().forEach((name, n) -> b.defaultOptionalAttr(name, RANKED_I64_ELEMENTS[n], ONES[n]));
    for (FnAttr f : row.fnAttrs()) {
      b.defaultOptionalAttr(f.name(), LinalgTypes.TYPE_FN, TypeFnAttr.of(f.defaultFn()));
    }
    boolean contract = row.syntax() == NamedOpRow.Syntax.CONTRACT;
    return b.variadicResult("result_tensors", contract ? LinalgTypes.SHAPED : LinalgTypes.RANKED_TENSOR)
        .region(contract ? "combiner" : "region", contract ? RegionDef.Blocks.EXACTLY_ONE : RegionDef.Blocks.ANY)
        .attrSizedOperandSegments()
        .build();
  }

  private static final AttrConstraint ELEMENTWISE_KIND = AttrConstraint.ofKind("allowed 32-bit signless integer "
      + "cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23",
      a -> a instanceof ElementwiseKindAttr);

  /** ODS's RankedI64ElementsAttr<[n]> and the all-ones default of strides and dilations, for n = 1, 2, 3. */
  private static final AttrConstraint[] RANKED_I64_ELEMENTS = {null, rankedI64Elements(1), rankedI64Elements(2),
      rankedI64Elements(3)};
  private static final DenseElementsAttr[] ONES = {null, ones(1), ones(2), ones(3)};

  private static AttrConstraint rankedI64Elements(int n) {
    return AttrConstraint.of("64-bit signless int elements attribute of shape [" + n + "]",
        a -> a instanceof DenseElementsAttr d && d.getElementType() instanceof IntegerType,
        a -> a instanceof DenseElementsAttr d && d.getElementType() instanceof IntegerType t && t.getWidth() == 64
            && t.isSignless() && d.getType().hasRank()
            && java.util.Arrays.equals(d.getType().getShape(), new long[] {n}));
  }

  private static DenseElementsAttr ones(int n) {
    long[] v = new long[n];
    java.util.Arrays.fill(v, 1);
    return DenseElementsAttr.ofLongs(RankedTensorType.get(new long[] {n}, IntegerType.get(64)), v);
  }

  /** MLIR's fold of the named ops: memref.cast operands fold into the op. */
  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    return jopt.dialects.memref.MemRefFolding.foldMemRefCast(op);
  }

  @Override
  public void getCanonicalizationPatterns(RewritePatternSet patterns) {
    if (row == NamedOps.COPY) {
      patterns.add(new LinalgPatterns.EraseSelfCopy());
    } else if (row == NamedOps.FILL) {
      patterns.add(new LinalgPatterns.FoldFillWithTensorExtract());
      patterns.add(new LinalgPatterns.FoldFillWithTensorReshape("tensor.collapse_shape"));
      patterns.add(new LinalgPatterns.FoldFillWithTensorReshape("tensor.expand_shape"));
    }
  }

  @Override
  boolean verifyInterfaces(LinalgOp v) {
    return switch (row.implemented()) {
      case FILL -> verifyFill(v);
      case CONVOLUTION -> ConvolutionMatcher.verify(v);
      default -> true;
    };
  }

  /** FillOpInterface: one scalar input, one output. */
  private static boolean verifyFill(LinalgOp v) {
    if (v.numDpsInputs() != 1 || v.numDpsInits() != 1) {
      v.getOperation().emitError("expected op with 1 input and 1 output");
      return false;
    }
    Type t = v.dpsInputs().get(0).getType();
    if (t instanceof jopt.ir.type.BaseMemRefType || t instanceof jopt.ir.type.TensorType) {
      v.getOperation().emitError("expected op with scalar input");
      return false;
    }
    return true;
  }

  @Override
  boolean verifyOp(LinalgOp v) {
    if (row == NamedOps.FILL) {
      Type fill = v.dpsInputs().get(0).getType();
      Type element = LinalgTypes.shapedElementTypeOrSelf(v.dpsInits().get(0).getType());
      if (!fill.equals(element)) {
        return fail(v.getOperation(), "expected fill value type (" + LinalgAsm.quoted(fill)
            + ") to match output element type (" + LinalgAsm.quoted(element) + ")");
      }
    }
    return UserMaps.verify(row, (NamedOp) v);
  }

  @Override
  boolean verifyRegionInterfaces(LinalgOp v) {
    return row.implemented() != NamedOpRow.Interface.CONTRACTION || ContractionMatcher.verify(v);
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    NamedOpAsm.parse(row, getSpec(), p, result);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    NamedOpAsm.print(row, op, p);
  }
}
