package jopt.support;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * MLIR's text is bytes: a string attribute may hold any bytes, and mlir-opt prints back what it
 * read. jopt reads text as UTF-8 and keeps each byte that is not part of a valid sequence as the
 * lone surrogate {@code U+DC00 + byte} (as Python's "surrogateescape"), which no valid UTF-8
 * decodes to; {@link #encode} and {@link #CHARSET} turn it back into the byte. Every input goes
 * through {@link #decode} (files, standard input, the library's paths and streams), and
 * columns count bytes, as mlir-opt's do ({@link #byteLength}).
 */
public final class Utf8 {
  private Utf8() {}

  /** The first and last char that stand for a byte that is not valid UTF-8. */
  private static final char FIRST_ESCAPE = '\uDC80';
  private static final char LAST_ESCAPE = '\uDCFF';

  /**
   * UTF-8 whose undecodable bytes are {@link #decode escaped}: its encoder writes an escape back
   * as its byte. Its decoder decodes each buffer as a whole (a sequence cut at the end of a
   * buffer is escaped), which is how jopt reads: whole inputs.
   */
  public static final Charset CHARSET = new Utf8Bytes();

  /** Whether {@code c} stands for the undecodable byte {@code c - 0xDC00}. */
  public static boolean isEscapedByte(char c) {
    return c >= FIRST_ESCAPE && c <= LAST_ESCAPE;
  }

  /** The text of {@code bytes}: UTF-8, each undecodable byte escaped. */
  public static String decode(byte[] bytes) {
    return decode(bytes, 0, bytes.length);
  }

  /** The text of {@code bytes[off, off + len)}. */
  public static String decode(byte[] bytes, int off, int len) {
    int end = off + len;
    int i = off;
    while (i < end && bytes[i] >= 0) {
      i++;
    }
    if (i == end) {
      return new String(bytes, off, len, StandardCharsets.ISO_8859_1);
    }
    char[] out = new char[len];
    int n = 0;
    for (int k = off; k < i; k++) {
      out[n++] = (char) bytes[k];
    }
    while (i < end) {
      int b = bytes[i] & 0xFF;
      if (b < 0x80) {
        out[n++] = (char) b;
        i++;
        continue;
      }
      int cp = sequence(bytes, i, end);
      if (cp < 0) {
        out[n++] = (char) (0xDC00 + b);
        i++;
      } else if (cp < 0x10000) {
        out[n++] = (char) cp;
        i += cp < 0x800 ? 2 : 3;
      } else {
        out[n++] = Character.highSurrogate(cp);
        out[n++] = Character.lowSurrogate(cp);
        i += 4;
      }
    }
    return new String(out, 0, n);
  }

  /**
   * The code point of the valid UTF-8 sequence (2 to 4 bytes) at {@code bytes[i]}, or -1: an
   * overlong form, a surrogate, a value past U+10FFFF or a cut sequence is not valid.
   */
  private static int sequence(byte[] bytes, int i, int end) {
    int b0 = bytes[i] & 0xFF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
      return i + 1 < end && cont(bytes[i + 1]) ? (b0 & 0x1F) << 6 | bytes[i + 1] & 0x3F : -1;
    }
    if (b0 >= 0xE0 && b0 <= 0xEF) {
      if (i + 2 >= end || !cont(bytes[i + 1]) || !cont(bytes[i + 2])) {
        return -1;
      }
      int cp = (b0 & 0x0F) << 12 | (bytes[i + 1] & 0x3F) << 6 | bytes[i + 2] & 0x3F;
      return cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF) ? -1 : cp;
    }
    if (b0 >= 0xF0 && b0 <= 0xF4) {
      if (i + 3 >= end || !cont(bytes[i + 1]) || !cont(bytes[i + 2]) || !cont(bytes[i + 3])) {
        return -1;
      }
      int cp = (b0 & 0x07) << 18 | (bytes[i + 1] & 0x3F) << 12 | (bytes[i + 2] & 0x3F) << 6
          | bytes[i + 3] & 0x3F;
      return cp < 0x10000 || cp > 0x10FFFF ? -1 : cp;
    }
    return -1;
  }

  private static boolean cont(byte b) {
    return (b & 0xC0) == 0x80;
  }

  /** The bytes of {@code text}: UTF-8, an escaped byte as itself. */
  public static byte[] encode(CharSequence text) {
    String s = text.toString();
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    // As many bytes as chars and no '?' (the JDK's stand-in for a lone surrogate): all ASCII,
    // the common case, decided on the bytes, cheaper than a look at each char.
    if (utf8.length == s.length() && noQuestionMark(utf8) || !hasSurrogate(s)) {
      return utf8; // the JDK's encoding is exact without surrogates
    }
    ByteBuffer out = ByteBuffer.allocate(s.length() * 3);
    CHARSET.newEncoder().onMalformedInput(CodingErrorAction.REPLACE)
        .encode(CharBuffer.wrap(s), out, true);
    byte[] r = new byte[out.position()];
    out.flip().get(r);
    return r;
  }

  private static boolean noQuestionMark(byte[] bytes) {
    for (byte b : bytes) {
      if (b == '?') {
        return false;
      }
    }
    return true;
  }

  private static boolean hasSurrogate(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (Character.isSurrogate(s.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  /** How many bytes {@code text[start, end)} encodes to. */
  public static int byteLength(CharSequence text, int start, int end) {
    int n = 0;
    for (int i = start; i < end; i++) {
      n += charBytes(text, i, end);
      if (Character.isHighSurrogate(text.charAt(i)) && i + 1 < end
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      }
    }
    return n;
  }

  /**
   * The index in {@code text} that is {@code byteOffset} bytes into the line starting at
   * {@code start} (it may be the line's end), or -1 when the line is shorter.
   */
  public static int indexOfByte(CharSequence text, int start, int byteOffset) {
    int i = start;
    int bytes = 0;
    while (bytes < byteOffset) {
      if (i >= text.length() || text.charAt(i) == '\n' || text.charAt(i) == '\r') {
        return -1;
      }
      bytes += charBytes(text, i, text.length());
      i += Character.isHighSurrogate(text.charAt(i)) && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1)) ? 2 : 1;
    }
    return i;
  }

  /** The bytes of the char at {@code i} (of the pair it begins, for a high surrogate). */
  private static int charBytes(CharSequence text, int i, int end) {
    char c = text.charAt(i);
    if (c < 0x80) {
      return 1;
    }
    if (c < 0x800) {
      return 2;
    }
    if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(text.charAt(i + 1))) {
      return 4;
    }
    if (Character.isSurrogate(c)) {
      return 1; // an escaped byte (or a lone surrogate, written as '?')
    }
    return 3;
  }

  /** {@link #CHARSET}. */
  private static final class Utf8Bytes extends Charset {
    Utf8Bytes() {
      super("x-jopt-utf-8-bytes", null);
    }

    @Override
    public boolean contains(Charset cs) {
      return cs instanceof Utf8Bytes || StandardCharsets.UTF_8.contains(cs);
    }

    @Override
    public CharsetDecoder newDecoder() {
      return new CharsetDecoder(this, 1f, 1f) {
        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
          byte[] b = new byte[in.remaining()];
          in.get(b);
          String s = Utf8.decode(b);
          if (out.remaining() < s.length()) {
            in.position(in.position() - b.length);
            return CoderResult.OVERFLOW;
          }
          out.put(s);
          return CoderResult.UNDERFLOW;
        }
      };
    }

    @Override
    public CharsetEncoder newEncoder() {
      return new CharsetEncoder(this, 1.1f, 3f) {
        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
          while (in.hasRemaining()) {
            int pos = in.position();
            char c = in.get(pos);
            int need;
            int cp = c;
            int chars = 1;
            if (c < 0x80) {
              need = 1;
            } else if (c < 0x800) {
              need = 2;
            } else if (Character.isHighSurrogate(c)) {
              if (in.remaining() < 2) {
                return CoderResult.UNDERFLOW; // its low half comes with the next buffer
              }
              char lo = in.get(pos + 1);
              if (Character.isLowSurrogate(lo)) {
                cp = Character.toCodePoint(c, lo);
                need = 4;
                chars = 2;
              } else {
                cp = '?';
                need = 1;
              }
            } else if (isEscapedByte(c)) {
              cp = -1;
              need = 1;
            } else if (Character.isLowSurrogate(c)) {
              cp = '?';
              need = 1;
            } else {
              need = 3;
            }
            if (out.remaining() < need) {
              return CoderResult.OVERFLOW;
            }
            if (cp < 0) {
              out.put((byte) (c - 0xDC00));
            } else if (need == 1) {
              out.put((byte) cp);
            } else if (need == 2) {
              out.put((byte) (0xC0 | cp >> 6)).put((byte) (0x80 | cp & 0x3F));
            } else if (need == 3) {
              out.put((byte) (0xE0 | cp >> 12)).put((byte) (0x80 | cp >> 6 & 0x3F))
                  .put((byte) (0x80 | cp & 0x3F));
            } else {
              out.put((byte) (0xF0 | cp >> 18)).put((byte) (0x80 | cp >> 12 & 0x3F))
                  .put((byte) (0x80 | cp >> 6 & 0x3F)).put((byte) (0x80 | cp & 0x3F));
            }
            in.position(pos + chars);
          }
          return CoderResult.UNDERFLOW;
        }
      };
    }
  }
}
