package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.ir.Operation;
import org.junit.jupiter.api.Test;

/** Chains tiled along a loop that an input holds through a window: halo slices and halo pads. */
class HaloReadsTest {

  /**
   * A 3x3 convolution (NHWC, rows first) of {@code %x} padded by {@code pad} (of {@code in} rows),
   * stride {@code s}, dilation {@code d}, into a ReLU; the function also returns {@code extra}.
   */
  private static String conv(int s, int d, int pad, int in, String extra) {
    int padded = in + 2 * pad;
    int out = (padded - (2 * d + 1)) / s + 1;
    String x = "tensor<1x" + in + "x" + in + "x2xf32>";
    String p = "tensor<1x" + padded + "x" + padded + "x2xf32>";
    String o = "tensor<1x" + out + "x" + out + "x2xf32>";
    String extraType = extra.equals("%p") ? p : o;
    return "#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>\n"
        + "func.func @f(%x: " + x + ", %w: tensor<3x3x2x2xf32>) -> (" + o + ", " + extraType + ") {\n"
        + "  %z = arith.constant 0.0 : f32\n"
        + "  %p = tensor.pad %x low[0, " + pad + ", " + pad + ", 0] high[0, " + pad + ", " + pad + ", 0] {\n"
        + "  ^bb0(%a: index, %b: index, %c: index, %e: index):\n"
        + "    tensor.yield %z : f32\n"
        + "  } : " + x + " to " + p + "\n"
        + "  %e = tensor.empty() : " + o + "\n"
        + "  %f = linalg.fill ins(%z : f32) outs(%e : " + o + ") -> " + o + "\n"
        + "  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<" + d + "> : tensor<2xi64>, strides = dense<" + s
        + "> : tensor<2xi64>} ins(%p, %w : " + p + ", tensor<3x3x2x2xf32>) outs(%f : " + o + ") -> " + o + "\n"
        + "  %e2 = tensor.empty() : " + o + "\n"
        + "  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]}"
        + " ins(%c : " + o + ") outs(%e2 : " + o + ") {\n"
        + "  ^bb0(%in: f32, %out: f32):\n"
        + "    %m = arith.maximumf %in, %z : f32\n"
        + "    linalg.yield %m : f32\n"
        + "  } -> " + o + "\n"
        + "  return %r, " + extra + " : " + o + ", " + extraType + "\n"
        + "}\n";
  }

  @Test
  void aPaddedConvolutionsPadJoinsAsAHaloPadAlongTheRows() {
    // Returning the pad keeps it read outside the chain: it would stay whole, so no rows chain.
    List<Operation> withPad = TestPrograms.linalgOps(conv(1, 1, 1, 8, "%p"));
    assertThat(TileChain.find(withPad.get(2), 1)).isNull();
    List<Operation> ops = TestPrograms.linalgOps(conv(1, 1, 1, 8, "%r"));
    Operation convolution = ops.get(1);
    Operation pad = convolution.getOperand(0).getDefiningOp();
    TileChain chain = TileChain.find(ops.get(2), 1);
    assertThat(chain).isNotNull();
    assertThat(chain.loops().keySet()).containsExactly(ops.get(2), convolution, ops.get(0), pad);
    assertThat(chain.halos().keySet()).containsExactly(pad);
    SliceDims.Window w = chain.halos().get(pad);
    assertThat(w.dim()).isEqualTo(1);
    assertThat(w.stride()).isEqualTo(1);
    assertThat(w.rows(2)).isEqualTo(4);
    // The convolution's result; the pad is no buffer (split-padded-convolution removes it).
    assertThat(chain.savedBytes()).isEqualTo(8 * 8 * 2 * 4);
  }

  @Test
  void theTiledPeakCountsAHaloPadsTileWithItsHalo() {
    List<Operation> ops = TestPrograms.linalgOps(conv(1, 1, 1, 8, "%r"));
    ChainPeak peak = ChainPeak.of(TileChain.find(ops.get(2), 1), SizeHint.DEFAULT);
    // The padded 1x10x10x2 input: 80 bytes a row; a tile of 2 rows reads 4 of them.
    assertThat(peak.halos()).hasSize(1);
    assertThat(peak.halos().get(0).rowBytes()).isEqualTo(80);
    long intermediates = (long) Math.ceil(peak.tileIntermediates() * 2 / 8.0);
    assertThat(peak.tiled(2, 8)).isEqualTo(peak.tiledBase() + 4 * 80 + intermediates);
  }

  @Test
  void aWindowsRowsFollowItsStrideAndDilation() {
    List<Operation> ops = TestPrograms.linalgOps(conv(2, 2, 2, 17, "%r"));
    SliceDims.Window w = SliceDims.window(ops.get(1), 0, 1);
    assertThat(w).isEqualTo(new SliceDims.Window(1, 2, 5));
    // Two output rows read (2 - 1) * 2 + (3 - 1) * 2 + 1 input rows.
    assertThat(w.rows(2)).isEqualTo(7);
    // The filter does not involve the rows; the output holds them plainly.
    assertThat(SliceDims.window(ops.get(1), 1, 1)).isNull();
    assertThat(SliceDims.operandDim(ops.get(1), 0, 1)).isEqualTo(-2);
    assertThat(SliceDims.operandDim(ops.get(1), 2, 1)).isEqualTo(1);
  }

  @Test
  void aOneByOneWindowIsAPlainDimension() {
    List<Operation> ops = TestPrograms.linalgOps("""
        func.func @f(%x: tensor<1x2x8x8xf32>, %w: tensor<4x2x1x1xf32>, %o: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
          %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x8x8xf32>, tensor<4x2x1x1xf32>) outs(%o : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
          return %c : tensor<1x4x8x8xf32>
        }
        """);
    // d2 + d5 with d5 of range 1: the tile's rows themselves.
    assertThat(SliceDims.operandDim(ops.get(0), 0, 2)).isEqualTo(2);
    assertThat(SliceDims.sliceable(ops.get(0), 2)).isTrue();
  }

  private static final String IN_PLACE = """
      #id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
      func.func @f(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4xf32>) -> tensor<1x8x8x4xf32> {
        %z = arith.constant 0.0 : f32
        %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
        ^bb0(%a: index, %b: index, %c: index, %d: index):
          tensor.yield %z : f32
        } : tensor<1x8x8x4xf32> to tensor<1x10x10x4xf32>
        %e = tensor.empty() : tensor<1x8x8x4xf32>
        %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
        %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x10x10x4xf32>, tensor<3x3x4xf32>) outs(%f : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
        %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %x : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) outs(%x : tensor<1x8x8x4xf32>) {
        ^bb0(%in: f32, %in2: f32, %out: f32):
          %s = arith.addf %in, %in2 : f32
          linalg.yield %s : f32
        } -> tensor<1x8x8x4xf32>
        return %r : tensor<1x8x8x4xf32>
      }
      """;

  @Test
  void aWindowedInputTheConsumerWritesInPlaceIsWrittenATileLate() {
    List<Operation> ops = TestPrograms.linalgOps(IN_PLACE);
    // Each tile's sum is written one tile late (a tile's halo reaches a row back): no tile reads
    // rows another has overwritten.
    TileChain byRows = TileChain.find(ops.get(2), 1);
    assertThat(byRows).isNotNull();
    assertThat(HaloReads.lagged(byRows)).containsExactly(0);
    assertThat(HaloReads.lagFits(byRows, 1)).isTrue();
    // Where the add writes into a view of the same tensor it would not be: refused.
    List<Operation> viaCast = TestPrograms.linalgOps(IN_PLACE.replace("outs(%x : tensor<1x8x8x4xf32>) {",
        "outs(%xc : tensor<1x8x8x4xf32>) {").replace("  %r = linalg.generic",
        "  %xc = tensor.cast %x : tensor<1x8x8x4xf32> to tensor<1x8x8x4xf32>\n  %r = linalg.generic"));
    assertThat(viaCast.get(2).getOperand(2).getDefiningOp().getName()).isEqualTo("tensor.cast");
    assertThat(TileChain.find(viaCast.get(2), 1)).isNull();
    assertThat(TileChain.find(viaCast.get(2), 3)).isNotNull();
    // By channels the window is not involved: the pad joins along a dimension it does not pad.
    TileChain byChannels = TileChain.find(ops.get(2), 3);
    assertThat(byChannels).isNotNull();
    assertThat(byChannels.halos()).isEmpty();
    assertThat(HaloReads.lagged(byChannels)).isEmpty();
    // A pad of two rows low reaches two rows back: a tile of one row would read a row written.
    List<Operation> wide = TestPrograms.linalgOps(IN_PLACE.replace("low[0, 1, 1, 0] high[0, 1, 1, 0]",
        "low[0, 2, 1, 0] high[0, 0, 1, 0]"));
    TileChain twoBack = TileChain.find(wide.get(2), 1);
    assertThat(HaloReads.lagFits(twoBack, 1)).isFalse();
    assertThat(HaloReads.lagFits(twoBack, 2)).isTrue();
  }
}
