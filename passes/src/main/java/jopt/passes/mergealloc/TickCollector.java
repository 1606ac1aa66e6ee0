package jopt.passes.mergealloc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.ExtractAlignedPointerAsIndexOp;
import jopt.dialects.memref.ExtractStridedMetadataOp;
import jopt.dialects.scf.ForOp;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.type.MemRefType;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.mergealloc.facts.Allocations;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.MergeAllocException;
import jopt.passes.planner.MemoryTrace;

/**
 * The default trace collector (the seed's tick-based one): ticks by a pre-order walk; each
 * mergeable allocation lives from its alloc to the last op that touches it or an alias; an
 * access inside a loop or branch op that does not contain the allocation extends the lifetime
 * over that whole op, at every enclosing level. Mergeable: memref.alloc of a static shape with
 * the identity layout, alignment dividing the merged buffer's, never returned, yielded from a
 * loop, passed to a call, freed, reallocated or turned into a pointer. Allocation scopes: the
 * blocks of ops with an automatic allocation scope, except scf.for.
 */
public final class TickCollector {
  /**
   * The traces of {@code func}'s scopes, for a merged buffer aligned to {@code alignment}; the
   * aliases of a value are those of the shared {@link BufferViewFlowAnalysis}.
   */
  public List<LifetimeTrace> collect(Operation func, long alignment) {
    Map<Operation, Long> tick = new HashMap<>();
    Map<Operation, Long> endTick = new HashMap<>();
    BufferViewFlowAnalysis flow = new BufferViewFlowAnalysis(func);
    long[] counter = {0};
    func.walkPreOrder(op -> tick.put(op, counter[0]++));
    func.walk(op -> {
      long end = tick.get(op);
      for (jopt.ir.Region r : op.getRegions()) {
        for (Block b : r.getBlocks()) {
          for (Operation o : b.getOpList()) {
            end = Math.max(end, endTick.get(o));
          }
        }
      }
      endTick.put(op, end);
    });
    Map<Operation, long[]> life = new LinkedHashMap<>();
    java.util.Set<Operation> rejected = new java.util.HashSet<>();
    func.walkPreOrder(op -> {
      if (AllocOp.SPEC.isa(op)) {
        life.put(op, new long[] {tick.get(op), tick.get(op)});
      }
    });
    func.walkPreOrder(op -> {
      if (op.getNumRegions() > 0 && op != func && !Allocations.isControlFlow(op)
          && Allocations.touchesMemRefsInside(op)) {
        throw new MergeAllocException(op, "merge-alloc cannot analyze '" + op.getName()
            + "': an op with regions that is neither a region branch nor a loop uses memrefs "
            + "inside");
      }
      boolean escapes = Allocations.escapes(op);
      for (Value v : op.getOperands()) {
        for (Operation alloc : flow.allocationsOf(v)) {
          long[] iv = life.get(alloc);
          if (iv == null) {
            continue;
          }
          if (escapes) {
            rejected.add(alloc);
          }
          touch(iv, tick.get(op));
          // The enclosing ops up to the first that also encloses the allocation (then so do
          // all above it), found by ticks: a pre-order subtree is [tick, endTick].
          long allocTick = tick.get(alloc);
          for (Operation p = op.getParentOp(); p != null && p != func; p = p.getParentOp()) {
            long start = tick.get(p);
            long end = endTick.get(p);
            if (start <= allocTick && allocTick <= end) {
              break;
            }
            if (Allocations.isControlFlow(p)) {
              touch(iv, start);
              touch(iv, end);
            }
          }
        }
      }
    });
    Map<String, LifetimeTrace> traces = new LinkedHashMap<>();
    Map<String, Map<Long, Operation>> ids = new HashMap<>();
    Map<String, List<MemoryTrace.Interval>> intervals = new HashMap<>();
    long nextId = 0;
    Map<Block, Block> scopes = new HashMap<>();
    for (Map.Entry<Operation, long[]> e : life.entrySet()) {
      Operation alloc = e.getKey();
      if (rejected.contains(alloc) || !Allocations.isMergeable(alloc, alignment)) {
        continue;
      }
      Block scope = Allocations.scopeOf(alloc, scopes);
      MemRefType t = (MemRefType) alloc.getResult(0).getType();
      String key = System.identityHashCode(scope) + "/" + Objects.toString(t.getMemorySpace());
      long id = nextId++;
      ids.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(id, alloc);
      intervals.computeIfAbsent(key, k -> new ArrayList<>()).add(new MemoryTrace.Interval(id,
          e.getValue()[0], e.getValue()[1], Allocations.byteSize(t)));
      traces.putIfAbsent(key, null);
    }
    List<LifetimeTrace> out = new ArrayList<>();
    for (String key : traces.keySet()) {
      Map<Long, Operation> byId = ids.get(key);
      Operation first = byId.values().iterator().next();
      out.add(new LifetimeTrace(Allocations.scopeOf(first, scopes),
          ((MemRefType) first.getResult(0).getType()).getMemorySpace(), intervals.get(key), byId));
    }
    return out;
  }

  private static void touch(long[] iv, long t) {
    iv[0] = Math.min(iv[0], t);
    iv[1] = Math.max(iv[1], t);
  }
}
