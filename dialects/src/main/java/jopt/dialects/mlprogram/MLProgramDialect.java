package jopt.dialects.mlprogram;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Type;
import jopt.ir.type.NoneType;

/**
 * The ml_program dialect (MLIR's MLProgram): functions and graph subgraphs, globals with their
 * loads and stores, ordering tokens; {@code !ml_program.token} and {@code #ml_program.extern}.
 */
public final class MLProgramDialect extends Dialect {
  public MLProgramDialect() {
    super("ml_program");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new FuncOp.Def(), new GlobalOp.Def(), new GlobalLoadOp.Def(), new GlobalLoadConstOp.Def(),
        new GlobalLoadGraphOp.Def(), new GlobalStoreOp.Def(), new GlobalStoreGraphOp.Def(), new SubgraphOp.Def(),
        new OutputOp.Def(), new ReturnOp.Def(), new TokenOp.Def());
  }

  @Override
  public Type parseType(String body) {
    return body.equals("token") ? TokenType.INSTANCE : null;
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }

  /**
   * {@code extern}, its own type after a {@code :} (none without). As mlir-opt, a body after
   * the mnemonic ({@code extern<...>}) is not read: the empty assembly format ignores it.
   */
  @Override
  public Attribute parseAttribute(String body, Type selfType) {
    if (!body.equals("extern") && !body.startsWith("extern<")) {
      return null;
    }
    return ExternAttr.get(selfType != null ? selfType : NoneType.INSTANCE);
  }

  @Override
  public Attribute parseAttribute(String body) {
    return parseAttribute(body, null);
  }

  @Override
  public boolean parsesAttributeSelfType() {
    return true;
  }

  @Override
  public boolean hasAttributeParser() {
    return true;
  }

  /** As MLIR's: every op of the dialect may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
