package jopt.ir.interfaces;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * A region-branch op whose one region runs once: entered from the parent with no operands, and
 * left to the parent with the op's results (scf.execute_region, memref.alloca_scope,
 * shape.assuming).
 */
public interface RegionRunsOnce extends RegionBranchOpInterface {
  @Override
  default List<Successor> getSuccessorRegions(Operation op, Region from) {
    if (from == null) {
      return List.of(new Successor(op.getRegion(0), List.of()));
    }
    return List.of(new Successor(null, new ArrayList<>(op.getResults())));
  }

  @Override
  default List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
    return List.of();
  }
}
