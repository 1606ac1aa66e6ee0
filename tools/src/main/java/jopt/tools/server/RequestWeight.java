package jopt.tools.server;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * An estimate of the heap a request takes, from the files it names: the IR of a parsed file
 * takes some twenty times its text (a 14.7 MB function of 400,000 ops is parsed and printed in a
 * 300 MB heap), passes and the interpreter's copies more; twice that, and a floor for the tool
 * itself.
 */
final class RequestWeight {
  private RequestWeight() {}

  /** The heap a request needs at least, whatever its input. */
  static final long FLOOR = 16L << 20;
  /** Heap bytes per byte of input. */
  static final long PER_INPUT_BYTE = 40;

  static long of(ServerRequest r) {
    long input = 0;
    boolean skip = false;
    for (String a : r.args()) {
      if (skip) {
        skip = false;
      } else if (a.equals("-o")) {
        skip = true; // the output file is written, not read
      } else if (!a.startsWith("-")) {
        input += size(r.cwd(), a);
      }
    }
    return FLOOR + PER_INPUT_BYTE * input;
  }

  private static long size(String cwd, String name) {
    try {
      BasicFileAttributes a = Files.readAttributes(Path.of(cwd).resolve(name),
          BasicFileAttributes.class);
      return a.isRegularFile() ? a.size() : 0;
    } catch (java.io.IOException | InvalidPathException e) {
      return 0;
    }
  }
}
