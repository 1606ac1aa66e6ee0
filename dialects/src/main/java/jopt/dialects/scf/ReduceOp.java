package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;

/** {@code scf.reduce(%a, %b : t1, t2) {region}, {region}}: terminator of scf.parallel, one region per operand. */
public final class ReduceOp extends OpDefinition
    implements Traits.IsTerminator, Traits.HasParent, RegionBranchTerminatorOpInterface {
  public ReduceOp() {
    super("scf.reduce");
  }

  @Override
  public List<String> parentNames() {
    return List.of("scf.parallel");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    if (parser.parseOptionalLParen()) {
      var loc = parser.getCurrentLocation();
      var ops = parser.parseOperandList(Delimiter.NONE);
      List<Type> types = parser.parseColonTypeList();
      parser.parseRParen();
      result.addOperands(parser.resolveOperands(ops, types, loc));
    }
    Region r = new Region();
    if (parser.parseOptionalRegion(r, List.of())) {
      result.addRegion(r);
      while (parser.parseOptionalComma()) {
        parser.parseRegion(result.addRegion(), List.of());
      }
    }
    parser.parseOptionalAttrDict(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    if (op.getNumOperands() > 0) {
      p.print('(').printOperands(op.getOperands()).print(" : ").printTypes(op.getOperandTypes()).print(')');
    }
    p.print(' ');
    for (int i = 0; i < op.getNumRegions(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printRegion(op.getRegion(i));
    }
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
  }

  @Override
  public boolean verify(Operation op) {
    return OpUtils.verifyParent(op, parentNames());
  }

  @Override
  public boolean verifyRegions(Operation op) {
    for (int i = 0; i < op.getNumRegions() && i < op.getNumOperands(); i++) {
      Type type = op.getOperand(i).getType();
      Block block = OpUtils.body(op, i);
      if (block == null || block.isEmpty()) {
        op.emitOpError(i + "-th reduction has an empty body");
        return false;
      }
      boolean ok = block.getNumArguments() == 2;
      for (Value a : block.getArguments()) {
        ok &= a.getType().equals(type);
      }
      if (!ok) {
        op.emitOpError("expected two block arguments with type " + OpUtils.quoted(type) + " in the " + i
            + "-th reduction region");
        return false;
      }
      if (OpUtils.terminator(block, "scf.reduce.return") == null) {
        op.emitOpError("reduction bodies must be terminated with an 'scf.reduce.return' op");
        return false;
      }
    }
    return true;
  }

  @Override
  public List<Value> getSuccessorOperands(Operation op, Region successor) {
    return new ArrayList<>();
  }
}
