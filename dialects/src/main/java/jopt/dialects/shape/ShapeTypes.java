package jopt.dialects.shape;

import jopt.ir.Type;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/** The type constraints of the shape ops jopt has: the extent-tensor forms only (no {@code !shape.shape}). */
final class ShapeTypes {
  private ShapeTypes() {
  }

  /** MLIR's extent tensor: a 1-D tensor of index, static or dynamic size. */
  static final TypeConstraint EXTENT_TENSOR = TypeConstraint.of("extent tensor", ShapeTypes::isExtentTensor);

  /** A shaped value whose shape shape_of reads. */
  static final TypeConstraint SHAPED = TypeConstraint.of("shaped of any type values", t -> t instanceof ShapedType);

  static boolean isExtentTensor(Type t) {
    return t instanceof RankedTensorType r && r.getRank() == 1 && r.getElementType() instanceof IndexType;
  }
}
