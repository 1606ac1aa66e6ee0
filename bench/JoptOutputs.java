import java.io.*;
import java.nio.file.*;
import java.util.*;
import jopt.tools.opt.JoptMain;

/**
 * jopt's output, diagnostics and exit code on many inputs, in one JVM (not a test): every file of
 * a list, split at {@code // -----}, printed in the custom form, the generic form and with debug
 * locations, all into one file, so that two builds can be compared byte for byte (a refactoring
 * of the parser or the printer must not change a byte):
 *
 * <pre>(find lit-tests test/frontdoor-seeds -name '*.mlir' | sort) > /tmp/files.txt
 * java -Xss512m -cp BEFORE.jar bench/JoptOutputs.java /tmp/files.txt /tmp/before.txt
 * java -Xss512m -cp AFTER.jar bench/JoptOutputs.java /tmp/files.txt /tmp/after.txt
 * cmp /tmp/before.txt /tmp/after.txt</pre>
 */
public final class JoptOutputs {
  public static void main(String[] a) throws Exception {
    List<String> files = Files.readAllLines(Path.of(a[0]));
    try (PrintStream all = new PrintStream(new FileOutputStream(a[1]), true, "UTF-8")) {
      String[][] modes = {
        {"--split-input-file", "--allow-unregistered-dialect"},
        {"--split-input-file", "--allow-unregistered-dialect", "--mlir-print-op-generic"},
        {"--split-input-file", "--allow-unregistered-dialect", "--mlir-print-debuginfo"},
      };
      for (String f : files) {
        for (String[] m : modes) {
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          ByteArrayOutputStream err = new ByteArrayOutputStream();
          String[] args = Arrays.copyOf(m, m.length + 1);
          args[m.length] = f;
          int rc;
          try {
            rc = JoptMain.run(args, InputStream.nullInputStream(), new PrintStream(out, true),
                new PrintStream(err, true));
          } catch (Throwable t) {
            rc = -99;
            err.writeBytes(String.valueOf(t).getBytes());
          }
          all.println("=== " + f + " " + String.join(" ", m) + " rc=" + rc);
          all.write(out.toByteArray());
          all.println("--- stderr");
          all.write(err.toByteArray());
        }
      }
    }
  }
}
