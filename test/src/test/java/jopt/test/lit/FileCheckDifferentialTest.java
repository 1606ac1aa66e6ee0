package jopt.test.lit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import jopt.filecheck.FileCheck;
import jopt.lit.SuiteConfig;
import jopt.lit.TestRunner;
import jopt.lit.Tool;
import jopt.lit.Tools;
import org.junit.jupiter.api.Test;

/**
 * The Java FileCheck against LLVM's (skipped when LLVM's FileCheck is not installed): every
 * FileCheck call of the lit suite is captured (arguments and the exact input jopt produced),
 * then run by both FileChecks, first as written, then with each of its directive lines mutated
 * (a changed character, another directive kind, the line dropped or repeated, the pattern cut
 * short or made a regex). Both must give the same exit code every time.
 *
 * <p>{@code -Dfilecheck.diff.mutants=N} mutated lines per call (default 18, about 3000 mutants
 * over the suite; 0 for all lines).
 */
class FileCheckDifferentialTest {
  /** One FileCheck call seen while running the suite. */
  private record Call(String test, List<String> args, byte[] stdin, Path cwd, String opts) {}

  private record Outcome(int code, String stderr) {}

  @Test
  void bothFileChecksAgreeOnEveryCallAndMutant() throws Exception {
    Path nativeFc = LitPaths.require(LitPaths.fileCheck(), "LLVM's FileCheck");
    List<Call> calls = captureCalls();
    assertTrue(calls.size() > 100, "only " + calls.size() + " FileCheck calls captured");
    int perCall = Integer.getInteger("filecheck.diff.mutants", 18);
    Path tmp = Files.createTempDirectory("fc-diff");
    List<String> mismatches = new ArrayList<>();
    int runs = 0;
    int mutants = 0;
    int failingMutants = 0;
    for (Call c : calls) {
      int checkArg = checkFileArgument(c.args());
      Path checkFile = c.cwd().resolve(c.args().get(checkArg));
      compare(nativeFc, c, c.args(), "as written", mismatches);
      runs++;
      String text = Files.readString(checkFile);
      List<String> variants = Mutations.of(text, prefixes(c), perCall);
      for (int i = 0; i < variants.size(); i++) {
        Path mutant = tmp.resolve("mutant-" + mutants + "-" + checkFile.getFileName());
        Files.writeString(mutant, variants.get(i));
        List<String> args = new ArrayList<>(c.args());
        args.set(checkArg, mutant.toString());
        if (compare(nativeFc, c, args, "mutant " + i + " (" + mutant + ")", mismatches) != 0) {
          failingMutants++;
        }
        mutants++;
      }
    }
    System.out.printf("FileCheck differential: %d calls, %d mutants (%d failing in both), "
        + "%d mismatches%n", runs, mutants, failingMutants, mismatches.size());
    assertTrue(mismatches.isEmpty(), mismatches.size() + " mismatches:\n"
        + String.join("\n", mismatches.subList(0, Math.min(5, mismatches.size()))));
  }

  /** Runs both; records a mismatch of exit codes. Returns the native exit code. */
  private static int compare(Path nativeFc, Call c, List<String> args, String what,
      List<String> mismatches) throws Exception {
    Outcome n = runNative(nativeFc, c, args);
    Outcome j = runJava(c, args);
    if (n.code() != j.code()) {
      mismatches.add(c.test() + " " + what + ": FileCheck " + String.join(" ", args)
          + "\nnative exit " + n.code() + ":\n" + n.stderr() + "\njava exit " + j.code() + ":\n"
          + j.stderr());
    }
    return n.code();
  }

  private static List<Call> captureCalls() {
    Path root = LitPaths.litTests();
    SuiteConfig suite = SuiteConfig.find(root);
    List<Call> calls = Collections.synchronizedList(new ArrayList<>());
    for (Path f : suite.discover(root)) {
      String test = root.relativize(f).toString();
      Map<String, Tool> tools = new java.util.HashMap<>(Tools.defaults());
      Tool real = tools.get("FileCheck");
      tools.put("FileCheck", (args, in, out, err, cwd, env) -> {
        byte[] stdin = in.readAllBytes();
        calls.add(new Call(test, List.copyOf(args), stdin, cwd, env.get("FILECHECK_OPTS")));
        return real.run(args, new ByteArrayInputStream(stdin), out, err, cwd, env);
      });
      new TestRunner(suite, tools, LitPaths.scratch()).run(f);
    }
    return calls;
  }

  /** The positional argument: the check file. */
  private static int checkFileArgument(List<String> args) {
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (!a.startsWith("-")) {
        return i;
      }
      if (!a.contains("=") && (a.equals("--input-file") || a.equals("-input-file")
          || a.equals("--check-prefix") || a.equals("-check-prefix")
          || a.equals("--check-prefixes") || a.equals("-check-prefixes"))) {
        i++;
      }
    }
    throw new IllegalStateException("no check file in " + args);
  }

  private static List<String> prefixes(Call c) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < c.args().size(); i++) {
      String a = c.args().get(i);
      String v = null;
      if (a.matches("--?check-prefix(es)?=.*")) {
        v = a.substring(a.indexOf('=') + 1);
      } else if (a.matches("--?check-prefix(es)?") && i + 1 < c.args().size()) {
        v = c.args().get(i + 1);
      }
      if (v != null) {
        out.addAll(List.of(v.split(",")));
      }
    }
    return out.isEmpty() ? List.of("CHECK") : out;
  }

  private static Outcome runJava(Call c, List<String> args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = FileCheck.run(args, new ByteArrayInputStream(c.stdin()),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), c.opts(), c.cwd());
    return new Outcome(code, err.toString(StandardCharsets.UTF_8));
  }

  private static Outcome runNative(Path fc, Call c, List<String> args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(fc.toString());
    cmd.addAll(args);
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(c.cwd().toFile());
    pb.environment().remove("FILECHECK_OPTS");
    if (c.opts() != null) {
      pb.environment().put("FILECHECK_OPTS", c.opts());
    }
    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Process p = pb.start();
    CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
      try (OutputStream os = p.getOutputStream()) {
        os.write(c.stdin());
      } catch (IOException ignored) {
        // FileCheck stopped reading (a check-file error)
      }
    });
    String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    int code = p.waitFor();
    writer.join();
    return new Outcome(code, stderr);
  }
}
