package jopt.dialects.utils;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.ir.type.ShapedType;

/**
 * Reassociations of reshapes (MLIR's Dialect/Utils/ReshapeOpsUtils): each group lists the
 * consecutive dims of the higher-rank shape that make one dim of the lower-rank shape. What the
 * reshape canonicalizations of memref and tensor share.
 */
public final class Reassociations {
  private Reassociations() {}

  /**
   * MLIR's composeReassociationIndices: two reshapes of one kind as one, the groups of the
   * larger reassociation joined as the smaller one groups them; null when both have as many
   * groups or the smaller does not cover the larger.
   */
  public static List<long[]> compose(List<long[]> producer, List<long[]> consumer) {
    if (producer.size() == consumer.size()) {
      return null;
    }
    if (producer.size() < consumer.size()) {
      List<long[]> t = producer;
      producer = consumer;
      consumer = t;
    }
    List<long[]> composed = new ArrayList<>();
    if (consumer.isEmpty()) {
      return composed;
    }
    int consumerDims = 0;
    for (long[] g : consumer) {
      consumerDims += g.length;
    }
    if (producer.size() != consumerDims) {
      return null;
    }
    for (long[] g : consumer) {
      List<Long> joined = new ArrayList<>();
      for (long i : g) {
        for (long d : producer.get((int) i)) {
          joined.add(d);
        }
      }
      composed.add(joined.stream().mapToLong(Long::longValue).toArray());
    }
    return composed;
  }

  /**
   * The groups of a collapse(expand(x)) or expand(collapse(x)) as one reshape of x (MLIR's
   * ComposeCollapseOfExpandOp): each lower-rank group of dims of the middle shape is covered by
   * consecutive higher-rank groups, whose positions make the composed group; null when a
   * higher-rank group straddles two lower-rank ones.
   */
  public static List<long[]> coverGroups(List<long[]> higherRank, List<long[]> lowerRank) {
    List<long[]> composed = new ArrayList<>();
    int next = 0;
    for (long[] lower : lowerRank) {
      long last = lower[lower.length - 1];
      List<Long> group = new ArrayList<>();
      while (next < higherRank.size()) {
        long[] higher = higherRank.get(next);
        long rightmost = higher[higher.length - 1];
        if (rightmost > last) {
          return null;
        }
        group.add((long) next++);
        if (rightmost == last) {
          break;
        }
      }
      composed.add(group.stream().mapToLong(Long::longValue).toArray());
    }
    return composed;
  }

  /**
   * The groups collapsing {@code src} into {@code result} through the middle shape of a
   * collapse then expand (MLIR's ComposeExpandOfCollapseOp::findCollapsingReassociation): each
   * group pair of the two reshapes is matched dim for dim or collapsed on its own; null when
   * one does not collapse or is ambiguous.
   */
  public static List<long[]> findCollapsing(List<long[]> srcGroups, List<long[]> resultGroups,
      long[] src, long[] result) {
    if (srcGroups.isEmpty()) {
      return forCollapse(src, result);
    }
    List<long[]> composed = new ArrayList<>();
    for (int g = 0; g < Math.min(srcGroups.size(), resultGroups.size()); g++) {
      long[] srcIndices = srcGroups.get(g);
      long[] resultIndices = resultGroups.get(g);
      int srcStart = (int) srcIndices[0];
      int resultStart = (int) resultIndices[0];
      long[] srcSub = Arrays.copyOfRange(src, srcStart, srcStart + srcIndices.length);
      long[] resultSub = Arrays.copyOfRange(result, resultStart, resultStart + resultIndices.length);
      if (ShapedType.countDynamic(srcSub) >= 2 && ShapedType.countDynamic(resultSub) >= 2) {
        return null;
      }
      if (srcSub.length == resultSub.length) {
        if (!Arrays.equals(srcSub, resultSub)) {
          return null;
        }
        for (int i = 0; i < srcSub.length; i++) {
          composed.add(new long[] {srcStart + i});
        }
        continue;
      }
      List<long[]> sub = forCollapse(srcSub, resultSub);
      if (sub == null) {
        return null;
      }
      for (long[] group : sub) {
        long[] shifted = group.clone();
        for (int i = 0; i < shifted.length; i++) {
          shifted[i] += srcStart;
        }
        composed.add(shifted);
      }
    }
    return composed;
  }


  /**
   * MLIR's getReassociationIndicesForCollapse: the groups collapsing {@code source} into the
   * lower-rank {@code target}, found scanning left to right and right to left; null when either
   * scan fails or the two disagree on anything but unit dims.
   */
  public static List<long[]> forCollapse(long[] source, long[] target) {
    if (source.length <= target.length) {
      return null;
    }
    if (target.length == 0) {
      long[] all = new long[source.length];
      for (int i = 0; i < source.length; i++) {
        if (source[i] != 1 && source[i] != ShapedType.DYNAMIC) {
          return null;
        }
        all[i] = i;
      }
      return List.<long[]>of(all);
    }
    int[][] forward = rangesForCollapse(source, target);
    int[][] reverse = reversedRangesForCollapse(source, target);
    if (forward == null || reverse == null) {
      return null;
    }
    List<long[]> groups = new ArrayList<>();
    for (int t = 0; t < target.length; t++) {
      int[] a = forward[t];
      int[] b = reverse[t];
      boolean overlap = a[0] <= b[1] && b[0] <= a[1];
      if (!overlap) {
        return null;
      }
      // Unit dims may join either neighbour: the only ambiguity allowed.
      for (int i = Math.min(a[0], b[0]); i <= Math.max(a[1], b[1]); i++) {
        boolean inA = i >= a[0] && i <= a[1];
        boolean inB = i >= b[0] && i <= b[1];
        if (inA != inB && source[i] != 1) {
          return null;
        }
      }
      long[] group = new long[a[1] - a[0] + 1];
      for (int i = 0; i < group.length; i++) {
        group[i] = a[0] + i;
      }
      groups.add(group);
    }
    return groups;
  }

  private static int[][] reversedRangesForCollapse(long[] source, long[] target) {
    long[] rs = reversed(source);
    long[] rt = reversed(target);
    int[][] ranges = rangesForCollapse(rs, rt);
    if (ranges == null) {
      return null;
    }
    int n = source.length;
    int[][] out = new int[ranges.length][];
    for (int i = 0; i < ranges.length; i++) {
      int[] r = ranges[ranges.length - 1 - i];
      out[i] = new int[] {n - 1 - r[1], n - 1 - r[0]};
    }
    return out;
  }

  private static long[] reversed(long[] a) {
    long[] r = new long[a.length];
    for (int i = 0; i < a.length; i++) {
      r[i] = a[a.length - 1 - i];
    }
    return r;
  }

  /**
   * One left-to-right scan (MLIR's findReassociationRangesForCollapse): for each target dim the
   * inclusive source range {left, right}; the last target dim matches greedily; source dims
   * skipped to find a static match join the preceding dynamic target dim.
   */
  private static int[][] rangesForCollapse(long[] source, long[] target) {
    int[][] ranges = new int[target.length][];
    int sourceIdx = 0;
    Long prevTarget = null;
    for (int t = 0; t < target.length; t++) {
      boolean greedy = t == target.length - 1;
      int[] range = target[t] == ShapedType.DYNAMIC
          ? rangeForDynamic(source, sourceIdx, greedy)
          : rangeForSize(source, sourceIdx, target[t], greedy);
      if (range == null || range[0] < 0 || range[0] > range[1] || range[1] >= source.length) {
        return null;
      }
      if (range[0] > sourceIdx) {
        if (prevTarget == null || prevTarget != ShapedType.DYNAMIC) {
          return null;
        }
        ranges[t - 1][1] = range[0] - 1;
      }
      prevTarget = target[t];
      sourceIdx = range[1] + 1;
      ranges[t] = range;
    }
    if (ranges[target.length - 1][1] < source.length - 1) {
      return null;
    }
    return ranges;
  }

  /** The first source range from {@code start} holding a dynamic dim (all after it if greedy). */
  private static int[] rangeForDynamic(long[] source, int start, boolean greedy) {
    if (start >= source.length) {
      return null;
    }
    int[] result = {start, start};
    boolean found = false;
    for (int right = start; right < source.length; right++) {
      if (found && !greedy) {
        break;
      }
      if (source[right] == ShapedType.DYNAMIC) {
        found = true;
      }
      result = new int[] {start, right};
    }
    return found ? result : null;
  }

  /**
   * The first range of static source dims from {@code start} whose product is {@code size}
   * (with the unit dims after it if greedy); a dynamic dim restarts the search after it.
   */
  private static int[] rangeForSize(long[] source, int start, long size, boolean greedy) {
    if (start >= source.length) {
      return null;
    }
    int left = start;
    int right = start;
    int[] result = {left, right};
    long product = 1;
    boolean reached = false;
    while (left >= 0 && right < source.length && left <= right) {
      long d = source[right];
      if (reached && !greedy) {
        break;
      }
      if (d == ShapedType.DYNAMIC) {
        if (reached) {
          break;
        }
        product = 1;
        left = right + 1;
        right = left;
        result = new int[] {left, right};
        continue;
      }
      product *= d;
      if (product > size && reached) {
        break;
      }
      while (product > size && left < right) {
        product /= source[left];
        left++;
      }
      result = new int[] {left, right};
      if (product == size) {
        reached = true;
      }
      right++;
    }
    return reached ? result : null;
  }

  /**
   * MLIR's reshapeLikeShapesAreCompatible: each collapsed dim is dynamic where its group of
   * expanded dims holds a dynamic one, else the product of the group.
   */
  public static boolean shapesAreCompatible(long[] collapsed, long[] expanded, List<long[]> groups) {
    int start = 0;
    for (int i = 0; i < groups.size(); i++) {
      boolean dynamic = false;
      long product = 1;
      for (int k = 0; k < groups.get(i).length; k++) {
        long d = expanded[start + k];
        if (d == jopt.ir.type.ShapedType.DYNAMIC) {
          dynamic = true;
        } else {
          product *= d;
        }
      }
      if (dynamic ? collapsed[i] != jopt.ir.type.ShapedType.DYNAMIC : collapsed[i] != product) {
        return false;
      }
      start += groups.get(i).length;
    }
    return true;
  }
}
