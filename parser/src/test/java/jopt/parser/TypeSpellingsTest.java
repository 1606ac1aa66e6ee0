package jopt.parser;

import static com.google.common.truth.Truth.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import org.junit.jupiter.api.Test;

class TypeSpellingsTest {
  private static int end(String s) {
    return TypeSpellings.bodyEnd(s.getBytes(StandardCharsets.US_ASCII), s.indexOf('<'), s.length());
  }

  @Test
  void bodyEndsAtTheMatchingBracketOnTheLine() {
    assertThat(end("memref<4xf32> ")).isEqualTo(13);
    assertThat(end("memref<4xf32, strided<[1], offset: ?>>, x")).isEqualTo(38);
    assertThat(end("memref<4xf32, affine_map<(d0) -> (d0)>>")).isEqualTo(39);
    assertThat(end("tensor<4xf32, \"a>b\">")).isEqualTo(20);
    assertThat(end("memref<4x\nf32>")).isEqualTo(-1);
    assertThat(end("memref<4xf32 // x>")).isEqualTo(-1);
    assertThat(end("memref<4xf32")).isEqualTo(-1);
    assertThat(end("memref 4")).isEqualTo(-1);
  }

  @Test
  void equalSpellingsShareOneType() {
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    Operation m = Parser.parseSourceString(ctx, "func.func @f(%a: memref<4x4xf32>, %i: index) {\n"
        + "  %x = memref.load %a[%i, %i] : memref<4x4xf32>\n"
        + "  %y = memref.load %a[%i, %i] : memref<4x4xf32>\n"
        + "  %s = memref.subview %a[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>\n"
        + "  %t = memref.subview %a[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>\n"
        + "  return\n}\n", "t.mlir");
    assertThat(m).isNotNull();
    List<Operation> ops = m.getRegion(0).front().getFirstOp().getRegion(0).front().getOpList();
    assertThat(ops.get(2).getResult(0).getType()).isSameInstanceAs(ops.get(3).getResult(0).getType());
    assertThat(ops.get(2).getResult(0).getType().toString())
        .isEqualTo("memref<2x2xf32, strided<[4, 1]>>");
    assertThat(ops.get(0).getAttrDictionary()).isSameInstanceAs(ops.get(1).getAttrDictionary());
  }
}
