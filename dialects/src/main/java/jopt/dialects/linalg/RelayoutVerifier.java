package jopt.dialects.linalg;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The checks of linalg.pack and linalg.unpack (MLIR 22's commonVerifierPackAndUnPackOp, and
 * PackOp::verify's padding checks): tiles, inner_dims_pos and outer_dims_perm against the
 * unpacked rank, and the packed type against the one the tiles infer.
 */
final class RelayoutVerifier {
  private RelayoutVerifier() {}

  /** The definition of pack and unpack: destination-passing style, these checks, no memory effects. */
  abstract static class Def extends OpDefinition implements MemoryEffects {
    private final boolean pack;

    Def(OpSpec spec, boolean pack) {
      super(spec);
      this.pack = pack;
    }

    @Override
    public boolean verify(Operation op) {
      return StructuredOpDef.verifyDestinationStyle(op, 1, List.of(op.getOperand(1)))
          && RelayoutVerifier.verify(op, pack);
    }

    /** {@code %pack}, {@code %unpack}. */
    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), pack ? "pack" : "unpack");
    }
  }

  static long[] longs(Operation op, String attr) {
    return op.getAttr(attr) instanceof DenseArrayAttr d ? d.asLongs() : new long[0];
  }

  /** Reports on {@code op} and returns false on failure. */
  static boolean verify(Operation op, boolean pack) {
    RankedTensorType source = (RankedTensorType) op.getOperand(0).getType();
    RankedTensorType dest = (RankedTensorType) op.getOperand(1).getType();
    RankedTensorType unpacked = pack ? source : dest;
    RankedTensorType packed = pack ? dest : source;
    long[] tiles = longs(op, "static_inner_tiles");
    long[] innerDimsPos = longs(op, "inner_dims_pos");
    long[] outerDimsPerm = longs(op, "outer_dims_perm");
    for (long t : tiles) {
      if (t == 0) {
        return error(op, "invalid zero tile factor");
      }
    }
    int rank = unpacked.getRank();
    if (invalidPositions(innerDimsPos, rank)) {
      return error(op, "invalid inner_dims_pos vector");
    }
    if (invalidPositions(outerDimsPerm, rank)) {
      return error(op, "invalid outer_dims_perm vector");
    }
    if (outerDimsPerm.length != 0 && outerDimsPerm.length != rank) {
      return error(op, "outer_dims_perm must be a permutation or empty");
    }
    if (tiles.length > rank) {
      return error(op, "tiling factors must be less than or equal to the input rank for pack or output rank for "
          + "unpack");
    }
    if (tiles.length != innerDimsPos.length) {
      return error(op, "tiling factors must equal the number of dimensions to tile");
    }
    int expectedRank = rank + tiles.length;
    if (expectedRank != packed.getRank()) {
      return error(op, "packed rank != (unpacked rank + num tiling factors), got " + packed.getRank() + " != "
          + expectedRank);
    }
    long[] packedShape = packed.getShape();
    for (int i = 0; i < tiles.length; i++) {
      long dim = packedShape[packedShape.length - tiles.length + i];
      if (tiles[i] == ShapedType.DYNAMIC ? dim != ShapedType.DYNAMIC : dim != tiles[i]) {
        return error(op, "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type");
      }
    }
    long[] expected = packedShape(unpacked.getShape(), tiles, innerDimsPos, outerDimsPerm);
    if (!LinalgTypes.compatibleShapes(expected, packedShape)) {
      Type expectedType = RankedTensorType.get(expected, unpacked.getElementType());
      return error(op, "expected " + LinalgAsm.quoted(expectedType) + " for the packed domain value, got "
          + LinalgAsm.quoted(packed));
    }
    if (pack) {
      return verifyPadding(op, source, dest, tiles, innerDimsPos, outerDimsPerm);
    }
    return true;
  }

  /** PackOp::verify: the padding value's type, and full tiles when there is none. */
  private static boolean verifyPadding(Operation op, RankedTensorType source, RankedTensorType dest, long[] tiles,
      long[] innerDimsPos, long[] outerDimsPerm) {
    List<Value> padding = PackOp.of(op).paddingValue() == null ? List.of() : List.of(PackOp.of(op).paddingValue());
    if (!padding.isEmpty() && !padding.get(0).getType().equals(source.getElementType())) {
      return StructuredOpDef.fail(op, "expected padding_value has " + LinalgAsm.quoted(source.getElementType())
          + " but got: " + LinalgAsm.quoted(padding.get(0).getType()));
    }
    if (padding.isEmpty() && requiresPadding(op, source.getShape(), dest.getShape(), tiles, innerDimsPos,
        outerDimsPerm)) {
      return StructuredOpDef.fail(op, "invalid tile factor or output size provided. Only full tiles are supported "
          + "when padding_value is not set");
    }
    return true;
  }

  /** PackOp::requirePaddingValue: a tile that surely does not divide its dimension. */
  private static boolean requiresPadding(Operation op, long[] input, long[] output, long[] tiles,
      long[] innerDimsPos, long[] outerDimsPerm) {
    long[] outerSizes = java.util.Arrays.copyOf(output, input.length);
    if (outerDimsPerm.length != 0) {
      long[] inverse = new long[outerDimsPerm.length];
      for (int i = 0; i < inverse.length; i++) {
        inverse[(int) outerDimsPerm[i]] = i;
      }
      outerSizes = permute(outerSizes, inverse);
    }
    List<Value> dynamicTiles = PackOp.of(op).innerTiles();
    int nextDynamic = 0;
    for (int i = 0; i < innerDimsPos.length; i++) {
      int pos = (int) innerDimsPos[i];
      Long tile = tiles[i] == ShapedType.DYNAMIC ? constantOf(dynamicTiles.get(nextDynamic++)) : tiles[i];
      if (input[pos] == ShapedType.DYNAMIC) {
        continue;
      }
      if (tile == null) {
        if (outerSizes[pos] != ShapedType.DYNAMIC && input[pos] % outerSizes[pos] != 0) {
          return true;
        }
      } else if (input[pos] % tile != 0) {
        return true;
      }
    }
    return false;
  }

  /** The value of an integer constant (MLIR's getConstantIntValue), or null. */
  private static Long constantOf(Value v) {
    Operation def = v.getDefiningOp();
    return def != null && def.getName().equals("arith.constant") && def.getAttr("value") instanceof IntegerAttr i
        ? i.getValue() : null;
  }

  /** MLIR's inferPackedType shape: tiled dims divided (rounding up), outer dims permuted, tiles appended. */
  static long[] packedShape(long[] unpacked, long[] tiles, long[] innerDimsPos, long[] outerDimsPerm) {
    long[] r = unpacked.clone();
    for (int i = 0; i < innerDimsPos.length; i++) {
      int d = (int) innerDimsPos[i];
      if (r[d] == ShapedType.DYNAMIC) {
        continue;
      }
      r[d] = tiles[i] == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : Math.floorDiv(r[d] + tiles[i] - 1, tiles[i]);
    }
    if (outerDimsPerm.length != 0) {
      r = permute(r, outerDimsPerm);
    }
    long[] all = java.util.Arrays.copyOf(r, r.length + tiles.length);
    System.arraycopy(tiles, 0, all, r.length, tiles.length);
    return all;
  }

  /** MLIR's applyPermutationToVector: {@code r[i] = v[perm[i]]}. */
  private static long[] permute(long[] v, long[] perm) {
    long[] r = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      r[i] = v[(int) perm[i]];
    }
    return r;
  }

  /** Duplicates, out-of-range entries, or more entries than the rank. */
  private static boolean invalidPositions(long[] positions, int rank) {
    if (positions.length > rank) {
      return true;
    }
    Set<Long> seen = new HashSet<>();
    for (long p : positions) {
      if (!seen.add(p) || p < 0 || p >= rank) {
        return true;
      }
    }
    return false;
  }

  private static boolean error(Operation op, String message) {
    op.emitError(message);
    return false;
  }
}
