package jopt.analysis;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * The value flow of scf's region ops, for dataflow analyses: which values (operands, yields)
 * flow into which (region arguments, results), position by position.
 */
public final class RegionFlow {
  private RegionFlow() {}

  /** Whether {@link #forEachEdge} knows {@code op}. */
  public static boolean handles(Operation op) {
    return switch (op.getName()) {
      case "scf.for", "scf.while", "scf.if", "scf.execute_region" -> true;
      default -> false;
    };
  }

  /** Calls {@code edge(from, to)} for each flow of {@code op}: from.get(i) flows to to.get(i). */
  public static void forEachEdge(Operation op,
      BiConsumer<List<? extends Value>, List<? extends Value>> edge) {
    switch (op.getName()) {
      case "scf.for" -> {
        Block body = op.getRegion(0).front();
        List<Value> inits = op.getOperands(3, op.getNumOperands());
        List<? extends Value> iter = body.getArguments().subList(1, body.getNumArguments());
        List<Value> yields = body.getTerminator().getOperands();
        edge.accept(inits, iter);
        edge.accept(yields, iter);
        edge.accept(inits, op.getResults());
        edge.accept(yields, op.getResults());
      }
      case "scf.while" -> {
        Block before = op.getRegion(0).front();
        Block after = op.getRegion(1).front();
        Operation cond = before.getTerminator();
        List<Value> forwarded = cond.getOperands().subList(1, cond.getNumOperands());
        edge.accept(op.getOperands(), before.getArguments());
        edge.accept(after.getTerminator().getOperands(), before.getArguments());
        edge.accept(forwarded, after.getArguments());
        edge.accept(forwarded, op.getResults());
      }
      case "scf.if", "scf.execute_region" -> {
        // Every block that leaves the region (scf.yield), not branches between its blocks.
        for (Region r : op.getRegions()) {
          for (Block b : r.getBlocks()) {
            Operation t = b.getTerminator();
            if (t != null && t.getName().equals("scf.yield")) {
              edge.accept(t.getOperands(), op.getResults());
            }
          }
        }
      }
      default -> { }
    }
  }
}
