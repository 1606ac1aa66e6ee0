package jopt.dialects.test;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/**
 * The ops of MLIR's test dialect that upstream's buffer-pass and deallocation tests use
 * ({@code test.buffer_based},
 * {@code test.region_buffer_based}, {@code test.region_yield}, {@code test.copy},
 * {@code test.region_if}, {@code test.region_if_yield}), defined as mlir-opt-22 defines them. As
 * MLIR's test dialect, it allows unknown ops: {@code "test.source"()} is valid without
 * {@code -allow-unregistered-dialect}. The {@code jopt} command registers it, as mlir-opt does;
 * the library's {@code Dialects.registerAll} does not.
 */
public final class TestDialect extends Dialect {
  public TestDialect() {
    super("test");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new BufferBasedOp.Def(), new RegionBufferBasedOp.Def(), new RegionYieldOp.Def(),
        new CopyOp.Def(), new RegionIfOp.Def(), new RegionIfYieldOp.Def(), new ForwardBufferOp.Def(),
        new ReadBufferOp.Def(), new SideEffectOp.Def(), new OneRegionWithRecursiveMemoryEffectsOp.Def(),
        new ReturnOp.Def());
  }

  @Override
  public boolean allowsUnknownOperations() {
    return true;
  }
}
