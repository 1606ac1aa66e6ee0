package jopt.support;

import static com.google.common.truth.Truth.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Text read as UTF-8 keeps every byte: decode then encode gives the input back. */
class Utf8Test {
  private static byte[] bytes(int... values) {
    byte[] b = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      b[i] = (byte) values[i];
    }
    return b;
  }

  @Test
  void validTextDecodesAsTheJdkDoes() {
    String text = "ascii é ☃ \uD83D\uDE00 end";
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    assertThat(Utf8.decode(utf8)).isEqualTo(text);
    assertThat(Utf8.encode(text)).isEqualTo(utf8);
  }

  @Test
  void invalidBytesAreEscapedAndComeBack() {
    byte[] in = bytes(0xFF, 0xFE, 0xC3, '(');
    String s = Utf8.decode(in);
    assertThat(s).isEqualTo("\uDCFF\uDCFE\uDCC3(");
    assertThat(Utf8.encode(s)).isEqualTo(in);
  }

  @Test
  void overlongSurrogateAndOutOfRangeFormsAreNotDecoded() {
    // overlong '/', an encoded surrogate, U+110000, a cut 3-byte sequence
    byte[][] invalid = {
      bytes(0xC0, 0xAF), bytes(0xE0, 0x80, 0xAF), bytes(0xED, 0xA0, 0x80),
      bytes(0xF4, 0x90, 0x80, 0x80), bytes(0xE2, 0x98),
    };
    for (byte[] b : invalid) {
      String s = Utf8.decode(b);
      assertThat(s.length()).isEqualTo(b.length);
      for (int i = 0; i < s.length(); i++) {
        assertThat(Utf8.isEscapedByte(s.charAt(i))).isTrue();
      }
      assertThat(Utf8.encode(s)).isEqualTo(b);
    }
  }

  @Test
  void anyBytesRoundTrip() {
    Random r = new Random(45);
    for (int k = 0; k < 2_000; k++) {
      byte[] b = new byte[r.nextInt(24)];
      r.nextBytes(b);
      String s = Utf8.decode(b);
      assertThat(Utf8.encode(s)).isEqualTo(b);
      assertThat(Utf8.byteLength(s, 0, s.length())).isEqualTo(b.length);
      assertThat(new String(Utf8.encode(s), Utf8.CHARSET)).isEqualTo(s);
    }
  }

  @Test
  void columnsCountBytes() {
    String line = "é\uDCFFx\uD83D\uDE00y";
    assertThat(Utf8.byteLength(line, 0, 1)).isEqualTo(2);
    assertThat(Utf8.byteLength(line, 0, 3)).isEqualTo(4);
    assertThat(Utf8.byteLength(line, 0, 5)).isEqualTo(8);
    assertThat(Utf8.indexOfByte(line, 0, 4)).isEqualTo(3);
    assertThat(Utf8.indexOfByte(line, 0, 8)).isEqualTo(5);
    assertThat(Utf8.indexOfByte(line, 0, 9)).isEqualTo(6);
    assertThat(Utf8.indexOfByte(line, 0, 10)).isEqualTo(-1);
    assertThat(Utf8.indexOfByte("ab\ncd", 0, 3)).isEqualTo(-1);
  }

  @Test
  void theCharsetWritesEscapesAsBytes() {
    String s = Utf8.decode(bytes('a', 0x80, 0xC3, 0xA9));
    assertThat(s.getBytes(Utf8.CHARSET)).isEqualTo(bytes('a', 0x80, 0xC3, 0xA9));
  }
}
