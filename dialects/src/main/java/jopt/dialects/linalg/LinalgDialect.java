package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/** The linalg dialect: structured ops on memrefs and tensors. */
public final class LinalgDialect extends Dialect {
  public LinalgDialect() {
    super("linalg");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new GenericOp(), NamedStructuredOp.fill(), NamedStructuredOp.copy(), new MatmulOp(),
        new YieldOp(), new IndexOp());
  }

  @Override
  public boolean hasAttributeParser() {
    return true;
  }

  @Override
  public Attribute parseAttribute(String body) {
    String prefix = "iterator_type<";
    if (body.startsWith(prefix) && body.endsWith(">")) {
      String v = body.substring(prefix.length(), body.length() - 1).trim();
      if (IteratorTypeAttr.isValid(v)) {
        return new IteratorTypeAttr(v);
      }
    }
    return null;
  }
}
