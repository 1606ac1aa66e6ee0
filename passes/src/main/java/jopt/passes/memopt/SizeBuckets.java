package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import jopt.ir.Operation;
import jopt.ir.attr.IntegerAttr;
import jopt.passes.analysis.SizeBucket;

/**
 * Buckets of a dynamic size where the memory decisions differ ({@link VersionForSizesPass}): the
 * size's range is cut at the {@link #STARTS} (1, 2, 4, 8) and {@link #GENERAL_START} (16); the
 * decisions are taken at each start as a hint (the bucket [s, next start - 1] decided as if the
 * size were s) and, for the general bucket, at {@link TileChain#DYNAMIC_HINT} as without buckets.
 * Neighbouring starts whose decisions are equal share a bucket; the starts from the last one
 * whose decisions differ from the general ones on join the general bucket (a bucket below it
 * deciding as the general one takes the general version, hint {@link TileChain#DYNAMIC_HINT}). So one size range
 * gives at most {@code STARTS.length + 1} versions, the same for every size the program runs at.
 */
public final class SizeBuckets {
  private SizeBuckets() {}

  /** The sizes at which buckets may start, below {@link #GENERAL_START}. */
  public static final long[] STARTS = {1, 2, 4, 8};

  /** The least size of the general bucket (decided with sizes counted as {@link TileChain#DYNAMIC_HINT}). */
  public static final long GENERAL_START = 16;

  /** The attribute of a version: the dynamic size its decisions count (elements). */
  public static final String HINT_ATTR = "jopt.size_hint";

  /** No upper bound (as the version's {@link SizeBucket} attribute writes it). */
  public static final long UNBOUNDED = SizeBucket.UNBOUNDED;

  /**
   * Sizes {@code lo} to {@code hi} (inclusive; {@link #UNBOUNDED}: no bound), decided with
   * dynamic sizes counted as {@code hint}.
   */
  public record Bucket(long lo, long hi, long hint) {
    public boolean general() {
      return hi == UNBOUNDED;
    }

    @Override
    public String toString() {
      return "[" + lo + ", " + (general() ? "inf" : String.valueOf(hi)) + "] hint " + hint;
    }
  }

  /**
   * The buckets, ascending, the general one last: {@code decisions.get(i)} are the decisions at
   * {@code STARTS[i]}, {@code general} those at the general hint (compared with equals). One
   * bucket (the general one, from 1 on: no versions) when every start decides as the general.
   */
  public static List<Bucket> choose(List<?> decisions, Object general) {
    if (decisions.size() != STARTS.length) {
      throw new IllegalArgumentException("one decision per start");
    }
    int first = STARTS.length; // the first start of the general bucket
    while (first > 0 && Objects.equals(decisions.get(first - 1), general)) {
      first--;
    }
    List<Bucket> out = new ArrayList<>();
    for (int i = 0; i < first; i++) {
      long hi = (i + 1 < STARTS.length ? STARTS[i + 1] : GENERAL_START) - 1;
      Bucket last = out.isEmpty() ? null : out.get(out.size() - 1);
      // A start deciding as the general one below one that does not: the general version.
      long hint = Objects.equals(decisions.get(i), general) ? TileChain.DYNAMIC_HINT : STARTS[i];
      if (last != null && (last.hint() == hint || (hint != TileChain.DYNAMIC_HINT
          && last.hint() != TileChain.DYNAMIC_HINT
          && Objects.equals(decisions.get(i), decisions.get(indexOf(last.hint())))))) {
        out.set(out.size() - 1, new Bucket(last.lo(), hi, last.hint()));
      } else {
        out.add(new Bucket(STARTS[i], hi, hint));
      }
    }
    out.add(new Bucket(first < STARTS.length ? STARTS[first] : GENERAL_START, UNBOUNDED,
        TileChain.DYNAMIC_HINT));
    if (out.size() == 1) {
      out.set(0, new Bucket(STARTS[0], UNBOUNDED, TileChain.DYNAMIC_HINT));
    }
    return out;
  }

  private static int indexOf(long start) {
    for (int i = 0; i < STARTS.length; i++) {
      if (STARTS[i] == start) {
        return i;
      }
    }
    throw new IllegalArgumentException("not a start: " + start);
  }

  /**
   * What the dynamic sizes count in the decisions in {@code func}: its version's hint (for the
   * size its bucket bounds, where it bounds one of several), else the default.
   */
  static SizeHint hint(Operation func) {
    for (Operation op = func; op != null; op = op.getParentOp()) {
      if (op.getAttr(HINT_ATTR) instanceof IntegerAttr a) {
        SizeBucket bucket = SizeBucket.of(op);
        return bucket == null || bucket.everySize() ? SizeHint.uniform(a.getInt())
            : new SizeHint(a.getInt(), bucket.arg(), bucket.dim());
      }
    }
    return SizeHint.DEFAULT;
  }
}
