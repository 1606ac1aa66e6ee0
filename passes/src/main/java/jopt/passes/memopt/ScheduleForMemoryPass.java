package jopt.passes.memopt;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * {@code jopt-schedule-for-memory} (jopt's own, on tensors before One-Shot Bufferize): reorders
 * the ops of each block within their dependences so that fewer tensor bytes are live at once
 * ({@link ScheduleBlocks}, {@link MemorySchedule}): an exact search on blocks of at most
 * {@code exact-limit} ops, a greedy list schedule on larger ones; a block keeps its order unless
 * the estimate of the new one is strictly lower.
 */
public final class ScheduleForMemoryPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-schedule-for-memory",
      "Reorder the ops of each block within their dependences to lower the peak of live tensor bytes",
      null, ScheduleForMemoryPass::new);

  private final PassOption<Integer> exactLimit = option(PassOption.ofInt("exact-limit",
      "Blocks of at most this many ops are scheduled by exact search (dynamic programming over "
          + "the sets of ops run), larger ones greedily", 16));

  public ScheduleForMemoryPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    new ScheduleBlocks(Math.min(62, Math.max(0, exactLimit.getValue()))).run(getOperation());
  }
}
