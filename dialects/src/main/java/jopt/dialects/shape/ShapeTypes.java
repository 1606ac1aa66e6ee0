package jopt.dialects.shape;

import jopt.ir.Type;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/** The type constraints of the shape ops jopt has, with MLIR's descriptions. */
final class ShapeTypes {
  private ShapeTypes() {
  }

  /** MLIR's Shape_ShapeOrExtentTensorType. */
  static final TypeConstraint SHAPE_OR_EXTENT_TENSOR = TypeConstraint.of("shape or extent tensor",
      t -> t == ShapeDialectType.SHAPE || isExtentTensor(t));

  /**
   * What shape_of reads: a shaped value or a value shape (MLIR's description ends in "or " because
   * its value-shape type has an empty one; mlir-opt-22 prints it so).
   */
  static final TypeConstraint SHAPED = TypeConstraint.of("shaped of any type values or ",
      t -> t instanceof ShapedType || t == ShapeDialectType.VALUE_SHAPE);

  /** MLIR's extent tensor: a 1-D tensor of index, static or dynamic size. */
  static boolean isExtentTensor(Type t) {
    return t instanceof RankedTensorType r && r.getRank() == 1 && r.getElementType() instanceof IndexType;
  }
}
