package jopt.dialects.test;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * test.region_if: {@code %operands : types -> results then {...} else {...} join {...}}; control
 * enters the then or the else region (both get the operands), goes on to the join region (which
 * gets what they yield) and leaves with what the join region yields.
 */
public final class RegionIfOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("test.region_if")
      .variadicOperand("operands", TypeConstraints.ANY)
      .variadicResult("results", TypeConstraints.ANY)
      .region("thenRegion", RegionDef.Blocks.ANY)
      .region("elseRegion", RegionDef.Blocks.ANY)
      .region("joinRegion", RegionDef.Blocks.ANY)
      .build();

  private RegionIfOp(Operation op) {
    super(op);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  public static final class Def extends OpDefinition implements Traits.HasRecursiveMemoryEffects,
      Traits.SingleBlockImplicitTerminator, RegionBranchOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return "test.region_if_yield";
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      List<UnresolvedOperand> operands = p.parseOperandList();
      List<Type> types = p.parseColonTypeList();
      result.addTypes(p.parseArrowTypeList());
      Region thenRegion = result.addRegion();
      Region elseRegion = result.addRegion();
      Region joinRegion = result.addRegion();
      p.parseKeyword("then");
      p.parseRegion(thenRegion, List.of());
      p.parseKeyword("else");
      p.parseRegion(elseRegion, List.of());
      p.parseKeyword("join");
      p.parseRegion(joinRegion, List.of());
      SourceLoc loc = p.getCurrentLocation();
      result.addOperands(p.resolveOperands(operands, types, loc));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(" ").printOperands(op.getOperands()).print(": ").printTypes(op.getOperandTypes());
      p.printArrowTypeList(op.getResultTypes());
      p.print(" then ").printRegion(op.getRegion(0), true, true, false);
      p.print(" else ").printRegion(op.getRegion(1), true, true, false);
      p.print(" join ").printRegion(op.getRegion(2), true, true, false);
    }

    @Override
    public List<Successor> getSuccessorRegions(Operation op, Region from) {
      if (from == null) {
        return List.of(new Successor(op.getRegion(0), args(op.getRegion(0))),
            new Successor(op.getRegion(1), args(op.getRegion(1))));
      }
      if (from != op.getRegion(2)) {
        return List.of(new Successor(op.getRegion(2), args(op.getRegion(2))));
      }
      return List.of(new Successor(null, new ArrayList<>(op.getResults())));
    }

    @Override
    public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
      return op.getOperands();
    }

    private static List<Value> args(Region r) {
      return r.isEmpty() ? List.of() : new ArrayList<>(r.front().getArguments());
    }
  }
}
