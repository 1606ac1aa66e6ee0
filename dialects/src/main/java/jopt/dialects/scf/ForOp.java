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
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * {@code scf.for [unsigned] %iv = %lb to %ub step %s [iter_args(%a = %init) -> (types)] [: type]}.
 * Operands: lb, ub, step, init args; the body's arguments are the induction variable and the
 * iter args; results are the final iter args.
 */
public final class ForOp extends OpDefinition
    implements Traits.SingleBlockImplicitTerminator, Traits.AutomaticAllocationScope,
        Traits.HasRecursiveMemoryEffects, RegionBranchOpInterface, LoopLikeOpInterface {
  public ForOp() {
    super("scf.for");
  }

  @Override
  public String implicitTerminatorName() {
    return "scf.yield";
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("unsignedCmp");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    if (parser.parseOptionalKeyword("unsigned")) {
      result.addAttribute("unsignedCmp", OpUtils.unit());
    }
    Argument iv = parser.parseArgument(false, false);
    parser.parseEqual();
    UnresolvedOperand lb = parser.parseOperand();
    parser.parseKeyword("to");
    UnresolvedOperand ub = parser.parseOperand();
    parser.parseKeyword("step");
    UnresolvedOperand step = parser.parseOperand();

    List<Argument> iterArgs = new ArrayList<>();
    List<UnresolvedOperand> inits = new ArrayList<>();
    boolean hasIterArgs = parser.parseOptionalKeyword("iter_args");
    if (hasIterArgs) {
      OpUtils.parseAssignmentList(parser, iterArgs, inits);
      result.addTypes(parser.parseArrowTypeList());
    }
    if (iterArgs.size() != result.types.size()) {
      throw parser.emitError(parser.getNameLoc(), "mismatch in number of loop-carried values and defined values");
    }
    Type type = parser.parseOptionalColon() ? parser.parseType() : OpUtils.indexType();
    List<Argument> regionArgs = new ArrayList<>();
    regionArgs.add(OpUtils.withType(iv, type));
    for (int i = 0; i < iterArgs.size(); i++) {
      regionArgs.add(OpUtils.withType(iterArgs.get(i), result.types.get(i)));
    }
    Region body = result.addRegion();
    parser.parseRegion(body, regionArgs);
    OpUtils.ensureTerminator(parser.getContext(), body, "scf.yield", result.location);
    result.addOperand(parser.resolveOperand(lb, type));
    result.addOperand(parser.resolveOperand(ub, type));
    result.addOperand(parser.resolveOperand(step, type));
    for (int i = 0; i < inits.size(); i++) {
      result.addOperand(parser.resolveOperand(inits.get(i), result.types.get(i)));
    }
    parser.parseOptionalAttrDict(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    if (op.hasAttr("unsignedCmp")) {
      p.print(" unsigned");
    }
    Block body = OpUtils.body(op, 0);
    Value iv = body.getArgument(0);
    p.print(' ').printOperand(iv).print(" = ").printOperand(op.getOperand(0)).print(" to ")
        .printOperand(op.getOperand(1)).print(" step ").printOperand(op.getOperand(2));
    List<Value> inits = getInits(op);
    OpUtils.printInitializationList(p, getRegionIterArgs(op), inits, " iter_args");
    if (!inits.isEmpty()) {
      p.print(" -> (").printTypes(OpUtils.types(inits)).print(')');
    }
    p.print(' ');
    if (!OpUtils.isIndex(iv.getType())) {
      p.print(" : ").printType(iv.getType()).print(' ');
    }
    p.printRegion(op.getRegion(0), false, !inits.isEmpty(), false);
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("unsignedCmp"));
  }

  @Override
  public boolean verify(Operation op) {
    if (op.getNumOperands() < 3) {
      op.emitOpError("expected 3 or more operands, but found " + op.getNumOperands());
      return false;
    }
    for (int i = 0; i < 3; i++) {
      Type t = op.getOperand(i).getType();
      if (!OpUtils.isSignlessIntOrIndex(t)) {
        op.emitOpError("operand #" + i + " must be signless integer or index, but got " + OpUtils.quoted(t));
        return false;
      }
    }
    Long step = OpUtils.constantInt(op.getOperand(2));
    if (step != null && step <= 0) {
      op.emitOpError("constant step operand must be positive");
      return false;
    }
    int numInits = op.getNumOperands() - 3;
    if (numInits != op.getNumResults()) {
      op.emitOpError("mismatch in number of loop-carried values and defined values");
      return false;
    }
    return true;
  }

  @Override
  public boolean verifyRegions(Operation op) {
    Block body = OpUtils.body(op, 0);
    if (body == null) {
      op.emitOpError("region #0 ('region') failed to verify constraint: region with 1 blocks");
      return false;
    }
    Type ivType = op.getOperand(0).getType();
    if (body.getNumArguments() < 1 || !body.getArgument(0).getType().equals(ivType)) {
      op.emitOpError("expected induction variable to be same type as bounds and step");
      return false;
    }
    int numIterArgs = body.getNumArguments() - 1;
    if (numIterArgs != op.getNumOperands() - 3) {
      op.emitOpError("mismatch in number of basic block args and defined values");
      return false;
    }
    List<Value> inits = getInits(op);
    List<Value> iterArgs = getRegionIterArgs(op);
    Operation yield = body.getLastOp();
    List<Value> yielded = yield == null ? List.of() : yield.getOperands();
    if (yielded.size() != op.getNumResults()) {
      op.emitOpError("mismatch in number of loop-carried values and yielded values");
      return false;
    }
    for (int i = 0; i < inits.size(); i++) {
      Type init = inits.get(i).getType();
      Type arg = iterArgs.get(i).getType();
      Type res = op.getResult(i).getType();
      if (!init.equals(arg)) {
        op.emitOpError(i + "-th init and " + i + "-th region iter_arg have different type: "
            + OpUtils.quoted(init) + " != " + OpUtils.quoted(arg));
        return false;
      }
      if (!arg.equals(yielded.get(i).getType())) {
        op.emitOpError(i + "-th region iter_arg and " + i + "-th yielded value have different type: "
            + OpUtils.quoted(arg) + " != " + OpUtils.quoted(yielded.get(i).getType()));
        return false;
      }
      if (!arg.equals(res)) {
        op.emitOpError(i + "-th region iter_arg and " + i + "-th loop result have different type: "
            + OpUtils.quoted(arg) + " != " + OpUtils.quoted(res));
        return false;
      }
    }
    return true;
  }

  // ---- RegionBranchOpInterface: parent -> body (iter args) or parent; body -> body or parent.

  @Override
  public List<Successor> getSuccessorRegions(Operation op, Region from) {
    List<Value> results = new ArrayList<>(op.getResults());
    return List.of(new Successor(op.getRegion(0), getRegionIterArgs(op)), new Successor(null, results));
  }

  @Override
  public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
    return getInits(op);
  }

  // ---- LoopLikeOpInterface

  @Override
  public List<Region> getLoopRegions(Operation op) {
    return List.of(op.getRegion(0));
  }

  @Override
  public List<Value> getInductionVars(Operation op) {
    return List.of(OpUtils.body(op, 0).getArgument(0));
  }

  @Override
  public List<Value> getInits(Operation op) {
    return op.getOperands(3, op.getNumOperands());
  }

  @Override
  public List<Value> getRegionIterArgs(Operation op) {
    Block b = OpUtils.body(op, 0);
    return new ArrayList<>(b.getArguments().subList(1, b.getNumArguments()));
  }

  @Override
  public List<Value> getYieldedValues(Operation op) {
    Operation t = OpUtils.body(op, 0).getLastOp();
    return t == null ? List.of() : t.getOperands();
  }

  @Override
  public void getCanonicalizationPatterns(RewritePatternSet patterns) {
    patterns.add(new ScfCanonicalization.SimplifyTrivialLoops());
  }
}
