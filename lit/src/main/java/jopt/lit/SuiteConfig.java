package jopt.lit;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A test suite: the directory of its {@code lit.cfg.py} and what jopt-lit reads from that file
 * without running Python: {@code config.name}, {@code config.suffixes}, {@code config.excludes},
 * literal {@code config.environment["VAR"] = "value"} settings and unconditional
 * {@code config.available_features.add("f")}. A REQUIRES feature named after a program is also
 * available when that program is on PATH (how this repository's lit.cfg.py adds mlir-opt-22).
 */
public final class SuiteConfig {
  public final Path root;
  public final String name;
  public final List<String> suffixes;
  public final Set<String> excludes;
  public final Map<String, String> environment;
  private final Set<String> features;

  private SuiteConfig(Path root, String name, List<String> suffixes, Set<String> excludes,
      Map<String, String> environment, Set<String> features) {
    this.root = root;
    this.name = name;
    this.suffixes = suffixes;
    this.excludes = excludes;
    this.environment = environment;
    this.features = features;
  }

  /** The suite containing {@code path}: the nearest directory at or above it with lit.cfg.py. */
  public static SuiteConfig find(Path path) {
    Path p = path.toAbsolutePath().normalize();
    Path dir = Files.isDirectory(p) ? p : p.getParent();
    for (Path d = dir; d != null; d = d.getParent()) {
      Path cfg = d.resolve("lit.cfg.py");
      if (Files.isRegularFile(cfg)) {
        return read(cfg);
      }
    }
    return new SuiteConfig(dir, dir.getFileName().toString(),
        List.of(".mlir", ".ll", ".txt", ".test"), Set.of("Inputs", "Output"), Map.of(), Set.of());
  }

  private static final Pattern NAME = Pattern.compile("(?m)^config\\.name\\s*=\\s*[\"']([^\"']*)[\"']");
  private static final Pattern SUFFIXES = Pattern.compile("(?m)^config\\.suffixes\\s*=\\s*\\[([^\\]]*)\\]");
  private static final Pattern EXCLUDES = Pattern.compile("(?m)^config\\.excludes\\s*=\\s*\\[([^\\]]*)\\]");
  private static final Pattern ENV = Pattern.compile(
      "(?m)^config\\.environment\\[[\"']([^\"']+)[\"']\\]\\s*=\\s*[\"']([^\"']*)[\"']\\s*$");
  private static final Pattern FEATURE = Pattern.compile(
      "(?m)^config\\.available_features\\.add\\(\\s*[\"']([^\"']+)[\"']\\s*\\)");
  private static final Pattern STRING = Pattern.compile("[\"']([^\"']*)[\"']");

  static SuiteConfig read(Path cfg) {
    String text;
    try {
      text = Files.readString(cfg);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Path root = cfg.getParent();
    Matcher n = NAME.matcher(text);
    String name = n.find() ? n.group(1) : root.getFileName().toString();
    List<String> suffixes = strings(SUFFIXES, text);
    Set<String> excludes = new HashSet<>(strings(EXCLUDES, text));
    Map<String, String> env = new HashMap<>();
    Matcher e = ENV.matcher(text);
    while (e.find()) {
      env.put(e.group(1), e.group(2));
    }
    Set<String> features = new HashSet<>();
    Matcher f = FEATURE.matcher(text);
    while (f.find()) {
      features.add(f.group(1));
    }
    return new SuiteConfig(root, name, suffixes.isEmpty() ? List.of(".mlir") : suffixes, excludes,
        env, features);
  }

  private static List<String> strings(Pattern list, String text) {
    List<String> out = new ArrayList<>();
    Matcher m = list.matcher(text);
    if (m.find()) {
      Matcher s = STRING.matcher(m.group(1));
      while (s.find()) {
        out.add(s.group(1));
      }
    }
    return out;
  }

  /** Is {@code feature} available: declared, or a program on PATH. */
  public boolean hasFeature(String feature) {
    if (features.contains(feature)) {
      return true;
    }
    String path = System.getenv("PATH");
    if (path == null || feature.contains("/")) {
      return false;
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, feature))) {
        return true;
      }
    }
    return false;
  }

  /** The tests under {@code path} (a directory or one file), sorted. */
  public List<Path> discover(Path path) {
    Path p = path.toAbsolutePath().normalize();
    if (Files.isRegularFile(p)) {
      return List.of(p);
    }
    try (Stream<Path> s = Files.walk(p)) {
      return s.filter(Files::isRegularFile)
          .filter(f -> suffixes.stream().anyMatch(x -> f.getFileName().toString().endsWith(x)))
          .filter(f -> !excluded(root.relativize(f)))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private boolean excluded(Path rel) {
    for (Path part : rel) {
      if (excludes.contains(part.toString()) || part.toString().equals("Output")) {
        return true;
      }
    }
    return false;
  }

  /** The test's name as lit prints it: {@code suite :: relative/path}. */
  public String testName(Path file) {
    return name + " :: " + root.relativize(file.toAbsolutePath().normalize()).toString()
        .replace(File.separatorChar, '/');
  }
}
