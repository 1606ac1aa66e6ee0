package jopt.dialects.tensor;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** tensor.yield: the element of tensor.generate / tensor.pad. */
@Op
public final class YieldOp extends YieldOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.yield")
      .summary("Yield a value from a region")
      .operand("value", TypeConstraints.ANY)
      .format("$value attr-dict `:` type($value)")
      .build();

  YieldOp(Operation op) {
    super(op);
  }

  /** The definition: a terminator nested in tensor.generate or tensor.pad. */
  public static final class Def extends OpDefinition
      implements Traits.Pure, Traits.ReturnLike, Traits.IsTerminator, Traits.HasParent {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of("tensor.generate", "tensor.pad");
    }

  }

  /**
   * SingleBlockImplicitTerminator's ensureTerminator: gives an empty region a block and appends
   * an operand-less {@code tensor.yield} unless the last block ends with a registered terminator.
   */
  static void ensureTerminator(OpAsmParser p, Region region, Location loc) {
    if (region.isEmpty()) {
      region.emplaceBlock();
    }
    Block b = region.getBlocks().get(region.getBlocks().size() - 1);
    Operation last = b.getLastOp();
    if (last != null && last.hasTrait(Traits.IsTerminator.class)) {
      return;
    }
    b.push_back(Operation.create(p.getContext(), new OperationState(loc, SPEC.name())));
  }

  /**
   * SingleBlockImplicitTerminator's region check: each non-empty region ends with tensor.yield;
   * true when it does.
   */
  static boolean verifyImplicitTerminator(Operation op) {
    for (Region r : op.getRegions()) {
      if (r.isEmpty()) {
        continue;
      }
      Operation last = r.front().getLastOp();
      if (last != null && last.getName().equals(SPEC.name())) {
        continue;
      }
      op.emitOpError("expects regions to end with '" + SPEC.name() + "', found '"
          + (last == null ? "" : last.getName()) + "'")
          .attachNote(op.getLoc(), "in custom textual format, the absence of terminator implies '"
              + SPEC.name() + "'");
      return false;
    }
    return true;
  }
}
