package jopt.ir;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.MemoryEffects.Effect;
import jopt.ir.interfaces.MemoryEffects.Kind;
import jopt.ir.interfaces.MemoryEffects.Resource;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import org.junit.jupiter.api.Test;

/** Memory effects stated in a spec, as ODS's {@code Arg<..., [MemRead]>}, give getEffects. */
class DeclaredEffectsTest {
  private static final OpSpec COPY_ALL = OpSpec.op("test.copy_all")
      .variadicOperand("sources", TypeConstraints.ANY)
      .operand("target", TypeConstraints.ANY)
      .result("token", TypeConstraints.ANY)
      .memRead("sources").memWrite("target")
      .memAlloc("token", Resource.AUTOMATIC_ALLOCATION_SCOPE)
      .memoryEffects(Kind.WRITE)
      .build();

  static final class CopyAllDef extends OpDefinition implements MemoryEffects {
    CopyAllDef() {
      super(COPY_ALL);
    }
  }

  static final class NoEffectsDef extends OpDefinition {
    NoEffectsDef() {
      super(COPY_ALL);
    }
  }

  private final TestIr ir = new TestIr();

  @Test
  void effectsFollowTheGroupsInTheOrderStated() {
    ir.ctx.registerOp(new CopyAllDef());
    Operation a = ir.op("test.a", List.of(), 3);
    Operation op = ir.op("test.copy_all", a.getResults().stream().map(Value.class::cast).toList(), 1);
    List<Effect> effects = op.getInterface(MemoryEffects.class).getEffects(op);
    assertThat(effects).containsExactly(new Effect(Kind.READ, a.getResult(0)),
        new Effect(Kind.READ, a.getResult(1)), new Effect(Kind.WRITE, a.getResult(2)),
        new Effect(Kind.ALLOCATE, op.getResult(0), Resource.AUTOMATIC_ALLOCATION_SCOPE),
        new Effect(Kind.WRITE, null)).inOrder();
  }

  @Test
  void anEffectNeedsAGroupOfThatName() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> OpSpec.op("test.bad").operand("a", TypeConstraints.ANY).memRead("b").build());
    assertThat(e).hasMessageThat().contains("effect on 'b', which is no operand or result");
  }

  @Test
  void declaredEffectsNeedTheInterface() {
    assertThrows(IllegalStateException.class, NoEffectsDef::new);
  }
}
