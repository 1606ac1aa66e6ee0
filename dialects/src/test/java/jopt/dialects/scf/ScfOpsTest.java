package jopt.dialects.scf;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestBlocks;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.Verifier;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface.Successor;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

class ScfOpsTest {
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
  private final List<String> errors = new ArrayList<>();
  private final Type index = IndexType.get();
  private final Type i1 = IntegerType.get(1);
  private final Type i32 = IntegerType.get(32);

  ScfOpsTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private Block args(Type... types) {
    return TestBlocks.args(ctx, types);
  }

  private Operation yieldOp(Value... values) {
    OperationState st = new OperationState(Location.UNKNOWN, "scf.yield");
    st.addOperands(List.of(values));
    return Operation.create(ctx, st);
  }

  /** {@code scf.for %iv = lb to ub step s iter_args(%acc = init) -> (type of yielded)}. */
  private Operation forOp(Block outer, boolean yieldIv) {
    OperationState st = new OperationState(Location.UNKNOWN, "scf.for");
    st.addOperands(outer.getArguments());
    st.addTypes(List.of(i32));
    Block body = st.addRegion().emplaceBlock();
    Value iv = body.addArgument(index, Location.UNKNOWN);
    Value acc = body.addArgument(i32, Location.UNKNOWN);
    body.push_back(yieldOp(yieldIv ? iv : acc));
    return Operation.create(ctx, st);
  }

  private String verifyError(Operation op) {
    errors.clear();
    boolean ok = Verifier.verify(op);
    ctx.getDiagEngine().flush();
    return ok ? null : errors.get(0);
  }

  @Test
  void forSuccessorsAndLoopAccessors() {
    Block outer = args(index, index, index, i32);
    Operation op = forOp(outer, false);
    assertThat(verifyError(op)).isNull();

    LoopLikeOpInterface loop = (LoopLikeOpInterface) op.getDef();
    Block body = op.getRegion(0).front();
    assertThat(loop.getInductionVars(op)).containsExactly(body.getArgument(0));
    assertThat(loop.getInits(op)).containsExactly(outer.getArgument(3));
    assertThat(loop.getRegionIterArgs(op)).containsExactly(body.getArgument(1));
    assertThat(loop.getYieldedValues(op)).containsExactly(body.getArgument(1));
    assertThat(loop.getLoopRegions(op)).containsExactly(op.getRegion(0));

    RegionBranchOpInterface branch = (RegionBranchOpInterface) op.getDef();
    for (Region from : new Region[] {null, op.getRegion(0)}) {
      List<Successor> succ = branch.getSuccessorRegions(op, from);
      assertThat(succ).hasSize(2);
      assertThat(succ.get(0).region()).isSameInstanceAs(op.getRegion(0));
      assertThat(succ.get(0).inputs()).containsExactly(body.getArgument(1));
      assertThat(succ.get(1).isParent()).isTrue();
      assertThat(succ.get(1).inputs()).containsExactly(op.getResult(0));
    }
    assertThat(branch.getEntrySuccessorOperands(op, op.getRegion(0))).containsExactly(outer.getArgument(3));
  }

  @Test
  void forRejectsMistypedYield() {
    Operation op = forOp(args(index, index, index, i32), true);
    assertThat(verifyError(op))
        .contains("0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'index'");
  }

  @Test
  void ifSuccessorsDependOnElseRegion() {
    Block outer = args(i1);
    OperationState st = new OperationState(Location.UNKNOWN, "scf.if");
    st.addOperands(List.of(outer.getArgument(0)));
    Region then = st.addRegion();
    st.addRegion();
    OpUtils.ensureTerminator(ctx, then, "scf.yield", Location.UNKNOWN);
    Operation op = Operation.create(ctx, st);
    assertThat(verifyError(op)).isNull();

    RegionBranchOpInterface branch = (RegionBranchOpInterface) op.getDef();
    List<Successor> fromParent = branch.getSuccessorRegions(op, null);
    assertThat(fromParent).hasSize(2);
    assertThat(fromParent.get(0).region()).isSameInstanceAs(op.getRegion(0));
    assertThat(fromParent.get(1).isParent()).isTrue();
    List<Successor> fromThen = branch.getSuccessorRegions(op, op.getRegion(0));
    assertThat(fromThen).hasSize(1);
    assertThat(fromThen.get(0).isParent()).isTrue();

    OpUtils.ensureTerminator(ctx, op.getRegion(1), "scf.yield", Location.UNKNOWN);
    assertThat(branch.getSuccessorRegions(op, null).get(1).region()).isSameInstanceAs(op.getRegion(1));
  }

  @Test
  void implicitTerminatorIsAddedOnce() {
    OperationState st = new OperationState(Location.UNKNOWN, "test.holder");
    Region region = st.addRegion();
    Operation.create(ctx, st);
    OpUtils.ensureTerminator(ctx, region, "scf.yield", Location.UNKNOWN);
    assertThat(region.front().getLastOp().getName()).isEqualTo("scf.yield");
    OpUtils.ensureTerminator(ctx, region, "scf.yield", Location.UNKNOWN);
    assertThat(region.front().getOperations()).hasSize(1);

    OperationState st2 = new OperationState(Location.UNKNOWN, "test.holder");
    Block b = st2.addRegion().emplaceBlock();
    b.push_back(Operation.create(ctx, new OperationState(Location.UNKNOWN, "test.op")));
    Operation holder = Operation.create(ctx, st2);
    OpUtils.ensureTerminator(ctx, holder.getRegion(0), "scf.yield", Location.UNKNOWN);
    assertThat(b.getOperations()).hasSize(2);
    assertThat(b.getLastOp().getName()).isEqualTo("scf.yield");
  }
}
