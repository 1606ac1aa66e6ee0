package jopt.passes.planner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's {@code chromium} run headless for tests of HTML pages: a screenshot or the DOM after
 * the page's scripts ran. Each run gets a new empty profile and no network (the flags turn off
 * everything that would reach out). {@link #find()} is null where chromium is not installed
 * ({@code test.sh} installs it with apt-get when it can); {@code JOPT_CHROMIUM} names another
 * binary.
 */
final class HeadlessChromium {
  static final int WINDOW_WIDTH = 1100;
  static final int WINDOW_HEIGHT = 900;
  private final Path binary;

  private HeadlessChromium(Path binary) {
    this.binary = binary;
  }

  static HeadlessChromium find() {
    List<String> candidates = new ArrayList<>();
    String env = System.getenv("JOPT_CHROMIUM");
    if (env != null && !env.isEmpty()) {
      candidates.add(env);
    }
    String path = System.getenv("PATH");
    for (String dir : (path == null ? "/usr/bin" : path).split(":")) {
      for (String name : List.of("chromium", "chromium-browser")) {
        candidates.add(dir + "/" + name);
      }
    }
    for (String c : candidates) {
      Path p = Path.of(c);
      if (Files.isExecutable(p)) {
        return new HeadlessChromium(p);
      }
    }
    return null;
  }

  /** Writes a screenshot of {@code url} to {@code png}. */
  void screenshot(String url, Path png, Path work) throws IOException, InterruptedException {
    run(work, "--screenshot=" + png, url);
    if (!Files.isRegularFile(png)) {
      throw new IOException("chromium wrote no screenshot " + png);
    }
  }

  /** The DOM of {@code url} after its scripts ran. */
  String dumpDom(String url, Path work) throws IOException, InterruptedException {
    return run(work, "--dump-dom", url);
  }

  private String run(Path work, String... args) throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory(work, "profile");
    List<String> cmd = new ArrayList<>(List.of(binary.toString(), "--headless", "--no-sandbox",
        "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile,
        "--hide-scrollbars", "--force-device-scale-factor=1",
        "--window-size=" + WINDOW_WIDTH + "," + WINDOW_HEIGHT));
    cmd.addAll(List.of(args));
    Path out = work.resolve("chromium.out");
    Path err = work.resolve("chromium.err");
    Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile())
        .start();
    if (!p.waitFor(180, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IOException("chromium did not finish in 180 s: " + cmd);
    }
    if (p.exitValue() != 0) {
      throw new IOException("chromium exited with " + p.exitValue() + ": "
          + Files.readString(err, StandardCharsets.UTF_8));
    }
    return Files.readString(out, StandardCharsets.UTF_8);
  }
}
