package jopt.parser;

import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.SparseElementsAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import org.antlr.v4.runtime.Token;

/**
 * A parsed {@code sparse<indices, values> : type} made into its attribute as MLIR's parser
 * does: the type first (shaped, static); the indices an i64 literal of the shape written (one
 * index of the type's rank when a single value is written, never hex), the values a literal of
 * the shape written (as many as indices when a single value or hex is written); then MLIR's
 * verifier. Errors where MLIR reports them: an element at its token, a literal at its start,
 * the shapes at {@code sparse}.
 */
final class SparseLiterals {
  private SparseLiterals() {}

  static Attribute attr(ParserBase p, Token keyword, Object indices, Token indicesAt,
      Object values, Token valuesAt, Type type) {
    if (!(type instanceof ShapedType st)) {
      throw p.error(keyword, "elements literal must be a shaped type");
    }
    if (!st.hasStaticShape()) {
      throw p.error(keyword, "elements literal type must have static shape");
    }
    if (indices == null) {
      try {
        return SparseElementsAttr.empty(st);
      } catch (IllegalArgumentException e) {
        // jopt's dense attributes hold integers, floats and complex numbers only (MLIR takes
        // sparse<> of any element type).
        throw p.error(keyword, e.getMessage());
      }
    }
    if (indices instanceof Token t && t.getType() == MlirLexer.STRING) {
      // Not hex here: a string is an element, and no integer.
      throw p.error(t, "integer constant out of range for type");
    }
    long[] indicesShape = DenseLiterals.dims(indices);
    RankedTensorType indicesType = RankedTensorType.get(indicesShape.length == 0
        ? new long[] {1, st.getRank()} : indicesShape, IntegerType.get(64));
    DenseElementsAttr ind = build(p, indicesType, indices, indicesAt);
    boolean hex = values instanceof Token t && t.getType() == MlirLexer.STRING;
    long[] valuesShape = hex ? new long[0] : DenseLiterals.dims(values);
    RankedTensorType valuesType = RankedTensorType.get(valuesShape.length == 0
        ? new long[] {indicesType.getShape()[0]} : valuesShape, st.getElementType());
    DenseElementsAttr vals = build(p, valuesType, values, valuesAt);
    String error = SparseElementsAttr.verify(st, ind, vals);
    if (error != null) {
      throw p.error(keyword, error);
    }
    return SparseElementsAttr.get(st, ind, vals);
  }

  private static DenseElementsAttr build(ParserBase p, RankedTensorType type, Object literal,
      Token at) {
    return DenseLiterals.build(p,
        () -> DenseElementsAttr.fromLiteral(type, DenseLiterals.toPlain(literal)), literal, at);
  }
}
