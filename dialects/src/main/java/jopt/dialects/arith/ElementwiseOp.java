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
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * The unary and binary elementwise arith ops ({@code arith.addi %a, %b overflow<nsw> : i32},
 * {@code arith.negf %x fastmath<fast> : f32}): same operand and result type, optional flags.
 */
public final class ElementwiseOp extends OpDefinition implements Traits.Pure, Traits.SameOperandsAndResultType {
  private final int numOperands;
  private final TypeConstraint constraint;
  private final ArithFlags flags;

  public ElementwiseOp(String name, int numOperands, TypeConstraint constraint, ArithFlags flags) {
    super(name);
    this.numOperands = numOperands;
    this.constraint = constraint;
    this.flags = flags;
  }

  public ArithFlags flags() {
    return flags;
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return flags == ArithFlags.NONE ? Set.of() : Set.of(flags.attrName);
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
    var operands = new java.util.ArrayList<OpAsmParser.UnresolvedOperand>();
    operands.add(parser.parseOperand());
    for (int i = 1; i < numOperands; i++) {
      parser.parseComma();
      operands.add(parser.parseOperand());
    }
    flags.parseOptional(parser, result.attributes);
    parser.parseOptionalAttrDict(result.attributes);
    Type type = parser.parseColonType();
    result.addOperands(parser.resolveOperands(operands, List.of(type), loc));
    result.addType(type);
    populateDefaultAttrs(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" ").printOperands(op.getOperands());
    flags.print(op, p);
    AsmUtil.printAttrDict(p, op, inherentAttributeNames());
    p.print(" : ").printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    return flags.verify(op)
        && TypeConstraint.verifyAll(op, constraint, constraint)
        && TypeConstraint.verifySameOperandsAndResultType(op);
  }

  private static final Set<String> COMMUTATIVE = Set.of("arith.addi", "arith.muli", "arith.andi",
      "arith.ori", "arith.xori", "arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui",
      "arith.addf", "arith.mulf", "arith.maximumf", "arith.minimumf", "arith.maxnumf",
      "arith.minnumf");

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    if (op.getNumOperands() == 2 && op.getNumResults() == 1
        && IntegerFolder.fold(getName().substring("arith.".length()), op, operands, results)) {
      return true;
    }
    results.clear();
    // MLIR's Commutative trait folder: constants move to the right, in place.
    if (COMMUTATIVE.contains(getName()) && operands.get(0) != null && operands.get(1) == null) {
      Value lhs = op.getOperand(0);
      op.setOperand(0, op.getOperand(1));
      op.setOperand(1, lhs);
      return true;
    }
    return false;
  }

  @Override
  public void getCanonicalizationPatterns(RewritePatternSet patterns) {
    ArithPatterns.add(getName(), patterns);
  }
}
