package jopt.dialects;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.affine.AffineValidity;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.MemoryEffects.Effect;
import jopt.ir.interfaces.MemoryEffects.Kind;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface.Successor;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/**
 * The interfaces the memory passes ask of the affine and ml_program ops: loop-like and
 * region-branch structure (with MLIR's pruning of edges by a constant trip count), memory
 * effects, and the affine validity of induction variables.
 */
class AffineAndMLProgramInterfacesTest {
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());

  private Operation module;

  /** The ops named {@code name} in {@code text}, parsed once per test (the values stay the same). */
  private List<Operation> ops(String text, String name) {
    if (module == null) {
      module = Parser.parseSourceString(ctx, text, "t.mlir");
    }
    List<Operation> found = new ArrayList<>();
    module.walk((Operation op) -> {
      if (op.getName().equals(name)) {
        found.add(op);
      }
    });
    return found;
  }

  private static List<Region> regions(List<Successor> successors) {
    List<Region> r = new ArrayList<>();
    for (Successor s : successors) {
      r.add(s.region());
    }
    return r;
  }

  @Test
  void forIsALoopWhoseEdgesFollowItsConstantTripCount() {
    List<Operation> loops = ops("""
        func.func @f(%n: index, %x: f32) {
          %a = affine.for %i = 0 to %n iter_args(%s = %x) -> (f32) {
            affine.yield %s : f32
          }
          %b = affine.for %i = 5 to 5 iter_args(%s = %x) -> (f32) {
            affine.yield %s : f32
          }
          %c = affine.for %i = 0 to 4 step 8 iter_args(%s = %x) -> (f32) {
            affine.yield %s : f32
          }
          return
        }
        """, "affine.for");
    Operation unknown = loops.get(0);
    LoopLikeOpInterface loop = unknown.getInterface(LoopLikeOpInterface.class);
    Block body = unknown.getRegion(0).front();
    assertThat(loop.getInductionVars(unknown)).containsExactly(body.getArgument(0));
    assertThat(loop.getRegionIterArgs(unknown)).containsExactly(body.getArgument(1));
    assertThat(loop.getInits(unknown)).containsExactly(unknown.getOperand(1));
    assertThat(loop.getYieldedValues(unknown)).containsExactly(body.getArgument(1));

    RegionBranchOpInterface branch = unknown.getInterface(RegionBranchOpInterface.class);
    assertThat(regions(branch.getSuccessorRegions(unknown, null))).containsExactly(unknown.getRegion(0), null);
    assertThat(branch.getEntrySuccessorOperands(unknown, unknown.getRegion(0))).containsExactly(unknown.getOperand(1));

    Operation zeroTrips = loops.get(1);
    assertThat(regions(branch.getSuccessorRegions(zeroTrips, null))).containsExactly((Region) null);
    Operation oneTrip = loops.get(2);
    assertThat(regions(branch.getSuccessorRegions(oneTrip, null))).containsExactly(oneTrip.getRegion(0));
    assertThat(regions(branch.getSuccessorRegions(oneTrip, oneTrip.getRegion(0)))).containsExactly((Region) null);
  }

  @Test
  void ifWithoutElseFallsThroughToTheParent() {
    Operation op = ops("""
        func.func @f(%n: index) {
          affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
          }
          return
        }
        """, "affine.if").get(0);
    RegionBranchOpInterface branch = op.getInterface(RegionBranchOpInterface.class);
    assertThat(regions(branch.getSuccessorRegions(op, null))).containsExactly(op.getRegion(0), null).inOrder();
    assertThat(regions(branch.getSuccessorRegions(op, op.getRegion(0)))).containsExactly((Region) null);
  }

  @Test
  void parallelIsALoopButNoRegionBranchAsInMlir() {
    Operation op = ops("""
        func.func @f(%n: index) {
          affine.parallel (%i, %j) = (0, 0) to (%n, 4) {
          }
          return
        }
        """, "affine.parallel").get(0);
    assertThat(op.getInterface(RegionBranchOpInterface.class)).isNull();
    assertThat(op.getInterface(LoopLikeOpInterface.class).getInductionVars(op))
        .containsExactlyElementsIn(op.getRegion(0).front().getArguments());
  }

  @Test
  void inductionVariablesAreDimsNotSymbols() {
    Operation load = ops("""
        func.func @f(%A: memref<8x8xf32>, %n: index) {
          affine.for %i = 0 to 8 {
            affine.parallel (%j) = (0) to (8) {
              %v = affine.load %A[%i, %j] : memref<8x8xf32>
            }
          }
          return
        }
        """, "affine.load").get(0);
    for (Value iv : List.of(load.getOperand(1), load.getOperand(2))) {
      assertThat(AffineValidity.isAffineInductionVar(iv)).isTrue();
      assertThat(AffineValidity.isValidDim(iv)).isTrue();
      assertThat(AffineValidity.isValidSymbol(iv)).isFalse();
    }
  }

  @Test
  void memoryOpsDeclareTheirEffectsOnTheirMemrefs() {
    String text = """
        func.func @f(%A: memref<8xf32>, %B: memref<8xf32, 2>, %tag: memref<1xi32>, %v: vector<4xf32>, %x: f32) {
          %c0 = arith.constant 0 : index
          %a = affine.load %A[0] : memref<8xf32>
          affine.store %x, %A[1] : memref<8xf32>
          %w = affine.vector_load %A[0] : memref<8xf32>, vector<4xf32>
          affine.vector_store %v, %A[4] : memref<8xf32>, vector<4xf32>
          affine.dma_start %A[%c0], %B[%c0], %tag[%c0], %c0 : memref<8xf32>, memref<8xf32, 2>, memref<1xi32>
          affine.dma_wait %tag[%c0], %c0 : memref<1xi32>
          return
        }
        """;
    Operation load = ops(text, "affine.load").get(0);
    Value a = load.getOperand(0);
    assertThat(effects(load)).containsExactly(new Effect(Kind.READ, a));
    assertThat(effects(ops(text, "affine.store").get(0))).containsExactly(new Effect(Kind.WRITE, a));
    assertThat(effects(ops(text, "affine.vector_load").get(0))).containsExactly(new Effect(Kind.READ, a));
    assertThat(effects(ops(text, "affine.vector_store").get(0))).containsExactly(new Effect(Kind.WRITE, a));
    Operation dma = ops(text, "affine.dma_start").get(0);
    Value b = dma.getOperand(2);
    Value tag = dma.getOperand(4);
    assertThat(effects(dma)).containsExactly(new Effect(Kind.READ, a), new Effect(Kind.WRITE, b),
        new Effect(Kind.READ, tag));
    Operation wait = ops(text, "affine.dma_wait").get(0);
    assertThat(effects(wait)).containsExactly(new Effect(Kind.READ, wait.getOperand(0)));
  }

  @Test
  void globalAccessesActOnTheSymbolNotOnAValue() {
    String text = """
        ml_program.global private mutable @seed(dense<0> : tensor<i64>) : tensor<i64>
        ml_program.global private @c(dense<1> : tensor<i64>) : tensor<i64>
        func.func @f() {
          %0 = ml_program.global_load @seed : tensor<i64>
          %1 = ml_program.global_load_const @c : tensor<i64>
          ml_program.global_store @seed = %0 : tensor<i64>
          return
        }
        """;
    assertThat(effects(ops(text, "ml_program.global_load").get(0))).containsExactly(new Effect(Kind.READ, null));
    assertThat(effects(ops(text, "ml_program.global_store").get(0))).containsExactly(new Effect(Kind.WRITE, null));
    assertThat(ops(text, "ml_program.global_load_const").get(0).getInterface(MemoryEffects.class)).isNull();
  }

  private static List<Effect> effects(Operation op) {
    return op.getInterface(MemoryEffects.class).getEffects(op);
  }
}
