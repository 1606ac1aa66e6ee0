package jopt.dialects.tensor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.FunctionType;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.gather: {@code %source[%indices] gather_dims([..]) unique? attr-dict : (S, I) -> R};
 * extracts the slices of {@code source} at the coordinates in {@code indices}.
 */
public final class GatherOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.gather")
      .summary("gather a subset of a tensor at specified indices")
      .operand("source", TensorTypes.RANKED)
      .operand("indices", TensorTypes.RANKED_INT_OR_INDEX)
      .attr("gather_dims", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("unique", AttrConstraints.UNIT)
      .result("result", TensorTypes.RANKED)
      .build();

  private GatherOp(Operation op) {
    super(op);
  }

  public static GatherOp of(Operation op) {
    return new GatherOp(checked(op, SPEC));
  }

  /** Creates the gather with the given result type (see {@link #inferResultType}). */
  public static GatherOp create(Builder b, Location loc, RankedTensorType resultType, Value source, Value indices,
      long[] gatherDims, boolean unique) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperand(indices).addType(resultType);
    st.addAttribute("gather_dims", TensorAsm.i64Array(gatherDims));
    if (unique) {
      st.addAttribute("unique", UnitAttr.get());
    }
    return new GatherOp(b.create(st));
  }

  /**
   * MLIR's GatherOp::inferResultType: the leading dims of {@code indices}, then the source dims,
   * gathered ones as 1 (or dropped when {@code rankReduced}).
   */
  public static RankedTensorType inferResultType(RankedTensorType source, RankedTensorType indices,
      long[] gatherDims, boolean rankReduced) {
    List<Long> shape = new ArrayList<>();
    long[] idx = indices.getShape();
    for (int i = 0; i + 1 < idx.length; i++) {
      shape.add(idx[i]);
    }
    for (int d = 0; d < source.getRank(); d++) {
      if (Arrays.binarySearch(gatherDims, d) >= 0) {
        if (!rankReduced) {
          shape.add(1L);
        }
        continue;
      }
      shape.add(source.getDimSize(d));
    }
    long[] s = new long[shape.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = shape.get(i);
    }
    return RankedTensorType.get(s, source.getElementType(), source.getEncoding());
  }

  public Value source() {
    return getOperation().getOperand(0);
  }

  public Value indices() {
    return getOperation().getOperand(1);
  }

  public long[] gatherDims() {
    return TensorAsm.i64s(attr("gather_dims"));
  }

  public boolean unique() {
    return getOperation().getAttr("unique") != null;
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly and the dims and result-type checks. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand source = p.parseOperand();
      p.parseLSquare();
      UnresolvedOperand indices = p.parseOperand();
      p.parseRSquare();
      parseDims(p, result, "gather_dims");
      parseUnique(p, result);
      TensorAsm.parseAttrDict(p, result, SPEC);
      FunctionType fn = TensorAsm.parseColonFunctionType(p);
      ConcatOp.resolveAll(p, List.of(source, indices), fn.getInputs(), result);
      result.addTypes(fn.getResults());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperand(op.getOperand(0)).print('[').printOperand(op.getOperand(1)).print(']');
      printDims(p, op, "gather_dims");
      p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes());
    }

    @Override
    public boolean verify(Operation op) {
      GatherOp v = of(op);
      RankedTensorType source = (RankedTensorType) v.source().getType();
      RankedTensorType indices = (RankedTensorType) v.indices().getType();
      long[] dims = v.gatherDims();
      if (!verifyDims(op, dims, indices.getShape(), source.getRank(), "gather", "source")) {
        return false;
      }
      RankedTensorType expected = inferResultType(source, indices, dims, false);
      RankedTensorType reduced = inferResultType(source, indices, dims, true);
      RankedTensorType actual = (RankedTensorType) op.getResult(0).getType();
      if (!actual.equals(expected) && !actual.equals(reduced)) {
        op.emitOpError("result type mismatch: expected " + TensorTypes.quoted(expected)
            + " or its rank-reduced variant " + TensorTypes.quoted(reduced) + " (got: " + TensorTypes.quoted(actual)
            + ")");
        return false;
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "gather");
    }
  }

  /** {@code kw([d, ...])}: a dense i64 array in its short form. */
  static void parseDims(OpAsmParser p, OperationState result, String kw) {
    p.parseKeyword(kw);
    p.parseLParen();
    List<Long> dims = new ArrayList<>();
    p.parseCommaSeparatedList(OpAsmParser.Delimiter.SQUARE, () -> dims.add(TensorAsm.parseInteger(p)), "");
    p.parseRParen();
    long[] d = new long[dims.size()];
    for (int i = 0; i < d.length; i++) {
      d[i] = dims.get(i);
    }
    result.addAttribute(kw, TensorAsm.i64Array(d));
  }

  static void parseUnique(OpAsmParser p, OperationState result) {
    if (p.parseOptionalKeyword("unique")) {
      result.addAttribute("unique", UnitAttr.get());
    }
  }

  /** {@code  kw([d, ...]) unique? attr-dict}. */
  static void printDims(OpAsmPrinter p, Operation op, String kw) {
    p.print(" " + kw + "([");
    long[] dims = TensorAsm.i64s(op.getAttr(kw));
    for (int i = 0; i < dims.length; i++) {
      p.print(i == 0 ? "" : ", ").print(dims[i]);
    }
    p.print("])");
    if (op.getAttr("unique") != null) {
      p.print(" unique");
    }
    TensorAsm.printAttrDict(p, op, kw, "unique");
  }

  /** MLIR's verifyGatherOrScatterDims. */
  static boolean verifyDims(Operation op, long[] dims, long[] indices, int rank, String what, String operand) {
    String fail = null;
    if (dims.length == 0) {
      fail = "_dims must be non-empty";
    } else if (dims.length > rank) {
      fail = "_dims overflow " + operand + " rank";
    } else if (indices.length == 0 || indices[indices.length - 1] != dims.length) {
      fail = "_dims length must match the size of last dimension of indices";
    } else {
      for (long d : dims) {
        if (d < 0) {
          fail = "_dims value must be non-negative";
          break;
        }
        if (d >= rank) {
          fail = "_dims value must be smaller than " + operand + " rank";
          break;
        }
      }
      for (int i = 1; fail == null && i < dims.length; i++) {
        if (dims[i - 1] >= dims[i]) {
          fail = "_dims values must be strictly increasing";
        }
      }
    }
    if (fail != null) {
      op.emitOpError(what + fail);
      return false;
    }
    return true;
  }
}
