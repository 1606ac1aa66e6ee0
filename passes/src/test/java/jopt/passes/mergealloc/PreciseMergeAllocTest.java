package jopt.passes.mergealloc;

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
import jopt.passmanager.PassManager;
import jopt.passes.Passes;
import jopt.passes.mergealloc.facts.Allocations;
import jopt.passes.mergealloc.lend.BorrowedArguments;
import jopt.passes.mergealloc.precise.Guards;
import jopt.passes.mergealloc.precise.PreciseStages;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel;
import jopt.passes.mergealloc.stages.MergeAllocStages.Options;
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
      end = Math.max(end, off + Allocations.byteSize(
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


  @Test
  void aBufferUsedOnlyInOneBranchIsNotLiveInTheOther() {
    // %a is used before the scf.if and then only in its else branch: on the paths through the
    // then branch it is dead there, so %t (made and used in the then branch) shares its bytes.
    List<Operation> a = analyzed("""
        func.func @f(%p: i1) {
          %a = memref.alloc() : memref<16xf32>
          "test.use"(%a) : (memref<16xf32>) -> ()
          scf.if %p {
            %t = memref.alloc() : memref<16xf32>
            "test.use"(%t) : (memref<16xf32>) -> ()
          } else {
            "test.use"(%a) : (memref<16xf32>) -> ()
          }
          return
        }
        """, "precise=true");
    assertThat(offset(a.get(0))).isEqualTo(offset(a.get(1)));
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

  private static final String GUARDED = """
      func.func @f(%p: i1, %n: index, %s: index, %i: index) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %a = memref.alloc() : memref<4xf32>
        "test.use"(%a) : (memref<4xf32>) -> ()
        scf.if %p {
          %t = memref.alloc() : memref<64xf32>
          "test.use"(%t, %a) : (memref<64xf32>, memref<4xf32>) -> ()
        } else {
          %e = memref.alloc() : memref<8xf32>
          "test.use"(%e, %a) : (memref<8xf32>, memref<4xf32>) -> ()
        }
        scf.for %k = %c0 to %n step %c1 {
          %u = memref.alloc() : memref<32xf32>
          "test.use"(%u, %a) : (memref<32xf32>, memref<4xf32>) -> ()
          %q = arith.cmpi eq, %k, %c1 : index
          scf.if %q {
            %v = memref.alloc() : memref<2xf32>
            "test.use"(%v) : (memref<2xf32>) -> ()
          }
        }
        %w = scf.while (%j = %i) : (index) -> index {
          %more = arith.cmpi ult, %j, %n : index
          scf.condition(%more) %j : index
        } do {
        ^bb0(%j: index):
          %x = memref.alloc() : memref<8xf64>
          "test.use"(%x, %a) : (memref<8xf64>, memref<4xf32>) -> ()
          %j1 = arith.addi %j, %c1 : index
          scf.yield %j1 : index
        }
        scf.index_switch %s
        case 3 {
          %y = memref.alloc() : memref<128xi8>
          "test.use"(%y, %a) : (memref<128xi8>, memref<4xf32>) -> ()
          scf.yield
        }
        default {
        }
        return
      }
      """;

  /** The guards precise merge-alloc finds for each allocation of {@code text}'s function, as text. */
  private static List<String> guards(String text) {
    Operation module = parse(text);
    Operation[] func = {null};
    module.walkPreOrder(op -> {
      if (op.getName().equals("func.func")) {
        func[0] = op;
      }
    });
    java.util.Map<Operation, List<ScopeModel.Guard>> guards = new java.util.HashMap<>();
    for (LifetimeTrace t : PreciseStages.of(false, BorrowedArguments.none(), false).collector()
        .collect(func[0], new Options(64,
        jopt.passes.planner.PlannerMode.COST_MODEL, false, 1000))) {
      for (Operation alloc : t.allocs().values()) {
        guards.put(alloc, t.model().guards(alloc));
      }
    }
    List<String> out = new ArrayList<>();
    func[0].walkPreOrder(op -> {
      if (AllocOp.SPEC.isa(op)) {
        List<String> g = new ArrayList<>();
        for (ScopeModel.Guard x : guards.getOrDefault(op, List.of())) {
          g.add(x.op().getName() + "#" + x.region());
        }
        out.add(op.getResult(0).getType() + " " + g);
      }
    });
    return out;
  }

  @Test
  void buffersOfRegionsThatMayNotRunAreGuarded() {
    // Each region's condition can be had where the arena goes (before %a's first use), except
    // the inner scf.if's, which compares the loop's induction variable.
    assertThat(guards(GUARDED)).containsExactly(
        "memref<4xf32> []",
        "memref<64xf32> [scf.if#0]",
        "memref<8xf32> [scf.if#1]",
        "memref<32xf32> [scf.for#0]",
        "memref<2xf32> [scf.for#0]",
        "memref<8xf64> [scf.while#1]",
        "memref<128xi8> [scf.index_switch#1]").inOrder();
  }

  @Test
  void theBuffersEveryRunNeedsSitBelowTheGuardedOnes() {
    List<Operation> a = analyzed(GUARDED, "precise=true");
    // %a, the only buffer of every run, at 0 (each other is live with it): a run entering no
    // region needs 16 bytes.
    assertThat(offset(a.get(0))).isEqualTo(0L);
    for (Operation op : a.subList(1, a.size())) {
      assertThat(offset(op)).isAtLeast(16L);
    }
  }

  @Test
  void theArenaIsAsLargeAsTheRegionsThatRunNeed() {
    Operation module = parse(GUARDED);
    assertThat(PassManager.parse(module.getContext(),
        "builtin.module(func.func(merge-alloc{precise=true}))", Passes.createRegistry())
        .run(module)).isTrue();
    List<String> allocs = new ArrayList<>();
    module.walkPreOrder(op -> {
      if (AllocOp.SPEC.isa(op)) {
        allocs.add(op.getResult(0).getType() + "/" + op.getNumOperands());
      }
    });
    // One arena, its size computed from the conditions.
    assertThat(allocs).containsExactly("memref<?xi8>/1");
    // The if-else needs max(64 * 4, 8 * 4) bytes above %a on one branch only: a select each.
    String text = jopt.ir.asm.AsmPrinter.printOp(module);
    assertThat(text).contains("arith.select %arg0");
    assertThat(text).contains("arith.cmpi eq, %arg2");
  }
}
