package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;

/**
 * {@code scf.parallel (%i) = (%lb) to (%ub) step (%s) [init (%v) -> types] {...}}; the body ends
 * with scf.reduce, which combines one value per result. Operand segments: lbs, ubs, steps, inits.
 */
public final class ParallelOp extends OpDefinition
    implements Traits.SingleBlockImplicitTerminator, Traits.AutomaticAllocationScope,
        Traits.AttrSizedOperandSegments, Traits.HasRecursiveMemoryEffects, RegionBranchOpInterface,
        LoopLikeOpInterface {
  public ParallelOp() {
    super("scf.parallel");
  }

  @Override
  public String implicitTerminatorName() {
    return "scf.reduce";
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("operandSegmentSizes");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    Type index = OpUtils.indexType();
    List<Argument> ivs = parser.parseArgumentList(Delimiter.PAREN, false);
    parser.parseEqual();
    List<UnresolvedOperand> lower = parseBounds(parser, ivs.size());
    OpUtils.resolveOperands(parser, lower, index, result.operands);
    parser.parseKeyword("to");
    List<UnresolvedOperand> upper = parseBounds(parser, ivs.size());
    OpUtils.resolveOperands(parser, upper, index, result.operands);
    parser.parseKeyword("step");
    List<UnresolvedOperand> steps = parseBounds(parser, ivs.size());
    OpUtils.resolveOperands(parser, steps, index, result.operands);
    List<UnresolvedOperand> inits = new ArrayList<>();
    if (parser.parseOptionalKeyword("init")) {
      inits = parser.parseOperandList(Delimiter.PAREN);
    }
    OpUtils.parseOptionalArrowTypeList(parser, result.types);
    Region body = result.addRegion();
    List<Argument> args = new ArrayList<>();
    for (Argument iv : ivs) {
      args.add(OpUtils.withType(iv, index));
    }
    parser.parseRegion(body, args);
    result.addAttribute("operandSegmentSizes", OpUtils.denseI32(lower.size(), upper.size(), steps.size(), inits.size()));
    parser.parseOptionalAttrDict(result.attributes);
    result.addOperands(parser.resolveOperands(inits, result.types, parser.getNameLoc()));
    OpUtils.ensureTerminator(parser.getContext(), body, "scf.reduce", result.location);
  }

  private static List<UnresolvedOperand> parseBounds(OpAsmParser parser, int n) {
    var loc = parser.getCurrentLocation();
    List<UnresolvedOperand> r = parser.parseOperandList(Delimiter.PAREN);
    if (r.size() != n) {
      throw parser.emitError(loc, "expected " + n + " operands");
    }
    return r;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" (").printOperands(getInductionVars(op)).print(") = (").printOperands(OpUtils.segment(op, 0))
        .print(") to (").printOperands(OpUtils.segment(op, 1)).print(") step (")
        .printOperands(OpUtils.segment(op, 2)).print(')');
    List<Value> inits = OpUtils.segment(op, 3);
    if (!inits.isEmpty()) {
      p.print(" init (").printOperands(inits).print(')');
    }
    OpUtils.printOptionalArrowTypeList(p, op.getResultTypes());
    p.print(' ');
    p.printRegion(op.getRegion(0), false, true, false);
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("operandSegmentSizes"));
  }

  @Override
  public boolean verify(Operation op) {
    if (!OpUtils.verifySegments(op, 4)) {
      return false;
    }
    List<Value> steps = OpUtils.segment(op, 2);
    if (steps.isEmpty()) {
      op.emitOpError("needs at least one tuple element for lowerBound, upperBound and step");
      return false;
    }
    for (Value s : steps) {
      Long c = OpUtils.constantInt(s);
      if (c != null && c <= 0) {
        op.emitOpError("constant step operand must be positive");
        return false;
      }
    }
    Block body = OpUtils.body(op, 0);
    if (body == null) {
      op.emitOpError("region #0 ('region') failed to verify constraint: region with 1 blocks");
      return false;
    }
    if (body.getNumArguments() != steps.size()) {
      op.emitOpError("expects the same number of induction variables: " + body.getNumArguments()
          + " as bound and step values: " + steps.size());
      return false;
    }
    for (Value a : body.getArguments()) {
      if (!OpUtils.isIndex(a.getType())) {
        op.emitOpError("expects arguments for the induction variable to be of index type");
        return false;
      }
    }
    Operation reduce = OpUtils.terminator(body, "scf.reduce");
    if (reduce == null) {
      op.emitOpError("expects body to terminate with 'scf.reduce'");
      return false;
    }
    int results = op.getNumResults();
    int reductions = reduce.getNumRegions();
    int inits = OpUtils.segment(op, 3).size();
    if (results != reductions) {
      op.emitOpError("expects number of results: " + results + " to be the same as number of reductions: " + reductions);
      return false;
    }
    if (results != inits) {
      op.emitOpError("expects number of results: " + results + " to be the same as number of initial values: " + inits);
      return false;
    }
    for (int i = 0; i < reductions && i < reduce.getNumOperands(); i++) {
      Type rt = op.getResult(i).getType();
      Type ot = reduce.getOperand(i).getType();
      if (!rt.equals(ot)) {
        reduce.emitOpError("expects type of " + i + "-th reduction operand: " + OpUtils.quoted(ot)
            + " to be the same as the " + i + "-th result type: " + OpUtils.quoted(rt));
        return false;
      }
    }
    return true;
  }

  // ---- RegionBranchOpInterface: the body runs for each point; results come from scf.reduce.

  @Override
  public List<Successor> getSuccessorRegions(Operation op, Region from) {
    // As MLIR: the results come from scf.reduce's combiners, not along these edges.
    if (from == null) {
      return List.of(new Successor(op.getRegion(0), List.of()), new Successor(null, List.of()));
    }
    return List.of(new Successor(null, List.of()));
  }

  @Override
  public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
    return List.of();
  }

  // ---- LoopLikeOpInterface

  @Override
  public List<Region> getLoopRegions(Operation op) {
    return List.of(op.getRegion(0));
  }

  @Override
  public List<Value> getInductionVars(Operation op) {
    return new ArrayList<>(OpUtils.body(op, 0).getArguments());
  }

  @Override
  public List<Value> getInits(Operation op) {
    return OpUtils.segment(op, 3);
  }

  @Override
  public List<Value> getRegionIterArgs(Operation op) {
    return List.of();
  }

  @Override
  public List<Value> getYieldedValues(Operation op) {
    return List.of();
  }
}
