package jopt.dialects.scf;

import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionRunsOnce;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/** scf.execute_region: {@code [-> types] [no_inline] {...}}; runs its (multi-block) region once. */
@Op
public final class ExecuteRegionOp extends ExecuteRegionOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.execute_region")
      .summary("operation that executes its region exactly once")
      .optionalAttr("no_inline", AttrConstraints.UNIT)
      .variadicResult("results", TypeConstraints.ANY)
      .region("region", RegionDef.Blocks.ANY)
      .build();

  ExecuteRegionOp(Operation op) {
    super(op);
  }

  /** The definition: custom assembly, MLIR's checks and the region-branch interface. */
  public static final class Def extends OpDefinition
      implements Traits.HasRecursiveMemoryEffects, RegionRunsOnce {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      OpUtils.parseOptionalArrowTypeList(p, result.types);
      boolean noInline = p.parseOptionalKeyword("no_inline");
      if (noInline) {
        result.addAttribute("no_inline", OpUtils.unit());
      }
      p.parseRegion(result.addRegion(), List.of());
      Set<String> dict = ScfTraits.parseAttrDict(p, result, false);
      if (noInline) {
        ScfTraits.checkDuplicates(p, dict, "no_inline");
      }
      ScfTraits.dropInvalidInherentAttrs(result.attributes, SPEC);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      OpUtils.printOptionalArrowTypeList(p, op.getResultTypes());
      p.print(' ');
      if (op.hasAttr("no_inline")) {
        p.print("no_inline ");
      }
      p.printRegion(op.getRegion(0), false, true, false);
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("no_inline"));
    }

    @Override
    public boolean verify(Operation op) {
      Region r = op.getRegion(0);
      if (r.isEmpty()) {
        return ScfTraits.fail(op, "region needs to have at least one block");
      }
      if (r.front().getNumArguments() > 0) {
        return ScfTraits.fail(op, "region cannot have any arguments");
      }
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new ExecuteRegionCanonicalization.SingleBlockExecuteInliner());
      patterns.add(new ExecuteRegionCanonicalization.MultiBlockExecuteInliner());
    }
  }
}
