package jopt.lit;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Pattern;

/**
 * {@code jopt-lit}: runs lit suites with jopt, jopt-run and the Java FileCheck inside this JVM,
 * tests in parallel, and prints lit's report ({@code PASS: suite :: test (i of n)}, failures,
 * {@code Total Discovered Tests}, {@code Passed}, {@code Failed}).
 *
 * <pre>
 * jopt-lit [-s|--succinct] [-v|--verbose] [-a|--show-all] [-q|--quiet] [-j N|--workers=N]
 *          [--filter=REGEX] [--output=DIR] PATH...
 * </pre>
 */
public final class JoptLit {
  private JoptLit() {}

  public static void main(String[] args) {
    System.exit(run(List.of(args), System.out, Tools.defaults()));
  }

  /** Runs the command; returns 1 when a test failed or passed unexpectedly, 2 on bad usage. */
  public static int run(List<String> args, PrintStream out, Map<String, Tool> tools) {
    boolean succinct = false;
    boolean verbose = false;
    boolean showAll = false;
    boolean quiet = false;
    int workers = Runtime.getRuntime().availableProcessors();
    Pattern filter = null;
    Path output = null;
    List<Path> paths = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      String value = a.contains("=") ? a.substring(a.indexOf('=') + 1) : null;
      String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
      switch (name) {
        case "-s", "--succinct" -> succinct = true;
        case "-v", "--verbose" -> verbose = true;
        case "-a", "--show-all" -> showAll = verbose = true;
        case "-q", "--quiet" -> quiet = true;
        case "-sv", "-vs" -> succinct = verbose = true;
        case "-j", "--workers", "--threads" -> workers = Integer.parseInt(value != null ? value : args.get(++i));
        case "--filter" -> filter = Pattern.compile(value != null ? value : args.get(++i));
        case "--output" -> output = Path.of(value != null ? value : args.get(++i));
        case "-h", "--help" -> {
          out.println("usage: jopt-lit [-s] [-v] [-a] [-q] [-j N] [--filter=REGEX] [--output=DIR] PATH...");
          return 0;
        }
        default -> {
          if (a.startsWith("-")) {
            out.println("jopt-lit: error: unrecognized argument: " + a);
            return 2;
          }
          paths.add(Path.of(a));
        }
      }
    }
    if (paths.isEmpty()) {
      out.println("jopt-lit: error: no test paths given");
      return 2;
    }
    List<TestRunner> runners = new ArrayList<>();
    List<Path> tests = new ArrayList<>();
    for (Path p : paths) {
      SuiteConfig suite = SuiteConfig.find(p);
      TestRunner runner = new TestRunner(suite, tools, output);
      for (Path t : suite.discover(p)) {
        if (filter == null || filter.matcher(suite.testName(t)).find()) {
          tests.add(t);
          runners.add(runner);
        }
      }
    }
    long start = System.nanoTime();
    workers = Math.max(1, Math.min(workers, tests.size()));
    if (!quiet) {
      out.println("-- Testing: " + tests.size() + " tests, " + workers + " workers --");
    }
    ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
      Thread t = new Thread(null, r, "jopt-lit", 512L << 20);
      t.setDaemon(true);
      return t;
    });
    CompletionService<TestRunner.TestResult> cs = new ExecutorCompletionService<>(pool);
    for (int i = 0; i < tests.size(); i++) {
      TestRunner runner = runners.get(i);
      Path t = tests.get(i);
      cs.submit(() -> runner.run(t));
    }
    List<TestRunner.TestResult> results = new ArrayList<>();
    try {
      for (int i = 0; i < tests.size(); i++) {
        TestRunner.TestResult r = cs.take().get();
        results.add(r);
        boolean show = r.status().isFailure() || (!succinct && !quiet) || showAll;
        if (show && !(quiet && !r.status().isFailure())) {
          out.println(r.status() + ": " + r.name() + " (" + (i + 1) + " of " + tests.size() + ")");
          if ((verbose && r.status().isFailure()) || showAll) {
            out.println("******************** TEST '" + r.name() + "' "
                + (r.status().isFailure() ? "FAILED" : "RESULT") + " ********************");
            out.print(r.log());
            out.println("********************");
          }
        }
      }
    } catch (InterruptedException | java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException(e);
    } finally {
      pool.shutdownNow();
    }
    summary(out, results, (System.nanoTime() - start) / 1e9);
    return results.stream().anyMatch(r -> r.status().isFailure()) ? 1 : 0;
  }

  /** lit's closing report. */
  static void summary(PrintStream out, List<TestRunner.TestResult> results, double seconds) {
    for (TestRunner.Status s : List.of(TestRunner.Status.XPASS, TestRunner.Status.FAIL)) {
      List<String> names = results.stream().filter(r -> r.status() == s)
          .map(TestRunner.TestResult::name).sorted().toList();
      if (!names.isEmpty()) {
        out.println("********************");
        out.println((s == TestRunner.Status.FAIL ? "Failed" : "Unexpectedly Passed") + " Tests ("
            + names.size() + "):");
        for (String n : names) {
          out.println("  " + n);
        }
        out.println();
      }
    }
    out.println();
    out.println(String.format(Locale.ROOT, "Testing Time: %.2fs", seconds));
    out.println();
    out.println("Total Discovered Tests: " + results.size());
    Map<TestRunner.Status, Integer> counts = new EnumMap<>(TestRunner.Status.class);
    for (TestRunner.TestResult r : results) {
      counts.merge(r.status(), 1, Integer::sum);
    }
    List<TestRunner.Status> order = List.of(TestRunner.Status.UNSUPPORTED, TestRunner.Status.PASS,
        TestRunner.Status.XFAIL, TestRunner.Status.FAIL, TestRunner.Status.XPASS);
    int labelWidth = 0;
    int countWidth = 0;
    for (TestRunner.Status s : order) {
      if (counts.containsKey(s)) {
        labelWidth = Math.max(labelWidth, s.label.length());
        countWidth = Math.max(countWidth, String.valueOf(counts.get(s)).length());
      }
    }
    for (TestRunner.Status s : order) {
      Integer c = counts.get(s);
      if (c != null) {
        out.println(String.format(Locale.ROOT, "  %-" + labelWidth + "s: %" + countWidth + "d (%.2f%%)",
            s.label, c, 100.0 * c / results.size()));
      }
    }
  }
}
