package jopt.dialects.onnx;

import static com.google.common.truth.Truth.assertThat;

import jopt.ir.attr.StringAttr;
import org.junit.jupiter.api.Test;

/** The op table: every row parses into a spec; defaults; onnx-mlir's choice of op by opset. */
class OnnxSchemasTest {
  @Test
  void everyRowBuildsASpec() {
    assertThat(OnnxSchemas.all().size()).isAtLeast(220);
    for (OnnxSchemas.Schema s : OnnxSchemas.all()) {
      assertThat(s.spec().name()).isEqualTo("onnx." + s.name());
      for (OnnxSchemas.Attr a : s.attrs()) {
        if (!a.isGraph()) {
          assertThat(a.attrKind()).isNotNull();
          a.defaultValue();
        }
      }
    }
  }

  @Test
  void convHasOnnxsInputsAndDefaults() {
    OnnxSchemas.Schema conv = OnnxSchemas.get("Conv");
    assertThat(conv.inputs().stream().map(OnnxSchemas.Value::name).toList())
        .containsExactly("X", "W", "B").inOrder();
    assertThat(conv.inputs().get(2).optional()).isTrue();
    assertThat(conv.attr("auto_pad").defaultValue()).isEqualTo(StringAttr.get("NOTSET"));
    assertThat(conv.attr("group").defaultValue()).isEqualTo(OnnxSpecs.si64(1));
    assertThat(conv.attr("kernel_shape").defaultValue()).isNull();
    assertThat(OnnxSchemas.get("MaxPool").attr("kernel_shape").required()).isTrue();
  }

  @Test
  void theOpsVersionPicksOnnxMlirsForm() {
    assertThat(OnnxSchemas.opName("Softmax", 10)).isEqualTo("SoftmaxV11");
    assertThat(OnnxSchemas.opName("Softmax", 11)).isEqualTo("SoftmaxV11");
    assertThat(OnnxSchemas.opName("Softmax", 13)).isEqualTo("Softmax");
    assertThat(OnnxSchemas.opName("Clip", 7)).isEqualTo("ClipV6");
    assertThat(OnnxSchemas.opName("Clip", 11)).isEqualTo("ClipV11");
    assertThat(OnnxSchemas.opName("Clip", 12)).isEqualTo("ClipV12");
    assertThat(OnnxSchemas.opName("Clip", 17)).isEqualTo("Clip");
    assertThat(OnnxSchemas.opName("Squeeze", 12)).isEqualTo("SqueezeV11");
    assertThat(OnnxSchemas.opName("Squeeze", 13)).isEqualTo("Squeeze");
    assertThat(OnnxSchemas.opName("ReduceSum", 12)).isEqualTo("ReduceSumV11");
    assertThat(OnnxSchemas.opName("ReduceSum", 13)).isEqualTo("ReduceSum");
    assertThat(OnnxSchemas.opName("ReduceMean", 17)).isEqualTo("ReduceMeanV13");
    assertThat(OnnxSchemas.opName("ReduceMean", 18)).isEqualTo("ReduceMean");
    assertThat(OnnxSchemas.opName("ReduceMax", 18)).isEqualTo("ReduceMaxV18");
    assertThat(OnnxSchemas.opName("Split", 12)).isEqualTo("SplitV11");
    assertThat(OnnxSchemas.opName("Split", 17)).isEqualTo("SplitV13");
    assertThat(OnnxSchemas.opName("Split", 18)).isEqualTo("Split");
    assertThat(OnnxSchemas.opName("Upsample", 7)).isEqualTo("UpsampleV7");
    assertThat(OnnxSchemas.opName("Upsample", 9)).isEqualTo("Upsample");
    assertThat(OnnxSchemas.opName("Pad", 2)).isEqualTo("PadV2");
    assertThat(OnnxSchemas.opName("Pad", 11)).isEqualTo("PadV11");
    assertThat(OnnxSchemas.opName("Resize", 10)).isEqualTo("ResizeV10");
    assertThat(OnnxSchemas.opName("Conv", 6)).isEqualTo("Conv");
    assertThat(OnnxSchemas.opName("NoSuchOp", 13)).isNull();
  }
}
