package jopt.ir.ods;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.TraitBits;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.DenseArrayAttr;

/**
 * The generic verifier of an op's {@link OpSpec}: every constraint the definition states, in the
 * order of the traits ODS gives an op (region, result, successor and operand counts, structural
 * traits, then OpInvariants: attributes, operand and result types, regions), with MLIR's
 * messages. It runs before the op's own verify, which may then index operands freely.
 */
public final class OpSpecVerifier {
  private OpSpecVerifier() {}

  /** Checks {@code op} against {@code spec}; reports the first violation on the op. */
  public static boolean verify(Operation op, OpSpec spec) {
    return verifyCounts(op, spec)
        && verifyStructuralTraits(op, spec)
        && verifyAttributes(op, spec)
        && verifyValues(op, spec.operandArray, spec, true)
        && verifyValues(op, spec.resultArray, spec, false)
        && verifyPredicates(op, spec)
        && verifyRegions(op, spec)
        && verifyTraits(op);
  }

  /** The count traits ODS derives: ZeroRegions ... AtLeastNOperands, in ODS's order. */
  static boolean verifyCounts(Operation op, OpSpec spec) {
    int n = op.getNumRegions();
    int fixed = spec.fixedRegions;
    if (!spec.variableRegions && n != fixed) {
      return fail(op, switch (fixed) {
        case 0 -> "requires zero regions";
        case 1 -> "requires one region";
        default -> "expected " + fixed + " regions";
      });
    }
    if (spec.variableRegions && n < fixed) {
      return fail(op, "expected " + fixed + " or more regions");
    }
    n = op.getNumResults();
    fixed = spec.fixedResults;
    if (!spec.variableResults && n != fixed) {
      return fail(op, switch (fixed) {
        case 0 -> "requires zero results";
        case 1 -> "requires one result";
        default -> "expected " + fixed + " results";
      });
    }
    if (spec.variableResults && n < fixed) {
      // MLIR's verifyAtLeastNResults, unlike its operand counterpart, does not say how many.
      return fail(op, "expected " + fixed + " or more results");
    }
    n = op.getNumSuccessors();
    fixed = spec.fixedSuccessors;
    if (!spec.variableSuccessors && n != fixed) {
      return fail(op, fixed == 0 ? "requires zero successors"
          : "requires " + fixed + " successor" + (fixed == 1 ? "" : "s") + " but found " + n);
    }
    if (spec.variableSuccessors && n < fixed) {
      return fail(op, "requires at least " + fixed + " successors but found " + n);
    }
    n = op.getNumOperands();
    fixed = spec.fixedOperands;
    if (!spec.variableOperands && n != fixed) {
      return fail(op, switch (fixed) {
        case 0 -> "requires zero operands";
        case 1 -> "requires a single operand";
        default -> "expected " + fixed + " operands, but found " + n;
      });
    }
    if (spec.variableOperands && n < fixed) {
      return fail(op, "expected " + fixed + " or more operands, but found " + n);
    }
    return true;
  }

  /** HasParent and the segment-size traits, which ODS verifies before the op's invariants. */
  static boolean verifyStructuralTraits(Operation op, OpSpec spec) {
    // Trait checks through the definition's bits (TraitBits), not an interface check each.
    int traits = op.getDef().traitBits();
    if ((traits & TraitBits.HAS_PARENT) != 0) {
      List<String> names = ((Traits.HasParent) op.getDef()).parentNames();
      Operation parent = op.getParentOp();
      if (parent == null || !names.contains(parent.getName())) {
        return fail(op, "expects parent op " + (names.size() > 1 ? "to be one of '" : "'")
            + String.join(", ", names) + "'");
      }
    }
    if ((traits & TraitBits.SINGLE_BLOCK_FIRST) != 0 && !verifySingleBlock(op)) {
      return false;
    }
    if (spec.hasAttrSizedOperandSegments()
        && !verifySegmentSizes(op, OpSpec.OPERAND_SEGMENT_SIZES, "operand", spec.operands().size(), op.getNumOperands())) {
      return false;
    }
    if (spec.hasAttrSizedResultSegments()
        && !verifySegmentSizes(op, OpSpec.RESULT_SEGMENT_SIZES, "result", spec.results().size(), op.getNumResults())) {
      return false;
    }
    if ((traits & (TraitBits.SINGLE_BLOCK | TraitBits.SINGLE_BLOCK_FIRST)) == TraitBits.SINGLE_BLOCK
        && !verifySingleBlock(op)) {
      return false;
    }
    return (traits & TraitBits.NO_REGION_ARGUMENTS) == 0 || verifyNoRegionArguments(op);
  }

  /** MLIR's SingleBlock trait: each non-empty region has one block, non-empty unless NoTerminator. */
  private static boolean verifySingleBlock(Operation op) {
    for (int i = 0; i < op.getNumRegions(); i++) {
      jopt.ir.Region r = op.getRegion(i);
      if (r.isEmpty()) {
        continue;
      }
      if (r.getBlocks().size() != 1) {
        return fail(op, "expects region #" + i + " to have 0 or 1 blocks");
      }
      if ((op.getDef().traitBits() & TraitBits.NO_TERMINATOR) == 0 && r.front().isEmpty()) {
        return fail(op, "expects a non-empty block");
      }
    }
    return true;
  }

  /** MLIR's NoRegionArguments trait. */
  private static boolean verifyNoRegionArguments(Operation op) {
    for (int i = 0; i < op.getNumRegions(); i++) {
      jopt.ir.Region r = op.getRegion(i);
      if (!r.isEmpty() && r.front().getNumArguments() != 0) {
        return fail(op, op.getNumRegions() > 1 ? "region #" + i + " should have no arguments"
            : "region should have no arguments");
      }
    }
    return true;
  }

  /** MLIR's verifyValueSizeAttr. */
  private static boolean verifySegmentSizes(Operation op, String attrName, String what, int groups, int count) {
    Attribute a = op.getAttr(attrName);
    if (!(a instanceof DenseArrayAttr sizes) || !AttrConstraints.DENSE_I32_ARRAY.test(a)) {
      return fail(op, "requires dense i32 array attribute '" + attrName + "'");
    }
    if (sizes.size() != groups) {
      return fail(op, "'" + attrName + "' attribute for specifying " + what + " segments must have "
          + groups + " elements, but got " + sizes.size());
    }
    long total = 0;
    for (int i = 0; i < sizes.size(); i++) {
      if (sizes.getLong(i) < 0) {
        return fail(op, "'" + attrName + "' attribute cannot have negative elements");
      }
      total += sizes.getLong(i);
    }
    if (total != count) {
      return fail(op, what + " count (" + count + ") does not match with the total size (" + total
          + ") specified in attribute '" + attrName + "'");
    }
    return true;
  }

  /**
   * Required attributes first (ODS fetches them in name order), then every present attribute's
   * constraint, in declaration order.
   */
  static boolean verifyAttributes(Operation op, OpSpec spec) {
    // Arrays, not lists or iterators: these run for every op (see OpSpec#operandArray).
    for (AttrDef a : spec.attributeByNameArray) {
      if (a.isRequired() && op.getAttr(a.name()) == null) {
        return fail(op, "requires attribute '" + a.name() + "'");
      }
    }
    for (AttrDef a : spec.attributeArray) {
      Attribute value = op.getAttr(a.name());
      if (value != null && !a.constraint().test(value)) {
        return fail(op, "attribute '" + a.name() + "' failed to satisfy constraint: " + a.constraint().summary());
      }
    }
    return true;
  }

  private static boolean verifyValues(Operation op, ValueDef[] defs, OpSpec spec, boolean operands) {
    if (defs.length == 0) {
      return true;
    }
    // The groups of ValueGroups.range, walked in order without allocating.
    Attribute sizes = operands
        ? spec.hasAttrSizedOperandSegments() ? op.getAttr(OpSpec.OPERAND_SEGMENT_SIZES) : null
        : spec.hasAttrSizedResultSegments() ? op.getAttr(OpSpec.RESULT_SEGMENT_SIZES) : null;
    DenseArrayAttr segments = sizes instanceof DenseArrayAttr d ? d : null;
    int variableSize = segments != null ? 0
        : ValueGroups.variableSize(defs.length, operands ? spec.fixedOperands : spec.fixedResults,
            operands ? op.getNumOperands() : op.getNumResults());
    int start = 0;
    for (int g = 0; g < defs.length; g++) {
      ValueDef def = defs[g];
      int size = segments != null ? (int) segments.getLong(g) : def.isVariable() ? variableSize : 1;
      if (def.arity() == Arity.OPTIONAL && size > 1) {
        String what = operands ? "operand" : "result";
        return fail(op, what + " group starting at #" + start + " requires 0 or 1 element, but found " + size);
      }
      for (int i = start; i < start + size; i++) {
        Type t = operands ? op.getOperand(i).getType() : op.getResult(i).getType();
        if (!def.constraint().test(t)) {
          // ODS's Variadic<T> is summarized "variadic of T"; Optional<T> keeps T's summary.
          String what = operands ? "operand" : "result";
          String summary = (def.arity() == Arity.VARIADIC ? "variadic of " : "") + def.constraint().summary();
          return fail(op, what + " #" + i + " must be " + summary + ", but got '" + AttrTypePrinter.print(t) + "'");
        }
      }
      start += size;
    }
    return true;
  }

  private static boolean verifyPredicates(Operation op, OpSpec spec) {
    for (OpSpec.PredTrait p : spec.predicateArray) {
      if (!p.test().test(op)) {
        return fail(op, "failed to verify that " + p.summary());
      }
    }
    return true;
  }

  private static boolean verifyRegions(Operation op, OpSpec spec) {
    List<RegionDef> defs = spec.regions();
    for (int i = 0; i < op.getNumRegions() && !defs.isEmpty(); i++) {
      RegionDef def = defs.get(Math.min(i, defs.size() - 1));
      if (!def.blocks().test(op.getRegion(i))) {
        return fail(op, "region #" + i + (def.name().isEmpty() ? "" : " ('" + def.name() + "')")
            + " failed to verify constraint: " + def.blocks().summary);
      }
    }
    return true;
  }

  /** The native traits that come after OpInvariants in an op's trait list. */
  static boolean verifyTraits(Operation op) {
    int traits = op.getDef().traitBits();
    if ((traits & TraitBits.IS_TERMINATOR) != 0 && op.getBlock() != null && op.getNextNode() != null) {
      return fail(op, "must be the last operation in the parent block");
    }
    if ((traits & TraitBits.SAME_OPERANDS_AND_RESULT_TYPE) != 0 && !verifySameOperandsAndResultType(op)) {
      return false;
    }
    if ((traits & TraitBits.SAME_TYPE_OPERANDS) != 0 && !sameTypeOperands(op)) {
      return fail(op, "requires all operands to have the same type");
    }
    if ((traits & TraitBits.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE) != 0 && !sameElementType(op)) {
      return fail(op, "requires the same element type for all operands and results");
    }
    if ((traits & TraitBits.SAME_OPERANDS_AND_RESULT_SHAPE) != 0 && !verifySameOperandsAndResultShape(op)) {
      return false;
    }
    return (traits & TraitBits.ELEMENTWISE) == 0 || verifyElementwise(op);
  }

  /**
   * MLIR's SameOperandsAndResultType: one element type and compatible shapes for every operand
   * and result, and the first result's ranked-tensor encoding on all of them.
   */
  public static boolean verifySameOperandsAndResultType(Operation op) {
    if (op.getNumResults() == 0 || op.getNumOperands() == 0) {
      return true;
    }
    Type type = op.getResult(0).getType();
    Type element = jopt.ir.type.Types.getElementTypeOrSelf(type);
    Attribute encoding = type instanceof jopt.ir.type.RankedTensorType r ? r.getEncoding() : null;
    int n = op.getNumResults() + op.getNumOperands();
    for (int i = 1; i < n; i++) {
      Type t = i < op.getNumResults() ? op.getResult(i).getType() : op.getOperand(i - op.getNumResults()).getType();
      if (!jopt.ir.type.Types.getElementTypeOrSelf(t).equals(element)
          || !jopt.ir.type.ShapeCompatibility.compatible(t, type)) {
        return fail(op, "requires the same type for all operands and results");
      }
      if (encoding != null
          && !(t instanceof jopt.ir.type.RankedTensorType r && encoding.equals(r.getEncoding()))) {
        return fail(op, "requires the same encoding for all operands and results");
      }
    }
    return true;
  }

  /** MLIR's SameOperandsAndResultShape. */
  public static boolean verifySameOperandsAndResultShape(Operation op) {
    List<Type> types = new java.util.ArrayList<>(op.getOperandTypes());
    types.addAll(op.getResultTypes());
    return jopt.ir.type.ShapeCompatibility.compatible(types)
        || fail(op, "requires the same shape for all operands and results");
  }

  /** MLIR's verifyElementwise: scalar and vector/tensor operands and results map one to one. */
  public static boolean verifyElementwise(Operation op) {
    List<Type> results = mappable(op.getResultTypes());
    List<Type> operands = mappable(op.getOperandTypes());
    if (results.isEmpty() && operands.isEmpty()) {
      return true;
    }
    if (operands.isEmpty()) {
      return fail(op, "if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if (results.isEmpty()) {
      return fail(op, "if an operand is non-scalar, then there must be at least one non-scalar result");
    }
    if (results.size() != op.getNumResults()) {
      return fail(op, "if an operand is non-scalar, then all results must be non-scalar");
    }
    List<Type> all = new java.util.ArrayList<>(operands);
    all.addAll(results);
    Class<?> base = all.get(0).getClass();
    for (Type t : all) {
      if (t.getClass() != base) {
        return fail(op, "all non-scalar operands/results must have the same shape and base type");
      }
    }
    return jopt.ir.type.ShapeCompatibility.compatible(all)
        || fail(op, "all non-scalar operands/results must have the same shape and base type");
  }

  /** The vector and tensor types among {@code types}; List.of() when none (most ops). */
  private static List<Type> mappable(List<Type> types) {
    List<Type> out = List.of();
    for (int i = 0; i < types.size(); i++) {
      Type t = types.get(i);
      if (t instanceof jopt.ir.type.VectorType || t instanceof jopt.ir.type.TensorType) {
        if (out.isEmpty()) {
          out = new java.util.ArrayList<>();
        }
        out.add(t);
      }
    }
    return out;
  }

  private static boolean sameTypeOperands(Operation op) {
    for (int i = 1; i < op.getNumOperands(); i++) {
      if (!op.getOperand(i).getType().equals(op.getOperand(0).getType())) {
        return false;
      }
    }
    return true;
  }

  private static boolean sameElementType(Operation op) {
    Type first = null;
    for (Type t : op.getOperandTypes()) {
      Type e = jopt.ir.type.Types.getElementTypeOrSelf(t);
      if (first == null) {
        first = e;
      } else if (!first.equals(e)) {
        return false;
      }
    }
    for (Type t : op.getResultTypes()) {
      Type e = jopt.ir.type.Types.getElementTypeOrSelf(t);
      if (first == null) {
        first = e;
      } else if (!first.equals(e)) {
        return false;
      }
    }
    return true;
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
