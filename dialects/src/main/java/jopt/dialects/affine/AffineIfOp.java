package jopt.dialects.affine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.scf.OpUtils;
import jopt.dialects.scf.ScfTraits;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.affine.IntegerSet;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.IntegerSetAttr;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * affine.if: {@code #set(dims)[symbols] [-> (types)] {then} [else {else}]}; runs the then region
 * when the integer set holds for its operands.
 */
@Op
public final class AffineIfOp extends AffineIfOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.if")
      .summary("if-then-else operation")
      .variadicOperand("operands", TypeConstraints.ANY)
      .attr("condition", AffineConstraints.INTEGER_SET)
      .variadicResult("results", TypeConstraints.ANY)
      .region("thenRegion", RegionDef.Blocks.EXACTLY_ONE)
      .region("elseRegion", RegionDef.Blocks.ANY)
      .build();

  AffineIfOp(Operation op) {
    super(op);
  }

  static IntegerSet condition(Operation op) {
    return ((IntegerSetAttr) op.getAttr("condition")).getValue();
  }

  /** The definition: custom form, MLIR's checks, region-branch interface and patterns. */
  public static final class Def extends OpDefinition implements Traits.SingleBlockImplicitTerminator,
      Traits.NoRegionArguments, Traits.HasRecursiveMemoryEffects, RegionBranchOpInterface,
      jopt.ir.interfaces.ConditionallySpeculatable {
    public Def() {
      super(SPEC);
    }

    /** MLIR's RecursivelySpeculatable trait. */
    @Override
    public Speculatability getSpeculatability(Operation op) {
      return Speculatability.RECURSIVELY_SPECULATABLE;
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
      SourceLoc loc = p.getCurrentLocation();
      if (!(p.parseAttribute() instanceof IntegerSetAttr setAttr)) {
        throw p.emitError(loc, "invalid kind of attribute specified");
      }
      result.addAttribute("condition", setAttr);
      int numDims = AffineAsm.parseDimAndSymbolList(p, result);
      IntegerSet set = setAttr.getValue();
      if (set.numDims() != numDims) {
        throw p.emitError(p.getNameLoc(), "dim operand count and integer set dim count must match");
      }
      if (numDims + set.numSymbols() != result.operands.size()) {
        throw p.emitError(p.getNameLoc(), "symbol operand count and integer set symbol count must match");
      }
      OpUtils.parseOptionalArrowTypeList(p, result.types);
      Region thenRegion = result.addRegion();
      Region elseRegion = result.addRegion();
      p.parseRegion(thenRegion, List.of());
      OpUtils.ensureTerminator(p.getContext(), thenRegion, AffineYieldOp.SPEC.name(), result.location);
      if (p.parseOptionalKeyword("else")) {
        p.parseRegion(elseRegion, List.of());
        OpUtils.ensureTerminator(p.getContext(), elseRegion, AffineYieldOp.SPEC.name(), result.location);
      }
      ScfTraits.parseAttrDict(p, result, false);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printAttribute(op.getAttr("condition"));
      AffineAsm.printDimAndSymbolList(p, op.getOperands(), condition(op).numDims());
      if (op.getNumResults() > 0) {
        p.printArrowTypeList(op.getResultTypes());
      }
      p.print(' ');
      boolean terminators = op.getNumResults() > 0;
      p.printRegion(op.getRegion(0), false, terminators, false);
      if (!op.getRegion(1).isEmpty()) {
        p.print(" else ");
        p.printRegion(op.getRegion(1), false, terminators, false);
      }
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("condition"));
    }

    @Override
    public boolean verify(Operation op) {
      IntegerSet set = condition(op);
      if (op.getNumOperands() != set.numDims() + set.numSymbols()) {
        op.emitOpError("operand count and condition integer set dimension and symbol count must match");
        return false;
      }
      return AffineForOp.verifyDimAndSymbolIdentifiers(op, op.getOperands(), set.numDims());
    }

    @Override
    public boolean verifyRegions(Operation op) {
      return ScfTraits.verifyImplicitTerminator(op, AffineYieldOp.SPEC.name());
    }

    @Override
    public List<Successor> getSuccessorRegions(Operation op, Region from) {
      List<Value> results = new ArrayList<>(op.getResults());
      if (from != null) {
        return List.of(new Successor(null, results));
      }
      List<Successor> s = new ArrayList<>();
      s.add(new Successor(op.getRegion(0), List.of()));
      // An absent else region falls through to the parent.
      s.add(op.getRegion(1).isEmpty() ? new Successor(null, results) : new Successor(op.getRegion(1), List.of()));
      return s;
    }

    @Override
    public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
      return List.of();
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      AffineLoopCanonicalization.addIfPatterns(patterns);
    }
  }
}
