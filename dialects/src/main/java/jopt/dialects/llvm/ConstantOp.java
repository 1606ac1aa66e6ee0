package jopt.dialects.llvm;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;

/**
 * {@code llvm.mlir.constant(2 : i64) : i64}: a constant of any attribute ({@code (2)} parses
 * as {@code 2 : i64}, as the attribute parser types it). Constant like, folds to its value.
 */
@Op
public final class ConstantOp extends ConstantOpBase {
  public static final String NAME = "llvm.mlir.constant";

  public static final OpSpec SPEC = OpSpec.op("llvm.mlir.constant")
      .summary("Defines a constant of LLVM type.")
      .attr("value", AttrConstraints.ANY)
      .result("res", LLVMConstraints.TYPE)
      .format("`(` $value `)` attr-dict `:` type($res)")
      .build();

  ConstantOp(Operation op) {
    super(op);
  }

  /** The value (the generated base has only {@code valueAttr()}: AnyAttr has no storage class). */
  public Attribute value() {
    return attr("value");
  }

  /** Creates {@code llvm.mlir.constant(value) : type}. */
  public static ConstantOp create(Builder b, Location loc, Type type, Attribute value) {
    OperationState st = SPEC.newState(loc);
    st.addAttribute("value", value);
    st.addType(type);
    return new ConstantOp(b.create(st));
  }

  /** The definition: the value's kind against the result type (ConstantOp::verify), folding. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      Attribute value = op.getAttr("value");
      Type t = ConstantOp.of(op).res().getType();
      if (value instanceof IntegerAttr && !(t instanceof IntegerType)) {
        op.emitOpError("expected integer type");
        return false;
      }
      if (value instanceof FloatAttr f) {
        if (!(t instanceof FloatType ft)) {
          op.emitOpError("expected float type");
          return false;
        }
        if (!ft.equals(f.getType())) {
          op.emitOpError("attribute and type have different float semantics");
          return false;
        }
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      Attribute value = op.getAttr("value");
      if (value == null) {
        return false;
      }
      results.add(OpFoldResult.of(value));
      return true;
    }
  }
}
