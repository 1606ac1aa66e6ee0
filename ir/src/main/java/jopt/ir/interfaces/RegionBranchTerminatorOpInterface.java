package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/** A terminator of a region-branch op's region (scf.yield, scf.condition). */
public interface RegionBranchTerminatorOpInterface {
  /** The operands forwarded to {@code successor} (null region: the parent's results). */
  List<Value> getSuccessorOperands(Operation op, Region successor);
}
