package jopt.mergealloc;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.Dialects;
import jopt.dialects.memref.AllocOp;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.parser.Parser;
import jopt.pass.PassManager;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/**
 * merge-alloc's precise mode: what it merges, the lifetimes it finds (segments on paths), the
 * offsets its planner gives (alignment as the element needs), against the seed's mode.
 */
class PreciseMergeAllocTest {
  private static Operation parse(String text) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
    Operation module = Parser.parseSourceString(ctx, text, "t.mlir");
    assertThat(module).isNotNull();
    return module;
  }

  /** The allocations of {@code text} after merge-alloc{analysis-only=true OPTIONS}, by result name order. */
  private static List<Operation> analyzed(String text, String options) {
    Operation module = parse(text);
    List<String> errors = new ArrayList<>();
    module.getContext().getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
    PassManager pm = PassManager.parse(module.getContext(),
        "builtin.module(func.func(merge-alloc{analysis-only=true " + options + "}))",
        Passes.createRegistry());
    assertThat(pm.run(module)).isTrue();
    assertThat(errors).isEmpty();
    List<Operation> allocs = new ArrayList<>();
    module.walkPreOrder(op -> {
      if (AllocOp.SPEC.isa(op)) {
        allocs.add(op);
      }
    });
    return allocs;
  }

  private static Long offset(Operation alloc) {
    return alloc.getAttr("__mergealloc_offset") instanceof IntegerAttr a ? a.getValue() : null;
  }

  private static long[] lifetime(Operation alloc) {
    return ((DenseArrayAttr) alloc.getAttr("__mergealloc_lifetime")).asLongs();
  }

  private static final String ALIGN = """
      func.func @f() {
        %a = memref.alloc() : memref<3xi8>
        %b = memref.alloc() : memref<5xf64>
        %c = memref.alloc() {alignment = 32 : i64} : memref<2xi16>
        "test.use"(%a, %b, %c) : (memref<3xi8>, memref<5xf64>, memref<2xi16>) -> ()
        return
      }
      """;

  @Test
  void eachBufferIsAlignedOnlyAsItNeeds() {
    List<Operation> seed = analyzed(ALIGN, "");
    assertThat(offset(seed.get(1)) % 64).isEqualTo(0);
    assertThat(offset(seed.get(2)) % 64).isEqualTo(0);
    List<Operation> a = analyzed(ALIGN, "precise=true");
    Map<String, Long> byType = new LinkedHashMap<>();
    long end = 0;
    for (Operation op : a) {
      long off = offset(op);
      byType.put(op.getResult(0).getType().toString(), off);
      end = Math.max(end, off + TickCollector.byteSize(
          (jopt.ir.type.MemRefType) op.getResult(0).getType()));
    }
    assertThat(byType.get("memref<5xf64>") % 8).isEqualTo(0);
    assertThat(byType.get("memref<2xi16>") % 32).isEqualTo(0);
    // 3 + 40 + 4 bytes, the i16 buffer at a multiple of 32: no more than 64 + 4 in all.
    assertThat(end).isAtMost(68);
  }

  private static final String BRANCHES = """
      func.func @f(%p: i1) {
        %a = memref.alloc() : memref<16xf32>
        "test.use"(%a) : (memref<16xf32>) -> ()
        %r = scf.if %p -> (memref<16xf32>) {
          %t = memref.alloc() : memref<16xf32>
          "test.use"(%t) : (memref<16xf32>) -> ()
          scf.yield %t : memref<16xf32>
        } else {
          scf.yield %a : memref<16xf32>
        }
        "test.use"(%r) : (memref<16xf32>) -> ()
        return
      }
      """;

  @Test
  void buffersReachedThroughDifferentBranchesShareMemory() {
    // %a is %r only when the else branch ran; %t only when the then branch did: on no path are
    // both live after the scf.if, and %a's first use is over before %t's.
    List<Operation> a = analyzed(BRANCHES, "precise=true");
    assertThat(offset(a.get(0))).isEqualTo(offset(a.get(1)));
    // The seed's lifetimes overlap: both live to the last use of %r.
    List<Operation> seed = analyzed(BRANCHES, "");
    assertThat(offset(seed.get(0))).isNotEqualTo(offset(seed.get(1)));
  }

  private static final String INIT = """
      func.func @f(%n: index) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %a = memref.alloc() : memref<16xf32>
        %c = memref.alloc() : memref<16xf32>
        "test.use"(%a, %c) : (memref<16xf32>, memref<16xf32>) -> ()
        %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (memref<16xf32>) {
          "test.use"(%x) : (memref<16xf32>) -> ()
          %t = memref.alloc() : memref<16xf32>
          "test.use"(%t) : (memref<16xf32>) -> ()
          scf.yield %c : memref<16xf32>
        }
        "test.use"(%r) : (memref<16xf32>) -> ()
        return
      }
      """;

  @Test
  void anInitialIterationArgumentDiesInTheFirstIteration() {
    List<Operation> a = analyzed(INIT, "precise=true");
    // %a shares with %t, the body's buffer; %c (carried) lives across the loop.
    assertThat(offset(a.get(0))).isEqualTo(offset(a.get(2)));
    assertThat(offset(a.get(1))).isNotEqualTo(offset(a.get(0)));
    List<Operation> seed = analyzed(INIT, "");
    assertThat(offset(seed.get(0))).isNotEqualTo(offset(seed.get(2)));
  }

  @Test
  void aBufferJoinedWithOneThatIsNotMergedStaysOnTheHeap() {
    // The loop yields a buffer of its body (not mergeable): the initial one joins it.
    List<Operation> a = analyzed("""
        func.func @f(%n: index) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %a = memref.alloc() : memref<16xf32>
          "test.use"(%a) : (memref<16xf32>) -> ()
          %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (memref<16xf32>) {
            %t = memref.alloc() : memref<16xf32>
            "test.use"(%x, %t) : (memref<16xf32>, memref<16xf32>) -> ()
            scf.yield %t : memref<16xf32>
          }
          "test.use"(%r) : (memref<16xf32>) -> ()
          return
        }
        """, "precise=true");
    assertThat(offset(a.get(0))).isNull();
    assertThat(offset(a.get(1))).isNull();
  }

  @Test
  void freesOfMergedBuffersEndNothing() {
    List<Operation> a = analyzed("""
        func.func @f() {
          %a = memref.alloc() : memref<16xf32>
          "test.use"(%a) : (memref<16xf32>) -> ()
          %b = memref.alloc() : memref<16xf32>
          "test.use"(%b) : (memref<16xf32>) -> ()
          memref.dealloc %a : memref<16xf32>
          memref.dealloc %b : memref<16xf32>
          return
        }
        """, "precise=true");
    // %a's last access is before %b's first: the late free does not keep it live.
    assertThat(offset(a.get(0))).isEqualTo(offset(a.get(1)));
    assertThat(lifetime(a.get(0))[1]).isLessThan(lifetime(a.get(1))[0]);
  }

  @Test
  void dynamicSizesJoinTheArenaAtRunTimeOffsets() {
    Operation module = parse("""
        func.func @f(%n: index) {
          %s = memref.alloc() : memref<4xf32>
          %d = memref.alloc(%n) : memref<?xf64>
          "test.use"(%s, %d) : (memref<4xf32>, memref<?xf64>) -> ()
          return
        }
        """);
    PassManager pm = PassManager.parse(module.getContext(),
        "builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}))",
        Passes.createRegistry());
    assertThat(pm.run(module)).isTrue();
    List<String> allocs = new ArrayList<>();
    module.walkPreOrder(op -> {
      if (AllocOp.SPEC.isa(op)) {
        allocs.add(op.getResult(0).getType() + "/" + op.getNumOperands());
      }
    });
    // One arena of a size computed at run time; without dynamic-sizes %d stays apart.
    assertThat(allocs).containsExactly("memref<?xi8>/1");
    Operation plain = parse("""
        func.func @f(%n: index) {
          %d = memref.alloc(%n) : memref<?xf64>
          "test.use"(%d) : (memref<?xf64>) -> ()
          return
        }
        """);
    assertThat(PassManager.parse(plain.getContext(),
        "builtin.module(func.func(merge-alloc{precise=true}))", Passes.createRegistry())
        .run(plain)).isTrue();
    int[] n = {0};
    plain.walkPreOrder(op -> n[0] += AllocOp.SPEC.isa(op) ? 1 : 0);
    assertThat(n[0]).isEqualTo(1);
  }
}
