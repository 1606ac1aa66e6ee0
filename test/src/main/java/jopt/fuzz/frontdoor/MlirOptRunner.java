package jopt.fuzz.frontdoor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs mlir-opt-22 on many inputs: in batches of up to {@link #BATCH} inputs per process with
 * {@code --split-input-file} ({@link BatchAttribution}); the inputs a batch does not settle
 * (errors without a usable location) run one per process, and a batch that crashes is run
 * again in halves until the crashing inputs run alone. Files go to a scratch directory;
 * one instance is used by one thread at a time.
 */
public final class MlirOptRunner {
  public static final int BATCH = 200;
  /**
   * The most output (each of stdout and stderr) a run may write: a mutant can make mlir-opt
   * print without end (a huge elided-free constant, a crash loop), and a file past 2 GiB cannot
   * be read into one array. A run over it is stopped and counted as a crash.
   */
  static final long MAX_OUTPUT_BYTES = 64L << 20;
  /**
   * The address space a run may take, through util-linux's prlimit where the machine has it: a
   * mutant can make mlir-opt-22 allocate without end (a transfer op whose permutation_map is a
   * float took 17 GiB in 24 s), which would starve the JVM beside it; past the limit mlir-opt
   * reports "out of memory" and aborts, which counts as a crash.
   */
  private static final long MAX_ADDRESS_SPACE = 8L << 30;
  private static final Path PRLIMIT = Path.of("/usr/bin/prlimit");

  private final Path exe;
  private final Path dir;
  private final long timeoutMs;
  private int processes;
  private int singles;

  public MlirOptRunner(Path exe, Path scratch, long timeoutMs) {
    this.exe = exe;
    this.dir = scratch;
    this.timeoutMs = timeoutMs;
    try {
      Files.createDirectories(scratch);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** How many mlir-opt processes ran, and how many of them ran a single input. */
  public String stats() {
    return processes + " processes (" + singles + " single-input)";
  }

  /** The outcome of {@code mlir-opt --allow-unregistered-dialect [extra]} on each input. */
  public List<Outcome> run(List<String> inputs, String... extra) {
    List<Outcome> out = new ArrayList<>(inputs.size());
    for (int from = 0; from < inputs.size(); from += BATCH) {
      List<String> batch = inputs.subList(from, Math.min(inputs.size(), from + BATCH));
      for (Outcome o : runBatch(batch, extra)) {
        out.add(o);
      }
    }
    return out;
  }

  /**
   * One batch: a crash (or a timeout) of the whole batch is narrowed down by running each half
   * as a batch of its own, down to single inputs; the inputs the batch leaves unsettled run
   * alone.
   */
  private Outcome[] runBatch(List<String> inputs, String... extra) {
    if (inputs.size() == 1) {
      return new Outcome[] {runOne(inputs.get(0), extra)};
    }
    BatchFile batch = new BatchFile(inputs);
    Path file = dir.resolve("batch.mlir");
    write(file, batch.text());
    List<String> cmd = command(extra);
    cmd.add("--split-input-file");
    cmd.add(file.toString());
    Proc p = exec(cmd, Math.max(60_000, 4 * timeoutMs));
    if (p.timedOut || p.tooLarge || BatchAttribution.crashed(p.exit, p.stderr)) {
      int half = inputs.size() / 2;
      Outcome[] a = runBatch(inputs.subList(0, half), extra);
      Outcome[] b = runBatch(inputs.subList(half, inputs.size()), extra);
      Outcome[] out = new Outcome[inputs.size()];
      System.arraycopy(a, 0, out, 0, a.length);
      System.arraycopy(b, 0, out, a.length, b.length);
      return out;
    }
    Outcome[] out = BatchAttribution.attribute(batch, file.toString(), p.exit, p.stdout, p.stderr);
    for (int i : BatchAttribution.unresolved(out)) {
      out[i] = runOne(inputs.get(i), extra);
    }
    return out;
  }

  /** Runs one input alone: its file holds just that input. */
  public Outcome runOne(String input, String... extra) {
    Path file = dir.resolve("single.mlir");
    write(file, input);
    List<String> cmd = command(extra);
    cmd.add(file.toString());
    singles++;
    Proc p = exec(cmd, timeoutMs);
    if (p.timedOut) {
      return Outcome.crash("timeout");
    }
    if (p.tooLarge) {
      return Outcome.crash("output over " + (MAX_OUTPUT_BYTES >> 20) + " MiB");
    }
    if (BatchAttribution.crashed(p.exit, p.stderr)) {
      return Outcome.crash("exit " + p.exit + ": " + crashReason(p.stderr));
    }
    if (p.exit == 0) {
      return Outcome.ok(p.stdout);
    }
    Diagnostics.Diag d = Diagnostics.firstError(p.stderr);
    if (d == null) {
      String s = p.stderr.strip();
      int nl = s.indexOf('\n');
      return Outcome.error("", nl < 0 ? s : s.substring(0, nl));
    }
    return Outcome.error(d.locIn(file.toString(), 0), d.message());
  }

  private static String crashReason(String stderr) {
    for (String l : stderr.split("\n")) {
      if (!l.isBlank() && !l.startsWith("PLEASE") && !l.startsWith("Stack dump")) {
        return l.strip();
      }
    }
    return "";
  }

  private List<String> command(String... extra) {
    List<String> cmd = new ArrayList<>();
    if (Files.isExecutable(PRLIMIT)) {
      cmd.addAll(List.of(PRLIMIT.toString(), "--as=" + MAX_ADDRESS_SPACE, "--"));
    }
    cmd.add(exe.toString());
    cmd.add("--allow-unregistered-dialect");
    cmd.addAll(List.of(extra));
    return cmd;
  }

  private record Proc(int exit, String stdout, String stderr, boolean timedOut,
      boolean tooLarge) {}

  private Proc exec(List<String> cmd, long timeout) {
    Path outFile = dir.resolve("stdout.txt");
    Path errFile = dir.resolve("stderr.txt");
    processes++;
    try {
      Process p = new ProcessBuilder(cmd).redirectOutput(outFile.toFile())
          .redirectError(errFile.toFile()).redirectInput(ProcessBuilder.Redirect.from(
              Path.of("/dev/null").toFile())).start();
      long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeout);
      boolean tooLarge = false;
      while (!p.waitFor(50, TimeUnit.MILLISECONDS)) {
        tooLarge = Files.size(outFile) > MAX_OUTPUT_BYTES || Files.size(errFile) > MAX_OUTPUT_BYTES;
        if (tooLarge || System.nanoTime() > deadline) {
          p.destroyForcibly();
          p.waitFor();
          return new Proc(-1, "", "", !tooLarge, tooLarge);
        }
      }
      if (Files.size(outFile) > MAX_OUTPUT_BYTES || Files.size(errFile) > MAX_OUTPUT_BYTES) {
        return new Proc(p.exitValue(), "", "", false, true);
      }
      return new Proc(p.exitValue(), read(outFile), read(errFile), false, false);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Reads a file that may hold bytes that are not UTF-8 (crash dumps), leniently. */
  private static String read(Path f) throws IOException {
    return new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
  }

  private static void write(Path f, String text) {
    try {
      Files.writeString(f, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
