package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.dialects.linalg.NamedOpRow.Syntax;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.RankedTensorType;

/**
 * The view shared by every named structured op (a row of {@link NamedOps}): {@code ins(...)
 * outs(...)} split by {@code operandSegmentSizes}, results tied to the tensor outputs, the maps
 * and loops of its row (its symbols bound to the op's strides and dilations, memoized in
 * {@code linalg.memoized_indexing_maps} as MLIR's generated getIndexingMaps does), or those of
 * its {@code indexing_maps} attribute.
 */
public final class NamedOp extends LinalgOp {
  private final NamedOpRow row;
  private final OpSpec spec;

  private NamedOp(Operation op, NamedOpDef def) {
    super(op);
    this.row = def.row();
    this.spec = def.getSpec();
  }

  /** The view of a named op; throws when {@code op} is none. */
  public static NamedOp of(Operation op) {
    if (!(op.getDef() instanceof NamedOpDef d)) {
      throw new IllegalArgumentException("not a linalg named op: " + op.getName());
    }
    return new NamedOp(op, d);
  }

  /** The view of a named op, or null. */
  public static NamedOp dynCast(Operation op) {
    return op != null && op.getDef() instanceof NamedOpDef d ? new NamedOp(op, d) : null;
  }

  public NamedOpRow row() {
    return row;
  }

  public List<Value> inputs() {
    return operands(0);
  }

  public List<Value> outputs() {
    return operands(1);
  }

  @Override
  public List<Value> dpsInputs() {
    return inputs();
  }

  @Override
  public List<Value> dpsInits() {
    return outputs();
  }

  @Override
  public int numDpsInputs() {
    return operandCount(0);
  }

  @Override
  public int numDpsInits() {
    return operandCount(1);
  }

  /** The rank of the first output (the loops of rank-polymorphic ops), 0 without outputs. */
  private int outputRank() {
    List<Value> outs = outputs();
    return outs.isEmpty() ? 0 : LinalgTypes.rank(outs.get(0).getType());
  }

  @Override
  public List<AffineMap> indexingMaps() {
    Operation op = getOperation();
    if (row.syntax().hasMapsAttr()) {
      Attribute a = op.getAttr("indexing_maps");
      if (a instanceof ArrayAttr) {
        return IndexingMaps.fromAttr(a);
      }
      return row.syntax() == Syntax.MATMUL || row.syntax() == Syntax.BATCH_MATMUL
          || row.syntax() == Syntax.BATCH_REDUCE_MATMUL ? row.maps() : List.of();
    }
    if (row.isRankPolymorphic()) {
      int loops = outputRank();
      List<AffineMap> maps = new ArrayList<>();
      for (Value v : op.getOperands()) {
        maps.add(LinalgTypes.rank(v.getType()) == 0 ? IndexingMaps.scalar(loops) : IndexingMaps.identity(loops));
      }
      return maps;
    }
    if (op.getAttr(NamedOpRow.MEMOIZED_MAPS) instanceof ArrayAttr cached) {
      List<AffineMap> maps = IndexingMaps.fromAttr(cached);
      if (maps != null) {
        return maps;
      }
      // A memo that is not maps (hand-written or mutated) is made again from the row.
    }
    List<AffineMap> maps = row.boundMaps(op);
    op.setAttr(NamedOpRow.MEMOIZED_MAPS, IndexingMaps.toAttr(maps));
    return maps;
  }

  @Override
  public List<String> iteratorTypes() {
    return switch (row.syntax()) {
      case ELEMENTWISE -> Collections.nCopies(outputRank(), "parallel");
      case CONTRACT -> contractIterators();
      default -> row.isRankPolymorphic() ? Collections.nCopies(outputRank(), "parallel") : row.iteratorTypes();
    };
  }

  /** linalg.contract's loops: parallel when the output's map uses them, else reductions. */
  private List<String> contractIterators() {
    List<AffineMap> maps = indexingMaps();
    if (maps.isEmpty()) {
      return List.of();
    }
    AffineMap out = maps.get(maps.size() - 1);
    List<String> r = new ArrayList<>(Collections.nCopies(out.getNumDims(), "reduction"));
    for (AffineExpr e : out.getResults()) {
      if (e instanceof AffineDimExpr d) {
        r.set(d.getPosition(), "parallel");
      }
    }
    return r;
  }

  /** Whether the maps are not the row's defaults (MLIR's hasUserDefinedMaps). */
  public boolean hasUserDefinedMaps() {
    return row.syntax() == Syntax.CONTRACT || !indexingMaps().equals(row.maps());
  }

  /** The {@code cast} attribute, or null when absent (cast_signed). */
  public TypeFnAttr cast() {
    return getOperation().getAttr("cast") instanceof TypeFnAttr t ? t : null;
  }

  /** linalg.elementwise's {@code kind}. */
  public ElementwiseKindAttr kind() {
    return (ElementwiseKindAttr) getOperation().getAttr("kind");
  }

  @Override
  protected OpSpec spec() {
    return spec;
  }

  /**
   * MLIR's buildStructuredOp: the operands, one result per ranked-tensor output, {@code attrs},
   * the segment sizes, and the body the row builds.
   */
  public static NamedOp build(Builder b, Location loc, NamedOpRow row, List<? extends Value> inputs,
      List<? extends Value> outputs, NamedAttrList attrs) {
    OperationState st = new OperationState(loc, row.name());
    st.addOperands(inputs).addOperands(outputs);
    for (Value v : outputs) {
      if (v.getType() instanceof RankedTensorType) {
        st.addType(v.getType());
      }
    }
    for (var na : attrs.asList()) {
      st.attributes.set(na.name(), na.value());
    }
    OpSpec.setOperandSegmentSizes(st, inputs.size(), outputs.size());
    RegionBuilder.fill(b.getContext(), st.addRegion(), types(inputs), types(outputs), st.attributes,
        RegionBuilder.bodyOf(row));
    return of(b.create(st));
  }
}
