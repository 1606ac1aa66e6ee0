package jopt.passes.bufferization.oneshot;

import jopt.ir.ods.format.FunctionSignature;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.type.FunctionType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;

/**
 * What the module analysis knows about analyzed functions (MLIR's FuncAnalysisState): which
 * tensor arguments are read and written, which results alias or are equivalent to which
 * arguments. Calls ask it; a callee not analyzed yet is treated conservatively.
 */
public final class FuncAnalysisState {
  static final String ACCESS_ATTR = "bufferization.access";

  private final Set<Operation> analyzed = new HashSet<>();
  private final Map<Operation, Set<Integer>> readBbArgs = new HashMap<>();
  private final Map<Operation, Set<Integer>> writtenBbArgs = new HashMap<>();
  private final Map<Operation, Map<Integer, List<Integer>>> aliasingReturnVals = new HashMap<>();
  private final Map<Operation, Map<Integer, Integer>> equivalentFuncArgs = new HashMap<>();

  public boolean isAnalyzed(Operation func) {
    return analyzed.contains(func);
  }

  public boolean isArgRead(Operation func, int index) {
    return readBbArgs.getOrDefault(func, Set.of()).contains(index);
  }

  public boolean isArgWritten(Operation func, int index) {
    return writtenBbArgs.getOrDefault(func, Set.of()).contains(index);
  }

  /** The results that may alias argument {@code index}. */
  public List<Integer> aliasingReturnValues(Operation func, int index) {
    return aliasingReturnVals.getOrDefault(func, Map.of()).getOrDefault(index, List.of());
  }

  /** The argument result {@code index} is equivalent to, or null. */
  public Integer equivalentFuncArg(Operation func, int resultIndex) {
    return equivalentFuncArgs.getOrDefault(func, Map.of()).get(resultIndex);
  }

  void markAnalyzed(Operation func) {
    analyzed.add(func);
  }

  static List<Operation> returnOps(Operation func) {
    List<Operation> r = new ArrayList<>();
    for (var block : func.getRegion(0).getBlocks()) {
      Operation t = block.getLastOp();
      if (t != null && t.getName().equals(ReturnOp.SPEC.name())) {
        r.add(t);
      }
    }
    return r;
  }

  /** MLIR's aliasingFuncOpBBArgsAnalysis; false after a diagnostic. */
  boolean aliasingBbArgsAnalysis(Operation func, OneShotAnalysisState state) {
    FunctionType type = FuncOp.getFunctionType(func);
    Map<Integer, List<Integer>> aliases = aliasingReturnVals.computeIfAbsent(func, f -> new HashMap<>());
    if (func.getRegion(0).isEmpty()) {
      for (int i = 0; i < type.getInputs().size(); i++) {
        if (!(type.getInputs().get(i) instanceof TensorType)) {
          continue;
        }
        for (int j = 0; j < type.getResults().size(); j++) {
          if (type.getResults().get(j) instanceof TensorType) {
            aliases.computeIfAbsent(i, k -> new ArrayList<>()).add(j);
          }
        }
      }
      return true;
    }
    List<Operation> returns = returnOps(func);
    if (returns.isEmpty()) {
      func.emitError("cannot bufferize func.func without func.return");
      return false;
    }
    List<BlockArgument> args = func.getRegion(0).front().getArguments();
    for (BlockArgument arg : args) {
      if (!(arg.getType() instanceof RankedTensorType)) {
        continue;
      }
      LinkedHashSet<Integer> set = new LinkedHashSet<>();
      for (Operation ret : returns) {
        for (int j = 0; j < ret.getNumOperands(); j++) {
          if (ret.getOperand(j).getType() instanceof RankedTensorType
              && state.areAliasingBufferizedValues(ret.getOperand(j), arg)) {
            set.add(j);
          }
        }
      }
      for (int j : set) {
        aliases.computeIfAbsent(arg.getArgNumber(), k -> new ArrayList<>()).add(j);
      }
    }
    Map<Integer, Integer> equivalent = equivalentFuncArgs.computeIfAbsent(func, f -> new HashMap<>());
    int numResults = returns.get(0).getNumOperands();
    for (int i = 0; i < numResults; i++) {
      Integer first = equivalentArg(returns.get(0), i, args, state);
      if (first == null) {
        continue;
      }
      boolean all = true;
      for (Operation ret : returns.subList(1, returns.size())) {
        if (!first.equals(equivalentArg(ret, i, args, state))) {
          all = false;
          break;
        }
      }
      if (all) {
        equivalent.put(i, first);
      }
    }
    return true;
  }

  private static Integer equivalentArg(Operation ret, int i, List<BlockArgument> args, OneShotAnalysisState state) {
    var v = ret.getOperand(i);
    if (!(v.getType() instanceof TensorType)) {
      return null;
    }
    for (BlockArgument arg : args) {
      if (arg.getType() instanceof RankedTensorType && state.areEquivalentBufferizedValues(v, arg)) {
        if (state.getOptions().testAnalysisOnly) {
          annotateEquivalentReturnBbArg(ret, i, arg.getArgNumber());
        }
        return arg.getArgNumber();
      }
    }
    return null;
  }

  private static void annotateEquivalentReturnBbArg(Operation ret, int operand, int arg) {
    List<IntegerAttr> values = new ArrayList<>();
    if (ret.getAttr("__equivalent_func_args__") instanceof ArrayAttr a) {
      for (var e : a.getValue()) {
        values.add((IntegerAttr) e);
      }
    } else {
      for (int k = 0; k < ret.getNumOperands(); k++) {
        values.add(IntegerAttr.getI64(-1));
      }
    }
    values.set(operand, IntegerAttr.getI64(arg));
    ret.setAttr("__equivalent_func_args__", ArrayAttr.get(values));
  }

  /** MLIR's funcOpBbArgReadWriteAnalysis, with the bufferization.access annotations of test-analysis-only. */
  void readWriteAnalysis(Operation func, OneShotAnalysisState state) {
    FunctionType type = FuncOp.getFunctionType(func);
    for (int i = 0; i < type.getInputs().size(); i++) {
      Type t = type.getInputs().get(i);
      if (!(t instanceof TensorType)) {
        continue;
      }
      boolean read;
      boolean written;
      DictionaryAttr argAttrs = FunctionSignature.dictAt(func, "arg_attrs", i);
      if (argAttrs != null && argAttrs.get(ACCESS_ATTR) instanceof StringAttr s) {
        read = s.value().equals("read") || s.value().equals("read-write");
        written = s.value().equals("write") || s.value().equals("read-write");
      } else if (func.getRegion(0).isEmpty()) {
        read = true;
        written = true;
      } else {
        BlockArgument arg = func.getRegion(0).front().getArgument(i);
        read = state.isValueRead(arg);
        written = state.isValueWritten(arg);
      }
      if (state.getOptions().testAnalysisOnly) {
        String access = read && written ? "read-write" : read ? "read" : written ? "write" : "none";
        setArgAttr(func, i, type.getInputs().size(), ACCESS_ATTR, StringAttr.get(access));
      }
      if (read) {
        readBbArgs.computeIfAbsent(func, f -> new HashSet<>()).add(i);
      }
      if (written) {
        writtenBbArgs.computeIfAbsent(func, f -> new HashSet<>()).add(i);
      }
    }
  }

  /** Sets one attribute of argument {@code index} in the function's {@code arg_attrs}. */
  static void setArgAttr(Operation func, int index, int numArgs, String name, jopt.ir.Attribute value) {
    List<jopt.ir.Attribute> dicts = new ArrayList<>();
    for (int i = 0; i < numArgs; i++) {
      DictionaryAttr d = FunctionSignature.dictAt(func, "arg_attrs", i);
      dicts.add(d == null ? DictionaryAttr.empty() : d);
    }
    List<NamedAttribute> entries = new ArrayList<>();
    for (NamedAttribute n : (DictionaryAttr) dicts.get(index)) {
      if (!n.getName().equals(name)) {
        entries.add(n);
      }
    }
    entries.add(new NamedAttribute(name, value));
    dicts.set(index, DictionaryAttr.of(entries));
    func.setAttr("arg_attrs", ArrayAttr.get(dicts));
  }
}
