package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Builder;
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
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * scf.index_switch: {@code %arg attr-dict [-> types] (case V {region})* default {region}};
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
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      var arg = p.parseOperand();
      InherentAttrs.parseOptionalAttrDict(p, result, SPEC);
      if (p.parseOptionalArrow()) {
        result.addTypes(p.parseTypeList());
      }
      List<Long> cases = new ArrayList<>();
      List<Region> caseRegions = new ArrayList<>();
      while (p.parseOptionalKeyword("case")) {
        cases.add(p.parseInteger());
        Region r = new Region();
        p.parseRegion(r, List.of());
        caseRegions.add(r);
      }
      p.parseKeyword("default");
      Region defaultRegion = result.addRegion();
      p.parseRegion(defaultRegion, List.of());
      for (Region r : caseRegions) {
        result.addRegion(r);
      }
      result.addAttribute("cases", OpUtils.denseI64(cases.stream().mapToLong(Long::longValue).toArray()));
      OpUtils.ensureTerminator(p.getContext(), defaultRegion, YieldOp.SPEC.name(), result.location);
      result.addOperand(p.resolveOperand(arg, OpUtils.indexType()));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      IndexSwitchOp s = IndexSwitchOp.of(op);
      p.print(' ').printOperand(s.arg());
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("cases"));
      if (op.getNumResults() > 0) {
        p.print(" -> ").printTypes(op.getResultTypes());
      }
      p.print(' ');
      long[] cases = s.cases();
      List<Region> caseRegions = s.caseRegions();
      for (int i = 0; i < cases.length && i < caseRegions.size(); i++) {
        p.printNewline();
        p.print("case ").print(cases[i]).print(' ');
        p.printRegion(caseRegions.get(i), false, true, false);
      }
      p.printNewline();
      p.print("default ");
      Operation term = s.defaultBlock().getLastOp();
      boolean printTerminator = term == null || !term.getAttrDictionary().getValue().isEmpty()
          || term.getNumOperands() != 0 || term.getNumResults() != 0;
      p.printRegion(s.defaultRegion(), true, printTerminator, false);
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
