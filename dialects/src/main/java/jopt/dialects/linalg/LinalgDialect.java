package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/** The linalg dialect: structured ops on memrefs and tensors. */
public final class LinalgDialect extends Dialect {
  public LinalgDialect() {
    super("linalg");
  }

  /** As MLIR's (hasConstantMaterializer): folded values become arith constants. */
  @Override
  public jopt.ir.Operation materializeConstant(jopt.ir.rewrite.Builder builder, jopt.ir.Attribute value,
      jopt.ir.Type type, jopt.ir.Location loc) {
    return jopt.dialects.arith.ArithDialect.materialize(builder, value, type, loc);
  }

  @Override
  public List<OpDefinition> getOperations() {
    List<OpDefinition> ops = new ArrayList<>(List.of(new GenericOp.Def(), new MapOp.Def(), new ReduceOp.Def(),
        new TransposeOp.Def(), new BroadcastOp.Def(), new YieldOp.Def(), new IndexOp.Def()));
    for (NamedOpRow row : NamedOps.ROWS) {
      ops.add(new NamedOpDef(row));
    }
    ops.add(new SoftmaxOp.Def());
    ops.addAll(WinogradOps.Def.all());
    ops.add(new PackOp.Def());
    ops.add(new UnPackOp.Def());
    return ops;
  }

  @Override
  public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
    patterns.add(new LinalgPatterns.EraseDeadLinalgOp());
    patterns.add(new LinalgPatterns.FoldTensorCastConsumerOp());
    patterns.add(new LinalgPatterns.InferStaticShapeOfOperands());
  }

  @Override
  public boolean hasAttributeParser() {
    return true;
  }

  /** {@code iterator_type<parallel>}, {@code type_fn<cast_signed>}, {@code elementwise_kind<add>} (after {@code #linalg.}). */
  @Override
  public Attribute parseAttribute(String body) {
    String v = enumBody(body, "iterator_type");
    if (v != null && IteratorTypeAttr.isValid(v)) {
      return new IteratorTypeAttr(v);
    }
    v = enumBody(body, "type_fn");
    if (v != null) {
      return TypeFnAttr.of(v);
    }
    v = enumBody(body, "elementwise_kind");
    return v == null ? null : ElementwiseKindAttr.of(v);
  }

  private static String enumBody(String body, String mnemonic) {
    if (body.startsWith(mnemonic) && body.endsWith(">")) {
      String rest = body.substring(mnemonic.length()).trim();
      if (rest.startsWith("<")) {
        return rest.substring(1, rest.length() - 1).trim();
      }
    }
    return null;
  }

  /** As MLIR's: every op of the dialect may be inlined, and any region into its ops' regions. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS_AND_REGIONS;
  }
}
