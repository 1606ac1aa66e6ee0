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

  /** The definition. */
  public static final class Def extends ContractionOpDef {
    public Def() {
      super(SPEC, DEFAULT_MAPS, BatchMatmulOp::of);
    }
  }
}
