package jopt.dialects.bufferization;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestModules;
import jopt.dialects.TestBlocks;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import org.junit.jupiter.api.Test;

/**
 * Every bufferization op built with its typed builder: the module verifies and prints exactly
 * as mlir-opt-22 prints the same program parsed from text (the expected string is its output);
 * and the typed accessors read ops built generically, as the parser builds them.
 */
class BufferizationBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
  private final List<String> errors = new ArrayList<>();
  private final Type memref = MemRefType.get(new long[] {8}, FloatType.F32);
  private final RankedTensorType tensor = RankedTensorType.get(new long[] {8}, FloatType.F32);
  private final RankedTensorType dynTensor = RankedTensorType.get(new long[] {RankedTensorType.DYNAMIC},
      FloatType.F32);
  private final Type i1 = IntegerType.get(1);

  BufferizationBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  /** {@code func.func @buf(%m: memref<8xf32>, %t: tensor<8xf32>, %d: index, %c: i1)}. */
  private Operation buildModule() {
    OperationState ms = new OperationState(LOC, "builtin.module");
    Block moduleBody = ms.addRegion().emplaceBlock();
    Operation module = Operation.create(ctx, ms);
    Builder b = new Builder(ctx);
    List<Type> inputs = List.of(memref, tensor, IndexType.get(), i1);
    OperationState fs = new OperationState(LOC, "func.func");
    fs.addAttribute("function_type", TypeAttr.get(FunctionType.get(inputs, List.of())));
    fs.addAttribute("sym_name", StringAttr.get("buf"));
    Block entry = b.createBlock(fs.addRegion(), inputs, LOC);
    b.setInsertionPointToEnd(moduleBody);
    b.create(fs);
    b.setInsertionPointToEnd(entry);
    Value m = entry.getArgument(0);
    Value t = entry.getArgument(1);
    Value d = entry.getArgument(2);
    Value c = entry.getArgument(3);

    AllocTensorOp dyn = AllocTensorOp.create(b, LOC, dynTensor, List.of(d), null);
    AllocTensorOp copy = AllocTensorOp.create(b, LOC, tensor, List.of(), t);
    CloneOp clone = CloneOp.create(b, LOC, m);
    ToTensorOp toTensor = ToTensorOp.create(b, LOC, clone.output(), true, true);
    ToBufferOp toBuffer = ToBufferOp.create(b, LOC, memref, toTensor.result(), true);
    MaterializeInDestinationOp.create(b, LOC, copy.result(), m);
    MaterializeInDestinationOp.create(b, LOC, copy.result(), t);
    DeallocTensorOp.create(b, LOC, dyn.result());
    DeallocOp.create(b, LOC, List.of(clone.output()), List.of(c), List.of(toBuffer.buffer()));
    b.create(LOC, "func.return", List.of(), List.of(), null);
    return module;
  }

  @Test
  void builtOpsVerifyAndPrintAsMlirOptPrintsThem() {
    TestModules.assertPrints(ctx, errors, buildModule(), """
        module {
          func.func @buf(%arg0: memref<8xf32>, %arg1: tensor<8xf32>, %arg2: index, %arg3: i1) {
            %0 = bufferization.alloc_tensor(%arg2) : tensor<?xf32>
            %1 = bufferization.alloc_tensor() copy(%arg1) : tensor<8xf32>
            %2 = bufferization.clone %arg0 : memref<8xf32> to memref<8xf32>
            %3 = bufferization.to_tensor %2 restrict writable : memref<8xf32> to tensor<8xf32>
            %4 = bufferization.to_buffer %3 read_only : tensor<8xf32> to memref<8xf32>
            bufferization.materialize_in_destination %1 in writable %arg0 : (tensor<8xf32>, memref<8xf32>) -> ()
            %5 = bufferization.materialize_in_destination %1 in %arg1 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
            bufferization.dealloc_tensor %0 : tensor<?xf32>
            %6 = bufferization.dealloc (%2 : memref<8xf32>) if (%arg3) retain (%4 : memref<8xf32>)
            return
          }
        }
        """);
  }

  @Test
  void accessorsReadGenericallyBuiltOps() {
    Block args = TestBlocks.args(ctx, memref, tensor, IndexType.get(), i1);
    Value m = args.getArgument(0);
    Value t = args.getArgument(1);
    Value d = args.getArgument(2);
    Value c = args.getArgument(3);

    OperationState as = new OperationState(LOC, "bufferization.alloc_tensor");
    as.addOperands(List.of(t, d)).addType(tensor);
    as.addAttribute("operandSegmentSizes", DenseArrayAttr.ofI32(new int[] {0, 1, 1}));
    as.addAttribute("memory_space", IntegerAttr.getI64(1));
    AllocTensorOp alloc = AllocTensorOp.of(Operation.create(ctx, as));
    assertThat(alloc.dynamicSizes()).isEmpty();
    assertThat(alloc.copy()).isEqualTo(t);
    assertThat(alloc.sizeHint()).isEqualTo(d);
    assertThat(alloc.memorySpaceAttr()).isEqualTo(IntegerAttr.getI64(1));

    OperationState ds = new OperationState(LOC, "bufferization.dealloc");
    ds.addOperands(List.of(m, m, c, c, m)).addType(i1);
    ds.addAttribute("operandSegmentSizes", DenseArrayAttr.ofI32(new int[] {2, 2, 1}));
    DeallocOp dealloc = DeallocOp.of(Operation.create(ctx, ds));
    assertThat(dealloc.memrefs()).containsExactly(m, m);
    assertThat(dealloc.conditions()).containsExactly(c, c);
    assertThat(dealloc.retained()).containsExactly(m);
    assertThat(dealloc.updatedConditions()).hasSize(1);

    OperationState ts = new OperationState(LOC, "bufferization.to_tensor");
    ts.addOperand(m).addType(tensor);
    ts.addAttribute("writable", UnitAttr.get());
    ToTensorOp toTensor = ToTensorOp.of(Operation.create(ctx, ts));
    assertThat(toTensor.buffer()).isEqualTo(m);
    assertThat(toTensor.writable()).isTrue();
    assertThat(toTensor.restrict()).isFalse();

    OperationState mi = new OperationState(LOC, "bufferization.materialize_in_destination");
    mi.addOperands(List.of(t, m));
    MaterializeInDestinationOp mat = MaterializeInDestinationOp.of(Operation.create(ctx, mi));
    assertThat(mat.source()).isEqualTo(t);
    assertThat(mat.dest()).isEqualTo(m);
    assertThat(mat.result()).isNull();

    assertThrows(IllegalArgumentException.class, () -> CloneOp.of(mat.getOperation()));
  }
}
