package jopt.dialects.scf;

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
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * scf.for: {@code [unsigned] %iv = %lb to %ub step %s [iter_args(%a = %init) -> (types)] [: type]
 * {body}}. The body's arguments are the induction variable and the iter args; the results are
 * the final iter args.
 */
@Op
public final class ForOp extends ForOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.for")
      .summary("for operation")
      .operand("lowerBound", TypeConstraints.SIGNLESS_INTEGER_OR_INDEX)
      .operand("upperBound", TypeConstraints.SIGNLESS_INTEGER_OR_INDEX)
      .operand("step", TypeConstraints.SIGNLESS_INTEGER_OR_INDEX)
      .variadicOperand("initArgs", TypeConstraints.ANY)
      .optionalAttr("unsignedCmp", AttrConstraints.UNIT)
      .variadicResult("results", TypeConstraints.ANY)
      .region("region", RegionDef.Blocks.EXACTLY_ONE)
      .predicate("all of {lowerBound, upperBound, step} have same type", op -> {
        Type t = ForOp.of(op).lowerBound().getType();
        return t.equals(ForOp.of(op).upperBound().getType()) && t.equals(ForOp.of(op).step().getType());
      })
      .build();

  /** Builds the body of a new loop: the builder is at the end of the body block. */
  @FunctionalInterface
  public interface BodyBuilder {
    void build(Builder b, Location loc, Value inductionVar, List<Value> iterArgs);
  }

  ForOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code scf.for %iv = lb to ub step step iter_args(inits)}. Without a body builder
   * and without inits the body gets its (implicit) scf.yield; otherwise the body builder (or
   * the caller) must end the body with one.
   */
  public static ForOp create(Builder b, Location loc, Value lb, Value ub, Value step,
      List<? extends Value> initArgs, BodyBuilder body) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(lb).addOperand(ub).addOperand(step).addOperands(initArgs);
    for (Value v : initArgs) {
      st.addType(v.getType());
    }
    Block block = st.addRegion().emplaceBlock();
    Value iv = block.addArgument(lb.getType(), loc);
    List<Value> iterArgs = new ArrayList<>();
    for (Value v : initArgs) {
      iterArgs.add(block.addArgument(v.getType(), v.getLoc()));
    }
    ForOp op = new ForOp(b.create(st));
    if (body != null) {
      Builder.InsertPoint ip = b.saveInsertionPoint();
      b.setInsertionPointToEnd(block);
      body.build(b, loc, iv, iterArgs);
      b.restoreInsertionPoint(ip);
    } else if (initArgs.isEmpty()) {
      block.push_back(YieldOp.build(b.getContext(), loc, List.of()));
    }
    return op;
  }

  /** Creates a loop without iter args and with an empty body (ending in scf.yield). */
  public static ForOp create(Builder b, Location loc, Value lb, Value ub, Value step) {
    return create(b, loc, lb, ub, step, List.of(), (BodyBuilder) null);
  }

  public List<Value> results() {
    return getOperation().getResults().isEmpty() ? List.of() : results(0);
  }

  public Block body() {
    return region().front();
  }

  public Value inductionVar() {
    return body().getArgument(0);
  }

  public List<Value> regionIterArgs() {
    Block b = body();
    return new ArrayList<>(b.getArguments().subList(1, b.getNumArguments()));
  }

  /** The body's terminator, scf.yield. */
  public Operation yieldOp() {
    return body().getLastOp();
  }

  /** The definition: custom assembly, MLIR's checks, region-branch and loop interfaces. */
  public static final class Def extends OpDefinition
      implements Traits.SingleBlockImplicitTerminator, Traits.AutomaticAllocationScope,
          Traits.HasRecursiveMemoryEffects, RegionBranchOpInterface, LoopLikeOpInterface,
          jopt.ir.interfaces.ConditionallySpeculatable {
    public Def() {
      super(SPEC);
    }

    /** Recursively speculatable with a constant step other than zero (else it may not end). */
    @Override
    public Speculatability getSpeculatability(Operation op) {
      return jopt.ir.rewrite.Matchers.constantValue(ForOp.of(op).step()) instanceof jopt.ir.attr.IntegerAttr s
          && s.getInt() != 0 ? Speculatability.RECURSIVELY_SPECULATABLE : Speculatability.NOT_SPECULATABLE;
    }

    @Override
    public String implicitTerminatorName() {
      return YieldOp.SPEC.name();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      boolean unsigned = p.parseOptionalKeyword("unsigned");
      if (unsigned) {
        result.addAttribute("unsignedCmp", OpUtils.unit());
      }
      Argument iv = p.parseArgument(false, false);
      p.parseEqual();
      UnresolvedOperand lb = p.parseOperand();
      p.parseKeyword("to");
      UnresolvedOperand ub = p.parseOperand();
      p.parseKeyword("step");
      UnresolvedOperand step = p.parseOperand();
      List<Argument> iterArgs = new ArrayList<>();
      List<UnresolvedOperand> inits = new ArrayList<>();
      if (p.parseOptionalKeyword("iter_args")) {
        OpUtils.parseAssignmentList(p, iterArgs, inits);
        result.addTypes(p.parseArrowTypeList());
      }
      if (iterArgs.size() != result.types.size()) {
        throw p.emitError(p.getNameLoc(), "mismatch in number of loop-carried values and defined values");
      }
      Type type = p.parseOptionalColon() ? p.parseType() : OpUtils.indexType();
      result.addOperand(p.resolveOperand(lb, type));
      result.addOperand(p.resolveOperand(ub, type));
      result.addOperand(p.resolveOperand(step, type));
      List<Argument> regionArgs = new ArrayList<>();
      regionArgs.add(OpUtils.withType(iv, type));
      for (int i = 0; i < iterArgs.size(); i++) {
        Type t = result.types.get(i);
        regionArgs.add(OpUtils.withType(iterArgs.get(i), t));
        result.addOperand(p.resolveOperand(inits.get(i), t));
      }
      Region body = result.addRegion();
      p.parseRegion(body, regionArgs);
      OpUtils.ensureTerminator(p.getContext(), body, YieldOp.SPEC.name(), result.location);
      Set<String> dict = ScfTraits.parseAttrDict(p, result, false);
      if (unsigned) {
        ScfTraits.checkDuplicates(p, dict, "unsignedCmp");
      }
      ScfTraits.dropInvalidInherentAttrs(result.attributes, SPEC);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      ForOp f = ForOp.of(op);
      if (f.unsignedCmp()) {
        p.print(" unsigned");
      }
      Value iv = f.inductionVar();
      p.print(' ').printOperand(iv).print(" = ").printOperand(f.lowerBound()).print(" to ")
          .printOperand(f.upperBound()).print(" step ").printOperand(f.step());
      List<Value> inits = f.initArgs();
      OpUtils.printInitializationList(p, f.regionIterArgs(), inits, " iter_args");
      if (!inits.isEmpty()) {
        p.print(" -> (").printTypes(OpUtils.types(inits)).print(')');
      }
      p.print(' ');
      if (!Types.isIndex(iv.getType())) {
        p.print(" : ").printType(iv.getType()).print(' ');
      }
      p.printRegion(f.region(), false, !inits.isEmpty(), false);
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("unsignedCmp"));
    }

    @Override
    public boolean verify(Operation op) {
      if (op.getNumOperands() - 3 != op.getNumResults()) {
        return ScfTraits.fail(op, "mismatch in number of loop-carried values and defined values");
      }
      return true;
    }

    /**
     * After the body is verified, in MLIR's order: the implicit terminator, the loop-like
     * interface, then (when the region-branch edges hold, which the generic verifier checks
     * next) the op's own region checks.
     */
    @Override
    public boolean verifyRegions(Operation op) {
      if (!ScfTraits.verifyImplicitTerminator(op, YieldOp.SPEC.name())) {
        return false;
      }
      Block body = OpUtils.body(op, 0);
      List<Value> iterArgs = body.getNumArguments() == 0 ? List.of()
          : new ArrayList<>(body.getArguments().subList(1, body.getNumArguments()));
      List<Value> yielded = body.getLastOp().getOperands();
      if (!ScfTraits.verifyLoopLike(op, getInits(op), body.getNumArguments() - 1L, iterArgs, yielded,
          new ArrayList<>(op.getResults()))) {
        return false;
      }
      if (yielded.isEmpty() && !iterArgs.isEmpty()) {
        return true; // MLIR's region-branch check reports the missing yielded values first
      }
      if (!body.getArgument(0).getType().equals(ForOp.of(op).lowerBound().getType())) {
        return ScfTraits.fail(op, "expected induction variable to be same type as bounds and step");
      }
      return true;
    }

    // ---- RegionBranchOpInterface: parent and body branch to the body (iter args) or the parent.

    @Override
    public List<Successor> getSuccessorRegions(Operation op, Region from) {
      return List.of(new Successor(op.getRegion(0), getRegionIterArgs(op)),
          new Successor(null, new ArrayList<>(op.getResults())));
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
      patterns.add(new ForIterArgsFolder());
      patterns.add(new ScfCanonicalization.SimplifyTrivialLoops());
    }
  }
}
