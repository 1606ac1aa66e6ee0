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
import jopt.dialects.func.ReturnOp;
import jopt.dialects.memref.CastOp;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;

/**
 * One-Shot Module Bufferize (MLIR's OneShotModuleBufferize): functions are analyzed and
 * bufferized one by one with their signatures; with infer-layout-map, result types take the
 * layout of the returned buffers (memref.cast sources).
 */
final class ModuleBufferize {
  private ModuleBufferize() {}

  static boolean run(Operation module, BufferizationOptions options) {
    List<Operation> ordered = new ArrayList<>();
    List<Operation> remaining = new ArrayList<>();
    orderFuncsByCalls(module, ordered, remaining);
    BufferizationState bstate = new BufferizationState(options);
    if (!options.copyBeforeWrite) {
      BufferizationOptions analysisOptions = options;
      if (!options.noAnalysisFuncFilter.isEmpty()) {
        analysisOptions = options.copy();
        analysisOptions.analysisDenied = op -> {
          Operation f = op.getName().equals(FuncOp.NAME) ? op : enclosingFunc(op);
          return f != null && options.noAnalysisFuncFilter.contains(FuncOp.of(f).symName());
        };
      }
      OneShotAnalysisState state = new OneShotAnalysisState(module, analysisOptions);
      if (!analyzeModuleOp(ordered, remaining, state)) {
        return false;
      }
      if (options.testAnalysisOnly) {
        return true;
      }
      if (!TensorCopyInsertion.insertTensorCopies(module, state, bstate)) {
        return false;
      }
    }
    List<Operation> funcs = new ArrayList<>(ordered);
    funcs.addAll(remaining);
    for (Operation f : funcs) {
      BufferizationOptions fo = options;
      if (options.noAnalysisFuncFilter.contains(FuncOp.of(f).symName())) {
        fo = options.copy();
        fo.copyBeforeWrite = true;
      }
      if (!Bufferize.bufferizeOp(f, fo, bstate)) {
        return false;
      }
      if (options.functionBoundaryTypeConversion == LayoutMapOption.INFER_LAYOUT_MAP) {
        foldMemRefCasts(f);
      }
    }
    for (Operation op : new ArrayList<>(module.getRegion(0).front().getOpList())) {
      if (op.getName().equals(FuncOp.NAME) || op.hasTrait(Traits.SymbolTable.class)) {
        continue;
      }
      if (!Bufferize.bufferizeOp(op, options, bstate)) {
        return false;
      }
    }
    removeBufferizationAttributes(module);
    return true;
  }

  /**
   * MLIR's post-pass cleanup: the arguments of every function with a body lose their
   * {@code bufferization.writable} and {@code bufferization.buffer_layout} attributes (a
   * declaration keeps them, as MLIR walks block arguments); {@code arg_attrs} goes when every
   * dictionary is left empty.
   */
  static void removeBufferizationAttributes(Operation module) {
    List<Operation> funcs = new ArrayList<>();
    module.walk(op -> {
      if (op.getName().equals(FuncOp.NAME) && !FuncOp.of(op).isExternal()) {
        funcs.add(op);
      }
    });
    for (Operation f : funcs) {
      if (!(f.getAttr("arg_attrs") instanceof jopt.ir.attr.ArrayAttr array)) {
        continue;
      }
      List<jopt.ir.Attribute> dicts = new ArrayList<>();
      boolean changed = false;
      boolean allEmpty = true;
      for (jopt.ir.Attribute a : array.value()) {
        jopt.ir.attr.DictionaryAttr d = (jopt.ir.attr.DictionaryAttr) a;
        jopt.ir.attr.DictionaryAttr kept = d
            .without(jopt.dialects.bufferization.BufferizationDialect.WRITABLE_ATTR)
            .without(jopt.dialects.bufferization.BufferizationDialect.BUFFER_LAYOUT_ATTR);
        changed |= kept.size() != d.size();
        allEmpty &= kept.isEmpty();
        dicts.add(kept);
      }
      if (changed) {
        if (allEmpty) {
          f.removeAttr("arg_attrs");
        } else {
          f.setAttr("arg_attrs", jopt.ir.attr.ArrayAttr.get(dicts));
        }
      }
    }
  }

  /** MLIR's analyzeModuleOp: the functions in call order, with the equivalences of their signatures. */
  static boolean analyzeModuleOp(Operation module, OneShotAnalysisState state) {
    List<Operation> ordered = new ArrayList<>();
    List<Operation> remaining = new ArrayList<>();
    orderFuncsByCalls(module, ordered, remaining);
    return analyzeModuleOp(ordered, remaining, state);
  }

  private static boolean analyzeModuleOp(List<Operation> ordered, List<Operation> remaining,
      OneShotAnalysisState state) {
    BufferizationOptions analysisOptions = state.getOptions();
    FuncAnalysisState funcState = new FuncAnalysisState();
    state.setFuncState(funcState);
    for (Operation f : ordered) {
      if (!analysisOptions.isOpAllowed(f)) {
        continue;
      }
      if (!OneShotAnalysis.analyzeOp(f, state)) {
        return false;
      }
      if (!funcState.aliasingBbArgsAnalysis(f, state)) {
        return false;
      }
      funcState.readWriteAnalysis(f, state);
      funcState.markAnalyzed(f);
    }
    for (Operation f : remaining) {
      if (analysisOptions.isOpAllowed(f) && !OneShotAnalysis.analyzeOp(f, state)) {
        return false;
      }
    }
    return true;
  }

  private static Operation enclosingFunc(Operation op) {
    for (Operation p = op.getParentOp(); p != null; p = p.getParentOp()) {
      if (p.getName().equals(FuncOp.NAME)) {
        return p;
      }
    }
    return null;
  }

  static boolean hasTensorSignature(Operation func) {
    FunctionType t = FuncOp.getFunctionType(func);
    return OneShotAnalysis.anyTensor(t.getInputs()) || OneShotAnalysis.anyTensor(t.getResults());
  }

  /**
   * MLIR's getFuncOpsOrderedByCalls: callees (with tensors in their signature) before their
   * callers; functions in call cycles go to {@code remaining}. MLIR iterates a pointer-keyed map
   * for the functions without calls; jopt starts from the last function of the module.
   */
  static void orderFuncsByCalls(Operation module, List<Operation> ordered, List<Operation> remaining) {
    List<Operation> funcs = new ArrayList<>();
    for (Operation op : module.getRegion(0).front().getOpList()) {
      if (op.getName().equals(FuncOp.NAME)) {
        funcs.add(op);
      }
    }
    Map<Operation, Set<Operation>> calledBy = new HashMap<>();
    Map<Operation, Integer> numCallees = new LinkedHashMap<>();
    for (Operation f : funcs) {
      numCallees.put(f, 0);
    }
    for (Operation f : funcs) {
      f.walk((Operation op) -> {
        if (!op.getName().equals(CallOp.SPEC.name())) {
          return;
        }
        Operation callee = CallOp.lookupFunction(op, CallOp.of(op).callee());
        if (callee == null || !hasTensorSignature(callee)) {
          return;
        }
        if (calledBy.computeIfAbsent(callee, k -> new LinkedHashSet<>()).add(f)) {
          numCallees.merge(f, 1, Integer::sum);
        }
      });
    }
    List<Operation> worklist = new ArrayList<>();
    for (var e : numCallees.entrySet()) {
      if (e.getValue() == 0) {
        worklist.add(e.getKey());
      }
    }
    while (!worklist.isEmpty()) {
      Operation f = worklist.remove(worklist.size() - 1);
      ordered.add(f);
      for (Operation caller : calledBy.getOrDefault(f, Set.of())) {
        int n = numCallees.merge(caller, -1, Integer::sum);
        if (n == 0) {
          worklist.add(caller);
        }
      }
      numCallees.remove(f);
    }
    remaining.addAll(numCallees.keySet());
  }

  private static List<Operation> collect(Operation root) {
    List<Operation> all = new ArrayList<>();
    root.walk((Operation op) -> all.add(op));
    return all;
  }

  /**
   * MLIR's foldMemRefCasts: where every func.return returns the same type once its memref.cast
   * is looked through, the returns return the casts' sources and the function that type; other
   * results keep theirs.
   */
  static void foldMemRefCasts(Operation func) {
    FuncOp f = FuncOp.of(func);
    if (f.isExternal()) {
      return;
    }
    List<Operation> returns = new ArrayList<>();
    for (var block : f.body().getBlocks()) {
      Operation t = block.getLastOp();
      if (t != null && t.getName().equals(ReturnOp.SPEC.name())) {
        returns.add(t);
      }
    }
    if (returns.isEmpty()) {
      return;
    }
    FunctionType old = FuncOp.getFunctionType(func);
    List<Type> resultTypes = new ArrayList<>();
    for (int i = 0; i < returns.get(0).getNumOperands(); i++) {
      Type common = uncast(returns.get(0).getOperand(i)).getType();
      for (Operation ret : returns) {
        if (!uncast(ret.getOperand(i)).getType().equals(common)) {
          common = null;
          break;
        }
      }
      if (common != null) {
        for (Operation ret : returns) {
          ret.setOperand(i, uncast(ret.getOperand(i)));
        }
      }
      resultTypes.add(common != null ? common : old.getResults().get(i));
    }
    func.setAttr("function_type", TypeAttr.get(FunctionType.get(old.getInputs(), resultTypes)));
  }

  /** The source of a memref.cast, else the value itself. */
  private static jopt.ir.Value uncast(jopt.ir.Value v) {
    Operation def = v.getDefiningOp();
    return def != null && def.getName().equals(CastOp.SPEC.name()) ? def.getOperand(0) : v;
  }
}
