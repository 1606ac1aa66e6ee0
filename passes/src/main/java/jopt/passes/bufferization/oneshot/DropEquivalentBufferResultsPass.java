package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.func.CallOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.memref.CastOp;
import jopt.ir.Attribute;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code drop-equivalent-buffer-results} (MLIR): a result of a private function that is one of
 * its buffer arguments (possibly behind memref.cast ops) is dropped; each call site uses the
 * argument it passed instead (cast to the old result type when it differs).
 */
public final class DropEquivalentBufferResultsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("drop-equivalent-buffer-results",
      "Remove MemRef return values that are equivalent to a bbArg", "builtin.module",
      DropEquivalentBufferResultsPass::new);

  public DropEquivalentBufferResultsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    Operation module = getOperation();
    Map<Operation, Set<Operation>> callers = new HashMap<>();
    module.walk((Operation op) -> {
      if (!op.getName().equals(CallOp.SPEC.name())) {
        return;
      }
      Operation callee = CallOp.lookupFunction(op, CallOp.of(op).callee());
      if (callee != null && callee.getName().equals(FuncOp.NAME) && !isPublic(callee)
          && !FuncOp.of(callee).isExternal()) {
        callers.computeIfAbsent(callee, k -> new LinkedHashSet<>()).add(op);
      }
    });
    Builder b = new Builder(module.getContext());
    for (Operation func : new ArrayList<>(module.getRegion(0).front().getOpList())) {
      if (!func.getName().equals(FuncOp.NAME) || FuncOp.of(func).isExternal() || isPublic(func)) {
        continue;
      }
      Operation ret = uniqueReturn(func);
      if (ret == null) {
        continue;
      }
      List<Value> kept = new ArrayList<>();
      List<Integer> keptIndices = new ArrayList<>();
      Map<Integer, Integer> resultToArg = new LinkedHashMap<>();
      for (int i = 0; i < ret.getNumOperands(); i++) {
        Value v = ret.getOperand(i);
        while (v.getDefiningOp() != null && v.getDefiningOp().getName().equals(CastOp.SPEC.name())) {
          v = v.getDefiningOp().getOperand(0);
        }
        if (v instanceof BlockArgument a && a.getOwner() == FuncOp.of(func).body().front()) {
          resultToArg.put(i, a.getArgNumber());
        } else {
          kept.add(ret.getOperand(i));
          keptIndices.add(i);
        }
      }
      eraseResults(func, keptIndices);
      ret.setOperands(kept);
      for (Operation call : callers.getOrDefault(func, Set.of())) {
        b.setInsertionPoint(call);
        List<Type> types = new ArrayList<>();
        for (int i : keptIndices) {
          types.add(call.getResult(i).getType());
        }
        Operation newCall = CallOp.create(b, call.getLoc(), CallOp.of(call).callee(), types, call.getOperands())
            .getOperation();
        List<Value> results = new ArrayList<>();
        int next = 0;
        for (int i = 0; i < call.getNumResults(); i++) {
          Integer arg = resultToArg.get(i);
          if (arg == null) {
            results.add(newCall.getResult(next++));
            continue;
          }
          Value replacement = call.getOperand(arg);
          Type expected = call.getResult(i).getType();
          if (!replacement.getType().equals(expected)) {
            replacement = CastOp.create(b, call.getLoc(), expected, replacement).dest();
          }
          results.add(replacement);
        }
        call.replaceAllUsesWith(results);
        call.erase();
      }
    }
  }

  private static boolean isPublic(Operation func) {
    String v = FuncOp.of(func).symVisibility();
    return v == null || v.equals("public");
  }

  /** The function's only func.return, or null (MLIR's getAssumedUniqueReturnOp). */
  private static Operation uniqueReturn(Operation func) {
    List<Operation> returns = new ArrayList<>();
    for (var block : FuncOp.of(func).body().getBlocks()) {
      Operation last = block.getOpList().isEmpty() ? null : block.getLastOp();
      if (last != null && last.getName().equals("func.return")) {
        returns.add(last);
      }
    }
    return returns.size() == 1 ? returns.get(0) : null;
  }

  /** Keeps the results {@code kept} of the function's type and result attributes. */
  private static void eraseResults(Operation func, List<Integer> kept) {
    FunctionType type = FuncOp.getFunctionType(func);
    if (kept.size() == type.getResults().size()) {
      return;
    }
    List<Type> results = new ArrayList<>();
    for (int i : kept) {
      results.add(type.getResults().get(i));
    }
    func.setAttr("function_type", TypeAttr.get(FunctionType.get(type.getInputs(), results)));
    if (func.getAttr("res_attrs") instanceof ArrayAttr attrs) {
      List<Attribute> keptAttrs = new ArrayList<>();
      for (int i : kept) {
        keptAttrs.add(attrs.getValue().get(i));
      }
      func.setAttr("res_attrs", ArrayAttr.get(keptAttrs));
    }
  }
}
