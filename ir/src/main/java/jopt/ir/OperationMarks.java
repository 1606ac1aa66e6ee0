package jopt.ir;

/**
 * A set of operations kept in the operations themselves: adding and testing touch only the op,
 * with no hash table to miss the cache on, which matters for analyses over 10^6 ops.
 *
 * <p>An op holds the mark of one set at a time: a set marking an op drops it from the set that
 * marked it before. So a set suits one analysis over ops nobody else marks meanwhile (the ops of
 * the region a pass runs on), not long-lived or nested sets over the same ops. Marks are epochs
 * from the context; after 2^32 sets an epoch repeats, and an op unmarked since then would read
 * as marked, so a set's user must treat a false "contained" as harmless (as liveness does: an
 * op wrongly kept alive stays in the IR).
 */
public final class OperationMarks {
  private final int epoch;

  public OperationMarks(MLIRContext ctx) {
    this.epoch = ctx.nextMarkEpoch();
  }

  /** Marks {@code op}; false if it was marked already. */
  public boolean add(Operation op) {
    if (op.markEpoch == epoch) {
      return false;
    }
    op.markEpoch = epoch;
    return true;
  }

  public boolean contains(Operation op) {
    return op.markEpoch == epoch;
  }
}
