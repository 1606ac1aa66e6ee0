package jopt.tools.server;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The wire format of the jopt server (docs/server.md), shared by the server and its clients
 * (tools/src/main/c/jopt-client.c, the tests). Integers are 32-bit big-endian; a string is its
 * length and its UTF-8 bytes; a frame is a type byte, a length and that many bytes.
 *
 * <p>The client sends the request ({@link ServerRequest}), then waits for {@link #ACCEPTED}; when
 * it comes in time it sends {@link #GO} and the request runs (a client that gave up has closed
 * the connection instead, and runs the call itself: nothing of it ran in the server). The server
 * answers {@link #STDOUT} and {@link #STDERR} bytes, {@link #STDIN} (the payload: how many bytes
 * at most the tool wants; the client answers {@link #STDIN} with the bytes, none at the end of
 * input, or {@link #STDIN_ERROR} with the system's words), and one last {@link #EXIT} (the exit
 * code), {@link #RESTART} (the server runs an older jar than the one on disk: nothing ran, the
 * client asks a server of the new jar) or {@link #DIRECT} (the server will not run this call,
 * and nothing of it ran: the client runs it itself; the payload says why). A client ended by a
 * signal first sends {@link #CANCEL} and waits for {@link #CANCELLED}: the request has then ended
 * or can no longer write a file.
 */
public final class ServerProtocol {
  private ServerProtocol() {}

  static final int MAGIC = 0x4a4f5054; // "JOPT"
  static final int VERSION = 2;

  // server -> client
  static final byte ACCEPTED = 'a';
  static final byte STDOUT = 'o';
  static final byte STDERR = 'e';
  static final byte STDIN = 'i';
  static final byte EXIT = 'x';
  static final byte RESTART = 'r';
  static final byte DIRECT = 'd';
  static final byte CANCELLED = 'k';

  // client -> server (and STDIN)
  static final byte GO = 'g';
  static final byte STDIN_ERROR = 'E';
  static final byte CANCEL = 'c';

  /** The request that stops the server (its tool name); answered with exit code 0. */
  public static final String STOP = "--server-stop";

  /** The most bytes a string or frame of a client may have: a bound on what it makes us allocate. */
  static final int MAX_STRING = 1 << 24;
  /** The most arguments of a request. */
  static final int MAX_COUNT = 1 << 16;

  static String readString(DataInputStream in) throws IOException {
    return new String(readBytes(in), StandardCharsets.UTF_8);
  }

  static byte[] readBytes(DataInputStream in) throws IOException {
    int n = in.readInt();
    if (n < 0 || n > MAX_STRING) {
      throw new IOException("bad length " + n);
    }
    return in.readNBytes(n);
  }

  static void writeString(DataOutputStream out, String s) throws IOException {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    out.writeInt(b.length);
    out.write(b);
  }

  /** Writes one frame of {@code type} with {@code payload} and flushes. */
  static void writeFrame(java.io.OutputStream out, byte type, byte[] payload) throws IOException {
    int n = payload.length;
    byte[] frame = new byte[5 + n];
    frame[0] = type;
    frame[1] = (byte) (n >>> 24);
    frame[2] = (byte) (n >>> 16);
    frame[3] = (byte) (n >>> 8);
    frame[4] = (byte) n;
    System.arraycopy(payload, 0, frame, 5, n);
    out.write(frame);
    out.flush();
  }

  static int readCount(DataInputStream in) throws IOException {
    int n = in.readInt();
    if (n < 0 || n > MAX_COUNT) {
      throw new IOException("bad count " + n);
    }
    return n;
  }
}
