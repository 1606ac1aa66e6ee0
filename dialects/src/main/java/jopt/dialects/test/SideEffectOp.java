package jopt.dialects.test;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * test.side_effect_op: has the memory effects its {@code effects} attribute lists, each a
 * dictionary {@code {effect = "read" | "write" | "allocate" | "free"}}, on its result when the
 * dictionary has {@code on_result}.
 */
@Op
public final class SideEffectOp extends SideEffectOpBase {
  public static final OpSpec SPEC = OpSpec.op("test.side_effect_op")
      .result("result", TypeConstraints.ANY)
      .build();

  SideEffectOp(Operation op) {
    super(op);
  }

  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      List<Effect> out = new ArrayList<>();
      if (!(op.getAttr("effects") instanceof ArrayAttr effects)) {
        return out;
      }
      for (Attribute a : effects.value()) {
        if (a instanceof DictionaryAttr d && d.get("effect") instanceof StringAttr s) {
          Kind kind = switch (s.value()) {
            case "allocate" -> Kind.ALLOCATE;
            case "free" -> Kind.FREE;
            case "write" -> Kind.WRITE;
            default -> Kind.READ;
          };
          out.add(new Effect(kind, d.get("on_result") != null ? SideEffectOp.of(op).result() : null));
        }
      }
      return out;
    }
  }
}
