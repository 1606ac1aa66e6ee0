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
 * linalg.matmul: {@code [indexing_maps = [...]] ins(%a, %b : A, B) outs(%c : C)}; {@code C += A * B}
 * over loops (m, n, k), with the operands cast to C's element type.
 */
public final class MatmulOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.matmul",
      "Performs a matrix multiplication of two 2D inputs without broadcast or transpose.")
      .optionalAttr("indexing_maps", LinalgTypes.AFFINE_MAP_ARRAY)
      .defaultOptionalAttr("cast", LinalgTypes.TYPE_FN, TypeFnAttr.CAST_SIGNED));

  /** (m, n, k): A(m, k), B(k, n), C(m, n). */
  public static final List<AffineMap> DEFAULT_MAPS = List.of(
      AffineMap.get(3, 0, AffineExpr.dim(0), AffineExpr.dim(2)),
      AffineMap.get(3, 0, AffineExpr.dim(2), AffineExpr.dim(1)),
      AffineMap.get(3, 0, AffineExpr.dim(0), AffineExpr.dim(1)));

  private MatmulOp(Operation op) {
    super(op);
  }

  public static MatmulOp of(Operation op) {
    return new MatmulOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.matmul ins(%a, %b) outs(%c)} with the default maps. */
  public static MatmulOp create(Builder b, Location loc, Value lhs, Value rhs, Value init) {
    return create(b, loc, lhs, rhs, init, DEFAULT_MAPS);
  }

  /** Creates a matmul with explicit indexing maps (transposed or broadcast operands). */
  public static MatmulOp create(Builder b, Location loc, Value lhs, Value rhs, Value init, List<AffineMap> maps) {
    NamedAttrList attrs = new NamedAttrList();
    attrs.set("indexing_maps", IndexingMaps.toAttr(maps));
    return new MatmulOp(build(b, loc, SPEC, NamedBodies.CONTRACTION, List.of(lhs, rhs), List.of(init), attrs));
  }

  @Override
  public List<AffineMap> indexingMaps() {
    Attribute a = getOperation().getAttr("indexing_maps");
    return a == null ? DEFAULT_MAPS : IndexingMaps.fromAttr(a);
  }

  @Override
  public List<String> iteratorTypes() {
    return List.of("parallel", "parallel", "reduction");
  }

  /** Whether the maps are not the defaults (MLIR's hasUserDefinedMaps). */
  public boolean hasUserDefinedMaps() {
    return !indexingMaps().equals(DEFAULT_MAPS);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends ContractionOpDef {
    public Def() {
      super(SPEC, DEFAULT_MAPS, MatmulOp::of);
    }
  }
}
