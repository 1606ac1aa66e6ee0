package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.OpResult;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.BaseMemRefType;
import jopt.ir.type.TensorType;

/**
 * The typed view shared by linalg's structured ops (MLIR's LinalgOp and
 * DestinationStyleOpInterface): inputs and inits, one indexing map per operand, the iterator
 * types of the loops, and the body block. Every operand is either a DPS input or a DPS init;
 * the i-th tensor init is tied to the i-th result.
 */
public abstract class LinalgOp extends OpView {
  protected LinalgOp(Operation op) {
    super(op);
  }

  /** The view of a structured op of any kind, or null when {@code op} is not one. */
  public static LinalgOp of(Operation op) {
    return op.getDef() instanceof StructuredOpDef d ? d.view(op) : null;
  }

  /** Whether {@code op} is a linalg structured op (MLIR's isa&lt;LinalgOp&gt;). */
  public static boolean isLinalgOp(Operation op) {
    return op != null && op.getDef() instanceof StructuredOpDef;
  }

  /** Whether ops of {@code def} are linalg structured ops (for patterns on the LinalgOp interface). */
  public static boolean isLinalgOpDef(jopt.ir.OpDefinition def) {
    return def instanceof StructuredOpDef;
  }

  /** DestinationStyleOpInterface: the operands that are read only. */
  public abstract List<Value> dpsInputs();

  /** DestinationStyleOpInterface: the operands written into (tensor inits are tied to the results). */
  public abstract List<Value> dpsInits();

  /** One map per operand, from the loops to the operand's indices. */
  public abstract List<AffineMap> indexingMaps();

  /** "parallel" or "reduction" for each loop. */
  public abstract List<String> iteratorTypes();

  public int numLoops() {
    return iteratorTypes().size();
  }

  public int numDpsInputs() {
    return dpsInputs().size();
  }

  public int numDpsInits() {
    return dpsInits().size();
  }

  /** The indexing map of operand {@code operandNumber}. */
  public AffineMap matchingIndexingMap(int operandNumber) {
    return indexingMaps().get(operandNumber);
  }

  /** The body block (the region's only block). */
  public Block body() {
    return getOperation().getRegion(0).front();
  }

  /** The block arguments of the inputs. */
  public List<Value> regionInputArgs() {
    return new ArrayList<>(body().getArguments().subList(0, numDpsInputs()));
  }

  /** The block arguments of the inits. */
  public List<Value> regionOutputArgs() {
    List<? extends Value> args = body().getArguments();
    return new ArrayList<>(args.subList(args.size() - numDpsInits(), args.size()));
  }

  /** The results (one per tensor init). */
  public List<OpResult> resultTensors() {
    return getOperation().getResults();
  }

  /** The result tied to init {@code init}, or null when the init is not a tensor. */
  public OpResult tiedOpResult(Value init) {
    int k = 0;
    for (Value v : dpsInits()) {
      if (v == init) {
        return v.getType() instanceof TensorType ? getOperation().getResult(k) : null;
      }
      if (v.getType() instanceof TensorType) {
        k++;
      }
    }
    return null;
  }

  /** The position among the inits of the init tied to result {@code resultNumber}; -1 if none. */
  public int tiedInitIndex(int resultNumber) {
    int k = 0;
    List<Value> inits = dpsInits();
    for (int i = 0; i < inits.size(); i++) {
      if (inits.get(i).getType() instanceof TensorType && k++ == resultNumber) {
        return i;
      }
    }
    return -1;
  }

  /** The init tied to result {@code i}. */
  public Value tiedInit(int resultNumber) {
    int k = 0;
    for (Value v : dpsInits()) {
      if (v.getType() instanceof TensorType && k++ == resultNumber) {
        return v;
      }
    }
    return null;
  }

  /** Every operand is a tensor or a scalar. */
  public boolean hasPureTensorSemantics() {
    for (Value v : getOperation().getOperands()) {
      if (v.getType() instanceof BaseMemRefType) {
        return false;
      }
    }
    return true;
  }

  /** Every operand is a memref or a scalar. */
  public boolean hasPureBufferSemantics() {
    for (Value v : getOperation().getOperands()) {
      if (v.getType() instanceof TensorType) {
        return false;
      }
    }
    return true;
  }

  /** Whether the body reads the block argument of operand {@code operandNumber} (payloadUsesValueFromOperand). */
  public boolean payloadUsesValueFromOperand(int operandNumber) {
    Block b = getOperation().getRegion(0).isEmpty() ? null : body();
    return b == null || operandNumber >= b.getNumArguments() || !b.getArgument(operandNumber).useEmpty();
  }

  /** The static loop ranges (DYNAMIC where unknown), from the shapes through the inverted maps; null if not invertible. */
  public long[] staticLoopRanges() {
    return IndexingMaps.staticLoopRanges(this);
  }

  /** Whether operand {@code operandNumber} is a DPS input. */
  public boolean isDpsInput(int operandNumber) {
    return operandNumber < numDpsInputs();
  }

  /** Whether operand {@code operandNumber} is no shaped value (MLIR's isScalar). */
  public boolean isScalar(int operandNumber) {
    return !(getOperation().getOperand(operandNumber).getType() instanceof jopt.ir.type.ShapedType);
  }

  /** The number of loops of each iterator type. */
  public int numParallelLoops() {
    return countIterators("parallel");
  }

  public int numReductionLoops() {
    return countIterators("reduction");
  }

  private int countIterators(String kind) {
    int n = 0;
    for (String t : iteratorTypes()) {
      if (t.equals(kind)) {
        n++;
      }
    }
    return n;
  }

  /** The indexing map of the init tied to result {@code resultNumber}. */
  public AffineMap indexingMapMatchingResult(int resultNumber) {
    return matchingIndexingMap(numDpsInputs() + tiedInitIndex(resultNumber));
  }

  /** Whether the body holds a {@code linalg.index} (directly, as MLIR's hasIndexSemantics). */
  public boolean hasIndexSemantics() {
    if (getOperation().getRegion(0).isEmpty()) {
      return false;
    }
    for (Operation op : body().getOperations()) {
      if (IndexOp.SPEC.isa(op)) {
        return true;
      }
    }
    return false;
  }

  /** MLIR's getLoopsToShapesMap: every operand's map, concatenated. */
  public AffineMap loopsToShapesMap() {
    return AffineMap.concatAffineMaps(indexingMaps());
  }

  /** MLIR's getShapesToLoopsMap: the inverse of {@link #loopsToShapesMap}, null if there is none. */
  public AffineMap shapesToLoopsMap() {
    return AffineMap.inversePermutation(loopsToShapesMap());
  }

  /** Whether the loop bounds can still be computed without the operands {@code dropped} (canOpOperandsBeDropped). */
  public boolean canOpOperandsBeDropped(java.util.Collection<Integer> dropped) {
    List<AffineMap> maps = new ArrayList<>();
    List<AffineMap> all = indexingMaps();
    for (int i = 0; i < all.size(); i++) {
      if (!dropped.contains(i)) {
        maps.add(all.get(i));
      }
    }
    if (maps.isEmpty()) {
      return numLoops() == 0;
    }
    return AffineMap.inversePermutation(AffineMap.concatAffineMaps(maps)) != null;
  }

  static List<Type> types(List<? extends Value> values) {
    List<Type> r = new ArrayList<>(values.size());
    for (Value v : values) {
      r.add(v.getType());
    }
    return r;
  }
}
