package jopt.ir;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class VerifierTest {
  private final TestIr ir = new TestIr();
  private final List<Diagnostic> diags = new ArrayList<>();

  VerifierTest() {
    ir.ctx.getDiagEngine().setHandler(diags::add);
  }

  private List<String> verifyMessages(Operation op) {
    boolean ok = Verifier.verify(op);
    ir.ctx.getDiagEngine().flush();
    List<String> r = new ArrayList<>();
    for (Diagnostic d : diags) {
      r.add(d.getMessage());
    }
    assertThat(ok).isEqualTo(r.isEmpty());
    return r;
  }

  @Test
  void acceptsDominatedUses() {
    Operation outer = ir.opWithRegion("test.ssa_region", List.of());
    Block b = outer.getRegion(0).front();
    Operation a = ir.append(b, "test.a", List.of(), 1);
    Operation nested = ir.opWithRegion("test.nested", List.of());
    ir.append(nested.getRegion(0).front(), "test.use", List.of(a.getResult(0)), 0);
    b.push_back(nested);
    assertThat(verifyMessages(outer)).isEmpty();
  }

  @Test
  void rejectsUseBeforeDefinition() {
    Operation outer = ir.opWithRegion("test.ssa_region", List.of());
    Block b = outer.getRegion(0).front();
    Operation a = ir.op("test.a", List.of(), 1);
    Operation use = ir.append(b, "test.use", List.of(a.getResult(0)), 0);
    b.push_back(a);
    assertThat(verifyMessages(outer)).containsExactly("operand #0 does not dominate this use");
    List<String> notes = new ArrayList<>();
    for (Diagnostic n : diags.get(0).getNotes()) {
      notes.add(n.getMessage());
    }
    assertThat(notes).containsExactly(
        "see current operation: \"test.use\"(%0) : (i32) -> ()",
        "operand defined here (op in the same block)").inOrder();
  }

  @Test
  void rejectsUseOfValueFromSiblingRegion() {
    Operation outer = ir.opWithRegion("test.ssa_region", List.of());
    Block b = outer.getRegion(0).front();
    Operation n1 = ir.opWithRegion("test.n1", List.of());
    Operation a = ir.append(n1.getRegion(0).front(), "test.a", List.of(), 1);
    Operation n2 = ir.opWithRegion("test.n2", List.of());
    ir.append(n2.getRegion(0).front(), "test.use", List.of(a.getResult(0)), 0);
    b.push_back(n1);
    b.push_back(n2);
    assertThat(verifyMessages(outer)).containsExactly("operand #0 does not dominate this use");
  }

  @Test
  void multiBlockDominanceFollowsTheCfg() {
    Operation outer = ir.opWithRegion("test.ssa_region", List.of());
    Region r = outer.getRegion(0);
    Block entry = r.front();
    Block left = r.emplaceBlock();
    Block right = r.emplaceBlock();
    Block join = r.emplaceBlock();
    Operation def = ir.append(left, "test.def", List.of(), 1);
    entry.push_back(branch(left, right));
    left.push_back(branch(join));
    right.push_back(branch(join));
    ir.append(join, "test.use", List.of(def.getResult(0)), 0);
    assertThat(verifyMessages(outer)).containsExactly("operand #0 does not dominate this use");
  }

  @Test
  void entryDominatesAllBlocks() {
    Operation outer = ir.opWithRegion("test.ssa_region", List.of());
    Region r = outer.getRegion(0);
    Block entry = r.front();
    Block next = r.emplaceBlock();
    Operation def = ir.append(entry, "test.def", List.of(), 1);
    entry.push_back(branch(next));
    ir.append(next, "test.use", List.of(def.getResult(0)), 0);
    assertThat(verifyMessages(outer)).isEmpty();
  }

  @Test
  void rejectsBranchToEntryBlock() {
    Operation outer = ir.opWithRegion("test.ssa_region", List.of());
    Block entry = outer.getRegion(0).front();
    entry.push_back(branch(entry));
    assertThat(verifyMessages(outer)).containsExactly("entry block of region may not have predecessors");
  }

  private Operation branch(Block... targets) {
    OperationState st = new OperationState(Location.UNKNOWN, "test.br");
    for (Block t : targets) {
      st.addSuccessor(t);
    }
    return Operation.create(ir.ctx, st);
  }
}
