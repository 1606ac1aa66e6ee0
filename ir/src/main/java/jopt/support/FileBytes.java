package jopt.support;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Reads a whole file in slices. {@link Files#readAllBytes} reads it in one request through a
 * temporary direct buffer as large as the file, which the JDK then caches for the thread: the
 * process keeps a second copy of every large input outside the heap until it exits.
 */
public final class FileBytes {
  /** The largest read request: what a direct buffer may hold at once. */
  private static final int SLICE = 1 << 20;
  /** The largest array the JVM allocates. */
  private static final int MAX_SIZE = Integer.MAX_VALUE - 8;

  private FileBytes() {}

  /**
   * The file {@code name} names for a process whose working directory is {@code dir} (null: this
   * process's own). A jopt server serves requests from many directories in one JVM, which has one
   * working directory and cannot change it: every relative name a tool opens goes through this.
   */
  public static Path resolve(Path dir, String name) {
    return dir == null ? Path.of(name) : dir.resolve(name);
  }

  /** The bytes of the file at {@code path}. */
  public static byte[] read(Path path) throws IOException {
    // java.io, not Files.newInputStream: the NIO channel's first use costs 0.8 ms of start-up.
    // FileInputStream reads into the array through a native buffer freed after each read.
    File file = path.toFile();
    FileInputStream opened;
    try {
      opened = new FileInputStream(file);
    } catch (FileNotFoundException e) {
      throw openFailure(path, e);
    }
    try (FileInputStream in = opened) {
      long size = file.length();
      if (size > MAX_SIZE) {
        throw new IOException("file too large: " + path);
      }
      return read(in, (int) size);
    }
  }

  /**
   * java.io's open failure as NIO's: "PATH (REASON)" becomes a FileSystemException whose reason
   * is the system's words (NoSuchFileException for a missing file), as Files would throw.
   */
  private static FileSystemException openFailure(Path path, FileNotFoundException e) {
    String m = e.getMessage() == null ? "" : e.getMessage();
    String prefix = path + " (";
    String reason = m.startsWith(prefix) && m.endsWith(")")
        ? m.substring(prefix.length(), m.length() - 1) : m;
    FileSystemException out = reason.equals("No such file or directory")
        ? new NoSuchFileException(path.toString(), null, reason)
        : new FileSystemException(path.toString(), null, reason);
    out.initCause(e);
    return out;
  }

  /** The bytes of {@code in} up to its end, expecting about {@code expected} of them. */
  public static byte[] read(InputStream in, int expected) throws IOException {
    byte[] buf = new byte[Math.max(expected, 16)];
    int n = 0;
    while (true) {
      if (n == buf.length) {
        int more = in.read();
        if (more < 0) {
          return buf;
        }
        if (n >= MAX_SIZE) {
          throw new IOException("input too large");
        }
        buf = Arrays.copyOf(buf, (int) Math.min(MAX_SIZE, 2L * n));
        buf[n++] = (byte) more;
      }
      int r = in.read(buf, n, Math.min(SLICE, buf.length - n));
      if (r < 0) {
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
      }
      n += r;
    }
  }
}
