package jopt.dialects.linalg;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestModules;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import org.junit.jupiter.api.Test;

/**
 * Every linalg op built only through its typed builder verifies and prints as mlir-opt-22
 * prints the same program (the expected texts are its output, the generic one showing the
 * bodies the named ops build); the views give the destination-passing-style operands, maps and
 * loops.
 */
class LinalgBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
  private final List<String> errors = new ArrayList<>();
  private final Type f32 = FloatType.F32;
  private final Type i8 = IntegerType.get(8);

  LinalgBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private static MemRefType memref(Type element, long... shape) {
    return MemRefType.get(shape, element);
  }

  private static RankedTensorType tensor(Type element, long... shape) {
    return RankedTensorType.get(shape, element);
  }

  private Operation module(Builder b, List<Type> args) {
    return TestModules.moduleWithFunction(ctx, b, args);
  }

  private static Value arg(Builder b, int i) {
    return TestModules.arg(b, i);
  }

  private void finish(Builder b, Operation module, Value... used) {
    if (used.length > 0) {
      OperationState use = new OperationState(LOC, "test.use");
      use.addOperands(List.of(used));
      b.create(use);
    }
    TestModules.returnAndVerify(ctx, errors, b, module);
  }

  private static String print(Operation op, boolean generic) {
    return AsmPrinter.print(op, PrintingFlags.defaults().withGenericOpForm(generic));
  }

  @Test
  void structuredOps() {
    Builder b = new Builder(ctx);
    Operation module = module(b, List.of(memref(f32, 4, 8), memref(f32, 8, 4), memref(f32, 4, 4), memref(f32, 4),
        tensor(f32, 4, 8), tensor(f32, 4)));
    Value a = arg(b, 0);
    Value at = arg(b, 1);
    Value c = arg(b, 2);
    Value v = arg(b, 3);
    Value t = arg(b, 4);
    Value tv = arg(b, 5);
    AffineMap id2 = AffineMap.getMultiDimIdentityMap(2);
    AffineMap row = AffineMap.get(2, 0, AffineExpr.dim(0));
    GenericOp generic = GenericOp.create(b, LOC, List.of(tv.getType()), List.of(t), List.of(tv), List.of(id2, row),
        List.of("parallel", "reduction"), (bb, l, args) -> {
          IndexOp.create(bb, l, 1);
          YieldOp.create(bb, l, List.of(args.get(0)));
        });
    TransposeOp transpose = TransposeOp.create(b, LOC, a, at, new long[] {1, 0});
    BroadcastOp broadcast = BroadcastOp.create(b, LOC, v, a, new long[] {1});
    MapOp map = MapOp.create(b, LOC, List.of(a, a), a, (bb, l, args) -> YieldOp.create(bb, l, List.of(args.get(1))));
    ReduceOp reduce = ReduceOp.create(b, LOC, List.of(t), List.of(tv), new long[] {1},
        (bb, l, args) -> YieldOp.create(bb, l, List.of(args.get(0))));
    NamedOp matmul = NamedOps.MATMUL.create(b, LOC, List.of(a, at), List.of(c));
    finish(b, module, generic.getOperation().getResult(0), reduce.getOperation().getResult(0));

    assertThat(generic.dpsInputs()).containsExactly(t);
    assertThat(generic.dpsInits()).containsExactly(tv);
    assertThat(generic.iteratorTypes()).containsExactly("parallel", "reduction").inOrder();
    assertThat(generic.indexingMaps()).containsExactly(id2, row).inOrder();
    assertThat(generic.tiedOpResult(tv)).isEqualTo(generic.getOperation().getResult(0));
    assertThat(generic.hasPureTensorSemantics()).isTrue();
    assertThat(transpose.dpsInputs()).containsExactly(a);
    assertThat(transpose.dpsInits()).containsExactly(at);
    assertThat(transpose.indexingMaps().get(0)).isEqualTo(AffineMap.get(2, 0, AffineExpr.dim(1), AffineExpr.dim(0)));
    assertThat(broadcast.indexingMaps().get(0)).isEqualTo(AffineMap.get(2, 0, AffineExpr.dim(0)));
    assertThat(map.dpsInputs()).containsExactly(a, a);
    assertThat(map.dpsInits()).containsExactly(a);
    assertThat(reduce.iteratorTypes()).containsExactly("parallel", "reduction").inOrder();
    assertThat(reduce.indexingMaps().get(1)).isEqualTo(row);
    assertThat(matmul.dpsInputs()).containsExactly(a, at).inOrder();
    assertThat(matmul.dpsInits()).containsExactly(c);
    assertThat(matmul.numLoops()).isEqualTo(3);
    assertThat(matmul.hasUserDefinedMaps()).isFalse();
    assertThat(matmul.hasPureBufferSemantics()).isTrue();
    assertThat(LinalgOp.of(matmul.getOperation())).isInstanceOf(NamedOp.class);
    assertThat(matmul.row()).isSameInstanceAs(NamedOps.MATMUL);
    assertThat(print(module, false)).isEqualTo("""
        #map = affine_map<(d0, d1) -> (d0, d1)>
        #map1 = affine_map<(d0, d1) -> (d0)>
        module {
          func.func @f(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: memref<4x4xf32>, %arg3: memref<4xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<4xf32>) {
            %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg4 : tensor<4x8xf32>) outs(%arg5 : tensor<4xf32>) {
            ^bb0(%in: f32, %out: f32):
              %1 = linalg.index 1 : index
              linalg.yield %in : f32
            } -> tensor<4xf32>
            linalg.transpose ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<8x4xf32>) permutation = [1, 0]\s
            linalg.broadcast ins(%arg3 : memref<4xf32>) outs(%arg0 : memref<4x8xf32>) dimensions = [1]\s
            linalg.map ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
              (%in: f32, %in_0: f32, %init: f32) {
                linalg.yield %in_0 : f32
              }
            %reduced = linalg.reduce ins(%arg4 : tensor<4x8xf32>) outs(%arg5 : tensor<4xf32>) dimensions = [1]\s
              (%in: f32, %init: f32) {
                linalg.yield %in : f32
              }
            linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x4xf32>) outs(%arg2 : memref<4x4xf32>)
            "test.use"(%0, %reduced) : (tensor<4xf32>, tensor<4xf32>) -> ()
            return
          }
        }
        """);
  }

  @Test
  void namedOpsBuildTheirBodies() {
    Builder b = new Builder(ctx);
    Operation module = module(b, List.of(memref(i8, 4, 4), memref(f32, 4, 4), tensor(f32, 4, 4), f32,
        memref(f32, 2, 4, 4)));
    Value i = arg(b, 0);
    Value m = arg(b, 1);
    Value t = arg(b, 2);
    Value x = arg(b, 3);
    Value bm = arg(b, 4);
    NamedOp fill = NamedOps.FILL.create(b, LOC, List.of(x), List.of(t));
    jopt.ir.NamedAttrList unsigned = new jopt.ir.NamedAttrList();
    unsigned.set("cast", TypeFnAttr.CAST_UNSIGNED);
    NamedOp copy = NamedOps.COPY.create(b, LOC, List.of(i), List.of(m), unsigned);
    AffineMap transposedA = AffineMap.get(3, 0, AffineExpr.dim(2), AffineExpr.dim(0));
    jopt.ir.NamedAttrList maps = new jopt.ir.NamedAttrList();
    maps.set("indexing_maps", IndexingMaps.toAttr(List.of(transposedA, NamedOps.MATMUL.maps().get(1),
        NamedOps.MATMUL.maps().get(2))));
    NamedOp matmul = NamedOps.MATMUL.create(b, LOC, List.of(i, m), List.of(m), maps);
    NamedOp batch = NamedOps.BATCH_MATMUL.create(b, LOC, List.of(bm, bm), List.of(bm));
    NamedOp add = NamedOps.get("linalg.add").create(b, LOC, List.of(m, m), List.of(m));
    NamedOp exp = NamedOps.get("linalg.exp").create(b, LOC, List.of(fill.getOperation().getResult(0)), List.of(t));
    jopt.ir.NamedAttrList mulKind = new jopt.ir.NamedAttrList();
    mulKind.set("kind", ElementwiseKindAttr.of("mul"));
    NamedOp mul = NamedOps.ELEMENTWISE.create(b, LOC, List.of(m, m), List.of(m), mulKind);
    finish(b, module, exp.getOperation().getResult(0));

    assertThat(fill.inputs()).containsExactly(x);
    assertThat(fill.outputs()).containsExactly(t);
    assertThat(fill.iteratorTypes()).containsExactly("parallel", "parallel");
    assertThat(fill.indexingMaps().get(0)).isEqualTo(AffineMap.get(2, 0, List.of()));
    assertThat(copy.cast()).isEqualTo(TypeFnAttr.CAST_UNSIGNED);
    assertThat(matmul.hasUserDefinedMaps()).isTrue();
    assertThat(batch.numLoops()).isEqualTo(4);
    assertThat(add.dpsInputs()).containsExactly(m, m);
    assertThat(exp.dpsInits()).containsExactly(t);
    assertThat(exp.tiedOpResult(t)).isEqualTo(exp.getOperation().getResult(0));
    assertThat(mul.kind().arity()).isEqualTo(2);
    assertThat(mul.indexingMaps()).hasSize(3);
    assertThat(print(module, false)).isEqualTo("""
        #map = affine_map<(d0, d1, d2) -> (d2, d0)>
        #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
        #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
        module {
          func.func @f(%arg0: memref<4x4xi8>, %arg1: memref<4x4xf32>, %arg2: tensor<4x4xf32>, %arg3: f32, %arg4: memref<2x4x4xf32>) {
            %0 = linalg.fill ins(%arg3 : f32) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
            linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : memref<4x4xi8>) outs(%arg1 : memref<4x4xf32>)
            linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<4x4xi8>, memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>)
            linalg.batch_matmul ins(%arg4, %arg4 : memref<2x4x4xf32>, memref<2x4x4xf32>) outs(%arg4 : memref<2x4x4xf32>)
            linalg.add ins(%arg1, %arg1 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>)
            %1 = linalg.exp ins(%0 : tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
            linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg1, %arg1 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>)
            "test.use"(%1) : (tensor<4x4xf32>) -> ()
            return
          }
        }
        """);
    assertThat(print(module, true)).isEqualTo("""
        #map = affine_map<(d0, d1, d2) -> (d2, d0)>
        #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
        #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
        #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
        #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
        #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
        #map6 = affine_map<(d0, d1) -> (d0, d1)>
        "builtin.module"() ({
          "func.func"() <{function_type = (memref<4x4xi8>, memref<4x4xf32>, tensor<4x4xf32>, f32, memref<2x4x4xf32>) -> (), sym_name = "f"}> ({
          ^bb0(%arg0: memref<4x4xi8>, %arg1: memref<4x4xf32>, %arg2: tensor<4x4xf32>, %arg3: f32, %arg4: memref<2x4x4xf32>):
            %0 = "linalg.fill"(%arg3, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
            ^bb0(%arg21: f32, %arg22: f32):
              "linalg.yield"(%arg21) : (f32) -> ()
            }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
            "linalg.copy"(%arg0, %arg1) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
            ^bb0(%arg19: i8, %arg20: f32):
              %10 = "arith.uitofp"(%arg19) : (i8) -> f32
              "linalg.yield"(%10) : (f32) -> ()
            }) : (memref<4x4xi8>, memref<4x4xf32>) -> ()
            "linalg.matmul"(%arg0, %arg1, %arg1) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
            ^bb0(%arg16: i8, %arg17: f32, %arg18: f32):
              %7 = "arith.sitofp"(%arg16) : (i8) -> f32
              %8 = "arith.mulf"(%7, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
              %9 = "arith.addf"(%arg18, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
              "linalg.yield"(%9) : (f32) -> ()
            }) : (memref<4x4xi8>, memref<4x4xf32>, memref<4x4xf32>) -> ()
            "linalg.batch_matmul"(%arg4, %arg4, %arg4) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
            ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
              %5 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
              %6 = "arith.addf"(%arg15, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
              "linalg.yield"(%6) : (f32) -> ()
            }) : (memref<2x4x4xf32>, memref<2x4x4xf32>, memref<2x4x4xf32>) -> ()
            "linalg.add"(%arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 2, 1>}> ({
            ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
              %4 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
              "linalg.yield"(%4) : (f32) -> ()
            }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
            %1 = "linalg.exp"(%0, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
            ^bb0(%arg8: f32, %arg9: f32):
              %3 = "math.exp"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
              "linalg.yield"(%3) : (f32) -> ()
            }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
            "linalg.elementwise"(%arg1, %arg1, %arg1) <{indexing_maps = [#map6, #map6, #map6], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
            ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
              %2 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
              "linalg.yield"(%2) : (f32) -> ()
            }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
            "test.use"(%1) : (tensor<4x4xf32>) -> ()
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """);
  }
}
