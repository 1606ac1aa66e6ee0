package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionRunsOnce;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * memref.alloca_scope: {@code (-> (types))? { ... } attr-dict}; memref.alloca inside are freed
 * when control leaves the body, whose memref.alloca_scope.return gives the results (implicit
 * when there are none).
 */
@Op
public final class AllocaScopeOp extends AllocaScopeOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.alloca_scope")
      .summary("explicitly delimited scope for stack allocation")
      .variadicResult("results", TypeConstraints.ANY)
      .region("bodyRegion", RegionDef.Blocks.EXACTLY_ONE)
      .build();

  AllocaScopeOp(Operation op) {
    super(op);
  }

  /**
   * Creates the op with {@code resultTypes} and an empty body block; the caller fills it and
   * ends it with {@link AllocaScopeReturnOp}. The builder's insertion point is kept.
   */
  public static AllocaScopeOp create(Builder b, Location loc, List<? extends Type> resultTypes) {
    OperationState st = SPEC.newState(loc).addTypes(resultTypes);
    st.addRegion().emplaceBlock();
    return new AllocaScopeOp(b.create(st));
  }

  /** The definition: the C++-written assembly, the region checks and the control flow. */
  public static final class Def extends OpDefinition implements Traits.AutomaticAllocationScope,
      RegionRunsOnce, Traits.SingleBlockImplicitTerminator, Traits.HasRecursiveMemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return AllocaScopeReturnOp.SPEC.name();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      List<Type> types = p.parseOptionalArrowTypeList();
      if (types != null) {
        result.addTypes(types);
      }
      Region body = result.addRegion();
      p.parseRegion(body, List.of());
      ensureTerminator(p, body, result.location);
      p.parseOptionalAttrDict(result.attributes);
    }

    /** MLIR's ensureTerminator: a block not ending with a terminator gets the implicit return. */
    private static void ensureTerminator(OpAsmParser p, Region region, Location loc) {
      if (region.isEmpty()) {
        region.emplaceBlock();
      }
      Block b = region.front();
      Operation last = b.getLastOp();
      if (last == null || !last.hasTrait(Traits.IsTerminator.class)) {
        b.push_back(Operation.create(p.getContext(), AllocaScopeReturnOp.SPEC.newState(loc)));
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      boolean results = op.getNumResults() > 0;
      p.print(' ');
      if (results) {
        p.print(" -> (").printTypes(op.getResultTypes()).print(")");
      }
      p.print(' ');
      p.printRegion(op.getRegion(0), false, results, false);
      Asm.printAttrDict(p, op);
    }

    /** NoRegionArguments. */
    @Override
    public boolean verify(Operation op) {
      Region body = op.getRegion(0);
      if (body.front().getNumArguments() != 0) {
        op.emitOpError("region should have no arguments");
        return false;
      }
      return true;
    }

    @Override
    public boolean verifyRegions(Operation op) {
      return verifyImplicitTerminator(op, AllocaScopeReturnOp.SPEC.name());
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new MemRefPatterns.AllocaScopeInliner());
      patterns.add(new MemRefPatterns.AllocaScopeHoister());
    }
  }

  /** SingleBlockImplicitTerminator's region check: each non-empty region ends with {@code name}. */
  static boolean verifyImplicitTerminator(Operation op, String name) {
    for (Region r : op.getRegions()) {
      if (r.isEmpty() || r.front().isEmpty()) {
        continue;
      }
      Operation last = r.front().getLastOp();
      if (!last.getName().equals(name)) {
        op.emitOpError("expects regions to end with '" + name + "', found '" + last.getName() + "'")
            .attachNote(op.getLoc(), "in custom textual format, the absence of terminator implies '" + name + "'");
        return false;
      }
    }
    return true;
  }
}
