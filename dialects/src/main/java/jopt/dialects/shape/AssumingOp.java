package jopt.dialects.shape;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionRunsOnce;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * shape.assuming: {@code %witness [-> (types)] {...} [attr-dict]}; runs its one-block region once
 * when the witness holds, and yields its results.
 */
@Op
public final class AssumingOp extends AssumingOpBase {
  public static final OpSpec SPEC = OpSpec.op("shape.assuming")
      .summary("Execute the region")
      .operand("witness", TypeConstraints.ANY)
      .variadicResult("results", TypeConstraints.ANY)
      .region("doRegion", RegionDef.Blocks.EXACTLY_ONE)
      .build();

  AssumingOp(Operation op) {
    super(op);
  }

  /** Creates the op with an empty region, for the caller to fill. */
  public static Operation create(Builder b, Location loc, List<? extends Type> resultTypes, Value witness) {
    OperationState st = SPEC.newState(loc).addOperand(witness);
    st.addTypes(resultTypes);
    st.addRegion();
    return b.create(st);
  }

  /** The definition: MLIR's custom form, region control flow and unused-result removal. */
  public static final class Def extends OpDefinition implements Traits.HasRecursiveMemoryEffects,
      Traits.SingleBlockImplicitTerminator, RegionRunsOnce {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return AssumingYieldOp.SPEC.name();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      OpAsmParser.UnresolvedOperand witness = p.parseOperand();
      result.addOperand(p.resolveOperand(witness, ShapeDialectType.WITNESS));
      List<Type> types = p.parseOptionalArrowTypeList();
      if (types != null) {
        result.addTypes(types);
      }
      Region body = result.addRegion();
      p.parseRegion(body, List.of());
      jopt.dialects.scf.OpUtils.ensureTerminator(p.getContext(), body, AssumingYieldOp.SPEC.name(),
          result.location);
      p.parseOptionalAttrDict(result.attributes);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      boolean yieldsResults = op.getNumResults() > 0;
      p.print(" ").printOperand(AssumingOp.of(op).witness());
      if (yieldsResults) {
        p.print(" -> (").printTypes(op.getResultTypes()).print(")");
      }
      p.print(" ");
      p.printRegion(op.getRegion(0), false, yieldsResults, false);
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of());
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new RemoveUnusedResults());
    }
  }

  /**
   * MLIR's AssumingOpRemoveUnusedResults: the results nobody uses leave the op and its yield; the
   * body moves to a new op with the others.
   */
  static final class RemoveUnusedResults extends RewritePattern {
    RemoveUnusedResults() {
      super(SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation yield = op.getRegion(0).front().getTerminator();
      List<Value> kept = new ArrayList<>();
      List<Integer> keptIndex = new ArrayList<>();
      for (int i = 0; i < op.getNumResults(); i++) {
        if (!op.getResult(i).hasNoUses()) {
          kept.add(yield.getOperand(i));
          keptIndex.add(i);
        }
      }
      if (kept.size() == yield.getNumOperands()) {
        return false;
      }
      rewriter.setInsertionPointToEnd(op.getRegion(0).front());
      OperationState st = AssumingYieldOp.SPEC.newState(yield.getLoc()).addOperands(kept);
      Operation newYield = rewriter.create(st);
      rewriter.eraseOp(yield);
      rewriter.setInsertionPoint(op);
      List<Type> types = new ArrayList<>();
      for (Value v : kept) {
        types.add(v.getType());
      }
      Operation newOp = create(rewriter, op.getLoc(), types, AssumingOp.of(op).witness());
      newOp.getRegion(0).takeBody(op.getRegion(0));
      List<Value> replacements = new ArrayList<>();
      for (int i = 0, k = 0; i < op.getNumResults(); i++) {
        replacements.add(keptIndex.contains(i) ? newOp.getResult(k++) : op.getResult(i)); // unused
      }
      rewriter.replaceOp(op, replacements);
      return true;
    }
  }
}
