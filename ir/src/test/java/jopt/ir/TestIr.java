package jopt.ir;

import java.util.List;

/** Small IR-building helpers for unit tests: unregistered {@code test.*} ops of an i32-ish type. */
final class TestIr {
  final MLIRContext ctx = new MLIRContext().allowUnregisteredDialects(true).registerOp(new SsaRegionOp());

  /** A registered op whose regions have SSA dominance (unregistered ops have graph regions). */
  static final class SsaRegionOp extends OpDefinition implements Traits.NoTerminator {
    SsaRegionOp() {
      super("test.ssa_region");
    }
  }
  final Type i32 = jopt.ir.type.IntegerType.get(32);

  Operation op(String name, List<Value> operands, int numResults) {
    OperationState st = new OperationState(Location.UNKNOWN, name);
    st.addOperands(operands);
    for (int i = 0; i < numResults; i++) {
      st.addType(i32);
    }
    return Operation.create(ctx, st);
  }

  /** {@link #op}, put at the end of {@code block}. */
  Operation append(Block block, String name, List<Value> operands, int numResults) {
    Operation op = op(name, operands, numResults);
    block.push_back(op);
    return op;
  }

  Operation opWithRegion(String name, List<Value> operands) {
    OperationState st = new OperationState(Location.UNKNOWN, name);
    st.addOperands(operands);
    st.addRegion().emplaceBlock();
    return Operation.create(ctx, st);
  }

  /** A detached container op with one block to put ops in. */
  Block container() {
    return opWithRegion("test.container", List.of()).getRegion(0).front();
  }
}
