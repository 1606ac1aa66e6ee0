package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.ods.OpSpec;

/**
 * linalg.batch_matmul: {@code [indexing_maps = [...]] ins(%a, %b : A, B) outs(%c : C)}; a matmul
 * per batch over loops (b, m, n, k).
 */
public final class BatchMatmulOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.batch_matmul",
      "Performs a batched matrix multiplication of two 3D inputs.")
      .optionalAttr("indexing_maps", LinalgTypes.AFFINE_MAP_ARRAY)
      .defaultOptionalAttr("cast", LinalgTypes.TYPE_FN, TypeFnAttr.CAST_SIGNED));

  /** (b, m, n, k): A(b, m, k), B(b, k, n), C(b, m, n). */
  public static final List<AffineMap> DEFAULT_MAPS = List.of(
      AffineMap.get(4, 0, AffineExpr.dim(0), AffineExpr.dim(1), AffineExpr.dim(3)),
      AffineMap.get(4, 0, AffineExpr.dim(0), AffineExpr.dim(3), AffineExpr.dim(2)),
      AffineMap.get(4, 0, AffineExpr.dim(0), AffineExpr.dim(1), AffineExpr.dim(2)));

  private BatchMatmulOp(Operation op) {
    super(op);
  }

  public static BatchMatmulOp of(Operation op) {
    return new BatchMatmulOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.batch_matmul ins(%a, %b) outs(%c)} with the default maps. */
  public static BatchMatmulOp create(Builder b, Location loc, Value lhs, Value rhs, Value init) {
    NamedAttrList attrs = new NamedAttrList();
    attrs.set("indexing_maps", IndexingMaps.toAttr(DEFAULT_MAPS));
    return new BatchMatmulOp(build(b, loc, SPEC, NamedBodies.CONTRACTION, List.of(lhs, rhs), List.of(init), attrs));
  }

  @Override
  public List<AffineMap> indexingMaps() {
    Attribute a = getOperation().getAttr("indexing_maps");
    return a == null ? DEFAULT_MAPS : IndexingMaps.fromAttr(a);
  }

  @Override
  public List<String> iteratorTypes() {
    return List.of("parallel", "parallel", "parallel", "reduction");
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: the checks of user-defined maps are MLIR's batch-variant ones. */
  public static final class Def extends ContractionOpDef {
    public Def() {
      super(SPEC, DEFAULT_MAPS, BatchMatmulOp::of);
    }

    /** MLIR's verifyExtendedBatchVariantMatmulSemantic for the three operands. */
    @Override
    boolean verifyOp(LinalgOp v) {
      List<AffineMap> maps = v.indexingMaps();
      if (maps.equals(DEFAULT_MAPS)) {
        return true;
      }
      if (maps.size() != 3) {
        return fail(v.getOperation(), "Indexing_map attribute must have 3 affine maps.");
      }
      for (int i = 0; i < 3; i++) {
        String error = check(maps.get(i), i);
        if (error != null) {
          return fail(v.getOperation(), error);
        }
      }
      return true;
    }

    private static String check(AffineMap map, int operand) {
      List<AffineExpr> r = map.getResults();
      if (operand == 2) {
        if (r.size() != 3) {
          return "expects 3 dims, but got (" + r.size() + ").";
        }
        boolean ordered = r.get(0).isFunctionOfDim(0) && r.get(1).isFunctionOfDim(1) && r.get(2).isFunctionOfDim(2);
        return ordered ? null : "Invalid output map result dimension.";
      }
      if (!new java.util.HashSet<>(DEFAULT_MAPS.get(operand).getResults()).containsAll(r)) {
        return "Unexpected result dim expression (outside the set of default result dims).";
      }
      if (r.size() < 3) {
        boolean valid = false;
        if (r.size() == 1) {
          valid = r.get(0).isFunctionOfDim(3);
        } else if (r.size() == 2) {
          valid = operand == 0 ? r.get(0).isFunctionOfDim(1) && r.get(1).isFunctionOfDim(3)
              : r.get(0).isFunctionOfDim(3) && r.get(1).isFunctionOfDim(2);
        }
        return valid ? null : "Invalid broadcast requested.";
      }
      return r.get(0).isFunctionOfDim(0) ? null : "Invalid batch dimension expression.";
    }
  }
}
