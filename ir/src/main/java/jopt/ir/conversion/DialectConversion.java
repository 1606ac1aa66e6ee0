package jopt.ir.conversion;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.DominanceInfo;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.rewrite.FrozenPatternSet;

/**
 * MLIR's dialect conversion driver (applyPartialConversion, applyFullConversion). The ops under
 * the given roots are legalized one by one, in pre-order (a region's blocks in depth-first order
 * of its branches from the entry block; unreachable blocks are skipped; a recursively legal op's
 * ops are not visited), each by {@link OperationLegalizer}. An op that cannot be legalized fails
 * a full conversion ({@code failed to legalize operation 'X'}), and a partial one when the target
 * marks it illegal ({@code ... that was explicitly marked illegal}), located at the op; the
 * conversion then stops (or, with {@link ConversionConfig#reportEveryFailure}, goes on to report
 * the other failing ops) and every change is undone from its log, so the IR is as it was. On
 * success the changes are committed, the casts it had to insert are reconciled away where types
 * meet again, and those left are built by the type converter (or reported).
 */
public final class DialectConversion {
  private enum Mode { PARTIAL, FULL }

  private DialectConversion() {}

  /**
   * Converts as many ops as it can; fails only on an op the target marks illegal that no fold or
   * pattern legalizes (the IR is then unchanged).
   */
  public static boolean applyPartialConversion(Operation root, ConversionTarget target, FrozenPatternSet patterns) {
    return applyPartialConversion(List.of(root), target, patterns, ConversionConfig.defaults());
  }

  public static boolean applyPartialConversion(List<Operation> roots, ConversionTarget target,
      FrozenPatternSet patterns, ConversionConfig config) {
    return convert(roots, target, patterns, config, Mode.PARTIAL);
  }

  /** Converts every op to a legal one; fails (leaving the IR unchanged) on the first that cannot be. */
  public static boolean applyFullConversion(Operation root, ConversionTarget target, FrozenPatternSet patterns) {
    return applyFullConversion(List.of(root), target, patterns, ConversionConfig.defaults());
  }

  public static boolean applyFullConversion(List<Operation> roots, ConversionTarget target,
      FrozenPatternSet patterns, ConversionConfig config) {
    return convert(roots, target, patterns, config, Mode.FULL);
  }

  private static boolean convert(List<Operation> roots, ConversionTarget target, FrozenPatternSet patterns,
      ConversionConfig config, Mode mode) {
    if (roots.isEmpty()) {
      return true;
    }
    List<Operation> toConvert = opsToConvert(roots, target);
    OperationLegalizer legalizer = new OperationLegalizer(target, patterns, config);
    ConversionState state = new ConversionState(roots.get(0).getContext(), config);
    ConversionPatternRewriter rewriter = new ConversionPatternRewriter(state);
    boolean failed = false;
    try {
      for (Operation op : toConvert) {
        if (!convertOne(legalizer, rewriter, op, mode, config)) {
          failed = true;
          if (!config.reportEveryFailure()) {
            break;
          }
        }
      }
      if (failed) {
        state.undoRewrites(0);
        return false;
      }
    } catch (RuntimeException | Error e) {
      // A pattern's bug: leave the IR as it was before throwing on.
      state.undoRewrites(0);
      throw e;
    }
    state.applyRewrites();
    return finishMaterializations(state, config);
  }

  private static boolean convertOne(OperationLegalizer legalizer, ConversionPatternRewriter rewriter,
      Operation op, Mode mode, ConversionConfig config) {
    ConversionState state = rewriter.state();
    state.takeMatchFailures(op);
    if (legalizer.legalize(op, rewriter)) {
      state.takeMatchFailures(op);
      return true;
    }
    List<String> reasons = state.takeMatchFailures(op);
    if (mode == Mode.FULL) {
      withNotes(op.emitError("failed to legalize operation '" + op.getName() + "'"), op, reasons, config);
      return false;
    }
    if (legalizer.isIllegal(op)) {
      withNotes(op.emitError("failed to legalize operation '" + op.getName() + "' that was explicitly marked illegal"),
          op, reasons, config);
      return false;
    }
    if (config.unlegalizedOps() != null) {
      config.unlegalizedOps().accept(op);
    }
    return true;
  }

  private static void withNotes(jopt.ir.Diagnostic error, Operation op, List<String> reasons, ConversionConfig config) {
    if (config.matchFailureNotes()) {
      for (String reason : reasons) {
        error.attachNote(op.getLoc(), reason);
      }
    }
  }

  /**
   * The ops under {@code roots} (roots included) in pre-order, a region's blocks in depth-first
   * order of the branches from its entry (MLIR's ForwardDominanceIterator: unreachable blocks are
   * not visited), without the ops held by a recursively legal op.
   */
  static List<Operation> opsToConvert(List<Operation> roots, ConversionTarget target) {
    List<Operation> out = new ArrayList<>();
    Deque<Operation> stack = new ArrayDeque<>();
    for (int i = roots.size() - 1; i >= 0; i--) {
      stack.push(roots.get(i));
    }
    while (!stack.isEmpty()) {
      Operation op = stack.pop();
      out.add(op);
      ConversionTarget.LegalOpDetails legal = target.isLegal(op);
      if (legal != null && legal.isRecursivelyLegal()) {
        continue;
      }
      List<Operation> nested = new ArrayList<>();
      for (Region r : op.getRegions()) {
        for (Block b : blocksInDominanceOrder(r)) {
          for (Operation o : b.getOperations()) {
            nested.add(o);
          }
        }
      }
      for (int i = nested.size() - 1; i >= 0; i--) {
        stack.push(nested.get(i));
      }
    }
    return out;
  }

  /** The blocks of {@code region} reachable from its entry, in depth-first pre-order of their successors. */
  private static List<Block> blocksInDominanceOrder(Region region) {
    if (region.isEmpty()) {
      return List.of();
    }
    if (region.hasOneBlock()) {
      return region.getBlocks();
    }
    return DominanceInfo.reachableBlocksPreorder(region);
  }

  /**
   * The casts the conversion inserted: those the types meet again through are folded away (MLIR's
   * reconcileUnrealizedCasts), the rest built by their type converter or reported.
   */
  private static boolean finishMaterializations(ConversionState state, ConversionConfig config) {
    Map<Operation, ConversionState.Unresolved> unresolved = state.unresolvedMaterializations();
    List<Operation> remaining = UnrealizedCasts.reconcile(new ArrayList<>(unresolved.keySet()));
    if (!config.buildMaterializations()) {
      return true;
    }
    Builder b = new Builder(state.ctx);
    for (Operation cast : remaining) {
      ConversionState.Unresolved info = unresolved.get(cast);
      Value built = null;
      TypeConverter converter = info.converter();
      if (converter != null) {
        b.setInsertionPoint(cast);
        Type type = cast.getResult(0).getType();
        built = info.kind() == ConversionState.MaterializationKind.SOURCE
            ? converter.materializeSourceConversion(b, cast.getLoc(), type, cast.getOperands())
            : converter.materializeTargetConversion(b, cast.getLoc(), type, cast.getOperands());
      }
      if (built == null) {
        Operation user = cast.getResult(0).getUses().iterator().next().getOwner();
        cast.emitError("failed to legalize unresolved materialization from (" + typeList(cast.getOperandTypes())
            + ") to (" + typeList(cast.getResultTypes()) + ") that remained live after conversion")
            .attachNote(user.getLoc(), "see existing live user here: "
                + AsmPrinter.print(user, PrintingFlags.defaults().withLocalScope(true)));
        return false;
      }
      cast.getResult(0).replaceAllUsesWith(built);
      cast.erase();
    }
    return true;
  }

  private static String typeList(List<Type> types) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < types.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append(types.get(i));
    }
    return sb.toString();
  }
}
