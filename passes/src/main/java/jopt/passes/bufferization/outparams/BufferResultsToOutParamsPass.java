package jopt.passes.bufferization.outparams;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.func.CallOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.CastOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * {@code buffer-results-to-out-params} (upstream MLIR's): the memref results of the module's
 * private functions with a body (and public ones with {@code modify-public-functions}) become
 * out-params, arguments appended after the others ({@link CalleeRewrite}); each {@code func.call}
 * of such a function allocates the out-params ({@code memref.alloc} of the identity layout, cast
 * to a fully dynamic layout where the result had one) and passes them. A dynamically shaped
 * result needs the sizes of its hoisted allocation, given by the callee's arguments; without
 * them the call is reported ("cannot create out param for dynamically shaped result").
 */
public final class BufferResultsToOutParamsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("buffer-results-to-out-params",
      "Converts memref-typed function results to out-params", "builtin.module",
      BufferResultsToOutParamsPass::new);

  private final PassOption<Boolean> addResultAttr = option(PassOption.ofBool("add-result-attr",
      "Add the attribute 'bufferize.result' to all output parameters.", false));
  private final PassOption<Boolean> hoistStaticAllocs = option(PassOption.ofBool(
      "hoist-static-allocs", "Hoist static allocations to call sites.", false));
  private final PassOption<Boolean> hoistDynamicAllocs = option(PassOption.ofBool(
      "hoist-dynamic-allocs", "Hoist dynamic allocations to call sites.", false));
  private final PassOption<Boolean> modifyPublicFunctions = option(PassOption.ofBool(
      "modify-public-functions", "Modify function signatures of public functions.", false));

  public BufferResultsToOutParamsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    OutParamsOptions options = new OutParamsOptions(addResultAttr.getValue(),
        hoistStaticAllocs.getValue(), hoistDynamicAllocs.getValue(), modifyPublicFunctions.getValue());
    Operation module = getOperation();
    Map<Operation, List<List<Value>>> dynamicSizes = new HashMap<>();
    for (Operation func : new ArrayList<>(module.getRegion(0).front().getOpList())) {
      if (!FuncOp.SPEC.isa(func) || !rewritten(func, options)) {
        continue;
      }
      List<List<Value>> sizes = CalleeRewrite.run(func, options);
      if (sizes == null) {
        signalPassFailure();
        return;
      }
      dynamicSizes.put(func, sizes);
    }
    if (!updateCalls(module, dynamicSizes, options)) {
      signalPassFailure();
    }
  }

  /** Whether the pass rewrites {@code func}: it has a body and is private or may be changed. */
  private static boolean rewritten(Operation func, OutParamsOptions options) {
    return (options.modifyPublicFunctions() || !isPublic(func)) && !FuncOp.of(func).isExternal();
  }

  private static boolean isPublic(Operation func) {
    String v = FuncOp.of(func).symVisibility();
    return v == null || v.equals("public");
  }

  /** MLIR's updateCalls: false after reporting a call it cannot rewrite. */
  private static boolean updateCalls(Operation module, Map<Operation, List<List<Value>>> sizesOf,
      OutParamsOptions options) {
    List<Operation> calls = new ArrayList<>();
    module.walk((Operation op) -> {
      if (CallOp.SPEC.isa(op)) {
        calls.add(op);
      }
    });
    Builder b = new Builder(module.getContext());
    for (Operation call : calls) {
      String name = CallOp.of(call).callee();
      Operation callee = CallOp.lookupFunction(call, name);
      if (callee == null || !FuncOp.SPEC.isa(callee)) {
        call.emitError("cannot find callee '" + name + "' in symbol table");
        return false;
      }
      if (!rewritten(callee, options)) {
        continue;
      }
      List<List<Value>> sizes = sizesOf.getOrDefault(callee, List.of());
      int sizesIndex = 0;
      b.setInsertionPoint(call);
      List<Value> outParams = new ArrayList<>();
      List<Type> keptTypes = new ArrayList<>();
      for (Value result : call.getResults()) {
        if (!(result.getType() instanceof MemRefType type)) {
          keptTypes.add(result.getType());
          continue;
        }
        List<Value> dynamicSize = sizes.size() > sizesIndex ? sizes.get(sizesIndex) : List.of();
        if (!type.hasStaticShape() && dynamicSize.isEmpty()) {
          call.emitError("cannot create out param for dynamically shaped result");
          return false;
        }
        List<Value> allocSizes = List.of();
        if (!type.hasStaticShape()) {
          sizesIndex++;
          allocSizes = atCaller(call, callee, dynamicSize);
        }
        MemRefType allocType = MemRefType.get(type.getShape(), type.getElementType(), null,
            type.getMemorySpace());
        Value outParam = AllocOp.create(b, call.getLoc(), allocType, allocSizes).memref();
        if (!type.hasIdentityLayout()) {
          outParam = CastOp.create(b, call.getLoc(), type, outParam).dest();
        }
        result.replaceAllUsesWith(outParam);
        outParams.add(outParam);
      }
      List<Value> operands = new ArrayList<>(call.getOperands());
      operands.addAll(outParams);
      Operation newCall = CallOp.create(b, call.getLoc(), name, keptTypes, operands).getOperation();
      int next = 0;
      for (Value result : call.getResults()) {
        if (!(result.getType() instanceof MemRefType)) {
          result.replaceAllUsesWith(newCall.getResult(next++));
        }
      }
      call.erase();
    }
    return true;
  }

  /** MLIR's mapDynamicSizeAtCaller: the call operands passed for the callee's size arguments. */
  private static List<Value> atCaller(Operation call, Operation callee, List<Value> sizes) {
    List<Value> mapped = new ArrayList<>();
    List<? extends Value> args = callee.getRegion(0).front().getArguments();
    for (Value size : sizes) {
      for (int i = 0; i < Math.min(call.getNumOperands(), args.size()); i++) {
        if (args.get(i) == size) {
          mapped.add(call.getOperand(i));
        }
      }
    }
    return mapped;
  }
}
