package jopt.dialects.test;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/**
 * The ops of MLIR's test dialect that upstream's buffer deallocation tests use, for the
 * {@code jopt} command as mlir-opt registers the test dialect (a library user's context does not
 * get it). As MLIR's, the dialect accepts unknown ops ({@code "test.anything"}), which passes
 * treat as ops they know nothing about.
 */
public final class TestDialect extends Dialect {
  public TestDialect() {
    super("test");
  }

  @Override
  public boolean allowsUnknownOperations() {
    return true;
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new BufferBasedOp.Def(), new RegionBufferBasedOp.Def(), new CopyOp.Def(),
        new ForwardBufferOp.Def(), new ReadBufferOp.Def(), new SideEffectOp.Def(),
        new RegionYieldOp.Def(), new RegionIfOp.Def(), new RegionIfYieldOp.Def(),
        new OneRegionWithRecursiveMemoryEffectsOp.Def(), new ReturnOp.Def());
  }
}
