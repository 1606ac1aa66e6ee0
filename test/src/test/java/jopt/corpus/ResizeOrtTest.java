package jopt.corpus;

import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jopt.onnx.Models;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.ValueInfoProto;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Linear Resize lowered by convert-onnx-to-linalg and run by jopt-run gives onnxruntime's bits:
 * one-node models of each coordinate_transformation_mode, constant and run-time scales, sizes,
 * 2-D and 3-D, f32 and f16, on inputs with full mantissas (where an f64 sum rounded once and
 * onnxruntime's f32 arithmetic part).
 */
class ResizeOrtTest {
  @TempDir Path tmp;

  /**
   * One case: input shape, coordinate mode, scales (or null), sizes (or null), roi (or null),
   * scales given at run time, element type.
   */
  record Case(String name, long[] shape, String coord, float[] scales, long[] sizes, float[] roi,
      boolean runtimeScales, int elemType) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Case> cases() {
    int f = Arr.FLOAT;
    return Stream.of(
        new Case("half_pixel 2x", new long[] {1, 2, 5, 7}, "half_pixel", new float[] {1, 1, 2, 2}, null, null, false, f),
        new Case("half_pixel run-time scales", new long[] {1, 1, 4, 5}, "half_pixel", new float[] {1, 1, 2, 3}, null, null,
            true, f),
        new Case("half_pixel down", new long[] {1, 1, 9, 10}, "half_pixel", new float[] {1, 1, 0.5f, 0.75f}, null, null,
            false, f),
        new Case("align_corners sizes", new long[] {1, 1, 4, 5}, "align_corners", null, new long[] {1, 1, 7, 11}, null,
            false, f),
        new Case("pytorch_half_pixel", new long[] {1, 1, 4, 6}, "pytorch_half_pixel", new float[] {1, 1, 3, 1.5f}, null,
            null, false, f),
        new Case("asymmetric", new long[] {1, 1, 4, 4}, "asymmetric", new float[] {1, 1, 1.5f, 2.5f}, null, null, false, f),
        new Case("tf_half_pixel_for_nn", new long[] {1, 1, 3, 5}, "tf_half_pixel_for_nn", new float[] {1, 1, 2, 3}, null,
            null, false, f),
        new Case("half_pixel_symmetric", new long[] {1, 1, 3, 4}, "half_pixel_symmetric", null, new long[] {1, 1, 5, 9},
            null, false, f),
        new Case("tf_crop_and_resize", new long[] {1, 1, 4, 4}, "tf_crop_and_resize", null, new long[] {1, 1, 5, 7},
            new float[] {0, 0, 0.2f, 0.3f, 1, 1, 0.8f, 1.3f}, false, f),
        new Case("scale 1 along H", new long[] {1, 2, 3, 5}, "half_pixel", new float[] {1, 1, 1, 2}, null, null, false, f),
        new Case("NHWC", new long[] {1, 3, 4, 2}, "half_pixel", new float[] {1, 2, 1.5f, 1}, null, null, false, f),
        new Case("2-D", new long[] {3, 5}, "align_corners", new float[] {3, 1}, null, null, false, f),
        new Case("trilinear", new long[] {1, 1, 3, 4, 5}, "half_pixel", new float[] {1, 1, 2, 1.5f, 2}, null, null, false,
            f),
        new Case("f16 half_pixel 3x", new long[] {1, 2, 4, 5}, "half_pixel", new float[] {1, 1, 3, 3}, null, null, false,
            Arr.FLOAT16));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void joptGivesOnnxruntimesBits(Case c) throws Exception {
    Path root = CorpusHarnessTest.root();
    assumeTrue(Files.exists(root.resolve("tools/target/jopt.jar")), "tools/target/jopt.jar is not built");
    Path model = tmp.resolve("resize.onnx");
    Files.write(model, model(c).toByteArray());
    List<String> names = new ArrayList<>(List.of("x"));
    List<Arr> inputs = new ArrayList<>(List.of(input(c.shape(), c.elemType())));
    if (c.runtimeScales()) {
      names.add("scales");
      inputs.add(floats(c.scales()));
    }
    Arr expected;
    try (Ort ort = new Ort()) {
      expected = ort.run(model, names, inputs).values().iterator().next();
    }
    List<String> args = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      Path p = tmp.resolve("in" + i + ".npy");
      inputs.get(i).write(p);
      args.add(p.toString());
    }
    Jopt jopt = new Jopt(root, 300);
    Path linalg = tmp.resolve("linalg.mlir");
    Jopt.Call lower = jopt.jopt(tmp, "lower", model.toString(), "-p", Jopt.LOWER, "-o", linalg.toString());
    assertWithMessage(lower.firstError()).that(lower.ok()).isTrue();
    Jopt.Call run = jopt.run(tmp, "run", linalg.toString(), "-e", "main_graph", "--args=" + String.join(",", args),
        "--dump-results=" + tmp.resolve("out"));
    assertWithMessage(run.firstError()).that(run.ok()).isTrue();
    Arr got = Arr.read(tmp.resolve("out/result0.npy"));

    assertWithMessage("shape").that(got.shape()).isEqualTo(expected.shape());
    int differ = 0;
    String first = "";
    int width = Arr.width(c.elemType());
    for (int i = 0; i < got.data().length; i += width) {
      for (int k = 0; k < width; k++) {
        if (got.data()[i + k] != expected.data()[i + k]) {
          if (differ++ == 0) {
            first = "element " + i / width + ": " + got.get(i / width) + ", onnxruntime " + expected.get(i / width);
          }
          break;
        }
      }
    }
    assertWithMessage("elements differing from onnxruntime's bits (first: %s)", first).that(differ).isEqualTo(0);
  }

  /** A Resize of input x (opset 19), linear, with the case's scales, sizes and roi. */
  private static ModelProto model(Case c) {
    int rank = c.shape().length;
    List<ValueInfoProto> inputs = new ArrayList<>(List.of(Models.value("x", c.elemType(), c.shape())));
    List<TensorProto> initializers = new ArrayList<>();
    if (c.roi() != null) {
      initializers.add(Models.floats("roi", new long[] {c.roi().length}, c.roi()));
    }
    if (c.scales() != null && c.runtimeScales()) {
      inputs.add(Models.value("scales", Arr.FLOAT, rank));
    } else if (c.scales() != null) {
      initializers.add(Models.floats("scales", new long[] {rank}, c.scales()));
    }
    if (c.sizes() != null) {
      initializers.add(Models.longs("sizes", c.sizes()));
    }
    List<AttributeProto> attrs = new ArrayList<>(List.of(Models.stringAttr("mode", "linear"),
        Models.stringAttr("coordinate_transformation_mode", c.coord())));
    if (c.roi() != null) {
      attrs.add(Models.floatAttr("extrapolation_value", -1.5f));
    }
    NodeProto resize = Models.named("resize", Models.node("Resize",
        List.of("x", c.roi() != null ? "roi" : "", c.scales() != null ? "scales" : "",
            c.sizes() != null ? "sizes" : ""),
        List.of("y"), attrs.toArray(AttributeProto[]::new)));
    long[] out = new long[rank];
    for (int i = 0; i < rank; i++) {
      out[i] = c.sizes() != null ? c.sizes()[i] : (long) Math.floor(c.shape()[i] * (double) c.scales()[i]);
    }
    GraphProto.Builder g = Models.graph(inputs, List.of(Models.value("y", c.elemType(), out)), resize)
        .addAllInitializer(initializers);
    return Models.model(19, g).toBuilder().setIrVersion(9).build();
  }

  private static Arr floats(float[] v) {
    ByteBuffer b = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
    for (float x : v) {
      b.putFloat(x);
    }
    return new Arr(Arr.FLOAT, new long[] {v.length}, b.array());
  }

  /** Values with full mantissas, of both signs. */
  private static Arr input(long[] shape, int elemType) {
    int n = (int) Arr.count(shape);
    ByteBuffer b = ByteBuffer.allocate(Arr.width(elemType) * n).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < n; i++) {
      float v = (float) (3.1 * Math.sin(0.7 * i + 0.3) + 0.013 * i);
      if (elemType == Arr.FLOAT16) {
        b.putShort(Arr.floatToHalf(v));
      } else {
        b.putFloat(v);
      }
    }
    return new Arr(elemType, shape, b.array());
  }
}
