package jopt.passes.mergealloc;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.memref.AllocOp;
import jopt.ir.Attribute;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.attr.IntegerAttr;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/**
 * The seed's merge-alloc finds escapes and control flow by interfaces: a call
 * (CallOpInterface), a Free effect and a sequential loop's yield keep an allocation out; a
 * parallel loop and an scf.index_switch (RegionBranchOpInterface) are control flow whose
 * values flow through their regions.
 */
class MergeAllocInterfacesTest {
  private static final String INPUT = """
      func.func private @callee(memref<8xf32>)
      func.func @f(%n: index) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %plain = memref.alloc() : memref<8xf32>
        "test.use"(%plain) : (memref<8xf32>) -> ()
        %called = memref.alloc() : memref<8xf32>
        func.call @callee(%called) : (memref<8xf32>) -> ()
        %freed = memref.alloc() : memref<8xf32>
        memref.dealloc %freed : memref<8xf32>
        %carried = memref.alloc() : memref<8xf32>
        %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %carried) -> (memref<8xf32>) {
          scf.yield %it : memref<8xf32>
        }
        %inpar = memref.alloc() : memref<8xf32>
        scf.parallel (%i) = (%c0) to (%n) step (%c1) {
          "test.use"(%inpar) : (memref<8xf32>) -> ()
          scf.reduce
        }
        %switched = memref.alloc() : memref<8xf32>
        %y = scf.index_switch %n -> memref<8xf32>
        case 0 {
          scf.yield %switched : memref<8xf32>
        }
        default {
          scf.yield %switched : memref<8xf32>
        }
        %late = memref.alloc() : memref<8xf32>
        "test.use"(%late) : (memref<8xf32>) -> ()
        "test.use"(%y) : (memref<8xf32>) -> ()
        return
      }
      """;

  private static List<Operation> analyzedAllocs() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
    List<String> errors = new ArrayList<>();
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
    Operation module = Parser.parseSourceString(ctx, INPUT, "t.mlir");
    PassManager pm = PassManager.parse(ctx,
        "builtin.module(func.func(merge-alloc{analysis-only=true}))", Passes.createRegistry());
    assertThat(pm.run(module)).isTrue();
    ctx.getDiagEngine().flush();
    assertThat(errors).isEmpty();
    List<Operation> allocs = new ArrayList<>();
    module.walkPreOrder(op -> {
      if (AllocOp.SPEC.isa(op)) {
        allocs.add(op);
      }
    });
    return allocs;
  }

  private static boolean merged(Operation alloc) {
    return alloc.getAttr("__mergealloc_offset") != null;
  }

  private static long offset(Operation alloc) {
    Attribute a = alloc.getAttr("__mergealloc_offset");
    return ((IntegerAttr) a).getValue();
  }

  @Test
  void escapesAndControlFlowComeFromInterfaces() {
    List<Operation> a = analyzedAllocs();
    assertThat(a).hasSize(7);
    assertThat(merged(a.get(0))).isTrue(); // %plain
    assertThat(merged(a.get(1))).isFalse(); // %called: passed to a call
    assertThat(merged(a.get(2))).isFalse(); // %freed: a Free effect
    assertThat(merged(a.get(3))).isFalse(); // %carried: yielded to the next iteration
    assertThat(merged(a.get(4))).isTrue(); // %inpar: used in a parallel loop
    assertThat(merged(a.get(5))).isTrue(); // %switched
    assertThat(merged(a.get(6))).isTrue(); // %late
    // %switched lives on as %y, the index_switch's result, past %late's use: they overlap.
    assertThat(offset(a.get(5))).isNotEqualTo(offset(a.get(6)));
  }
}
