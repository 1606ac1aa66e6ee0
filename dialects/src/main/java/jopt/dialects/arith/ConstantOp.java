package jopt.dialects.arith;

import java.math.BigInteger;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.VectorType;

/** {@code %c0 = arith.constant 0 : index}: a typed integer, float or dense elements constant. */
@Op
public final class ConstantOp extends ConstantOpBase {
  public static final OpSpec SPEC = OpSpec.op("arith.constant")
      .summary("integer or floating point constant")
      .attr("value", ArithConstraints.TYPED_ATTR)
      .result("result", TypeConstraints.ANY)
      .predicate("all of {value, result} have same type",
          op -> ConstantOp.of(op).result().getType().equals(op.getAttr("value").getType()))
      .build();

  ConstantOp(Operation op) {
    super(op);
  }

  /** Creates {@code arith.constant value}; the result has the value's type. */
  public static ConstantOp create(Builder b, Location loc, Attribute value) {
    OperationState st = SPEC.newState(loc);
    st.attributes.set("value", value);
    st.addType(value.getType());
    return new ConstantOp(b.create(st));
  }

  /** MLIR's arith::ConstantIndexOp::create: {@code arith.constant v : index}. */
  public static Value createIndex(Builder b, Location loc, long v) {
    return create(b, loc, IntegerAttr.getIndex(v)).getOperation().getResult(0);
  }

  /** MLIR's getValueOrCreateConstantIndexOp: the value, or an index constant of the attribute. */
  public static Value valueOrCreateIndex(Builder b, Location loc, OpFoldResult r) {
    return r.isAttribute() ? createIndex(b, loc, ((IntegerAttr) r.attr()).getValue()) : r.value();
  }

  public Attribute value() {
    return getOperation().getAttr("value");
  }

  /** The definition: custom form, result names, the value checks and the folder. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser parser, OperationState result) {
      InherentAttrs.parseOptionalAttrDict(parser, result, SPEC);
      var loc = parser.getCurrentLocation();
      Attribute value = parser.parseAttribute();
      if (value.getType() == null) {
        throw parser.emitError(loc, "invalid kind of attribute specified");
      }
      // A value in the attribute dictionary wins, as it becomes the property after the parsed one.
      if (!result.attributes.contains("value")) {
        result.attributes.set("value", value);
      }
      result.addType(value.getType());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AsmUtil.printAttrDict(p, op, Set.of("value"));
      p.print(" ").printAttribute(op.getAttr("value"));
    }

    /** The printer above prints only the op's own operands, attributes and types. */
    @Override
    public boolean printsOwnValuesOnly() {
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      ConstantOp constant = ConstantOp.of(op);
      Type type = constant.result().getType();
      Attribute value = op.getAttr("value");
      if (value instanceof IntegerAttr i && type instanceof IntegerType it) {
        if (it.width() == 1) {
          setName.accept(constant.result(), i.isZero() ? "false" : "true");
        } else {
          setName.accept(constant.result(), "c" + signed(i) + "_" + AsmUtil.typeStr(type));
        }
      } else if (value instanceof IntegerAttr i && type instanceof IndexType) {
        setName.accept(constant.result(), "c" + signed(i));
      } else {
        setName.accept(constant.result(), "cst");
      }
    }

    /** The value as a two's complement number of its width (APInt's signed print). */
    private static BigInteger signed(IntegerAttr i) {
      return i.signedValue();
    }

    @Override
    public boolean verify(Operation op) {
      Attribute value = op.getAttr("value");
      Type type = ConstantOp.of(op).result().getType();
      if (type instanceof IntegerType it && !it.isSignless()) {
        op.emitOpError("integer return type must be signless");
        return false;
      }
      if (!(value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof DenseElementsAttr
          || value instanceof DenseResourceElementsAttr || value instanceof jopt.ir.attr.SparseElementsAttr)) {
        op.emitOpError("value must be an integer, float, or elements attribute");
        return false;
      }
      if (type instanceof VectorType v && v.isScalable() && !(value instanceof DenseElementsAttr d && d.isSplat())) {
        op.emitOpError("intializing scalable vectors with elements attribute is not supported unless it's a "
            + "vector splat");
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
}
