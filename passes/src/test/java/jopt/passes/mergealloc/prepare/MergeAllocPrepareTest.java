package jopt.passes.mergealloc.prepare;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.parser.Parser;
import jopt.passes.mergealloc.lend.BorrowedArguments;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.Pass;
import jopt.passmanager.PassManager;
import org.junit.jupiter.api.Test;
import static com.google.common.truth.Truth.assertThat;


/**
 * The rewrites jopt-merge-alloc makes before it merges, each on its own: the dims of carried
 * buffers folded to their sizes ({@link CarriedSizes}) and buffers passed on through branches
 * written into a spare ({@link BranchChainReuse}). Execution of the same shapes is in
 * lit-tests/Transforms/MergeAlloc.
 */
class MergeAllocPrepareTest {
  private static Operation parse(String text) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    return Parser.parseSourceString(ctx, text, "t.mlir");
  }

  private static Operation firstFunction(Operation module) {
    return module.getRegion(0).front().getFirstOp();
  }

  private static List<String> opNames(Operation root) {
    List<String> names = new ArrayList<>();
    root.walk(op -> {
      names.add(op.getName());
    });
    return names;
  }

  @Test
  void aLoopYieldingAnAllocationOfItsArgumentsDimKeepsTheInitialSize() {
    Operation module = parse("""
        func.func @f(%n: index, %m: index) -> index {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %a = memref.alloc(%n) : memref<?xf32>
          %r = scf.for %i = %c0 to %m step %c1 iter_args(%x = %a) -> (memref<?xf32>) {
            %d = memref.dim %x, %c0 : memref<?xf32>
            %b = memref.alloc(%d) : memref<?xf32>
            memref.copy %x, %b : memref<?xf32> to memref<?xf32>
            scf.yield %b : memref<?xf32>
          }
          %e = memref.dim %r, %c0 : memref<?xf32>
          return %e : index
        }
        """);
    Operation f = firstFunction(module);
    assertThat(CarriedSizes.apply(f)).isEqualTo(2);
    assertThat(opNames(f)).doesNotContain("memref.dim");
    String text = AsmPrinter.printOp(module);
    assertThat(text).contains("memref.alloc(%arg0) : memref<?xf32>\n      memref.copy");
    assertThat(text).contains("return %arg0 : index");
  }

  @Test
  void sizesThatDifferOrAreMadeInsideStay() {
    Operation module = parse("""
        func.func @f(%n: index, %m: index, %c: i1) -> (index, index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %r = scf.if %c -> (memref<?xf32>) {
            %a = memref.alloc(%m) : memref<?xf32>
            scf.yield %a : memref<?xf32>
          } else {
            %b = memref.alloc(%n) : memref<?xf32>
            scf.yield %b : memref<?xf32>
          }
          %s = scf.if %c -> (memref<?xf32>) {
            %k = arith.addi %n, %c1 : index
            %a = memref.alloc(%k) : memref<?xf32>
            scf.yield %a : memref<?xf32>
          } else {
            %k = arith.addi %n, %c1 : index
            %b = memref.alloc(%k) : memref<?xf32>
            scf.yield %b : memref<?xf32>
          }
          %d = memref.dim %r, %c0 : memref<?xf32>
          %e = memref.dim %s, %c0 : memref<?xf32>
          return %d, %e : index, index
        }
        """);
    Operation f = firstFunction(module);
    String before = AsmPrinter.printOp(module);
    assertThat(CarriedSizes.apply(f)).isEqualTo(0);
    assertThat(AsmPrinter.printOp(module)).isEqualTo(before);
  }

  private static final String CHAIN = """
      func.func @f(%n: index, %c: i1) -> f32 {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %one = arith.constant 1.0 : f32
        %a = memref.alloc() : memref<4xf32>
        linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
        %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<4xf32>) {
          %x = scf.if %c -> (memref<4xf32>) {
            %b = memref.alloc() : memref<4xf32>
            memref.copy %it, %b : memref<4xf32> to memref<4xf32>
            scf.yield %b : memref<4xf32>
          } else {
            scf.yield %it : memref<4xf32>
          }
          READ
          scf.yield %x : memref<4xf32>
        }
        %v = memref.load %r[%c0] : memref<4xf32>
        return %v : f32
      }
      """;

  @Test
  void aBufferPassedOnThroughABranchIsWrittenIntoASpare() {
    Operation module = parse(CHAIN.replace("READ", ""));
    Operation f = firstFunction(module);
    assertThat(BranchChainReuse.apply(f, BorrowedArguments.of(module)::keeps)).isEqualTo(1);
    String text = AsmPrinter.printOp(module);
    // One allocation before the loop is the spare; none is left in the branch.
    assertThat(opNames(f).stream().filter(n -> n.equals("memref.alloc")).count()).isEqualTo(2);
    assertThat(text).contains("iter_args(%arg3 = %alloc, %arg4 = %alloc_0)");
    assertThat(text).contains("memref.copy %arg3, %arg4");
    assertThat(text).contains("scf.yield %arg4, %arg3 : memref<4xf32>, memref<4xf32>");
    assertThat(text).contains("scf.yield %arg3, %arg4 : memref<4xf32>, memref<4xf32>");
  }

  @Test
  void aBufferReadAfterItsBranchIsNoSpare() {
    Operation module = parse(CHAIN.replace("READ",
        "%u = memref.load %it[%c0] : memref<4xf32>"));
    String before = AsmPrinter.printOp(module);
    assertThat(BranchChainReuse.apply(firstFunction(module), BorrowedArguments.of(module)::keeps))
        .isEqualTo(0);
    assertThat(AsmPrinter.printOp(module)).isEqualTo(before);
  }

  private static final String LOOP_WITH_SPARE = """
      func.func private @peek(%m: memref<16xf32>) -> f32 {
        %c0 = arith.constant 0 : index
        %v = memref.load %m[%c0] : memref<16xf32>
        return %v : f32
      }
      func.func @in_place(%n: index) -> f32 {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %one = arith.constant 1.0 : f32
        %a = memref.alloc() : memref<16xf32>
        linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
        %p = func.call @peek(%a) : (memref<16xf32>) -> f32
        %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
          %x = memref.load %it[%c0] : memref<16xf32>
          %y = arith.addf %x, %p : f32
          %b = memref.alloc() : memref<16xf32>
          linalg.fill ins(%y : f32) outs(%b : memref<16xf32>)
          scf.yield %b : memref<16xf32>
        }
        %z = memref.load %r[%c1] : memref<16xf32>
        return %z : f32
      }
      """;

  private static String runPrepare(Operation module, Pass pass) {
    OpPassManager pm = new PassManager(module.getContext(), module.getName());
    pm.addPass(pass);
    assertThat(((PassManager) pm).run(module)).isTrue();
    return AsmPrinter.printOp(module);
  }

  /**
   * The pass jopt-merge-alloc runs (given the borrowed arguments it computed on the same module)
   * rewrites as the registered pass that computes them itself; the given answer is the one used
   * (with none borrowed, the call may keep the initial buffer: no spare), and a clone keeps it.
   */
  @Test
  void theGivenBorrowedArgumentsAreTheOnesUsed() {
    Operation computed = parse(LOOP_WITH_SPARE);
    String expected = runPrepare(computed, new MergeAllocPreparePass());
    assertThat(opNames(computed).stream().filter("memref.alloc"::equals).count()).isEqualTo(1);
    Operation given = parse(LOOP_WITH_SPARE);
    assertThat(runPrepare(given, new MergeAllocPreparePass(BorrowedArguments.of(given))))
        .isEqualTo(expected);
    Operation none = parse(LOOP_WITH_SPARE);
    String withNone = runPrepare(none, new MergeAllocPreparePass(BorrowedArguments.none()));
    assertThat(withNone).isNotEqualTo(expected);
    Operation cloned = parse(LOOP_WITH_SPARE);
    assertThat(runPrepare(cloned, new MergeAllocPreparePass(BorrowedArguments.none()).clonePass()))
        .isEqualTo(withNone);
  }
}
