package jopt.dialects.gpu;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** gpu.terminator: Terminator for GPU launch regions. */
@Op
public final class TerminatorOp extends TerminatorOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.terminator")
      .summary("Terminator for GPU launch regions.")
      .format("attr-dict")
      .build();

  TerminatorOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition implements Traits.HasParent, Traits.Pure, Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of("gpu.launch");
    }
  }
}
