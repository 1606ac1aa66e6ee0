package jopt.dialects.tensor;

import jopt.ir.type.ShapedType;
import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestModules;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.UnrankedTensorType;
import org.junit.jupiter.api.Test;

/**
 * Every tensor op built only through its typed builder verifies and prints as mlir-opt-22
 * prints the same program (the expected text is its output); the typed accessors give back the
 * parts of ops built generically, as the generic parser builds them.
 */
class TensorBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private static final long DYN = ShapedType.DYNAMIC;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
  private final List<String> errors = new ArrayList<>();
  private final Type f32 = FloatType.F32;
  private final Type index = IndexType.get();
  private final Type i32 = IntegerType.get(32);

  TensorBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
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

  /** Uses {@code values} (so that names show) and returns; the module must verify. */
  private void finish(Builder b, Operation module, Value... values) {
    OperationState use = new OperationState(LOC, "test.use");
    use.addOperands(List.of(values));
    b.create(use);
    TestModules.returnAndVerify(ctx, errors, b, module);
  }

  private static String print(Operation op) {
    return AsmPrinter.print(op, PrintingFlags.defaults());
  }

  private static List<OpFoldResult> mixed(Object... entries) {
    List<OpFoldResult> r = new ArrayList<>();
    for (Object e : entries) {
      r.add(e instanceof Value v ? OpFoldResult.of(v) : MixedValues.ofStatics((Long) e).get(0));
    }
    return r;
  }

  @Test
  void valueOps() {
    Builder b = new Builder(ctx);
    Operation module = module(b, List.of(index, f32, tensor(f32, 4, 4), tensor(i32, 4),
        UnrankedTensorType.get(f32), tensor(index, 2)));
    Value i = arg(b, 0);
    Value f = arg(b, 1);
    Value t = arg(b, 2);
    Value iv = arg(b, 3);
    Value u = arg(b, 4);
    Value shape = arg(b, 5);
    BitcastOp bitcast = BitcastOp.create(b, LOC, iv, tensor(f32, 4));
    CastOp cast = CastOp.create(b, LOC, t, tensor(f32, DYN, 4));
    DimOp dim = DimOp.create(b, LOC, u, i);
    RankOp rank = RankOp.create(b, LOC, u);
    EmptyOp empty = EmptyOp.create(b, LOC, new long[] {DYN, 4}, f32, List.of(i));
    ExtractOp extract = ExtractOp.create(b, LOC, t, List.of(i, i));
    InsertOp insert = InsertOp.create(b, LOC, f, t, List.of(i, i));
    FromElementsOp elements = FromElementsOp.create(b, LOC, List.of(f, f));
    SplatOp splat = SplatOp.create(b, LOC, f, List.of(i), tensor(f32, DYN, 2));
    ReshapeOp reshape = ReshapeOp.create(b, LOC, t, shape, tensor(f32, 2, 8));
    ConcatOp concat = ConcatOp.create(b, LOC, 0, List.of(t, t));
    CollapseShapeOp collapse = CollapseShapeOp.create(b, LOC, t, List.of(new long[] {0, 1}));
    ExpandShapeOp expand = ExpandShapeOp.create(b, LOC, tensor(f32, 2, 8), collapse.result(),
        List.of(new long[] {0, 1}), mixed(2L, 8L));
    finish(b, module, bitcast.dest(), cast.dest(), dim.result(), rank.result(), empty.result(), extract.result(),
        insert.result(), elements.result(), splat.aggregate(), reshape.result(), concat.result(), expand.result());

    assertThat(insert.dpsInits()).containsExactly(t);
    assertThat(insert.dpsInputs()).containsExactly(f, i, i).inOrder();
    assertThat(insert.indices()).containsExactly(i, i).inOrder();
    assertThat(concat.dim()).isEqualTo(0);
    assertThat(concat.inputs()).containsExactly(t, t);
    assertThat(empty.type()).isEqualTo(tensor(f32, DYN, 4));
    assertThat(expand.staticOutputShape()).asList().containsExactly(2L, 8L).inOrder();
    assertThat(collapse.reassociation().get(0)).asList().containsExactly(0L, 1L).inOrder();
    assertThat(print(module)).isEqualTo("""
        module {
          func.func @f(%arg0: index, %arg1: f32, %arg2: tensor<4x4xf32>, %arg3: tensor<4xi32>, %arg4: tensor<*xf32>, %arg5: tensor<2xindex>) {
            %0 = tensor.bitcast %arg3 : tensor<4xi32> to tensor<4xf32>
            %cast = tensor.cast %arg2 : tensor<4x4xf32> to tensor<?x4xf32>
            %dim = tensor.dim %arg4, %arg0 : tensor<*xf32>
            %rank = tensor.rank %arg4 : tensor<*xf32>
            %1 = tensor.empty(%arg0) : tensor<?x4xf32>
            %extracted = tensor.extract %arg2[%arg0, %arg0] : tensor<4x4xf32>
            %inserted = tensor.insert %arg1 into %arg2[%arg0, %arg0] : tensor<4x4xf32>
            %from_elements = tensor.from_elements %arg1, %arg1 : tensor<2xf32>
            %splat = tensor.splat %arg1[%arg0] : tensor<?x2xf32>
            %reshape = tensor.reshape %arg2(%arg5) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<2x8xf32>
            %concat = tensor.concat dim(0) %arg2, %arg2 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
            %collapsed = tensor.collapse_shape %arg2 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
            %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [2, 8] : tensor<16xf32> into tensor<2x8xf32>
            "test.use"(%0, %cast, %dim, %rank, %1, %extracted, %inserted, %from_elements, %splat, %reshape, %concat, %expanded) : (tensor<4xf32>, tensor<?x4xf32>, index, index, tensor<?x4xf32>, f32, tensor<4x4xf32>, tensor<2xf32>, tensor<?x2xf32>, tensor<2x8xf32>, tensor<8x4xf32>, tensor<2x8xf32>) -> ()
            return
          }
        }
        """);
  }

  @Test
  void slicesGatherAndRegions() {
    Builder b = new Builder(ctx);
    Operation module = module(b, List.of(index, f32, tensor(f32, 8, 8), tensor(index, 2, 1)));
    Value i = arg(b, 0);
    Value f = arg(b, 1);
    Value t = arg(b, 2);
    Value idx = arg(b, 3);
    ExtractSliceOp slice = ExtractSliceOp.create(b, LOC, t, mixed(i, 0L), mixed(4L, 4L), mixed(1L, 2L));
    ExtractSliceOp reduced = ExtractSliceOp.create(b, LOC, tensor(f32, 4), t, mixed(0L, i), mixed(1L, 4L),
        mixed(1L, 1L));
    InsertSliceOp insert = InsertSliceOp.create(b, LOC, slice.result(), t, mixed(0L, 0L), mixed(4L, 4L),
        mixed(2L, 1L));
    GatherOp gather = GatherOp.create(b, LOC, tensor(f32, 2, 8), t, idx, new long[] {0}, true);
    ScatterOp scatter = ScatterOp.create(b, LOC, gather.result(), t, idx, new long[] {0}, true);
    GenerateOp generate = GenerateOp.create(b, LOC, tensor(f32, DYN, 3), List.of(i), (bb, l, ivs) -> f);
    PadOp pad = PadOp.create(b, LOC, null, t, mixed(1L, i), mixed(2L, 0L), f, false);
    PadOp nofold = PadOp.create(b, LOC, null, t, mixed(0L, 0L), mixed(0L, 0L), f, true);
    finish(b, module, reduced.result(), insert.result(), scatter.result(), generate.result(), pad.result(),
        nofold.result());

    assertThat(slice.source()).isEqualTo(t);
    assertThat(slice.offsets()).containsExactly(i);
    assertThat(slice.staticOffsets()).asList().containsExactly(DYN, 0L).inOrder();
    assertThat(slice.staticSizes()).asList().containsExactly(4L, 4L).inOrder();
    assertThat(slice.mixedOffsets().get(0).value()).isEqualTo(i);
    assertThat(slice.mixedStrides().get(1).attr()).isEqualTo(jopt.ir.attr.IntegerAttr.getI64(2));
    assertThat(reduced.droppedDims()).asList().containsExactly(true, false).inOrder();
    assertThat(insert.dpsInits()).containsExactly(t);
    assertThat(insert.dest()).isEqualTo(t);
    assertThat(insert.staticStrides()).asList().containsExactly(2L, 1L).inOrder();
    assertThat(gather.gatherDims()).asList().containsExactly(0L);
    assertThat(gather.unique()).isTrue();
    assertThat(pad.low()).containsExactly(i);
    assertThat(pad.staticHigh()).asList().containsExactly(2L, 0L).inOrder();
    assertThat(nofold.nofold()).isTrue();
    assertThat(print(module)).isEqualTo("""
        module {
          func.func @f(%arg0: index, %arg1: f32, %arg2: tensor<8x8xf32>, %arg3: tensor<2x1xindex>) {
            %extracted_slice = tensor.extract_slice %arg2[%arg0, 0] [4, 4] [1, 2] : tensor<8x8xf32> to tensor<4x4xf32>
            %extracted_slice_0 = tensor.extract_slice %arg2[0, %arg0] [1, 4] [1, 1] : tensor<8x8xf32> to tensor<4xf32>
            %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[0, 0] [4, 4] [2, 1] : tensor<4x4xf32> into tensor<8x8xf32>
            %gather = tensor.gather %arg2[%arg3] gather_dims([0]) unique : (tensor<8x8xf32>, tensor<2x1xindex>) -> tensor<2x8xf32>
            %scatter = tensor.scatter %gather into %arg2[%arg3] scatter_dims([0]) unique : (tensor<2x8xf32>, tensor<8x8xf32>, tensor<2x1xindex>) -> tensor<8x8xf32>
            %generated = tensor.generate %arg0 {
            ^bb0(%arg4: index, %arg5: index):
              tensor.yield %arg1 : f32
            } : tensor<?x3xf32>
            %padded = tensor.pad %arg2 low[1, %arg0] high[2, 0] {
            ^bb0(%arg4: index, %arg5: index):
              tensor.yield %arg1 : f32
            } : tensor<8x8xf32> to tensor<11x?xf32>
            %padded_1 = tensor.pad %arg2 nofold low[0, 0] high[0, 0] {
            ^bb0(%arg4: index, %arg5: index):
              tensor.yield %arg1 : f32
            } : tensor<8x8xf32> to tensor<8x8xf32>
            "test.use"(%extracted_slice_0, %inserted_slice, %scatter, %generated, %padded, %padded_1) : (tensor<4xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<?x3xf32>, tensor<11x?xf32>, tensor<8x8xf32>) -> ()
            return
          }
        }
        """);
  }

  @Test
  void accessorsOfGenericallyBuiltOps() {
    jopt.ir.Block b = jopt.dialects.TestBlocks.args(ctx, tensor(f32, 8), tensor(f32, 4), index);
    OperationState st = ParallelInsertSliceOp.SPEC.newState(LOC);
    st.addOperand(b.getArgument(1)).addOperand(b.getArgument(0)).addOperand(b.getArgument(2));
    st.addAttribute("static_offsets", DenseArrayAttr.i64(DYN));
    st.addAttribute("static_sizes", DenseArrayAttr.i64(4));
    st.addAttribute("static_strides", DenseArrayAttr.i64(1));
    OpSpec.setOperandSegmentSizes(st, 1, 1, 1, 0, 0);
    ParallelInsertSliceOp op = ParallelInsertSliceOp.of(Operation.create(ctx, st));
    assertThat(op.source()).isEqualTo(b.getArgument(1));
    assertThat(op.dest()).isEqualTo(b.getArgument(0));
    assertThat(op.offsets()).containsExactly(b.getArgument(2));
    assertThat(op.sizes()).isEmpty();
    assertThat(op.mixedSizes().get(0).attr()).isEqualTo(jopt.ir.attr.IntegerAttr.getI64(4));
    assertThat(op.destType()).isEqualTo(tensor(f32, 8));
  }
}
