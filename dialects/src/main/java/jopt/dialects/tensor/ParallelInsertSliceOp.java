package jopt.dialects.tensor;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.parallel_insert_slice: {@code %source into %dest[o] [s] [t] attr-dict : S into D}; one
 * thread's slice update, combined by the enclosing {@code scf.forall.in_parallel}.
 */
public final class ParallelInsertSliceOp extends OpView implements OffsetSizeAndStrideOp {
  public static final OpSpec SPEC = SliceParts.declare(OpSpec.op("tensor.parallel_insert_slice")
      .summary("Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op.")
      .operand("source", TensorTypes.RANKED)
      .operand("dest", TensorTypes.RANKED))
      .build();

  /** The ops implementing InParallelOpInterface. */
  static final List<String> PARALLEL_PARENTS = List.of("scf.forall.in_parallel");

  private ParallelInsertSliceOp(Operation op) {
    super(op);
  }

  public static ParallelInsertSliceOp of(Operation op) {
    return new ParallelInsertSliceOp(checked(op, SPEC));
  }

  /** Creates the update of {@code dest} by {@code source} at the given offsets, sizes and strides. */
  public static ParallelInsertSliceOp create(Builder b, Location loc, Value source, Value dest,
      List<OpFoldResult> offsets, List<OpFoldResult> sizes, List<OpFoldResult> strides) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperand(dest);
    InsertSliceOp.addSlice(st, offsets, sizes, strides, 2);
    return new ParallelInsertSliceOp(b.create(st));
  }

  public Value source() {
    return getOperation().getOperand(0);
  }

  public Value dest() {
    return getOperation().getOperand(1);
  }

  @Override
  public List<Value> offsets() {
    return operands(2);
  }

  @Override
  public List<Value> sizes() {
    return operands(3);
  }

  @Override
  public List<Value> strides() {
    return operands(4);
  }

  @Override
  public long[] staticOffsets() {
    return TensorAsm.i64s(attr("static_offsets"));
  }

  @Override
  public long[] staticSizes() {
    return TensorAsm.i64s(attr("static_sizes"));
  }

  @Override
  public long[] staticStrides() {
    return TensorAsm.i64s(attr("static_strides"));
  }

  public RankedTensorType sourceType() {
    return (RankedTensorType) source().getType();
  }

  public RankedTensorType destType() {
    return (RankedTensorType) dest().getType();
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly, the parent check and the slice checks. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      InsertSliceOp.parseInsert(p, result, SPEC, false);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      InsertSliceOp.printInsert(p, of(op), op.getOperand(0), op.getOperand(1));
    }

    @Override
    public boolean verify(Operation op) {
      ParallelInsertSliceOp v = of(op);
      if (!SliceVerifier.verifyInterface(v, v.destType().getRank())) {
        return false;
      }
      Operation parent = op.getParentOp();
      if (parent == null || !PARALLEL_PARENTS.contains(parent.getName())) {
        String printed = parent == null ? "" : AsmPrinter.print(parent,
            PrintingFlags.defaults().withGenericOpForm(true).withLocalScope(true));
        op.emitError("expected InParallelOpInterface parent, got:" + (printed.contains("\n") ? "\n" : "") + printed);
        return false;
      }
      return SliceVerifier.verifySlice(v, v.destType(), v.sourceType());
    }
  }
}
