package jopt.dialects.vector;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/** MLIR's ExtractOp::fold, in its order; the in-place folds rewrite the op's source and position. */
final class ExtractFolding {
  private ExtractFolding() {}

  static long[] position(Operation op) {
    return ((DenseArrayAttr) op.getAttr("static_position")).asLongs();
  }

  static void setPosition(Operation op, long[] position) {
    op.setAttr("static_position", DenseArrayAttr.i64(position));
  }

  /** Whether an extract's or insert's position has a dynamic (SSA) index. */
  static boolean hasDynamicPosition(Operation op) {
    for (long p : position(op)) {
      if (p == ShapedType.DYNAMIC) {
        return true;
      }
    }
    return false;
  }

  static boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    ExtractOp extract = ExtractOp.of(op);
    Value source = extract.source();
    if (position(op).length == 0 && source.getType().equals(extract.result().getType())) {
      results.add(OpFoldResult.of(source));
      return true;
    }
    boolean inPlace = foldConstantIndices(op, operands, ((VectorType) source.getType()).getShape(), 1);
    Attribute constant = constantExtract(op, operands.get(0));
    if (constant != null) {
      results.add(OpFoldResult.of(constant));
      return true;
    }
    if (foldExtractChain(op)) {
      return true;
    }
    Value v = new InsertTransposeChain(op).fold();
    if (v == null) {
      v = fromBroadcast(op);
    }
    if (v == null) {
      v = fromShuffle(op);
    }
    if (v == null) {
      v = fromShapeCast(op);
    }
    if (v == null) {
      v = scalarFromElements(op);
    }
    if (v == extract.result()) {
      return true;
    }
    if (v != null) {
      results.add(OpFoldResult.of(v));
      return true;
    }
    return inPlace;
  }

  /**
   * extractInsertFoldConstantOp: dynamic positions that are constants within [-1, dim) become
   * static; {@code firstPosition} is the operand number of the first dynamic one.
   */
  static boolean foldConstantIndices(Operation op, List<Attribute> operands, long[] shape, int firstPosition) {
    if (op.getNumOperands() == firstPosition) {
      return false;
    }
    long[] position = position(op);
    List<Value> kept = new ArrayList<>(op.getOperands().subList(0, firstPosition));
    int next = firstPosition;
    boolean changed = false;
    for (int i = 0; i < position.length; i++) {
      if (position[i] != ShapedType.DYNAMIC) {
        continue;
      }
      Attribute c = operands.get(next);
      Value operand = op.getOperand(next++);
      if (c instanceof IntegerAttr ia && ia.getValue() >= -1 && ia.getValue() < shape[i]) {
        position[i] = ia.getValue();
        changed = true;
        continue;
      }
      kept.add(operand);
    }
    if (changed) {
      setPosition(op, position);
      op.setOperands(kept);
    }
    return changed;
  }

  /** foldDenseElementsAttrSrcExtractOp. */
  private static Attribute constantExtract(Operation op, Attribute src) {
    ExtractOp extract = ExtractOp.of(op);
    if (!(src instanceof DenseElementsAttr dense)) {
      return null;
    }
    if (dense.isSplat()) {
      Attribute element = dense.getSplatValue();
      return extract.result().getType() instanceof VectorType vt ? DenseElementsAttr.getSplat(vt, element) : element;
    }
    VectorType type = (VectorType) extract.source().getType();
    if (type.isScalable() || hasDynamicPosition(op)) {
      return null;
    }
    int start = (int) VectorFolding.linearize(position(op), type.getShape());
    return extract.result().getType() instanceof VectorType vt ? VectorFolding.slice(dense, start, vt)
        : dense.getElementAttr(start);
  }

  /** foldExtractOpFromExtractChain: extract(extract(x, p), q) to extract(x, p ++ q). */
  private static boolean foldExtractChain(Operation op) {
    Operation def = ExtractOp.of(op).source().getDefiningOp();
    if (def == null || !ExtractOp.isa(def) || hasDynamicPosition(op)) {
      return false;
    }
    List<Long> global = new ArrayList<>();
    Operation current = op;
    prepend(global, position(current));
    for (Operation next = def; next != null && ExtractOp.isa(next); next = ExtractOp.of(next).source().getDefiningOp()) {
      current = next;
      if (hasDynamicPosition(current)) {
        return false;
      }
      prepend(global, position(current));
    }
    op.setOperand(0, ExtractOp.of(current).source());
    setPosition(op, global.stream().mapToLong(Long::longValue).toArray());
    return true;
  }

  private static void prepend(List<Long> list, long[] values) {
    for (int i = values.length - 1; i >= 0; i--) {
      list.add(0, values[i]);
    }
  }

  /** foldExtractFromBroadcast: extract(broadcast(x)) to x or to extract(x). */
  private static Value fromBroadcast(Operation op) {
    ExtractOp extract = ExtractOp.of(op);
    Operation def = extract.source().getDefiningOp();
    if (def == null || !VectorFolding.isBroadcastLike(def)) {
      return null;
    }
    Value input = VectorFolding.broadcastSource(def);
    if (extract.result().getType().equals(input.getType())) {
      return input;
    }
    VectorType inputType = input.getType() instanceof VectorType v ? v : null;
    VectorType extractType = extract.result().getType() instanceof VectorType v ? v : null;
    int inputRank = inputType == null ? 0 : inputType.getRank();
    int broadcastRank = ((VectorType) extract.source().getType()).getRank();
    int extractRank = extractType == null ? 0 : extractType.getRank();
    if (extractRank > inputRank) {
      return null;
    }
    long[] inputShape = inputType.getShape();
    if (extractType != null && !Arrays.equals(extractType.getShape(),
        Arrays.copyOfRange(inputShape, inputRank - extractRank, inputRank))) {
      return null;
    }
    int deltaOverall = inputRank - extractRank;
    int deltaBroadcast = broadcastRank - inputRank;
    long[] oldPosition = position(op);
    List<Value> oldDynamic = op.getOperands().subList(1, op.getNumOperands());
    long[] newPosition = new long[deltaOverall];
    List<Value> newDynamic = new ArrayList<>();
    for (int i = 0; i < deltaOverall; i++) {
      if (inputShape[i] == 1) {
        newPosition[i] = 0;
        continue;
      }
      int from = i + deltaBroadcast;
      newPosition[i] = oldPosition[from];
      if (oldPosition[from] == ShapedType.DYNAMIC) {
        newDynamic.add(oldDynamic.get(dynamicIndex(oldPosition, from)));
      }
    }
    List<Value> operands = new ArrayList<>(List.of(input));
    operands.addAll(newDynamic);
    op.setOperands(operands);
    setPosition(op, newPosition);
    return extract.result();
  }

  /** Which dynamic operand position {@code i} takes. */
  private static int dynamicIndex(long[] position, int i) {
    int n = 0;
    for (int k = 0; k < i; k++) {
      n += position[k] == ShapedType.DYNAMIC ? 1 : 0;
    }
    return n;
  }

  /** foldExtractFromShuffle: a 1-D shuffle's element read from the shuffled operand. */
  private static Value fromShuffle(Operation op) {
    ExtractOp extract = ExtractOp.of(op);
    Operation def = extract.source().getDefiningOp();
    if (hasDynamicPosition(op) || def == null || !ShuffleOp.isa(def)
        || ((VectorType) ShuffleOp.of(def).vector().getType()).getRank() != 1) {
      return null;
    }
    long size = ((VectorType) ShuffleOp.of(def).v1().getType()).getDimSize(0);
    long index = ((DenseArrayAttr) def.getAttr("mask")).getLong((int) position(op)[0]);
    if (index < size) {
      op.setOperand(0, ShuffleOp.of(def).v1());
      setPosition(op, new long[] {index});
    } else {
      op.setOperand(0, ShuffleOp.of(def).v2());
      setPosition(op, new long[] {index - size});
    }
    return extract.result();
  }

  /** foldExtractFromShapeCast: the position linearized through the cast when the minor dims agree. */
  private static Value fromShapeCast(Operation op) {
    ExtractOp extract = ExtractOp.of(op);
    Operation def = extract.source().getDefiningOp();
    if (hasDynamicPosition(op) || def == null || !ShapeCastOp.isa(def)) {
      return null;
    }
    VectorType castSource = (VectorType) ShapeCastOp.of(def).source().getType();
    VectorType source = (VectorType) extract.source().getType();
    int destRank = extract.result().getType() instanceof VectorType v ? v.getRank() : 0;
    if (destRank > castSource.getRank()) {
      return null;
    }
    if (destRank > 0) {
      VectorType dest = (VectorType) extract.result().getType();
      for (int i = 0; i < destRank; i++) {
        if (dimReverse(castSource, i) != dimReverse(dest, i)) {
          return null;
        }
      }
    }
    long[] pos = position(op);
    long linear = 0;
    long stride = 1;
    for (int i = 0; i < pos.length; i++) {
      linear += pos[pos.length - 1 - i] * stride;
      stride *= dimReverse(source, i + destRank);
    }
    int numDims = castSource.getRank() - destRank;
    long[] newPos = new long[numDims];
    long[] newStrides = new long[numDims];
    stride = 1;
    for (int i = 0; i < numDims; i++) {
      newStrides[numDims - 1 - i] = stride;
      stride *= dimReverse(castSource, i + destRank);
    }
    for (int i = 0; i < numDims; i++) {
      newPos[i] = newStrides[i] == 0 ? 0 : linear / newStrides[i];
      linear -= newPos[i] * newStrides[i];
    }
    setPosition(op, newPos);
    op.setOperand(0, ShapeCastOp.of(def).source());
    return extract.result();
  }

  private static long dimReverse(VectorType t, int n) {
    return t.getDimSize(t.getRank() - 1 - n);
  }

  /** foldScalarExtractFromFromElements: a scalar read from vector.from_elements is its operand. */
  private static Value scalarFromElements(Operation op) {
    ExtractOp extract = ExtractOp.of(op);
    Operation def = extract.source().getDefiningOp();
    if (hasDynamicPosition(op) || def == null || !FromElementsOp.isa(def)) {
      return null;
    }
    VectorType type = (VectorType) FromElementsOp.of(def).dest().getType();
    if (type.isScalable() || !extract.result().getType().equals(type.getElementType())) {
      return null;
    }
    return def.getOperand((int) VectorFolding.linearize(position(op), type.getShape()));
  }

  /**
   * ExtractFromInsertTransposeChainState: walks back through vector.insert and vector.transpose
   * ops, permuting the position through transposes, to the value the extract reads.
   */
  private static final class InsertTransposeChain {
    private final Operation extract;
    private final int extractedRankAtStart;
    private int extractedRank;
    private final long[] sentinels;
    private long[] position;
    private Operation nextInsert;
    private Operation nextTranspose;

    InsertTransposeChain(Operation extract) {
      this.extract = extract;
      int vectorRank = ((VectorType) ExtractOp.of(extract).source().getType()).getRank();
      this.extractedRankAtStart = position(extract).length;
      this.extractedRank = extractedRankAtStart;
      this.sentinels = new long[vectorRank - extractedRank];
      for (int i = 0; i < sentinels.length; i++) {
        sentinels[i] = -(i + 1);
      }
      long[] p = position(extract);
      this.position = Arrays.copyOf(p, p.length + sentinels.length);
      System.arraycopy(sentinels, 0, position, p.length, sentinels.length);
    }

    private boolean canFold() {
      return Arrays.equals(sentinels, Arrays.copyOfRange(position, extractedRank, position.length));
    }

    private void next(Value v) {
      Operation def = v.getDefiningOp();
      nextInsert = def != null && InsertOp.isa(def) ? def : null;
      nextTranspose = def != null && TransposeOp.isa(def) ? def : null;
    }

    Value fold() {
      if (hasDynamicPosition(extract)) {
        return null;
      }
      Value from = ExtractOp.of(extract).source();
      next(from);
      while (nextInsert != null || nextTranspose != null) {
        if (nextTranspose != null) {
          long[] perm = ((DenseArrayAttr) nextTranspose.getAttr("permutation")).asLongs();
          long[] permuted = new long[position.length];
          for (int i = 0; i < perm.length; i++) {
            permuted[(int) perm[i]] = position[i];
          }
          position = permuted;
          from = TransposeOp.of(nextTranspose).vector();
          next(from);
          continue;
        }
        if (hasDynamicPosition(nextInsert)) {
          return null;
        }
        long[] inserted = position(nextInsert);
        if (Arrays.equals(inserted, Arrays.copyOf(position, extractedRank)) && canFold()) {
          return InsertOp.of(nextInsert).valueToStore();
        }
        if (isPrefix(inserted, position)) {
          position = Arrays.copyOfRange(position, inserted.length, position.length);
          extractedRank = position.length - sentinels.length;
          return foldInPlace(InsertOp.of(nextInsert).valueToStore());
        }
        if (isPrefix(position, inserted) || intersects(position, inserted)) {
          return null;
        }
        from = InsertOp.of(nextInsert).dest();
        next(from);
      }
      return foldInPlace(from);
    }

    private Value foldInPlace(Value source) {
      if (source == ExtractOp.of(extract).source() || !canFold()) {
        return null;
      }
      setPosition(extract, Arrays.copyOf(position, extractedRank));
      extract.setOperand(0, source);
      return ExtractOp.of(extract).result();
    }

    private static boolean isPrefix(long[] a, long[] b) {
      return a.length <= b.length && Arrays.equals(a, Arrays.copyOf(b, a.length));
    }

    private static boolean intersects(long[] a, long[] b) {
      for (int i = 0; i < Math.min(a.length, b.length); i++) {
        if (a[i] >= 0 && b[i] >= 0 && a[i] != b[i]) {
          return false;
        }
      }
      return true;
    }
  }
}
