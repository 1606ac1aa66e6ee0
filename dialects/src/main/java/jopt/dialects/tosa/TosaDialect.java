package jopt.dialects.tosa;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;

/**
 * MLIR 22's TOSA dialect (Tensor Operator Set Architecture): whole-tensor operators as ML
 * frameworks lower to them ({@link TosaOps}), the type {@code !tosa.shape<N>} and the enum
 * attributes {@code #tosa.nan_mode<...>}, {@code #tosa.rounding_mode<...>}, ...
 */
public final class TosaDialect extends Dialect {
  public TosaDialect() {
    super("tosa");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return TosaOp.definitions();
  }

  /** {@code shape<N>}, N at least 0. */
  @Override
  public Type parseType(String body) {
    if (!body.startsWith("shape<") || !body.endsWith(">")) {
      return null;
    }
    try {
      int rank = Integer.parseInt(body.substring(6, body.length() - 1).trim());
      return rank < 0 ? null : ShapeType.get(rank);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }

  /** {@code nan_mode<IGNORE>} and the other enums of {@link TosaEnumAttr.Kind}. */
  @Override
  public Attribute parseAttribute(String body) {
    int lt = body.indexOf('<');
    if (lt < 0 || !body.endsWith(">")) {
      return null;
    }
    TosaEnumAttr.Kind kind = TosaEnumAttr.Kind.of(body.substring(0, lt).trim());
    return kind == null ? null : kind.get(body.substring(lt + 1, body.length() - 1).trim());
  }

  @Override
  public boolean hasAttributeParser() {
    return true;
  }

  /** As MLIR's: tosa.const_shape for a shape, tosa.const for other elements attributes. */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    boolean elements = value instanceof DenseElementsAttr || value instanceof DenseResourceElementsAttr;
    if (!elements) {
      return null;
    }
    OperationState st = new OperationState(loc, type instanceof ShapeType ? "tosa.const_shape" : "tosa.const");
    st.addAttribute("values", value);
    st.addType(type);
    return builder.create(st);
  }

  /** As MLIR's: every op may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
