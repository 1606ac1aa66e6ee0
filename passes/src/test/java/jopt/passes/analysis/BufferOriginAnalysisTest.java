package jopt.passes.analysis;

import static com.google.common.truth.Truth.assertThat;

import java.util.HashMap;
import java.util.Map;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/**
 * Whether two buffers come from one allocation: TRUE, FALSE or null (cannot tell), asked of two
 * values or of two origins found once ({@link BufferOriginAnalysis#originOf}); both ways agree.
 */
class BufferOriginAnalysisTest {
  private static final String PROGRAM = """
      func.func @f(%c: i1, %x: memref<8xf32>, %y: memref<8xf32>) {
        %a = memref.alloc() : memref<8xf32>
        %b = memref.alloc() : memref<8xf32>
        %v = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
        %s = arith.select %c, %a, %b : memref<8xf32>
        "test.use"(%v, %s) : (memref<4xf32, strided<[1]>>, memref<8xf32>) -> ()
        return
      }
      """;

  /** The function's arguments and its values named after their SSA names. */
  private static Map<String, Value> values(Operation module) {
    Operation func = module.getRegion(0).front().getFirstOp();
    Map<String, Value> named = new HashMap<>();
    var args = func.getRegion(0).front().getArguments();
    named.put("x", args.get(1));
    named.put("y", args.get(2));
    String[] names = {"a", "b", "v", "s"};
    int i = 0;
    for (Operation op : func.getRegion(0).front().getOpList()) {
      if (op.getNumResults() == 1 && i < names.length) {
        named.put(names[i++], op.getResult(0));
      }
    }
    return named;
  }

  private static Boolean both(BufferOriginAnalysis analysis, Value v1, Value v2) {
    Boolean byValues = analysis.isSameAllocation(v1, v2);
    Boolean byOrigins = analysis.isSameAllocation(analysis.originOf(v1), analysis.originOf(v2));
    assertThat(byOrigins).isEqualTo(byValues);
    assertThat(analysis.isSameAllocation(v2, v1)).isEqualTo(byValues);
    return byValues;
  }

  @Test
  void answersTrueFalseOrCannotTell() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    ctx.allowUnregisteredDialects(true);
    Operation module = Parser.parseSourceString(ctx, PROGRAM, "t.mlir");
    BufferOriginAnalysis analysis = new BufferOriginAnalysis(module);
    Map<String, Value> v = values(module);
    assertThat(both(analysis, v.get("v"), v.get("a"))).isTrue(); // a view of %a
    assertThat(both(analysis, v.get("a"), v.get("b"))).isFalse(); // two allocations
    assertThat(both(analysis, v.get("a"), v.get("x"))).isFalse(); // an allocation, an argument
    assertThat(both(analysis, v.get("x"), v.get("y"))).isNull(); // arguments may alias
    assertThat(both(analysis, v.get("s"), v.get("a"))).isNull(); // %a or %b
    assertThat(analysis.originOf(v.get("v")).base()).isSameInstanceAs(v.get("a"));
  }
}
