package jopt.dialects.vector;

import jopt.dialects.arith.SelectOp;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Attribute;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * vector.mask: {@code %m[, %passthru] { vector.reduction <add>, %v : vector<8xi32> into i32 } :
 * vector<8xi1> -> i32}; predicates the one maskable op of its region on an i1 mask.
 */
@Op
public final class MaskOp extends MaskOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.mask")
      .summary("Predicates a maskable vector operation")
      .operand("mask", VectorConstraints.I1_VECTOR)
      .optionalOperand("passthru", TypeConstraints.ANY)
      .variadicResult("results", TypeConstraints.ANY)
      .region("maskRegion", RegionDef.Blocks.EXACTLY_ONE)
      .build();

  MaskOp(Operation op) {
    super(op);
  }

  /** The masked op, or null when the region holds only its terminator. */
  public static Operation maskableOp(Operation mask) {
    Block b = mask.getRegion(0).front();
    return b.getNumOperations() < 2 ? null : b.getFirstOp();
  }

  /**
   * MaskOp::ensureTerminator: an empty region, or one holding more than one op without a
   * terminator, gets an empty vector.yield; a single op gets one yielding its results.
   */
  static void ensureTerminator(MLIRContext ctx, Region region, Location loc) {
    if (region.isEmpty()) {
      region.emplaceBlock();
    }
    Block block = region.front();
    Operation last = block.getLastOp();
    if (last != null && YieldOp.isa(last)) {
      return;
    }
    OperationState yield = new OperationState(loc, YieldOp.SPEC.name());
    if (last != null && block.getNumOperations() == 1) {
      yield.addOperands(last.getResults());
    }
    block.push_back(Operation.create(ctx, yield));
  }

  /** The definition: the custom form, the implicit vector.yield and MLIR's structural checks. */
  public static final class Def extends OpDefinition implements Traits.SingleBlockImplicitTerminator,
      Traits.HasRecursiveMemoryEffects, Traits.NoRegionArguments {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return YieldOp.SPEC.name();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand mask = p.parseOperand();
      UnresolvedOperand passthru = p.parseOptionalComma() ? p.parseOperand() : null;
      Region region = new Region();
      p.parseRegion(region, List.of());
      ensureTerminator(p.getContext(), region, result.location);
      result.addRegion(region);
      p.parseOptionalAttrDict(result.attributes);
      Type maskType = p.parseColonType();
      List<Type> resultTypes = p.parseOptionalArrowTypeList();
      result.addTypes(resultTypes);
      result.addOperand(p.resolveOperand(mask, maskType));
      if (passthru != null) {
        if (resultTypes.isEmpty()) {
          throw p.emitError(p.getNameLoc(), "expects a result if passthru operand is provided");
        }
        result.addOperand(p.resolveOperand(passthru, resultTypes.get(0)));
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      MaskOp maskOp = MaskOp.of(op);
      p.print(' ').printOperand(maskOp.mask());
      if (maskOp.passthru() != null) {
        p.print(", ").printOperand(maskOp.passthru());
      }
      p.print(" { ");
      Block block = op.getRegion(0).front();
      if (block.getFirstOp() != null) {
        p.printCustomOrGenericOp(block.getFirstOp());
      }
      p.print(" }");
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of());
      p.print(" : ").printType(maskOp.mask().getType());
      if (op.getNumResults() > 0) {
        p.print(" -> ").printTypes(op.getResultTypes());
      }
    }

    @Override
    public boolean verify(Operation op) {
      Block block = op.getRegion(0).front();
      if (block.isEmpty()) {
        op.emitOpError("expects a terminator within the mask region");
        return false;
      }
      int count = block.getNumOperations();
      if (count > 2) {
        op.emitOpError("expects only one operation to mask");
        return false;
      }
      Operation terminator = block.getLastOp();
      if (!YieldOp.isa(terminator)) {
        op.emitOpError("expects a terminator within the mask region");
        return false;
      }
      if (terminator.getNumOperands() != op.getNumResults()) {
        op.emitOpError("expects number of results to match mask region yielded values");
        return false;
      }
      if (count == 1) {
        return true;
      }
      Operation masked = block.getFirstOp();
      MaskableOpInterface maskable = masked.getInterface(MaskableOpInterface.class);
      if (maskable == null) {
        op.emitOpError("expects a MaskableOpInterface within the mask region");
        return false;
      }
      if (masked.getNumResults() != op.getNumResults()) {
        op.emitOpError("expects number of results to match maskable operation number of results");
        return false;
      }
      if (!masked.getResults().equals(terminator.getOperands())) {
        op.emitOpError("expects all the results from the MaskableOpInterface to match all the values returned by "
            + "the terminator");
        return false;
      }
      if (!masked.getResultTypes().equals(op.getResultTypes())) {
        op.emitOpError("expects result type to match maskable operation result type");
        return false;
      }
      long vectors = masked.getResultTypes().stream().filter(t -> t instanceof jopt.ir.type.VectorType).count();
      if (vectors > 1) {
        op.emitOpError("multiple vector results not supported");
        return false;
      }
      // Null when the masked op lacks what its mask type derives from: its own verifier says so.
      Type expected = maskable.getExpectedMaskType(masked);
      if (expected != null && !MaskOp.of(op).mask().getType().equals(expected)) {
        op.emitOpError("expects a " + VectorTypes.quote(expected) + " mask for the maskable operation");
        return false;
      }
      if (op.getNumOperands() > 1) {
        if (!maskable.supportsPassthru(masked)) {
          op.emitOpError("doesn't expect a passthru argument for this maskable operation");
          return false;
        }
        if (masked.getNumResults() != 1) {
          op.emitOpError("expects result when passthru argument is provided");
          return false;
        }
        if (!MaskOp.of(op).passthru().getType().equals(masked.getResult(0).getType())) {
          op.emitOpError("expects passthru type to match result type");
          return false;
        }
      }
      return true;
    }
  
    /**
     * foldEmptyMaskOp (no pass-thru: the yielded values), then an all-true mask: the masked op
     * moved out before the vector.mask.
     */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      Operation masked = maskableOp(op);
      if (masked == null && op.getNumOperands() == 1) {
        for (jopt.ir.Value v : op.getRegion(0).front().getLastOp().getOperands()) {
          results.add(OpFoldResult.of(v));
        }
        return true;
      }
      if (masked == null || VectorFolding.maskFormat(MaskOp.of(op).mask()) != VectorFolding.MaskFormat.ALL_TRUE) {
        return false;
      }
      masked.moveBefore(op);
      for (jopt.ir.Value v : masked.getResults()) {
        results.add(OpFoldResult.of(v));
      }
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new CanonicalizeEmpty());
    }
  }

  /** CanonializeEmptyMaskOp: an empty vector.mask with a pass-thru selects between the two. */
  static final class CanonicalizeEmpty extends OpRewritePattern<MaskOp> {
    CanonicalizeEmpty() {
      super(SPEC, MaskOp::of);
    }

    @Override
    public boolean matchAndRewrite(MaskOp op, PatternRewriter rewriter) {
      if (maskableOp(op.getOperation()) != null || op.passthru() == null) {
        return false;
      }
      jopt.ir.Value yielded = YieldOp.of(op.getOperation().getRegion(0).front().getLastOp()).operands().get(0);
      rewriter.replaceOp(op.getOperation(),
          SelectOp.create(rewriter, op.getLoc(), op.mask(), yielded, op.passthru()).getOperation());
      return true;
    }
  }
}
