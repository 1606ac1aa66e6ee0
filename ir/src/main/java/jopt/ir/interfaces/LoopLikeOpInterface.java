package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/** A loop: its body region, induction variables and loop-carried values. */
public interface LoopLikeOpInterface {
  List<Region> getLoopRegions(Operation op);

  List<Value> getInductionVars(Operation op);

  /** The values passed into the first iteration (empty when the loop carries none). */
  List<Value> getInits(Operation op);

  /** The block arguments that receive the loop-carried values. */
  List<Value> getRegionIterArgs(Operation op);

  /** The values yielded to the next iteration. */
  List<Value> getYieldedValues(Operation op);
}
