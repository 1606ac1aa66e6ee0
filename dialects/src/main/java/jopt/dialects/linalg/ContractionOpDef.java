package jopt.dialects.linalg;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.ods.OpSpec;

/**
 * The definition of linalg.matmul and linalg.batch_matmul: optional {@code indexing_maps = [...]}
 * before the named-op syntax (the defaults are stored, not printed), ContractionOpInterface's
 * checks of the body, and the checks of user-defined maps (transposes and broadcasts).
 */
class ContractionOpDef extends NamedOpDef {
  private final List<AffineMap> defaults;

  ContractionOpDef(OpSpec spec, List<AffineMap> defaults, Function<Operation, LinalgOp> view) {
    super(spec, 3, NamedBodies.CONTRACTION, view);
    this.defaults = defaults;
  }

  @Override
  void parsePrefix(OpAsmParser p, OperationState result, LinalgAsm.Parsed parsed) {
    Attribute maps;
    if (p.parseOptionalKeyword("indexing_maps")) {
      p.parseEqual();
      var loc = p.getCurrentLocation();
      maps = p.parseAttribute();
      if (!(maps instanceof ArrayAttr arr)) {
        throw p.emitError(loc, "invalid kind of attribute specified");
      }
      for (Attribute a : arr) {
        if (!(a instanceof AffineMapAttr)) {
          throw p.emitError(p.getCurrentLocation(), "element of indexing_maps array is not an affine_map");
        }
      }
    } else {
      maps = IndexingMaps.toAttr(defaults);
    }
    parsed.append(result, "indexing_maps", maps);
  }

  @Override
  List<String> elidedAttrs() {
    return List.of(OpSpec.OPERAND_SEGMENT_SIZES, "linalg.memoized_indexing_maps", "indexing_maps");
  }

  @Override
  void printPrefix(Operation op, OpAsmPrinter p) {
    List<AffineMap> maps = view(op).indexingMaps();
    if (!maps.equals(defaults)) {
      p.print(" indexing_maps = [");
      for (int i = 0; i < maps.size(); i++) {
        p.print(i == 0 ? "" : ", ").printAttribute(new AffineMapAttr(maps.get(i)));
      }
      p.print("]");
    }
  }

  /** MLIR's verifyContractionInterface (a region verification: it reads the body). */
  @Override
  boolean verifyRegionInterfaces(LinalgOp v) {
    Operation op = v.getOperation();
    String error = null;
    if (v.numDpsInputs() != 2 || v.numDpsInits() != 1) {
      error = "expected op with 2 inputs and 1 output";
    } else if (!v.iteratorTypes().contains("reduction")) {
      error = "expected at least 1 reduction";
    } else if (!v.indexingMaps().stream().allMatch(m -> m.isProjectedPermutation(false))) {
      error = "expected indexing maps to be projected permutations";
    } else if (!isContractionBody(v.body())) {
      error = "expected add/mul op in the body";
    }
    if (error != null) {
      op.emitError(error);
      return false;
    }
    return true;
  }

  /** MLIR's isContractionBody for the add/mul kinds (modulo unary casts). */
  static boolean isContractionBody(Block block) {
    Operation term = block.getLastOp();
    if (term == null || !term.hasTrait(Traits.IsTerminator.class) || block.getNumArguments() != 3
        || term.getNumOperands() != 1) {
      return false;
    }
    Operation reduction = skipUnary(term.getOperand(0)).getDefiningOp();
    if (reduction == null || reduction.getNumResults() != 1 || reduction.getNumOperands() != 2) {
      return false;
    }
    Value lhs = skipUnary(reduction.getOperand(0));
    Value rhs = skipUnary(reduction.getOperand(1));
    if (lhs != block.getArgument(2) && rhs != block.getArgument(2)) {
      return false;
    }
    Operation elementwise = skipUnary(lhs instanceof jopt.ir.BlockArgument ? rhs : lhs).getDefiningOp();
    if (elementwise == null || elementwise.getNumResults() != 1 || elementwise.getNumOperands() != 2) {
      return false;
    }
    String pair = elementwise.getName() + "," + reduction.getName();
    if (!Set.of("arith.mulf,arith.addf", "arith.muli,arith.addi", "complex.mul,complex.add", "arith.andi,arith.ori")
        .contains(pair)) {
      return false;
    }
    Value a = skipUnary(elementwise.getOperand(0));
    Value b = skipUnary(elementwise.getOperand(1));
    return a == block.getArgument(0) && b == block.getArgument(1) || a == block.getArgument(1) && b == block.getArgument(0);
  }

  /** MLIR's getSourceSkipUnary: through one-operand ops without side effects. */
  private static Value skipUnary(Value v) {
    Operation op = v.getDefiningOp();
    while (op != null && op.getNumOperands() == 1 && op.hasTrait(Traits.Pure.class)) {
      v = op.getOperand(0);
      op = v.getDefiningOp();
    }
    return v;
  }

  /** MLIR's checks of user-defined maps of the two inputs (verifyExtendedMatmulSemantic). */
  @Override
  boolean verifyOp(LinalgOp v) {
    List<AffineMap> maps = v.indexingMaps();
    if (maps.equals(defaults) || maps.size() < 2) {
      return true;
    }
    for (int i = 0; i < 2; i++) {
      AffineMap map = maps.get(i);
      AffineMap def = defaults.get(i);
      Set<AffineExpr> allowed = new HashSet<>(def.getResults());
      if (!allowed.containsAll(map.getResults())) {
        return fail(v.getOperation(), "Unexpected dim expression in map result.");
      }
      if (map.getNumResults() < def.getNumResults() && map.getNumResults() == 1
          && !map.getResult(0).isFunctionOfDim(map.getNumDims() - 1)) {
        return fail(v.getOperation(), "Invalid broadcast requested, should be (d2).");
      }
    }
    return true;
  }
}
