package jopt.ir.ods;

import jopt.ir.Region;

/**
 * One region of an op: its ODS name, whether it is variadic, and the number of blocks it
 * allows: {@code AnyRegion} (any), {@code SizedRegion<1>} (exactly one), {@code
 * MaxSizedRegion<1>} (at most one).
 */
public record RegionDef(String name, Blocks blocks, boolean variadic) {
  public enum Blocks {
    ANY(""),
    EXACTLY_ONE("region with 1 blocks"),
    AT_MOST_ONE("region with at most 1 blocks");

    final String summary;

    Blocks(String summary) {
      this.summary = summary;
    }

    boolean test(Region r) {
      int n = r.getBlocks().size();
      return switch (this) {
        case ANY -> true;
        case EXACTLY_ONE -> n == 1;
        case AT_MOST_ONE -> n <= 1;
      };
    }
  }
}
