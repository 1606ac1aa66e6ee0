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
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/**
 * canonicalize on memref reshapes of a memref.cast (MLIR's CollapseShapeOpMemRefCastFolder and
 * ExpandShapeOpMemRefCastFolder): the reshape reads the cast's source, a cast back to the old type
 * follows; an expand keeps a cast that changes the shape. And linalg's destination-style check
 * runs after the body, as MLIR's interfaces verify with regions. Expected texts are mlir-opt-22's.
 */
class MemRefReshapeCastCanonicalizationTest {
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  private final List<String> errors = new ArrayList<>();

  MemRefReshapeCastCanonicalizationTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getLocation() + ": " + d.getMessage()));
  }

  private String canonicalize(String input) {
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    assertThat(errors).isEmpty();
    assertThat(PassManager.parse(ctx, "builtin.module(func.func(canonicalize))",
        Passes.createRegistry()).run(module)).isTrue();
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(module, PrintingFlags.defaults(), sb);
    return sb.toString();
  }

  @Test
  void reshapesReadThroughCastsThatOnlyLoseStaticInformation() {
    String out = canonicalize("""
        func.func @c(%a: memref<4x64xf32>) -> memref<?xf32> {
          %s = memref.cast %a : memref<4x64xf32> to memref<?x64xf32>
          %c = memref.collapse_shape %s [[0, 1]] : memref<?x64xf32> into memref<?xf32>
          return %c : memref<?xf32>
        }
        func.func @e(%a: memref<4x64xf32, strided<[128, 1], offset: 3>>) -> memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>> {
          %s = memref.cast %a : memref<4x64xf32, strided<[128, 1], offset: 3>> to memref<4x64xf32, strided<[?, 1], offset: ?>>
          %e = memref.expand_shape %s [[0], [1, 2]] output_shape [4, 8, 8] : memref<4x64xf32, strided<[?, 1], offset: ?>> into memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>>
          return %e : memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>>
        }
        func.func @k(%a: memref<4x64xf32>, %n: index) -> memref<4x?x1xf32> {
          %s = memref.cast %a : memref<4x64xf32> to memref<4x?xf32>
          %e = memref.expand_shape %s [[0], [1, 2]] output_shape [4, %n, 1] : memref<4x?xf32> into memref<4x?x1xf32>
          return %e : memref<4x?x1xf32>
        }
        """);
    assertThat(out).isEqualTo("""
        module {
          func.func @c(%arg0: memref<4x64xf32>) -> memref<?xf32> {
            %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x64xf32> into memref<256xf32>
            %cast = memref.cast %collapse_shape : memref<256xf32> to memref<?xf32>
            return %cast : memref<?xf32>
          }
          func.func @e(%arg0: memref<4x64xf32, strided<[128, 1], offset: 3>>) -> memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>> {
            %expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 8, 8] : memref<4x64xf32, strided<[128, 1], offset: 3>> into memref<4x8x8xf32, strided<[128, 8, 1], offset: 3>>
            %cast = memref.cast %expand_shape : memref<4x8x8xf32, strided<[128, 8, 1], offset: 3>> to memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>>
            return %cast : memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>>
          }
          func.func @k(%arg0: memref<4x64xf32>, %arg1: index) -> memref<4x?x1xf32> {
            %cast = memref.cast %arg0 : memref<4x64xf32> to memref<4x?xf32>
            %expand_shape = memref.expand_shape %cast [[0], [1, 2]] output_shape [4, %arg1, 1] : memref<4x?xf32> into memref<4x?x1xf32>
            return %expand_shape : memref<4x?x1xf32>
          }
        }
        """);
  }

  @Test
  void aLinalgOpWithoutInitReportsItsBodyFirst() {
    Operation module = Parser.parseSourceString(ctx, """
        func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
          %r = "linalg.add"(%a, %b) <{operandSegmentSizes = array<i32: 2, 0>}> ({
          ^bb0(%x: f32, %y: f32):
            %s = arith.addf %x, %y : f32
            linalg.yield %s : f32
          }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
          return %r : tensor<4xf32>
        }
        """, "t.mlir");
    assertThat(module).isNull();
    assertThat(errors).hasSize(1);
    assertThat(errors.get(0)).contains("t.mlir:5:5");
    assertThat(errors.get(0)).contains("'linalg.yield' op expected number of yield values (1) to match"
        + " the number of inits / outs operands of the enclosing LinalgOp (0)");
  }
}
