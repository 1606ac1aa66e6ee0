package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.rewrite.RewritePatternSet;

/** {@code scf.if %c [-> (types)] {then} [else {else}]}; the else region may be empty. */
public final class IfOp extends OpDefinition
    implements Traits.SingleBlockImplicitTerminator, Traits.HasRecursiveMemoryEffects,
        RegionBranchOpInterface {
  public IfOp() {
    super("scf.if");
  }

  @Override
  public String implicitTerminatorName() {
    return "scf.yield";
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    Region thenRegion = result.addRegion();
    Region elseRegion = result.addRegion();
    var cond = parser.parseOperand();
    result.addOperand(parser.resolveOperand(cond, OpUtils.i1()));
    OpUtils.parseOptionalArrowTypeList(parser, result.types);
    parser.parseRegion(thenRegion, List.of());
    OpUtils.ensureTerminator(parser.getContext(), thenRegion, "scf.yield", result.location);
    if (parser.parseOptionalKeyword("else")) {
      parser.parseRegion(elseRegion, List.of());
      OpUtils.ensureTerminator(parser.getContext(), elseRegion, "scf.yield", result.location);
    }
    parser.parseOptionalAttrDict(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    boolean printTerminators = false;
    p.print(' ').printOperand(op.getOperand(0));
    if (op.getNumResults() > 0) {
      p.print(" -> (").printTypes(op.getResultTypes()).print(')');
      printTerminators = true;
    }
    p.print(' ');
    p.printRegion(op.getRegion(0), false, printTerminators, false);
    if (!op.getRegion(1).isEmpty()) {
      p.print(" else ");
      p.printRegion(op.getRegion(1), false, printTerminators, false);
    }
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
  }

  @Override
  public boolean verify(Operation op) {
    if (op.getNumOperands() != 1) {
      op.emitOpError("expected 1 operands, but found " + op.getNumOperands());
      return false;
    }
    if (!OpUtils.isI1(op.getOperand(0).getType())) {
      op.emitOpError("operand #0 must be 1-bit signless integer, but got " + OpUtils.quoted(op.getOperand(0).getType()));
      return false;
    }
    for (int i = 0; i < 2; i++) {
      Region r = op.getRegion(i);
      if (r.getBlocks().size() > 1) {
        op.emitOpError("expects region #" + i + " to have 0 or 1 blocks");
        return false;
      }
      if (!r.isEmpty() && r.front().getNumArguments() != 0) {
        op.emitOpError("region #" + i + " should have no arguments");
        return false;
      }
    }
    if (op.getNumResults() != 0 && op.getRegion(1).isEmpty()) {
      op.emitOpError("must have an else block if defining values");
      return false;
    }
    return true;
  }

  // ---- RegionBranchOpInterface: parent -> then, else (or parent when else is empty); regions -> parent.

  @Override
  public List<Successor> getSuccessorRegions(Operation op, Region from) {
    List<Value> results = new ArrayList<>(op.getResults());
    if (from != null) {
      return List.of(new Successor(null, results));
    }
    List<Successor> r = new ArrayList<>();
    r.add(new Successor(op.getRegion(0), List.of()));
    if (op.getRegion(1).isEmpty()) {
      r.add(new Successor(null, results));
    } else {
      r.add(new Successor(op.getRegion(1), List.of()));
    }
    return r;
  }

  @Override
  public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
    return List.of();
  }

  @Override
  public void getCanonicalizationPatterns(RewritePatternSet patterns) {
    patterns.add(new ScfCanonicalization.RemoveStaticCondition());
  }
}
