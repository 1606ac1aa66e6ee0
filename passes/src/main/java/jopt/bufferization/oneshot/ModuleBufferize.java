package jopt.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
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
    List<Operation> funcs = new ArrayList<>();
    for (Operation op : module.getRegion(0).front().getOpList()) {
      if (op.getName().equals(FuncOp.NAME)) {
        funcs.add(op);
      }
    }
    for (Operation f : funcs) {
      for (Operation nested : collect(f)) {
        if (nested.getName().equals(jopt.dialects.func.CallOp.SPEC.name())) {
          nested.emitError("one-shot-bufferize: func.call across bufferized function boundaries is not "
              + "supported by jopt yet");
          return false;
        }
      }
    }
    // MLIR orders call-free functions through a worklist it pops from the back: the last
    // function of the module is analyzed and bufferized first.
    java.util.Collections.reverse(funcs);
    BufferizationState bstate = new BufferizationState(options);
    if (!options.copyBeforeWrite) {
      OneShotAnalysisState state = new OneShotAnalysisState(module, options);
      for (Operation f : funcs) {
        if (!options.isOpAllowed(f) || options.noAnalysisFuncFilter.contains(FuncOp.of(f).symName())) {
          continue;
        }
        if (!OneShotAnalysis.analyzeOp(f, state)) {
          return false;
        }
      }
      if (options.testAnalysisOnly) {
        return true;
      }
      if (!TensorCopyInsertion.insertTensorCopies(module, state, bstate)) {
        return false;
      }
    }
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
    return true;
  }

  private static List<Operation> collect(Operation root) {
    List<Operation> all = new ArrayList<>();
    root.walk((Operation op) -> all.add(op));
    return all;
  }

  /** Returns the sources of memref.casts feeding the return and gives the function their types. */
  static void foldMemRefCasts(Operation func) {
    FuncOp f = FuncOp.of(func);
    if (f.isExternal()) {
      return;
    }
    Operation ret = null;
    int count = 0;
    for (var block : f.body().getBlocks()) {
      Operation t = block.getLastOp();
      if (t != null && t.getName().equals(ReturnOp.SPEC.name())) {
        ret = t;
        count++;
      }
    }
    if (count != 1) {
      return;
    }
    List<Type> resultTypes = new ArrayList<>();
    for (int i = 0; i < ret.getNumOperands(); i++) {
      Operation def = ret.getOperand(i).getDefiningOp();
      if (def != null && def.getName().equals(CastOp.SPEC.name())) {
        ret.setOperand(i, def.getOperand(0));
      }
      resultTypes.add(ret.getOperand(i).getType());
    }
    FunctionType old = FuncOp.getFunctionType(func);
    func.setAttr("function_type", TypeAttr.get(FunctionType.get(old.getInputs(), resultTypes)));
  }
}
