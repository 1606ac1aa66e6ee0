package jopt.dialects.test;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * test.region_if: {@code %r = test.region_if %a : types -> types then {...} else {...} join
 * {...}}, an if-then-else-join: control enters the then or the else region (with the operands),
 * both go on to the join region, which returns to the parent.
 */
public final class RegionIfOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("test.region_if")
      .variadicOperand("operands", TypeConstraints.ANY)
      .variadicResult("results", TypeConstraints.ANY)
      .region("thenRegion", RegionDef.Blocks.EXACTLY_ONE)
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

  /** The definition: the custom assembly of MLIR's test op and its region control flow. */
  public static final class Def extends OpDefinition implements RegionBranchOpInterface,
      Traits.SingleBlockImplicitTerminator, Traits.HasRecursiveMemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return RegionIfYieldOp.SPEC.name();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      List<OpAsmParser.UnresolvedOperand> operands = p.parseOperandList();
      List<Type> types = p.parseColonTypeList();
      result.addTypes(p.parseArrowTypeList());
      for (String keyword : List.of("then", "else", "join")) {
        p.parseKeyword(keyword);
        Region r = result.addRegion();
        p.parseRegion(r, List.of());
      }
      SourceLoc loc = p.getCurrentLocation();
      result.addOperands(p.resolveOperands(operands, types, loc));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(" ").printOperands(op.getOperands());
      List<Type> types = new ArrayList<>();
      for (Value v : op.getOperands()) {
        types.add(v.getType());
      }
      p.print(": ").printTypes(types);
      p.printArrowTypeList(op.getResultTypes());
      String[] keywords = {" then ", " else ", " join "};
      for (int i = 0; i < 3; i++) {
        p.print(keywords[i]);
        p.printRegion(op.getRegion(i), true, true, false);
      }
    }

    @Override
    public List<Successor> getSuccessorRegions(Operation op, Region from) {
      Region join = op.getRegion(2);
      if (from == null) {
        return List.of(new Successor(op.getRegion(0), arguments(op.getRegion(0))),
            new Successor(op.getRegion(1), arguments(op.getRegion(1))));
      }
      if (from != join) {
        return List.of(new Successor(join, arguments(join)));
      }
      return List.of(new Successor(null, new ArrayList<>(op.getResults())));
    }

    @Override
    public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
      return op.getOperands();
    }

    private static List<Value> arguments(Region r) {
      List<Value> args = new ArrayList<>();
      if (!r.isEmpty()) {
        Block b = r.front();
        args.addAll(b.getArguments());
      }
      return args;
    }
  }
}
