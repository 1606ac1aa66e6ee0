/**
 * A random generator of memory IR programs for differential fuzzing of memory passes.
 *
 * <p>{@link jopt.fuzz.ProgramGenerator#programs(DeallocMode)} gives jqwik arbitraries of
 * {@link jopt.fuzz.Program}s: an MLIR module whose {@code @main} takes scalar arguments and
 * returns scalars loaded from buffers (and maybe one fresh buffer), with 0..2 helper functions.
 * Programs are correct, deterministic and terminating: every buffer is initialized before it is
 * read, every access is in bounds, loops run at most 4 times. In {@link DeallocMode#CORRECT}
 * every buffer is freed once after its last use; in {@link DeallocMode#NONE} nothing is freed
 * (the input of a deallocation pass).
 *
 * <p>Layout: the model ({@code Stmt}, {@code Funcs}) is lists of statements whose fields are
 * choices resolved modulo what is available when rendering, so any statement can be removed and
 * any choice shrunk; rendering ({@code Renderer} and the {@code *Renderer} classes over a
 * {@code Block}/{@code Fn} state, operand choice in {@code Picks}, buffers in {@code Buffers})
 * does names, types, bounds, aliasing and dealloc placement.
 */
package jopt.fuzz;
