package jopt.dialects.utils;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.ir.type.ShapedType;
import org.junit.jupiter.api.Test;

class ReassociationsTest {
  private static final long Q = ShapedType.DYNAMIC;

  private static String groups(List<long[]> g) {
    if (g == null) {
      return "none";
    }
    StringBuilder sb = new StringBuilder();
    for (long[] group : g) {
      sb.append(java.util.Arrays.toString(group));
    }
    return sb.toString();
  }

  @Test
  void staticCollapses() {
    assertThat(groups(Reassociations.forCollapse(new long[] {1, 4, 8, 1}, new long[] {4, 8})))
        .isEqualTo("[0, 1][2, 3]");
    assertThat(groups(Reassociations.forCollapse(new long[] {2, 3, 4, 5}, new long[] {6, 20})))
        .isEqualTo("[0, 1][2, 3]");
    assertThat(groups(Reassociations.forCollapse(new long[] {2, 3, 4}, new long[] {3, 8}))).isEqualTo("none");
    assertThat(groups(Reassociations.forCollapse(new long[] {1, 1}, new long[] {}))).isEqualTo("[0, 1]");
    assertThat(groups(Reassociations.forCollapse(new long[] {1, 2}, new long[] {}))).isEqualTo("none");
  }

  @Test
  void dynamicCollapses() {
    // A static dim skipped to match the next target joins the preceding dynamic one.
    assertThat(groups(Reassociations.forCollapse(new long[] {Q, 2, 3, 5}, new long[] {Q, 15})))
        .isEqualTo("[0, 1][2, 3]");
    // Ambiguous: the two scans disagree on dims that are not unit.
    assertThat(groups(Reassociations.forCollapse(new long[] {Q, Q, Q}, new long[] {Q, Q}))).isEqualTo("none");
    assertThat(groups(Reassociations.forCollapse(new long[] {Q, 2, Q}, new long[] {Q, Q}))).isEqualTo("none");
    // Found left to right only: without backtracking the right-to-left scan fails.
    assertThat(groups(Reassociations.forCollapse(new long[] {2, 2, Q}, new long[] {2, Q}))).isEqualTo("none");
  }

  @Test
  void composesGroupsOfGroups() {
    List<long[]> producer = List.of(new long[] {0, 1}, new long[] {2}, new long[] {3});
    List<long[]> consumer = List.of(new long[] {0, 1, 2});
    assertThat(groups(Reassociations.compose(producer, consumer))).isEqualTo("[0, 1, 2, 3]");
    assertThat(groups(Reassociations.compose(consumer, consumer))).isEqualTo("none");
  }

  @Test
  void coversLowerRankGroupsByHigherRankOnes() {
    List<long[]> expand = List.of(new long[] {0}, new long[] {1}, new long[] {2, 3});
    List<long[]> collapse = List.of(new long[] {0, 1}, new long[] {2, 3});
    assertThat(groups(Reassociations.coverGroups(expand, collapse))).isEqualTo("[0, 1][2]");
    List<long[]> straddling = List.of(new long[] {0, 1}, new long[] {2});
    assertThat(groups(Reassociations.coverGroups(straddling, List.of(new long[] {0}, new long[] {1, 2}))))
        .isEqualTo("none");
  }
}
