package jopt.dialects.linalg;

import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;

/**
 * linalg.broadcast: {@code ins(%input : A) outs(%init : B) dimensions = [...] attr-dict}; the init
 * is the input repeated along the added {@code dimensions}.
 */
@Op(superclass = LinalgOp.class)
public final class BroadcastOp extends BroadcastOpBase {
  public static final OpSpec SPEC = OpSpec.op("linalg.broadcast")
      .summary("Static broadcast operator")
      .operand("input", LinalgTypes.TENSOR_OR_MEMREF)
      .operand("init", LinalgTypes.TENSOR_OR_MEMREF)
      .attr("dimensions", AttrConstraints.DENSE_I64_ARRAY)
      .variadicResult("result", LinalgTypes.TENSOR)
      .region("region", RegionDef.Blocks.EXACTLY_ONE)
      .build();

  BroadcastOp(Operation op) {
    super(op);
  }

  /** Creates the broadcast of {@code input} into {@code init} along {@code dimensions}. */
  public static BroadcastOp create(Builder b, Location loc, Value input, Value init, long[] dimensions) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(input).addOperand(init);
    st.addAttribute("dimensions", DenseArrayAttr.i64(dimensions));
    return new BroadcastOp(TransposeOp.buildIdentity(b, loc, st, input, init));
  }

  @Override
  public List<Value> dpsInputs() {
    return List.of(input());
  }

  @Override
  public List<Value> dpsInits() {
    return List.of(init());
  }

  @Override
  public List<String> iteratorTypes() {
    return Collections.nCopies(LinalgTypes.rank(init().getType()), "parallel");
  }

  /** The input map is the identity without the added dimensions, the init map the identity. */
  @Override
  public List<AffineMap> indexingMaps() {
    int rank = LinalgTypes.rank(init().getType());
    return List.of(IndexingMaps.dropResults(IndexingMaps.identity(rank), dimensions()), IndexingMaps.identity(rank));
  }

  /** The definition: the custom assembly and MLIR's rank and dimension checks. */
  public static final class Def extends StructuredOpDef {
    public Def() {
      super(SPEC, BroadcastOp::of);
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      TransposeOp.parseIdentityOp(p, result, SPEC, "dimensions");
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      BroadcastOp t = of(op);
      LinalgAsm.printCommonParts(p, List.of(t.input()), List.of(t.init()));
      LinalgAsm.printDenseI64Array(p, "dimensions", t.dimensions());
      LinalgAsm.printAttrDict(p, op, "dimensions");
    }

    @Override
    boolean verifyOp(LinalgOp v) {
      BroadcastOp t = (BroadcastOp) v;
      Operation op = t.getOperation();
      long[] dims = t.dimensions();
      long[] in = LinalgTypes.shape(t.input().getType());
      long[] init = LinalgTypes.shape(t.init().getType());
      if (in.length + dims.length != init.length) {
        return fail(op, "input rank plus added dimensions does not match init rank. input rank: " + in.length
            + ", dimensions size: " + dims.length + ", init rank: " + init.length);
      }
      for (int i = 0; i < dims.length; i++) {
        if (dims[i] < 0 || dims[i] >= init.length) {
          return fail(op, "dimension " + i + " is out of range. expected range: [0, " + (init.length - 1)
              + "], got: " + dims[i]);
        }
      }
      int inputDim = 0;
      for (int d = 0; d < init.length; d++) {
        final int k = d;
        if (java.util.Arrays.stream(dims).anyMatch(x -> x == k)) {
          continue;
        }
        if (inputDim >= in.length) {
          break;
        }
        if (in[inputDim] != init[d]) {
          return fail(op, "input dim " + inputDim + " should match init dim " + d + ". input: " + in[inputDim]
              + ", init: " + init[d]);
        }
        inputDim++;
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      if (op.getNumResults() > 0) {
        setName.accept(op.getResult(0), "broadcasted");
      }
    }
  }
}
