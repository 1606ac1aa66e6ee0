package jopt.fuzz;

import java.util.List;

/**
 * One statement of the program model. Fields are free-form choices: the renderer reads each as
 * an index taken modulo the number of candidates available at that point (values of the right
 * kind, constants, ...), and renders nothing when no candidate fits. So any statement can be
 * deleted and any choice shrunk and the program still renders to a valid one.
 */
sealed interface Stmt {
  /**
   * Renders nothing. Generated rarely; it comes first so that shrinking turns statements into
   * it, which lets a shrunk program get below the minimum statement count.
   */
  record Skip() implements Stmt {}

  /** memref.alloc (static or dynamic size) or memref.alloca, then linalg.fill. */
  record Alloc(int elem, int shape, int kind, int fill) implements Stmt {}

  record Load(int mem, int i0, int i1) implements Stmt {}

  record Store(int mem, int val, int i0, int i1) implements Stmt {}

  record Fill(int mem, int val) implements Stmt {}

  /** Scalar arith: binary op, comparison, select or cast. */
  record Arith(int kind, int a, int b, int c) implements Stmt {}

  /** memref.copy or linalg.copy between disjoint same-shape buffers. */
  record Copy(int dst, int src, int linalg) implements Stmt {}

  record Matmul(int c, int a, int b) implements Stmt {}

  /** An elementwise linalg.generic. */
  record Generic(int out, int in, int op) implements Stmt {}

  /** subview, cast, collapse_shape, expand_shape, transpose or (CORRECT) memref.view of bytes. */
  record View(int src, int kind, int p0, int p1) implements Stmt {}

  /** bufferization.clone (CORRECT only). */
  record Clone(int src) implements Stmt {}

  /** memref.realloc, directly or (form 1, 2) inside one or two scf.if whose else yields the operand. */
  record Realloc(int src, int size, int form, int cond) implements Stmt {}

  record Call(int fn, List<Integer> args) implements Stmt {}

  /** scf.for with an optional memref and an optional scalar iter_arg. */
  record For(int trip, int iter, int scalar, List<Stmt> body, int yield) implements Stmt {}

  /** scf.if with optional else and results. */
  record If(int cond, int results, List<Stmt> then, List<Stmt> els, int yThen, int yElse)
      implements Stmt {}

  /** scf.forall of 1 or 2 dimensions, static, constant or dynamic bounds (see ForallRenderer). */
  record Forall(int bounds, int dims, List<Stmt> body) implements Stmt {}

  /** scf.while counting up to a bound of at most 4, optionally carrying a memref. */
  record While(int limit, int iter, int fwd, List<Stmt> body, int yield) implements Stmt {}
}
