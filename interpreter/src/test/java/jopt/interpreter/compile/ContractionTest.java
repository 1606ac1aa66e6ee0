package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;
import org.junit.jupiter.api.Test;

/**
 * The contraction engine: matmuls, convolutions of every named form and generics with a
 * multiply-accumulate body give the interpreter's bits (Programs.run compares every result
 * element), and run in the engine. Sizes cross the engine's panels (256 columns, 256 reduction
 * steps) and leave remainders of its four rows.
 */
class ContractionTest {
  /** Random f32 contents for a memref of {@code n} elements. */
  private static BufferArgument random(long n, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    List<Float> xs = new ArrayList<>();
    for (long i = 0; i < n; i++) {
      xs.add((float) (r.nextDouble() * 2 - 1));
    }
    return new BufferArgument(new long[0], xs);
  }

  /**
   * Runs {@code op} (on %x, %y into %out) in a program taking x and y of the given types, the
   * output filled with 0.25 first; checks the compiled run against the interpreter and that the
   * op ran in the engine.
   */
  private static void check(String xType, long xn, String yType, long yn, String outType,
      String op) {
    String text = """
        func.func @main(%x: XT, %y: YT) -> OT {
          %out = memref.alloc() : OT
          %q = arith.constant 0.25 : f32
          linalg.fill ins(%q : f32) outs(%out : OT)
          OP
          return %out : OT
        }
        """.replace("XT", xType).replace("YT", yType).replace("OT", outType).replace("OP", op);
    BufferArgument x = random(xn, 1);
    BufferArgument y = random(yn, 2);
    ExecutionResult r = Programs.run(text, x, y);
    assertThat(r.errors()).isEmpty();
    Interpreter again = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0).withProfile(true));
    again.run("main", List.of(x, y));
    assertThat(again.profile().report(0)).contains("compiled (contraction)");
  }

  @Test
  void matmulsAcrossPanelsAndRemainders() {
    check("memref<7x300xf32>", 2100, "memref<300x9xf32>", 2700, "memref<7x9xf32>",
        "linalg.matmul ins(%x, %y : memref<7x300xf32>, memref<300x9xf32>) outs(%out : memref<7x9xf32>)");
    check("memref<5x3xf32>", 15, "memref<3x600xf32>", 1800, "memref<5x600xf32>",
        "linalg.matmul ins(%x, %y : memref<5x3xf32>, memref<3x600xf32>) outs(%out : memref<5x600xf32>)");
    check("memref<3x4x6xf32>", 72, "memref<3x6x5xf32>", 90, "memref<3x4x5xf32>",
        "linalg.batch_matmul ins(%x, %y : memref<3x4x6xf32>, memref<3x6x5xf32>) outs(%out : memref<3x4x5xf32>)");
    check("memref<37x29xf32>", 37 * 29, "memref<29xf32>", 29, "memref<37xf32>",
        "linalg.matvec ins(%x, %y : memref<37x29xf32>, memref<29xf32>) outs(%out : memref<37xf32>)");
    check("memref<29xf32>", 29, "memref<29x37xf32>", 37 * 29, "memref<37xf32>",
        "linalg.vecmat ins(%x, %y : memref<29xf32>, memref<29x37xf32>) outs(%out : memref<37xf32>)");
  }

  @Test
  void oneRowAgainstRowsAlongTheReduction() {
    // x * W^T (a classifier): one output column, each of W's rows a dot product read along the
    // reduction as a run (Contraction.dots), eight rows at a time and a remainder, across the
    // engine's reduction blocks; W's rows at a padded stride too.
    String maps = "indexing_maps = [affine_map<(i, j, k) -> (i, k)>, "
        + "affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>]";
    check("memref<1x600xf32>", 600, "memref<21x600xf32>", 21 * 600, "memref<1x21xf32>",
        "linalg.matmul " + maps + " ins(%x, %y : memref<1x600xf32>, memref<21x600xf32>)"
            + " outs(%out : memref<1x21xf32>)");
    check("memref<1x70xf32>", 70, "memref<16x75xf32>", 16 * 75, "memref<1x16xf32>",
        "%w = memref.subview %y[0, 3] [16, 70] [1, 1] : memref<16x75xf32> to"
            + " memref<16x70xf32, strided<[75, 1], offset: 3>>\n"
            + "linalg.matmul " + maps + " ins(%x, %w : memref<1x70xf32>,"
            + " memref<16x70xf32, strided<[75, 1], offset: 3>>) outs(%out : memref<1x16xf32>)");
  }

  @Test
  void aMatrixVectorProductLongerThanItsBlock() {
    // Contraction.Plan.matrixVector: 9000 reduction steps cross its block of 8192, the column's
    // values read as a run and, through a column of a matrix, one by one
    String maps = "indexing_maps = [affine_map<(i, j, k) -> (i, k)>, "
        + "affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>]";
    check("memref<1x9000xf32>", 9000, "memref<11x9000xf32>", 11 * 9000, "memref<1x11xf32>",
        "linalg.matmul " + maps + " ins(%x, %y : memref<1x9000xf32>, memref<11x9000xf32>)"
            + " outs(%out : memref<1x11xf32>)");
    check("memref<9000x2xf32>", 18000, "memref<10x9000xf32>", 10 * 9000, "memref<1x10xf32>",
        "%c = memref.subview %x[0, 1] [9000, 1] [1, 1] : memref<9000x2xf32> to"
            + " memref<9000xf32, strided<[2], offset: 1>>\n"
            + "%v = memref.expand_shape %c [[0, 1]] output_shape [1, 9000] :"
            + " memref<9000xf32, strided<[2], offset: 1>> into"
            + " memref<1x9000xf32, strided<[18000, 2], offset: 1>>\n"
            + "linalg.matmul " + maps + " ins(%v, %y : memref<1x9000xf32, strided<[18000, 2],"
            + " offset: 1>>, memref<10x9000xf32>) outs(%out : memref<1x10xf32>)");
  }

  @Test
  void oneOpRunAgainWithOtherShapesTakesItsOwnLayout() {
    // The engine keeps the layout of an op's last run (ContractionLayout): a run of other sizes
    // must not take it. One interpreter runs the op at three sizes and back, each against the
    // interpreter alone.
    String text = """
        func.func @main(%x: memref<?x?xf32>, %y: memref<?x?xf32>) -> memref<?x?xf32> {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %m = memref.dim %x, %c0 : memref<?x?xf32>
          %n = memref.dim %y, %c1 : memref<?x?xf32>
          %out = memref.alloc(%m, %n) : memref<?x?xf32>
          %q = arith.constant 0.25 : f32
          linalg.fill ins(%q : f32) outs(%out : memref<?x?xf32>)
          linalg.matmul ins(%x, %y : memref<?x?xf32>, memref<?x?xf32>) outs(%out : memref<?x?xf32>)
          return %out : memref<?x?xf32>
        }
        """;
    Interpreter compiled = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompileThreshold(0));
    Interpreter alone = new Interpreter(Programs.parse(text),
        InterpreterOptions.defaults().withCompile(false));
    long[][] sizes = {{3, 300, 5}, {6, 20, 9}, {1, 700, 33}, {3, 300, 5}};
    for (long[] mkn : sizes) {
      long m = mkn[0];
      long k = mkn[1];
      long n = mkn[2];
      List<Object> args = List.of(new BufferArgument(new long[] {m, k}, floats(m * k, 3)),
          new BufferArgument(new long[] {k, n}, floats(k * n, 4)));
      ExecutionResult a = compiled.run("main", args);
      ExecutionResult b = alone.run("main", args);
      assertThat(a.errors()).isEmpty();
      assertThat(a.results()).isEqualTo(b.results());
      assertThat(a.results().get(0).split("], ")).hasLength((int) m); // m rows
    }
  }

  private static List<Float> floats(long n, long seed) {
    return random(n, seed).contents().stream().map(Number::floatValue).toList();
  }

  @Test
  void aGenericWithATransposedOperandAndTheProductSwapped() {
    check("memref<6x10xf32>", 60, "memref<7x10xf32>", 70, "memref<6x7xf32>", """
        linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
            affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
            iterator_types = ["parallel", "parallel", "reduction"]}
            ins(%x, %y : memref<6x10xf32>, memref<7x10xf32>) outs(%out : memref<6x7xf32>) {
        ^bb0(%a: f32, %b: f32, %c: f32):
          %p = arith.mulf %b, %a : f32
          %s = arith.addf %p, %c : f32
          linalg.yield %s : f32
        }""");
  }

  @Test
  void convolutionsOfEveryLayoutWithStridesAndDilations() {
    check("memref<2x3x11x12xf32>", 2 * 3 * 11 * 12, "memref<5x3x3x2xf32>", 90,
        "memref<2x5x4x5xf32>", """
        linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>}
            ins(%x, %y : memref<2x3x11x12xf32>, memref<5x3x3x2xf32>) outs(%out : memref<2x5x4x5xf32>)""");
    check("memref<1x9x9x4xf32>", 324, "memref<3x3x4x6xf32>", 216, "memref<1x7x7x6xf32>", """
        linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<1x9x9x4xf32>, memref<3x3x4x6xf32>) outs(%out : memref<1x7x7x6xf32>)""");
    check("memref<1x6x10x10xf32>", 600, "memref<6x3x3xf32>", 54, "memref<1x6x4x4xf32>", """
        linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
            ins(%x, %y : memref<1x6x10x10xf32>, memref<6x3x3xf32>) outs(%out : memref<1x6x4x4xf32>)""");
    check("memref<1x10x10x6xf32>", 600, "memref<3x3x6xf32>", 54, "memref<1x8x8x6xf32>", """
        linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<1x10x10x6xf32>, memref<3x3x6xf32>) outs(%out : memref<1x8x8x6xf32>)""");
    check("memref<1x2x4x7x7xf32>", 392, "memref<3x2x4x3x3xf32>", 216, "memref<1x2x3x5x5xf32>", """
        linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<1x2x4x7x7xf32>, memref<3x2x4x3x3xf32>) outs(%out : memref<1x2x3x5x5xf32>)""");
    check("memref<2x20x3xf32>", 120, "memref<4x3x5xf32>", 60, "memref<2x17x5xf32>", """
        linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
            ins(%x, %y : memref<2x20x3xf32>, memref<4x3x5xf32>) outs(%out : memref<2x17x5xf32>)""");
    check("memref<1x2x5x5x5xf32>", 250, "memref<3x2x2x2x2xf32>", 48, "memref<1x3x4x4x4xf32>", """
        linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
            ins(%x, %y : memref<1x2x5x5x5xf32>, memref<3x2x2x2x2xf32>) outs(%out : memref<1x3x4x4x4xf32>)""");
  }

  @Test
  void halfInputsExtendedInTheBodyAccumulateInF32() {
    // An f16 convolution or matmul accumulated in f32 (the named op's body extends its f16
    // inputs): the engine widens the span each input's run reads (HalfFloats), here from a
    // subview's offset and at a padded stride too, and for bf16 through a transposing map.
    check("memref<2x16x9x9xf16>", 2 * 16 * 81, "memref<6x16x3x3xf16>", 6 * 16 * 9,
        "memref<2x6x7x7xf32>", """
        linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<2x16x9x9xf16>, memref<6x16x3x3xf16>) outs(%out : memref<2x6x7x7xf32>)""");
    check("memref<7x300xf16>", 2100, "memref<300x12xf16>", 3600, "memref<7x9xf32>",
        "%w = memref.subview %y[0, 2] [300, 9] [1, 1] : memref<300x12xf16> to"
            + " memref<300x9xf16, strided<[12, 1], offset: 2>>\n"
            + "linalg.matmul ins(%x, %w : memref<7x300xf16>, memref<300x9xf16, strided<[12, 1],"
            + " offset: 2>>) outs(%out : memref<7x9xf32>)");
    check("memref<5x70xbf16>", 350, "memref<21x70xbf16>", 21 * 70, "memref<5x21xf32>",
        "linalg.matmul indexing_maps = [affine_map<(i, j, k) -> (i, k)>, "
            + "affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>]"
            + " ins(%x, %y : memref<5x70xbf16>, memref<21x70xbf16>) outs(%out : memref<5x21xf32>)");
  }

  @Test
  void aLargeReductionCrossesBlocks() {
    check("memref<2x64x9x9xf32>", 2 * 64 * 81, "memref<6x64x3x3xf32>", 6 * 64 * 9,
        "memref<2x6x7x7xf32>", """
        linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<2x64x9x9xf32>, memref<6x64x3x3xf32>) outs(%out : memref<2x6x7x7xf32>)""");
  }

  @Test
  void depthwiseConvolutionsAtStrideOneReadTheirSourceInPlace() {
    // ShiftedPanel: 7x7 and 14x14 outputs (the last channel's wasted columns reach past the
    // buffer), a 28x28 one in blocks of output rows, a dilation, one dimension, and a stride 2
    // that stays on the packed path
    check("memref<1x5x11x11xf32>", 605, "memref<5x5x5xf32>", 125, "memref<1x5x7x7xf32>", """
        linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<1x5x11x11xf32>, memref<5x5x5xf32>) outs(%out : memref<1x5x7x7xf32>)""");
    check("memref<1x3x16x16xf32>", 768, "memref<3x3x3xf32>", 27, "memref<1x3x14x14xf32>", """
        linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<1x3x16x16xf32>, memref<3x3x3xf32>) outs(%out : memref<1x3x14x14xf32>)""");
    check("memref<2x2x30x30xf32>", 3600, "memref<2x3x3xf32>", 18, "memref<2x2x28x28xf32>", """
        linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<2x2x30x30xf32>, memref<2x3x3xf32>) outs(%out : memref<2x2x28x28xf32>)""");
    check("memref<1x4x13x13xf32>", 676, "memref<4x3x3xf32>", 36, "memref<1x4x9x9xf32>", """
        linalg.depthwise_conv_2d_nchw_chw {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<1x4x13x13xf32>, memref<4x3x3xf32>) outs(%out : memref<1x4x9x9xf32>)""");
    check("memref<1x3x40xf32>", 120, "memref<3x5xf32>", 15, "memref<1x3x36xf32>", """
        linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
            ins(%x, %y : memref<1x3x40xf32>, memref<3x5xf32>) outs(%out : memref<1x3x36xf32>)""");
  }

  @Test
  void aShiftedPanelOnlyOfRunsOfConsecutiveFloats() {
    // columns: 3 output rows of 4 floats, 6 floats apart; steps: a 3x3 window
    long[] jV = new long[12];
    for (int i = 0; i < 3; i++) {
      for (int t = 0; t < 4; t++) {
        jV[i * 4 + t] = 4L * (i * 6 + t);
      }
    }
    long[] kV = new long[9];
    for (int k = 0; k < 9; k++) {
      kV[k] = 4L * ((k / 3) * 6 + k % 3);
    }
    assertThat(ShiftedPanel.of(jV, kV, 1)).isNotNull();
    assertThat(ShiftedPanel.of(jV, kV, MacKernels.MR)).isNull(); // rows enough to pack for
    long[] strided = jV.clone();
    strided[5] += 4; // the second row not at consecutive floats
    assertThat(ShiftedPanel.of(strided, kV, 1)).isNull();
    long[] far = new long[12];
    for (int i = 0; i < 12; i++) {
      far[i] = 4L * ((i / 4) * 9 + i % 4); // rows 9 floats apart: more than twice 4 wasted
    }
    assertThat(ShiftedPanel.of(far, kV, 1)).isNull();
  }

  @Test
  void depthwiseConvolutionsOfLongRowsRunRowByRow() {
    // ShiftedPanel row by row: a 5x5 window taller than the 2-row output (PP-OCR's 6x100 to
    // 2x96, smaller), a stride of 2 along the rows at odd sizes, the same with a dilation, and
    // two batches of several channels
    check("memref<1x3x6x40xf32>", 720, "memref<3x5x5xf32>", 75, "memref<1x3x2x36xf32>", """
        linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<1x3x6x40xf32>, memref<3x5x5xf32>) outs(%out : memref<1x3x2x36xf32>)""");
    check("memref<1x3x11x37xf32>", 1221, "memref<3x3x3xf32>", 27, "memref<1x3x5x35xf32>", """
        linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
            ins(%x, %y : memref<1x3x11x37xf32>, memref<3x3x3xf32>) outs(%out : memref<1x3x5x35xf32>)""");
    check("memref<1x2x13x41xf32>", 1066, "memref<2x3x3xf32>", 18, "memref<1x2x5x37xf32>", """
        linalg.depthwise_conv_2d_nchw_chw {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
            ins(%x, %y : memref<1x2x13x41xf32>, memref<2x3x3xf32>) outs(%out : memref<1x2x5x37xf32>)""");
    check("memref<2x5x7x23xf32>", 1610, "memref<5x5x5xf32>", 125, "memref<2x5x3x19xf32>", """
        linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%x, %y : memref<2x5x7x23xf32>, memref<5x5x5xf32>) outs(%out : memref<2x5x3x19xf32>)""");
  }

  @Test
  void aShiftedPanelRowByRowOnlyOfLongRows() {
    // columns: 2 output rows of 96 floats, 100 apart; steps: a 5x5 window (span 404 floats,
    // more than the 200 columns: no block form)
    long[] kV = new long[25];
    for (int k = 0; k < 25; k++) {
      kV[k] = 4L * ((k / 5) * 100 + k % 5);
    }
    assertThat(ShiftedPanel.of(rows(2, 96, 100), kV, 1)).isNotNull();
    assertThat(ShiftedPanel.of(rows(3, 96, 200), kV, 1)).isNotNull(); // a stride of 2
    assertThat(ShiftedPanel.of(rows(2, ShiftedPanel.MIN_ROW - 1, 100), kV, 1)).isNull();
  }

  /** Byte offsets of {@code oh} rows of {@code ow} consecutive floats, {@code width} apart. */
  private static long[] rows(int oh, int ow, int width) {
    long[] jV = new long[oh * ow];
    for (int i = 0; i < oh; i++) {
      for (int t = 0; t < ow; t++) {
        jV[i * ow + t] = 4L * (i * width + t);
      }
    }
    return jV;
  }
}
