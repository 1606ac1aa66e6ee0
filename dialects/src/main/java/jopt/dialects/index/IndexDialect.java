package jopt.dialects.index;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/**
 * The index dialect: arithmetic, comparison and casts of {@code index} values whose width (32
 * or 64 bits) is the target's, so folders fold only what both widths agree on.
 */
public final class IndexDialect extends Dialect {
  public IndexDialect() {
    super("index");
  }

  @Override
  public List<OpDefinition> getOperations() {
    List<OpDefinition> ops = new ArrayList<>(IndexBinaryOp.definitions());
    ops.add(CastSOp.definition());
    ops.add(CastUOp.definition());
    ops.add(new CmpOp.Def());
    ops.add(new SizeOfOp.Def());
    ops.add(new ConstantOp.Def());
    ops.add(new BoolConstantOp.Def());
    return ops;
  }

  @Override
  public boolean hasAttributeParser() {
    return true;
  }

  /** {@code #index<cmp_predicate slt>} (the body is {@code cmp_predicate slt}). */
  @Override
  public Attribute parseAttribute(String body) {
    String[] parts = body.trim().split("\\s+");
    if (parts.length != 2 || !parts[0].equals("cmp_predicate")) {
      return null;
    }
    IndexCmpPredicate pred = IndexCmpPredicate.byKeyword(parts[1]);
    return pred == null ? null : IndexCmpPredicateAttr.get(pred);
  }

  /** Bools as {@code index.bool.constant} of i1, index integers as {@code index.constant}. */
  @Override
  public Operation materializeConstant(Builder builder, Attribute value, Type type, Location loc) {
    if (value instanceof BoolAttr b) {
      if (!type.equals(IntegerType.get(1))) {
        return null;
      }
      return BoolConstantOp.create(builder, loc, b).getOperation();
    }
    if (value instanceof IntegerAttr i && i.getType() instanceof IndexType && type instanceof IndexType) {
      return ConstantOp.create(builder, loc, i).getOperation();
    }
    return null;
  }

  /** As MLIR's: every op of the dialect may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
