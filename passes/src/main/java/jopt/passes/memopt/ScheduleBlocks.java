package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;

/**
 * Reorders the ops of each block (terminator excepted) in the order of least peak of live tensor
 * bytes that {@link MemorySchedule} finds, within their dependences: an op runs after the ops
 * defining the values it (or an op nested in it) reads; ops that touch memory keep their order
 * when one of them writes (an op writing, freeing or allocating other than its own results
 * counts as a writer); an op of unknown effects keeps its order with every op that has effects.
 * Effect-free ops move freely. A tensor value's bytes come from its static shape (0 when
 * dynamic, for a constant and for a {@code tensor.empty}, which holds no data until an op
 * writes into it); values defined outside the block are not counted.
 */
final class ScheduleBlocks {
  /** What an op does to memory, its nested ops included. */
  private enum Effects {
    NONE, READ, WRITE, UNKNOWN
  }

  private final int exactLimit;
  private int blocksReordered;
  private long bytesSaved;

  ScheduleBlocks(int exactLimit) {
    this.exactLimit = exactLimit;
  }

  int blocksReordered() {
    return blocksReordered;
  }

  long bytesSaved() {
    return bytesSaved;
  }

  /** Schedules every block nested in {@code root}, innermost first. */
  void run(Operation root) {
    List<Block> blocks = new ArrayList<>();
    root.walk(op -> {
      for (Region r : op.getRegions()) {
        for (Block b : r.getBlocks()) {
          blocks.add(b);
        }
      }
    });
    for (Block b : blocks) {
      schedule(b);
    }
  }

  void schedule(Block block) {
    Operation terminator = block.getTerminator();
    if (terminator == null) {
      return;
    }
    List<Operation> ops = new ArrayList<>();
    for (Operation op : block.getOperations()) {
      if (op != terminator) {
        ops.add(op);
      }
    }
    if (ops.size() < 2) {
      return;
    }
    Map<Operation, Integer> index = new HashMap<>();
    for (int i = 0; i < ops.size(); i++) {
      index.put(ops.get(i), i);
    }
    List<List<Integer>> preds = new ArrayList<>();
    Effects[] effects = new Effects[ops.size()];
    for (int i = 0; i < ops.size(); i++) {
      preds.add(new ArrayList<>());
      effects[i] = effects(ops.get(i));
    }
    // Buffers: a structured op's result written into an init that only it reads, made in this
    // block, is that init's buffer (bufferization writes in place), live until the last user of
    // either; any other tensor result is a buffer of its own.
    List<Long> bytes = new ArrayList<>();
    List<Integer> defs = new ArrayList<>();
    List<List<Integer>> users = new ArrayList<>();
    List<Boolean> escapes = new ArrayList<>();
    Map<Value, Integer> bufferOf = new HashMap<>();
    for (int i = 0; i < ops.size(); i++) {
      Operation op = ops.get(i);
      long size = size(op);
      LinalgOp linalg = LinalgOp.of(op);
      for (int k = 0; k < op.getNumResults(); k++) {
        Value result = op.getResult(k);
        Value init = linalg != null && k < linalg.dpsInits().size() ? linalg.dpsInits().get(k) : null;
        Integer b = init != null && init.hasOneUse() ? bufferOf.get(init) : null;
        if (b == null || bytes.get(b) == 0) {
          b = bytes.size();
          bytes.add(size == 0 ? 0 : Math.max(0, FusionMemory.bytes(result)));
          defs.add(i);
          users.add(new ArrayList<>());
          escapes.add(false);
        }
        bufferOf.put(result, b);
        for (OpOperand use : result.getUses()) {
          Operation user = Operation.findAncestorOpInBlock(block, use.getOwner());
          Integer u = user == null ? null : index.get(user);
          if (u == null) {
            escapes.set(b, true);
          } else {
            users.get(b).add(u);
            preds.get(u).add(i);
          }
        }
      }
      for (int j = 0; j < i; j++) {
        if (conflict(effects[j], effects[i])) {
          preds.get(i).add(j);
        }
      }
    }
    MemorySchedule schedule = new MemorySchedule(
        preds.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new),
        bytes.stream().mapToLong(Long::longValue).toArray(), defs.stream().mapToInt(Integer::intValue).toArray(),
        users.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new),
        toArray(escapes));
    MemorySchedule.Result result = schedule.schedule(exactLimit);
    if (!result.reordered() || result.peak() >= result.inputPeak()) {
      return;
    }
    for (int i : result.order()) {
      ops.get(i).moveBefore(terminator);
    }
    blocksReordered++;
    bytesSaved += result.inputPeak() - result.peak();
  }

  private static boolean[] toArray(List<Boolean> list) {
    boolean[] a = new boolean[list.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = list.get(i);
    }
    return a;
  }

  /** Whether two ops that touch memory in these ways must keep their order. */
  private static boolean conflict(Effects a, Effects b) {
    if (a == Effects.NONE || b == Effects.NONE) {
      return false;
    }
    return a != Effects.READ || b != Effects.READ;
  }

  /** 0 for an op whose results hold no data of their own (tensor.empty, constants), else 1. */
  private static long size(Operation op) {
    return EmptyOp.SPEC.isa(op) || op.hasTrait(Traits.ConstantLike.class) ? 0 : 1;
  }

  /** The memory effects of {@code op} and the ops nested in it. */
  private static Effects effects(Operation op) {
    if (!op.isRegistered()) {
      return Effects.UNKNOWN;
    }
    Effects own;
    MemoryEffects me = op.getInterface(MemoryEffects.class);
    if (op.hasTrait(Traits.Pure.class) && op.getNumRegions() == 0) {
      return Effects.NONE;
    }
    if (me != null) {
      own = Effects.NONE;
      for (MemoryEffects.Effect e : me.getEffects(op)) {
        boolean ownAlloc = e.kind() == MemoryEffects.Kind.ALLOCATE && e.value() != null
            && e.value().getDefiningOp() == op;
        if (ownAlloc) {
          continue;
        }
        own = max(own, e.kind() == MemoryEffects.Kind.READ ? Effects.READ : Effects.WRITE);
      }
    } else if (op.hasTrait(Traits.Pure.class) || op.hasTrait(Traits.HasRecursiveMemoryEffects.class)) {
      own = Effects.NONE;
    } else {
      return Effects.UNKNOWN;
    }
    if (op.hasTrait(Traits.HasRecursiveMemoryEffects.class) || op.hasTrait(Traits.Pure.class)) {
      for (Region r : op.getRegions()) {
        for (Block b : r.getBlocks()) {
          for (Operation nested : b.getOperations()) {
            own = max(own, effects(nested));
          }
        }
      }
    } else if (op.getNumRegions() > 0 && me == null) {
      return Effects.UNKNOWN;
    }
    return own;
  }

  private static Effects max(Effects a, Effects b) {
    return a.ordinal() >= b.ordinal() ? a : b;
  }
}
