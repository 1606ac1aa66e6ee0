package jopt.ir;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Parallel.forEachOrdered (outcomes in item order, a bounded number in flight, failures kept) and Parallel.start. */
class ParallelTest {
  private static MLIRContext context(int threads) {
    MLIRContext ctx = new MLIRContext();
    ctx.setNumThreads(threads);
    return ctx;
  }

  @Test
  void handsOutcomesOnInItemOrderWithABoundedWindow() {
    MLIRContext ctx = context(3);
    List<Integer> items = IntStream.range(0, 200).boxed().collect(Collectors.toList());
    AtomicInteger started = new AtomicInteger();
    AtomicInteger handed = new AtomicInteger();
    AtomicInteger mostAhead = new AtomicInteger();
    List<Integer> seen = new ArrayList<>();
    Parallel.forEachOrdered(ctx, items, 4, i -> {
      int ahead = started.incrementAndGet() - handed.get();
      mostAhead.accumulateAndGet(ahead, Math::max);
      return i * i;
    }, o -> {
      seen.add(o.replay(ctx.getDiagEngine()));
      handed.incrementAndGet();
    });
    assertThat(seen).isEqualTo(items.stream().map(i -> i * i).collect(Collectors.toList()));
    // Never more than the window's tasks submitted ahead of what was handed on.
    assertThat(mostAhead.get()).isAtMost(4);
  }

  @Test
  void aFailingTaskIsHandedOnAsItsOutcome() {
    MLIRContext ctx = context(2);
    List<Throwable> failures = new ArrayList<>();
    List<Integer> results = new ArrayList<>();
    Parallel.forEachOrdered(ctx, List.of(1, 2, 3), 2, i -> {
      if (i == 2) {
        throw new IllegalStateException("two");
      }
      return i;
    }, o -> {
      if (o.failure() != null) {
        failures.add(o.failure());
      } else {
        results.add(o.result());
      }
    });
    assertThat(results).containsExactly(1, 3).inOrder();
    assertThat(failures).hasSize(1);
    assertThat(failures.get(0)).hasMessageThat().isEqualTo("two");
  }

  @Test
  void runsOnTheCallerWithoutThreads() {
    MLIRContext ctx = context(1);
    ctx.enableMultithreading(false);
    Thread caller = Thread.currentThread();
    List<Boolean> onCaller = new ArrayList<>();
    Parallel.forEachOrdered(ctx, List.of(1, 2, 3), 2, i -> Thread.currentThread() == caller,
        o -> onCaller.add(o.result()));
    assertThat(onCaller).containsExactly(true, true, true);
  }

  @Test
  void aStartedTaskRunsBesideTheCallerAndReplaysItsDiagnostics() {
    for (int threads : new int[] {1, 2}) {
      MLIRContext ctx = context(threads);
      List<Diagnostic> seen = new ArrayList<>();
      ctx.getDiagEngine().setHandler(seen::add);
      Thread caller = Thread.currentThread();
      Parallel.Pending<Thread> pending = Parallel.start(ctx, () -> {
        ctx.getDiagEngine().emit(new Diagnostic(Diagnostic.Severity.WARNING, Location.UNKNOWN, "from the task"));
        return Thread.currentThread();
      });
      assertThat(seen).isEmpty(); // held until the caller asks for the outcome
      Thread ranOn = pending.await(ctx.getDiagEngine());
      ctx.getDiagEngine().flush(); // a diagnostic is in flight until the next one or a flush
      assertThat(seen).hasSize(1);
      assertThat(seen.get(0).getMessage()).isEqualTo("from the task");
      if (threads == 1) {
        assertThat(ranOn).isSameInstanceAs(caller);
      } else {
        assertThat(ranOn).isNotSameInstanceAs(caller);
      }
      Parallel.Pending<Integer> failing = Parallel.start(ctx, () -> {
        throw new IllegalStateException("boom");
      });
      IllegalStateException e =
          org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> failing.await(ctx.getDiagEngine()));
      assertThat(e).hasMessageThat().isEqualTo("boom");
    }
  }

  @Test
  void splitMakesContiguousPiecesOfAboutEqualSize() {
    List<Integer> items = IntStream.range(0, 10).boxed().collect(Collectors.toList());
    List<List<Integer>> pieces = Parallel.split(items, 4);
    assertThat(pieces).hasSize(4);
    List<Integer> joined = new ArrayList<>();
    for (List<Integer> piece : pieces) {
      assertThat(piece.size()).isIn(List.of(2, 3));
      joined.addAll(piece);
    }
    assertThat(joined).isEqualTo(items);
    assertThat(Parallel.split(items.subList(0, 3), 8)).hasSize(3); // never an empty piece
    assertThat(Parallel.split(List.of(), 8)).isEmpty();
  }
}

