package jopt.dialects.scf;

import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.ShapedType;
import jopt.ir.ods.format.DynamicIndexList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.OpSpec;

/**
 * The custom assembly of scf.forall: {@code (%ivs) in (ubs)} when the loop is normalized,
 * else {@code (%ivs) = (lbs) to (ubs) step (steps)}, then {@code shared_outs(...) -> (types)},
 * the body and the attribute dictionary.
 */
final class ForallAsm {
  private ForallAsm() {}

  /** MLIR's isNormalized: every lower bound is the constant 0 and every step the constant 1. */
  static boolean isNormalized(Operation op) {
    return allConstant(op, ForallOp.LB, 0, 0) && allConstant(op, ForallOp.STEP, 2, 1);
  }

  private static boolean allConstant(Operation op, String attr, int segment, long value) {
    List<Value> dynamic = OpUtils.segment(op, segment);
    int d = 0;
    for (long s : OpUtils.denseValues(op, attr)) {
      Long c = s != ShapedType.DYNAMIC ? Long.valueOf(s) : d < dynamic.size() ? OpFoldResult.getConstantIntValue(dynamic.get(d++)) : null;
      if (c == null || c != value) {
        return false;
      }
    }
    return true;
  }

  static void parse(OpAsmParser p, OperationState result) {
    Type index = OpUtils.indexType();
    List<Argument> ivs = p.parseArgumentList(Delimiter.PAREN, false);
    List<UnresolvedOperand> lbs = new ArrayList<>();
    List<UnresolvedOperand> ubs = new ArrayList<>();
    List<UnresolvedOperand> steps = new ArrayList<>();
    long[] staticLbs;
    long[] staticUbs;
    long[] staticSteps;
    if (p.parseOptionalKeyword("in")) {
      staticUbs = DynamicIndexList.PAREN.parse(p, ubs);
      OpUtils.resolveOperands(p, ubs, index, result.operands);
      staticLbs = new long[ivs.size()];
      staticSteps = new long[ivs.size()];
      Arrays.fill(staticSteps, 1);
    } else {
      p.parseEqual();
      staticLbs = DynamicIndexList.PAREN.parse(p, lbs);
      OpUtils.resolveOperands(p, lbs, index, result.operands);
      p.parseKeyword("to");
      staticUbs = DynamicIndexList.PAREN.parse(p, ubs);
      OpUtils.resolveOperands(p, ubs, index, result.operands);
      p.parseKeyword("step");
      staticSteps = DynamicIndexList.PAREN.parse(p, steps);
      OpUtils.resolveOperands(p, steps, index, result.operands);
    }
    List<Argument> outArgs = new ArrayList<>();
    List<UnresolvedOperand> outs = new ArrayList<>();
    var outsLoc = p.getCurrentLocation();
    if (p.parseOptionalKeyword("shared_outs")) {
      OpUtils.parseAssignmentList(p, outArgs, outs);
      OpUtils.parseOptionalArrowTypeList(p, result.types);
      result.addOperands(ScfTraits.resolveOperands(p, outs, result.types, outsLoc));
    }
    List<Argument> regionArgs = new ArrayList<>();
    for (Argument iv : ivs) {
      regionArgs.add(OpUtils.withType(iv, index));
    }
    for (int i = 0; i < outArgs.size(); i++) {
      regionArgs.add(OpUtils.withType(outArgs.get(i), result.types.get(i)));
    }
    Region body = result.addRegion();
    p.parseRegion(body, regionArgs);
    ensureTerminator(p, body, result);
    Set<String> dict = ScfTraits.parseAttrDict(p, result, false);
    ScfTraits.checkDuplicates(p, dict, ForallOp.LB, ForallOp.UB, ForallOp.STEP, OpSpec.OPERAND_SEGMENT_SIZES);
    ScfTraits.dropInvalidInherentAttrs(result.attributes, ForallOp.SPEC);
    result.addAttribute(ForallOp.LB, OpUtils.denseI64(staticLbs));
    result.addAttribute(ForallOp.UB, OpUtils.denseI64(staticUbs));
    result.addAttribute(ForallOp.STEP, OpUtils.denseI64(staticSteps));
    OpSpec.setOperandSegmentSizes(result, lbs.size(), ubs.size(), steps.size(), outs.size());
  }

  /** The implicit scf.forall.in_parallel holds one empty block. */
  private static void ensureTerminator(OpAsmParser p, Region body, OperationState result) {
    if (body.isEmpty()) {
      body.emplaceBlock();
    }
    Operation last = body.front().getLastOp();
    if (last != null && last.hasTrait(Traits.IsTerminator.class)) {
      if (last.getName().equals(InParallelOp.SPEC.name()) && last.getNumRegions() == 1
          && last.getRegion(0).isEmpty()) {
        last.getRegion(0).emplaceBlock();
      }
      return;
    }
    body.front().push_back(InParallelOp.build(p.getContext(), result.location));
  }

  static void print(Operation op, OpAsmPrinter p) {
    ForallOp f = ForallOp.of(op);
    p.print(" (").printOperands(f.inductionVars());
    if (isNormalized(op)) {
      p.print(") in ");
      DynamicIndexList.PAREN.print(p, f.staticUpperBound(), f.dynamicUpperBound());
    } else {
      p.print(") = ");
      DynamicIndexList.PAREN.print(p, f.staticLowerBound(), f.dynamicLowerBound());
      p.print(" to ");
      DynamicIndexList.PAREN.print(p, f.staticUpperBound(), f.dynamicUpperBound());
      p.print(" step ");
      DynamicIndexList.PAREN.print(p, f.staticStep(), f.dynamicStep());
    }
    List<Value> outArgs = f.regionOutArgs();
    OpUtils.printInitializationList(p, outArgs, f.outputs(), " shared_outs");
    p.print(' ');
    if (!outArgs.isEmpty()) {
      p.print("-> (").printTypes(op.getResultTypes()).print(") ");
    }
    p.printRegion(op.getRegion(0), false, op.getNumResults() > 0, false);
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("operandSegmentSizes", ForallOp.LB, ForallOp.UB, ForallOp.STEP));
  }
}
