package jopt.interpreter.runtime;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Writer tags as runs against a tag per byte: random writes, then every query agrees. */
class WriterTagsTest {
  @Test
  void agreesWithATagPerByte() {
    SplittableRandom r = new SplittableRandom(7);
    for (int round = 0; round < 200; round++) {
      int size = 1 + r.nextInt(200);
      int[] bytes = new int[size];
      WriterTags tags = new WriterTags();
      for (int op = 0; op < 60; op++) {
        int pos = r.nextInt(size);
        int n = 1 + r.nextInt(Math.min(size - pos, r.nextBoolean() ? 4 : size));
        int t = r.nextInt(4); // few tags, so that runs merge; 0 unwrites
        tags.set(pos, n, t);
        java.util.Arrays.fill(bytes, pos, pos + n, t);
        for (int i = 0; i < size; i++) {
          assertThat(tags.tagAt(i)).isEqualTo(bytes[i]);
        }
        int qp = r.nextInt(size);
        int qn = 1 + r.nextInt(size - qp);
        for (int t2 = 1; t2 < 4; t2++) {
          boolean all = true;
          for (int i = qp; i < qp + qn; i++) {
            all &= bytes[i] == t2;
          }
          assertThat(tags.all(qp, qn, t2)).isEqualTo(all);
        }
        List<int[]> runs = new ArrayList<>();
        tags.forEachRun(qp, qn, (from, to, tag) -> runs.add(new int[] {from, to, tag}));
        int at = qp;
        for (int[] run : runs) {
          assertThat(run[0]).isEqualTo(at);
          assertThat(run[1]).isGreaterThan(run[0]);
          for (int i = run[0]; i < run[1]; i++) {
            assertThat(bytes[i]).isEqualTo(run[2]);
          }
          at = run[1];
        }
        assertThat(at).isEqualTo(qp + qn);
      }
    }
  }

  @Test
  void aBufferWrittenInOrderIsOneRun() {
    WriterTags tags = new WriterTags();
    for (int i = 0; i < 1000; i++) {
      tags.set(i * 4, 4, 3);
    }
    int[] runs = {0};
    tags.forEachRun(0, 4000, (from, to, tag) -> {
      runs[0]++;
      return true;
    });
    assertThat(runs[0]).isEqualTo(1);
    assertThat(tags.all(0, 4000, 3)).isTrue();
  }
}
