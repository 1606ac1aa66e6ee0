package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** The elements of weights computed at compile time: slices, reshapes and joins of constants. */
class WeightDataTest {
  /** The value the function returns. */
  private static Value returned(String input) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    assertThat(module).isNotNull();
    List<Value> r = new ArrayList<>();
    module.walk((Operation op) -> {
      if (op.getName().equals("func.return")) {
        r.add(op.getOperand(0));
      }
    });
    return r.get(0);
  }

  private static List<String> elements(DenseElementsAttr a) {
    List<String> r = new ArrayList<>();
    for (int i = 0; i < a.getType().getNumElements(); i++) {
      r.add(a.getElementAttr(i).toString().replace(" : i32", ""));
    }
    return r;
  }

  @Test
  void stridedSlicesJoinedAlongTheInnerDimension() {
    // a: rows 0 and 2, columns 1 and 3 ([[1, 3], [9, 11]]); b: the top-left 2x2 ([[0, 1], [4, 5]]);
    // joined row by row, then flattened.
    Value v = returned("""
        func.func @f() -> tensor<8xi32> {
          %w = arith.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
          %a = tensor.extract_slice %w[0, 1] [2, 2] [2, 2] : tensor<3x4xi32> to tensor<2x2xi32>
          %b = tensor.extract_slice %w[0, 0] [2, 2] [1, 1] : tensor<3x4xi32> to tensor<2x2xi32>
          %c = tensor.concat dim(1) %a, %b : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x4xi32>
          %d = tensor.collapse_shape %c [[0, 1]] : tensor<2x4xi32> into tensor<8xi32>
          return %d : tensor<8xi32>
        }
        """);
    DenseElementsAttr data = WeightData.of(v);
    assertThat(data).isNotNull();
    assertThat(elements(data)).containsExactly("1", "3", "0", "1", "9", "11", "4", "5").inOrder();
  }

  @Test
  void aValueFromAnArgumentIsNoWeight() {
    Value v = returned("""
        func.func @f(%x: tensor<2xi32>) -> tensor<4xi32> {
          %w = arith.constant dense<[1, 2]> : tensor<2xi32>
          %c = tensor.concat dim(0) %w, %x : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
          return %c : tensor<4xi32>
        }
        """);
    assertThat(WeightData.of(v)).isNull();
  }
}
