package jopt.dialects.arith;

import java.math.BigInteger;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/** {@code %c0 = arith.constant 0 : index}: a typed integer, float or dense elements constant. */
public final class ConstantOp extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
  public ConstantOp() {
    super("arith.constant");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("value");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    parser.parseOptionalAttrDict(result.attributes);
    Attribute value = parser.parseAttribute();
    result.attributes.set("value", value);
    if (value.getType() == null) {
      throw parser.emitError(parser.getCurrentLocation(), "expected attribute with a type");
    }
    result.addType(value.getType());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    AsmUtil.printAttrDict(p, op, Set.of("value"));
    p.print(" ").printAttribute(op.getAttr("value"));
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    Type type = op.getResult(0).getType();
    Attribute value = op.getAttr("value");
    if (value instanceof IntegerAttr i && type instanceof IntegerType it) {
      if (it.width() == 1) {
        setName.accept(op.getResult(0), i.isZero() ? "false" : "true");
      } else {
        setName.accept(op.getResult(0), "c" + signed(i) + "_" + AsmUtil.typeStr(type));
      }
    } else if (value instanceof IntegerAttr i && type instanceof IndexType) {
      setName.accept(op.getResult(0), "c" + signed(i));
    } else {
      setName.accept(op.getResult(0), "cst");
    }
  }

  /** The value as a two's complement number of its width (APInt's signed print). */
  private static BigInteger signed(IntegerAttr i) {
    return i.signedValue();
  }

  @Override
  public boolean verify(Operation op) {
    if (!AsmUtil.requireAttr(op, "value")) {
      return false;
    }
    Attribute value = op.getAttr("value");
    Type type = op.getResult(0).getType();
    if (!type.equals(value.getType())) {
      op.emitOpError("failed to verify that all of {value, result} have same type");
      return false;
    }
    if (type instanceof IntegerType it && !it.isSignless()) {
      op.emitOpError("integer return type must be signless");
      return false;
    }
    if (!(value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof DenseElementsAttr)) {
      op.emitOpError("value must be an integer, float, or elements attribute");
      return false;
    }
    return true;
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    results.add(OpFoldResult.of(op.getAttr("value")));
    return true;
  }
}
