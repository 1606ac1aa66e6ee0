package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.ir.Operation;
import org.junit.jupiter.api.Test;

/** The chain selection of jopt-tile-for-memory: which ops join a chain, along which loops. */
class TileChainTest {

  private static final String MLP = """
      func.func @mlp(%x: tensor<16x8xf32>, %w1: tensor<8x64xf32>, %w2: tensor<64x8xf32>) -> tensor<16x8xf32> {
        %zero = arith.constant 0.0 : f32
        %e1 = tensor.empty() : tensor<16x64xf32>
        %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x64xf32>) -> tensor<16x64xf32>
        %up = linalg.matmul ins(%x, %w1 : tensor<16x8xf32>, tensor<8x64xf32>) outs(%f1 : tensor<16x64xf32>) -> tensor<16x64xf32>
        %e2 = tensor.empty() : tensor<16x8xf32>
        %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x8xf32>) -> tensor<16x8xf32>
        %down = linalg.matmul ins(%up, %w2 : tensor<16x64xf32>, tensor<64x8xf32>) outs(%f2 : tensor<16x8xf32>) -> tensor<16x8xf32>
        return %down : tensor<16x8xf32>
      }
      """;

  @Test
  void tokensLoopTakesBothProjectionsAndTheHiddenFill() {
    List<Operation> ops = TestPrograms.linalgOps(MLP);
    Operation down = ops.get(3);
    TileChain chain = TileChain.find(down, 0);
    assertThat(chain).isNotNull();
    // The down projection, the up projection (along its own row loop 0) and the up projection's fill.
    assertThat(chain.loops().keySet()).containsExactly(down, ops.get(1), ops.get(0));
    assertThat(chain.loops().get(ops.get(1))).isEqualTo(0);
    assertThat(chain.extent()).isEqualTo(16);
    // The 16x64 hidden activation, one buffer: the up projection accumulates into its fill's.
    assertThat(chain.savedBytes()).isEqualTo(16 * 64 * 4);
  }

  @Test
  void aLoopTheProducerCannotBeSlicedByTakesNoProducer() {
    List<Operation> ops = TestPrograms.linalgOps(MLP);
    // Along the output columns, the down projection reads every column of the hidden activation.
    assertThat(TileChain.find(ops.get(3), 1)).isNull();
    // Along its reduction loop (the hidden columns), the down projection accumulates tile by
    // tile into its whole result while the up projection makes each tile of columns.
    TileChain byColumns = TileChain.find(ops.get(3), 2);
    assertThat(byColumns).isNotNull();
    assertThat(byColumns.reduction()).isTrue();
    assertThat(byColumns.loops()).containsExactly(ops.get(3), 2, ops.get(1), 1, ops.get(0), 1);
  }

  @Test
  void anIntermediateReadOutsideTheChainStaysWhole() {
    List<Operation> ops = TestPrograms.linalgOps("""
        func.func @f(%x: tensor<16x8xf32>, %w1: tensor<8x64xf32>, %w2: tensor<64x8xf32>, %o: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x64xf32>) {
          %e1 = tensor.empty() : tensor<16x64xf32>
          %up = linalg.matmul ins(%x, %w1 : tensor<16x8xf32>, tensor<8x64xf32>) outs(%e1 : tensor<16x64xf32>) -> tensor<16x64xf32>
          %down = linalg.matmul ins(%up, %w2 : tensor<16x64xf32>, tensor<64x8xf32>) outs(%o : tensor<16x8xf32>) -> tensor<16x8xf32>
          return %down, %up : tensor<16x8xf32>, tensor<16x64xf32>
        }
        """);
    assertThat(TileChain.find(ops.get(1), 0)).isNull();
  }

  @Test
  void theConsumersInitIsNotAnIntermediate() {
    // The add writes into the matmul's result: the loop's iteration argument must exist whole.
    List<Operation> ops = TestPrograms.linalgOps("""
        #id = affine_map<(d0, d1) -> (d0, d1)>
        func.func @f(%x: tensor<16x8xf32>, %w: tensor<8x8xf32>, %o: tensor<16x8xf32>) -> tensor<16x8xf32> {
          %h = linalg.matmul ins(%x, %w : tensor<16x8xf32>, tensor<8x8xf32>) outs(%o : tensor<16x8xf32>) -> tensor<16x8xf32>
          %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
              ins(%x : tensor<16x8xf32>) outs(%h : tensor<16x8xf32>) {
          ^bb0(%a: f32, %b: f32):
            %m = arith.addf %a, %b : f32
            linalg.yield %m : f32
          } -> tensor<16x8xf32>
          return %s : tensor<16x8xf32>
        }
        """);
    assertThat(TileChain.find(ops.get(1), 0)).isNull();
  }

  @Test
  void convolutionChannelsThroughReluIntoPooling() {
    List<Operation> ops = TestPrograms.linalgOps("""
        #id = affine_map<(a, b, c, d) -> (a, b, c, d)>
        func.func @f(%x: tensor<1x3x13x13xf32>, %w: tensor<8x3x3x3xf32>, %c0: tensor<1x8x11x11xf32>, %p0: tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32> {
          %zero = arith.constant 0.0 : f32
          %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
              ins(%x, %w : tensor<1x3x13x13xf32>, tensor<8x3x3x3xf32>) outs(%c0 : tensor<1x8x11x11xf32>) -> tensor<1x8x11x11xf32>
          %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
              ins(%c : tensor<1x8x11x11xf32>) outs(%c : tensor<1x8x11x11xf32>) {
          ^bb0(%in: f32, %out: f32):
            %m = arith.maximumf %in, %zero : f32
            linalg.yield %m : f32
          } -> tensor<1x8x11x11xf32>
          %win = tensor.empty() : tensor<3x3xf32>
          %p = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
              ins(%r, %win : tensor<1x8x11x11xf32>, tensor<3x3xf32>) outs(%p0 : tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32>
          return %p : tensor<1x8x5x5xf32>
        }
        """);
    Operation pool = ops.get(2);
    TileChain chain = TileChain.find(pool, 1);
    assertThat(chain).isNotNull();
    assertThat(chain.loops()).containsExactly(pool, 1, ops.get(1), 1, ops.get(0), 1);
    // Along the output rows the pooling's windows overlap: the rows are not a plain dimension.
    assertThat(TileChain.find(pool, 2)).isNull();
  }

  @Test
  void tileSizeAimsAtTheTileCountPreferringADivisor() {
    assertThat(new TileForMemory(8, 0, 0).size(128)).isEqualTo(16);
    // 197 tokens (ViT): 25 with a remainder tile of 22; 30: 4 rounded up to the divisor 5.
    assertThat(new TileForMemory(8, 0, 0).size(197)).isEqualTo(25);
    assertThat(new TileForMemory(8, 0, 0).size(30)).isEqualTo(5);
    assertThat(new TileForMemory(8, 7, 0).size(30)).isEqualTo(7);
    assertThat(new TileForMemory(8, 64, 0).size(30)).isEqualTo(30);
  }

  private static final String DYNAMIC_MLP = """
      func.func @mlp(%x: tensor<?x8xf32>, %w1: tensor<8x64xf32>, %w2: tensor<64x8xf32>) -> tensor<?x8xf32> {
        %c0 = arith.constant 0 : index
        %zero = arith.constant 0.0 : f32
        %n = tensor.dim %x, %c0 : tensor<?x8xf32>
        %e1 = tensor.empty(%n) : tensor<?x64xf32>
        %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x64xf32>) -> tensor<?x64xf32>
        %up = linalg.matmul ins(%x, %w1 : tensor<?x8xf32>, tensor<8x64xf32>) outs(%f1 : tensor<?x64xf32>) -> tensor<?x64xf32>
        %e2 = tensor.empty(%n) : tensor<?x8xf32>
        %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x8xf32>) -> tensor<?x8xf32>
        %down = linalg.matmul ins(%up, %w2 : tensor<?x64xf32>, tensor<64x8xf32>) outs(%f2 : tensor<?x8xf32>) -> tensor<?x8xf32>
        return %down : tensor<?x8xf32>
      }
      """;

  @Test
  void aDynamicLoopMakesAChainOfDynamicExtentCountedAtTheHint() {
    List<Operation> ops = TestPrograms.linalgOps(DYNAMIC_MLP);
    TileChain chain = TileChain.find(ops.get(3), 0);
    assertThat(chain).isNotNull();
    assertThat(chain.loops().keySet()).containsExactly(ops.get(3), ops.get(1), ops.get(0));
    assertThat(chain.extent()).isEqualTo(jopt.ir.type.ShapedType.DYNAMIC);
    assertThat(chain.savedBytes()).isEqualTo(TileChain.DYNAMIC_HINT * 64 * 4);
  }

  @Test
  void onATieTheDynamicLoopWins() {
    List<Operation> ops = TestPrograms.linalgOps(DYNAMIC_MLP);
    // The tokens (dynamic) and the hidden columns (static, a reduction of the down projection)
    // save the same bytes: the tokens are tiled at run time, each tile's body then by columns.
    TileChain best = new TileForMemory(8, 0, 0).best(ops.get(3));
    assertThat(best).isNotNull();
    assertThat(best.extent()).isEqualTo(jopt.ir.type.ShapedType.DYNAMIC);
    assertThat(best.reduction()).isFalse();
  }
}
