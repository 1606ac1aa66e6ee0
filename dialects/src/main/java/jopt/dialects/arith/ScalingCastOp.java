package jopt.dialects.arith;

import java.util.List;
import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;

/**
 * {@code arith.scaling_extf %x, %s fastmath<..> : f8E5M2, f8E8M0FNU to f32} and
 * {@code arith.scaling_truncf %x, %s to_nearest_even : f32, f8E8M0FNU to f8E5M2}.
 */
public final class ScalingCastOp extends OpDefinition implements Traits.Pure {
  private final boolean trunc;

  private ScalingCastOp(String name, boolean trunc) {
    super(name);
    this.trunc = trunc;
  }

  public static List<OpDefinition> all() {
    return List.of(new ScalingCastOp("arith.scaling_extf", false), new ScalingCastOp("arith.scaling_truncf", true));
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return trunc ? Set.of("fastmath", "roundingmode") : Set.of("fastmath");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var loc = parser.getCurrentLocation();
    var in = parser.parseOperand();
    parser.parseComma();
    var scale = parser.parseOperand();
    if (trunc) {
      String mode = parser.parseOptionalKeyword(CastOp.ROUNDING_MODES);
      if (mode != null) {
        result.attributes.set("roundingmode",
            IntegerAttr.get(CastOp.ROUNDING_MODES.indexOf(mode), IntegerType.get(32)));
      }
    }
    ArithFlags.FASTMATH.parseOptional(parser, result.attributes);
    parser.parseOptionalAttrDict(result.attributes);
    Type inType = parser.parseColonType();
    parser.parseComma();
    Type scaleType = parser.parseType();
    parser.parseKeyword("to");
    Type outType = parser.parseType();
    result.addOperands(parser.resolveOperands(List.of(in, scale), List.of(inType, scaleType), loc));
    result.addType(outType);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" ").printOperands(op.getOperands());
    if (trunc && op.getAttr("roundingmode") instanceof IntegerAttr rm) {
      long i = rm.getValue();
      if (i >= 0 && i < CastOp.ROUNDING_MODES.size()) {
        p.print(" ").print(CastOp.ROUNDING_MODES.get((int) i));
      }
    }
    ArithFlags.FASTMATH.print(op, p);
    AsmUtil.printAttrDict(p, op, inherentAttributeNames());
    p.print(" : ").printType(op.getOperand(0).getType()).print(", ").printType(op.getOperand(1).getType())
        .print(" to ").printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (op.getNumOperands() != 2 || op.getNumResults() != 1) {
      op.emitOpError("expected 2 operands and 1 result");
      return false;
    }
    if (!ArithFlags.FASTMATH.verify(op) || !TypeConstraint.verifyAll(op, TypeConstraint.FLOAT_LIKE, TypeConstraint.FLOAT_LIKE)) {
      return false;
    }
    Type a = op.getOperand(0).getType();
    Type s = op.getOperand(1).getType();
    Type b = op.getResult(0).getType();
    if (!TypeUtil.sameShape(a, b) || !TypeUtil.sameShape(s, b)) {
      op.emitOpError("requires the same shape for all operands and results");
      return false;
    }
    int in = TypeUtil.width(TypeUtil.scalarOf(a));
    int out = TypeUtil.width(TypeUtil.scalarOf(b));
    if (trunc ? out >= in : out <= in) {
      op.emitOpError("operand types '" + AsmUtil.typeStr(a) + "', '" + AsmUtil.typeStr(s) + "' and result type '"
          + AsmUtil.typeStr(b) + "' are cast incompatible");
      return false;
    }
    return true;
  }
}
