package jopt.parser;

import static com.google.common.truth.Truth.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ByteScanTest {
  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  @Test
  void asciiAtEveryPositionOfAWord() {
    for (int len = 0; len < 40; len++) {
      byte[] b = new byte[len];
      java.util.Arrays.fill(b, (byte) 'a');
      assertThat(ByteScan.isAscii(b)).isTrue();
      for (int i = 0; i < len; i++) {
        b[i] = (byte) 0xC3;
        assertThat(ByteScan.isAscii(b)).isFalse();
        b[i] = 'a';
      }
    }
  }

  @Test
  void indexOfFindsTheFirstOccurrenceAsALoopDoes() {
    Random r = new Random(7);
    for (int round = 0; round < 2000; round++) {
      byte[] b = new byte[r.nextInt(50)];
      for (int i = 0; i < b.length; i++) {
        // Few distinct values, high bytes among them, so that matches and borrows are common.
        b[i] = (byte) new int[] {'\n', '\n' + 1, '\n' - 1, 0x8a, 0, 'x'}[r.nextInt(6)];
      }
      int from = b.length == 0 ? 0 : r.nextInt(b.length);
      int to = from + r.nextInt(b.length - from + 1);
      int expected = to;
      for (int i = from; i < to; i++) {
        if (b[i] == '\n') {
          expected = i;
          break;
        }
      }
      assertThat(ByteScan.indexOf(b, (byte) '\n', from, to)).isEqualTo(expected);
      int expectedHigh = to;
      for (int i = from; i < to; i++) {
        if (b[i] == (byte) 0x8a) {
          expectedHigh = i;
          break;
        }
      }
      assertThat(ByteScan.indexOf(b, (byte) 0x8a, from, to)).isEqualTo(expectedHigh);
    }
  }

  /** The scans of large ranges go eight bytes at a time: the same answers as a loop. */
  @Test
  void largeRangesScanAsALoopDoes() {
    Random r = new Random(11);
    for (int round = 0; round < 40; round++) {
      byte[] b = new byte[(1 << 14) + r.nextInt(64)];
      java.util.Arrays.fill(b, (byte) 'x');
      int from = r.nextInt(32);
      int to = b.length - r.nextInt(32);
      int at = from + r.nextInt(to - from);
      b[at] = '\n';
      if (round % 2 == 0) {
        b[at] = (byte) 0x8a;
      }
      assertThat(ByteScan.isAscii(b)).isEqualTo(round % 2 != 0);
      assertThat(ByteScan.indexOf(b, b[at], from, to)).isEqualTo(at);
      assertThat(ByteScan.indexOf(b, (byte) 'y', from, to)).isEqualTo(to);
    }
  }

  @Test
  void containsLooksInsideTheRangeOnly() {
    byte[] b = bytes("func.func @f() {\n} {-#\n  dialect_resources: {}\n#-}\n");
    assertThat(ByteScan.contains(b, "{-#", 0, b.length)).isTrue();
    int at = new String(b, StandardCharsets.ISO_8859_1).indexOf("{-#");
    assertThat(ByteScan.contains(b, "{-#", 0, at + 2)).isFalse();
    assertThat(ByteScan.contains(b, "{-#", at + 1, b.length)).isFalse();
    assertThat(ByteScan.contains(bytes("{-{-#"), "{-#", 0, 5)).isTrue();
    assertThat(ByteScan.contains(bytes("{-"), "{-#", 0, 2)).isFalse();
  }
}
