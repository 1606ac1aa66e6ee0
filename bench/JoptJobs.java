import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.concurrent.*;
import jopt.tools.opt.JoptMain;

/**
 * Runs jopt on many jobs in one JVM (not a test; bench/dealloc-corpus.sh's second stage): each
 * line of JOBS is "OUT-PREFIX<TAB>ARG<TAB>ARG..."; jopt's stdout goes to OUT-PREFIX.out, its
 * stderr to OUT-PREFIX.err and its exit code to OUT-PREFIX.rc (124 after TIMEOUT seconds, -99 for
 * an exception that escaped JoptMain). JOPT's own flags, as bin/jopt runs it, are not needed.
 *
 * <pre>java -Xss512m -cp tools/target/jopt.jar bench/JoptJobs.java JOBS [TIMEOUT]</pre>
 */
public final class JoptJobs {
  public static void main(String[] a) throws Exception {
    List<String> jobs = Files.readAllLines(Path.of(a[0]));
    long timeout = a.length > 1 ? Long.parseLong(a[1]) : 120;
    ExecutorService pool = Executors.newCachedThreadPool(r -> {
      Thread t = new Thread(null, r, "job", 512L << 20);
      t.setDaemon(true);
      return t;
    });
    for (String line : jobs) {
      if (line.isBlank()) {
        continue;
      }
      String[] parts = line.split("\t");
      String prefix = parts[0];
      String[] args = Arrays.copyOfRange(parts, 1, parts.length);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      Future<Integer> f = pool.submit(() -> JoptMain.run(args, InputStream.nullInputStream(),
          new PrintStream(out, true, StandardCharsets.UTF_8),
          new PrintStream(err, true, StandardCharsets.UTF_8)));
      int rc;
      try {
        rc = f.get(timeout, TimeUnit.SECONDS);
      } catch (TimeoutException e) {
        f.cancel(true);
        rc = 124;
      } catch (ExecutionException e) {
        rc = -99;
        err.writeBytes(String.valueOf(e.getCause()).getBytes(StandardCharsets.UTF_8));
      }
      Files.write(Path.of(prefix + ".out"), out.toByteArray());
      Files.write(Path.of(prefix + ".err"), err.toByteArray());
      Files.writeString(Path.of(prefix + ".rc"), rc + "\n");
    }
    System.exit(0);
  }
}
