package jopt.fuzz;

import java.util.List;

/** The function-level part of the program model. */
final class Funcs {
  private Funcs() {}

  /** An argument of @main: {@code type} picks index, i1, i32 or i64, {@code value} its value. */
  record Arg(int type, long value) {
    static final List<Elem> TYPES = List.of(Elem.INDEX, Elem.INDEX, Elem.I1, Elem.I32, Elem.I64);

    Elem elem() {
      return Elem.pick(TYPES, type);
    }

    /** The value passed for it (i1 as 0/1), small so that clamps and branches vary. */
    long runtimeValue() {
      long v = Math.floorMod(value, 1000);
      switch (elem()) {
        case INDEX:
          return v % 13;
        case I1:
          return v % 2;
        default:
          return v % 101 - 50;
      }
    }
  }

  /**
   * @main: arguments, body, scalar results (each loads from a buffer or returns a scalar) and an
   * optional returned buffer ({@code retMem} 0: none).
   */
  record Main(List<Arg> args, List<Stmt> body, List<Integer> rets, int retMem) {}

  /**
   * A helper function: {@code params} each decode to a memref or scalar parameter, {@code
   * results} to an optional fresh memref and an optional scalar, {@code ret} picks what is
   * returned.
   */
  record Helper(List<Integer> params, int results, List<Stmt> body, int ret) {}
}
