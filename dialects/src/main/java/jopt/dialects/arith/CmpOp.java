package jopt.dialects.arith;

import java.util.List;
import java.util.Set;
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
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IntegerType;

/**
 * {@code arith.cmpi slt, %a, %b : i32} and {@code arith.cmpf olt, %x, %y fastmath<fast> : f32}.
 * The predicate is stored as an i64 integer attribute, as MLIR does.
 */
public final class CmpOp extends OpDefinition implements Traits.Pure {
  public static final List<String> CMPI_PREDICATES =
      List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
  public static final List<String> CMPF_PREDICATES = List.of("false", "oeq", "ogt", "oge", "olt", "ole", "one",
      "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true");

  private final List<String> predicates;
  private final TypeConstraint operandConstraint;
  private final ArithFlags flags;

  private CmpOp(String name, List<String> predicates, TypeConstraint operandConstraint, ArithFlags flags) {
    super(name);
    this.predicates = predicates;
    this.operandConstraint = operandConstraint;
    this.flags = flags;
  }

  public static CmpOp cmpi() {
    return new CmpOp("arith.cmpi", CMPI_PREDICATES, TypeConstraint.SIGNLESS_INTEGER_LIKE, ArithFlags.NONE);
  }

  public static CmpOp cmpf() {
    return new CmpOp("arith.cmpf", CMPF_PREDICATES, TypeConstraint.FLOAT_LIKE, ArithFlags.FASTMATH);
  }

  public List<String> predicates() {
    return predicates;
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return flags == ArithFlags.NONE ? Set.of("predicate") : Set.of("predicate", flags.attrName);
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
    SourceLoc predLoc = parser.getCurrentLocation();
    String pred = parser.parseOptionalKeyword();
    if (pred == null) {
      pred = parser.parseOptionalString();
    }
    int index = pred == null ? -1 : predicates.indexOf(pred);
    if (index < 0) {
      throw parser.emitError(predLoc, "expected string or keyword containing one of the following enum values"
          + " for attribute 'predicate' [" + String.join(", ", predicates) + "]");
    }
    result.attributes.set("predicate", IntegerAttr.get(index, IntegerType.get(64)));
    parser.parseComma();
    SourceLoc loc = parser.getCurrentLocation();
    OpAsmParser.UnresolvedOperand lhs = parser.parseOperand();
    parser.parseComma();
    OpAsmParser.UnresolvedOperand rhs = parser.parseOperand();
    flags.parseOptional(parser, result.attributes);
    parser.parseOptionalAttrDict(result.attributes);
    Type type = parser.parseColonType();
    result.addOperands(parser.resolveOperands(List.of(lhs, rhs), List.of(type), loc));
    result.addType(TypeUtil.withElementType(type, TypeUtil.I1));
    populateDefaultAttrs(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    int index = predicateIndex(op);
    p.print(" ").print(index >= 0 && index < predicates.size() ? predicates.get(index) : "<<invalid>>");
    p.print(", ").printOperands(op.getOperands());
    flags.print(op, p);
    AsmUtil.printAttrDict(p, op, inherentAttributeNames());
    p.print(" : ").printType(op.getOperand(0).getType());
  }

  private static int predicateIndex(Operation op) {
    return op.getAttr("predicate") instanceof IntegerAttr i ? (int) i.signedValue().longValue() : -1;
  }

  @Override
  public boolean verify(Operation op) {
    if (!AsmUtil.requireAttr(op, "predicate")) {
      return false;
    }
    Attribute a = op.getAttr("predicate");
    int index = predicateIndex(op);
    if (!(a instanceof IntegerAttr ia) || !IntegerType.get(64).equals(ia.getType())
        || index < 0 || index >= predicates.size()) {
      StringBuilder cases = new StringBuilder();
      for (int i = 0; i < predicates.size(); i++) {
        cases.append(i == 0 ? "" : ", ").append(i);
      }
      op.emitOpError("attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: "
          + cases);
      return false;
    }
    if (!flags.verify(op) || !TypeConstraint.verifyAll(op, operandConstraint, TypeConstraint.BOOL_LIKE)) {
      return false;
    }
    Type lhs = op.getOperand(0).getType();
    if (!lhs.equals(op.getOperand(1).getType())) {
      op.emitOpError("requires all operands to have the same type");
      return false;
    }
    if (!op.getResult(0).getType().equals(TypeUtil.withElementType(lhs, TypeUtil.I1))) {
      op.emitOpError("failed to verify that result type has i1 element type and same shape as operands");
      return false;
    }
    return true;
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    if (!getName().equals("arith.cmpi") || !(op.getResult(0).getType() instanceof IntegerType)) {
      return false;
    }
    int index = predicateIndex(op);
    if (index < 0 || index >= predicates().size()) {
      return false;
    }
    Boolean r = IntegerFolder.compare(predicates().get(index), op.getOperand(0), op.getOperand(1),
        operands.get(0), operands.get(1), IntegerFolder.width(op.getOperand(0).getType()));
    if (r == null) {
      return false;
    }
    results.add(OpFoldResult.of(BoolAttr.get(r)));
    return true;
  }
}
