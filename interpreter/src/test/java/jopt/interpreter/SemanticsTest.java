package jopt.interpreter;

import static com.google.common.truth.Truth.assertThat;

import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.HeapStats;
import org.junit.jupiter.api.Test;

/** Correct programs run clean and compute what MLIR's semantics say. */
class SemanticsTest {
  private static ExecutionResult clean(String text, Object... args) {
    ExecutionResult r = Programs.run(text, args);
    assertThat(r.errors()).isEmpty();
    return r;
  }

  @Test
  void integerArithmeticWraps() {
    String p = """
        func.func @main(%a: i8, %b: i8) -> (i8, i8, i8, i8, i8, i1, i32, i32) {
          %s = arith.addi %a, %b : i8
          %d = arith.divui %a, %b : i8
          %r = arith.remsi %a, %b : i8
          %f = arith.floordivsi %a, %b : i8
          %c = arith.ceildivsi %a, %b : i8
          %lt = arith.cmpi ult, %a, %b : i8
          %e = arith.extui %a : i8 to i32
          %x = arith.extsi %a : i8 to i32
          return %s, %d, %r, %f, %c, %lt, %e, %x : i8, i8, i8, i8, i8, i1, i32, i32
        }
        """;
    // a = -7 (0xf9 = 249 unsigned), b = 2
    assertThat(clean(p, -7L, 2L).results()).containsExactly("-5 : i8", "124 : i8", "-1 : i8",
        "-4 : i8", "-3 : i8", "false : i1", "249 : i32", "-7 : i32").inOrder();
  }

  @Test
  void floatsRoundToTheirType() {
    String p = """
        func.func @main() -> (f32, f64, f16, bf16, i32) {
          %a = arith.constant 0.1 : f32
          %b = arith.constant 0.2 : f32
          %s = arith.addf %a, %b : f32
          %e = arith.extf %s : f32 to f64
          %h = arith.truncf %e : f64 to f16
          %g = arith.truncf %e : f64 to bf16
          %i = arith.fptosi %e : f64 to i32
          return %s, %e, %h, %g, %i : f32, f64, f16, bf16, i32
        }
        """;
    assertThat(clean(p).results()).containsExactly("0.3 : f32", "0.30000001192092896 : f64",
        "0.30004883 : f16", "0.30078125 : bf16", "0 : i32").inOrder();
  }

  @Test
  void floatToIntegerTruncatesTowardsZeroUpToTheBounds() {
    String p = """
        func.func @main(%a: f64, %b: f64, %c: f64, %d: f64) -> (i8, i8, i64, i64, i64, i8, i1) {
          %s = arith.fptosi %a : f64 to i8
          %t = arith.fptosi %b : f64 to i8
          %u = arith.fptosi %c : f64 to i64
          %v = arith.fptoui %d : f64 to i64
          %w = arith.fptosi %b : f64 to i64
          %x = arith.fptoui %a : f64 to i8
          %y = arith.fptosi %b : f64 to i1
          return %s, %t, %u, %v, %w, %x, %y : i8, i8, i64, i64, i64, i8, i1
        }
        """;
    // 2^63 as unsigned i64 is the bits of -2^63; -0.75 truncates to 0 (also unsigned).
    assertThat(clean(p, 127.9, -0.75, -0x1p63, 0x1.fffffffffffffp63).results()).containsExactly(
        "127 : i8", "0 : i8", "-9223372036854775808 : i64", "-2048 : i64", "0 : i64",
        "127 : i8", "false : i1").inOrder();
    String out = """
        func.func @main(%a: f64) -> i8 {
          %s = arith.fptosi %a : f64 to i8
          return %s : i8
        }
        """;
    assertThat(Programs.run(out, 128.0).errors().get(0).getMessage())
        .contains("conversion of 128.0 out of the range of i8 (poison)");
    assertThat(Programs.run(out, -128.5).errors()).isEmpty();
    assertThat(Programs.run(out, -129.0).errors()).isNotEmpty();
  }

  @Test
  void controlFlowAndCalls() {
    String p = """
        func.func @fact(%n: i64) -> i64 {
          %c1 = arith.constant 1 : i64
          %le = arith.cmpi sle, %n, %c1 : i64
          cf.cond_br %le, ^base, ^rec
        ^base:
          return %c1 : i64
        ^rec:
          %m = arith.subi %n, %c1 : i64
          %f = call @fact(%m) : (i64) -> i64
          %r = arith.muli %n, %f : i64
          return %r : i64
        }
        func.func @main(%n: i64) -> (i64, i64) {
          %f = call @fact(%n) : (i64) -> i64
          %c0 = arith.constant 0 : i64
          %c1 = arith.constant 1 : i64
          %c10 = arith.constant 10 : i64
          %w:2 = scf.while (%i = %c0, %acc = %c0) : (i64, i64) -> (i64, i64) {
            %go = arith.cmpi slt, %i, %c10 : i64
            scf.condition(%go) %i, %acc : i64, i64
          } do {
          ^bb0(%i: i64, %acc: i64):
            %j = arith.addi %i, %c1 : i64
            %a = arith.addi %acc, %i : i64
            scf.yield %j, %a : i64, i64
          }
          return %f, %w#1 : i64, i64
        }
        """;
    assertThat(clean(p, 10L).results()).containsExactly("3628800 : i64", "45 : i64").inOrder();
  }

  @Test
  void loopsIfAndParallelOnBuffers() {
    String p = """
        func.func @main() -> (i32, i32, memref<2x3xi32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c2 = arith.constant 2 : index
          %c3 = arith.constant 3 : index
          %z = arith.constant 0 : i32
          %m = memref.alloc() : memref<2x3xi32>
          scf.forall (%i, %j) in (2, 3) {
            %ii = arith.index_cast %i : index to i32
            %jj = arith.index_cast %j : index to i32
            %c10 = arith.constant 10 : i32
            %t = arith.muli %ii, %c10 : i32
            %v = arith.addi %t, %jj : i32
            memref.store %v, %m[%i, %j] : memref<2x3xi32>
          }
          %sum = scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1) init (%z) -> i32 {
            %v = memref.load %m[%i, %j] : memref<2x3xi32>
            scf.reduce(%v : i32) {
            ^bb0(%a: i32, %b: i32):
              %s = arith.addi %a, %b : i32
              scf.reduce.return %s : i32
            }
          }
          %t = arith.constant true
          %r = scf.if %t -> i32 {
            %e = scf.execute_region -> i32 {
              %v = memref.load %m[%c1, %c2] : memref<2x3xi32>
              scf.yield %v : i32
            }
            scf.yield %e : i32
          } else {
            scf.yield %z : i32
          }
          return %sum, %r, %m : i32, i32, memref<2x3xi32>
        }
        """;
    assertThat(clean(p).results()).containsExactly("36 : i32", "12 : i32",
        "memref<2x3xi32> [[0, 1, 2], [10, 11, 12]]").inOrder();
  }

  @Test
  void viewsAddressTheSameBytes() {
    String p = """
        func.func @main(%a: memref<2x3xf32>) -> (memref<3x2xf32, strided<[1, 3]>>, memref<6xf32>, memref<3x2xf32>, memref<2xf32, strided<[3], offset: 1>>, index) {
          %t = memref.transpose %a (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
          %c = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<6xf32>
          %e = memref.expand_shape %c [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
          %s = memref.subview %a[0, 1] [2, 1] [1, 1] : memref<2x3xf32> to memref<2xf32, strided<[3], offset: 1>>
          %c1 = arith.constant 1 : index
          %d = memref.dim %e, %c1 : memref<3x2xf32>
          return %t, %c, %e, %s, %d : memref<3x2xf32, strided<[1, 3]>>, memref<6xf32>, memref<3x2xf32>, memref<2xf32, strided<[3], offset: 1>>, index
        }
        """;
    assertThat(clean(p, BufferArgument.iota()).results()).containsExactly(
        "memref<3x2xf32, strided<[1, 3]>> [[0.0, 3.0], [1.0, 4.0], [2.0, 5.0]]",
        "memref<6xf32> [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]",
        "memref<3x2xf32> [[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]]",
        "memref<2xf32, strided<[3], offset: 1>> [1.0, 4.0]",
        "2 : index").inOrder();
  }

  @Test
  void linalgMatmulAndGeneric() {
    String p = """
        #id = affine_map<(d0, d1) -> (d0, d1)>
        func.func @main(%a: memref<2x2xf32>, %b: memref<2x2xf32>) -> memref<2x2xf32> {
          %z = arith.constant 0.0 : f32
          %c = memref.alloc() : memref<2x2xf32>
          linalg.fill ins(%z : f32) outs(%c : memref<2x2xf32>)
          linalg.matmul ins(%a, %b : memref<2x2xf32>, memref<2x2xf32>) outs(%c : memref<2x2xf32>)
          linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
              ins(%a : memref<2x2xf32>) outs(%c : memref<2x2xf32>) {
          ^bb0(%x: f32, %y: f32):
            %i = linalg.index 1 : index
            %ii = arith.index_cast %i : index to i32
            %fi = arith.sitofp %ii : i32 to f32
            %s = arith.addf %y, %fi : f32
            linalg.yield %s : f32
          }
          return %c : memref<2x2xf32>
        }
        """;
    // a = b = [[0, 1], [2, 3]]: a*b = [[2, 3], [6, 11]], plus the column index.
    assertThat(clean(p, BufferArgument.iota(), BufferArgument.iota()).results())
        .containsExactly("memref<2x2xf32> [[2.0, 4.0], [6.0, 12.0]]");
  }

  @Test
  void globalsAndBufferization() {
    String p = """
        memref.global "private" constant @g : memref<3xi32> = dense<[5, 6, 7]>
        func.func @main() -> (i32, i1) {
          %c2 = arith.constant 2 : index
          %g = memref.get_global @g : memref<3xi32>
          %k = bufferization.clone %g : memref<3xi32> to memref<3xi32>
          %x = memref.load %k[%c2] : memref<3xi32>
          %t = arith.constant true
          %r = bufferization.dealloc (%k : memref<3xi32>) if (%t) retain (%g : memref<3xi32>)
          return %x, %r : i32, i1
        }
        """;
    assertThat(clean(p).results()).containsExactly("7 : i32", "false : i1").inOrder();
  }

  @Test
  void globalsOfWholeByteElementsHoldTheirAttributesElements() {
    // A global's elements come from its attribute's raw bytes where those are the elements'
    // (MemRefGlobals.encode): each type's values read back, signs and subnormals included.
    String p = """
        memref.global "private" constant @h : memref<4xf16> = dense<[1.5, -2.0, 6.0e-08, -0.0]>
        memref.global "private" constant @b : memref<3xbf16> = dense<[1.0, -3.5, 2.5e+02]>
        memref.global "private" constant @f : memref<3xf32> = dense<[0.1, -1.0e-40, 3.0e+38]>
        memref.global "private" constant @d : memref<2xf64> = dense<[0.1, -2.5]>
        memref.global "private" constant @i : memref<3xi8> = dense<[-128, 5, 127]>
        memref.global "private" constant @s : memref<2xi16> = dense<[-300, 7]>
        memref.global "private" constant @l : memref<2xi64> = dense<[-5000000000, 3]>
        func.func @main() -> (f16, f16, f16, bf16, f32, f32, f64, i8, i16, i64) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c2 = arith.constant 2 : index
          %h = memref.get_global @h : memref<4xf16>
          %b = memref.get_global @b : memref<3xbf16>
          %f = memref.get_global @f : memref<3xf32>
          %d = memref.get_global @d : memref<2xf64>
          %i = memref.get_global @i : memref<3xi8>
          %s = memref.get_global @s : memref<2xi16>
          %l = memref.get_global @l : memref<2xi64>
          %h1 = memref.load %h[%c1] : memref<4xf16>
          %h2 = memref.load %h[%c2] : memref<4xf16>
          %c3 = arith.constant 3 : index
          %h3 = memref.load %h[%c3] : memref<4xf16>
          %b1 = memref.load %b[%c1] : memref<3xbf16>
          %f1 = memref.load %f[%c1] : memref<3xf32>
          %f2 = memref.load %f[%c2] : memref<3xf32>
          %d0 = memref.load %d[%c0] : memref<2xf64>
          %i0 = memref.load %i[%c0] : memref<3xi8>
          %s0 = memref.load %s[%c0] : memref<2xi16>
          %l0 = memref.load %l[%c0] : memref<2xi64>
          return %h1, %h2, %h3, %b1, %f1, %f2, %d0, %i0, %s0, %l0 : f16, f16, f16, bf16, f32, f32, f64, i8, i16, i64
        }
        """;
    assertThat(clean(p).results()).containsExactly("-2.0 : f16", "5.9604645E-8 : f16", "-0.0 : f16",
        "-3.5 : bf16", "-1.0E-40 : f32", "3.0E38 : f32", "0.1 : f64", "-128 : i8", "-300 : i16",
        "-5000000000 : i64").inOrder();
  }

  @Test
  void deallocationOpsBySeedSemantics() {
    // retain returns the ownership %b derives from and frees the other non-null one.
    String p = """
        func.func @main() -> f32 {
          %c0 = arith.constant 0 : index
          %f = arith.constant 3.0 : f32
          %a = memref.alloc() : memref<2xf32>
          %oa = "deallocation.own"(%a) : (memref<2xf32>) -> !deallocation.ownership
          %b = memref.alloc() : memref<2xf32>
          %ob = "deallocation.own"(%b) : (memref<2xf32>) -> !deallocation.ownership
          %n = "deallocation.null"() : () -> !deallocation.ownership
          memref.store %f, %b[%c0] : memref<2xf32>
          %v = memref.subview %b[1] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: 1>>
          %r = "deallocation.retain"(%v, %oa, %n, %ob) {operandSegmentSizes = array<i32: 1, 3>} : (memref<1xf32, strided<[1], offset: 1>>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
          %x = memref.load %b[%c0] : memref<2xf32>
          %p = "deallocation.get_buffer"(%r) : (!deallocation.ownership) -> index
          "deallocation.free"(%r) : (!deallocation.ownership) -> ()
          return %x : f32
        }
        """;
    assertThat(clean(p).results()).containsExactly("3.0 : f32");
  }

  @Test
  void testOpsFeedTheTrace() {
    String p = """
        func.func @main() {
          %m = "test.source"() : () -> memref<3xi32>
          %s = "test.source"() : () -> i32
          "test.write"(%m) : (memref<3xi32>) -> ()
          "test.read"(%m) : (memref<3xi32>) -> ()
          "test.use"(%m, %s) : (memref<3xi32>, i32) -> ()
          return
        }
        """;
    assertThat(clean(p).trace()).containsExactly("test.read [3000, 3001, 3002]", "test.use 2")
        .inOrder();
  }

  @Test
  void heapStatistics() {
    String p = """
        func.func @main(%n: index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          scf.for %i = %c0 to %n step %c1 {
            %a = memref.alloc() : memref<16xf32>
            %b = memref.alloc() : memref<4xf64>
            memref.dealloc %a : memref<16xf32>
            memref.dealloc %b : memref<4xf64>
          }
          return
        }
        """;
    HeapStats s = clean(p, 5L).stats();
    // Nothing accessed; one allocation scope entered: the loop's iterations are not scopes.
    assertThat(s).isEqualTo(new HeapStats(10, 10, 96, 0, 0, 0, 96, 0, 1));
  }

  @Test
  void eachCallEntersAnAllocationScope() {
    String p = """
        func.func private @f() {
          return
        }
        func.func @main(%n: index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          scf.for %i = %c0 to %n step %c1 {
            func.call @f() : () -> ()
          }
          return
        }
        """;
    assertThat(clean(p, 3L).stats().scopeInstances()).isEqualTo(4);
  }
}
