package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.type.ShapedType;
import org.junit.jupiter.api.Test;

/**
 * The estimate by which jopt-tile-for-memory tiles a chain along a loop of dynamic extent: n rows
 * of an up projection (read through two slices) quantized to i8, projected down in i32 and added
 * into a residual that is read elsewhere too (each dynamic size counted as 64).
 */
class ChainPeakTest {
  private static String program(String addInit) {
    return """
        #id = affine_map<(d0, d1) -> (d0, d1)>
        #in = affine_map<(d0, d1, d2) -> (d0, d2)>
        #w = affine_map<(d0, d1, d2) -> (d2, d1)>
        #out = affine_map<(d0, d1, d2) -> (d0, d1)>
        func.func @f(%a: tensor<?x32xf32>) -> f32 {
          %c0 = arith.constant 0 : index
          %zero = arith.constant 0.0 : f32
          %zi = arith.constant 0 : i32
          %w0 = arith.constant dense<0.5> : tensor<32x512xf32>
          %w1 = arith.constant dense<3> : tensor<256x64xi8>
          %n = tensor.dim %a, %c0 : tensor<?x32xf32>
          %e0 = tensor.empty(%n) : tensor<?x64xf32>
          %res = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "parallel", "reduction"]}
              ins(%a : tensor<?x32xf32>) outs(%e0 : tensor<?x64xf32>) {
          ^bb0(%u: f32, %o: f32):
            %s = arith.addf %o, %u : f32
            linalg.yield %s : f32
          } -> tensor<?x64xf32>
          %r0 = tensor.extract %res[%c0, %c0] : tensor<?x64xf32>
          %e1 = tensor.empty(%n) : tensor<?x512xf32>
          %x = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]}
              ins(%a, %w0 : tensor<?x32xf32>, tensor<32x512xf32>) outs(%e1 : tensor<?x512xf32>) {
          ^bb0(%u: f32, %v: f32, %o: f32):
            %p = arith.mulf %u, %v : f32
            %s = arith.addf %o, %p : f32
            linalg.yield %s : f32
          } -> tensor<?x512xf32>
          %lo = tensor.extract_slice %x[0, 0] [%n, 256] [1, 1] : tensor<?x512xf32> to tensor<?x256xf32>
          %hi = tensor.extract_slice %x[0, 256] [%n, 256] [1, 1] : tensor<?x512xf32> to tensor<?x256xf32>
          %e2 = tensor.empty(%n) : tensor<?x256xi8>
          %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
              ins(%lo, %hi : tensor<?x256xf32>, tensor<?x256xf32>) outs(%e2 : tensor<?x256xi8>) {
          ^bb0(%u: f32, %v: f32, %o: i8):
            %s = arith.addf %u, %v : f32
            %t = arith.fptosi %s : f32 to i8
            linalg.yield %t : i8
          } -> tensor<?x256xi8>
          %e3 = tensor.empty(%n) : tensor<?x64xi32>
          %f3 = linalg.fill ins(%zi : i32) outs(%e3 : tensor<?x64xi32>) -> tensor<?x64xi32>
          %acc = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]}
              ins(%q, %w1 : tensor<?x256xi8>, tensor<256x64xi8>) outs(%f3 : tensor<?x64xi32>) {
          ^bb0(%u: i8, %v: i8, %o: i32):
            %ui = arith.extsi %u : i8 to i32
            %vi = arith.extsi %v : i8 to i32
            %p = arith.muli %ui, %vi : i32
            %s = arith.addi %o, %p : i32
            linalg.yield %s : i32
          } -> tensor<?x64xi32>
          %e4 = tensor.empty(%n) : tensor<?x64xf32>
          %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
              ins(%acc, %res : tensor<?x64xi32>, tensor<?x64xf32>) outs(INIT : tensor<?x64xf32>) {
          ^bb0(%u: i32, %v: f32, %o: f32):
            %f = arith.sitofp %u : i32 to f32
            %s = arith.addf %f, %v : f32
            linalg.yield %s : f32
          } -> tensor<?x64xf32>
          %first = tensor.extract %r[%c0, %c0] : tensor<?x64xf32>
          %both = arith.addf %first, %r0 : f32
          return %both : f32
        }
        """.replace("INIT", addInit);
  }

  /** The add (the function's last structured op). */
  private static Operation add(String program) {
    List<Operation> ops = TestPrograms.linalgOps(program);
    return ops.get(ops.size() - 1);
  }


  // At 64 rows: each slice 64 KiB, the residual, the i8 rows and the i32 projection 16 KiB each.
  private static final long SLICE = 64 * 256 * 4;
  private static final long ROWS = 64 * 64 * 4;
  private static final long QUANTIZED = 64 * 256;

  @Test
  void anAddWrittenInPlaceIntoTheResidualCountsTheResidualOnce() {
    TileChain chain = TileChain.find(add(program("%res")), 0, SizeHint.DEFAULT);
    assertThat(chain).isNotNull();
    assertThat(ShapedType.isDynamic(chain.extent())).isTrue();
    ChainPeak peak = ChainPeak.of(chain, SizeHint.DEFAULT);
    // Untiled, at the quantization: both slices, the residual and the i8 rows.
    assertThat(peak.untiled()).isEqualTo(2 * SLICE + ROWS + QUANTIZED);
    // Tiled: the slices and the residual, which the add writes (one buffer), held whole.
    assertThat(peak.tiledBase()).isEqualTo(2 * SLICE + ROWS);
    assertThat(peak.tileIntermediates()).isEqualTo(QUANTIZED + ROWS);
    // Tiles of 8 of the 64 rows: lower than untiled, so the chain is tiled along n.
    assertThat(peak.tiled(8, 64)).isLessThan(peak.untiled());
    TileChain best = TileForMemoryPass.withDefaults(SizeHint.DEFAULT).best(add(program("%res")));
    assertThat(best).isNotNull();
    assertThat(ShapedType.isDynamic(best.extent())).isTrue();
  }

  @Test
  void anAddIntoAFreshBufferHoldsItBesideTheResidual() {
    TileChain chain = TileChain.find(add(program("%e4")), 0, SizeHint.DEFAULT);
    assertThat(chain).isNotNull();
    ChainPeak peak = ChainPeak.of(chain, SizeHint.DEFAULT);
    assertThat(peak.untiled()).isEqualTo(2 * SLICE + ROWS + QUANTIZED);
    // The sum's own buffer comes on top of the residual while the tiles run: not lower.
    assertThat(peak.tiledBase()).isEqualTo(2 * SLICE + 2 * ROWS);
    assertThat(peak.tiled(8, 64)).isAtLeast(peak.untiled());
    TileChain best = TileForMemoryPass.withDefaults(SizeHint.DEFAULT).best(add(program("%e4")));
    assertThat(best == null || !ShapedType.isDynamic(best.extent())).isTrue();
  }
}
