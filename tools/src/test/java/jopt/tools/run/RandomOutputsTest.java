package jopt.tools.run;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.interpreter.io.Npy;
import org.junit.jupiter.api.Test;

/** The backend tests drawn by numpy's generator are checked by their node's distribution, not vacuously. */
class RandomOutputsTest {
  private static Npy.Array f(double... v) {
    List<Number> l = new ArrayList<>();
    for (double x : v) {
      l.add(x);
    }
    return new Npy.Array("<f4", new long[] {v.length}, l);
  }

  @Test
  void testsAreChosenByName() {
    assertThat(RandomOutputs.of("test_bernoulli_seed_expanded")).isEqualTo(RandomOutputs.Kind.BERNOULLI);
    assertThat(RandomOutputs.of("test_training_dropout_mask")).isEqualTo(RandomOutputs.Kind.DROPOUT);
    assertThat(RandomOutputs.of("test_training_dropout_zero_ratio")).isNull();
    assertThat(RandomOutputs.of("test_add")).isNull();
  }

  @Test
  void bernoulliTakesZerosAndOnesInTheirProportion() {
    Npy.Array p = f(0.5, 0.5, 0.5, 0.5, 0, 1);
    Npy.Array want = f(1, 0, 1, 0, 0, 1);
    assertThat(RandomOutputs.check(RandomOutputs.Kind.BERNOULLI, List.of(p), List.of(f(0, 1, 1, 0, 0, 1)), List.of(want)))
        .isNull();
    assertThat(RandomOutputs.check(RandomOutputs.Kind.BERNOULLI, List.of(p), List.of(f(0.5, 1, 1, 0, 0, 1)),
        List.of(want))).contains("not 0 or 1");
    assertThat(RandomOutputs.check(RandomOutputs.Kind.BERNOULLI, List.of(p), List.of(f(0, 1, 1, 0, 1, 1)),
        List.of(want))).contains("where p = 0");
    double[] low = new double[100];
    double[] ones = new double[100];
    java.util.Arrays.fill(low, 0.01);
    java.util.Arrays.fill(ones, 1);
    assertThat(RandomOutputs.check(RandomOutputs.Kind.BERNOULLI, List.of(f(low)), List.of(f(ones)), List.of(f(ones))))
        .contains("ones where");
  }

  @Test
  void dropoutKeepsScaledOrDropsInItsProportion() {
    Npy.Array x = f(1, 2, 3, 4);
    Npy.Array r = f(0.5);
    List<Npy.Array> in = List.of(x, r, f(1));
    assertThat(RandomOutputs.check(RandomOutputs.Kind.DROPOUT, in, List.of(f(2, 0, 6, 0)), List.of(f(0, 4, 0, 8))))
        .isNull();
    assertThat(RandomOutputs.check(RandomOutputs.Kind.DROPOUT, in, List.of(f(1, 0, 6, 0)), List.of(f(0, 4, 0, 8))))
        .contains("neither 0 nor");
    assertThat(RandomOutputs.check(RandomOutputs.Kind.DROPOUT, in, List.of(f(2, 0, 6, 0), f(1, 1, 1, 0)),
        List.of(f(0, 4, 0, 8), f(0, 1, 0, 1)))).contains("mask element 1");
    assertThat(RandomOutputs.check(RandomOutputs.Kind.DROPOUT, in, List.of(f(2, 4)), List.of(f(0, 4, 0, 8))))
        .contains("shape");
  }
}
