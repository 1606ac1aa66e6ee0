package jopt.fuzz.frontdoor;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The text report of a run: totals, the accept/reject matrix of comparable mutants, tables per
 * form and per operator, the disagreement groups, internal errors grouped by throwing jopt
 * method and hangs, each group with one (the smallest) example. The examples are also written
 * whole to {@code examples/} of the output directory.
 */
public final class Report {
  private final Config config;
  private final SeedPreparation.Prepared seeds;
  private final List<Result> results;
  private final PrintStream out;

  public Report(Config config, SeedPreparation.Prepared seeds, List<Result> results, PrintStream out) {
    this.config = config;
    this.seeds = seeds;
    this.results = results;
    this.out = out;
  }

  public void print(String runInfo) {
    Tally all = tally(r -> "all").get("all");
    out.printf("front-door fuzz: %d mutants, --seed %d, jopt timeout %d ms, %d jopt thread(s)%s%n",
        results.size(), config.seed(), config.timeoutMs(), config.jobs(),
        config.oracle() ? "" : ", no oracle");
    out.println(runInfo);
    out.printf("seeds: %d chunks, %d dropped (both tools reject them unmutated), %d seeds"
        + " (generic forms printed by jopt %d, by mlir-opt %d)%n", seeds.chunks(), seeds.dropped(),
        seeds.seeds().size(), seeds.genericByJopt(), seeds.genericByMlir());
    out.printf("unmutated comparable chunks: only jopt rejects %d, only mlir-opt rejects %d; jopt internal"
        + " errors/hangs %d%n", seeds.joptOnlyRejects(), seeds.mlirOnlyRejects(),
        seeds.joptInternalErrors());
    out.printf("jopt: OK %d, ERROR %d, INTERNAL_ERROR %d, HANG %d%n", all.joptOk, all.joptError,
        all.internalErrors, all.hangs);
    if (config.oracle()) {
      printOracle(all);
    }
    printInternalErrors();
    out.flush();
  }

  private void printOracle(Tally all) {
    out.printf("mlir-opt-22: OK %d, ERROR %d, CRASH %d%n", all.mlirOk, all.mlirError, all.mlirCrashes);
    out.printf("comparable: %d (llvm dialect: %d); not comparable: jopt-only dialect %d,"
        + " mlir-opt crash %d%n", all.comparable, all.llvm, all.joptOnlyDialect, all.mlirCrashes);
    Tally llvm = new Tally();
    Tally nonLlvm = new Tally();
    for (Result r : results) {
      (r.llvm() ? llvm : nonLlvm).add(r);
    }
    out.println();
    out.println("comparable mutants            mlir-opt OK   mlir-opt ERROR");
    int[][] m = matrix();
    String[] rows = {"jopt OK", "jopt ERROR", "jopt INTERNAL_ERROR", "jopt HANG"};
    for (int i = 0; i < rows.length; i++) {
      out.printf("  %-27s %11d   %14d%n", rows[i], m[i][0], m[i][1]);
    }
    out.printf("both accept %d: outputs differ %d (%s)%n", all.bothAccept, all.outputDiffers,
        Tally.pct(all.outputDiffers, all.bothAccept));
    out.printf("both reject %d: same line:col %s, same message %s, both %s%n", all.bothReject,
        Tally.pct(all.sameLoc, all.bothReject), Tally.pct(all.sameMessage, all.bothReject),
        Tally.pct(all.sameBoth, all.bothReject));
    out.printf("jopt accepts, mlir-opt rejects %d; jopt rejects, mlir-opt accepts %d%n",
        all.joptAcceptsMlirRejects, all.joptRejectsMlirAccepts);
    out.printf("  of which llvm dialect: %d / %d (without llvm: %d / %d)%n",
        llvm.joptAcceptsMlirRejects, llvm.joptRejectsMlirAccepts,
        nonLlvm.joptAcceptsMlirRejects, nonLlvm.joptRejectsMlirAccepts);
    out.println();
    table("form", tally(r -> r.mutant().seed().form().label()));
    table("operator", tally(r -> r.mutant().operator()));
    Groups groups = Groups.of(results, Groups::disagreementKey);
    out.printf("%ndisagreement groups: %d (top %d)%n", groups.size(), config.top());
    int rank = 0;
    for (Groups.Group g : groups.sorted()) {
      if (++rank > config.top()) {
        break;
      }
      out.printf("%3d. %5d  %s%n", rank, g.count, g.key);
      example(g.example, "disagreement-" + rank);
    }
  }

  private int[][] matrix() {
    int[][] m = new int[4][2];
    for (Result r : results) {
      if (!r.comparable()) {
        continue;
      }
      int row = switch (r.jopt().kind()) {
        case OK -> 0;
        case ERROR -> 1;
        case INTERNAL_ERROR -> 2;
        default -> 3;
      };
      m[row][r.mlir().accepted() ? 0 : 1]++;
    }
    return m;
  }

  private void printInternalErrors() {
    Groups ice = Groups.of(results, Groups::internalErrorKey);
    out.printf("%njopt internal errors: %d in %d groups (exception @ throwing jopt method)%n",
        ice.sorted().stream().mapToInt(g -> g.count).sum(), ice.size());
    int rank = 0;
    for (Groups.Group g : ice.sorted()) {
      rank++;
      if (rank <= config.top()) {
        out.printf("%3d. %5d  %s%n", rank, g.count, g.key);
        Groups callers = Groups.of(results, r -> g.key.equals(Groups.internalErrorKey(r))
            ? InternalErrors.caller(r.jopt().detail()) : null);
        StringBuilder sb = new StringBuilder();
        for (Groups.Group c : callers.sorted().subList(0, Math.min(3, callers.size()))) {
          sb.append(sb.length() == 0 ? "" : ", ").append(c.count).append(" from ").append(c.key);
        }
        out.printf("        called from: %s%n", sb);
        example(g.example, "internal-" + rank);
      }
    }
    Groups hangs = Groups.of(results, Groups::hangKey);
    out.printf("%njopt hangs (> %d ms): %d%n", config.timeoutMs(),
        hangs.sorted().stream().mapToInt(g -> g.count).sum());
    rank = 0;
    for (Groups.Group g : hangs.sorted()) {
      rank++;
      if (rank <= config.top()) {
        out.printf("%3d. %5d  %s%n", rank, g.count, g.key);
        example(g.example, "hang-" + rank);
      }
    }
  }

  private void example(Result r, String name) {
    Mutant m = r.mutant();
    out.printf("        e.g. mutant %d (%s, %s, %s) line %d: %s%n", m.id(), m.operator(),
        m.seed().form().label(), m.seed().origin(), m.line(), clip(m.mutatedLine(), 110));
    out.printf("          jopt:     %s%n", describe(r.jopt()));
    if (r.mlir() != null) {
      out.printf("          mlir-opt: %s%n", describe(r.mlir()));
    }
    writeExample(r, name);
  }

  static String describe(Outcome o) {
    return switch (o.kind()) {
      case OK -> "OK";
      case ERROR -> (o.loc().isEmpty() ? "" : o.loc() + ": ") + "error: " + clip(o.message(), 130);
      case INTERNAL_ERROR -> "INTERNAL_ERROR " + clip(o.message(), 100) + " @ "
          + InternalErrors.frame(o.detail());
      case HANG -> "HANG";
      case CRASH -> "CRASH " + clip(o.detail(), 120);
    };
  }

  private void writeExample(Result r, String name) {
    Path dir = config.outDir().resolve("examples");
    StringBuilder sb = new StringBuilder();
    sb.append("// mutant ").append(r.mutant().id()).append(" of ").append(r.mutant().seed().origin())
        .append(" (").append(r.mutant().seed().form().label()).append("), operator ")
        .append(r.mutant().operator()).append(", line ").append(r.mutant().line()).append('\n');
    sb.append("// jopt:     ").append(describe(r.jopt()).replace('\n', ' ')).append('\n');
    if (r.mlir() != null) {
      sb.append("// mlir-opt: ").append(describe(r.mlir()).replace('\n', ' ')).append('\n');
    }
    sb.append(r.mutant().text());
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve(name + ".mlir"), sb.toString(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Map<String, Tally> tally(Function<Result, String> key) {
    Map<String, Tally> t = new TreeMap<>();
    for (Result r : results) {
      t.computeIfAbsent(key.apply(r), k -> new Tally()).add(r);
    }
    return t;
  }

  private void table(String what, Map<String, Tally> rows) {
    out.printf("%-17s %6s %5s %5s %5s %6s %6s %6s %6s %6s %7s %7s %6s%n", "per " + what, "n",
        "ICE", "hang", "crash", "compar", "acc/ac", "rej/rj", "acc/rj", "rej/ac", "sameLC",
        "sameMsg", "outDif");
    rows.forEach((k, t) -> out.printf(Locale.ROOT,
        "  %-15s %6d %5d %5d %5d %6d %6d %6d %6d %6d %7s %7s %6d%n", k, t.n, t.internalErrors,
        t.hangs, t.mlirCrashes, t.comparable, t.bothAccept, t.bothReject,
        t.joptAcceptsMlirRejects, t.joptRejectsMlirAccepts, Tally.pct(t.sameLoc, t.bothReject),
        Tally.pct(t.sameMessage, t.bothReject), t.outputDiffers));
  }

  static String clip(String s, int max) {
    String one = escapeControls(s.replace('\n', ' '));
    return one.length() <= max ? one : one.substring(0, max) + "...";
  }

  /**
   * Control characters as {@code \xNN}: mlir-opt-22 prints some messages with a NUL byte
   * ({@code expected 1 operand type\x00 but had 0}).
   */
  static String escapeControls(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (char c : s.toCharArray()) {
      if (c < 0x20 && c != '\n' && c != '\t') {
        sb.append(String.format("\\x%02x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
