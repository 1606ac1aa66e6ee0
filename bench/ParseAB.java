import java.lang.management.*;
import java.lang.reflect.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;

/**
 * Parse speed of two builds in one JVM (not a test): each jar in a class loader of its own, their
 * runs alternated, so that the machine's drifting load touches both alike; single-threaded, no
 * verification, a fresh context per run and a full collection before it. Prints the median and
 * least wall time and process CPU time (all threads) per build. On a loaded machine the jar given
 * first tended to come out ahead (by 4-20% in wall median): run both orders and compare those.
 *
 * <pre>python3 bench/gen_memir.py 200000 > /tmp/big.mlir
 * java -Xss512m -Xmx8g bench/ParseAB.java /tmp/big.mlir BEFORE.jar AFTER.jar 5 15</pre>
 *
 * (a jar of another revision: {@code git worktree add /tmp/old REV}, then {@code mvn -q -o
 * package -DskipTests -pl tools -am} there; its {@code tools/target/jopt.jar}).
 */
public final class ParseAB {
  static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  record Jar(String name, Method parse, Method registerAll, Method registerTest, Constructor<?> ctx,
      Method mt, Method unreg) {
    static Jar of(String name, String path) throws Exception {
      ClassLoader l = new URLClassLoader(new URL[] {Path.of(path).toUri().toURL()},
          ClassLoader.getPlatformClassLoader());
      Class<?> c = l.loadClass("jopt.ir.MLIRContext");
      Class<?> d = l.loadClass("jopt.dialects.Dialects");
      Class<?> p = l.loadClass("jopt.parser.Parser");
      return new Jar(name,
          p.getMethod("parseSourceString", c, String.class, String.class, boolean.class),
          d.getMethod("registerAll", c), d.getMethod("registerTestDialect", c), c.getConstructor(),
          c.getMethod("enableMultithreading", boolean.class),
          c.getMethod("allowUnregisteredDialects", boolean.class));
    }
    double[] run(String text) throws Exception {
      Object ctx = this.ctx.newInstance();
      registerAll.invoke(null, ctx);
      registerTest.invoke(null, ctx);
      mt.invoke(ctx, false);
      unreg.invoke(ctx, true);
      System.gc();
      long c0 = OS.getProcessCpuTime(), t0 = System.nanoTime();
      if (parse.invoke(null, ctx, text, "big.mlir", false) == null) throw new Error("parse failed");
      long t1 = System.nanoTime(), c1 = OS.getProcessCpuTime();
      return new double[] {(t1 - t0) / 1e6, (c1 - c0) / 1e6};
    }
  }

  public static void main(String[] a) throws Exception {
    String text = Files.readString(Path.of(a[0]));
    Jar[] jars = {Jar.of("before", a[1]), Jar.of("after", a[2])};
    int warm = Integer.parseInt(a[3]), runs = Integer.parseInt(a[4]);
    Map<String, List<double[]>> res = new LinkedHashMap<>();
    for (Jar j : jars) res.put(j.name, new ArrayList<>());
    for (int i = 0; i < warm + runs; i++) {
      for (Jar j : (i % 2 == 0 ? jars : new Jar[] {jars[1], jars[0]})) {
        double[] r = j.run(text);
        if (i >= warm) res.get(j.name).add(r);
      }
    }
    for (var e : res.entrySet()) {
      double[] w = e.getValue().stream().mapToDouble(r -> r[0]).sorted().toArray();
      double[] c = e.getValue().stream().mapToDouble(r -> r[1]).sorted().toArray();
      System.out.printf(
          "%s: wall median %.0f ms (min %.0f), process cpu median %.0f ms (min %.0f), n=%d%n",
          e.getKey(), w[w.length / 2], w[0], c[c.length / 2], c[0], w.length);
    }
  }
}
