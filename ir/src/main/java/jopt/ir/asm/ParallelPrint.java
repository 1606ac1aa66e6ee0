package jopt.ir.asm;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Parallel;
import jopt.ir.Region;
import jopt.ir.Traits;

/**
 * When a top-level op is printed in parallel: its body block holds many ops, the large ones
 * isolated from above (functions). Their regions are numbered and printed on the context's
 * threads, each independently of the others as MLIR's numbering makes them, and the texts
 * are joined in order; the output is the same as printing in one thread. A module of one large
 * function has the ops of the function's block printed in chunks instead: the block's own values
 * numbered beforehand, the regions of its ops (which MLIR numbers each from the counters the
 * block left) numbered by the chunk that prints them.
 */
final class ParallelPrint {
  /** The smallest op count (under the top-level op) printed in parallel. */
  static final int MIN_OPS = 20_000;
  /** The smallest op count of one function's block printed in chunks when the module has one. */
  static final int MIN_BLOCK_OPS = 5_000;
  /** Chunks per thread, so that threads finish together. */
  private static final int CHUNKS_PER_THREAD = 4;
  /** About how many characters an op prints, for sizing the chunks of a streamed print. */
  private static final int CHARS_PER_OP = 64;

  final Block block;
  private final int threads;
  /** Whether every op of {@link #block} with regions is detached, not only isolated ones. */
  private final boolean detachAllRegions;
  /** The ops of {@link #block} listed by {@link #opsBefore}, kept for the next pass, and its end. */
  private List<Operation> ops;
  private Operation opsEnd;

  private ParallelPrint(Block block, int threads, boolean detachAllRegions) {
    this.block = block;
    this.threads = threads;
    this.detachAllRegions = detachAllRegions;
  }

  /** The plan for printing {@code op}, or null when it is printed in one thread. */
  static ParallelPrint of(Operation op, PrintingFlags flags, int minOps) {
    if (op.getBlock() != null || flags.useLocalScope() || flags.shouldPrintUniqueSSAIDs()
        || !op.getContext().isMultithreadingEnabled() || op.getNumRegions() != 1) {
      return null;
    }
    Region r = op.getRegion(0);
    if (r.getBlocks().size() != 1) {
      return null;
    }
    Block body = r.getBlocks().get(0);
    int isolated = 0;
    for (Operation o = body.getFirstOp(); o != null; o = o.getNextNode()) {
      if (o.getNumRegions() != 0 && o.hasTrait(Traits.IsolatedFromAbove.class)) {
        isolated++;
      }
    }
    if (countOps(op, minOps) < minOps) {
      return null;
    }
    if (isolated >= 2) {
      return new ParallelPrint(body, op.getContext().getNumThreads(), false);
    }
    // One large op (a function) holds the module: the ops of its single block in chunks.
    Block largest = null;
    int largestOps = 0;
    for (Operation o = body.getFirstOp(); o != null; o = o.getNextNode()) {
      if (o.getNumRegions() == 1 && o.getRegion(0).getBlocks().size() == 1) {
        int n = o.getRegion(0).getBlocks().get(0).getNumOperations();
        if (n > largestOps) {
          largest = o.getRegion(0).getBlocks().get(0);
          largestOps = n;
        }
      }
    }
    return largestOps >= MIN_BLOCK_OPS
        ? new ParallelPrint(largest, op.getContext().getNumThreads(), true) : null;
  }

  /** Ops under {@code op}, counting up to {@code limit}. */
  private static int countOps(Operation op, int limit) {
    int[] n = {0};
    op.walk((Operation o) -> {
      n[0]++;
      return n[0] >= limit ? jopt.ir.Walk.Result.INTERRUPT : jopt.ir.Walk.Result.ADVANCE;
    });
    return n[0];
  }

  /**
   * The ops of {@link #block} before {@code end}, listed once for both passes of the printer
   * (aliases, then text): a walk of a large block costs a cache miss per op.
   */
  List<Operation> opsBefore(Operation end) {
    if (ops == null || opsEnd != end) {
      List<Operation> list = new ArrayList<>(block.getNumOperations());
      for (Operation o = block.getFirstOp(); o != end; o = o.getNextNode()) {
        list.add(o);
      }
      ops = list;
      opsEnd = end;
    }
    return ops;
  }

  /** Whether the numbering leaves {@code op}'s regions to a child numbering. */
  boolean detaches(Operation op) {
    return op.getBlock() == block && (detachAllRegions ? op.getNumRegions() != 0
        : op.hasTrait(Traits.IsolatedFromAbove.class));
  }

  /** How many chunks of a streamed print are printed or waiting at once (texts held). */
  int streamWindow() {
    return threads * CHUNKS_PER_THREAD;
  }

  /**
   * {@code ops} (consecutive, of the body) cut into chunks that print about {@code chars}
   * characters each, for a print streamed in order: small chunks keep the text in flight small
   * however large the module. An op weighs one plus the ops of its regions' blocks, one level
   * down: a deeper count would walk the module once more on this thread.
   */
  static List<List<Operation>> streamChunks(List<Operation> ops, int chars) {
    int chunkOps = Math.max(1, chars / CHARS_PER_OP);
    List<List<Operation>> chunks = new ArrayList<>();
    int from = 0;
    int weight = 0;
    for (int i = 0; i < ops.size(); i++) {
      Operation o = ops.get(i);
      weight += 1;
      for (int r = 0; r < o.getNumRegions(); r++) {
        for (Block b : o.getRegion(r).getBlocks()) {
          weight += b.getNumOperations();
        }
      }
      if (weight >= chunkOps || i == ops.size() - 1) {
        chunks.add(ops.subList(from, i + 1));
        from = i + 1;
        weight = 0;
      }
    }
    return chunks;
  }

  /** {@code ops} (consecutive, of the body) cut into chunks of about equal op counts. */
  List<List<Operation>> chunks(List<Operation> ops) {
    return Parallel.split(ops, threads * CHUNKS_PER_THREAD);
  }
}
