package jopt.tools.common;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The tools' resources, read whole from the jar. */
public final class Resources {
  private Resources() {}

  /**
   * The bytes of resource {@code name}, resolved as {@link Class#getResourceAsStream} resolves it
   * against {@code anchor} (relative to its package, or absolute with a leading '/').
   *
   * @throws IllegalStateException when the jar has no such resource (a build error, not input)
   */
  public static byte[] read(Class<?> anchor, String name) {
    try (InputStream in = anchor.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
