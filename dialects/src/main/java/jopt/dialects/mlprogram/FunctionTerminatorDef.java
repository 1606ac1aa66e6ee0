package jopt.dialects.mlprogram;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.OpSpec;

/** What ml_program.return and ml_program.output share: a pure, return-like terminator of one function op. */
abstract class FunctionTerminatorDef extends OpDefinition
    implements Traits.Pure, Traits.HasParent, Traits.ReturnLike, Traits.IsTerminator {
  private final String parent;
  private final String verb;
  private final String what;

  /** {@code verb} and {@code what} word MLIR's messages ("returns", "return operand"). */
  FunctionTerminatorDef(OpSpec spec, String parent, String verb, String what) {
    super(spec);
    this.parent = parent;
    this.verb = verb;
    this.what = what;
  }

  @Override
  public List<String> parentNames() {
    return List.of(parent);
  }

  @Override
  public boolean verify(Operation op) {
    return GlobalRefs.verifyReturn(op, verb, what);
  }
}
