package jopt.dialects.vector;

import jopt.ir.ods.format.DynamicIndexList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/**
 * vector.insert: {@code %s, %v [3, %i] : f32 into vector<4x8xf32>}; the destination with an
 * n-D value stored at a k-D position ({@code -1} a poison index).
 */
@Op
public final class InsertOp extends InsertOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.insert")
      .summary("insert operation")
      .operand("valueToStore", TypeConstraints.ANY)
      .operand("dest", VectorConstraints.VECTOR)
      .variadicOperand("dynamic_position", TypeConstraints.INDEX)
      .attr("static_position", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", VectorConstraints.VECTOR)
      .predicate("source operand and result have same element type",
          op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .allTypesMatch("dest", "result")
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) "
          + "attr-dict `:` type($valueToStore) `into` type($dest)")
      .build();

  InsertOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's position checks; folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      InsertOp insert = InsertOp.of(op);
      if (insert.valueToStore().getType() instanceof VectorType s && s.getRank() == 0) {
        op.emitError("expected a scalar instead of a 0-d vector as the source operand");
        return false;
      }
      long[] position = ((DenseArrayAttr) op.getAttr("static_position")).asLongs();
      VectorType dest = (VectorType) insert.dest().getType();
      if (position.length > dest.getRank()) {
        op.emitOpError("expected position attribute of rank no greater than dest vector rank");
        return false;
      }
      if (insert.valueToStore().getType() instanceof VectorType src) {
        if (src.getRank() + position.length != dest.getRank()) {
          op.emitOpError("expected position attribute rank + source rank to match dest vector rank");
          return false;
        }
      } else if (position.length != dest.getRank()) {
        op.emitOpError("expected position attribute rank to match the dest vector rank");
        return false;
      }
      return ExtractOp.verifyPosition(op, position, dest, "dest vector dimension");
    }

    /** Constants never exceed this many elements unless the destination has one use. */
    private static final int VECTOR_SIZE_FOLD_THRESHOLD = 256;

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      InsertOp insert = InsertOp.of(op);
      if (ExtractFolding.position(op).length == 0 && insert.valueToStore().getType().equals(insert.result().getType())) {
        results.add(OpFoldResult.of(insert.valueToStore()));
        return true;
      }
      VectorType dest = (VectorType) insert.dest().getType();
      boolean inPlace = ExtractFolding.foldConstantIndices(op, operands, dest.getShape(), 2);
      Operation destInsert = insert.dest().getDefiningOp();
      if (destInsert != null && InsertOp.isa(destInsert) && samePosition(op, destInsert)) {
        op.setOperand(1, InsertOp.of(destInsert).dest());
        return true;
      }
      Attribute folded = constantInsert(op, operands.get(0), operands.get(1));
      if (folded != null) {
        results.add(OpFoldResult.of(folded));
        return true;
      }
      return inPlace;
    }

    /** Whether both ops insert at the same static and dynamic position. */
    private static boolean samePosition(Operation a, Operation b) {
      return Arrays.equals(ExtractFolding.position(a), ExtractFolding.position(b))
          && a.getOperands().subList(2, a.getNumOperands()).equals(b.getOperands().subList(2, b.getNumOperands()));
    }

    /** foldDenseElementsAttrDestInsertOp: a constant inserted into a constant. */
    private static Attribute constantInsert(Operation op, Attribute src, Attribute dst) {
      InsertOp insert = InsertOp.of(op);
      if (ExtractFolding.hasDynamicPosition(op) || !(dst instanceof DenseElementsAttr dense)
          || src == null) {
        return null;
      }
      VectorType dest = (VectorType) insert.dest().getType();
      if (dest.isScalable() || VectorTypes.numElements(dest) > VECTOR_SIZE_FOLD_THRESHOLD
          && !insert.dest().hasOneUse()) {
        return null;
      }
      int begin = (int) VectorFolding.linearize(ExtractFolding.position(op), dest.getShape());
      List<Attribute> values = new ArrayList<>();
      for (int i = 0; i < dense.getNumElements(); i++) {
        values.add(dense.getElementAttr(i));
      }
      List<Attribute> inserted = new ArrayList<>();
      if (src instanceof DenseElementsAttr d) {
        for (int i = 0; i < d.getNumElements(); i++) {
          inserted.add(d.getElementAttr(i));
        }
      } else {
        inserted.add(src);
      }
      for (int i = 0; i < inserted.size(); i++) {
        Attribute a = inserted.get(i);
        values.set(begin + i, a instanceof IntegerAttr ia && !ia.getType().equals(dest.getElementType())
            ? IntegerAttr.get(dest.getElementType(), ia.getValue()) : a);
      }
      return DenseElementsAttr.get(dest, values);
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new ToBroadcast());
      patterns.add(new BroadcastOp.BroadcastFolder());
      patterns.add(new SplatToSplat());
      patterns.add(new ChainFullyInitialized());
    }
  }

  /** InsertToBroadcast: a vector as large as the destination, inserted, is a broadcast of it. */
  static final class ToBroadcast extends OpRewritePattern<InsertOp> {
    ToBroadcast() {
      super(SPEC, InsertOp::of);
    }

    @Override
    public boolean matchAndRewrite(InsertOp op, PatternRewriter rewriter) {
      VectorType dest = (VectorType) op.dest().getType();
      if (!(op.valueToStore().getType() instanceof VectorType src)
          || VectorTypes.numElements(src) != VectorTypes.numElements(dest)) {
        return false;
      }
      rewriter.replaceOp(op.getOperation(), BroadcastOp.create(rewriter, op.getLoc(), op.valueToStore(), dest)
          .getOperation());
      return true;
    }
  }

  /** InsertSplatToSplat: a splat of v inserted into a splat of v is a broadcast of v. */
  static final class SplatToSplat extends OpRewritePattern<InsertOp> {
    SplatToSplat() {
      super(SPEC, InsertOp::of);
    }

    @Override
    public boolean matchAndRewrite(InsertOp op, PatternRewriter rewriter) {
      Value splat = VectorFolding.scalarSplatSource(op.valueToStore());
      if (splat == null || VectorFolding.scalarSplatSource(op.dest()) != splat) {
        return false;
      }
      rewriter.replaceOp(op.getOperation(), BroadcastOp.create(rewriter, op.getLoc(), splat, op.result().getType())
          .getOperation());
      return true;
    }
  }

  /**
   * InsertChainFullyInitialized: a chain of static inserts, intermediate ones used once, that
   * writes every element becomes one vector.from_elements (vector operands through to_elements).
   */
  static final class ChainFullyInitialized extends OpRewritePattern<InsertOp> {
    ChainFullyInitialized() {
      super(SPEC, InsertOp::of);
    }

    @Override
    public boolean matchAndRewrite(InsertOp op, PatternRewriter rewriter) {
      VectorType dest = (VectorType) op.dest().getType();
      if (dest.isScalable()) {
        return false;
      }
      for (jopt.ir.OpOperand use : op.result().getUses()) {
        if (InsertOp.isa(use.getOwner()) && InsertOp.of(use.getOwner()).dest() == op.result()) {
          return false;
        }
      }
      List<Operation> chain = new ArrayList<>();
      Operation current = op.getOperation();
      while (current != null) {
        if (ExtractFolding.hasDynamicPosition(current)) {
          return false;
        }
        chain.add(current);
        Operation next = InsertOp.of(current).dest().getDefiningOp();
        current = next != null && InsertOp.isa(next) ? next : null;
        if (current != null && !current.getResult(0).hasOneUse()) {
          return false;
        }
      }
      int size = (int) VectorTypes.numElements(dest);
      boolean[] initialized = new boolean[size];
      int count = 0;
      List<int[]> pending = new ArrayList<>();
      List<Value> values = new ArrayList<>();
      for (Operation insert : chain) {
        long[] position = ExtractFolding.position(insert);
        for (long p : position) {
          if (p == ExtractOp.POISON) {
            return false;
          }
        }
        int begin = (int) VectorFolding.linearize(position, dest.getShape());
        int n = InsertOp.of(insert).valueToStore().getType() instanceof VectorType v ? (int) VectorTypes.numElements(v) : 1;
        for (int i = begin; i < begin + n; i++) {
          if (!initialized[i]) {
            initialized[i] = true;
            count++;
          }
        }
        pending.add(new int[] {begin, n});
        values.add(InsertOp.of(insert).valueToStore());
        if (count == size) {
          break;
        }
      }
      if (count != size) {
        return false;
      }
      Value[] elements = new Value[size];
      for (int k = pending.size() - 1; k >= 0; k--) {
        int begin = pending.get(k)[0];
        int n = pending.get(k)[1];
        Value v = values.get(k);
        if (!(v.getType() instanceof VectorType vt)) {
          elements[begin] = v;
          continue;
        }
        List<jopt.ir.Type> types = java.util.Collections.nCopies(n, vt.getElementType());
        ToElementsOp parts = ToElementsOp.create(rewriter, op.getLoc(), v, types);
        for (int i = 0; i < n; i++) {
          elements[begin + i] = parts.getOperation().getResult(i);
        }
      }
      rewriter.replaceOp(op.getOperation(),
          FromElementsOp.create(rewriter, op.getLoc(), List.of(elements), dest).getOperation());
      return true;
    }
  }
}
