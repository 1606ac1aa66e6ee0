package jopt.passes.mergealloc;

import jopt.passes.analysis.BufferViewFlowAnalysis;
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
public final class TickCollector implements TraceCollector {

  private final AliasCollector aliases;

  /** With the shared buffer view flow ({@link BufferViewFlowAnalysis}) as the alias analysis. */
  public TickCollector() {
    this(func -> new BufferViewFlowAnalysis(func)::allocationsOf);
  }

  public TickCollector(AliasCollector aliases) {
    this.aliases = aliases;
  }

  @Override
  public List<LifetimeTrace> collect(Operation func, MergeAllocOptions options) {
    Map<Operation, Long> tick = new HashMap<>();
    Map<Operation, Long> endTick = new HashMap<>();
    AliasCollector.Aliases flow = aliases.analyze(func);
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
      if (op.getNumRegions() > 0 && op != func && !isControlFlow(op)
          && touchesMemRefsInside(op)) {
        throw new MergeAllocException(op, "merge-alloc cannot analyze '" + op.getName()
            + "': an op with regions that is neither a region branch nor a loop uses memrefs "
            + "inside");
      }
      boolean escapes = escapes(op);
      for (Value v : op.getOperands()) {
        for (Operation alloc : flow.allocsOf(v)) {
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
            if (isControlFlow(p)) {
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
      if (rejected.contains(alloc) || !isMergeable(alloc, options)) {
        continue;
      }
      Block scope = scopeOf(alloc, scopes);
      MemRefType t = (MemRefType) alloc.getResult(0).getType();
      String key = System.identityHashCode(scope) + "/" + Objects.toString(t.getMemorySpace());
      long id = nextId++;
      ids.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(id, alloc);
      intervals.computeIfAbsent(key, k -> new ArrayList<>()).add(new MemoryTrace.Interval(id,
          e.getValue()[0], e.getValue()[1], byteSize(t)));
      traces.putIfAbsent(key, null);
    }
    List<LifetimeTrace> out = new ArrayList<>();
    for (String key : traces.keySet()) {
      Map<Long, Operation> byId = ids.get(key);
      Operation first = byId.values().iterator().next();
      out.add(new LifetimeTrace(scopeOf(first, scopes),
          ((MemRefType) first.getResult(0).getType()).getMemorySpace(), intervals.get(key), byId));
    }
    return out;
  }

  private static void touch(long[] iv, long t) {
    iv[0] = Math.min(iv[0], t);
    iv[1] = Math.max(iv[1], t);
  }

  /**
   * Ops whose regions are control flow the lifetimes follow: region branches, loops, and the
   * terminators with regions of those (scf.reduce, scf.forall.in_parallel).
   */
  public static boolean isControlFlow(Operation op) {
    return op.getInterface(RegionBranchOpInterface.class) != null
        || op.getInterface(LoopLikeOpInterface.class) != null
        || op.hasTrait(Traits.IsTerminator.class);
  }

  /**
   * Whether the memref operands of {@code op} escape the function's control: returned from it,
   * passed to a call, carried to the next iteration of a sequential loop, freed or reallocated
   * (a Free effect), turned into a pointer or a descriptor, or handed to the ownership ops of
   * the deallocation dialect.
   */
  public static boolean escapes(Operation op) {
    Operation parent = op.getParentOp();
    if (parent != null && op.hasTrait(Traits.IsTerminator.class)) {
      if (parent.getInterface(CallableOpInterface.class) != null) {
        return true; // a return
      }
      if (parent.getInterface(LoopLikeOpInterface.class) != null
          && !parent.hasTrait(Traits.ParallelIterations.class)) {
        return true; // yielded to the next iteration (scf.yield of scf.for, scf.condition)
      }
    }
    if (op.getInterface(CallOpInterface.class) != null
        || ExtractAlignedPointerAsIndexOp.SPEC.isa(op) || ExtractStridedMetadataOp.SPEC.isa(op)
        || "deallocation".equals(op.getDialectNamespace())) {
      return true;
    }
    return MemoryEffects.hasEffect(op, MemoryEffects.Kind.FREE, null);
  }

  static boolean touchesMemRefsInside(Operation op) {
    boolean[] found = {false};
    for (jopt.ir.Region r : op.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation o : b.getOpList()) {
          o.walk(n -> {
            for (Value v : n.getOperands()) {
              found[0] |= BufferViewFlowAnalysis.isMemRef(v);
            }
          });
        }
      }
    }
    return found[0];
  }

  public static boolean isMergeable(Operation alloc, MergeAllocOptions options) {
    if (alloc.getNumOperands() != 0
        || !(alloc.getResult(0).getType() instanceof MemRefType t)
        || !t.hasIdentityLayout() || byteSize(t) < 0) {
      return false;
    }
    if (alloc.getAttr("alignment") instanceof IntegerAttr a
        && (a.getValue() <= 0 || options.alignment() % a.getValue() != 0)) {
      return false;
    }
    return true;
  }

  /**
   * Bytes of a static memref, or -1 when its element size is unknown or the size does not fit
   * in 63 bits (such a buffer is not merged: it could not be placed in any arena).
   */
  public static long byteSize(MemRefType t) {
    long bits = elementBits(t.getElementType());
    if (bits <= 0) {
      return -1;
    }
    try {
      long n = 1;
      for (long d : t.getShape()) {
        n = Math.multiplyExact(n, d);
      }
      return Math.multiplyExact(n, (bits + 7) / 8);
    } catch (ArithmeticException tooLarge) {
      return -1;
    }
  }

  public static long elementBits(jopt.ir.Type e) {
    if (e instanceof jopt.ir.type.IndexType) {
      return 64;
    }
    if (e instanceof jopt.ir.type.IntegerType it) {
      int w = it.width();
      return w <= 8 ? 8 : w <= 16 ? 16 : w <= 32 ? 32 : w <= 64 ? 64 : -1;
    }
    if (e instanceof jopt.ir.type.FloatType ft) {
      return ft.getWidth() <= 16 ? 16 : ft.getWidth() <= 32 ? 32 : ft.getWidth() <= 64 ? 64 : -1;
    }
    return -1;
  }

  /** The block of the nearest enclosing automatic allocation scope other than scf.for (or affine.for). */
  public static Block scopeOf(Operation alloc) {
    return scopeOf(alloc, new HashMap<>());
  }

  /** Stands in {@link #scopeOf}'s memo for a block with no enclosing scope. */
  private static final Block NO_SCOPE = new Block();

  /**
   * {@link #scopeOf(Operation)}, each block's answer kept in {@code memo}: the allocations of a
   * nest n deep find their scopes in O(n) in all, not O(n) each (merge-alloc on 10,000 nested
   * scf.if climbed 5 * 10^7 times).
   */
  public static Block scopeOf(Operation alloc, Map<Block, Block> memo) {
    List<Block> path = new ArrayList<>();
    Block found = NO_SCOPE;
    for (Block b = alloc.getBlock(); b != null; ) {
      Block known = memo.get(b);
      if (known != null) {
        found = known;
        break;
      }
      path.add(b);
      Operation p = b.getParentOp();
      if (p == null) {
        break;
      }
      if (p.hasTrait(Traits.AutomaticAllocationScope.class) && !ForOp.SPEC.isa(p)
          && !jopt.dialects.affine.AffineForOp.SPEC.isa(p)) {
        found = b;
        break;
      }
      b = p.getBlock();
    }
    for (Block b : path) {
      memo.put(b, found);
    }
    return found == NO_SCOPE ? alloc.getBlock() : found;
  }
}
