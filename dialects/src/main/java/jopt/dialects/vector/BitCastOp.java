package jopt.dialects.vector;

import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Attribute;
import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.VectorType;

/** vector.bitcast: {@code %v : vector<4xf32> to vector<8xi16>}; the minor 1-D bits in another element type. */
@Op
public final class BitCastOp extends BitCastOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.bitcast")
      .summary("bitcast casts between vectors")
      .operand("source", VectorConstraints.VECTOR)
      .result("result", VectorConstraints.VECTOR)
      .predicate("all of {source, result} have same rank", op -> ((VectorType) BitCastOp.of(op).source().getType()).getRank()
          == ((VectorType) BitCastOp.of(op).result().getType()).getRank())
      .format("$source attr-dict `:` type($source) `to` type($result)")
      .build();

  BitCastOp(Operation op) {
    super(op);
  }

  /** The size in bits of an element type, as MLIR's default data layout has it (index: 64). */
  static long bitWidth(Type t) {
    if (t instanceof IntegerType i) {
      return i.getWidth();
    }
    if (t instanceof FloatType f) {
      return f.getWidth();
    }
    if (t instanceof IndexType) {
      return 64;
    }
    if (t instanceof VectorType v) {
      return bitWidth(v.getElementType()) * VectorTypes.numElements(v);
    }
    return 0;
  }

  /** The definition: MLIR's bit-width checks; folders. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      BitCastOp bitCast = BitCastOp.of(op);
      VectorType source = (VectorType) bitCast.source().getType();
      VectorType result = (VectorType) bitCast.result().getType();
      for (int i = 0; i < source.getRank() - 1; i++) {
        if (source.getDimSize(i) != result.getDimSize(i)) {
          op.emitOpError("dimension size mismatch at: " + i);
          return false;
        }
      }
      long sb = bitWidth(source.getElementType());
      long rb = bitWidth(result.getElementType());
      if (source.getRank() == 0) {
        if (sb != rb) {
          op.emitOpError("source/result bitwidth of the 0-D vector element types must be equal");
          return false;
        }
      } else if (sb * source.getDimSize(source.getRank() - 1) != rb * result.getDimSize(result.getRank() - 1)) {
        op.emitOpError("source/result bitwidth of the minor 1-D vectors must be equal");
        return false;
      }
      return true;
    }
  
    /** A no-op cast, cancelling casts and a cast chain shortened. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      BitCastOp bitCast = BitCastOp.of(op);
      if (bitCast.source().getType().equals(bitCast.result().getType())) {
        results.add(OpFoldResult.of(bitCast.source()));
        return true;
      }
      Operation other = bitCast.source().getDefiningOp();
      if (other != null && BitCastOp.isa(other)) {
        if (bitCast.result().getType().equals(BitCastOp.of(other).source().getType())) {
          results.add(OpFoldResult.of(BitCastOp.of(other).source()));
        } else {
          op.setOperand(0, BitCastOp.of(other).source());
        }
        return true;
      }
      return false;
    }
  }
}
