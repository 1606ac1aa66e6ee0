package jopt.dialects.deallocation;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Type;

/**
 * MLIR-HLO's deallocation dialect: ownership indicators and the ops that create, compare and
 * release them (seed hlo-deallocation.html, "Ops in the deallocation dialect").
 */
public final class DeallocationDialect extends Dialect {
  public static final String NAMESPACE = "deallocation";

  /**
   * The function argument attribute ({@code {deallocation.restrict = true}}) saying the argument
   * aliases no other argument.
   */
  public static final String RESTRICT_ATTR = "deallocation.restrict";

  public DeallocationDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new NullOp.Def(), new OwnOp.Def(), new RetainOp.Def(), new GetBufferOp.Def(),
        new FreeOp.Def());
  }

  @Override
  public Type parseType(String body) {
    return body.equals("ownership") ? OwnershipType.INSTANCE : null;
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }
}
