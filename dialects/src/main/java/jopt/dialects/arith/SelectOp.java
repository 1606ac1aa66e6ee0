package jopt.dialects.arith;

import java.util.List;
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
import jopt.ir.attr.BoolAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.VectorType;

/** {@code arith.select %c, %a, %b : i32}; a shaped condition prints its type first. */
@Op
public final class SelectOp extends SelectOpBase {
  public static final OpSpec SPEC = OpSpec.op("arith.select")
      .summary("select operation")
      .operand("condition", ArithConstraints.BOOL_LIKE)
      .operand("true_value", TypeConstraints.ANY)
      .operand("false_value", TypeConstraints.ANY)
      .result("result", TypeConstraints.ANY)
      .predicate("all of {true_value, false_value, result} have same type", op -> {
        SelectOp select = SelectOp.of(op);
        Type t = select.result().getType();
        return select.trueValue().getType().equals(t) && select.falseValue().getType().equals(t);
      })
      .predicate("condition is signless i1 or has matching shape", SelectOp::conditionMatches)
      .build();

  SelectOp(Operation op) {
    super(op);
  }

  /** Creates {@code arith.select condition, trueValue, falseValue}; the result has their type. */
  public static SelectOp create(Builder b, Location loc, Value condition, Value trueValue, Value falseValue) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(condition).addOperand(trueValue).addOperand(falseValue).addType(trueValue.getType());
    return new SelectOp(b.create(st));
  }

  /** BooleanConditionOrMatchingShape: i1, or a shaped condition of the result's shape. */
  private static boolean conditionMatches(Operation op) {
    SelectOp select = SelectOp.of(op);
    Type c = select.condition().getType();
    Type r = select.result().getType();
    if (c.equals(TypeUtil.I1)) {
      return true;
    }
    return c instanceof ShapedType sc && r instanceof ShapedType sr && sc.hasRank() == sr.hasRank()
        && (!sc.hasRank() || java.util.Arrays.equals(sc.getShape(), sr.getShape()));
  }

  /** The definition: custom form, Elementwise, the condition checks and the folder. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ElementwiseMappable,
      jopt.dialects.bufferization.BufferViewFlowOpInterface {
    public Def() {
      super(SPEC);
    }

    /** The result may be either branch value. */
    @Override
    public void populateDependencies(Operation op,
        java.util.function.BiConsumer<jopt.ir.Value, jopt.ir.Value> register) {
      SelectOp select = SelectOp.of(op);
      register.accept(select.trueValue(), select.result());
      register.accept(select.falseValue(), select.result());
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      SelectPatterns.all().forEach(patterns::add);
    }

    @Override
    public void parse(OpAsmParser parser, OperationState result) {
      var loc = parser.getCurrentLocation();
      List<OpAsmParser.UnresolvedOperand> ops = parser.parseOperandList();
      if (ops.isEmpty()) {
        parser.parseOperand();
      }
      if (ops.size() != 3) {
        throw parser.emitError(loc, "expected 3 operands");
      }
      parser.parseOptionalAttrDict(result.attributes);
      Type condType = TypeUtil.I1;
      Type type = parser.parseColonType();
      if (parser.parseOptionalComma()) {
        condType = type;
        type = parser.parseType();
      }
      result.addType(type);
      result.addOperands(parser.resolveOperands(ops, List.of(condType, type, type), parser.getNameLoc()));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      SelectOp select = SelectOp.of(op);
      p.print(" ").printOperands(op.getOperands());
      AsmUtil.printAttrDict(p, op, List.of());
      p.print(" : ");
      Type cond = select.condition().getType();
      if (cond instanceof ShapedType) {
        p.printType(cond).print(", ");
      }
      p.printType(select.result().getType());
    }

    @Override
    public boolean verify(Operation op) {
      SelectOp select = SelectOp.of(op);
      if (!ArithTraits.verifyElementwise(op)) {
        return false;
      }
      Type cond = select.condition().getType();
      if (cond.equals(TypeUtil.I1)) {
        return true;
      }
      Type result = select.result().getType();
      if (!(result instanceof TensorType || result instanceof VectorType)) {
        return ArithTraits.fail(op, "expected condition to be a signless i1, but got '" + AsmUtil.typeStr(cond) + "'");
      }
      Type expected = TypeUtil.withElementType(result, TypeUtil.I1);
      if (!cond.equals(expected)) {
        return ArithTraits.fail(op, "expected condition type to have the same shape as the result type, expected '"
            + AsmUtil.typeStr(expected) + "', but got '" + AsmUtil.typeStr(cond) + "'");
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      SelectOp selectOp = SelectOp.of(op);
      Value t = selectOp.trueValue();
      Value f = selectOp.falseValue();
      if (t == f) {
        results.add(OpFoldResult.of(t));
        return true;
      }
      if (operands.get(0) instanceof BoolAttr c) {
        results.add(OpFoldResult.of(c.value() ? t : f));
        return true;
      }
      // select %c, true, false -> %c
      if (selectOp.result().getType().equals(selectOp.condition().getType())
          && operands.get(1) instanceof BoolAttr tv && tv.value()
          && operands.get(2) instanceof BoolAttr fv && !fv.value()) {
        results.add(OpFoldResult.of(selectOp.condition()));
        return true;
      }
      // select (cmpi eq a, b), a, b -> b; select (cmpi ne a, b), a, b -> a (either order)
      Operation cmp = selectOp.condition().getDefiningOp();
      if (cmp != null && cmp.getName().equals("arith.cmpi")
          && cmp.getAttr("predicate") instanceof jopt.ir.attr.IntegerAttr pred
          && (pred.getValue() == 0 || pred.getValue() == 1)) {
        Value lhs = CmpOps.CmpIOp.of(cmp).lhs();
        Value rhs = CmpOps.CmpIOp.of(cmp).rhs();
        if ((lhs == t && rhs == f) || (rhs == t && lhs == f)) {
          results.add(OpFoldResult.of(pred.getValue() == 1 ? t : f));
          return true;
        }
      }
      return false;
    }
  }
}
