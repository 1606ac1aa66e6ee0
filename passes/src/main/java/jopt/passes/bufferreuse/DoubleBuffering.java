package jopt.passes.bufferreuse;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;

/**
 * Double buffering (MLIR-HLO's doubleBuffer) of sequential loops (scf.for, scf.while), innermost
 * first: in each loop region, the i-th static alloc of a type is paired with the i-th dealloc of
 * that type in the region. The alloc moves before the loop and enters as a new iteration
 * argument; the deallocated buffer is yielded to the next iteration instead, and freed after the
 * loop from the new result. In a while loop the other region forwards the new value. With
 * {@code keepPeak}, only where both buffers live through the region without a larger peak.
 */
final class DoubleBuffering {
  private DoubleBuffering() {}

  static boolean run(Block block, boolean keepPeak) {
    boolean changed = false;
    for (Operation op = block.getFirstOp(); op != null; op = op.getNextNode()) {
      for (Region r : op.getRegions()) {
        if (!r.isEmpty()) {
          changed |= run(r.front(), keepPeak);
        }
      }
      if (Ops.isSequentialLoop(op)) {
        Operation n = doubleBuffer(op, keepPeak);
        if (n != op) {
          op = n;
          changed = true;
        }
      }
    }
    return changed;
  }

  private static Operation doubleBuffer(Operation loop, boolean keepPeak) {
    List<Operation> deallocsToFix = new ArrayList<>();
    for (int i = 0; i < loop.getNumRegions(); i++) {
      Region region = loop.getRegion(i);
      if (region.isEmpty()) {
        continue;
      }
      Map<Type, List<Operation>> allocs = new LinkedHashMap<>();
      Map<Type, List<Operation>> deallocs = new LinkedHashMap<>();
      for (Operation op : region.front().getOpList()) {
        if (Ops.isStaticAlloc(op)) {
          allocs.computeIfAbsent(op.getResult(0).getType(), t -> new ArrayList<>()).add(op);
        } else if (Ops.isDealloc(op)) {
          deallocs.computeIfAbsent(op.getOperand(0).getType(), t -> new ArrayList<>()).add(op);
        }
      }
      for (Map.Entry<Type, List<Operation>> e : allocs.entrySet()) {
        List<Operation> ds = deallocs.getOrDefault(e.getKey(), List.of());
        for (int k = 0; k < Math.min(e.getValue().size(), ds.size()); k++) {
          Operation alloc = e.getValue().get(k);
          Operation dealloc = ds.get(k);
          if (keepPeak && !PeakModel.admitsDoubleBuffering(region, alloc, dealloc)) {
            continue;
          }
          swapThroughLoop(loop, region, alloc, dealloc);
          deallocsToFix.add(dealloc);
          if (loop.getNumRegions() == 2) {
            // A while loop (two regions): the other region forwards the buffer.
            Region other = loop.getRegion(1 - i);
            Value arg = other.front().addArgument(e.getKey(), loop.getLoc());
            Operation t = other.front().getTerminator();
            t.insertOperands(t.getNumOperands(), List.of(arg));
          }
        }
      }
    }
    if (deallocsToFix.isEmpty()) {
      return loop;
    }
    Operation n = jopt.passes.hlodeallocation.OpRebuilder.withForwardedResults(loop);
    List<Value> results = new ArrayList<>(n.getResults());
    List<Value> added = results.subList(results.size() - deallocsToFix.size(), results.size());
    for (int k = 0; k < deallocsToFix.size(); k++) {
      deallocsToFix.get(k).setOperand(0, added.get(k));
    }
    return n;
  }

  private static void swapThroughLoop(Operation loop, Region region, Operation alloc,
      Operation dealloc) {
    Block body = region.front();
    Value arg = body.addArgument(alloc.getResult(0).getType(), alloc.getLoc());
    alloc.getResult(0).replaceAllUsesWith(arg);
    alloc.moveBefore(loop);
    loop.insertOperands(loop.getNumOperands(), List.of(alloc.getResult(0)));
    Operation t = body.getTerminator();
    t.insertOperands(t.getNumOperands(), List.of(dealloc.getOperand(0)));
    dealloc.moveAfter(loop);
  }
}
