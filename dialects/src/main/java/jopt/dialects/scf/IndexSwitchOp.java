package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * scf.index_switch: {@code %arg attr-dict [-> types] (case V {region})* default {region}} (MLIR's
 * declarative format, the cases by {@link SwitchCases});
 * runs the case region whose value equals {@code %arg}, else the default region.
 */
@Op
public final class IndexSwitchOp extends IndexSwitchOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.index_switch")
      .summary("switch-case operation on an index argument")
      .operand("arg", TypeConstraints.INDEX)
      .attr("cases", AttrConstraints.DENSE_I64_ARRAY)
      .variadicResult("results", TypeConstraints.ANY)
      .region("defaultRegion", RegionDef.Blocks.EXACTLY_ONE)
      .variadicRegion("caseRegions", RegionDef.Blocks.EXACTLY_ONE)
      .format("$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` "
          + "`` `default` $defaultRegion")
      .customDirective("SwitchCases", SwitchCases.INSTANCE)
      .build();

  IndexSwitchOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code scf.index_switch arg -> (resultTypes)} with one empty block per case and
   * for the default, for the caller to fill (each ending in scf.yield).
   */
  public static IndexSwitchOp create(Builder b, Location loc, List<? extends Type> resultTypes, Value arg,
      long[] cases) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(arg).addTypes(resultTypes);
    st.addAttribute("cases", OpUtils.denseI64(cases));
    st.addRegion().emplaceBlock();
    for (int i = 0; i < cases.length; i++) {
      st.addRegion().emplaceBlock();
    }
    return new IndexSwitchOp(b.create(st));
  }

  public Block defaultBlock() {
    return defaultRegion().front();
  }

  public Block caseBlock(int i) {
    return caseRegions().get(i).front();
  }

  /** The definition: the declarative assembly, MLIR's checks and the region-branch interface. */
  public static final class Def extends OpDefinition
      implements Traits.HasRecursiveMemoryEffects, Traits.SingleBlockImplicitTerminator, RegionBranchOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return YieldOp.SPEC.name();
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new IndexSwitchCanonicalization.ForwardCommonYieldedValues());
      patterns.add(new IndexSwitchCanonicalization.RemoveUnusedResults());
    }

    @Override
    public boolean verify(Operation op) {
      IndexSwitchOp s = IndexSwitchOp.of(op);
      long[] cases = s.cases();
      List<Region> caseRegions = s.caseRegions();
      if (cases.length != caseRegions.size()) {
        return ScfTraits.fail(op, "has " + caseRegions.size() + " case regions but " + cases.length + " case values");
      }
      Set<Long> seen = new HashSet<>();
      for (long v : cases) {
        if (!seen.add(v)) {
          return ScfTraits.fail(op, "has duplicate case value: " + v);
        }
      }
      if (!verifyRegion(op, s.defaultRegion(), "default region")) {
        return false;
      }
      for (int i = 0; i < caseRegions.size(); i++) {
        if (!verifyRegion(op, caseRegions.get(i), "case region #" + i)) {
          return false;
        }
      }
      return true;
    }

    private static boolean verifyRegion(Operation op, Region region, String name) {
      Operation yield = region.front().getLastOp();
      if (!yield.getName().equals(YieldOp.SPEC.name())) {
        return ScfTraits.fail(op, "expected region to end with scf.yield, but got " + yield.getName());
      }
      if (yield.getNumOperands() != op.getNumResults()) {
        op.emitOpError("expected each region to return " + op.getNumResults() + " values, but " + name
            + " returns " + yield.getNumOperands()).attachNote(yield.getLoc(), "see yield operation here");
        return false;
      }
      for (int i = 0; i < op.getNumResults(); i++) {
        Type expected = op.getResult(i).getType();
        Type actual = yield.getOperand(i).getType();
        if (!expected.equals(actual)) {
          op.emitOpError("expected result #" + i + " of each region to be " + OpUtils.quoted(expected))
              .attachNote(yield.getLoc(), name + " returns " + OpUtils.quoted(actual) + " here");
          return false;
        }
      }
      return true;
    }

    @Override
    public boolean verifyRegions(Operation op) {
      return ScfTraits.verifyImplicitTerminator(op, YieldOp.SPEC.name());
    }

    // ---- RegionBranchOpInterface: parent -> every region (default first); regions -> parent.

    @Override
    public List<Successor> getSuccessorRegions(Operation op, Region from) {
      if (from != null) {
        return List.of(new Successor(null, new ArrayList<>(op.getResults())));
      }
      List<Successor> r = new ArrayList<>();
      for (Region region : op.getRegions()) {
        r.add(new Successor(region, List.of()));
      }
      return r;
    }

    @Override
    public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
      return List.of();
    }
  }
}
