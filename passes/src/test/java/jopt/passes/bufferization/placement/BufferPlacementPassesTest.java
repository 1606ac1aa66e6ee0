package jopt.passes.bufferization.placement;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.AllocaOp;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/**
 * buffer-hoisting, buffer-loop-hoisting and promote-buffers-to-stack on small functions, checked
 * on where the allocations end up. Their exact output is compared with mlir-opt-22 by the lit
 * tests (lit-tests/Transforms/buffer-*, promote-buffers-to-stack) and the oracle test.
 */
class BufferPlacementPassesTest {
  private static Operation run(String input, String pipeline) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    List<String> errors = new ArrayList<>();
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    assertThat(module).isNotNull();
    assertThat(PassManager.parse(ctx, pipeline, Passes.createRegistry()).run(module)).isTrue();
    ctx.getDiagEngine().flush();
    assertThat(errors).isEmpty();
    return module;
  }

  private static Block entry(Operation module) {
    return module.getRegion(0).front().getFirstOp().getRegion(0).front();
  }

  private static final String BRANCHES = """
      func.func @f(%c: i1, %n: index, %out: memref<4xf32>) {
        cf.cond_br %c, ^bb1, ^bb2(%n : index)
      ^bb1:
        %a = memref.alloc() : memref<4xf32>
        cf.br ^bb3(%a : memref<4xf32>)
      ^bb2(%m: index):
        %d = memref.alloc(%m) : memref<?xf32>
        cf.br ^bb3(%out : memref<4xf32>)
      ^bb3(%x: memref<4xf32>):
        memref.copy %x, %out : memref<4xf32> to memref<4xf32>
        return
      }
      """;

  /** %a reaches ^bb3: the common dominator of its uses is the entry block. */
  @Test
  void hoistingMovesToTheDominatorUnlessAnOperandIsDefinedBelow() {
    Operation m = run(BRANCHES, "builtin.module(func.func(buffer-hoisting))");
    Operation first = entry(m).getFirstOp();
    assertThat(AllocOp.SPEC.isa(first)).isTrue();
    assertThat(first.getResult(0).getType().toString()).isEqualTo("memref<4xf32>");
    // The dynamic allocation depends on ^bb2's argument: it stays there.
    Block bb2 = entry(m).getParent().getBlocks().get(2);
    assertThat(AllocOp.SPEC.isa(bb2.getFirstOp())).isTrue();
  }

  @Test
  void loopHoistingLeavesBranchesAlone() {
    Operation m = run(BRANCHES, "builtin.module(func.func(buffer-loop-hoisting))");
    assertThat(AllocOp.SPEC.isa(entry(m).getFirstOp())).isFalse();
  }

  private static final String LOOP = """
      func.func @f(%lb: index, %ub: index, %buf: memref<2xf32>) -> memref<2xf32> {
        %r = scf.for %i = %lb to %ub step %lb iter_args(%it = %buf) -> memref<2xf32> {
          %tmp = memref.alloc() : memref<2xf32>
          %s = memref.alloca() : memref<2xf32>
          memref.copy %it, %tmp : memref<2xf32> to memref<2xf32>
          %new = memref.alloc() : memref<2xf32>
          scf.yield %new : memref<2xf32>
        }
        return %r : memref<2xf32>
      }
      """;

  @Test
  void loopHoistingTakesWhatNoIterationPassesOn() {
    Operation m = run(LOOP, "builtin.module(func.func(buffer-loop-hoisting))");
    List<Operation> ops = entry(m).getOpList();
    // %tmp and %s leave the loop; %new, yielded to the next iteration, stays.
    assertThat(AllocOp.SPEC.isa(ops.get(0))).isTrue();
    assertThat(AllocaOp.SPEC.isa(ops.get(1))).isTrue();
    Block body = ops.get(2).getRegion(0).front();
    assertThat(AllocOp.SPEC.isa(body.getOpList().get(1))).isTrue();
  }

  @Test
  void hoistingKeepsAllocationsInLoops() {
    Operation m = run(LOOP, "builtin.module(func.func(buffer-hoisting))");
    assertThat(AllocOp.SPEC.isa(entry(m).getFirstOp())).isFalse();
  }

  @Test
  void parallelLoopsKeepTheirAllocations() {
    Operation m = run("""
        func.func @f(%lb: index, %ub: index) {
          scf.parallel (%i) = (%lb) to (%ub) step (%lb) {
            %a = memref.alloc() : memref<2xf32>
            scf.reduce
          }
          return
        }
        """, "builtin.module(func.func(buffer-loop-hoisting))");
    assertThat(AllocOp.SPEC.isa(entry(m).getFirstOp())).isFalse();
  }

  @Test
  void promotionTakesSmallUnfreedBuffersThatStayInTheFunction() {
    Operation m = run("""
        func.func @f(%out: memref<4xf32>) -> memref<4xf32> {
          %small = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
          %big = memref.alloc() : memref<512xf32>
          %freed = memref.alloc() : memref<4xf32>
          %returned = memref.alloc() : memref<4xf32>
          memref.copy %small, %out : memref<4xf32> to memref<4xf32>
          memref.dealloc %freed : memref<4xf32>
          return %returned : memref<4xf32>
        }
        """, "builtin.module(func.func(promote-buffers-to-stack))");
    List<Operation> ops = entry(m).getOpList();
    assertThat(AllocaOp.SPEC.isa(ops.get(0))).isTrue();
    assertThat(ops.get(0).getAttr("alignment")).isNotNull();
    assertThat(AllocOp.SPEC.isa(ops.get(1))).isTrue();
    assertThat(AllocOp.SPEC.isa(ops.get(2))).isTrue();
    assertThat(AllocOp.SPEC.isa(ops.get(3))).isTrue();
  }

  @Test
  void promotionLimitsFollowTheOptions() {
    String f = """
        func.func @f(%m: memref<*xf32>) {
          %r = memref.rank %m : memref<*xf32>
          %a = memref.alloc(%r, %r) : memref<?x?xindex>
          %b = memref.alloc() : memref<16xf32>
          return
        }
        """;
    List<Operation> ops = entry(run(f, "builtin.module(func.func(promote-buffers-to-stack{"
        + "max-alloc-size-in-bytes=32 max-rank-of-allocated-memref=2}))")).getOpList();
    assertThat(AllocaOp.SPEC.isa(ops.get(1))).isTrue();
    assertThat(AllocOp.SPEC.isa(ops.get(2))).isTrue();
    ops = entry(run(f, "builtin.module(func.func(promote-buffers-to-stack))")).getOpList();
    assertThat(AllocOp.SPEC.isa(ops.get(1))).isTrue();
    assertThat(AllocaOp.SPEC.isa(ops.get(2))).isTrue();
  }

  @Test
  void indexSizeComesFromTheDataLayoutSpecification() {
    String f = """
        module attributes {dlti.dl_spec = #dlti.dl_spec<index = 256 : i64>} {
          func.func @f() {
            %a = memref.alloc() : memref<4xindex>
            return
          }
        }
        """;
    Operation m = run(f, "builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=64}))");
    assertThat(AllocOp.SPEC.isa(entry(m).getFirstOp())).isTrue();
    m = run(f, "builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=128}))");
    assertThat(AllocaOp.SPEC.isa(entry(m).getFirstOp())).isTrue();
  }
}
