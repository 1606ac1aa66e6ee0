package jopt.dialects.pdl;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Type;

/**
 * MLIR's PDL dialect (Pattern Descriptor Language): rewrite patterns as IR, matched and
 * rewritten by MLIR's PDL interpreter. jopt reads, verifies and prints them; it does not run them.
 */
public final class PDLDialect extends Dialect {
  public PDLDialect() {
    super("pdl");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return PDLOp.definitions();
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }

  /** {@code attribute}, {@code operation}, {@code type}, {@code value}, {@code range<kind>}. */
  @Override
  public Type parseType(String body) {
    PDLType single = PDLType.single(body);
    if (single != null) {
      return single;
    }
    if (body.startsWith("range<") && body.endsWith(">")) {
      PDLType element = PDLType.single(body.substring(6, body.length() - 1).strip());
      return element == null ? null : PDLType.range(element);
    }
    return null;
  }
}
