package jopt.dialects.vector;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/** What vector.transfer_read and vector.transfer_write share: maps, masks, syntax and checks. */
final class Transfers {
  private Transfers() {}

  static final String PERMUTATION_MAP = "permutation_map";
  static final String IN_BOUNDS = "in_bounds";

  /** getEffectiveVectorRankForXferOp: the vector's rank less that of a vector element type. */
  static int effectiveVectorRank(ShapedType shaped, VectorType vector) {
    int elementRank = shaped.getElementType() instanceof VectorType v ? v.getRank() : 0;
    return vector.getRank() - elementRank;
  }

  /** getTransferMinorIdentityMap; the 0-D transfer to {@code vector<1xT>} maps {@code () -> (0)}. */
  static AffineMap minorIdentity(ShapedType shaped, VectorType vector) {
    if (shaped.getRank() == 0 && vector.getRank() == 1 && vector.getDimSize(0) == 1) {
      return AffineMap.get(0, 0, AffineConstantExpr.get(0));
    }
    return minorIdentityMap(shaped.getRank(), effectiveVectorRank(shaped, vector));
  }

  /** AffineMap::getMinorIdentityMap: the last {@code results} of {@code dims} dims, in order. */
  static AffineMap minorIdentityMap(int dims, int results) {
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = dims - results; i < dims; i++) {
      exprs.add(AffineDimExpr.get(i));
    }
    return AffineMap.get(dims, 0, exprs);
  }

  /** AffineMap::isMinorIdentity. */
  static boolean isMinorIdentity(AffineMap map) {
    return map.getNumDims() >= map.getNumResults()
        && map.equals(minorIdentityMap(map.getNumDims(), map.getNumResults()));
  }

  /**
   * inferTransferOpMaskType: the vector's dims in the order of the memory dims they read
   * (the permutation map inverted, broadcast dims dropped); a 0-D mask becomes {@code vector<1xi1>}.
   */
  static VectorType inferMaskType(VectorType vector, AffineMap map) {
    List<Long> shape = new ArrayList<>();
    List<Boolean> scalable = new ArrayList<>();
    for (int dim = 0; dim < map.getNumDims(); dim++) {
      for (int i = 0; i < map.getNumResults(); i++) {
        if (map.getResult(i) instanceof AffineDimExpr d && d.getPosition() == dim) {
          shape.add(vector.getDimSize(i));
          scalable.add(vector.isScalableDim(i));
          break;
        }
      }
    }
    if (shape.isEmpty()) {
      shape.add(1L);
      scalable.add(false);
    }
    long[] s = new long[shape.size()];
    boolean[] sc = new boolean[shape.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = shape.get(i);
      sc[i] = scalable.get(i);
    }
    return VectorType.get(s, IntegerType.get(1), sc);
  }

  static AffineMap permutationMap(Operation op) {
    return ((AffineMapAttr) op.getAttr(PERMUTATION_MAP)).value();
  }

  static boolean[] inBounds(Operation op) {
    ArrayAttr arr = (ArrayAttr) op.getAttr(IN_BOUNDS);
    boolean[] r = new boolean[arr.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ((BoolAttr) arr.get(i)).value();
    }
    return r;
  }

  static ArrayAttr inBoundsAttr(boolean[] values) {
    List<Attribute> list = new ArrayList<>();
    for (boolean b : values) {
      list.add(BoolAttr.get(b));
    }
    return ArrayAttr.get(list);
  }

  /** The parser's defaults: the minor identity map and all dims out of bounds. */
  static AffineMap addDefaults(OpAsmParser p, OperationState result, ShapedType shaped, VectorType vector,
      SourceLoc typesLoc) {
    AffineMap map;
    Attribute given = result.attributes.get(PERMUTATION_MAP);
    if (given instanceof AffineMapAttr a) {
      map = a.value();
    } else {
      if (shaped.getRank() < effectiveVectorRank(shaped, vector)) {
        throw p.emitError(typesLoc, "expected a custom permutation_map when rank(source) != rank(destination)");
      }
      map = minorIdentity(shaped, vector);
      // A given attribute of another kind stays, for the attribute check to refuse it.
      if (given == null) {
        result.attributes.set(PERMUTATION_MAP, AffineMapAttr.get(map));
      }
    }
    if (result.attributes.get(IN_BOUNDS) == null) {
      result.attributes.append(IN_BOUNDS, inBoundsAttr(new boolean[map.getNumResults()]));
    }
    return map;
  }

  /** The mask type the parser resolves the mask with; MLIR's errors when there can be none. */
  static VectorType parsedMaskType(OpAsmParser p, ShapedType shaped, VectorType vector, AffineMap map,
      SourceLoc maskLoc, SourceLoc typesLoc) {
    if (shaped.getElementType() instanceof VectorType) {
      throw p.emitError(maskLoc, "does not support masks with vector element type");
    }
    if (vector.getRank() != map.getNumResults()) {
      throw p.emitError(typesLoc, "expected the same rank for the vector and the results of the permutation map");
    }
    return inferMaskType(vector, map);
  }

  /** The shaped type of the two types after the colon, MLIR's errors otherwise. */
  static ShapedType shapedType(OpAsmParser p, Type t, SourceLoc typesLoc) {
    if (!(t instanceof MemRefType || t instanceof RankedTensorType)) {
      throw p.emitError(typesLoc, "requires memref or ranked tensor type");
    }
    return (ShapedType) t;
  }

  static VectorType vectorType(OpAsmParser p, Type t, SourceLoc typesLoc) {
    if (!(t instanceof VectorType v)) {
      throw p.emitError(typesLoc, "requires vector type");
    }
    return v;
  }

  /** printTransferAttrs: the dictionary without segment sizes, a minor identity map, all-false in_bounds. */
  static void printAttrs(OpAsmPrinter p, Operation op) {
    List<String> elided = new ArrayList<>(List.of("operandSegmentSizes"));
    if (op.getAttr(PERMUTATION_MAP) instanceof AffineMapAttr a && isMinorIdentity(a.value())) {
      elided.add(PERMUTATION_MAP);
    }
    boolean any = false;
    if (op.getAttr(IN_BOUNDS) instanceof ArrayAttr arr) {
      for (Attribute b : arr) {
        any |= b instanceof BoolAttr ba && ba.value();
      }
    }
    if (!any) {
      elided.add(IN_BOUNDS);
    }
    List<NamedAttribute> attrs = op.getAttrDictionary().getValue();
    p.printOptionalAttrDict(attrs, elided);
  }

  /** The size in bits the default data layout gives an element type. */
  private static long bits(Type t) {
    return BitCastOp.bitWidth(t);
  }

  /** verifyTransferOp. */
  static boolean verify(Operation op, ShapedType shaped, VectorType vector, VectorType mask, AffineMap map) {
    if (op.getAttr("masked") != null) {
      op.emitOpError("masked attribute has been removed. Use in_bounds instead.");
      return false;
    }
    if (!(shaped instanceof MemRefType || shaped instanceof RankedTensorType)) {
      op.emitOpError("requires source to be a memref or ranked tensor type");
      return false;
    }
    Type element = shaped.getElementType();
    if (element instanceof VectorType ve) {
      long sourceSize = bits(ve.getElementType()) * ve.getDimSize(ve.getRank() - 1);
      long resultSize = bits(vector.getElementType()) * vector.getDimSize(vector.getRank() - 1);
      if (resultSize % sourceSize != 0) {
        op.emitOpError("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth "
            + "of the minor 1-D vector of the source");
        return false;
      }
      if (ve.getRank() > vector.getRank()) {
        op.emitOpError("requires source vector element and vector result ranks to match.");
        return false;
      }
      if (map.getNumResults() != vector.getRank() - ve.getRank()) {
        op.emitOpError("requires a permutation_map with result dims of the same rank as the vector type");
        return false;
      }
      if (mask != null) {
        op.emitOpError("does not support masks with vector element type");
        return false;
      }
    } else {
      long minor = vector.getRank() == 0 ? 1 : vector.getDimSize(vector.getRank() - 1);
      if (bits(vector.getElementType()) * minor % bits(element) != 0) {
        op.emitOpError("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth "
            + "of the source element type");
        return false;
      }
      if (map.getNumResults() != vector.getRank()) {
        op.emitOpError("requires a permutation_map with result dims of the same rank as the vector type");
        return false;
      }
    }
    if (map.getNumSymbols() != 0) {
      op.emitOpError("requires permutation_map without symbols");
      return false;
    }
    if (map.getNumInputs() != shaped.getRank()) {
      op.emitOpError("requires a permutation_map with input dims of the same rank as the source type");
      return false;
    }
    if (mask != null) {
      VectorType inferred = inferMaskType(vector, map);
      if (!mask.equals(inferred)) {
        op.emitOpError("inferred mask type (" + VectorTypes.quote(inferred) + ") and mask operand type ("
            + VectorTypes.quote(mask) + ") don't match");
        return false;
      }
    }
    int inBounds = ((ArrayAttr) op.getAttr(IN_BOUNDS)).size();
    if (map.getNumResults() != inBounds) {
      op.emitOpError("expects the in_bounds attr of same rank as permutation_map results: "
          + AttrTypePrinter.print(AffineMapAttr.get(map)) + " vs inBounds of size: " + inBounds);
      return false;
    }
    return true;
  }

  /** verifyPermutationMap: each result a distinct dim or the constant 0. */
  static boolean verifyPermutationMap(Operation op, AffineMap map) {
    boolean[] seen = new boolean[map.getNumInputs()];
    for (AffineExpr e : map.getResults()) {
      if (e instanceof AffineConstantExpr c && c.value() == 0) {
        continue;
      }
      if (!(e instanceof AffineDimExpr d)) {
        op.emitOpError("requires a projected permutation_map (at most one dim or the zero constant can appear in "
            + "each result)");
        return false;
      }
      if (seen[d.getPosition()]) {
        op.emitOpError("requires a permutation_map that is a permutation (found one dim used more than once)");
        return false;
      }
      seen[d.getPosition()] = true;
    }
    return true;
  }

  /** Whether the map has a broadcast (constant 0) result. */
  static boolean hasBroadcastDim(AffineMap map) {
    for (AffineExpr e : map.getResults()) {
      if (e instanceof AffineConstantExpr c && c.value() == 0) {
        return true;
      }
    }
    return false;
  }
}
