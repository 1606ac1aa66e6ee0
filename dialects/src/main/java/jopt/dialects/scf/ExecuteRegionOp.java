package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Traits;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionBranchOpInterface;

/** {@code scf.execute_region [-> types] [no_inline] {...}}: runs its (multi-block) region once. */
public final class ExecuteRegionOp extends OpDefinition
    implements Traits.HasRecursiveMemoryEffects, RegionBranchOpInterface {
  public ExecuteRegionOp() {
    super("scf.execute_region");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("no_inline");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    OpUtils.parseOptionalArrowTypeList(parser, result.types);
    if (parser.parseOptionalKeyword("no_inline")) {
      result.addAttribute("no_inline", OpUtils.unit());
    }
    parser.parseRegion(result.addRegion(), List.of());
    parser.parseOptionalAttrDict(result.attributes);
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
      op.emitOpError("region needs to have at least one block");
      return false;
    }
    if (r.front().getNumArguments() > 0) {
      op.emitOpError("region cannot have any arguments");
      return false;
    }
    return true;
  }

  @Override
  public List<Successor> getSuccessorRegions(Operation op, Region from) {
    if (from == null) {
      return List.of(new Successor(op.getRegion(0), List.of()));
    }
    return List.of(new Successor(null, new ArrayList<>(op.getResults())));
  }

  @Override
  public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
    return List.of();
  }
}
