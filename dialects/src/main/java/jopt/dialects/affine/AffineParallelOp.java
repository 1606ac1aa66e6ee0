package jopt.dialects.affine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.scf.OpUtils;
import jopt.dialects.scf.ScfTraits;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * affine.parallel: {@code (%i, %j) = (lbs) to (ubs) [step (s, t)] [reduce ("addf") -> (types)]
 * {body}}. Each bound is an affine expression of SSA ids or {@code max(...)} / {@code min(...)}
 * of several; all live in one map per side, with a group size per dimension. As in MLIR, a
 * loop-like op but no region-branch op (its results are reductions, not yielded values).
 */
@Op
public final class AffineParallelOp extends AffineParallelOpBase {
  static final AttrConstraint I32_ELEMENTS = AttrConstraint.ofKind("32-bit signless integer elements attribute",
      a -> a instanceof DenseElementsAttr d && d.getType().getElementType().equals(IntegerType.get(32)));

  public static final OpSpec SPEC = OpSpec.op("affine.parallel")
      .summary("multi-index parallel band operation")
      .attr("reductions", AttrConstraints.ARRAY)
      .attr("lowerBoundsMap", AttrConstraints.AFFINE_MAP)
      .attr("lowerBoundsGroups", I32_ELEMENTS)
      .attr("upperBoundsMap", AttrConstraints.AFFINE_MAP)
      .attr("upperBoundsGroups", I32_ELEMENTS)
      .attr("steps", AttrConstraints.ARRAY)
      .variadicOperand("mapOperands", TypeConstraints.INDEX)
      .variadicResult("results", TypeConstraints.ANY)
      .region("region", RegionDef.Blocks.EXACTLY_ONE)
      .build();

  /** arith's AtomicRMWKind, in its enum order (the integer a reduction stores). */
  static final List<String> REDUCTIONS = List.of("addf", "addi", "andi", "assign", "maximumf", "maxs", "maxu",
      "minimumf", "mins", "minu", "mulf", "muli", "ori", "xori", "maxnumf", "minnumf");

  private static final Set<String> ELIDED = Set.of("reductions", "lowerBoundsMap", "lowerBoundsGroups",
      "upperBoundsMap", "upperBoundsGroups", "steps");

  AffineParallelOp(Operation op) {
    super(op);
  }

  static AffineMap map(Operation op, String name) {
    return ((AffineMapAttr) op.getAttr(name)).getValue();
  }

  static long[] groups(Operation op, String name) {
    return ((DenseElementsAttr) op.getAttr(name)).asLongs();
  }

  static long[] steps(Operation op) {
    List<Attribute> a = ((ArrayAttr) op.getAttr("steps")).value();
    long[] r = new long[a.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ((IntegerAttr) a.get(i)).getValue();
    }
    return r;
  }

  static List<Value> lowerOperands(Operation op) {
    return op.getOperands().subList(0, map(op, "lowerBoundsMap").getNumInputs());
  }

  static List<Value> upperOperands(Operation op) {
    return op.getOperands().subList(map(op, "lowerBoundsMap").getNumInputs(), op.getNumOperands());
  }

  static DenseElementsAttr i32Tensor(List<Long> values) {
    long[] v = values.stream().mapToLong(Long::longValue).toArray();
    return DenseElementsAttr.ofLongs(RankedTensorType.get(new long[] {v.length}, IntegerType.get(32)), v);
  }

  /** The definition: custom form, MLIR's checks, loop and region-branch interfaces. */
  public static final class Def extends OpDefinition implements Traits.SingleBlockImplicitTerminator,
      Traits.AutomaticAllocationScope, Traits.HasRecursiveMemoryEffects, LoopLikeOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return AffineYieldOp.SPEC.name();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      List<Argument> ivs = p.parseArgumentList(Delimiter.PAREN, false);
      p.parseEqual();
      parseBounds(p, result, false);
      p.parseKeyword("to");
      parseBounds(p, result, true);
      List<Attribute> steps = new ArrayList<>();
      if (!p.parseOptionalKeyword("step")) {
        for (int i = 0; i < ivs.size(); i++) {
          steps.add(IntegerAttr.getI64(1));
        }
      } else {
        List<UnresolvedOperand> ignored = new ArrayList<>();
        AffineMap stepsMap = AffineAsm.parseAffineMapOfSSAIds(p, ignored, true);
        for (AffineExpr e : stepsMap.getResults()) {
          if (!(e instanceof AffineConstantExpr c)) {
            throw p.emitError(p.getNameLoc(), "steps must be constant integers");
          }
          steps.add(IntegerAttr.getI64(c.value()));
        }
      }
      result.addAttribute("steps", ArrayAttr.get(steps));
      List<Attribute> reductions = new ArrayList<>();
      if (p.parseOptionalKeyword("reduce")) {
        p.parseLParen();
        do {
          SourceLoc loc = p.getCurrentLocation();
          Attribute a = p.parseAttribute();
          if (!(a instanceof StringAttr s)) {
            throw p.emitError(loc, "invalid kind of attribute specified");
          }
          int kind = REDUCTIONS.indexOf(s.value());
          if (kind < 0) {
            throw p.emitError(loc, "invalid reduction value: " + jopt.ir.AttrTypePrinter.print(s));
          }
          reductions.add(IntegerAttr.getI64(kind));
        } while (p.parseOptionalComma());
        p.parseRParen();
        result.addTypes(p.parseArrowTypeList());
      }
      result.addAttribute("reductions", ArrayAttr.get(reductions));
      List<Argument> typed = new ArrayList<>();
      for (Argument a : ivs) {
        typed.add(OpUtils.withType(a, IndexType.get()));
      }
      Region body = result.addRegion();
      p.parseRegion(body, typed, false);
      ScfTraits.parseAttrDict(p, result, false);
      OpUtils.ensureTerminator(p.getContext(), body, AffineYieldOp.SPEC.name(), result.location);
    }

    /** MLIR's parseAffineMapWithMinMax: one map and one group size per dimension; operands deduplicated. */
    private static void parseBounds(OpAsmParser p, OperationState result, boolean upper) {
      String mapName = upper ? "upperBoundsMap" : "lowerBoundsMap";
      String groupsName = upper ? "upperBoundsGroups" : "lowerBoundsGroups";
      p.parseLParen();
      if (p.parseOptionalRParen()) {
        result.addAttribute(mapName, AffineMapAttr.get(AffineMap.get(0, 0, List.of())));
        result.addAttribute(groupsName, i32Tensor(List.of()));
        return;
      }
      List<AffineExpr> exprs = new ArrayList<>();
      List<List<UnresolvedOperand>> dimOps = new ArrayList<>();
      List<List<UnresolvedOperand>> symOps = new ArrayList<>();
      List<Long> groups = new ArrayList<>();
      do {
        List<UnresolvedOperand> operands = new ArrayList<>();
        AffineMap m;
        if (p.parseOptionalKeyword(upper ? "min" : "max")) {
          m = AffineAsm.parseAffineMapOfSSAIds(p, operands, true);
        } else {
          m = AffineAsm.parseAffineExprOfSSAIds(p, operands);
        }
        List<UnresolvedOperand> dims = operands.subList(0, m.getNumDims());
        List<UnresolvedOperand> syms = operands.subList(m.getNumDims(), operands.size());
        for (AffineExpr e : m.getResults()) {
          exprs.add(e);
          dimOps.add(dims);
          symOps.add(syms);
        }
        groups.add((long) m.getNumResults());
      } while (p.parseOptionalComma());
      p.parseRParen();
      // Shift each expression's dims and symbols after the previous ones', then deduplicate.
      int totalDims = 0;
      int totalSyms = 0;
      List<AffineExpr> shifted = new ArrayList<>();
      for (int i = 0; i < exprs.size(); i++) {
        List<AffineExpr> dr = new ArrayList<>();
        for (int d = 0; d < dimOps.get(i).size(); d++) {
          dr.add(AffineExpr.dim(totalDims + d));
        }
        List<AffineExpr> sr = new ArrayList<>();
        for (int s = 0; s < symOps.get(i).size(); s++) {
          sr.add(AffineExpr.symbol(totalSyms + s));
        }
        shifted.add(exprs.get(i).replaceDimsAndSymbols(dr, sr));
        totalDims += dimOps.get(i).size();
        totalSyms += symOps.get(i).size();
      }
      List<Value> dimValues = new ArrayList<>();
      List<AffineExpr> dimRepl = dedup(p, dimOps, dimValues, true);
      List<Value> symValues = new ArrayList<>();
      List<AffineExpr> symRepl = dedup(p, symOps, symValues, false);
      result.addOperands(dimValues);
      result.addOperands(symValues);
      AffineMap flat = AffineMap.get(totalDims, totalSyms, shifted)
          .replaceDimsAndSymbols(dimRepl, symRepl, dimValues.size(), symValues.size());
      result.addAttribute(mapName, AffineMapAttr.get(flat));
      result.addAttribute(groupsName, i32Tensor(groups));
    }

    private static List<AffineExpr> dedup(OpAsmParser p, List<List<UnresolvedOperand>> lists, List<Value> unique,
        boolean dims) {
      List<AffineExpr> repl = new ArrayList<>();
      for (List<UnresolvedOperand> l : lists) {
        for (UnresolvedOperand o : l) {
          Value v = p.resolveOperand(o, IndexType.get());
          int pos = unique.indexOf(v);
          if (pos < 0) {
            pos = unique.size();
            unique.add(v);
          }
          repl.add(dims ? AffineExpr.dim(pos) : AffineExpr.symbol(pos));
        }
      }
      return repl;
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      Block body = op.getRegion(0).front();
      p.print(" (").printOperands(body.getArguments()).print(") = (");
      printMinMaxBound(p, map(op, "lowerBoundsMap"), groups(op, "lowerBoundsGroups"), lowerOperands(op), "max");
      p.print(") to (");
      printMinMaxBound(p, map(op, "upperBoundsMap"), groups(op, "upperBoundsGroups"), upperOperands(op), "min");
      p.print(")");
      long[] steps = steps(op);
      boolean elide = true;
      for (long s : steps) {
        elide &= s == 1;
      }
      if (!elide) {
        p.print(" step (");
        for (int i = 0; i < steps.length; i++) {
          p.print(i > 0 ? ", " : "").print(steps[i]);
        }
        p.print(")");
      }
      if (op.getNumResults() > 0) {
        p.print(" reduce (");
        List<Attribute> reds = ((ArrayAttr) op.getAttr("reductions")).value();
        for (int i = 0; i < reds.size(); i++) {
          p.print(i > 0 ? ", " : "").print("\"" + REDUCTIONS.get((int) ((IntegerAttr) reds.get(i)).getValue()) + "\"");
        }
        p.print(") -> (").printTypes(op.getResultTypes()).print(")");
      }
      p.print(" ");
      p.printRegion(op.getRegion(0), false, op.getNumResults() > 0, false);
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), ELIDED);
    }

    private static void printMinMaxBound(OpAsmPrinter p, AffineMap map, long[] groups, List<Value> operands,
        String keyword) {
      int start = 0;
      for (int g = 0; g < groups.length; g++) {
        if (start != 0) {
          p.print(", ");
        }
        int size = (int) groups[g];
        if (size == 1) {
          AffineAsm.printExprOfSSAIds(p, map.getResult(start), map.getNumDims(), operands);
          start++;
        } else {
          p.print(keyword).print('(');
          int[] positions = new int[size];
          for (int i = 0; i < size; i++) {
            positions[i] = start + i;
          }
          AffineAsm.printAffineMapOfSSAIds(p, map.getSubMap(positions), operands);
          p.print(')');
          start += size;
        }
      }
    }

    @Override
    public boolean verify(Operation op) {
      Block body = op.getRegion(0).front();
      for (Attribute step : ((ArrayAttr) op.getAttr("steps")).value()) {
        if (!(step instanceof IntegerAttr)) {
          op.emitOpError("attribute 'steps' failed to satisfy constraint: 64-bit integer array attribute");
          return false;
        }
      }
      long[] lg = groups(op, "lowerBoundsGroups");
      long[] ug = groups(op, "upperBoundsGroups");
      long[] steps = steps(op);
      int n = body.getNumArguments();
      if (lg.length != n || ug.length != n || steps.length != n) {
        op.emitOpError("the number of region arguments (" + n + ") and the number of map groups for lower ("
            + lg.length + ") and upper bound (" + ug.length + "), and the number of steps (" + steps.length
            + ") must all match");
        return false;
      }
      if (!verifyGroups(op, lg, map(op, "lowerBoundsMap"), "lower") || !verifyGroups(op, ug,
          map(op, "upperBoundsMap"), "upper")) {
        return false;
      }
      List<Attribute> reds = ((ArrayAttr) op.getAttr("reductions")).value();
      if (reds.size() != op.getNumResults()) {
        op.emitOpError("a reduction must be specified for each output");
        return false;
      }
      for (int i = 0; i < reds.size(); i++) {
        if (!(reds.get(i) instanceof IntegerAttr ia) || ia.getValue() < 0 || ia.getValue() >= REDUCTIONS.size()) {
          op.emitOpError("invalid reduction attribute");
          return false;
        }
        if (!resultTypeMatches(op.getResult(i).getType(), REDUCTIONS.get((int) ia.getValue()))) {
          op.emitOpError("result type cannot match reduction attribute");
          return false;
        }
      }
      AffineMap lb = map(op, "lowerBoundsMap");
      if (lb.getNumInputs() > op.getNumOperands()) {
        op.emitOpError("operand count and affine map dimension and symbol count must match");
        return false;
      }
      return AffineForOp.verifyDimAndSymbolIdentifiers(op, lowerOperands(op), lb.getNumDims())
          && AffineForOp.verifyDimAndSymbolIdentifiers(op, upperOperands(op), map(op, "upperBoundsMap").getNumDims());
    }

    private static boolean verifyGroups(Operation op, long[] groups, AffineMap map, String which) {
      long expected = 0;
      for (long g : groups) {
        if (g == 0) {
          op.emitOpError("expected " + which + " bound map to have at least one result");
          return false;
        }
        expected += g;
      }
      if (expected != map.getNumResults()) {
        op.emitOpError("expected " + which + " bounds map to have " + expected + " results");
        return false;
      }
      return true;
    }

    /** MLIR's isResultTypeMatchAtomicRMWKind. */
    private static boolean resultTypeMatches(Type t, String kind) {
      return switch (kind) {
        case "addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf" -> t instanceof FloatType;
        case "addi", "muli", "maxs", "maxu", "mins", "minu", "ori", "andi", "xori" -> t instanceof IntegerType;
        default -> true;
      };
    }

    @Override
    public boolean verifyRegions(Operation op) {
      return ScfTraits.verifyImplicitTerminator(op, AffineYieldOp.SPEC.name());
    }

    @Override
    public List<Region> getLoopRegions(Operation op) {
      return List.of(op.getRegion(0));
    }

    @Override
    public List<Value> getInductionVars(Operation op) {
      return new ArrayList<>(op.getRegion(0).front().getArguments());
    }

    @Override
    public List<Value> getInits(Operation op) {
      return List.of();
    }

    @Override
    public List<Value> getRegionIterArgs(Operation op) {
      return List.of();
    }

    @Override
    public List<Value> getYieldedValues(Operation op) {
      return List.of();
    }
  }
}
