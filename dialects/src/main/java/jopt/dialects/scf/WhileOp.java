package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Traits;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;

/**
 * {@code scf.while (%a = %init) : (types) -> types {before} do {after}}: the "before" region
 * ends with scf.condition, which goes to "after" or exits; "after" yields back to "before".
 */
public final class WhileOp extends OpDefinition
    implements Traits.HasRecursiveMemoryEffects, RegionBranchOpInterface, LoopLikeOpInterface {
  public WhileOp() {
    super("scf.while");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    List<Argument> regionArgs = new ArrayList<>();
    List<UnresolvedOperand> operands = new ArrayList<>();
    Region before = result.addRegion();
    Region after = result.addRegion();
    var typeLoc = parser.getCurrentLocation(); // MLIR reports type errors at the ':'
    if (!parser.parseOptionalColon()) {
      OpUtils.parseAssignmentList(parser, regionArgs, operands);
      typeLoc = parser.getCurrentLocation();
      parser.parseColon();
    }
    Type fnType = parser.parseType();
    if (!OpUtils.isFunctionType(fnType)) {
      throw parser.emitError(typeLoc, "invalid kind of type specified: expected builtin.function, but found '"
          + OpUtils.str(fnType) + "'");
    }
    List<Type> inputs = OpUtils.functionInputs(fnType);
    result.addTypes(OpUtils.functionResults(fnType));
    if (inputs.size() != operands.size()) {
      throw parser.emitError(typeLoc, "expected as many input types as operands (expected "
          + operands.size() + " got " + inputs.size() + ")");
    }
    result.addOperands(parser.resolveOperands(operands, inputs, parser.getCurrentLocation()));
    List<Argument> typed = new ArrayList<>();
    for (int i = 0; i < regionArgs.size(); i++) {
      typed.add(OpUtils.withType(regionArgs.get(i), inputs.get(i)));
    }
    parser.parseRegion(before, typed);
    parser.parseKeyword("do");
    parser.parseRegion(after, List.of());
    parser.parseOptionalAttrDictWithKeyword(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    Block before = OpUtils.body(op, 0);
    List<Value> inits = op.getOperands();
    OpUtils.printInitializationList(p, before.getArguments(), inits, " ");
    p.print(" : ");
    p.printFunctionalType(OpUtils.types(inits), op.getResultTypes());
    p.print(' ');
    p.printRegion(op.getRegion(0), false, true, false);
    p.print(" do ");
    p.printRegion(op.getRegion(1));
    p.printOptionalAttrDictWithKeyword(op.getAttrDictionary().getValue(), Set.of());
  }

  @Override
  public boolean verifyRegions(Operation op) {
    Block before = OpUtils.body(op, 0);
    Block after = OpUtils.body(op, 1);
    if (before == null || after == null) {
      op.emitOpError("region #" + (before == null ? 0 : 1) + " ('" + (before == null ? "before" : "after")
          + "') failed to verify constraint: region with 1 blocks");
      return false;
    }
    Operation cond = before.getLastOp();
    if (cond == null || !cond.getName().equals("scf.condition")) {
      op.emitOpError("expects the 'before' region to terminate with 'scf.condition'");
      return false;
    }
    Operation yield = after.getLastOp();
    if (yield == null || !yield.getName().equals("scf.yield")) {
      op.emitOpError("expects the 'after' region to terminate with 'scf.yield'");
      return false;
    }
    return true;
  }

  // ---- RegionBranchOpInterface: parent -> before; before -> after or parent; after -> before.

  @Override
  public List<Successor> getSuccessorRegions(Operation op, Region from) {
    if (from == null || from == op.getRegion(1)) {
      return List.of(new Successor(op.getRegion(0), new ArrayList<>(OpUtils.body(op, 0).getArguments())));
    }
    return List.of(new Successor(op.getRegion(1), new ArrayList<>(OpUtils.body(op, 1).getArguments())),
        new Successor(null, new ArrayList<>(op.getResults())));
  }

  @Override
  public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
    return op.getOperands();
  }

  // ---- LoopLikeOpInterface

  @Override
  public List<Region> getLoopRegions(Operation op) {
    return List.of(op.getRegion(0), op.getRegion(1));
  }

  @Override
  public List<Value> getInductionVars(Operation op) {
    return List.of();
  }

  @Override
  public List<Value> getInits(Operation op) {
    return op.getOperands();
  }

  @Override
  public List<Value> getRegionIterArgs(Operation op) {
    return new ArrayList<>(OpUtils.body(op, 0).getArguments());
  }

  @Override
  public List<Value> getYieldedValues(Operation op) {
    Operation t = OpUtils.body(op, 1).getLastOp();
    return t == null ? List.of() : t.getOperands();
  }
}
