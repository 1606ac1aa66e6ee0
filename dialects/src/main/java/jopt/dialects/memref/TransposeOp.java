package jopt.dialects.memref;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;
import jopt.ir.type.StridesAndOffset;

/** memref.transpose: {@code %in (d0, d1) -> (d1, d0) attr-dict : type to type}. */
@Op
public final class TransposeOp extends TransposeOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.transpose")
      .summary("`transpose` produces a new strided memref (metadata-only)")
      .operand("in", MemRefConstraints.STRIDED_MEMREF)
      .attr("permutation", AttrConstraints.AFFINE_MAP)
      .result("result", MemRefConstraints.STRIDED_MEMREF)
      .build();

  TransposeOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code memref.transpose %in} by {@code permutation} (result {@code i} is input dim
   * {@code permutation[i]}), inferring the strided result type as MLIR's builder does.
   */
  public static TransposeOp create(Builder b, Location loc, Value in, int[] permutation) {
    MemRefType src = (MemRefType) in.getType();
    StridesAndOffset so = src.getStridesAndOffset();
    long[] shape = new long[permutation.length];
    long[] strides = new long[permutation.length];
    for (int i = 0; i < permutation.length; i++) {
      shape[i] = src.getShape()[permutation[i]];
      strides[i] = so.getStride(permutation[i]);
    }
    Type type = ShapedTypes.memref(shape, src.getElementType(), StridedLayoutAttr.get(so.offset(), strides),
        src.getMemorySpace());
    OperationState st = SPEC.newState(loc).addOperand(in).addType(type);
    st.addAttribute("permutation", Attrs.dimsMap(permutation.length, permutation));
    return new TransposeOp(b.create(st));
  }

  /** The definition: the custom assembly (a bare affine map) and the permutation checks. */
  public static final class Def extends OpDefinition implements ViewLikeOpInterface, Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand in = p.parseOperand();
      AffineMap permutation = p.parseAffineMap();
      p.parseOptionalAttrDict(result.attributes);
      Type inType = Asm.parseColonMemRefTypeReportingAtColon(p);
      result.addOperand(p.resolveOperand(in, inType));
      Asm.parseKeyword(p, "to");
      result.addType(Asm.parseMemRefType(p));
      // MLIR's parser appends the permutation after the attr-dict: a second one is an error.
      if (result.attributes.contains("permutation")) {
        throw p.emitError(p.getNameLoc(), "attribute 'permutation' occurs more than once in the attribute list");
      }
      result.addAttribute("permutation", AffineMapAttr.get(permutation));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      TransposeOp transpose = TransposeOp.of(op);
      p.print(' ').printOperand(transpose.in()).print(' ');
      p.print(((AffineMapAttr) op.getAttr("permutation")).getValue().toString());
      Asm.printAttrDict(p, op, "permutation");
      Asm.printTypeToType(p, transpose.in().getType(), "to", transpose.result().getType());
    }

    @Override
    public boolean verify(Operation op) {
      TransposeOp transpose = TransposeOp.of(op);
      AffineMap map = ((AffineMapAttr) op.getAttr("permutation")).getValue();
      if (!map.isPermutation()) {
        op.emitOpError("expected a permutation map");
        return false;
      }
      Type in = transpose.in().getType();
      Type res = transpose.result().getType();
      if (map.getNumDims() != ShapedTypes.rank(in)) {
        op.emitOpError("expected a permutation map of same rank as the input");
        return false;
      }
      int[] perm = Attrs.dimsMapResults(op.getAttr("permutation"));
      StridesAndOffset so = ShapedTypes.stridesAndOffset(in);
      StridesAndOffset rso = ShapedTypes.stridesAndOffset(res);
      long[] inShape = ShapedTypes.shape(in);
      long[] shape = new long[perm.length];
      long[] strides = new long[perm.length];
      for (int i = 0; i < perm.length; i++) {
        shape[i] = inShape[perm[i]];
        strides[i] = so.getStride(perm[i]);
      }
      boolean ok = rso != null && Arrays.equals(shape, ShapedTypes.shape(res))
          && rso.equals(new StridesAndOffset(strides, so.offset()))
          && Objects.equals(ShapedTypes.elementType(in), ShapedTypes.elementType(res))
          && Objects.equals(ShapedTypes.memorySpace(in), ShapedTypes.memorySpace(res));
      if (!ok) {
        op.emitOpError("result type " + Asm.quote(res) + " is not equivalent to the canonical transposed input type "
            + canonicalTransposedType(in, shape, strides, so));
        return false;
      }
      return true;
    }

    /** MLIR's inferred type after MemRefType::canonicalizeStridedLayout, quoted. */
    private static String canonicalTransposedType(Type in, long[] shape, long[] strides, StridesAndOffset so) {
      long offset = so.offset();
      AffineMap map = StridedLayoutAttr.get(offset, strides).toAffineMap();
      Attribute layout;
      if (map.isIdentity() || shape.length == 0) {
        layout = StridedLayoutAttr.get(offset, strides);
      } else if (offset == 0 && Arrays.equals(strides, ShapedTypes.identityStrides(shape))) {
        layout = null;
      } else {
        layout = AffineMapAttr.get(map);
      }
      return Asm.quote(ShapedTypes.memref(shape, ShapedTypes.elementType(in), layout, ShapedTypes.memorySpace(in)));
    }

    /** An identity permutation to the same type is its input; a transpose of a transpose composes. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      TransposeOp transpose = TransposeOp.of(op);
      AffineMap map = ((AffineMapAttr) op.getAttr("permutation")).getValue();
      if (map.isIdentity() && transpose.result().getType().equals(transpose.in().getType())) {
        results.add(OpFoldResult.of(transpose.in()));
        return true;
      }
      Operation other = transpose.in().getDefiningOp();
      if (other == null || !other.getName().equals(SPEC.name())) {
        return false;
      }
      AffineMap composed = map.compose(((AffineMapAttr) other.getAttr("permutation")).getValue());
      op.setOperand(0, TransposeOp.of(other).in());
      op.setAttr("permutation", AffineMapAttr.get(composed));
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(TransposeOp.of(op).result(), "transpose");
    }
  }
}
