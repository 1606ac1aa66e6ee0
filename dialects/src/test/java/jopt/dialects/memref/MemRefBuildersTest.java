package jopt.dialects.memref;

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
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;
import org.junit.jupiter.api.Test;

/**
 * Every memref op built only through its typed builder verifies and prints as mlir-opt-22
 * prints the same program parsed from text (the expected text is its output); the typed
 * accessors give back the parts of ops built generically, as the generic parser builds them.
 */
class MemRefBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
  private final List<String> errors = new ArrayList<>();
  private final Type f32 = FloatType.F32;
  private final Type index = IndexType.get();
  private final Type i8 = IntegerType.get(8);
  private final Type i32 = IntegerType.get(32);

  MemRefBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private static MemRefType memref(Type element, long... shape) {
    return MemRefType.get(shape, element);
  }

  private Operation module(Builder b, List<Type> args) {
    return TestModules.moduleWithFunction(ctx, b, args);
  }

  private static Value arg(Builder b, int i) {
    return TestModules.arg(b, i);
  }

  private void finish(Builder b, Operation module) {
    TestModules.returnAndVerify(ctx, errors, b, module);
  }

  private static String print(Operation op) {
    return AsmPrinter.print(op, PrintingFlags.defaults());
  }

  @Test
  void allocationsAndAccesses() {
    Builder b = new Builder(ctx);
    Operation module = module(b, List.of(index, f32, memref(f32, 4, 4)));
    Value i = arg(b, 0);
    Value v = arg(b, 1);
    Value m = arg(b, 2);
    MemRefType dyn = MemRefType.get(new long[] {MemRefType.DYNAMIC}, f32);
    AllocOp alloc = AllocOp.create(b, LOC, dyn, List.of(i), List.of(), 64L);
    AllocaOp alloca = AllocaOp.create(b, LOC, memref(i8, 16));
    ReallocOp realloc = ReallocOp.create(b, LOC, memref(f32, 8), alloc.memref(), null);
    LoadOp load = LoadOp.create(b, LOC, m, List.of(i, i));
    StoreOp.create(b, LOC, v, m, List.of(i, i));
    AtomicRMWOp rmw = AtomicRMWOp.create(b, LOC, "maximumf", v, m, List.of(i, i));
    GenericAtomicRMWOp generic = GenericAtomicRMWOp.create(b, LOC, m, List.of(i, i));
    Builder inner = new Builder(ctx);
    inner.setInsertionPointToEnd(generic.atomicBody().front());
    AtomicYieldOp.create(inner, LOC, generic.currentValue());
    PrefetchOp.create(b, LOC, m, List.of(i, i), true, 2, false);
    CopyOp.create(b, LOC, alloca.memref(), alloca.memref());
    DeallocOp.create(b, LOC, realloc.result());
    finish(b, module);

    assertThat(alloc.dynamicSizes()).containsExactly(i);
    assertThat(alloc.alignment()).isEqualTo(64L);
    assertThat(alloca.alignment()).isNull();
    assertThat(load.indices()).containsExactly(i, i).inOrder();
    assertThat(rmw.kind()).isEqualTo("maximumf");
    assertThat(print(module)).isEqualTo("""
        module {
          func.func @f(%arg0: index, %arg1: f32, %arg2: memref<4x4xf32>) {
            %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
            %alloca = memref.alloca() : memref<16xi8>
            %0 = memref.realloc %alloc : memref<?xf32> to memref<8xf32>
            %1 = memref.load %arg2[%arg0, %arg0] : memref<4x4xf32>
            memref.store %arg1, %arg2[%arg0, %arg0] : memref<4x4xf32>
            %2 = memref.atomic_rmw maximumf %arg1, %arg2[%arg0, %arg0] : (f32, memref<4x4xf32>) -> f32
            %3 = memref.generic_atomic_rmw %arg2[%arg0, %arg0] : memref<4x4xf32> {
            ^bb0(%arg3: f32):
              memref.atomic_yield %arg3 : f32
            }
            memref.prefetch %arg2[%arg0, %arg0], write, locality<2>, instr : memref<4x4xf32>
            memref.copy %alloca, %alloca : memref<16xi8> to memref<16xi8>
            memref.dealloc %0 : memref<8xf32>
            return
          }
        }
        """);
  }

  @Test
  void viewsAndCasts() {
    Builder b = new Builder(ctx);
    Operation module = module(b, List.of(index, memref(f32, 8, 8), memref(i8, 64),
        UnrankedMemRefType.get(f32, null), memref(index, 2)));
    Value i = arg(b, 0);
    Value m = arg(b, 1);
    Value buf = arg(b, 2);
    Value u = arg(b, 3);
    Value shape = arg(b, 4);
    long d = MemRefType.DYNAMIC;
    ViewOp view = ViewOp.create(b, LOC, MemRefType.get(new long[] {d, 2}, f32), buf, i, List.of(i));
    SubViewOp sub = SubViewOp.create(b, LOC, m, new long[] {d, 2}, new long[] {4, 4}, new long[] {1, 1},
        List.of(i), List.of(), List.of());
    CastOp cast = CastOp.create(b, LOC, MemRefType.get(new long[] {d, d}, f32), m);
    MemorySpaceCastOp.create(b, LOC, MemRefType.get(new long[] {8, 8}, f32, null, IntegerAttr.getI64(3)), m);
    ReinterpretCastOp rc = ReinterpretCastOp.create(b, LOC,
        (MemRefType) ShapedTypes.memref(new long[] {4, d}, f32, ShapedTypes.stridedLayout(d, new long[] {d, 1}), null),
        u, d, new long[] {4, d}, new long[] {d, 1}, List.of(i), List.of(i), List.of(i));
    ReshapeOp.create(b, LOC, MemRefType.get(new long[] {d, d}, f32), m, shape);
    CollapseShapeOp collapse = CollapseShapeOp.create(b, LOC, m, List.of(new long[] {0, 1}));
    ExpandShapeOp.create(b, LOC, new long[] {2, 32}, collapse.result(), List.of(new long[] {0, 1}));
    TransposeOp.create(b, LOC, m, new int[] {1, 0});
    AssumeAlignmentOp align = AssumeAlignmentOp.create(b, LOC, m, 32);
    DistinctObjectsOp distinct = DistinctObjectsOp.create(b, LOC, List.of(m, cast.dest()));
    finish(b, module);

    assertThat(view.sizes()).containsExactly(i);
    assertThat(sub.staticOffsets()).asList().containsExactly(d, 2L).inOrder();
    assertThat(sub.offsets()).containsExactly(i);
    assertThat(rc.strides()).containsExactly(i);
    assertThat(collapse.reassociation().get(0)).asList().containsExactly(0L, 1L).inOrder();
    assertThat(align.alignment()).isEqualTo(32);
    assertThat(distinct.results()).hasSize(2);
    assertThat(print(module)).isEqualTo("""
        module {
          func.func @f(%arg0: index, %arg1: memref<8x8xf32>, %arg2: memref<64xi8>, %arg3: memref<*xf32>, %arg4: memref<2xindex>) {
            %view = memref.view %arg2[%arg0][%arg0] : memref<64xi8> to memref<?x2xf32>
            %subview = memref.subview %arg1[%arg0, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
            %cast = memref.cast %arg1 : memref<8x8xf32> to memref<?x?xf32>
            %memspacecast = memref.memory_space_cast %arg1 : memref<8x8xf32> to memref<8x8xf32, 3>
            %reinterpret_cast = memref.reinterpret_cast %arg3 to offset: [%arg0], sizes: [4, %arg0], strides: [%arg0, 1] : memref<*xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
            %reshape = memref.reshape %arg1(%arg4) : (memref<8x8xf32>, memref<2xindex>) -> memref<?x?xf32>
            %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<8x8xf32> into memref<64xf32>
            %expand_shape = memref.expand_shape %collapse_shape [[0, 1]] output_shape [2, 32] : memref<64xf32> into memref<2x32xf32>
            %transpose = memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
            %assume_align = memref.assume_alignment %arg1, 32 : memref<8x8xf32>
            %0:2 = memref.distinct_objects %arg1, %cast : memref<8x8xf32>, memref<?x?xf32>
            return
          }
        }
        """);
  }

  @Test
  void metadataGlobalsDmaAndScopes() {
    Builder b = new Builder(ctx);
    OperationState ms = new OperationState(LOC, "builtin.module");
    Block body = ms.addRegion().emplaceBlock();
    Operation module = Operation.create(ctx, ms);
    b.setInsertionPointToEnd(body);
    GlobalOp global = GlobalOp.create(b, LOC, "g", "private", memref(f32, 2), null, true, 16L);
    b.setInsertionPointToEnd(body);
    OperationState fs = new OperationState(LOC, "func.func");
    List<Type> args = List.of(index, memref(f32, 4, d()), memref(i32, 1), f32);
    fs.addAttribute("function_type", TypeAttr.get(FunctionType.get(args, List.of())));
    fs.addAttribute("sym_name", Attrs.string("f"));
    Block entry = fs.addRegion().emplaceBlock();
    args.forEach(t -> entry.addArgument(t, LOC));
    b.create(fs);
    b.setInsertionPointToEnd(entry);
    Value i = entry.getArgument(0);
    Value m = entry.getArgument(1);
    Value tag = entry.getArgument(2);
    Value v = entry.getArgument(3);
    GetGlobalOp get = GetGlobalOp.create(b, LOC, memref(f32, 2), "g");
    ExtractStridedMetadataOp meta = ExtractStridedMetadataOp.create(b, LOC, m);
    ExtractAlignedPointerAsIndexOp.create(b, LOC, m);
    DimOp dim = DimOp.create(b, LOC, m, i);
    RankOp.create(b, LOC, m);
    DmaStartOp dma = DmaStartOp.create(b, LOC, get.result(), List.of(i), get.result(), List.of(i), i, tag,
        List.of(i), i, i);
    DmaWaitOp.create(b, LOC, tag, List.of(i), i);
    AllocaScopeOp scope = AllocaScopeOp.create(b, LOC, List.of(f32));
    Builder inner = new Builder(ctx);
    inner.setInsertionPointToEnd(scope.bodyRegion().front());
    AllocaOp.create(inner, LOC, memref(f32, 4));
    AllocaScopeReturnOp.create(inner, LOC, List.of(v));
    TestModules.returnAndVerify(ctx, errors, b, module);

    assertThat(global.symName()).isEqualTo("g");
    assertThat(global.constant()).isTrue();
    assertThat(global.isExternal()).isTrue();
    assertThat(get.name()).isEqualTo("g");
    assertThat(meta.sizes()).hasSize(2);
    assertThat(meta.strides()).hasSize(2);
    assertThat(dim.index()).isEqualTo(i);
    assertThat(dma.isStrided()).isTrue();
    assertThat(dma.tagMemRef()).isEqualTo(tag);
    assertThat(dma.numElementsPerStride()).isEqualTo(i);
    assertThat(scope.results()).hasSize(1);
    assertThat(print(module)).isEqualTo("""
        module {
          memref.global "private" constant @g : memref<2xf32> {alignment = 16 : i64}
          func.func @f(%arg0: index, %arg1: memref<4x?xf32>, %arg2: memref<1xi32>, %arg3: f32) {
            %0 = memref.get_global @g : memref<2xf32>
            %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
            %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<4x?xf32> -> index
            %dim = memref.dim %arg1, %arg0 : memref<4x?xf32>
            %1 = memref.rank %arg1 : memref<4x?xf32>
            memref.dma_start %0[%arg0], %0[%arg0], %arg0, %arg2[%arg0], %arg0, %arg0 : memref<2xf32>, memref<2xf32>, memref<1xi32>
            memref.dma_wait %arg2[%arg0], %arg0 : memref<1xi32>
            %2 = memref.alloca_scope  -> (f32) {
              %alloca = memref.alloca() : memref<4xf32>
              memref.alloca_scope.return %arg3 : f32
            }
            return
          }
        }
        """);
  }

  private static long d() {
    return MemRefType.DYNAMIC;
  }

  /** Accessors on ops built in generic form (operands, properties), as the generic parser builds them. */
  @Test
  void accessorsOfGenericOps() {
    Block args = jopt.dialects.TestBlocks.args(ctx, index, memref(f32, 8), f32);
    Value i = args.getArgument(0);
    Value m = args.getArgument(1);
    OperationState st = new OperationState(LOC, "memref.subview");
    st.addOperand(m).addOperand(i).addOperand(i);
    st.addAttribute("operandSegmentSizes", Attrs.denseI32(new long[] {1, 1, 1, 0}));
    st.addAttribute("static_offsets", Attrs.denseI64(new long[] {d()}));
    st.addAttribute("static_sizes", Attrs.denseI64(new long[] {d()}));
    st.addAttribute("static_strides", Attrs.denseI64(new long[] {1}));
    st.addType(ShapedTypes.memref(new long[] {d()}, f32, ShapedTypes.stridedLayout(d(), new long[] {1}), null));
    SubViewOp sub = SubViewOp.of(Operation.create(ctx, st));
    assertThat(sub.source()).isEqualTo(m);
    assertThat(sub.offsets()).containsExactly(i);
    assertThat(sub.sizes()).containsExactly(i);
    assertThat(sub.strides()).isEmpty();
    assertThat(sub.staticStrides()).asList().containsExactly(1L);

    OperationState ls = new OperationState(LOC, "memref.load");
    ls.addOperand(m).addOperand(i).addType(f32);
    ls.addAttribute("nontemporal", Attrs.bool(true));
    LoadOp load = LoadOp.of(Operation.create(ctx, ls));
    assertThat(load.nontemporal()).isTrue();
    assertThat(load.alignment()).isNull();
    assertThat(load.memref()).isEqualTo(m);

    OperationState ps = new OperationState(LOC, "memref.prefetch");
    ps.addOperand(m).addOperand(i);
    ps.addAttribute("isWrite", Attrs.bool(false));
    ps.addAttribute("localityHint", IntegerAttr.get(i32, 3));
    ps.addAttribute("isDataCache", Attrs.bool(true));
    PrefetchOp prefetch = PrefetchOp.of(Operation.create(ctx, ps));
    assertThat(prefetch.isWrite()).isFalse();
    assertThat(prefetch.localityHint()).isEqualTo(3);
    assertThat(prefetch.isDataCache()).isTrue();
    assertThat(prefetch.indices()).containsExactly(i);
  }
}
