package jopt.passes.bufferization.dealloc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.bufferization.CloneOp;
import jopt.dialects.bufferization.DeallocOp;
import jopt.dialects.builtin.ModuleOp;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.conversion.ConversionPatternRewriter;
import jopt.ir.conversion.ConversionTarget;
import jopt.ir.conversion.DialectConversion;
import jopt.ir.conversion.OpAdaptor;
import jopt.ir.conversion.OpConversionPattern;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.rewrite.FrozenPatternSet;

/**
 * The conversion patterns of bufferization-lower-deallocations and convert-bufferization-to-memref
 * (MLIR's DeallocOpConversion and CloneOpConversion), their target, and the dealloc_helper
 * functions the general case of a dealloc calls, one per symbol table (MLIR's DeallocHelperMap).
 */
final class DeallocationLoweringPatterns {
  private DeallocationLoweringPatterns() {}

  /** memref, arith, scf and func legal; what {@code illegal} adds must be lowered. */
  static ConversionTarget.Builder target() {
    return ConversionTarget.builder().addLegalDialect("memref", "arith", "scf", "func");
  }

  /**
   * Builds a dealloc_helper in each symbol table of {@code root} (a module) holding a dealloc of
   * several memrefs, in the post-order of those deallocs; the functions by symbol table.
   */
  static Map<Operation, Operation> buildHelpers(Operation root, Location loc) {
    Map<Operation, Operation> helpers = new LinkedHashMap<>();
    List<Operation> tables = new ArrayList<>();
    for (DeallocOp d : LowerDeallocationsPass.deallocsInPostOrder(root)) {
      Operation table = d.getOperation().getParentWithTrait(Traits.SymbolTable.class);
      if (DeallocLowering.needsHelper(d) && !tables.contains(table)) {
        tables.add(table);
      }
    }
    for (Operation table : tables) {
      helpers.put(table, DeallocLowering.buildHelper(loc, table));
    }
    return helpers;
  }

  /** bufferization.dealloc lowered by {@link DeallocLowering}; without a helper for its general case, an error. */
  static final class LowerDealloc extends OpConversionPattern<DeallocOp> {
    private final Map<Operation, Operation> helpers;

    LowerDealloc(Map<Operation, Operation> helpers) {
      super(DeallocOp.SPEC, DeallocOp::of);
      this.helpers = Map.copyOf(helpers);
    }

    @Override
    public boolean matchAndRewrite(DeallocOp op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
      Operation helper = helpers.get(op.getOperation().getParentWithTrait(Traits.SymbolTable.class));
      if (DeallocLowering.needsHelper(op) && helper == null) {
        op.getOperation().emitError("library function required for generic lowering, but cannot be "
            + "automatically inserted when operating on functions");
        return false;
      }
      rewriter.replaceOp(op.getOperation(), DeallocLowering.lower(rewriter, op, helper));
      return true;
    }
  }

  /** bufferization.clone lowered by {@link CloneLowering}, unless its layout cannot be allocated. */
  static final class LowerClone extends OpConversionPattern<CloneOp> {
    LowerClone() {
      super(CloneOp.SPEC, CloneOp::of);
    }

    @Override
    public boolean matchAndRewrite(CloneOp op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
      if (!CloneLowering.canLower(op)) {
        return false;
      }
      rewriter.replaceOp(op.getOperation(), List.of(CloneLowering.lower(rewriter, op)));
      return true;
    }
  }

  /**
   * Both passes' run on {@code root}: a module or a function (else MLIR's error); on a module the
   * dealloc_helper functions first; then the partial conversion to {@code target} with
   * {@code patterns} (clone too when {@code lowerClones}). False after an error, with the input as
   * it was (the helpers built for it removed again).
   */
  static boolean lower(Operation root, ConversionTarget.Builder target, boolean lowerClones) {
    if (!ModuleOp.SPEC.isa(root) && root.getInterface(FunctionOpInterface.class) == null) {
      root.getContext().getDiagEngine().emit(new Diagnostic(Diagnostic.Severity.ERROR,
          root.getLoc(), "root operation must be a builtin.module or a function"));
      return false;
    }
    Map<Operation, Operation> helpers = ModuleOp.SPEC.isa(root)
        ? buildHelpers(root, root.getLoc()) : Map.of();
    List<jopt.ir.rewrite.RewritePattern> patterns = new ArrayList<>();
    if (lowerClones) {
      patterns.add(new LowerClone());
    }
    patterns.add(new LowerDealloc(helpers));
    if (!DialectConversion.applyPartialConversion(root, target.build(),
        new FrozenPatternSet(patterns))) {
      for (Operation helper : helpers.values()) {
        helper.erase();
      }
      return false;
    }
    return true;
  }
}
