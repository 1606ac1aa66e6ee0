package jopt.ir;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;

/**
 * The checks MLIR's traits and interfaces make once an op's regions are verified
 * (verifyRegionTrait): values passed along every region control-flow edge match the inputs of
 * the successor (RegionBranchOpInterface), and symbols of a symbol table are unique.
 */
final class RegionInvariants {
  private RegionInvariants() {}

  static boolean verify(Operation op) {
    OpDefinition def = op.getDef();
    if (def == null) {
      return true;
    }
    int traits = def.traitBits(); // bits, not an interface check each (TraitBits)
    if ((traits & TraitBits.REGION_BRANCH) != 0 && !verifyRegionBranch(op, (RegionBranchOpInterface) def)) {
      return false;
    }
    return (traits & TraitBits.SYMBOL_TABLE) == 0 || verifySymbolTable(op);
  }

  /** MLIR's verifyTypesAlongControlFlowEdges: from the parent, then from every region's terminators. */
  private static boolean verifyRegionBranch(Operation op, RegionBranchOpInterface rb) {
    // Indexed loops: C1 has no escape analysis, an iterator would be garbage per verified op.
    List<RegionBranchOpInterface.Successor> entry = rb.getSuccessorRegions(op, null);
    for (int i = 0; i < entry.size(); i++) {
      RegionBranchOpInterface.Successor s = entry.get(i);
      if (!verifyEdge(op, null, op.getLoc(), rb.getEntrySuccessorOperands(op, s.region()), s)) {
        return false;
      }
    }
    for (int ri = 0; ri < op.getNumRegions(); ri++) {
      Region r = op.getRegion(ri);
      List<Block> blocks = r.getBlocks();
      for (int bi = 0; bi < blocks.size(); bi++) {
        Operation t = blocks.get(bi).getLastOp();
        if (t == null || !(t.getDef() instanceof RegionBranchTerminatorOpInterface term)) {
          continue;
        }
        List<RegionBranchOpInterface.Successor> next = rb.getSuccessorRegions(op, r);
        for (int i = 0; i < next.size(); i++) {
          RegionBranchOpInterface.Successor s = next.get(i);
          if (!verifyEdge(op, t.getName(), t.getLoc(), term.getSuccessorOperands(t, s.region()), s)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** {@code from}: the name of the terminator the edge leaves, null for the parent op. */
  private static boolean verifyEdge(Operation op, String from, Location pointLoc, List<Value> operands,
      RegionBranchOpInterface.Successor s) {
    List<Value> inputs = s.inputs();
    if (operands.size() != inputs.size()) {
      op.emitOpError(edge(op, from, s) + "region branch point has " + operands.size()
          + " operands, but region successor needs " + inputs.size() + " inputs")
          .attachNote(pointLoc, "region branch point");
      return false;
    }
    for (int i = 0; i < inputs.size(); i++) {
      Type from0 = operands.get(i).getType();
      Type to = inputs.get(i).getType();
      if (!from0.equals(to)) {
        op.emitOpError(edge(op, from, s) + "successor operand type #" + i + " '" + AttrTypePrinter.print(from0)
            + "' should match successor input type #" + i + " '" + AttrTypePrinter.print(to) + "'")
            .attachNote(pointLoc, "region branch point");
        return false;
      }
    }
    return true;
  }

  /** The start of an edge's messages, made only when one is reported. */
  private static String edge(Operation op, String from, RegionBranchOpInterface.Successor s) {
    return "along control flow edge from " + (from == null ? "parent" : "Operation " + from) + " to "
        + (s.isParent() ? "parent" : "Region #" + regionIndex(op, s.region())) + ": ";
  }

  private static int regionIndex(Operation op, Region r) {
    return op.getRegions().indexOf(r);
  }

  /** MLIR's SymbolTable trait: no two ops directly in the table's region define one name. */
  private static boolean verifySymbolTable(Operation op) {
    for (Region r : op.getRegions()) {
      Map<String, Operation> seen = new HashMap<>();
      for (Block b : r.getBlocks()) {
        for (Operation o = b.getFirstOp(); o != null; o = o.getNextNode()) {
          if (o.getAttr("sym_name") instanceof StringAttr name) {
            Operation prev = seen.putIfAbsent(name.value(), o);
            if (prev != null) {
              o.emitError("redefinition of symbol named '" + name.value() + "'")
                  .attachNote(prev.getLoc(), "see existing symbol definition here");
              return false;
            }
          }
        }
      }
    }
    return true;
  }
}
