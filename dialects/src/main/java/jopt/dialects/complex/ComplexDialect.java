package jopt.dialects.complex;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;

/**
 * MLIR's complex dialect: arithmetic and elementary functions on complex numbers
 * ({@link ComplexOps}), as tensor programs from JAX carry them inside linalg bodies.
 */
public final class ComplexDialect extends Dialect {
  public ComplexDialect() {
    super("complex");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return ComplexOp.definitions();
  }

  @Override
  public boolean parsesAttributeBodies() {
    return true;
  }

  @Override
  public boolean parsesAttributeSelfType() {
    return true;
  }

  /** {@code number<:type real, imag>}, the parts floats of the type. */
  @Override
  public Attribute parseAttributeBody(String mnemonic, OpAsmParser parser) {
    if (!mnemonic.equals("number")) {
      return null;
    }
    parser.parseLess();
    parser.parseColon();
    Type type = parser.parseType();
    FloatAttr real = part(parser, type);
    parser.parseComma();
    FloatAttr imag = part(parser, type);
    parser.parseGreater();
    return new NumberAttr(real, imag);
  }

  /**
   * A part: a float literal read as a double (a hex integer gives a double's bits), then rounded
   * to the parts' type, as MLIR's parser of this attribute does (mlir-opt-22 crashes on a type
   * that is not a float).
   */
  private static FloatAttr part(OpAsmParser parser, Type type) {
    var loc = parser.getCurrentLocation();
    double v = parser.parseFloat();
    if (!(type instanceof FloatType f)) {
      throw parser.emitError(loc, "expected a floating-point type for the parts of a complex number, got " + type);
    }
    return FloatAttr.get(f, v);
  }

  /** A pair of parts of a complex type as {@code complex.constant}, as MLIR's materializer. */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    if (!(value instanceof ArrayAttr a) || a.size() != 2 || !(type instanceof ComplexType)) {
      return null;
    }
    OperationState st = new OperationState(loc, "complex.constant");
    st.addAttribute("value", value);
    st.addType(type);
    return builder.create(st);
  }
}
