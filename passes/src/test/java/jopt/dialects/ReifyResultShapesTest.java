package jopt.dialects;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.MLIRContext;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface;
import jopt.ir.rewrite.OpFoldResult;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/**
 * ReifyRankedShapedTypeOpInterface on the ops whose dynamic sizes are their operands
 * (memref.alloc, alloca, view, expand_shape, tensor.empty and expand_shape): every dimension, static ones as
 * index attributes, with no new IR (a null builder).
 */
class ReifyResultShapesTest {
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());

  private static final String TEXT = """
      func.func @f(%n: index, %m: index, %k: index) {
        %a = memref.alloc(%n, %m) : memref<?x4x?xf32>
        %s = memref.alloca(%k) : memref<?xi8>
        %v = memref.view %s[%n][%m] : memref<?xi8> to memref<2x?xf32>
        %e = memref.expand_shape %v [[0], [1, 2]] output_shape [2, %k, 3] : memref<2x?xf32> into memref<2x?x3xf32>
        %t = tensor.empty(%m) : tensor<?x8xf32>
        %x = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 8] : tensor<?x8xf32> into tensor<?x2x8xf32>
        %c = arith.constant 0 : index
        %d = memref.dim %a, %c : memref<?x4x?xf32>
        return
      }
      """;

  private final List<Operation> ops = new ArrayList<>();
  private final List<Value> args;
  private final Operation module;

  ReifyResultShapesTest() {
    module = Parser.parseSourceString(ctx, TEXT, "t.mlir");
    module.walk((Operation op) -> {
      ops.add(op);
    });
    List<Value> a = new ArrayList<>();
    for (Operation op : ops) {
      if (op.getName().equals("func.func")) {
        a.addAll(op.getRegion(0).getBlocks().get(0).getArguments());
      }
    }
    args = a;
  }

  private OpResult result(String name) {
    for (Operation op : ops) {
      if (op.getName().equals(name)) {
        return op.getResult(0);
      }
    }
    throw new AssertionError(name);
  }

  private List<Object> shape(String name) {
    OpResult r = result(name);
    List<List<OpFoldResult>> shapes = r.getDefiningOp()
        .getInterface(ReifyRankedShapedTypeOpInterface.class).reifyResultShapes(null, r.getDefiningOp());
    List<Object> out = new ArrayList<>();
    for (OpFoldResult s : shapes.get(0)) {
      out.add(s.isAttribute() ? s.getConstantIntValue() : s.value());
    }
    return out;
  }

  @Test
  void eachOpStatesEveryDimension() {
    Value n = args.get(0);
    Value m = args.get(1);
    Value k = args.get(2);
    assertThat(shape("memref.alloc")).containsExactly(n, 4L, m).inOrder();
    assertThat(shape("memref.alloca")).containsExactly(k);
    assertThat(shape("memref.view")).containsExactly(2L, m).inOrder();
    assertThat(shape("memref.expand_shape")).containsExactly(2L, k, 3L).inOrder();
    assertThat(shape("tensor.empty")).containsExactly(m, 8L).inOrder();
    assertThat(shape("tensor.expand_shape")).containsExactly(n, 2L, 8L).inOrder();
  }

  @Test
  void dynamicSizesReadNoNewIr() {
    int before = ops.size();
    assertThat(ReifyRankedShapedTypeOpInterface.dynamicSizes(result("memref.alloc")))
        .containsExactly(args.get(0), args.get(1)).inOrder();
    assertThat(ReifyRankedShapedTypeOpInterface.dynamicSize(result("memref.alloc"), 2))
        .isEqualTo(args.get(1));
    // A static dimension has no value; an op without the interface states nothing.
    assertThat(ReifyRankedShapedTypeOpInterface.dynamicSize(result("memref.alloc"), 1)).isNull();
    assertThat(ReifyRankedShapedTypeOpInterface.dynamicSizes(result("memref.dim"))).isNull();
    List<Operation> now = new ArrayList<>();
    module.walk((Operation op) -> {
      now.add(op);
    });
    assertThat(now).hasSize(before);
  }
}
