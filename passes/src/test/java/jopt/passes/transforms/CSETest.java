package jopt.passes.transforms;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import org.junit.jupiter.api.Test;

/**
 * {@code cse} against mlir-opt-22: each expected output is what {@code mlir-opt-22
 * --allow-unregistered-dialect -p 'builtin.module(func.func(cse))'} prints for the same input.
 */
class CSETest {
  /** Runs cse on each function, or on the module itself. */
  private static final boolean FUNC = true;
  private static final boolean MODULE = false;

  private static String run(boolean onFunctions, String input) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    PassManager pm = new PassManager(ctx, "builtin.module");
    if (onFunctions) {
      pm.nest("func.func").addPass(new CSE());
    } else {
      pm.addPass(new CSE());
    }
    assertThat(pm.run(module)).isTrue();
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(module, PrintingFlags.defaults(), sb);
    return sb.toString();
  }

  /** Duplicate constants and arithmetic merge; commutative operands match in any order. */
  @Test
  void indexMath() {
    assertThat(run(FUNC, """
        func.func @index_math(%a: index, %b: index) -> (index, index, index) {
          %c4 = arith.constant 4 : index
          %c4_0 = arith.constant 4 : index
          %c8 = arith.constant 4 : i64
          %x = arith.muli %a, %c4 : index
          %y = arith.muli %a, %c4_0 : index
          %z = arith.addi %x, %b : index
          %w = arith.addi %y, %b : index
          %v = arith.addi %b, %y : index
          %u = arith.subi %b, %y : index
          "foo.use"(%c8, %u) : (i64, index) -> ()
          return %z, %w, %v : index, index, index
        }
        """))
        .isEqualTo("""
        module {
          func.func @index_math(%arg0: index, %arg1: index) -> (index, index, index) {
            %c4 = arith.constant 4 : index
            %c4_i64 = arith.constant 4 : i64
            %0 = arith.muli %arg0, %c4 : index
            %1 = arith.addi %0, %arg1 : index
            %2 = arith.subi %arg1, %0 : index
            "foo.use"(%c4_i64, %2) : (i64, index) -> ()
            return %1, %1, %1 : index, index, index
          }
        }
        """);
  }

  /** A read merges with an earlier one in its block unless something may write in between. */
  @Test
  void loadsAndStores() {
    assertThat(run(FUNC, """
        func.func @loads(%m: memref<16xf32>, %i: index, %v: f32, %c: i1, %d: memref<4xf32>) -> (f32, f32, f32, f32, f32, f32) {
          %l1 = memref.load %m[%i] : memref<16xf32>
          %a = memref.alloc() : memref<4xf32>
          memref.dealloc %d : memref<4xf32>
          %l2 = memref.load %m[%i] : memref<16xf32>
          memref.store %v, %m[%i] : memref<16xf32>
          %l3 = memref.load %m[%i] : memref<16xf32>
          scf.if %c {
            memref.store %v, %a[%i] : memref<4xf32>
          }
          %l4 = memref.load %m[%i] : memref<16xf32>
          "foo.effect"() : () -> ()
          %l5 = memref.load %m[%i] : memref<16xf32>
          cf.br ^bb1
        ^bb1:
          %l6 = memref.load %m[%i] : memref<16xf32>
          return %l1, %l2, %l3, %l4, %l5, %l6 : f32, f32, f32, f32, f32, f32
        }
        """))
        .isEqualTo("""
        module {
          func.func @loads(%arg0: memref<16xf32>, %arg1: index, %arg2: f32, %arg3: i1, %arg4: memref<4xf32>) -> (f32, f32, f32, f32, f32, f32) {
            %0 = memref.load %arg0[%arg1] : memref<16xf32>
            %alloc = memref.alloc() : memref<4xf32>
            memref.dealloc %arg4 : memref<4xf32>
            memref.store %arg2, %arg0[%arg1] : memref<16xf32>
            %1 = memref.load %arg0[%arg1] : memref<16xf32>
            scf.if %arg3 {
              memref.store %arg2, %alloc[%arg1] : memref<4xf32>
            }
            %2 = memref.load %arg0[%arg1] : memref<16xf32>
            "foo.effect"() : () -> ()
            %3 = memref.load %arg0[%arg1] : memref<16xf32>
            cf.br ^bb1
          ^bb1:  // pred: ^bb0
            %4 = memref.load %arg0[%arg1] : memref<16xf32>
            return %0, %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32, f32
          }
        }
        """);
  }

  /** Known ops flow into nested regions but not out of them, nor into unregistered ops. */
  @Test
  void nestedRegions() {
    assertThat(run(FUNC, """
        func.func @nested(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) -> index {
          %c0 = arith.constant 0 : index
          %d = memref.dim %m, %c0 : memref<?xf32>
          scf.for %i = %lb to %ub step %s {
            %c0_1 = arith.constant 0 : index
            %d1 = memref.dim %m, %c0_1 : memref<?xf32>
            %sv = memref.subview %m[%i] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
            %sv2 = memref.subview %m[%i] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
            "foo.use"(%d1, %sv, %sv2) : (index, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) -> ()
            "foo.region"() ({
              %c0_2 = arith.constant 0 : index
              "foo.use"(%c0_2) : (index) -> ()
            }) : () -> ()
          }
          scf.for %i = %lb to %ub step %s {
            %c7 = arith.constant 7 : index
            "foo.use"(%c7) : (index) -> ()
          }
          %c7_0 = arith.constant 7 : index
          return %c7_0 : index
        }
        """))
        .isEqualTo("""
        module {
          func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) -> index {
            %c0 = arith.constant 0 : index
            scf.for %arg4 = %arg0 to %arg1 step %arg2 {
              %dim = memref.dim %arg3, %c0 : memref<?xf32>
              %subview = memref.subview %arg3[%arg4] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
              "foo.use"(%dim, %subview, %subview) : (index, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) -> ()
              "foo.region"() ({
                %c0_0 = arith.constant 0 : index
                "foo.use"(%c0_0) : (index) -> ()
              }) : () -> ()
            }
            scf.for %arg4 = %arg0 to %arg1 step %arg2 {
              %c7_0 = arith.constant 7 : index
              "foo.use"(%c7_0) : (index) -> ()
            }
            %c7 = arith.constant 7 : index
            return %c7 : index
          }
        }
        """);
  }

  /** An op replaces its copies in the blocks it dominates; unreachable blocks are left alone. */
  @Test
  void dominance() {
    assertThat(run(FUNC, """
        func.func @cfg(%c: i1, %a: index) -> index {
          %x = arith.muli %a, %a : index
          cf.cond_br %c, ^bb1, ^bb2
        ^bb1:
          %y = arith.addi %a, %a : index
          %x1 = arith.muli %a, %a : index
          "foo.use"(%x1) : (index) -> ()
          cf.br ^bb3(%y : index)
        ^bb2:
          %z = arith.addi %a, %a : index
          cf.br ^bb3(%z : index)
        ^bb3(%r: index):
          %w = arith.addi %a, %a : index
          %s = arith.addi %r, %w : index
          %t = arith.addi %s, %x : index
          return %t : index
        ^bb4:
          %dead = arith.muli %a, %a : index
          "foo.use"(%dead) : (index) -> ()
          cf.br ^bb4
        }
        """))
        .isEqualTo("""
        module {
          func.func @cfg(%arg0: i1, %arg1: index) -> index {
            %0 = arith.muli %arg1, %arg1 : index
            cf.cond_br %arg0, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            %1 = arith.addi %arg1, %arg1 : index
            "foo.use"(%0) : (index) -> ()
            cf.br ^bb3(%1 : index)
          ^bb2:  // pred: ^bb0
            %2 = arith.addi %arg1, %arg1 : index
            cf.br ^bb3(%2 : index)
          ^bb3(%3: index):  // 2 preds: ^bb1, ^bb2
            %4 = arith.addi %arg1, %arg1 : index
            %5 = arith.addi %3, %4 : index
            %6 = arith.addi %5, %0 : index
            return %6 : index
          ^bb4:  // pred: ^bb4
            %7 = arith.muli %arg1, %arg1 : index
            "foo.use"(%7) : (index) -> ()
            cf.br ^bb4
          }
        }
        """);
  }

  /** Ops with regions merge when their regions match; erasure happens only at the end. */
  @Test
  void opsWithRegions() {
    assertThat(run(FUNC, """
        func.func @regions(%c: i1, %a: index, %lb: index) -> (index, index, index, index, index) {
          %0 = scf.if %c -> index {
            %y = scf.for %i = %lb to %a step %a iter_args(%acc = %a) -> index {
              %x = arith.addi %acc, %i : index
              scf.yield %x : index
            }
            scf.yield %y : index
          } else {
            scf.yield %a : index
          }
          %1 = scf.if %c -> index {
            %y = scf.for %i = %lb to %a step %a iter_args(%acc = %a) -> index {
              %x = arith.addi %acc, %i : index
              scf.yield %x : index
            }
            scf.yield %y : index
          } else {
            scf.yield %a : index
          }
          %2 = scf.if %c -> index {
            %y = scf.for %i = %lb to %a step %a iter_args(%acc = %a) -> index {
              %x = arith.addi %i, %acc : index
              scf.yield %x : index
            }
            scf.yield %y : index
          } else {
            scf.yield %a : index
          }
          %3 = scf.if %c -> index {
            %x = arith.muli %a, %a : index
            %x2 = arith.muli %a, %a : index
            %z = arith.addi %x, %x2 : index
            scf.yield %z : index
          } else {
            scf.yield %a : index
          }
          %4 = scf.if %c -> index {
            %x = arith.muli %a, %a : index
            %z = arith.addi %x, %x : index
            scf.yield %z : index
          } else {
            scf.yield %a : index
          }
          return %0, %1, %2, %3, %4 : index, index, index, index, index
        }
        """))
        .isEqualTo("""
        module {
          func.func @regions(%arg0: i1, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
            %0 = scf.if %arg0 -> (index) {
              %4 = scf.for %arg3 = %arg2 to %arg1 step %arg1 iter_args(%arg4 = %arg1) -> (index) {
                %5 = arith.addi %arg4, %arg3 : index
                scf.yield %5 : index
              }
              scf.yield %4 : index
            } else {
              scf.yield %arg1 : index
            }
            %1 = scf.if %arg0 -> (index) {
              %4 = scf.for %arg3 = %arg2 to %arg1 step %arg1 iter_args(%arg4 = %arg1) -> (index) {
                %5 = arith.addi %arg3, %arg4 : index
                scf.yield %5 : index
              }
              scf.yield %4 : index
            } else {
              scf.yield %arg1 : index
            }
            %2 = scf.if %arg0 -> (index) {
              %4 = arith.muli %arg1, %arg1 : index
              %5 = arith.addi %4, %4 : index
              scf.yield %5 : index
            } else {
              scf.yield %arg1 : index
            }
            %3 = scf.if %arg0 -> (index) {
              %4 = arith.muli %arg1, %arg1 : index
              %5 = arith.addi %4, %4 : index
              scf.yield %5 : index
            } else {
              scf.yield %arg1 : index
            }
            return %0, %0, %1, %2, %3 : index, index, index, index, index
          }
        }
        """);
  }

  /** Trivially dead ops are erased when visited, so a chain of dead ops loses only its tail. */
  @Test
  void trivialDead() {
    assertThat(run(FUNC, """
        func.func @dead(%a: i32, %m: memref<4xi32>, %i: index) {
          %0 = arith.addi %a, %a : i32
          %1 = arith.addi %0, %a : i32
          %2 = memref.load %m[%i] : memref<4xi32>
          %3 = memref.alloc() : memref<4xi32>
          return
        }
        """))
        .isEqualTo("""
        module {
          func.func @dead(%arg0: i32, %arg1: memref<4xi32>, %arg2: index) {
            %0 = arith.addi %arg0, %arg0 : i32
            return
          }
        }
        """);
  }

  /** In a graph region, uses already visited keep the duplicate alive. */
  @Test
  void graphRegion() {
    assertThat(run(MODULE, """
        %c = arith.constant 1 : i32
        "foo.use"(%c, %d, %e) : (i32, i32, i32) -> ()
        %d = arith.constant 1 : i32
        %e = arith.constant 1 : i32
        %f = arith.addi %d, %d : i32
        %g = arith.addi %c, %c : i32
        "foo.use"(%f, %g) : (i32, i32) -> ()
        func.func @f() -> i32 {
          %0 = arith.constant 1 : i32
          return %0 : i32
        }
        """))
        .isEqualTo("""
        module {
          %c1_i32 = arith.constant 1 : i32
          "foo.use"(%c1_i32, %c1_i32, %c1_i32) : (i32, i32, i32) -> ()
          %0 = arith.addi %c1_i32, %c1_i32 : i32
          "foo.use"(%0, %0) : (i32, i32) -> ()
          func.func @f() -> i32 {
            %c1_i32_0 = arith.constant 1 : i32
            return %c1_i32_0 : i32
          }
        }
        """);
  }
}
