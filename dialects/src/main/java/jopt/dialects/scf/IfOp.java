package jopt.dialects.scf;

import jopt.dialects.arith.IntBinaryOps.XOrIOp;
import java.util.ArrayList;
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
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.RewritePatternSet;

/** scf.if: {@code %cond [-> (types)] {then} [else {else}]}; the else region may be empty. */
@Op
public final class IfOp extends IfOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.if")
      .summary("if-then-else operation")
      .operand("condition", TypeConstraints.I1)
      .variadicResult("results", TypeConstraints.ANY)
      .region("thenRegion", RegionDef.Blocks.EXACTLY_ONE)
      .region("elseRegion", RegionDef.Blocks.AT_MOST_ONE)
      .build();

  IfOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code scf.if cond -> (resultTypes)} with a then block and, when {@code withElse},
   * an else block; without results the blocks get their (implicit) scf.yield, with results the
   * caller ends them with one.
   */
  public static IfOp create(Builder b, Location loc, List<? extends Type> resultTypes, Value cond, boolean withElse) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(cond).addTypes(resultTypes);
    Block thenBlock = st.addRegion().emplaceBlock();
    Region elseRegion = st.addRegion();
    if (resultTypes.isEmpty()) {
      thenBlock.push_back(YieldOp.build(b.getContext(), loc, List.of()));
    }
    if (withElse) {
      Block elseBlock = elseRegion.emplaceBlock();
      if (resultTypes.isEmpty()) {
        elseBlock.push_back(YieldOp.build(b.getContext(), loc, List.of()));
      }
    }
    return new IfOp(b.create(st));
  }

  public Block thenBlock() {
    return thenRegion().front();
  }

  /** The else block, or null when the else region is empty. */
  public Block elseBlock() {
    return elseRegion().isEmpty() ? null : elseRegion().front();
  }

  /** The definition: custom assembly, MLIR's checks, region-branch interface and patterns. */
  public static final class Def extends OpDefinition
      implements Traits.SingleBlockImplicitTerminator, Traits.HasRecursiveMemoryEffects,
          Traits.NoRegionArguments, RegionBranchOpInterface, jopt.ir.interfaces.ConditionallySpeculatable {
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
      return YieldOp.SPEC.name();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      Region thenRegion = result.addRegion();
      Region elseRegion = result.addRegion();
      var cond = p.parseOperand();
      result.addOperand(p.resolveOperand(cond, OpUtils.i1()));
      OpUtils.parseOptionalArrowTypeList(p, result.types);
      p.parseRegion(thenRegion, List.of());
      OpUtils.ensureTerminator(p.getContext(), thenRegion, YieldOp.SPEC.name(), result.location);
      if (p.parseOptionalKeyword("else")) {
        p.parseRegion(elseRegion, List.of());
        OpUtils.ensureTerminator(p.getContext(), elseRegion, YieldOp.SPEC.name(), result.location);
      }
      p.parseOptionalAttrDict(result.attributes);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      boolean printTerminators = op.getNumResults() > 0;
      p.print(' ').printOperand(IfOp.of(op).condition());
      if (printTerminators) {
        p.print(" -> (").printTypes(op.getResultTypes()).print(')');
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
      if (op.getNumResults() != 0 && op.getRegion(1).isEmpty()) {
        return ScfTraits.fail(op, "must have an else block if defining values");
      }
      return true;
    }

    @Override
    public boolean verifyRegions(Operation op) {
      return ScfTraits.verifyImplicitTerminator(op, YieldOp.SPEC.name());
    }

    // ---- RegionBranchOpInterface: parent -> then, else (or parent when else is empty); regions -> parent.

    @Override
    public List<Successor> getSuccessorRegions(Operation op, Region from) {
      List<Value> results = new ArrayList<>(op.getResults());
      if (from != null) {
        return List.of(new Successor(null, results));
      }
      Region elseRegion = op.getRegion(1);
      return List.of(new Successor(op.getRegion(0), List.of()),
          elseRegion.isEmpty() ? new Successor(null, results) : new Successor(elseRegion, List.of()));
    }

    @Override
    public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
      return List.of();
    }

    /**
     * MLIR's IfOp::fold: {@code if (xori c, true) A else B} becomes {@code if c B else A} (in
     * place; not without an else region).
     */
    @Override
    public boolean fold(Operation op, List<jopt.ir.Attribute> operands,
        List<jopt.ir.rewrite.OpFoldResult> results) {
      Region thenRegion = op.getRegion(0);
      Region elseRegion = op.getRegion(1);
      Operation not = IfOp.of(op).condition().getDefiningOp();
      if (elseRegion.isEmpty() || not == null || !not.getName().equals("arith.xori")
          || !(jopt.ir.rewrite.Matchers.constantValue(XOrIOp.of(not).rhs()) instanceof jopt.ir.attr.BoolAttr one)
          || one.isZero()) {
        return false;
      }
      op.setOperand(0, XOrIOp.of(not).lhs());
      Region swap = new Region();
      swap.takeBody(thenRegion);
      thenRegion.takeBody(elseRegion);
      elseRegion.takeBody(swap);
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      // MLIR's order.
      patterns.add(new IfCombining.CombineIfs());
      patterns.add(new IfCombining.CombineNestedIfs());
      patterns.add(new IfCombining.ConditionPropagation());
      patterns.add(new IfCanonicalization.ConvertTrivialIfToSelect());
      patterns.add(new IfCanonicalization.RemoveEmptyElseBranch());
      patterns.add(new ScfCanonicalization.RemoveStaticCondition());
      patterns.add(new IfCanonicalization.RemoveUnusedResults());
      patterns.add(new IfCombining.ReplaceIfYieldWithConditionOrValue());
    }
  }
}
