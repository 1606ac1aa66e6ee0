package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * jqwik arbitraries of correct, deterministic, terminating memory programs ({@link Program}).
 * The model is lists of statement records whose fields are choices (see {@link Stmt}), so
 * jqwik's shrinking of lists and integers shrinks programs while keeping them valid.
 */
public final class ProgramGenerator {
  private ProgramGenerator() {}

  public static final int DEFAULT_MAX_STATEMENTS = 40;
  public static final int DEFAULT_MAX_DEPTH = 3;

  /** Programs of 5..40 top-level statements, regions nested 3 deep. */
  public static Arbitrary<Program> programs(DeallocMode mode) {
    return programs(mode, DEFAULT_MAX_STATEMENTS, DEFAULT_MAX_DEPTH);
  }

  /** As {@link #programs(DeallocMode)}, with scf.forall loops among the region statements. */
  public static Arbitrary<Program> programsWithForall(DeallocMode mode) {
    return programs(mode, DEFAULT_MAX_STATEMENTS, DEFAULT_MAX_DEPTH, true);
  }

  public static Arbitrary<Program> programs(DeallocMode mode, int maxStatements, int maxDepth) {
    return programs(mode, maxStatements, maxDepth, false);
  }

  /**
   * As {@link #programs(DeallocMode)}, where a helper may return a buffer of dynamic size,
   * sized as one of its arguments of dynamic size (the programs of the other generators stay
   * what they were).
   */
  public static Arbitrary<Program> programsWithDynamicResults(DeallocMode mode) {
    return programs(mode, DEFAULT_MAX_STATEMENTS, DEFAULT_MAX_DEPTH, false, true);
  }

  static Arbitrary<Program> programs(DeallocMode mode, int maxStatements, int maxDepth,
      boolean forall) {
    return programs(mode, maxStatements, maxDepth, forall, false);
  }

  static Arbitrary<Program> programs(DeallocMode mode, int maxStatements, int maxDepth,
      boolean forall, boolean dynamicResults) {
    int max = Math.max(1, maxStatements);
    int depth = Math.max(0, maxDepth);
    StmtArbitraries s = new StmtArbitraries(mode, max, depth, forall);
    Arbitrary<Funcs.Main> main =
        Combinators.combine(
                arg().list().ofMinSize(1).ofMaxSize(4),
                s.block(depth, Math.min(5, max), max),
                choice().list().ofMinSize(1).ofMaxSize(3),
                choice())
            .as(Funcs.Main::new);
    Arbitrary<Funcs.Helper> helper =
        Combinators.combine(
                choice().list().ofMinSize(1).ofMaxSize(4),
                choice(),
                s.block(Math.max(0, depth - 1), 0, Math.max(1, max / 3)),
                choice())
            .as(Funcs.Helper::new);
    Arbitrary<List<Funcs.Helper>> helpers =
        Arbitraries.frequencyOf(
            Tuple.of(2, Arbitraries.just(List.<Funcs.Helper>of())),
            Tuple.of(3, helper.list().ofMinSize(1).ofMaxSize(2)));
    return Combinators.combine(main, helpers).as((m, h) -> Program.of(mode, m, h, dynamicResults));
  }

  static Arbitrary<Integer> choice() {
    return Arbitraries.integers().between(0, 9999);
  }

  private static Arbitrary<Funcs.Arg> arg() {
    return Combinators.combine(choice(), Arbitraries.longs().between(0, 999)).as(Funcs.Arg::new);
  }

  /** Statement arbitraries, nested regions bounded by depth. */
  static final class StmtArbitraries {
    private final DeallocMode mode;
    private final int max;
    private final boolean forall;

    StmtArbitraries(DeallocMode mode, int max, int depth, boolean forall) {
      this.mode = mode;
      this.max = max;
      this.forall = forall;
    }

    Arbitrary<List<Stmt>> block(int depth, int min, int maxSize) {
      return stmt(depth).list().ofMinSize(min).ofMaxSize(Math.max(min, maxSize));
    }

    Arbitrary<Stmt> stmt(int depth) {
      Arbitrary<Integer> c = choice();
      List<net.jqwik.api.Tuple.Tuple2<Integer, Arbitrary<? extends Stmt>>> f = new ArrayList<>();
      f.add(Tuple.of(1, Arbitraries.just(new Stmt.Skip())));
      f.add(Tuple.of(5, Combinators.combine(c, c, c, c).as(Stmt.Alloc::new)));
      f.add(Tuple.of(5, Combinators.combine(c, c, c).as(Stmt.Load::new)));
      f.add(Tuple.of(5, Combinators.combine(c, c, c, c).as(Stmt.Store::new)));
      f.add(Tuple.of(1, Combinators.combine(c, c).as(Stmt.Fill::new)));
      f.add(Tuple.of(4, Combinators.combine(c, c, c, c).as(Stmt.Arith::new)));
      f.add(Tuple.of(2, Combinators.combine(c, c, c).as(Stmt.Copy::new)));
      f.add(Tuple.of(1, Combinators.combine(c, c, c).as(Stmt.Matmul::new)));
      f.add(Tuple.of(1, Combinators.combine(c, c, c).as(Stmt.Generic::new)));
      f.add(Tuple.of(4, Combinators.combine(c, c, c, c).as(Stmt.View::new)));
      if (mode == DeallocMode.CORRECT) {
        f.add(Tuple.of(1, c.map(Stmt.Clone::new)));
      }
      f.add(Tuple.of(2, Combinators.combine(c, c, c, c).as(Stmt.Realloc::new)));
      f.add(Tuple.of(2, Combinators.combine(c, c.list().ofMaxSize(4)).as(Stmt.Call::new)));
      if (depth > 0) {
        Arbitrary<List<Stmt>> body = block(depth - 1, 0, Math.max(2, max / 5));
        f.add(Tuple.of(2, Combinators.combine(c, c, c, body, c).as(Stmt.For::new)));
        f.add(Tuple.of(2, Combinators.combine(c, c, body, body, c, c).as(Stmt.If::new)));
        f.add(Tuple.of(1, Combinators.combine(c, c, c, body, c).as(Stmt.While::new)));
        if (forall) {
          f.add(Tuple.of(3, Combinators.combine(c, c, body).as(Stmt.Forall::new)));
        }
      }
      return Arbitraries.frequencyOf(f.toArray(new net.jqwik.api.Tuple.Tuple2[0]));
    }
  }
}
