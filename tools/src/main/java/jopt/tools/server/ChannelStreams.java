package jopt.tools.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * Streams over a blocking SocketChannel that one thread may read while another writes (the
 * jopt server's watcher reads the connection while the request writes its output). The JDK's
 * {@code Channels.newInputStream}/{@code newOutputStream} hold the channel's blocking lock for
 * each read and write (JDK 17), so a read waiting for the client would hold up every write.
 */
final class ChannelStreams {
  private ChannelStreams() {}

  static InputStream input(SocketChannel ch) {
    return new InputStream() {
      @Override
      public int read() throws IOException {
        ByteBuffer one = ByteBuffer.allocate(1);
        return ch.read(one) < 0 ? -1 : one.get(0) & 0xff; // blocking: a byte or the end
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
          return 0;
        }
        return ch.read(ByteBuffer.wrap(b, off, len));
      }
    };
  }

  static OutputStream output(SocketChannel ch) {
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        ByteBuffer buf = ByteBuffer.wrap(b, off, len);
        while (buf.hasRemaining()) {
          ch.write(buf);
        }
      }
    };
  }
}
