package jopt.test.readme;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.lit.ShellParser;
import jopt.lit.Tool;
import jopt.lit.Tools;
import jopt.test.lit.LitPaths;
import org.junit.jupiter.api.Test;

/**
 * The README's promises, kept: every {@code bin/jopt} and {@code bin/jopt-run} command of its
 * {@code sh} blocks runs (in-process, from the checkout's root) and exits 0, printing the lines
 * of the {@code text} block that follows it, if any; the only other command is {@code ./test.sh};
 * each block marked {@code <!-- excerpt of PATH -->} appears verbatim in that file (the consumer
 * project that {@code InstallConsumerTest} builds and runs).
 */
class ReadmeTest {
  /** A fenced block: its language, its lines, and the marker comment just above it (or null). */
  private record Fence(String lang, List<String> lines, String excerptOf) {}

  private static List<Fence> fences(List<String> readme) {
    List<Fence> fences = new ArrayList<>();
    String marker = null;
    for (int i = 0; i < readme.size(); i++) {
      String line = readme.get(i);
      if (line.startsWith("<!-- excerpt of ") && line.endsWith(" -->")) {
        marker = line.substring("<!-- excerpt of ".length(), line.length() - " -->".length());
        continue;
      }
      if (!line.startsWith("```")) {
        if (!line.isBlank()) {
          marker = null;
        }
        continue;
      }
      String lang = line.substring(3).strip();
      List<String> body = new ArrayList<>();
      for (i++; i < readme.size() && !readme.get(i).startsWith("```"); i++) {
        body.add(readme.get(i));
      }
      fences.add(new Fence(lang, body, marker));
      marker = null;
    }
    return fences;
  }

  private static List<String> readme() throws Exception {
    return Files.readAllLines(LitPaths.root().resolve("README.md"), StandardCharsets.UTF_8);
  }

  @Test
  void everyCommandRunsAndPrintsWhatTheReadmeShows() throws Exception {
    List<Fence> fences = fences(readme());
    Map<String, Tool> tools = Tools.defaults();
    int ran = 0;
    for (int f = 0; f < fences.size(); f++) {
      Fence fence = fences.get(f);
      if (!fence.lang().equals("sh")) {
        continue;
      }
      for (String command : fence.lines()) {
        if (command.isBlank() || command.equals("./test.sh")) {
          continue;
        }
        List<String> words = ShellParser.parse(command).pipelines().get(0).get(0).words();
        String program = words.get(0);
        assertWithMessage("README command other than bin/jopt, bin/jopt-run or ./test.sh: %s", command)
            .that(program).isAnyOf("bin/jopt", "bin/jopt-run");
        List<String> args = new ArrayList<>();
        for (String w : words.subList(1, words.size())) {
          // Paths are the checkout's; the tools resolve them against the JVM's directory.
          Path p = LitPaths.root().resolve(w);
          args.add(!w.startsWith("-") && Files.exists(p) ? p.toString() : w);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = tools.get(program.substring("bin/".length())).run(args,
            new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8), LitPaths.root(), Map.of());
        String stdout = out.toString(StandardCharsets.UTF_8);
        assertWithMessage("%s\nstderr:\n%s", command, err.toString(StandardCharsets.UTF_8))
            .that(code).isEqualTo(0);
        assertWithMessage("%s printed nothing", command).that(stdout).isNotEmpty();
        ran++;
        Fence next = f + 1 < fences.size() ? fences.get(f + 1) : null;
        if (next != null && next.lang().equals("text") && fence.lines().size() == 1) {
          int from = 0;
          for (String expected : next.lines()) {
            int at = stdout.indexOf(expected + "\n", from);
            assertWithMessage("%s should print, after what came before it:\n%s\nbut printed:\n%s",
                command, expected, stdout).that(at).isAtLeast(0);
            from = at + expected.length();
          }
        }
      }
    }
    assertWithMessage("commands run").that(ran).isAtLeast(4);
  }

  @Test
  void excerptsAreTheFilesTheyQuote() throws Exception {
    int checked = 0;
    for (Fence fence : fences(readme())) {
      if (fence.excerptOf() == null) {
        continue;
      }
      String file = Files.readString(LitPaths.root().resolve(fence.excerptOf()), StandardCharsets.UTF_8);
      String excerpt = String.join("\n", fence.lines()) + "\n";
      assertWithMessage("README's excerpt of %s is not in the file", fence.excerptOf())
          .that(file).contains(excerpt);
      checked++;
    }
    assertWithMessage("excerpts").that(checked).isAtLeast(2);
  }

  /** Every relative link of README.md and docs/*.md names a file that exists, and a heading of it. */
  @Test
  void linksResolve() throws Exception {
    Path root = LitPaths.root();
    List<Path> pages = new ArrayList<>(List.of(root.resolve("README.md")));
    try (var docs = Files.list(root.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).forEach(pages::add);
    }
    java.util.regex.Pattern link = java.util.regex.Pattern.compile("\\]\\(([^)\\s]+)\\)");
    List<String> broken = new ArrayList<>();
    for (Path page : pages) {
      var m = link.matcher(Files.readString(page, StandardCharsets.UTF_8));
      while (m.find()) {
        String target = m.group(1);
        if (target.startsWith("http")) {
          continue;
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path to = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!Files.exists(to)) {
          broken.add(root.relativize(page) + ": " + target);
        } else if (hash >= 0 && to.toString().endsWith(".md")
            && !anchors(to).contains(target.substring(hash + 1))) {
          broken.add(root.relativize(page) + ": " + target + " (no such heading)");
        }
      }
    }
    assertWithMessage("broken links").that(broken).isEmpty();
  }

  /** GitHub's anchors of a markdown file's headings. */
  private static java.util.Set<String> anchors(Path md) throws Exception {
    java.util.Set<String> anchors = new java.util.HashSet<>();
    for (String line : Files.readAllLines(md, StandardCharsets.UTF_8)) {
      if (line.startsWith("#")) {
        String t = line.replaceFirst("^#+", "").strip().toLowerCase(java.util.Locale.ROOT);
        anchors.add(t.replaceAll("[^\\w\\- ]", "").replace(' ', '-'));
      }
    }
    return anchors;
  }

  @Test
  void readmeStaysShort() throws Exception {
    assertWithMessage("README lines (reference material belongs in docs/)").that(readme().size())
        .isAtMost(200);
  }
}
