package jopt.passes.graphplan;

import java.util.List;
import java.util.Map;
import jopt.ir.Operation;

/**
 * The memory plan of one function: every tensor's block and place, the blocks, what each bin
 * needs, where aliasing fell back to a copy, and the seed's deallocation sequence.
 */
record GraphPlan(List<Tensor> tensors, Map<Tensor, Placement> placements, List<Block> blocks,
    List<BinStats> bins, List<Fallback> fallbacks, List<RuleTally> rules, int weightViews,
    int endTick) {

  /** The noop seed's deallocation sequence over this plan (computed on demand). */
  List<LedgerEvent> deallocations() {
    return new DeallocationLedger(blocks, tensors, placements).run();
  }

  /** Where a tensor lives: at {@code offset} in its bin's arena, or at a caller's address. */
  record Placement(Block block, long location, boolean preallocated) {}

  /**
   * A memory block: tensors sharing memory. {@code start} is its arena offset, or the caller's
   * address when pre-allocated; it is live in ticks [begin, end].
   */
  record Block(int id, int bin, boolean preallocated, long start, long size, int begin,
      int end, List<Tensor> members) {}

  /**
   * One bin: its arena, the pre-allocated (caller's) bytes its tensors use, the bytes without
   * aliasing (every tensor its own memory: the seeds' "without aliasing" figure) and the arena
   * the same planner would need without aliasing, and the lower bound of the arena (the peak of
   * live bytes).
   */
  record BinStats(int bin, long arenaBytes, long preallocatedBytes, long unaliasedBytes,
      long unaliasedPlannedBytes, long lowerBound) {
    long totalBytes() {
      return arenaBytes + preallocatedBytes;
    }
  }

  /** An aliasing rule that did not apply: the tensor got memory of its own. */
  record Fallback(Operation op, String message) {}

  /**
   * What one rule (noop, transpose, slice, split, concat, gather) did: the results (concat: the
   * inputs) it placed on other tensors' memory, those that got memory of their own, and the
   * causes of the copies with how often each came.
   */
  record RuleTally(String rule, int aliased, int copied, Map<String, Integer> causes) {}

  /**
   * A step of the noop seed's deallocation: {@code action} is "free" (the last tensor of the
   * block: the block is freed), "transfer" (the owner went, ownership passed to the first
   * alias) or "drop-alias"; owner and aliases are the block's after the step (at most
   * {@link DeallocationLedger#LISTED} aliases listed, {@code aliasCount} of them in all).
   */
  record LedgerEvent(int tick, Tensor tensor, int block, String action, Tensor owner,
      List<Tensor> aliases, int aliasCount) {}
}
