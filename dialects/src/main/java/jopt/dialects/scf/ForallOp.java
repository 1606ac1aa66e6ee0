package jopt.dialects.scf;

import jopt.ir.type.ShapedType;
import java.util.ArrayList;
import jopt.ir.type.Types;
import java.util.Arrays;
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
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.interfaces.DeviceMappingAttrInterface;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.ValueGroups;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.TensorType;

/**
 * scf.forall: {@code (%i, %j) in (4, %n) shared_outs(%o = %t) -> (types) {...}} or the
 * {@code = (lbs) to (ubs) step (steps)} form. The bounds are mixed static/dynamic lists: the
 * static values with DYNAMIC where an index operand stands.
 */
@Op
public final class ForallOp extends ForallOpBase {
  static final String LB = "staticLowerBound";
  static final String UB = "staticUpperBound";
  static final String STEP = "staticStep";

  /**
   * ODS's DeviceMappingArrayAttr: an array of attributes implementing DeviceMappingAttrInterface
   * (the gpu dialect's {@code #gpu.thread<x>}, ...).
   */
  static final AttrConstraint DEVICE_MAPPING_ARRAY = AttrConstraint.of("Device Mapping array attribute",
      a -> a instanceof ArrayAttr, a -> a instanceof ArrayAttr arr && arr.getValue().stream()
          .allMatch(e -> e instanceof DeviceMappingAttrInterface));

  public static final OpSpec SPEC = OpSpec.op("scf.forall")
      .summary("evaluate a block multiple times in parallel")
      .variadicOperand("dynamicLowerBound", TypeConstraints.INDEX)
      .variadicOperand("dynamicUpperBound", TypeConstraints.INDEX)
      .variadicOperand("dynamicStep", TypeConstraints.INDEX)
      .attr(LB, AttrConstraints.DENSE_I64_ARRAY)
      .attr(UB, AttrConstraints.DENSE_I64_ARRAY)
      .attr(STEP, AttrConstraints.DENSE_I64_ARRAY)
      .variadicOperand("outputs", TypeConstraints.RANKED_TENSOR)
      .optionalAttr("mapping", DEVICE_MAPPING_ARRAY)
      .variadicResult("results", TypeConstraints.ANY)
      .region("region", RegionDef.Blocks.EXACTLY_ONE)
      .attrSizedOperandSegments()
      .build();

  /** Builds the body of a new loop: the builder is at the start of the body block. */
  @FunctionalInterface
  public interface BodyBuilder {
    void build(Builder b, Location loc, List<Value> blockArgs);
  }

  ForallOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code scf.forall (ivs) = (lbs) to (ubs) step (steps) shared_outs(outputs)}; each
   * bound is an index attribute (static) or an index value. Without a body builder the body
   * gets its (implicit) scf.forall.in_parallel.
   */
  public static ForallOp create(Builder b, Location loc, List<OpFoldResult> lbs, List<OpFoldResult> ubs,
      List<OpFoldResult> steps, List<? extends Value> outputs, ArrayAttr mapping, BodyBuilder body) {
    OperationState st = SPEC.newState(loc);
    List<Value> dynLbs = new ArrayList<>();
    List<Value> dynUbs = new ArrayList<>();
    List<Value> dynSteps = new ArrayList<>();
    st.addAttribute(LB, OpUtils.denseI64(dispatch(lbs, dynLbs)));
    st.addAttribute(UB, OpUtils.denseI64(dispatch(ubs, dynUbs)));
    st.addAttribute(STEP, OpUtils.denseI64(dispatch(steps, dynSteps)));
    st.addOperands(dynLbs).addOperands(dynUbs).addOperands(dynSteps).addOperands(outputs);
    OpSpec.setOperandSegmentSizes(st, dynLbs.size(), dynUbs.size(), dynSteps.size(), outputs.size());
    if (mapping != null) {
      st.addAttribute("mapping", mapping);
    }
    for (Value v : outputs) {
      st.addType(v.getType());
    }
    Block block = st.addRegion().emplaceBlock();
    for (int i = 0; i < lbs.size(); i++) {
      block.addArgument(OpUtils.indexType(), loc);
    }
    for (Value v : outputs) {
      block.addArgument(v.getType(), loc);
    }
    ForallOp op = new ForallOp(b.create(st));
    if (body == null) {
      block.push_back(InParallelOp.build(b.getContext(), loc));
    } else {
      Builder.InsertPoint ip = b.saveInsertionPoint();
      b.setInsertionPointToStart(block);
      body.build(b, loc, new ArrayList<>(block.getArguments()));
      b.restoreInsertionPoint(ip);
    }
    return op;
  }

  /** MLIR's dispatchIndexOpFoldResults: static values (DYNAMIC for values), values to {@code dynamic}. */
  private static long[] dispatch(List<OpFoldResult> mixed, List<Value> dynamic) {
    long[] statics = new long[mixed.size()];
    for (int i = 0; i < statics.length; i++) {
      OpFoldResult r = mixed.get(i);
      if (r.isAttribute()) {
        statics[i] = ((IntegerAttr) r.attr()).getInt();
      } else {
        statics[i] = ShapedType.DYNAMIC;
        dynamic.add(r.value());
      }
    }
    return statics;
  }

  public long[] staticLowerBound() {
    return OpUtils.denseValues(attr(LB));
  }

  public long[] staticUpperBound() {
    return OpUtils.denseValues(attr(UB));
  }

  public long[] staticStep() {
    return OpUtils.denseValues(attr(STEP));
  }

  /** The mapping attribute, or null. */
  public ArrayAttr mapping() {
    return (ArrayAttr) attr("mapping");
  }

  public int rank() {
    return staticLowerBound().length;
  }

  public Block body() {
    return getOperation().getRegion(0).front();
  }

  public List<Value> inductionVars() {
    return new ArrayList<>(body().getArguments().subList(0, rank()));
  }

  public List<Value> regionOutArgs() {
    Block b = body();
    return new ArrayList<>(b.getArguments().subList(rank(), b.getNumArguments()));
  }

  /** The body's terminator, scf.forall.in_parallel. */
  public Operation terminator() {
    return body().getLastOp();
  }

  /** The definition: custom assembly, MLIR's checks, region-branch and loop interfaces. */
  public static final class Def extends OpDefinition
      implements Traits.AttrSizedOperandSegments, Traits.AutomaticAllocationScope,
          Traits.HasRecursiveMemoryEffects, Traits.SingleBlockImplicitTerminator, Traits.ParallelIterations,
          RegionBranchOpInterface,
          LoopLikeOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return InParallelOp.SPEC.name();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      ForallAsm.parse(p, result);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      ForallAsm.print(op, p);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new ForallControlOperandsFolder());
    }

    @Override
    public boolean verify(Operation op) {
      ForallOp f = ForallOp.of(op);
      int numLoops = f.rank();
      List<Value> outs = f.outputs();
      if (op.getNumResults() != outs.size()) {
        return ScfTraits.fail(op, "produces " + op.getNumResults() + " results, but has only " + outs.size() + " outputs");
      }
      Block body = f.body();
      if (body.getNumArguments() != numLoops + outs.size()) {
        return ScfTraits.fail(op, "region expects " + numLoops + " arguments");
      }
      for (int i = 0; i < numLoops; i++) {
        if (!Types.isIndex(body.getArgument(i).getType())) {
          return ScfTraits.fail(op, "expects " + i + "-th block argument to be an index");
        }
      }
      for (int i = 0; i < outs.size(); i++) {
        if (!body.getArgument(i + numLoops).getType().equals(outs.get(i).getType())) {
          return ScfTraits.fail(op, "type mismatch between " + i + "-th output and corresponding block argument");
        }
      }
      ArrayAttr mapping = f.mapping();
      if (mapping != null && !mapping.getValue().isEmpty() && mapping.getValue().size() != numLoops) {
        return ScfTraits.fail(op, "mapping attribute size must match op rank");
      }
      return verifyMixed(op, "lower bound", numLoops, f.staticLowerBound(), f.dynamicLowerBound())
          && verifyMixed(op, "upper bound", numLoops, f.staticUpperBound(), f.dynamicUpperBound())
          && verifyMixed(op, "step", numLoops, f.staticStep(), f.dynamicStep());
    }

    /** MLIR's verifyListOfOperandsOrIntegers. */
    private static boolean verifyMixed(Operation op, String name, int n, long[] statics, List<Value> dynamic) {
      if (statics.length != n) {
        op.emitError("expected " + n + " " + name + " values, got " + statics.length);
        return false;
      }
      long dyn = Arrays.stream(statics).filter(s -> s == ShapedType.DYNAMIC).count();
      if (dynamic.size() != dyn) {
        op.emitError("expected " + dyn + " dynamic " + name + " values");
        return false;
      }
      return true;
    }

    /**
     * After the body: the implicit terminator, then DestinationStyleOpInterface's checks of the
     * shared outputs against the results (in MLIR they run with the region traits).
     */
    @Override
    public boolean verifyRegions(Operation op) {
      if (!ScfTraits.verifyImplicitTerminator(op, InParallelOp.SPEC.name())) {
        return false;
      }
      int first = ValueGroups.operandRange(SPEC, op, 3)[0];
      List<Value> outs = ForallOp.of(op).outputs();
      long tensorResults = op.getResultTypes().stream().filter(t -> t instanceof TensorType).count();
      if (tensorResults != outs.size()) {
        return ScfTraits.fail(op, "expected the number of tensor results (" + tensorResults
            + ") to be equal to the number of output tensors (" + outs.size() + ")");
      }
      for (int i = 0; i < outs.size(); i++) {
        Type t = outs.get(i).getType();
        Type r = op.getResult(i).getType();
        if (!t.equals(r)) {
          return ScfTraits.fail(op, "expected type of operand #" + (first + i) + " (" + OpUtils.quoted(t)
              + ") to match type of corresponding result (" + OpUtils.quoted(r) + ")");
        }
      }
      return true;
    }

    // ---- RegionBranchOpInterface: the body runs in parallel and never branches back to itself.

    @Override
    public List<Successor> getSuccessorRegions(Operation op, Region from) {
      return List.of(new Successor(op.getRegion(0), List.of()), new Successor(null, List.of()));
    }

    @Override
    public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
      return List.of();
    }

    // ---- LoopLikeOpInterface

    @Override
    public List<Region> getLoopRegions(Operation op) {
      return List.of(op.getRegion(0));
    }

    @Override
    public List<Value> getInductionVars(Operation op) {
      return ForallOp.of(op).inductionVars();
    }

    /** The shared_outs operands. */
    @Override
    public List<Value> getInits(Operation op) {
      return ForallOp.of(op).outputs();
    }

    @Override
    public List<Value> getRegionIterArgs(Operation op) {
      return ForallOp.of(op).regionOutArgs();
    }

    @Override
    public List<Value> getYieldedValues(Operation op) {
      return List.of();
    }
  }
}
