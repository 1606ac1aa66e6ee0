package jopt.passes.bufferization.outparams;

import jopt.ir.ods.format.FunctionSignature;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import jopt.dialects.bufferization.AllocationOpInterface;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.dialects.memref.CopyOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.StridesAndOffset;

/**
 * The callee side of buffer-results-to-out-params (MLIR's updateFuncOp and updateReturnOps):
 * each memref result becomes an argument appended to the function (its result attributes move
 * there), and each {@code func.return} copies the buffer it returned into that argument, or,
 * when the buffer comes from an allocation the options let the caller make, uses the argument
 * in place of the allocation (not in place of a memref.realloc, whose result holds data: jopt's
 * guard).
 */
final class CalleeRewrite {
  private CalleeRewrite() {}

  /**
   * Rewrites {@code func}; returns, per hoisted dynamic result in order, the function arguments
   * giving its sizes (an empty list when they are not all arguments), or null after reporting
   * an unsupported layout.
   */
  static List<List<Value>> run(Operation func, OutParamsOptions options) {
    List<BlockArgument> outParams = updateSignature(func, options.addResultAttribute());
    if (outParams == null) {
      return null;
    }
    return updateReturns(func, outParams, options);
  }

  private static List<BlockArgument> updateSignature(Operation func, boolean addResultAttribute) {
    FunctionType type = FuncOp.getFunctionType(func);
    List<Type> erasedTypes = new ArrayList<>();
    BitSet erased = new BitSet();
    for (int i = 0; i < type.getResults().size(); i++) {
      if (type.getResults().get(i) instanceof MemRefType memref) {
        if (!memref.hasIdentityLayout() && !hasFullyDynamicLayout(memref)) {
          func.emitError("cannot create out param for result with unsupported layout");
          return null;
        }
        erased.set(i);
        erasedTypes.add(memref);
      }
    }
    List<Type> inputs = new ArrayList<>(type.getInputs());
    inputs.addAll(erasedTypes);
    FuncOp.setFunctionType(func, FunctionType.get(inputs, type.getResults()));
    int numInputs = type.getInputs().size();
    for (int i = 0, r = erased.nextSetBit(0); r >= 0; i++, r = erased.nextSetBit(r + 1)) {
      DictionaryAttr resultAttrs = FunctionSignature.dictAt(func, "res_attrs", r);
      FuncOp.setArgAttrs(func, numInputs + i, resultAttrs == null ? DictionaryAttr.empty() : resultAttrs);
      if (addResultAttribute) {
        FuncOp.setArgAttr(func, numInputs + i, "bufferize.result", UnitAttr.INSTANCE);
      }
    }
    FuncOp.eraseResults(func, erased);
    List<BlockArgument> appended = new ArrayList<>();
    Block entry = func.getRegion(0).front();
    for (Type t : erasedTypes) {
      appended.add(entry.addArgument(t, func.getLoc()));
    }
    return appended;
  }

  /** Whether every stride and the offset of the layout are dynamic. */
  static boolean hasFullyDynamicLayout(MemRefType type) {
    StridesAndOffset so = type.getStridesAndOffset();
    if (so == null || so.offset() != jopt.ir.type.ShapedType.DYNAMIC) {
      return false;
    }
    for (long s : so.strides()) {
      if (s != jopt.ir.type.ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /**
   * Each return of {@code func}: its memref operands, in order, go to the out-params. A buffer
   * returned twice is, after the first one takes the out-param's place, the first out-param:
   * it is copied into the second (upstream's later fix; mlir-opt-22 crashes on it).
   */
  private static List<List<Value>> updateReturns(Operation func, List<BlockArgument> outParams,
      OutParamsOptions options) {
    List<Operation> returns = new ArrayList<>();
    for (Block b : func.getRegion(0).getBlocks()) {
      Operation t = b.getTerminator();
      if (t != null && ReturnOp.SPEC.isa(t)) {
        returns.add(t);
      }
    }
    List<List<Value>> firstSizes = null;
    Builder builder = new Builder(func.getContext());
    for (Operation ret : returns) {
      builder.setInsertionPoint(ret);
      List<Value> kept = new ArrayList<>();
      List<Integer> memrefPositions = new ArrayList<>();
      for (int i = 0; i < ret.getNumOperands(); i++) {
        if (ret.getOperand(i).getType() instanceof MemRefType) {
          memrefPositions.add(i);
        } else {
          kept.add(ret.getOperand(i));
        }
      }
      List<List<Value>> sizes = new ArrayList<>();
      List<List<Value>> hoistedSizes = new ArrayList<>(outParams.size());
      for (int k = 0; k < outParams.size(); k++) {
        hoistedSizes.add(null);
      }
      for (int k = 0; k < memrefPositions.size() && k < outParams.size(); k++) {
        Value orig = ret.getOperand(memrefPositions.get(k));
        BlockArgument arg = outParams.get(k);
        if (orig == arg) {
          continue; // the out-param itself, after an earlier hoist in another return
        }
        boolean isStatic = ((MemRefType) orig.getType()).hasStaticShape();
        boolean hoist = isStatic ? options.hoistStaticAllocs() : options.hoistDynamicAllocs();
        Operation def = orig.getDefiningOp();
        // jopt's guard: an allocation that frees another buffer (memref.realloc, whose result
        // holds its source's data) is copied, not replaced (mlir-opt-22 erases it, data and all).
        if (hoist && def != null && def.getInterface(AllocationOpInterface.class) != null
            && !MemoryEffects.hasEffect(def, MemoryEffects.Kind.FREE, null)) {
          orig.replaceAllUsesWith(arg);
          if (!isStatic) {
            List<Value> s = dynamicSizes(def, func);
            sizes.add(s);
            hoistedSizes.set(k, s);
          }
          def.erase();
          continue;
        }
        if (hoist && !isStatic && orig instanceof BlockArgument a && outParams.contains(a)
            && hoistedSizes.get(outParams.indexOf(a)) != null) {
          sizes.add(hoistedSizes.get(outParams.indexOf(a)));
        }
        CopyOp.create(builder, ret.getLoc(), orig, arg);
      }
      ReturnOp.create(builder, ret.getLoc(), kept);
      ret.erase();
      if (firstSizes == null) {
        firstSizes = sizes;
      }
    }
    return firstSizes == null ? List.of() : firstSizes;
  }

  /**
   * MLIR's getDynamicSize: the index operands of the allocation, when each is an argument of
   * {@code func}; else none.
   */
  private static List<Value> dynamicSizes(Operation alloc, Operation func) {
    List<Value> sizes = new ArrayList<>();
    Block entry = func.getRegion(0).front();
    for (Value v : alloc.getOperands()) {
      if (!(v.getType() instanceof IndexType)) {
        continue;
      }
      if (!(v instanceof BlockArgument a) || a.getOwner() != entry) {
        return List.of();
      }
      sizes.add(v);
    }
    return sizes;
  }
}
