package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Attribute;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;

/**
 * memref.extract_strided_metadata: {@code %source : type -> base, offset, sizes..., strides...
 * attr-dict}; results are named {@code %base_buffer, %offset, %sizes:N, %strides:N}.
 */
@Op
public final class ExtractStridedMetadataOp extends ExtractStridedMetadataOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.extract_strided_metadata")
      .summary("Extracts a buffer base with offset and strides")
      .operand("source", MemRefConstraints.STRIDED_MEMREF)
      .result("base_buffer", MemRefConstraints.STRIDED_MEMREF_RANK_0)
      .result("offset", TypeConstraints.INDEX)
      .variadicResult("sizes", TypeConstraints.INDEX)
      .variadicResult("strides", TypeConstraints.INDEX)
      .sameVariadicResultSize()
      .format("$source `:` type($source) `->` type(results) attr-dict")
      .build();

  ExtractStridedMetadataOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.extract_strided_metadata %source}; the result types are inferred. */
  public static ExtractStridedMetadataOp create(Builder b, Location loc, Value source) {
    OperationState st = SPEC.newState(loc).addOperand(source);
    st.addTypes(inferResultTypes((MemRefType) source.getType()));
    return new ExtractStridedMetadataOp(b.create(st));
  }

  /** MLIR's inferReturnTypes: a rank-0 base buffer, then 1 + 2 * rank indices. */
  static List<Type> inferResultTypes(MemRefType source) {
    List<Type> types = new ArrayList<>();
    types.add(ShapedTypes.memref(new long[0], source.getElementType(), null, source.getMemorySpace()));
    for (int i = 0; i < 1 + 2 * source.getRank(); i++) {
      types.add(ShapedTypes.index());
    }
    return types;
  }

  /** The definition: the result types InferTypeOpInterface checks. */
  public static final class Def extends OpDefinition implements ViewLikeOpInterface, Traits.Pure {
    public Def() {
      super(SPEC);
    }

    /** MLIR's verifyInferredResultTypes. */
    @Override
    public boolean verify(Operation op) {
      List<Type> inferred = inferResultTypes((MemRefType) ExtractStridedMetadataOp.of(op).source().getType());
      List<Type> actual = op.getResultTypes();
      if (inferred.equals(actual)) {
        return true;
      }
      List<String> want = new ArrayList<>();
      List<String> got = new ArrayList<>();
      inferred.forEach(t -> want.add(Asm.quote(t)));
      actual.forEach(t -> got.add(Asm.quote(t)));
      // MLIR reports the mismatch at the op's location without the op attached, then fails.
      op.getContext().getDiagEngine().emit(new Diagnostic(Diagnostic.Severity.ERROR, op.getLoc(),
          "'" + op.getName() + "' op inferred type(s) " + String.join(", ", want)
              + " are incompatible with return type(s) of operation " + String.join(", ", got)));
      op.emitOpError("failed to infer returned types");
      return false;
    }

    /**
     * The cast part of MLIR's fold: metadata of a cast of a ranked memref is that of the
     * memref, in place. (MLIR's fold also replaces uses of results known statically by
     * constants it creates; a jopt folder does not create ops.)
     */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      Operation prev = ExtractStridedMetadataOp.of(op).source().getDefiningOp();
      if (prev != null && prev.getName().equals(CastOp.SPEC.name())
          && CastOp.of(prev).source().getType() instanceof MemRefType) {
        op.setOperand(0, CastOp.of(prev).source());
        return true;
      }
      return false;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      ExtractStridedMetadataOp extractStridedMetadata = ExtractStridedMetadataOp.of(op);
      setName.accept(extractStridedMetadata.baseBuffer(), "base_buffer");
      setName.accept(extractStridedMetadata.offset(), "offset");
      int rank = (op.getNumResults() - 2) / 2;
      if (rank > 0) {
        setName.accept(op.getResult(2), "sizes");
        setName.accept(op.getResult(2 + rank), "strides");
      }
    }
  }
}
