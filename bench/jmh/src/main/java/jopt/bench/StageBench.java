package jopt.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Warm time of the parser, verifier, printer and every pass on the generated memory IR:
 * {@code bench/jmh.sh} (all), {@code bench/jmh.sh -p stage=parse,print -p ops=200000}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xss16m", "-Xmx6g"})
public class StageBench {
  @Param({"parse", "verify", "print", "canonicalize", "cse", "symbol-dce", "hlo-deallocate",
      "hlo-deallocation-simplification", "hlo-buffer-reuse", "hlo-deallocation-to-scf",
      "convert-deallocation-ops-to-llvm", "merge-alloc"})
  public String stage;

  @Param({"10000", "200000"})
  public int ops;

  private Stage s;
  private String input;
  private Object prepared;

  @Setup(Level.Trial)
  public void setUpTrial() {
    s = Stage.valueOf(stage.toUpperCase().replace('-', '_'));
    input = s.input(ops);
    prepared = s.prepareRun(input);
  }

  /** Passes change their module: each run gets a fresh one (not timed). */
  @Setup(Level.Invocation)
  public void setUpInvocation() {
    if (!s.reusesInput()) {
      prepared = s.prepareRun(input);
    }
  }

  @Benchmark
  public Object run() {
    return s.run(prepared);
  }
}
