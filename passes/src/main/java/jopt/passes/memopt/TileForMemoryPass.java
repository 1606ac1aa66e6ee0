package jopt.passes.memopt;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * {@code jopt-tile-for-memory} (jopt's own, on tensors): a chain of structured ops (and pads)
 * whose intermediates are read only within it is computed tile by tile in an {@code scf.for} over
 * a parallel loop, or the outermost reduction loop, of its last op that every op of the chain is
 * sliced by, so that only a tile of each intermediate is live ({@link TileForMemory},
 * {@link TileChain}): an attention's scores and a transformer MLP's hidden activation by rows of
 * tokens, a convolution's output by blocks of channels into a pooling, an inverted residual's
 * expanded activation by channels into its projection. Options: {@code tiles} (default 8), the number of tiles aimed at
 * (the tile size is the least divisor of the loop's extent giving at most that many);
 * {@code tile-size} (default 0: from {@code tiles}), a fixed tile size, used where it divides
 * the extent; {@code min-bytes} (default 4096), the least bytes of intermediates a chain must
 * hold to be tiled. Dynamic sizes count as 64 elements when chains are compared, or as the
 * function's {@code jopt.size_hint} (a version for a bucket of sizes, {@link VersionForSizesPass}). Results are bit-equal (a reduction tiled only as its outermost loop).
 */
public final class TileForMemoryPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-tile-for-memory",
      "Compute a chain of structured ops tile by tile along a shared loop so that only a "
          + "tile of each intermediate is live",
      null, TileForMemoryPass::new);

  private static final int DEFAULT_TILES = 8;
  private static final long DEFAULT_MIN_BYTES = 4096;

  private final PassOption<Integer> tiles = option(PassOption.ofInt("tiles",
      "The number of tiles aimed at (the tile size is the least divisor of the extent giving at most that many)",
      DEFAULT_TILES));
  private final PassOption<Long> tileSize = option(PassOption.ofLong("tile-size",
      "A fixed tile size, used where it divides the tiled loop's extent (0: from tiles)", 0));
  private final PassOption<Long> minBytes = option(PassOption.ofLong("min-bytes",
      "The least bytes of intermediates a chain must hold to be tiled", DEFAULT_MIN_BYTES));

  public TileForMemoryPass() {
    super(INFO);
  }

  /** The tiling of the pass's default options, dynamic sizes counted as {@code hint}. */
  static TileForMemory withDefaults(SizeHint hint) {
    return new TileForMemory(DEFAULT_TILES, 0, DEFAULT_MIN_BYTES, hint);
  }

  @Override
  protected void runOnOperation() {
    new TileForMemory(Math.max(1, tiles.getValue()), tileSize.getValue(), minBytes.getValue(),
        SizeBuckets.hint(getOperation())).run(getOperation());
  }
}
