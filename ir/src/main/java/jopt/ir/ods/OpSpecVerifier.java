package jopt.ir.ods;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Operation;
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
        && verifyValues(op, spec.operands(), spec, true)
        && verifyValues(op, spec.results(), spec, false)
        && verifyPredicates(op, spec)
        && verifyRegions(op, spec)
        && verifyTraits(op);
  }

  /** The count traits ODS derives: ZeroRegions ... AtLeastNOperands, in ODS's order. */
  static boolean verifyCounts(Operation op, OpSpec spec) {
    int regions = spec.regions().size();
    int variadicRegions = (int) spec.regions().stream().filter(RegionDef::variadic).count();
    int n = op.getNumRegions();
    if (variadicRegions == 0 && n != regions) {
      return fail(op, switch (regions) {
        case 0 -> "requires zero regions";
        case 1 -> "requires one region";
        default -> "expected " + regions + " regions";
      });
    }
    if (variadicRegions > 0 && n < regions - variadicRegions) {
      return fail(op, "expected " + (regions - variadicRegions) + " or more regions");
    }
    int fixedResults = fixed(spec.results());
    n = op.getNumResults();
    if (fixedResults == spec.results().size() && n != fixedResults) {
      return fail(op, switch (fixedResults) {
        case 0 -> "requires zero results";
        case 1 -> "requires one result";
        default -> "expected " + fixedResults + " results";
      });
    }
    if (fixedResults != spec.results().size() && n < fixedResults) {
      return fail(op, "expected " + fixedResults + " or more results, but found " + n);
    }
    int successors = spec.successors().size();
    boolean variadicSuccessors = spec.successors().stream().anyMatch(SuccessorDef::variadic);
    int fixedSuccessors = (int) spec.successors().stream().filter(s -> !s.variadic()).count();
    n = op.getNumSuccessors();
    if (!variadicSuccessors && n != successors) {
      return fail(op, successors == 0 ? "requires zero successors"
          : "requires " + successors + " successor" + (successors == 1 ? "" : "s") + " but found " + n);
    }
    if (variadicSuccessors && n < fixedSuccessors) {
      return fail(op, "requires at least " + fixedSuccessors + " successors but found " + n);
    }
    int fixedOperands = fixed(spec.operands());
    n = op.getNumOperands();
    if (fixedOperands == spec.operands().size() && n != fixedOperands) {
      return fail(op, switch (fixedOperands) {
        case 0 -> "requires zero operands";
        case 1 -> "requires a single operand";
        default -> "expected " + fixedOperands + " operands, but found " + n;
      });
    }
    if (fixedOperands != spec.operands().size() && n < fixedOperands) {
      return fail(op, "expected " + fixedOperands + " or more operands, but found " + n);
    }
    return true;
  }

  /** HasParent and the segment-size traits, which ODS verifies before the op's invariants. */
  static boolean verifyStructuralTraits(Operation op, OpSpec spec) {
    if (op.getDef() instanceof Traits.HasParent hp) {
      List<String> names = hp.parentNames();
      Operation parent = op.getParentOp();
      if (parent == null || !names.contains(parent.getName())) {
        return fail(op, "expects parent op " + (names.size() > 1 ? "to be one of '" : "'")
            + String.join(", ", names) + "'");
      }
    }
    if (op.getDef() instanceof Traits.SingleBlock && !verifySingleBlock(op)) {
      return false;
    }
    if (spec.hasAttrSizedOperandSegments()
        && !verifySegmentSizes(op, OpSpec.OPERAND_SEGMENT_SIZES, "operand", spec.operands().size(), op.getNumOperands())) {
      return false;
    }
    return !spec.hasAttrSizedResultSegments()
        || verifySegmentSizes(op, OpSpec.RESULT_SEGMENT_SIZES, "result", spec.results().size(), op.getNumResults());
  }

  /** MLIR's SingleBlock trait: each region is empty or one block, non-empty unless NoTerminator. */
  private static boolean verifySingleBlock(Operation op) {
    for (int i = 0; i < op.getNumRegions(); i++) {
      List<jopt.ir.Block> blocks = op.getRegion(i).getBlocks();
      if (blocks.isEmpty()) {
        continue;
      }
      if (blocks.size() != 1) {
        return fail(op, "expects region #" + i + " to have 0 or 1 blocks");
      }
      if (!(op.getDef() instanceof Traits.NoTerminator) && blocks.get(0).isEmpty()) {
        return fail(op, "expects a non-empty block");
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

  /** Required attributes first, then every present attribute's constraint, in declaration order. */
  static boolean verifyAttributes(Operation op, OpSpec spec) {
    for (AttrDef a : spec.attributes()) {
      if (a.isRequired() && op.getAttr(a.name()) == null) {
        return fail(op, "requires attribute '" + a.name() + "'");
      }
    }
    for (AttrDef a : spec.attributes()) {
      Attribute value = op.getAttr(a.name());
      if (value != null && !a.constraint().test(value)) {
        return fail(op, "attribute '" + a.name() + "' failed to satisfy constraint: " + a.constraint().summary());
      }
    }
    return true;
  }

  private static boolean verifyValues(Operation op, List<ValueDef> defs, OpSpec spec, boolean operands) {
    String what = operands ? "operand" : "result";
    for (int g = 0; g < defs.size(); g++) {
      ValueDef def = defs.get(g);
      int[] r = operands ? ValueGroups.operandRange(spec, op, g) : ValueGroups.resultRange(spec, op, g);
      if (def.arity() == Arity.OPTIONAL && r[1] > 1) {
        return fail(op, what + " group starting at #" + r[0] + " requires 0 or 1 element, but found " + r[1]);
      }
      for (int i = r[0]; i < r[0] + r[1]; i++) {
        Type t = operands ? op.getOperand(i).getType() : op.getResult(i).getType();
        if (!def.constraint().test(t)) {
          return fail(op, what + " #" + i + " must be " + (def.arity() == Arity.VARIADIC ? "variadic of " : "")
              + def.constraint().summary() + ", but got '"
              + AttrTypePrinter.print(t) + "'");
        }
      }
    }
    return true;
  }

  private static boolean verifyPredicates(Operation op, OpSpec spec) {
    for (OpSpec.PredTrait p : spec.predicates()) {
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
    if (op.getDef() instanceof Traits.SameOperandsAndResultType && !sameOperandsAndResultType(op)) {
      return fail(op, "requires the same type for all operands and results");
    }
    return true;
  }

  private static boolean sameOperandsAndResultType(Operation op) {
    Type t = op.getNumResults() > 0 ? op.getResult(0).getType()
        : op.getNumOperands() > 0 ? op.getOperand(0).getType() : null;
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (!op.getOperand(i).getType().equals(t)) {
        return false;
      }
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!op.getResult(i).getType().equals(t)) {
        return false;
      }
    }
    return true;
  }

  private static int fixed(List<ValueDef> defs) {
    int n = 0;
    for (ValueDef d : defs) {
      if (!d.isVariable()) {
        n++;
      }
    }
    return n;
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
