package jopt.tools;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The wire format of the jopt server (docs/server.md), shared by the server and its clients
 * (tools/src/main/c/jopt-client.c, the tests). Integers are 32-bit big-endian; a string is its
 * length and its UTF-8 bytes.
 *
 * <p>The client sends {@link #MAGIC}, {@link #VERSION}, the tool's name, the working directory,
 * the argument count and arguments, the environment entry count and entries ({@code K=V}). The
 * server answers with frames, a type byte, a length and that many bytes: {@link #STDOUT} and
 * {@link #STDERR} bytes, {@link #STDIN} (the payload: how many bytes at most the tool wants;
 * the client answers a length and the bytes, 0 at end of input), and one last {@link #EXIT}
 * (the exit code) or {@link #RESTART} (the server runs an older jar than the one on disk and is
 * going away; nothing of the request was run, the client starts a new server and asks again).
 */
final class ServerProtocol {
  private ServerProtocol() {}

  static final int MAGIC = 0x4a4f5054; // "JOPT"
  static final int VERSION = 1;

  static final byte STDOUT = 'o';
  static final byte STDERR = 'e';
  static final byte STDIN = 'i';
  static final byte EXIT = 'x';
  static final byte RESTART = 'r';

  /** The request that stops the server (its tool name); answered with exit code 0. */
  static final String STOP = "--server-stop";

  /** The most bytes a string of a request may have: a bound on what a client makes us allocate. */
  static final int MAX_STRING = 1 << 24;
  /** The most arguments or environment entries of a request. */
  static final int MAX_COUNT = 1 << 16;

  static String readString(DataInputStream in) throws IOException {
    int n = in.readInt();
    if (n < 0 || n > MAX_STRING) {
      throw new IOException("bad string length " + n);
    }
    return new String(in.readNBytes(n), StandardCharsets.UTF_8);
  }

  static void writeString(DataOutputStream out, String s) throws IOException {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    out.writeInt(b.length);
    out.write(b);
  }

  static int readCount(DataInputStream in) throws IOException {
    int n = in.readInt();
    if (n < 0 || n > MAX_COUNT) {
      throw new IOException("bad count " + n);
    }
    return n;
  }
}
