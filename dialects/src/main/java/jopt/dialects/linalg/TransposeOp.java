package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.type.RankedTensorType;

/**
 * linalg.transpose: {@code ins(%input : A) outs(%init : B) permutation = [...] attr-dict};
 * {@code init[i] = input[permutation[i]]}. The body (a yield of the input element) is implicit.
 */
@Op(superclass = LinalgOp.class)
public final class TransposeOp extends TransposeOpBase {
  public static final OpSpec SPEC = OpSpec.op("linalg.transpose")
      .summary("Transpose operator")
      .operand("input", LinalgTypes.TENSOR_OR_MEMREF)
      .operand("init", LinalgTypes.TENSOR_OR_MEMREF)
      .attr("permutation", AttrConstraints.DENSE_I64_ARRAY)
      .variadicResult("result", LinalgTypes.TENSOR)
      .region("region", RegionDef.Blocks.EXACTLY_ONE)
      .build();

  TransposeOp(Operation op) {
    super(op);
  }

  /** Creates the transpose of {@code input} into {@code init}; a tensor init gives a result. */
  public static TransposeOp create(Builder b, Location loc, Value input, Value init, long[] permutation) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(input).addOperand(init);
    st.addAttribute("permutation", DenseArrayAttr.i64(permutation));
    return new TransposeOp(buildIdentity(b, loc, st, input, init));
  }

  /** The result type, then MLIR's buildIdentityRegion: a yield of the input's element. */
  static Operation buildIdentity(Builder b, Location loc, OperationState st, Value input, Value init) {
    if (init.getType() instanceof RankedTensorType) {
      st.addType(init.getType());
    }
    Region region = st.addRegion();
    Operation op = b.create(st);
    GenericOp.buildBody(b, loc, region, List.of(input), List.of(init),
        (bb, l, args) -> YieldOp.create(bb, l, List.of(args.get(0))));
    return op;
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

  /** The input map is the inverse of the permutation, the init map the identity. */
  @Override
  public List<AffineMap> indexingMaps() {
    int rank = LinalgTypes.rank(init().getType());
    long[] perm = permutation();
    AffineExpr[] inv = new AffineExpr[perm.length];
    for (int i = 0; i < perm.length; i++) {
      if (perm[i] < 0 || perm[i] >= perm.length || inv[(int) perm[i]] != null) {
        return List.of(IndexingMaps.identity(perm.length), IndexingMaps.identity(rank));
      }
      inv[(int) perm[i]] = AffineExpr.dim(i);
    }
    List<AffineExpr> exprs = new ArrayList<>(List.of(inv));
    return List.of(AffineMap.get(perm.length, 0, exprs), IndexingMaps.identity(rank));
  }

  /** The definition: the custom assembly and MLIR's permutation checks. */
  public static final class Def extends StructuredOpDef {
    public Def() {
      super(SPEC, TransposeOp::of);
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      parseIdentityOp(p, result, SPEC, "permutation");
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      TransposeOp t = of(op);
      LinalgAsm.printCommonParts(p, List.of(t.input()), List.of(t.init()));
      LinalgAsm.printDenseI64Array(p, "permutation", t.permutation());
      LinalgAsm.printAttrDict(p, op, "permutation");
    }

    @Override
    boolean verifyOp(LinalgOp v) {
      TransposeOp t = (TransposeOp) v;
      Operation op = t.getOperation();
      long[] perm = t.permutation();
      boolean[] seen = new boolean[perm.length];
      for (long d : perm) {
        if (d < 0 || d >= perm.length || seen[(int) d]) {
          return fail(op, "permutation is not valid");
        }
        seen[(int) d] = true;
      }
      long[] in = LinalgTypes.shape(t.input().getType());
      long[] init = LinalgTypes.shape(t.init().getType());
      if (in.length != init.length) {
        return fail(op, "input rank " + in.length + " does not match init rank " + init.length);
      }
      if (in.length != perm.length) {
        return fail(op, "size of permutation " + perm.length + " does not match the argument rank " + in.length);
      }
      for (int i = 0; i < in.length; i++) {
        long inputDim = in[(int) perm[i]];
        if (inputDim != init[i]) {
          return fail(op, "dim(result, " + i + ") = " + init[i] + " doesn't match dim(input, permutation[" + i
              + "]) = " + inputDim);
        }
      }
      return true;
    }

    /** MLIR's fold: on tensors, a transpose by no or the identity permutation is its input. */
    @Override
    public boolean fold(Operation op, List<jopt.ir.Attribute> operands,
        List<jopt.ir.rewrite.OpFoldResult> results) {
      TransposeOp t = of(op);
      if (!(t.input().getType() instanceof jopt.ir.type.TensorType)) {
        return false;
      }
      long[] perm = t.permutation();
      for (int i = 0; i < perm.length; i++) {
        if (perm[i] != i) {
          return false;
        }
      }
      results.add(jopt.ir.rewrite.OpFoldResult.of(t.input()));
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new TransposePatterns.FoldTransposeWithTranspose());
      patterns.add(new TransposePatterns.SwapTransposeWithBroadcast());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      if (op.getNumResults() > 0) {
        setName.accept(op.getResult(0), "transposed");
      }
    }
  }

  /**
   * MLIR's parse of transpose and broadcast: the common parts, {@code name = [...]}, the
   * attr-dict, and the identity body over every operand.
   */
  static void parseIdentityOp(OpAsmParser p, OperationState result, OpSpec spec, String attrName) {
    LinalgAsm.Parsed parsed = new LinalgAsm.Parsed();
    LinalgAsm.parseCommonParts(p, result, spec, false, parsed);
    MapOp.addTensorResults(result, parsed.outputTypes);
    LinalgAsm.parseDenseI64Array(p, result, parsed, attrName);
    parsed.parseAttrDict(p, result);
    jopt.ir.Block block = result.addRegion().emplaceBlock();
    for (Value v : result.operands) {
      block.addArgument(LinalgTypes.elementTypeOrSelf(v.getType()), v.getLoc());
    }
    if (block.getNumArguments() > 0) {
      OperationState y = new OperationState(result.location, YieldOp.SPEC.name());
      y.addOperand(block.getArgument(0));
      block.push_back(Operation.create(p.getContext(), y));
    }
    parsed.checkDuplicates(p);
  }
}
