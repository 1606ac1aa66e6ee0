package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.linalg.BroadcastOp;
import jopt.dialects.linalg.ContractionMatcher;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.linalg.NamedOp;
import jopt.dialects.linalg.NamedOpRow;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.TransposeOp;
import jopt.ir.Block;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;

/**
 * MLIR's specializeGenericOp as LLVM 22 has it (Specialize.cpp): a generic that is a copy, a
 * fill, a broadcast, a transpose, {@code exp}, a float add/sub/mul/div or a plain
 * matmul/batch_matmul becomes that named op. Where mlir-opt-22 builds a wrong named op (a
 * matmul from a transposed operand, which keeps matmul's default maps, or from unsigned
 * casts, which the named op reads as signed) the generic is left as it is.
 */
public final class SpecializeGenericOps {
  private SpecializeGenericOps() {}

  /** MLIR's LinalgSpecializationPattern. */
  public static final class LinalgSpecializationPattern extends OpRewritePattern<GenericOp> {
    public LinalgSpecializationPattern() {
      super(GenericOp.SPEC, GenericOp::of);
    }

    @Override
    public boolean matchAndRewrite(GenericOp op, PatternRewriter rewriter) {
      return specialize(rewriter, op) != null;
    }
  }

  /** The named op that replaced {@code op}, or null (the IR untouched). */
  public static Operation specialize(PatternRewriter rewriter, GenericOp op) {
    Operation o = op.getOperation();
    rewriter.setInsertionPoint(o);
    if (GenericOpMatchers.isaCopy(op)) {
      return replace(rewriter, o, NamedOps.COPY, op.dpsInputs(), op.dpsInits());
    }
    Value fill = GenericOpMatchers.isaFill(op);
    if (fill != null) {
      return replace(rewriter, o, NamedOps.FILL, List.of(fill), op.dpsInits());
    }
    long[] broadcast = GenericOpMatchers.isaBroadcast(op);
    if (broadcast != null) {
      Operation b = BroadcastOp.create(rewriter, o.getLoc(), op.dpsInputs().get(0), op.dpsInits().get(0), broadcast)
          .getOperation();
      rewriter.replaceOp(o, b.getResults());
      return b;
    }
    long[] permutation = GenericOpMatchers.isaTranspose(op);
    if (permutation != null) {
      Operation t = TransposeOp.create(rewriter, o.getLoc(), op.dpsInputs().get(0), op.dpsInits().get(0), permutation)
          .getOperation();
      rewriter.replaceOp(o, t.getResults());
      return t;
    }
    if (GenericOpMatchers.isaElemwiseSingleUnary(op) && op.body().getFirstOp().getName().equals("math.exp")) {
      return replace(rewriter, o, NamedOps.get("linalg.exp"), op.dpsInputs(), op.dpsInits());
    }
    if (GenericOpMatchers.isaElemwiseSingleBinary(op)) {
      String named = switch (op.body().getFirstOp().getName()) {
        case "arith.addf" -> "linalg.add";
        case "arith.subf" -> "linalg.sub";
        case "arith.mulf" -> "linalg.mul";
        case "arith.divf" -> "linalg.div";
        default -> null;
      };
      if (named != null) {
        List<Value> inputs = new ArrayList<>(op.dpsInputs());
        if (areBinOpsSwapped(op)) {
          inputs = List.of(inputs.get(1), inputs.get(0));
        }
        return replace(rewriter, o, NamedOps.get(named), inputs, op.dpsInits());
      }
    }
    if (ContractionMatcher.isaContractionOp(op)) {
      return specializeContraction(rewriter, op);
    }
    if (jopt.dialects.linalg.ConvolutionMatcher.isaConvolutionOp(op)) {
      return ConvolutionSpecialization.specialize(rewriter, op);
    }
    return null;
  }

  private static Operation replace(PatternRewriter rewriter, Operation generic, NamedOpRow row, List<Value> inputs,
      List<Value> inits) {
    Operation named = NamedOp.build(rewriter, generic.getLoc(), row, inputs, inits, new NamedAttrList()).getOperation();
    rewriter.replaceOp(generic, named.getResults());
    return named;
  }

  /** MLIR's areBinOpsSwapped: the body's op reads the second input first. */
  private static boolean areBinOpsSwapped(GenericOp op) {
    Block body = op.body();
    return body.getFirstOp().getOperand(0) != body.getArgument(0);
  }

  private static final Set<String> MATMUL_BODIES = Set.of("arith.mulf,arith.addf", "arith.muli,arith.addi",
      "complex.mul,complex.add");

  /** MLIR's specializeLinalgContractions, for untransposed operands and signed (or no) casts. */
  private static Operation specializeContraction(PatternRewriter rewriter, GenericOp op) {
    if (op.numDpsInputs() != 2 || op.numDpsInits() != 1) {
      return null;
    }
    List<AffineMap> maps = op.indexingMaps();
    for (AffineMap m : maps) {
      if (!m.isProjectedPermutation(false)) {
        return null;
      }
    }
    GenericOpMatchers.ContractionDims dims = GenericOpMatchers.inferContractionDims(op);
    if (dims == null || dims.m().size() != 1 || dims.n().size() != 1 || dims.k().size() != 1) {
      return null;
    }
    if (!ContractionMatcher.isContractionBody(op.body(), MATMUL_BODIES) || hasUnsignedCast(op.body())) {
      return null;
    }
    int batch = dims.batch().size();
    for (AffineMap m : maps) {
      if (m.getNumResults() != batch + 2) {
        return null;
      }
    }
    if (maps.get(0).getNumDims() != batch + 3) {
      return null;
    }
    for (AffineMap m : maps) {
      for (int i = 0; i < batch; i++) {
        if (!(m.getResult(i) instanceof AffineDimExpr d) || d.getPosition() != i) {
          return null;
        }
      }
    }
    int m = dims.m().get(0);
    int n = dims.n().get(0);
    int k = dims.k().get(0);
    if (!matches(maps.get(0), batch, m, k) || !matches(maps.get(1), batch, k, n) || !matches(maps.get(2), batch, m, n)) {
      return null;
    }
    NamedOpRow row = NamedOps.get(batch > 0 ? "linalg.batch_matmul" : "linalg.matmul");
    return replace(rewriter, op.getOperation(), row, op.dpsInputs(), op.dpsInits());
  }

  /** MLIR's matchOperandMap == Match: the two dims after the batch ones are {@code row, col} in order. */
  private static boolean matches(AffineMap map, int at, int row, int col) {
    AffineExpr r = map.getResult(at);
    AffineExpr c = map.getResult(at + 1);
    return r instanceof AffineDimExpr dr && c instanceof AffineDimExpr dc && dr.getPosition() == row
        && dc.getPosition() == col;
  }

  /** Whether the body zero-extends or converts as unsigned (which linalg.matmul's default cast would not). */
  private static boolean hasUnsignedCast(Block body) {
    for (Operation op : body.getOperations()) {
      String n = op.getName();
      if (n.equals("arith.extui") || n.equals("arith.uitofp") || n.equals("arith.fptoui")) {
        return true;
      }
    }
    return false;
  }

  static LinalgOp view(Operation op) {
    return LinalgOp.of(op);
  }
}
