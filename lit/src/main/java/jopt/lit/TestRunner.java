package jopt.lit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs one lit test: its RUN lines one after another through the internal shell (the first
 * failing one fails the test), honouring REQUIRES, UNSUPPORTED and XFAIL.
 */
public final class TestRunner {
  /** lit's result codes. */
  public enum Status {
    PASS("Passed"), FAIL("Failed"), XFAIL("Expectedly Failed"), XPASS("Unexpectedly Passed"),
    UNSUPPORTED("Unsupported");

    public final String label;

    Status(String label) {
      this.label = label;
    }

    public boolean isFailure() {
      return this == FAIL || this == XPASS;
    }
  }

  /** A test's outcome and the log of what ran. */
  public record TestResult(Path file, String name, Status status, String log, long nanos) {}

  private final SuiteConfig suite;
  private final Map<String, Tool> tools;
  private final Path outputRoot;

  /**
   * {@code outputRoot} null puts %t where lit does (Output/ beside the test); otherwise under
   * it, mirroring the suite's directories.
   */
  public TestRunner(SuiteConfig suite, Map<String, Tool> tools, Path outputRoot) {
    this.suite = suite;
    this.tools = tools;
    this.outputRoot = outputRoot;
  }

  public SuiteConfig suite() {
    return suite;
  }

  public TestResult run(Path file) {
    long start = System.nanoTime();
    String name = suite.testName(file);
    StringBuilder log = new StringBuilder();
    Status status = runFile(file, log);
    return new TestResult(file, name, status, log.toString(), System.nanoTime() - start);
  }

  /** lit's %t for a test file. */
  public Path tmpBase(Path file) {
    Path abs = file.toAbsolutePath().normalize();
    Path dir = outputRoot == null ? abs.getParent()
        : outputRoot.resolve(suite.root.relativize(abs.getParent()).toString());
    return dir.resolve("Output").resolve(abs.getFileName() + ".tmp");
  }

  private Status runFile(Path file, StringBuilder log) {
    String text;
    try {
      text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    } catch (IOException e) {
      log.append("cannot read test: ").append(e).append('\n');
      return Status.FAIL;
    }
    Directives d = Directives.parse(text);
    Feature f = new Feature();
    try {
      for (String r : d.requires()) {
        if (!FeatureExpr.eval(r, f)) {
          log.append("Test requires: ").append(r).append('\n');
          return Status.UNSUPPORTED;
        }
      }
      for (String u : d.unsupported()) {
        if (FeatureExpr.eval(u, f)) {
          log.append("Test does not support: ").append(u).append('\n');
          return Status.UNSUPPORTED;
        }
      }
    } catch (IllegalArgumentException e) {
      log.append(e.getMessage()).append('\n');
      return Status.FAIL;
    }
    boolean xfail = d.xfails().stream().anyMatch(x -> FeatureExpr.eval(x, f));
    if (d.runs().isEmpty()) {
      log.append("Test has no 'RUN:' line\n");
      return Status.FAIL;
    }
    Path tmp = tmpBase(file);
    try {
      Files.createDirectories(tmp.getParent());
    } catch (IOException e) {
      log.append("cannot create ").append(tmp.getParent()).append(": ").append(e).append('\n');
      return Status.FAIL;
    }
    Substitutions subst = new Substitutions(file.toAbsolutePath().normalize(), tmp);
    Map<String, String> env = new HashMap<>(System.getenv());
    env.putAll(suite.environment);
    ShellExecutor shell = new ShellExecutor(tools, file.toAbsolutePath().getParent(), env, log);
    boolean passed = true;
    for (Directives.RunLine run : d.runs()) {
      String command = subst.apply(run.command());
      log.append("# RUN: at line ").append(run.line()).append('\n').append(command).append('\n');
      int rc;
      try {
        rc = shell.run(ShellParser.parse(command));
      } catch (ShellParser.ShellError e) {
        log.append("# shell parser error: ").append(e.getMessage()).append('\n');
        rc = 1;
      }
      if (rc != 0) {
        passed = false;
        break;
      }
    }
    if (xfail) {
      return passed ? Status.XPASS : Status.XFAIL;
    }
    return passed ? Status.PASS : Status.FAIL;
  }

  /** The features of REQUIRES/UNSUPPORTED/XFAIL, looked up lazily in the suite. */
  private final class Feature extends java.util.AbstractSet<String> {
    @Override
    public boolean contains(Object o) {
      return o instanceof String s && suite.hasFeature(s);
    }

    @Override
    public java.util.Iterator<String> iterator() {
      return List.<String>of().iterator();
    }

    @Override
    public int size() {
      return 0;
    }
  }
}
