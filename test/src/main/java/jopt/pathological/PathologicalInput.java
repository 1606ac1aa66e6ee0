package jopt.pathological;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The shapes of input that generators, fuzzers and machine-written models produce, each made
 * at a size {@code n} (1,000 to 1,000,000): very wide (an attribute dictionary of n entries, n
 * functions, an op of n results) or very deep (n nested regions, types, attributes, affine
 * parentheses or call-site locations). Every program is valid MLIR that mlir-opt-22 accepts
 * where its stack allows; the memory classes allocate buffers (without deallocations, the input
 * of the deallocation pipeline) so that the memory passes have work at every level.
 *
 * <p>The text is written without indentation, so that its size is linear in {@code n}.
 */
public enum PathologicalInput {
  /** n nested {@code scf.if} on an argument, each allocating and using a buffer. */
  REGION_DEPTH("region-depth") {
    @Override
    void write(int n, Out o) {
      o.line("func.func @nest(%c: i1, %v: f32) -> f32 {");
      o.line("%c0 = arith.constant 0 : index");
      o.line("%a0 = memref.alloc() : memref<4xf32>");
      o.line("memref.store %v, %a0[%c0] : memref<4xf32>");
      for (int i = 1; i <= n; i++) {
        o.line("scf.if %c {");
        o.line("%a" + i + " = memref.alloc() : memref<4xf32>");
        o.line("memref.store %v, %a" + i + "[%c0] : memref<4xf32>");
      }
      for (int i = n; i >= 1; i--) {
        o.line("%x" + i + " = memref.load %a" + i + "[%c0] : memref<4xf32>");
        o.line("memref.store %x" + i + ", %a" + (i - 1) + "[%c0] : memref<4xf32>");
        o.line("}");
      }
      o.line("%r = memref.load %a0[%c0] : memref<4xf32>");
      o.line("return %r : f32");
      o.line("}");
    }
  },
  /**
   * n nested {@code scf.if} on a constant {@code true}: canonicalize inlines every level into
   * the function (MLIR's block merging, once cubic here).
   */
  CONSTANT_IF_DEPTH("constant-if-depth") {
    @Override
    void write(int n, Out o) {
      o.line("func.func @nest(%v: f32) -> f32 {");
      o.line("%true = arith.constant true");
      o.line("%c0 = arith.constant 0 : index");
      o.line("%a = memref.alloc() : memref<4xf32>");
      for (int i = 0; i < n; i++) {
        o.line("scf.if %true {");
        o.line("memref.store %v, %a[%c0] : memref<4xf32>");
      }
      for (int i = 0; i < n; i++) {
        o.line("}");
      }
      o.line("%r = memref.load %a[%c0] : memref<4xf32>");
      o.line("return %r : f32");
      o.line("}");
    }
  },
  /**
   * n consecutive {@code scf.if} on one condition, each storing into a buffer and yielding a
   * value the next one reads: canonicalize combines them into one if (MLIR's CombineIfs, whose
   * combined body grows by a step each time; quadratic in mlir-opt too).
   */
  IF_CHAIN("if-chain") {
    @Override
    void write(int n, Out o) {
      o.line("func.func @chain(%c: i1, %v: f32) -> f32 {");
      o.line("%c0 = arith.constant 0 : index");
      o.line("%a = memref.alloc() : memref<4xf32>");
      o.line("%x0 = arith.constant 1.0 : f32");
      for (int i = 0; i < n; i++) {
        o.line("%x" + (i + 1) + " = scf.if %c -> (f32) {");
        o.line("memref.store %x" + i + ", %a[%c0] : memref<4xf32>");
        o.line("%s" + i + " = arith.addf %x" + i + ", %v : f32");
        o.line("scf.yield %s" + i + " : f32");
        o.line("} else {");
        o.line("%t" + i + " = arith.mulf %x" + i + ", %v : f32");
        o.line("scf.yield %t" + i + " : f32");
        o.line("}");
      }
      o.line("%r = memref.load %a[%c0] : memref<4xf32>");
      o.line("%y = arith.addf %r, %x" + n + " : f32");
      o.line("return %y : f32");
      o.line("}");
    }
  },
  /** n nested regions in the generic form ({@code "scf.execute_region"() ({...})}). */
  GENERIC_REGION_DEPTH("generic-region-depth") {
    @Override
    void write(int n, Out o) {
      o.line("func.func @nest() {");
      for (int i = 0; i < n; i++) {
        o.line("\"scf.execute_region\"() ({");
      }
      for (int i = 0; i < n; i++) {
        o.line("\"scf.yield\"() : () -> ()");
        o.line("}) : () -> ()");
      }
      o.line("return");
      o.line("}");
    }
  },
  /** A function whose attribute dictionary has n entries, with a buffer in its body. */
  DICT_WIDTH("dict-width") {
    @Override
    void write(int n, Out o) {
      o.text("func.func @wide(%v: f32) -> f32 attributes {");
      for (int i = 0; i < n; i++) {
        if (i > 0) {
          o.text(", ");
        }
        switch (i % 4) {
          case 0 -> o.text("a" + i + " = " + i + " : i64");
          case 1 -> o.text("a" + i + " = \"s" + i + "\"");
          case 2 -> o.text("a" + i);
          default -> o.text("a" + i + " = [" + i + ", @f]");
        }
      }
      o.line("} {");
      bufferRoundTrip(o);
      o.line("return %x : f32");
      o.line("}");
    }
  },
  /** n functions, each allocating a buffer and calling the next. */
  FUNC_COUNT("func-count") {
    @Override
    void write(int n, Out o) {
      for (int i = 0; i < n - 1; i++) {
        o.line("func.func @f" + i + "(%v: f32) -> f32 {");
        bufferRoundTrip(o);
        o.line("%r = func.call @f" + (i + 1) + "(%x) : (f32) -> f32");
        o.line("return %r : f32");
        o.line("}");
      }
      o.line("func.func @f" + (n - 1) + "(%v: f32) -> f32 {");
      o.line("return %v : f32");
      o.line("}");
    }
  },
  /**
   * n functions, each allocating a scratch buffer and passing its memref argument on to the
   * next, the last one freeing it: whether each argument is only borrowed is decided along the
   * whole chain (jopt-merge-alloc; once a pass over the module per link).
   */
  CALL_CHAIN("call-chain") {
    @Override
    void write(int n, Out o) {
      o.line("func.func private @f0(%m: memref<4xf32>) {");
      o.line("memref.dealloc %m : memref<4xf32>");
      o.line("return");
      o.line("}");
      for (int i = 1; i < n; i++) {
        o.line("func.func private @f" + i + "(%m: memref<4xf32>) {");
        o.line("%c0 = arith.constant 0 : index");
        o.line("%s = memref.alloc() : memref<4xf32>");
        o.line("%x = memref.load %m[%c0] : memref<4xf32>");
        o.line("memref.store %x, %s[%c0] : memref<4xf32>");
        o.line("func.call @f" + (i - 1) + "(%m) : (memref<4xf32>) -> ()");
        o.line("return");
        o.line("}");
      }
      o.line("func.func @main(%v: f32) {");
      o.line("%c0 = arith.constant 0 : index");
      o.line("%a = memref.alloc() : memref<4xf32>");
      o.line("memref.store %v, %a[%c0] : memref<4xf32>");
      o.line("func.call @f" + (n - 1) + "(%a) : (memref<4xf32>) -> ()");
      o.line("return");
      o.line("}");
    }
  },
  /** One op of n results ({@code scf.execute_region} yielding n values). */
  OP_RESULTS("op-results") {
    @Override
    void write(int n, Out o) {
      o.line("func.func @results(%v: f32) -> f32 {");
      o.text("%r:" + n + " = scf.execute_region -> (");
      for (int i = 0; i < n; i++) {
        o.text(i > 0 ? ", f32" : "f32");
      }
      o.line(") {");
      o.text("scf.yield ");
      for (int i = 0; i < n; i++) {
        o.text(i > 0 ? ", %v" : "%v");
      }
      o.text(" : ");
      for (int i = 0; i < n; i++) {
        o.text(i > 0 ? ", f32" : "f32");
      }
      o.line("");
      o.line("}");
      o.line("return %r#" + (n - 1) + " : f32");
      o.line("}");
    }
  },
  /** A tuple type nested n deep, as an argument and a result. */
  TUPLE_DEPTH("tuple-depth") {
    @Override
    void write(int n, Out o) {
      typeRoundTrip(o, n, "tuple<", "i32", ">");
    }
  },
  /** A memref type nested n deep ({@code memref<1xmemref<1x...xf32>>}). */
  MEMREF_DEPTH("memref-depth") {
    @Override
    void write(int n, Out o) {
      typeRoundTrip(o, n, "memref<1x", "f32", ">");
    }
  },
  /** A function type nested n deep in its inputs ({@code ((i32) -> i32) -> i32}). */
  FUNCTION_TYPE_DEPTH("function-type-depth") {
    @Override
    void write(int n, Out o) {
      typeRoundTrip(o, n, "(", "i32", ") -> i32");
    }
  },
  /** An array attribute nested n deep. */
  ARRAY_DEPTH("array-depth") {
    @Override
    void write(int n, Out o) {
      o.text("func.func @deep() attributes {a = ");
      o.repeat("[", n);
      o.text("1");
      o.repeat("]", n);
      o.line("} {");
      o.line("return");
      o.line("}");
    }
  },
  /** A dictionary attribute nested n deep. */
  DICT_DEPTH("dict-depth") {
    @Override
    void write(int n, Out o) {
      o.text("func.func @deep() attributes {a = ");
      o.repeat("{a = ", n);
      o.text("1");
      o.repeat("}", n);
      o.line("} {");
      o.line("return");
      o.line("}");
    }
  },
  /** An affine map whose result is in n parentheses. */
  AFFINE_PARENS("affine-parens") {
    @Override
    void write(int n, Out o) {
      o.text("func.func @deep() attributes {m = affine_map<(d0, d1) -> (");
      o.repeat("(", n);
      o.text("d0 + d1");
      o.repeat(")", n);
      o.line(")>} {");
      o.line("return");
      o.line("}");
    }
  },
  /** An affine map whose result is a sum of n terms (a tree n deep before simplification). */
  AFFINE_SUM("affine-sum") {
    @Override
    void write(int n, Out o) {
      o.text("func.func @deep() attributes {m = affine_map<(d0, d1)[s0] -> (d0");
      for (int i = 1; i < n; i++) {
        o.text(switch (i % 3) {
          case 0 -> " + d0";
          case 1 -> " + d1 * 2";
          default -> " + s0";
        });
      }
      o.line(")>} {");
      o.line("return");
      o.line("}");
    }
  },
  /** An op located at a call site n deep. */
  CALLSITE_DEPTH("callsite-depth") {
    @Override
    void write(int n, Out o) {
      o.line("func.func @deep() {");
      o.text("return loc(");
      for (int i = 0; i < n; i++) {
        o.text("callsite(\"f" + i + "\" at ");
      }
      o.text("\"main.mlir\":1:1");
      o.repeat(")", n);
      o.line(")");
      o.line("}");
    }
  };

  private final String name;

  PathologicalInput(String name) {
    this.name = name;
  }

  /** The class's name on the command line ({@code region-depth}). */
  public String id() {
    return name;
  }

  /** The class named {@code id}. */
  public static PathologicalInput byId(String id) {
    for (PathologicalInput p : values()) {
      if (p.name.equals(id)) {
        return p;
      }
    }
    throw new IllegalArgumentException("unknown class '" + id + "'");
  }

  /** The program of size {@code n} as text. */
  public String generate(int n) {
    StringBuilder sb = new StringBuilder();
    generate(n, sb);
    return sb.toString();
  }

  /** Writes the program of size {@code n} to {@code out}. */
  public void generate(int n, Appendable out) {
    if (n < 1) {
      throw new IllegalArgumentException("size must be positive: " + n);
    }
    write(n, new Out(out));
  }

  abstract void write(int n, Out o);

  /** Stores %v in a fresh buffer and loads it back as %x. */
  private static void bufferRoundTrip(Out o) {
    o.line("%c0 = arith.constant 0 : index");
    o.line("%a = memref.alloc() : memref<4xf32>");
    o.line("memref.store %v, %a[%c0] : memref<4xf32>");
    o.line("%x = memref.load %a[%c0] : memref<4xf32>");
  }

  /** A function taking and returning a value of {@code open^n leaf close^n}. */
  private static void typeRoundTrip(Out o, int n, String open, String leaf, String close) {
    for (int k = 0; k < 2; k++) {
      o.text(k == 0 ? "func.func @deep(%t: " : ") -> (");
      o.repeat(open, n);
      o.text(leaf);
      o.repeat(close, n);
    }
    o.line(") {");
    o.text("return %t : ");
    o.repeat(open, n);
    o.text(leaf);
    o.repeat(close, n);
    o.line("");
    o.line("}");
  }

  /** The output, its IOException unchecked. */
  static final class Out {
    private final Appendable out;

    Out(Appendable out) {
      this.out = out;
    }

    void text(String s) {
      try {
        out.append(s);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    void line(String s) {
      text(s);
      text("\n");
    }

    void repeat(String s, int n) {
      for (int i = 0; i < n; i++) {
        text(s);
      }
    }
  }
}
