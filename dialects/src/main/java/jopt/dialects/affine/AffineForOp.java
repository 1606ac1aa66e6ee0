package jopt.dialects.affine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.scf.OpUtils;
import jopt.dialects.scf.ScfTraits;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.ValueGroups;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.IndexType;

/**
 * affine.for: {@code %iv = lb to ub [step c] [iter_args(%a = %init) -> (types)] {body}}. A bound
 * is a constant, a symbol, or {@code [max|min] #map(dims)[symbols]} (the greatest lower bound,
 * the least upper bound); the body's arguments are the induction variable and the iter args.
 */
@Op
public final class AffineForOp extends AffineForOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.for")
      .summary("for operation")
      .variadicOperand("lowerBoundOperands", TypeConstraints.INDEX)
      .variadicOperand("upperBoundOperands", TypeConstraints.INDEX)
      .variadicOperand("inits", TypeConstraints.ANY)
      .attr("lowerBoundMap", AttrConstraints.AFFINE_MAP)
      .attr("upperBoundMap", AttrConstraints.AFFINE_MAP)
      .attr("step", AttrConstraints.INDEX)
      .variadicResult("results", TypeConstraints.ANY)
      .region("region", RegionDef.Blocks.EXACTLY_ONE)
      .attrSizedOperandSegments()
      .build();

  private static final Set<String> ELIDED = Set.of("lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes");

  AffineForOp(Operation op) {
    super(op);
  }

  static AffineMap lowerMap(Operation op) {
    return ((AffineMapAttr) op.getAttr("lowerBoundMap")).getValue();
  }

  static AffineMap upperMap(Operation op) {
    return ((AffineMapAttr) op.getAttr("upperBoundMap")).getValue();
  }

  static List<Value> lowerOperands(Operation op) {
    return ValueGroups.operands(SPEC, op, 0);
  }

  static List<Value> upperOperands(Operation op) {
    return ValueGroups.operands(SPEC, op, 1);
  }

  static List<Value> inits(Operation op) {
    return ValueGroups.operands(SPEC, op, 2);
  }

  static long step(Operation op) {
    return ((IntegerAttr) op.getAttr("step")).getValue();
  }

  static Block body(Operation op) {
    return op.getRegion(0).front();
  }

  /**
   * MLIR's getTrivialConstantTripCount: {@code ceildiv(ub - lb, step)} (at least 0) when both
   * bounds are single constants; null otherwise.
   */
  static Long constantTripCount(Operation op) {
    AffineMap lb = lowerMap(op);
    AffineMap ub = upperMap(op);
    if (lb.getNumResults() != 1 || ub.getNumResults() != 1
        || !(lb.getResult(0) instanceof AffineConstantExpr l) || !(ub.getResult(0) instanceof AffineConstantExpr u)) {
      return null;
    }
    long step = step(op);
    long diff = u.value() - l.value();
    if (diff <= 0) {
      return 0L;
    }
    return (diff + step - 1) / step;
  }

  /** The definition: custom form, MLIR's checks, loop and region-branch interfaces, folder and patterns. */
  public static final class Def extends OpDefinition implements Traits.SingleBlockImplicitTerminator,
      Traits.AutomaticAllocationScope, Traits.HasRecursiveMemoryEffects, RegionBranchOpInterface,
      LoopLikeOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return AffineYieldOp.SPEC.name();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      Argument iv = OpUtils.withType(p.parseArgument(false, false), IndexType.get());
      p.parseEqual();
      int numLb = AffineAsm.parseBound(p, result, true, "lowerBoundMap");
      p.parseKeyword("to");
      int numUb = AffineAsm.parseBound(p, result, false, "upperBoundMap");
      if (!p.parseOptionalKeyword("step")) {
        result.addAttribute("step", IntegerAttr.getIndex(1));
      } else {
        SourceLoc stepLoc = p.getCurrentLocation();
        if (!(p.parseAttribute(IndexType.get()) instanceof IntegerAttr step)) {
          throw p.emitError(stepLoc, "invalid kind of attribute specified");
        }
        if (step.getValue() < 0) {
          throw p.emitError(stepLoc, "expected step to be representable as a positive signed integer");
        }
        result.addAttribute("step", step);
      }
      List<Argument> regionArgs = new ArrayList<>();
      regionArgs.add(iv);
      List<Argument> iterArgs = new ArrayList<>();
      List<UnresolvedOperand> inits = new ArrayList<>();
      if (p.parseOptionalKeyword("iter_args")) {
        OpUtils.parseAssignmentList(p, iterArgs, inits);
        result.addTypes(p.parseArrowTypeList());
        for (int i = 0; i < iterArgs.size() && i < result.types.size(); i++) {
          Type t = result.types.get(i);
          regionArgs.add(OpUtils.withType(iterArgs.get(i), t));
          result.addOperand(p.resolveOperand(inits.get(i), t));
        }
      }
      OpSpec.setOperandSegmentSizes(result, numLb, numUb, inits.size());
      if (regionArgs.size() != result.types.size() + 1 || iterArgs.size() != result.types.size()) {
        throw p.emitError(p.getNameLoc(), "mismatch between the number of loop-carried values and results");
      }
      Region body = result.addRegion();
      p.parseRegion(body, regionArgs, false);
      OpUtils.ensureTerminator(p.getContext(), body, AffineYieldOp.SPEC.name(), result.location);
      ScfTraits.parseAttrDict(p, result, false);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      Block body = body(op);
      p.print(' ').printRegionArgument(body.getArgument(0), List.of(), true).print(" = ");
      AffineAsm.printBound(p, (AffineMapAttr) op.getAttr("lowerBoundMap"), lowerOperands(op), "max");
      p.print(" to ");
      AffineAsm.printBound(p, (AffineMapAttr) op.getAttr("upperBoundMap"), upperOperands(op), "min");
      if (step(op) != 1) {
        p.print(" step ").print(step(op));
      }
      List<Value> inits = inits(op);
      if (!inits.isEmpty()) {
        OpUtils.printInitializationList(p, body.getArguments().subList(1, body.getNumArguments()), inits,
            " iter_args");
        p.print(" -> (").printTypes(op.getResultTypes()).print(")");
      }
      p.print(' ');
      p.printRegion(op.getRegion(0), false, !inits.isEmpty(), false);
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), ELIDED);
    }

    @Override
    public boolean verify(Operation op) {
      Block body = body(op);
      if (body.getNumArguments() == 0 || !(body.getArgument(0).getType() instanceof IndexType)) {
        op.emitOpError("expected body to have a single index argument for the induction variable");
        return false;
      }
      AffineMap lb = lowerMap(op);
      AffineMap ub = upperMap(op);
      if (!verifyBound(op, lb, lowerOperands(op)) || !verifyBound(op, ub, upperOperands(op))) {
        return false;
      }
      if (lb.getNumResults() == 0) {
        op.emitOpError("expected lower bound map to have at least one result");
        return false;
      }
      if (ub.getNumResults() == 0) {
        op.emitOpError("expected upper bound map to have at least one result");
        return false;
      }
      int numIterArgs = body.getNumArguments() - 1;
      if (numIterArgs != op.getNumResults()) {
        op.emitOpError("mismatch between the number of loop-carried values and results");
        return false;
      }
      if (numIterArgs != inits(op).size()) {
        op.emitOpError("mismatch between the number of basic block args and results");
        return false;
      }
      return true;
    }

    /**
     * MLIR's check of a bound: verifyDimAndSymbolIdentifiers when the map has inputs. Like MLIR
     * it does not compare the operand count with the map's inputs (a generic-form loop with
     * too few or too many bound operands verifies in mlir-opt-22 too).
     */
    private static boolean verifyBound(Operation op, AffineMap map, List<Value> operands) {
      return map.getNumInputs() == 0 || verifyDimAndSymbolIdentifiers(op, operands, map.getNumDims());
    }

    @Override
    public boolean verifyRegions(Operation op) {
      if (!ScfTraits.verifyImplicitTerminator(op, AffineYieldOp.SPEC.name())) {
        return false;
      }
      Block body = body(op);
      return ScfTraits.verifyLoopLike(op, inits(op), body.getNumArguments() - 1L, getRegionIterArgs(op),
          getYieldedValues(op), new ArrayList<>(op.getResults()));
    }

    // ---- RegionBranchOpInterface (MLIR's: a known trip count of 0 or 1 prunes the edges)

    @Override
    public List<Successor> getSuccessorRegions(Operation op, Region from) {
      Long tripCount = constantTripCount(op);
      Successor body = new Successor(op.getRegion(0), getRegionIterArgs(op));
      Successor parent = new Successor(null, new ArrayList<>(op.getResults()));
      if (from == null && tripCount != null) {
        return List.of(tripCount > 0 ? body : parent);
      }
      if (from != null && tripCount != null && tripCount == 1) {
        return List.of(parent);
      }
      return List.of(body, parent);
    }

    @Override
    public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
      return inits(op);
    }

    // ---- LoopLikeOpInterface

    @Override
    public List<Region> getLoopRegions(Operation op) {
      return List.of(op.getRegion(0));
    }

    @Override
    public List<Value> getInductionVars(Operation op) {
      return List.of(body(op).getArgument(0));
    }

    @Override
    public List<Value> getInits(Operation op) {
      return inits(op);
    }

    @Override
    public List<Value> getRegionIterArgs(Operation op) {
      Block b = body(op);
      return new ArrayList<>(b.getArguments().subList(Math.min(1, b.getNumArguments()), b.getNumArguments()));
    }

    @Override
    public List<Value> getYieldedValues(Operation op) {
      Operation t = body(op).getLastOp();
      return t == null ? List.of() : t.getOperands();
    }

    /** MLIR's AffineForOp::fold: the bounds canonicalized in place, an empty loop replaced by what it leaves. */
    @Override
    public boolean fold(Operation op, List<jopt.ir.Attribute> operands, List<jopt.ir.rewrite.OpFoldResult> results) {
      boolean folded = AffineLoopCanonicalization.canonicalizeLoopBounds(op);
      List<Value> replacement = AffineLoopCanonicalization.emptyLoopResults(op);
      if (replacement != null) {
        for (Value v : replacement) {
          results.add(jopt.ir.rewrite.OpFoldResult.of(v));
        }
        return true;
      }
      return folded;
    }
  }

  /**
   * MLIR's verifyDimAndSymbolIdentifiers: the first {@code numDims} operands are valid dims,
   * the others valid symbols, in the op's affine scope.
   */
  static boolean verifyDimAndSymbolIdentifiers(Operation op, List<Value> operands, int numDims) {
    Region scope = AffineValidity.getAffineScope(op);
    for (int i = 0; i < operands.size(); i++) {
      Value v = operands.get(i);
      if (i < numDims) {
        if (!AffineValidity.isValidDim(v, scope)) {
          op.emitOpError("operand cannot be used as a dimension id");
          return false;
        }
      } else if (!AffineValidity.isValidSymbol(v, scope)) {
        op.emitOpError("operand cannot be used as a symbol");
        return false;
      }
    }
    return true;
  }
}
