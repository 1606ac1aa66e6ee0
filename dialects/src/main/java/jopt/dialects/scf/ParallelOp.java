package jopt.dialects.scf;

import jopt.ir.rewrite.OpFoldResult;
import java.util.ArrayList;
import jopt.ir.type.Types;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
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
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * scf.parallel: {@code (%i) = (%lb) to (%ub) step (%s) [init (%v) -> types] {...}}; the body
 * ends with scf.reduce, which combines one value per result.
 */
@Op
public final class ParallelOp extends ParallelOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.parallel")
      .summary("parallel for operation")
      .variadicOperand("lowerBound", TypeConstraints.INDEX)
      .variadicOperand("upperBound", TypeConstraints.INDEX)
      .variadicOperand("step", TypeConstraints.INDEX)
      .variadicOperand("initVals", TypeConstraints.ANY)
      .variadicResult("results", TypeConstraints.ANY)
      .region("region", RegionDef.Blocks.EXACTLY_ONE)
      .attrSizedOperandSegments()
      .build();

  /** Builds the body of a new loop: the builder is at the end of the body block. */
  @FunctionalInterface
  public interface BodyBuilder {
    void build(Builder b, Location loc, List<Value> inductionVars);
  }

  ParallelOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code scf.parallel (ivs) = (lbs) to (ubs) step (steps) init (initVals)}; without
   * init values the body gets its (implicit) scf.reduce, with them the body builder must end
   * the body with an scf.reduce of one value and region per init value.
   */
  public static ParallelOp create(Builder b, Location loc, List<? extends Value> lbs, List<? extends Value> ubs,
      List<? extends Value> steps, List<? extends Value> initVals, BodyBuilder body) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(lbs).addOperands(ubs).addOperands(steps).addOperands(initVals);
    OpSpec.setOperandSegmentSizes(st, lbs.size(), ubs.size(), steps.size(), initVals.size());
    for (Value v : initVals) {
      st.addType(v.getType());
    }
    Block block = st.addRegion().emplaceBlock();
    for (int i = 0; i < steps.size(); i++) {
      block.addArgument(OpUtils.indexType(), loc);
    }
    ParallelOp op = new ParallelOp(b.create(st));
    if (body != null) {
      Builder.InsertPoint ip = b.saveInsertionPoint();
      b.setInsertionPointToEnd(block);
      body.build(b, loc, new ArrayList<>(block.getArguments()));
      b.restoreInsertionPoint(ip);
    }
    if (initVals.isEmpty() && (block.isEmpty() || !block.getLastOp().hasTrait(Traits.IsTerminator.class))) {
      block.push_back(ReduceOp.build(b.getContext(), loc, List.of()));
    }
    return op;
  }

  public Block body() {
    return getOperation().getRegion(0).front();
  }

  public List<Value> inductionVars() {
    return new ArrayList<>(body().getArguments());
  }

  /** The definition: custom assembly, MLIR's checks, region-branch and loop interfaces. */
  public static final class Def extends OpDefinition
      implements Traits.AutomaticAllocationScope, Traits.AttrSizedOperandSegments,
          Traits.HasRecursiveMemoryEffects, Traits.SingleBlockImplicitTerminator, Traits.ParallelIterations,
          RegionBranchOpInterface,
          LoopLikeOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return ReduceOp.SPEC.name();
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new ParallelCanonicalization());
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      Type index = OpUtils.indexType();
      List<Argument> ivs = p.parseArgumentList(Delimiter.PAREN, false);
      p.parseEqual();
      List<UnresolvedOperand> lower = parseBounds(p, ivs.size());
      OpUtils.resolveOperands(p, lower, index, result.operands);
      p.parseKeyword("to");
      List<UnresolvedOperand> upper = parseBounds(p, ivs.size());
      OpUtils.resolveOperands(p, upper, index, result.operands);
      p.parseKeyword("step");
      List<UnresolvedOperand> steps = parseBounds(p, ivs.size());
      OpUtils.resolveOperands(p, steps, index, result.operands);
      List<UnresolvedOperand> inits = new ArrayList<>();
      if (p.parseOptionalKeyword("init")) {
        inits = p.parseOperandList(Delimiter.PAREN);
      }
      OpUtils.parseOptionalArrowTypeList(p, result.types);
      Region body = result.addRegion();
      List<Argument> args = new ArrayList<>();
      for (Argument iv : ivs) {
        args.add(OpUtils.withType(iv, index));
      }
      p.parseRegion(body, args);
      OpSpec.setOperandSegmentSizes(result, lower.size(), upper.size(), steps.size(), inits.size());
      Set<String> dict = ScfTraits.parseAttrDict(p, result, false);
      result.addOperands(ScfTraits.resolveOperands(p, inits, result.types, p.getNameLoc()));
      OpUtils.ensureTerminator(p.getContext(), body, ReduceOp.SPEC.name(), result.location);
      ScfTraits.checkDuplicates(p, dict, OpSpec.OPERAND_SEGMENT_SIZES);
      ScfTraits.dropInvalidInherentAttrs(result.attributes, SPEC);
    }

    private static List<UnresolvedOperand> parseBounds(OpAsmParser p, int n) {
      var loc = p.getCurrentLocation();
      List<UnresolvedOperand> r = p.parseOperandList(Delimiter.PAREN);
      if (r.size() != n) {
        throw p.emitError(loc, "expected " + n + " operands");
      }
      return r;
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      ParallelOp par = ParallelOp.of(op);
      p.print(" (").printOperands(par.inductionVars()).print(") = (").printOperands(par.lowerBound())
          .print(") to (").printOperands(par.upperBound()).print(") step (").printOperands(par.step()).print(')');
      List<Value> inits = par.initVals();
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
      ParallelOp par = ParallelOp.of(op);
      List<Value> steps = par.step();
      if (steps.isEmpty()) {
        return ScfTraits.fail(op, "needs at least one tuple element for lowerBound, upperBound and step");
      }
      for (Value s : steps) {
        Long c = OpFoldResult.getConstantIntValue(s);
        if (c != null && c <= 0) {
          return ScfTraits.fail(op, "constant step operand must be positive");
        }
      }
      Block body = par.body();
      if (body.getNumArguments() != steps.size()) {
        return ScfTraits.fail(op, "expects the same number of induction variables: " + body.getNumArguments()
            + " as bound and step values: " + steps.size());
      }
      for (Value a : body.getArguments()) {
        if (!Types.isIndex(a.getType())) {
          return ScfTraits.fail(op, "expects arguments for the induction variable to be of index type");
        }
      }
      Operation reduce = body.getLastOp();
      if (!reduce.getName().equals(ReduceOp.SPEC.name())) {
        op.emitOpError("expects body to terminate with 'scf.reduce'").attachNote(reduce.getLoc(), "terminator here");
        return false;
      }
      int results = op.getNumResults();
      int reductions = reduce.getNumRegions();
      int inits = par.initVals().size();
      if (results != reductions) {
        return ScfTraits.fail(op, "expects number of results: " + results
            + " to be the same as number of reductions: " + reductions);
      }
      if (results != inits) {
        return ScfTraits.fail(op, "expects number of results: " + results
            + " to be the same as number of initial values: " + inits);
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

    @Override
    public boolean verifyRegions(Operation op) {
      return ScfTraits.verifyImplicitTerminator(op, ReduceOp.SPEC.name());
    }

    // ---- RegionBranchOpInterface: as MLIR, the results come from scf.reduce's combiners, not along edges.

    @Override
    public List<Successor> getSuccessorRegions(Operation op, Region from) {
      return List.of(new Successor(op.getRegion(0), List.of()), new Successor(null, List.of()));
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
      return List.of();
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
}
