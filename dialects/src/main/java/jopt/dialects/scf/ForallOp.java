package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.Arrays;
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
 * {@code scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (types) {...}} or the
 * {@code = (lbs) to (ubs) step (steps)} form. Operand segments: dynamic lbs, ubs, steps, outputs;
 * bounds live in staticLowerBound/staticUpperBound/staticStep with DYNAMIC for operands.
 */
public final class ForallOp extends OpDefinition
    implements Traits.SingleBlockImplicitTerminator, Traits.AutomaticAllocationScope,
        Traits.AttrSizedOperandSegments, Traits.HasRecursiveMemoryEffects, RegionBranchOpInterface,
        LoopLikeOpInterface {
  static final String LB = "staticLowerBound";
  static final String UB = "staticUpperBound";
  static final String STEP = "staticStep";

  public ForallOp() {
    super("scf.forall");
  }

  @Override
  public String implicitTerminatorName() {
    return "scf.forall.in_parallel";
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("mapping", "operandSegmentSizes", LB, UB, STEP);
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    Type index = OpUtils.indexType();
    List<Argument> ivs = parser.parseArgumentList(Delimiter.PAREN, false);
    List<UnresolvedOperand> lbs = new ArrayList<>();
    List<UnresolvedOperand> ubs = new ArrayList<>();
    List<UnresolvedOperand> steps = new ArrayList<>();
    long[] staticLbs;
    long[] staticUbs;
    long[] staticSteps;
    if (parser.parseOptionalKeyword("in")) {
      staticUbs = OpUtils.parseDynamicIndexList(parser, ubs, true);
      OpUtils.resolveOperands(parser, ubs, index, result.operands);
      staticLbs = new long[ivs.size()];
      staticSteps = new long[ivs.size()];
      Arrays.fill(staticSteps, 1);
    } else {
      parser.parseEqual();
      staticLbs = OpUtils.parseDynamicIndexList(parser, lbs, true);
      OpUtils.resolveOperands(parser, lbs, index, result.operands);
      parser.parseKeyword("to");
      staticUbs = OpUtils.parseDynamicIndexList(parser, ubs, true);
      OpUtils.resolveOperands(parser, ubs, index, result.operands);
      parser.parseKeyword("step");
      staticSteps = OpUtils.parseDynamicIndexList(parser, steps, true);
      OpUtils.resolveOperands(parser, steps, index, result.operands);
    }
    List<Argument> outArgs = new ArrayList<>();
    List<UnresolvedOperand> outs = new ArrayList<>();
    var outsLoc = parser.getCurrentLocation();
    if (parser.parseOptionalKeyword("shared_outs")) {
      OpUtils.parseAssignmentList(parser, outArgs, outs);
      OpUtils.parseOptionalArrowTypeList(parser, result.types);
      result.addOperands(parser.resolveOperands(outs, result.types, outsLoc));
    }
    List<Argument> regionArgs = new ArrayList<>();
    for (Argument iv : ivs) {
      regionArgs.add(OpUtils.withType(iv, index));
    }
    for (int i = 0; i < outArgs.size(); i++) {
      regionArgs.add(OpUtils.withType(outArgs.get(i), result.types.get(i)));
    }
    Region body = result.addRegion();
    parser.parseRegion(body, regionArgs);
    ensureTerminator(parser, body, result);
    parser.parseOptionalAttrDict(result.attributes);
    result.addAttribute(LB, OpUtils.denseI64(staticLbs));
    result.addAttribute(UB, OpUtils.denseI64(staticUbs));
    result.addAttribute(STEP, OpUtils.denseI64(staticSteps));
    result.addAttribute("operandSegmentSizes", OpUtils.denseI32(lbs.size(), ubs.size(), steps.size(), outs.size()));
  }

  /** The implicit scf.forall.in_parallel holds one empty block. */
  private static void ensureTerminator(OpAsmParser parser, Region body, OperationState result) {
    if (body.isEmpty()) {
      body.emplaceBlock();
    }
    Operation last = body.front().getLastOp();
    if (last != null && last.hasTrait(Traits.IsTerminator.class)) {
      return;
    }
    OperationState st = new OperationState(result.location, "scf.forall.in_parallel");
    st.addRegion().emplaceBlock();
    body.front().push_back(Operation.create(parser.getContext(), st));
  }

  static boolean isNormalized(Operation op) {
    for (long l : OpUtils.denseValues(op, LB)) {
      if (l != 0) {
        return false;
      }
    }
    for (long s : OpUtils.denseValues(op, STEP)) {
      if (s != 1) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" (").printOperands(getInductionVars(op));
    if (isNormalized(op)) {
      p.print(") in ");
      OpUtils.printDynamicIndexList(p, OpUtils.denseValues(op, UB), OpUtils.segment(op, 1), true);
    } else {
      p.print(") = ");
      OpUtils.printDynamicIndexList(p, OpUtils.denseValues(op, LB), OpUtils.segment(op, 0), true);
      p.print(" to ");
      OpUtils.printDynamicIndexList(p, OpUtils.denseValues(op, UB), OpUtils.segment(op, 1), true);
      p.print(" step ");
      OpUtils.printDynamicIndexList(p, OpUtils.denseValues(op, STEP), OpUtils.segment(op, 2), true);
    }
    List<Value> outs = OpUtils.segment(op, 3);
    OpUtils.printInitializationList(p, getRegionIterArgs(op), outs, " shared_outs");
    p.print(' ');
    if (!outs.isEmpty()) {
      p.print("-> (").printTypes(op.getResultTypes()).print(") ");
    }
    p.printRegion(op.getRegion(0), false, op.getNumResults() > 0, false);
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("operandSegmentSizes", LB, UB, STEP));
  }

  static int rank(Operation op) {
    return OpUtils.denseValues(op, LB).length;
  }

  @Override
  public boolean verify(Operation op) {
    if (!OpUtils.verifySegments(op, 4)) {
      return false;
    }
    int numLoops = rank(op);
    List<Value> outs = OpUtils.segment(op, 3);
    if (op.getNumResults() != outs.size()) {
      op.emitOpError("produces " + op.getNumResults() + " results, but has only " + outs.size() + " outputs");
      return false;
    }
    Block body = OpUtils.body(op, 0);
    if (body == null) {
      op.emitOpError("region #0 ('region') failed to verify constraint: region with 1 blocks");
      return false;
    }
    if (body.getNumArguments() != numLoops + outs.size()) {
      op.emitOpError("region expects " + numLoops + " arguments");
      return false;
    }
    for (int i = 0; i < numLoops; i++) {
      if (!OpUtils.isIndex(body.getArgument(i).getType())) {
        op.emitOpError("expects " + i + "-th block argument to be an index");
        return false;
      }
    }
    for (int i = 0; i < outs.size(); i++) {
      if (!body.getArgument(i + numLoops).getType().equals(outs.get(i).getType())) {
        op.emitOpError("type mismatch between " + i + "-th output and corresponding block argument");
        return false;
      }
    }
    List<jopt.ir.Attribute> mapping = OpUtils.arrayElements(op.getAttr("mapping"));
    if (mapping != null && !mapping.isEmpty() && mapping.size() != numLoops) {
      op.emitOpError("mapping attribute size must match op rank");
      return false;
    }
    String[] names = {"lower bound", "upper bound", "step"};
    String[] attrs = {LB, UB, STEP};
    for (int k = 0; k < 3; k++) {
      long[] statics = OpUtils.denseValues(op, attrs[k]);
      if (statics.length != numLoops) {
        op.emitOpError("expected " + names[k] + " to have " + numLoops + " elements, but got " + statics.length);
        return false;
      }
      int dyn = 0;
      for (long s : statics) {
        if (s == OpUtils.DYNAMIC) {
          dyn++;
        }
      }
      if (dyn != OpUtils.segment(op, k).size()) {
        op.emitOpError("expected " + names[k] + " to have " + dyn + " dynamic values, but got "
            + OpUtils.segment(op, k).size());
        return false;
      }
    }
    return true;
  }

  // ---- RegionBranchOpInterface: the body runs in parallel and never branches back to itself.

  @Override
  public List<Successor> getSuccessorRegions(Operation op, Region from) {
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
    Block b = OpUtils.body(op, 0);
    return new ArrayList<>(b.getArguments().subList(0, rank(op)));
  }

  /** The shared_outs operands. */
  @Override
  public List<Value> getInits(Operation op) {
    return OpUtils.segment(op, 3);
  }

  @Override
  public List<Value> getRegionIterArgs(Operation op) {
    Block b = OpUtils.body(op, 0);
    return new ArrayList<>(b.getArguments().subList(rank(op), b.getNumArguments()));
  }

  @Override
  public List<Value> getYieldedValues(Operation op) {
    return List.of();
  }
}
