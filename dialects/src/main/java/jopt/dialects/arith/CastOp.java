package jopt.dialects.arith;

import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IntegerType;

/**
 * The arith casts ({@code arith.extsi %a : i32 to i64}): one operand, one result of the same
 * shape, element types checked by {@code compatible}.
 */
public final class CastOp extends OpDefinition implements Traits.Pure {
  /** truncf's rounding modes, stored as an i32 attribute. */
  public static final List<String> ROUNDING_MODES =
      List.of("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away");

  private final TypeConstraint in;
  private final TypeConstraint out;
  private final BiPredicate<Type, Type> compatible;
  private final ArithFlags flags;
  /** Whether {@code fastmath} is an optional (not default-valued) property, as on extf/truncf. */
  private final boolean optionalFastmath;
  private final boolean roundingMode;

  private CastOp(String name, TypeConstraint in, TypeConstraint out, BiPredicate<Type, Type> compatible,
      ArithFlags flags, boolean optionalFastmath, boolean roundingMode) {
    super(name);
    this.in = in;
    this.out = out;
    this.compatible = compatible;
    this.flags = flags;
    this.optionalFastmath = optionalFastmath;
    this.roundingMode = roundingMode;
  }

  public static CastOp of(String name, TypeConstraint in, TypeConstraint out, BiPredicate<Type, Type> compatible) {
    return new CastOp(name, in, out, compatible, ArithFlags.NONE, false, false);
  }

  public static List<OpDefinition> all() {
    TypeConstraint fxInt = TypeConstraint.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;
    TypeConstraint flt = TypeConstraint.FLOAT_LIKE;
    BiPredicate<Type, Type> always = (a, b) -> true;
    BiPredicate<Type, Type> wider = (a, b) -> TypeUtil.width(b) > TypeUtil.width(a);
    BiPredicate<Type, Type> narrower = (a, b) -> TypeUtil.width(b) < TypeUtil.width(a);
    BiPredicate<Type, Type> indexCast = (a, b) -> (TypeUtil.isIndex(a) && TypeUtil.isSignlessInt(b))
        || (TypeUtil.isSignlessInt(a) && TypeUtil.isIndex(b));
    BiPredicate<Type, Type> sameWidth = (a, b) -> TypeUtil.width(a) == TypeUtil.width(b);
    return List.of(
        of("arith.extsi", fxInt, fxInt, wider),
        of("arith.extui", fxInt, fxInt, wider),
        new CastOp("arith.trunci", fxInt, fxInt, narrower, ArithFlags.OVERFLOW, false, false),
        new CastOp("arith.extf", flt, flt, wider, ArithFlags.NONE, true, false),
        new CastOp("arith.truncf", flt, flt, narrower, ArithFlags.NONE, true, true),
        of("arith.sitofp", fxInt, flt, always),
        of("arith.uitofp", fxInt, flt, always),
        of("arith.fptosi", flt, fxInt, always),
        of("arith.fptoui", flt, fxInt, always),
        of("arith.index_cast", TypeConstraint.INDEX_CASTABLE, TypeConstraint.INDEX_CASTABLE, indexCast),
        of("arith.index_castui", TypeConstraint.INDEX_CASTABLE, TypeConstraint.INDEX_CASTABLE, indexCast),
        of("arith.bitcast", TypeConstraint.BITCASTABLE, TypeConstraint.BITCASTABLE, sameWidth));
  }

  @Override
  public Set<String> inherentAttributeNames() {
    if (flags != ArithFlags.NONE) {
      return Set.of(flags.attrName);
    }
    if (roundingMode) {
      return Set.of("fastmath", "roundingmode");
    }
    return optionalFastmath ? Set.of("fastmath") : Set.of();
  }

  @Override
  public void populateDefaultAttrs(NamedAttrList attrs) {
    if (flags != ArithFlags.NONE && !attrs.contains(flags.attrName)) {
      attrs.set(flags.attrName, flags.defaultValue());
    }
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var loc = parser.getCurrentLocation();
    OpAsmParser.UnresolvedOperand operand = parser.parseOperand();
    if (roundingMode) {
      String mode = parser.parseOptionalKeyword(ROUNDING_MODES);
      if (mode != null) {
        result.attributes.set("roundingmode", IntegerAttr.get(ROUNDING_MODES.indexOf(mode), IntegerType.get(32)));
      }
    }
    flags.parseOptional(parser, result.attributes);
    if (optionalFastmath) {
      ArithFlags.FASTMATH.parseOptional(parser, result.attributes);
    }
    parser.parseOptionalAttrDict(result.attributes);
    Type inType = parser.parseColonType();
    parser.parseKeyword("to");
    Type outType = parser.parseType();
    result.addOperands(parser.resolveOperands(List.of(operand), List.of(inType), loc));
    result.addType(outType);
    populateDefaultAttrs(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" ").printOperand(op.getOperand(0));
    if (roundingMode && op.getAttr("roundingmode") instanceof IntegerAttr rm) {
      int i = (int) rm.signedValue().longValue();
      if (i >= 0 && i < ROUNDING_MODES.size()) {
        p.print(" ").print(ROUNDING_MODES.get(i));
      }
    }
    flags.print(op, p);
    if (optionalFastmath) {
      ArithFlags.FASTMATH.print(op, p);
    }
    AsmUtil.printAttrDict(p, op, inherentAttributeNames());
    p.print(" : ").printType(op.getOperand(0).getType()).print(" to ").printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!flags.verify(op) || (optionalFastmath && !ArithFlags.FASTMATH.verify(op))
        || !TypeConstraint.verifyAll(op, in, out)) {
      return false;
    }
    Type a = op.getOperand(0).getType();
    Type b = op.getResult(0).getType();
    if (!TypeUtil.sameShape(a, b)) {
      op.emitOpError("requires the same shape for all operands and results");
      return false;
    }
    if (!compatible.test(TypeUtil.scalarOf(a), TypeUtil.scalarOf(b))) {
      op.emitOpError("operand type '" + AsmUtil.typeStr(a) + "' and result type '" + AsmUtil.typeStr(b)
          + "' are cast incompatible");
      return false;
    }
    return true;
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    Type to = op.getResult(0).getType();
    // A cast of a cast back to the original type.
    Operation def = op.getOperand(0).getDefiningOp();
    if (isIndexCast() && def != null && def.getName().equals(getName())
        && def.getOperand(0).getType().equals(to)) {
      results.add(OpFoldResult.of(def.getOperand(0)));
      return true;
    }
    if (!(operands.get(0) instanceof IntegerAttr a)) {
      return false;
    }
    int from = IntegerFolder.width(op.getOperand(0).getType());
    int width = IntegerFolder.width(to);
    if (from <= 0 || width <= 0) {
      return false;
    }
    java.math.BigInteger v;
    switch (getName()) {
      case "arith.index_cast", "arith.extsi", "arith.trunci" -> v = IntegerFolder.signed(a, from);
      case "arith.index_castui", "arith.extui" -> v = IntegerFolder.unsigned(a, from);
      default -> {
        return false;
      }
    }
    results.add(OpFoldResult.of(IntegerAttr.get(to, v)));
    return true;
  }

  private boolean isIndexCast() {
    return getName().equals("arith.index_cast") || getName().equals("arith.index_castui");
  }
}
