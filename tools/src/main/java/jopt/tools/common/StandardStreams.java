package jopt.tools.common;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The process's standard input and output as the caller left them. A JVM started with a closed
 * descriptor 0, 1 or 2 takes that number for a file of its own (and would read or write it), so
 * bin/jopt puts /dev/null there and names the closed ones in {@code -Djopt.closedStreams} (say
 * {@code 01}); a tool then reads a closed stdin and writes a closed stdout as mlir-opt does, and
 * fails with "Bad file descriptor".
 */
public final class StandardStreams {
  private StandardStreams() {}

  private static boolean closed(int fd) {
    return System.getProperty("jopt.closedStreams", "").indexOf((char) ('0' + fd)) >= 0;
  }

  /** Standard input, or one whose reads fail when the caller closed it. */
  public static InputStream stdin() {
    return closed(0) ? new InputStream() {
      @Override
      public int read() throws IOException {
        throw badDescriptor();
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        throw badDescriptor();
      }
    } : System.in;
  }

  /** Standard output, unbuffered, or one whose writes fail when the caller closed it. */
  public static OutputStream stdout() {
    return closed(1) ? new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw badDescriptor();
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        throw badDescriptor();
      }
    } : new FileOutputStream(FileDescriptor.out);
  }

  private static IOException badDescriptor() {
    return new IOException("Bad file descriptor");
  }
}
