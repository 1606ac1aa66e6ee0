package jopt.tools.common;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * An output stream that remembers its first write error: a PrintStream over it only keeps a
 * flag, and jopt must say, as mlir-opt does, why its output could not be written (and end
 * quietly with status 141 on a closed pipe, where mlir-opt dies of SIGPIPE).
 */
public final class WriteErrorRecorder extends FilterOutputStream {
  private IOException error;

  public WriteErrorRecorder(OutputStream out) {
    super(out);
  }

  /** The first write, flush or close error, or null. */
  public IOException error() {
    return error;
  }

  /** Whether {@code e} is the error of writing to a pipe whose reader has gone. */
  public static boolean isBrokenPipe(IOException e) {
    return e != null && e.getMessage() != null && e.getMessage().contains("Broken pipe");
  }

  @Override
  public void write(int b) throws IOException {
    try {
      out.write(b);
    } catch (IOException e) {
      throw record(e);
    }
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    try {
      out.write(b, off, len);
    } catch (IOException e) {
      throw record(e);
    }
  }

  @Override
  public void flush() throws IOException {
    try {
      out.flush();
    } catch (IOException e) {
      throw record(e);
    }
  }

  @Override
  public void close() throws IOException {
    try {
      out.close();
    } catch (IOException e) {
      throw record(e);
    }
  }

  private IOException record(IOException e) {
    if (error == null) {
      error = e;
    }
    return e;
  }
}
