package jopt.passes.mergealloc.precise;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jopt.passes.mergealloc.precise.SizePoly.SizeMax;
import org.junit.jupiter.api.Test;

/** The sizes as polynomials and the symbolic placement of buffers of dynamic size. */
class SymbolicPlanTest {
  private static SizePoly c(long v) {
    return SizePoly.constant(v);
  }

  private static SizePoly a(int id, long coefficient) {
    return SizePoly.atom(id).times(c(coefficient));
  }

  private static SymbolicPlan.Placed at(SizePoly offset, SizePoly bytes) {
    return new SymbolicPlan.Placed(SizeMax.of(offset), SizeMax.of(offset.plus(bytes)));
  }

  @Test
  void ordersCoefficientByCoefficient() {
    SizePoly u = a(0, 64);
    assertThat(u.atMost(u.plus(c(4)))).isTrue();
    assertThat(c(4).plus(u).atMost(u.times(c(2)))).isFalse(); // not where the size is 0
    assertThat(c(4).plus(u).atMostForNonEmpty(u.times(c(2)))).isTrue();
    assertThat(a(0, 1).atMost(a(1, 1))).isFalse();
    assertThat(a(0, 1).times(a(1, 1)).atMostForNonEmpty(a(0, 1))).isFalse();
  }

  @Test
  void ordersAgainstALargestCaseByCaseOfZeroAtoms() {
    // SqueezeNet's hole: a squeeze output 93312n above a static buffer (at 64) and below an
    // expand output at max(64, 193600n): at n = 0 both are 64, at n >= 1 193600n is above.
    SizeMax end = SizeMax.of(c(64).plus(a(0, 93312)));
    SizeMax offset = SizeMax.of(List.of(c(64), a(0, 193600)));
    assertThat(end.atMost(offset)).isFalse();
    assertThat(end.atMostForEveryBinding(offset)).isTrue();
    // Not where a term is above at some binding: 64 + 200000n > 193600n from n = 1 on.
    assertThat(SizeMax.of(c(64).plus(a(0, 200000))).atMostForEveryBinding(offset)).isFalse();
    // Nor 65 at n = 0.
    assertThat(SizeMax.of(c(65).plus(a(0, 4))).atMostForEveryBinding(offset)).isFalse();
    // Two atoms: n + m <= max(2n, 2m) does not hold (n = 1, m = 2 gives 3 <= 4, but n = 2,
    // m = 3 gives 5 <= 6; n = m holds; it holds everywhere, but not term by term).
    assertThat(SizeMax.of(a(0, 1).plus(a(1, 1))).atMostForEveryBinding(
        SizeMax.of(List.of(a(0, 2), a(1, 2))))).isFalse();
  }

  /** Atom 1 a tile count max(ceildiv(atom 0, 8), 1): never 0, at most max(atom 0, 1). */
  private static final SizeMax.Bounds TILE_COUNT = new SizeMax.Bounds() {
    @Override
    public boolean neverZero(int atom) {
      return atom == 1;
    }

    @Override
    public int upper(int atom) {
      return atom == 1 ? 0 : -1;
    }

    @Override
    public boolean upperOrOne(int atom) {
      return true;
    }
  };

  @Test
  void aTileGoesIntoAHoleOfTheBatchsBuffers() {
    // SqueezeNet's third Fire module: a pooling tile of 46656 t bytes live with a squeeze output
    // (93312 n at 64) and an expand output (1548800 n at max(64, 193600 n)). Where n is 0 the
    // tile (t = 1) is not empty but the expand output is; where n >= 1, t <= n.
    SymbolicPlan.Placed squeeze = new SymbolicPlan.Placed(SizeMax.of(c(64)),
        SizeMax.of(c(64).plus(a(0, 93312))), a(0, 93312));
    SizeMax expandAt = SizeMax.of(List.of(c(64), a(0, 193600)));
    SymbolicPlan.Placed expand = new SymbolicPlan.Placed(expandAt, expandAt.plus(a(0, 1548800)),
        a(0, 1548800));
    SizeMax at = SymbolicPlan.place(a(1, 46656), 64, List.of(squeeze, expand), TILE_COUNT);
    assertThat(at).isEqualTo(SizeMax.of(c(64).plus(a(0, 93312))));
    // Without the bounds: on top of the expand output.
    assertThat(SymbolicPlan.place(a(1, 46656), 64, List.of(squeeze, expand)))
        .isNotEqualTo(SizeMax.of(c(64).plus(a(0, 93312))));
    // At every binding with t = max(ceil(n / 8), 1) the tile meets neither.
    for (long b = 0; b < 40; b++) {
      long t = Math.max((b + 7) / 8, 1);
      long[] binding = {b, t};
      long lo = at.valueAt(binding);
      long hi = lo + 46656 * t;
      for (SymbolicPlan.Placed p : List.of(squeeze, expand)) {
        long plo = p.offset().valueAt(binding);
        long phi = p.end().valueAt(binding);
        assertThat(phi == plo || hi <= plo || phi <= lo).isTrue();
      }
    }
  }

  /** Whatever it says holds does, at every binding of small values (0 among them). */
  @Test
  void atMostForEveryBindingIsSound() {
    Random random = new Random(11);
    for (int trial = 0; trial < 2000; trial++) {
      SizeMax x = SizeMax.of(randomPolys(random));
      SizeMax y = SizeMax.of(randomPolys(random));
      if (!x.atMostForEveryBinding(y)) {
        continue;
      }
      for (long n = 0; n < 6; n++) {
        for (long m = 0; m < 6; m++) {
          long[] binding = {n, m};
          assertThat(x.valueAt(binding)).isAtMost(y.valueAt(binding));
        }
      }
    }
  }

  private static List<SizePoly> randomPolys(Random random) {
    List<SizePoly> out = new ArrayList<>();
    for (int i = 0, k = 1 + random.nextInt(2); i < k; i++) {
      SizePoly p = c(random.nextInt(3) * 64L);
      for (int atom = 0; atom < 2; atom++) {
        if (random.nextBoolean()) {
          p = p.plus(a(atom, random.nextInt(4) * 32L));
        }
      }
      out.add(p);
    }
    return out;
  }

  @Test
  void alignsOnlyWhereEveryBindingIs() {
    assertThat(a(0, 64).plus(c(3)).alignUp(4)).isEqualTo(a(0, 64).plus(c(4)));
    assertThat(a(0, 6).alignUp(4)).isNull();
    assertThat(a(0, 6).alignUp(2)).isEqualTo(a(0, 6));
  }

  @Test
  void keepsTheTermsNoneOfWhichIsBelowAnother() {
    SizeMax m = SizeMax.of(List.of(c(4), a(0, 4), a(0, 4).plus(c(4)), a(1, 2)));
    assertThat(m.terms()).containsExactly(a(0, 4).plus(c(4)), a(1, 2));
    assertThat(SizeMax.of(List.of(c(0))).terms()).containsExactly(SizePoly.ZERO);
  }

  @Test
  void aBufferGoesIntoTheHoleOfOneOfItsSize() {
    SizePoly u = a(0, 4);
    // Live with one at [u, 2u) only (the one at [0, u) died): the bottom.
    assertThat(SymbolicPlan.place(u, 4, List.of(at(u, u)))).isEqualTo(SizeMax.ZERO);
    // Live with one at [0, u): on it.
    assertThat(SymbolicPlan.place(u, 4, List.of(at(SizePoly.ZERO, u))))
        .isEqualTo(SizeMax.of(u));
  }

  @Test
  void sizesThatAreNotOrderedStack() {
    // 4m live with 4n at 0: not below it for every binding, so on top.
    assertThat(SymbolicPlan.place(a(1, 4), 4, List.of(at(SizePoly.ZERO, a(0, 4)))))
        .isEqualTo(SizeMax.of(a(0, 4)));
    // Live with 16 static bytes at 0 and 4n at 16: on top of both.
    assertThat(SymbolicPlan.place(a(1, 4), 4,
        List.of(at(SizePoly.ZERO, c(16)), at(c(16), a(0, 4)))))
        .isEqualTo(SizeMax.of(a(0, 4).plus(c(16))));
    // Live with 4 static bytes at 0 and u at 0..: the largest of their ends.
    SizeMax top = SymbolicPlan.place(a(0, 64), 4,
        List.of(at(SizePoly.ZERO, c(4)), at(c(0), a(1, 64))));
    assertThat(top.terms()).containsExactly(c(4), a(1, 64));
  }

  /**
   * Random buffers, sizes and conflicts: at random bindings (zeros among them), buffers live
   * together never share a byte and each offset is aligned.
   */
  @Test
  void placesNeverMeetAtAnyBinding() {
    Random random = new Random(7);
    for (int round = 0; round < 300; round++) {
      int n = 2 + random.nextInt(10);
      List<SizePoly> bytes = new ArrayList<>();
      List<Long> aligns = new ArrayList<>();
      List<SymbolicPlan.Placed> placed = new ArrayList<>();
      boolean[][] conflict = new boolean[n][n];
      for (int i = 0; i < n; i++) {
        long align = 1L << random.nextInt(4);
        SizePoly size = random.nextInt(3) == 0 ? c(align * (1 + random.nextInt(8)))
            : a(random.nextInt(3), align * (1 + random.nextInt(4)));
        if (random.nextInt(5) == 0) {
          size = size.times(SizePoly.atom(random.nextInt(3)));
        }
        List<SymbolicPlan.Placed> live = new ArrayList<>();
        for (int j = 0; j < i; j++) {
          conflict[i][j] = conflict[j][i] = random.nextBoolean();
          if (conflict[i][j]) {
            live.add(placed.get(j));
          }
        }
        SizeMax offset = SymbolicPlan.place(size, align, live);
        if (offset == null) {
          offset = SizeMax.of(c((i + 1L) << 32)); // not placed: out of the way of the rest
        }
        bytes.add(size);
        aligns.add(align);
        placed.add(new SymbolicPlan.Placed(offset, offset.plus(size)));
      }
      for (int b = 0; b < 20; b++) {
        long[] binding = {random.nextInt(6), random.nextInt(20), random.nextInt(3)};
        for (int i = 0; i < n; i++) {
          long oi = placed.get(i).offset().valueAt(binding);
          assertThat(oi % aligns.get(i)).isEqualTo(0);
          for (int j = 0; j < i; j++) {
            if (!conflict[i][j]) {
              continue;
            }
            long ei = oi + bytes.get(i).valueAt(binding);
            long oj = placed.get(j).offset().valueAt(binding);
            long ej = oj + bytes.get(j).valueAt(binding);
            boolean empty = ei == oi || ej == oj;
            assertThat(empty || ei <= oj || ej <= oi ? "" : i + " " + placed.get(i) + " " + bytes.get(i) + " vs " + j + " " + placed.get(j) + " " + bytes.get(j) + " at " + java.util.Arrays.toString(binding)).isEmpty();
          }
        }
      }
    }
  }
}
