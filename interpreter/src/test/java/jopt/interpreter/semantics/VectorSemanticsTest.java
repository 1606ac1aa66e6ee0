package jopt.interpreter.semantics;

import static com.google.common.truth.Truth.assertThat;

import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import org.junit.jupiter.api.Test;

/**
 * Vectors at runtime: elementwise arith and math lifted over elements, the vector ops' values,
 * transfers through the heap and vector.print; each program also runs compiled where it can
 * (Programs.run), which must leave vector code to the interpreter and agree with it.
 */
class VectorSemanticsTest {
  private static ExecutionResult clean(String text, Object... args) {
    ExecutionResult r = Programs.run(text, args);
    assertThat(r.errors()).isEmpty();
    return r;
  }

  @Test
  void elementwiseOpsRunPerElementWithTheirTypesWidthAndRounding() {
    String p = """
        func.func @main() -> (vector<3xi8>, vector<2xf32>, vector<2xi1>, vector<2xf16>) {
          %a = arith.constant dense<[100, -128, 7]> : vector<3xi8>
          %s = arith.addi %a, %a : vector<3xi8>
          %f = arith.constant dense<[0.1, 2.5]> : vector<2xf32>
          %g = arith.constant dense<[0.2, -1.0]> : vector<2xf32>
          %h = arith.addf %f, %g : vector<2xf32>
          %c = arith.cmpf olt, %f, %g : vector<2xf32>
          %t = arith.truncf %h : vector<2xf32> to vector<2xf16>
          return %s, %h, %c, %t : vector<3xi8>, vector<2xf32>, vector<2xi1>, vector<2xf16>
        }
        """;
    assertThat(clean(p).results()).containsExactly("[-56, 0, 14] : vector<3xi8>",
        "[0.3, 1.5] : vector<2xf32>", "[true, false] : vector<2xi1>",
        "[0.30004883, 1.5] : vector<2xf16>").inOrder();
  }

  @Test
  void undefinedBehaviourOfOneElementIsAFaultAtTheOp() {
    String p = """
        func.func @main() -> vector<2xi32> {
          %a = arith.constant dense<[6, 7]> : vector<2xi32>
          %b = arith.constant dense<[3, 0]> : vector<2xi32>
          %q = arith.divsi %a, %b : vector<2xi32>
          return %q : vector<2xi32>
        }
        """;
    ExecutionResult r = Programs.run(p);
    assertThat(r.errors()).hasSize(1);
    assertThat(r.errors().get(0).getMessage()).contains("division by zero");
  }

  @Test
  void shapesMovesAndContractions() {
    String p = """
        func.func @main() -> (vector<2x2xf32>, vector<3x2xf32>, f32, vector<2xi32>) {
          %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
          %t = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
          %z = arith.constant dense<0.0> : vector<2x2xf32>
          %m = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
              affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
              iterator_types = ["parallel", "parallel", "reduction"]} %a, %t, %z
              : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
          %f = vector.shape_cast %a : vector<2x3xf32> to vector<6xf32>
          %r = vector.reduction <maxnumf>, %f : vector<6xf32> into f32
          %b = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
          %i = vector.bitcast %b : vector<2xf32> to vector<2xi32>
          return %m, %t, %r, %i : vector<2x2xf32>, vector<3x2xf32>, f32, vector<2xi32>
        }
        """;
    assertThat(clean(p).results()).containsExactly("[[14.0, 32.0], [32.0, 77.0]] : vector<2x2xf32>",
        "[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]] : vector<3x2xf32>", "6.0 : f32",
        "[1065353216, 1073741824] : vector<2xi32>").inOrder();
  }

  @Test
  void transfersPadOutsideTheMemrefAndSkipMaskedLanes() {
    String p = """
        func.func @main(%i: index) -> (vector<4xf32>, vector<2x3xf32>) {
          %c0 = arith.constant 0 : index
          %m = memref.alloc() : memref<2x3xf32>
          %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
          vector.transfer_write %v, %m[%c0, %c0] : vector<2x3xf32>, memref<2x3xf32>
          %pad = arith.constant -1.0 : f32
          %r = vector.transfer_read %m[%c0, %i], %pad : memref<2x3xf32>, vector<4xf32>
          %mask = arith.constant dense<[true, false]> : vector<2xi1>
          %w = arith.constant dense<9.0> : vector<2xf32>
          vector.transfer_write %w, %m[%c0, %i], %mask {permutation_map = affine_map<(d0, d1) -> (d0)>}
              : vector<2xf32>, memref<2x3xf32>
          %all = vector.transfer_read %m[%c0, %c0], %pad : memref<2x3xf32>, vector<2x3xf32>
          memref.dealloc %m : memref<2x3xf32>
          return %r, %all : vector<4xf32>, vector<2x3xf32>
        }
        """;
    assertThat(clean(p, 1L).results()).containsExactly("[2.0, 3.0, -1.0, -1.0] : vector<4xf32>",
        "[[1.0, 9.0, 3.0], [4.0, 5.0, 6.0]] : vector<2x3xf32>").inOrder();
  }

  @Test
  void aLoopCarryingAVectorStaysInterpreted() {
    String p = """
        func.func @main(%n: index) -> vector<4xi32> {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %m = memref.alloc() : memref<64xi32>
          %one = arith.constant dense<1> : vector<4xi32>
          %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %one) -> (vector<4xi32>) {
            %x = arith.index_cast %i : index to i32
            memref.store %x, %m[%i] : memref<64xi32>
            %s = arith.addi %acc, %acc : vector<4xi32>
            scf.yield %s : vector<4xi32>
          }
          memref.dealloc %m : memref<64xi32>
          return %r : vector<4xi32>
        }
        """;
    assertThat(clean(p, 10L).results()).containsExactly("[1024, 1024, 1024, 1024] : vector<4xi32>");
  }

  @Test
  void printWritesWhatTheRunnerUtilitiesWrite() {
    String p = """
        func.func @main() {
          %v = arith.constant dense<[[1.5, -2.0], [1.0e7, 0.1]]> : vector<2x2xf32>
          vector.print %v : vector<2x2xf32>
          %u = arith.constant dense<[-1, 1]> : vector<2xi8>
          %w = vector.bitcast %u : vector<2xi8> to vector<2xui8>
          vector.print %w : vector<2xui8> punctuation <comma>
          %b = arith.constant true
          vector.print %b : i1
          vector.print str "done\\n"
          return
        }
        """;
    assertThat(clean(p).output()).isEqualTo("( ( 1.5, -2 ), ( 1e+07, 0.1 ) )\n( 255, 1 ), 1\ndone\n");
  }
}
