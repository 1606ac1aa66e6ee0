package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * A generated program: the model (@main and 0..2 helpers, as statement lists) and its rendering.
 * {@link #text()} is an MLIR module whose entry function {@link #entry()} takes the scalar
 * arguments {@link #entryArgs()} (index, i1 as 0/1, i32, i64).
 */
public record Program(
    DeallocMode mode, Funcs.Main main, List<Funcs.Helper> helpers, String text, List<Long> entryArgs) {

  /** Renders the model. */
  static Program of(DeallocMode mode, Funcs.Main main, List<Funcs.Helper> helpers) {
    return of(mode, main, helpers, false);
  }

  /** Renders the model; with {@code dynamicResults}, helpers may return buffers of dynamic size. */
  static Program of(DeallocMode mode, Funcs.Main main, List<Funcs.Helper> helpers,
      boolean dynamicResults) {
    List<Signature> sigs = new ArrayList<>();
    for (int i = 0; i < helpers.size(); i++) {
      Funcs.Helper h = helpers.get(i);
      sigs.add(Signature.decode("@helper" + i, h.params(), h.results(), dynamicResults));
    }
    StringBuilder funcs = new StringBuilder();
    List<String> globals = new ArrayList<>();
    for (int i = 0; i < helpers.size(); i++) {
      // A helper calls only earlier helpers: no recursion.
      for (String l : FuncRenderer.helper(mode, sigs.get(i), helpers.get(i), sigs.subList(0, i),
          globals)) {
        funcs.append(l).append('\n');
      }
    }
    for (String l : FuncRenderer.main(mode, main, sigs, globals)) {
      funcs.append(l).append('\n');
    }
    StringBuilder sb = new StringBuilder("module {\n");
    for (String g : globals) {
      sb.append("  ").append(g).append('\n');
    }
    sb.append(funcs).append("}\n");
    List<Long> args = main.args().stream().map(Funcs.Arg::runtimeValue).toList();
    return new Program(mode, main, List.copyOf(helpers), sb.toString(), args);
  }

  private static final java.util.regex.Pattern STATIC_REALLOC = java.util.regex.Pattern.compile(
      "memref\\.realloc %[\\w#]+ : memref<(\\d+)x[^>]*> to memref<(\\d+)x");

  /**
   * Whether a memref.realloc shrinks a buffer between static sizes. Upstream's
   * buffer-deallocation-pipeline fails verification on such programs (its expand-realloc copies
   * the old size into a subview of the new buffer on the branch never taken; canonicalize makes
   * that subview static and out of bounds), mlir-opt-22's as jopt's.
   */
  public boolean hasStaticShrinkingRealloc() {
    java.util.regex.Matcher m = STATIC_REALLOC.matcher(text);
    while (m.find()) {
      if (Long.parseLong(m.group(2)) < Long.parseLong(m.group(1))) {
        return true;
      }
    }
    return false;
  }

  /** The function to run. */
  public String entry() {
    return "main";
  }

  @Override
  public String toString() {
    return "Program[" + mode + ", args " + entryArgs + "]\n" + text;
  }
}
