package jopt.dialects;

import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;

/** Test fixtures shared by the dialects' unit tests. */
public final class TestBlocks {
  private TestBlocks() {}

  /** A block holding values of the given types (arguments of an unregistered op's region). */
  public static Block args(MLIRContext ctx, Type... types) {
    OperationState st = new OperationState(Location.UNKNOWN, "test.container");
    Block b = st.addRegion().emplaceBlock();
    for (Type t : types) {
      b.addArgument(t, Location.UNKNOWN);
    }
    Operation.create(ctx, st);
    return b;
  }
}
