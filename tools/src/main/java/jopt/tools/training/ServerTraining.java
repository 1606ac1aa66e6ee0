package jopt.tools.training;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import jopt.tools.opt.JoptMain;

/**
 * The training run of the jopt server's AOT cache ({@code CdsTraining jopt-server}, made by
 * {@code bin/jopt-jvm.sh} when the jar is packaged): besides the start-up training of every tool,
 * the calls a server mostly answers, on a model of the size and shape torch-mlir emits (one long
 * function of convolution blocks, linalg on tensors), repeated, so that the cache carries the
 * method profiles of a warm server (JDK 25, JEP 515) and a new server compiles its hot methods
 * from its first call on instead of after some twenty.
 */
final class ServerTraining {
  private ServerTraining() {}

  /** Blocks of the training model: about 2,400 operations, a ResNet-50's two. */
  static final int BLOCKS = 300;

  /** Rounds of the model's calls (about as many as a server needs to reach its steady state). */
  static final int ROUNDS = 8;

  /** The calls of each round, after the input. */
  private static final List<List<String>> CALLS = List.of(
      List.of(),
      List.of("--one-shot-bufferize=bufferize-function-boundaries"),
      List.of("--one-shot-bufferize=bufferize-function-boundaries",
          "--buffer-deallocation-pipeline"),
      List.of("--canonicalize", "--cse"));

  /** Runs the rounds; returns the first call that failed, or null. */
  static String run(PrintStream err) {
    return run(err, BLOCKS, ROUNDS);
  }

  /** Runs {@code rounds} rounds on a model of {@code blocks} blocks. */
  static String run(PrintStream err, int blocks, int rounds) {
    PrintStream nowhere =
        new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
    byte[] model = model(blocks).getBytes(StandardCharsets.UTF_8);
    for (int round = 0; round < rounds; round++) {
      for (List<String> call : CALLS) {
        String[] args = call.toArray(String[]::new);
        if (JoptMain.run(args, new ByteArrayInputStream(model), nowhere, err) != 0) {
          return "server training " + call;
        }
      }
    }
    return null;
  }

  /**
   * A model of {@code blocks} convolution blocks in one function, as torch-mlir emits a CNN:
   * pad, zero-filled init, convolution, bias and ReLU as a linalg.generic, a residual add; then
   * a flatten and a matmul.
   */
  static String model(int blocks) {
    StringBuilder s = new StringBuilder(blocks * 1_400);
    s.append("#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>\n")
        .append("#bias = affine_map<(d0, d1, d2, d3) -> (d1)>\n")
        .append("module {\n")
        .append("  func.func @forward(%x0: tensor<1x4x8x8xf32>) -> tensor<1x4xf32> {\n")
        .append("    %zero = arith.constant 0.0 : f32\n")
        .append("    %w = arith.constant dense<0.5> : tensor<4x4x3x3xf32>\n")
        .append("    %b = arith.constant dense<[0.1, 0.2, 0.3, 0.4]> : tensor<4xf32>\n")
        .append("    %fc = arith.constant dense<0.25> : tensor<256x4xf32>\n");
    String t = "tensor<1x4x8x8xf32>";
    for (int i = 0; i < blocks; i++) {
      String x = "%x" + i;
      s.append("    %p").append(i).append(" = tensor.pad ").append(x)
          .append(" low[0, 0, 1, 1] high[0, 0, 1, 1] {\n")
          .append("    ^bb0(%i: index, %j: index, %k: index, %l: index):\n")
          .append("      tensor.yield %zero : f32\n")
          .append("    } : ").append(t).append(" to tensor<1x4x10x10xf32>\n");
      s.append("    %e").append(i).append(" = tensor.empty() : ").append(t).append('\n');
      s.append("    %f").append(i).append(" = linalg.fill ins(%zero : f32) outs(%e").append(i)
          .append(" : ").append(t).append(") -> ").append(t).append('\n');
      s.append("    %c").append(i).append(" = linalg.conv_2d_nchw_fchw {dilations = dense<1> : ")
          .append("vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p").append(i)
          .append(", %w : tensor<1x4x10x10xf32>, tensor<4x4x3x3xf32>) outs(%f").append(i)
          .append(" : ").append(t).append(") -> ").append(t).append('\n');
      s.append("    %r").append(i).append(" = linalg.generic {indexing_maps = [#id4, #bias, #id4, ")
          .append("#id4], iterator_types = [\"parallel\", \"parallel\", \"parallel\", ")
          .append("\"parallel\"]} ins(%c").append(i).append(", %b, ").append(x).append(" : ")
          .append(t).append(", tensor<4xf32>, ").append(t).append(") outs(%e").append(i)
          .append(" : ").append(t).append(") {\n")
          .append("    ^bb0(%a: f32, %c: f32, %y: f32, %o: f32):\n")
          .append("      %s = arith.addf %a, %c : f32\n")
          .append("      %m = arith.maximumf %s, %zero : f32\n")
          .append("      %n = arith.addf %m, %y : f32\n")
          .append("      linalg.yield %n : f32\n")
          .append("    } -> ").append(t).append('\n');
      s.append("    %x").append(i + 1).append(" = tensor.extract_slice %r").append(i)
          .append("[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : ").append(t).append(" to ")
          .append(t).append('\n');
    }
    s.append("    %flat = tensor.collapse_shape %x").append(blocks)
        .append(" [[0], [1, 2, 3]] : ").append(t).append(" into tensor<1x256xf32>\n")
        .append("    %e = tensor.empty() : tensor<1x4xf32>\n")
        .append("    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4xf32>) -> tensor<1x4xf32>\n")
        .append("    %y = linalg.matmul ins(%flat, %fc : tensor<1x256xf32>, tensor<256x4xf32>)")
        .append(" outs(%f : tensor<1x4xf32>) -> tensor<1x4xf32>\n")
        .append("    return %y : tensor<1x4xf32>\n")
        .append("  }\n")
        .append("}\n");
    return s.toString();
  }
}
