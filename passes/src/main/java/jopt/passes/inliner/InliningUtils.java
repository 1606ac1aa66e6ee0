package jopt.passes.inliner;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OpResult;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.DialectInlinerInterface;

/**
 * MLIR's InliningUtils: inlines a callable's region at a call, asking the dialects of the call,
 * of the region it lands in and of every inlined op ({@link DialectInlinerInterface}) whether
 * that is legal; on failure nothing is changed.
 */
final class InliningUtils {
  private InliningUtils() {}

  /** The inliner hooks of {@code op}'s dialect, or null (unregistered, or none given). */
  static DialectInlinerInterface interfaceFor(Operation op) {
    Dialect dialect = op.getContext().getDialect(op.getDialectNamespace());
    return dialect == null ? null : dialect.getInlinerInterface();
  }

  /**
   * Inlines {@code src} (the region of {@code callable}) in place of {@code call}, cloning it or
   * moving it when {@code shouldClone} is false; {@code onInlinedBlocks} sees the new blocks
   * before their terminators are handled. The call stays, its results unused, for the caller to
   * erase. Returns false, with the IR unchanged, when inlining is not possible or not legal.
   */
  static boolean inlineCall(Operation call, Operation callable, Region src, boolean shouldClone,
      Consumer<List<Block>> onInlinedBlocks) {
    if (src.isEmpty()) {
      return false;
    }
    Block entry = src.getFirstBlock();
    List<Type> callableResultTypes = callable.getInterface(CallableOpInterface.class).getResultTypes(callable);
    List<Value> callOperands = call.getInterface(CallOpInterface.class).getArgOperands(call);
    List<OpResult> callResults = call.getResults();
    if (callOperands.size() != entry.getNumArguments() || callResults.size() != callableResultTypes.size()) {
      return false;
    }
    List<Operation> castOps = new ArrayList<>();
    Builder castBuilder = new Builder(call.getContext());
    castBuilder.setInsertionPoint(call);
    DialectInlinerInterface callInterface = interfaceFor(call);
    Map<Value, Value> mapper = new HashMap<>();
    for (int i = 0; i < callOperands.size(); i++) {
      BlockArgument regionArg = entry.getArgument(i);
      Value operand = callOperands.get(i);
      if (!operand.getType().equals(regionArg.getType())) {
        operand = materializeConversion(callInterface, castOps, castBuilder, operand, regionArg.getType(),
            call.getLoc());
        if (operand == null) {
          return cleanup(castOps);
        }
      }
      mapper.put(regionArg, operand);
    }
    castBuilder.setInsertionPointAfter(call);
    for (int i = 0; i < callResults.size(); i++) {
      OpResult callResult = callResults.get(i);
      if (callResult.getType().equals(callableResultTypes.get(i))) {
        continue;
      }
      // A conversion back to the call's type, fed by the inlined value once the call is replaced.
      Value castResult = materializeConversion(callInterface, castOps, castBuilder, callResult,
          callResult.getType(), call.getLoc());
      if (castResult == null) {
        return cleanup(castOps);
      }
      callResult.replaceAllUsesWith(castResult);
      castResult.getDefiningOp().setOperand(0, callResult);
    }
    if (callInterface == null || !callInterface.isLegalToInline(call, callable, shouldClone)) {
      return cleanup(castOps);
    }
    if (!inlineRegion(src, call, mapper, callResults, callableResultTypes, shouldClone, onInlinedBlocks)) {
      return cleanup(castOps);
    }
    return true;
  }

  private static Value materializeConversion(DialectInlinerInterface iface, List<Operation> castOps, Builder builder,
      Value arg, Type type, Location loc) {
    Operation cast = iface == null ? null : iface.materializeCallConversion(builder, arg, type, loc);
    if (cast == null) {
      return null;
    }
    castOps.add(cast);
    return cast.getResult(0);
  }

  private static boolean cleanup(List<Operation> castOps) {
    for (Operation cast : castOps) {
      cast.getResult(0).replaceAllUsesWith(cast.getOperand(0));
      cast.erase();
    }
    return false;
  }

  /** Every op of {@code src}, and of the regions its dialects want analyzed, may go into {@code dest}. */
  private static boolean isLegalToInline(Region src, Region dest, boolean shouldClone, Map<Value, Value> mapper) {
    for (Block block : src.getBlocks()) {
      for (Operation op : block.getOperations()) {
        DialectInlinerInterface iface = interfaceFor(op);
        if (iface == null || !iface.isLegalToInline(op, dest, shouldClone, mapper)) {
          return false;
        }
        if (iface.shouldAnalyzeRecursively(op)) {
          for (Region region : op.getRegions()) {
            if (!isLegalToInline(region, dest, shouldClone, mapper)) {
              return false;
            }
          }
        }
      }
    }
    return true;
  }

  private static boolean inlineRegion(Region src, Operation call, Map<Value, Value> mapper, List<OpResult> results,
      List<Type> resultTypes, boolean shouldClone, Consumer<List<Block>> onInlinedBlocks) {
    for (BlockArgument arg : src.getFirstBlock().getArguments()) {
      if (!mapper.containsKey(arg)) {
        return false;
      }
    }
    Block inlineBlock = call.getBlock();
    Region insertRegion = inlineBlock.getParent();
    DialectInlinerInterface destInterface = interfaceFor(insertRegion.getParentOp());
    if (destInterface == null || !destInterface.isLegalToInline(insertRegion, src, shouldClone, mapper)
        || !isLegalToInline(src, insertRegion, shouldClone, mapper)) {
      return false;
    }
    // A one-block callee's terminator gives the results; one that does not return (a branch to
    // itself) cannot, where MLIR would fail an assertion.
    Operation srcTerminator = src.getFirstBlock().getLastOp();
    if (src.hasOneBlock() && destInterface.allowSingleBlockOptimization(src.getBlocks())
        && (srcTerminator == null || !srcTerminator.hasTrait(Traits.ReturnLike.class))) {
      return false;
    }
    Block postInsertBlock = inlineBlock.splitBlock(call.getNextNode());
    int before = insertRegion.getBlocks().size();
    if (shouldClone) {
      src.cloneInto(insertRegion, postInsertBlock, mapper);
    } else {
      src.moveBlocksInto(insertRegion, postInsertBlock);
    }
    List<Block> blocks = insertRegion.getBlocks();
    int first = blocks.indexOf(inlineBlock) + 1;
    List<Block> newBlocks = new ArrayList<>(blocks.subList(first, first + blocks.size() - before));
    Block firstNewBlock = newBlocks.get(0);
    if (!(call.getLoc() instanceof Location.Unknown)) {
      remapInlinedLocations(newBlocks, call.getLoc());
    }
    if (!shouldClone) {
      remapInlinedOperands(newBlocks, mapper);
    }
    onInlinedBlocks.accept(newBlocks);
    if (destInterface.allowSingleBlockOptimization(newBlocks) && newBlocks.size() == 1) {
      Operation terminator = firstNewBlock.getTerminator();
      interfaceFor(terminator).handleTerminator(terminator, results);
      terminator.erase();
      firstNewBlock.spliceAtEnd(List.of(postInsertBlock), call.getContext());
      postInsertBlock.erase();
    } else {
      for (int i = 0; i < results.size(); i++) {
        OpResult result = results.get(i);
        result.replaceAllUsesWith(postInsertBlock.addArgument(resultTypes.get(i), result.getLoc()));
      }
      for (Block block : newBlocks) {
        Operation terminator = block.getTerminator();
        interfaceFor(terminator).handleTerminator(terminator, postInsertBlock);
      }
    }
    inlineBlock.spliceAtEnd(List.of(firstNewBlock), call.getContext());
    firstNewBlock.erase();
    return true;
  }

  /** The uses of the moved entry block's arguments take the call's operands. */
  private static void remapInlinedOperands(List<Block> blocks, Map<Value, Value> mapper) {
    for (Block block : blocks) {
      for (Operation op : block.getOpList()) {
        op.walk((Operation nested) -> {
          for (int i = 0; i < nested.getNumOperands(); i++) {
            Value mapped = mapper.get(nested.getOperand(i));
            if (mapped != null) {
              nested.setOperand(i, mapped);
            }
          }
        });
      }
    }
  }

  /** Every inlined op and block argument is located at {@code callsite(its location at the call)}. */
  private static void remapInlinedLocations(List<Block> blocks, Location callerLoc) {
    Map<Location, Location> mapped = new HashMap<>();
    java.util.function.Function<Location, Location> remap =
        loc -> mapped.computeIfAbsent(loc, l -> stackLocations(l, callerLoc));
    for (Block block : blocks) {
      for (BlockArgument arg : block.getArguments()) {
        arg.setLoc(remap.apply(arg.getLoc()));
      }
      for (Operation op : block.getOpList()) {
        op.walk((Operation nested) -> {
          nested.setLoc(remap.apply(nested.getLoc()));
          for (Region region : nested.getRegions()) {
            for (Block b : region.getBlocks()) {
              for (BlockArgument arg : b.getArguments()) {
                arg.setLoc(remap.apply(arg.getLoc()));
              }
            }
          }
        });
      }
    }
  }

  /** MLIR's stackLocations: the caller goes at the bottom of the callee's call-site stack. */
  private static Location stackLocations(Location callee, Location caller) {
    List<Location.CallSite> stack = new ArrayList<>();
    Location last = callee;
    while (last instanceof Location.CallSite cs) {
      stack.add(cs);
      last = cs.caller();
    }
    Location result = new Location.CallSite(last, caller);
    for (int i = stack.size() - 1; i >= 0; i--) {
      result = new Location.CallSite(stack.get(i).callee(), result);
    }
    return result;
  }
}
