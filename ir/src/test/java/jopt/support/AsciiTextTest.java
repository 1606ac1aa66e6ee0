package jopt.support;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** AsciiText reads a byte buffer as text in place; its helpers agree with String's methods. */
class AsciiTextTest {
  private static final String TEXT = "func.func @f() {\n  return\n}\n";

  @Test
  void readsTheBytesAsTheirString() {
    byte[] bytes = TEXT.getBytes(StandardCharsets.US_ASCII);
    AsciiText t = new AsciiText(bytes);
    assertThat(t.length()).isEqualTo(TEXT.length());
    assertThat(t.charAt(5)).isEqualTo('f');
    assertThat(t.subSequence(2, 8)).isEqualTo(TEXT.substring(2, 8));
    assertThat(t.toString()).isEqualTo(TEXT);
    assertThrows(IndexOutOfBoundsException.class, () -> t.subSequence(4, 2));
  }

  @Test
  void helpersAgreeForStringsAndBytes() {
    CharSequence[] texts = {TEXT, new AsciiText(TEXT.getBytes(StandardCharsets.US_ASCII))};
    for (CharSequence t : texts) {
      assertThat(AsciiText.indexOf(t, '\n', 0)).isEqualTo(TEXT.indexOf('\n'));
      assertThat(AsciiText.indexOf(t, '\n', 17)).isEqualTo(TEXT.indexOf('\n', 17));
      assertThat(AsciiText.indexOf(t, '#', 0)).isEqualTo(-1);
      assertThat(AsciiText.substring(t, 19, 25)).isEqualTo("return");
      assertThat(AsciiText.startsWith(t, "return", 19)).isTrue();
      assertThat(AsciiText.startsWith(t, "return", 20)).isFalse();
      assertThat(AsciiText.startsWith(t, "}\n}", TEXT.length() - 2)).isFalse();
    }
  }
}
