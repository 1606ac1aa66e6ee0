package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.bufferization.ToTensorOp;
import jopt.ir.DominanceInfo;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.CallableOpInterface;

/**
 * One-Shot Analysis (MLIR's OneShotAnalysis.cpp): decides, op by op bottom-up, which tensor
 * operands bufferize in place, then merges equivalence classes of results with their in-place
 * equivalent operands.
 */
public final class OneShotAnalysis {
  private OneShotAnalysis() {}

  /** An op with a tensor operand or result (for functions: argument or result). */
  public static boolean hasTensorSemantics(Operation op) {
    CallableOpInterface callable = op.getInterface(CallableOpInterface.class);
    if (callable != null) {
      return anyTensor(callable.getArgumentTypes(op)) || anyTensor(callable.getResultTypes(op));
    }
    return anyTensor(op.getResultTypes()) || anyTensor(op.getOperandTypes());
  }

  static boolean anyTensor(List<Type> types) {
    for (Type t : types) {
      if (BufferizableOpInterface.isTensor(t)) {
        return true;
      }
    }
    return false;
  }

  /** Analyzes {@code root} and its nested ops; false after a diagnostic. */
  public static boolean analyzeOp(Operation root, OneShotAnalysisState state) {
    DominanceInfo dom = new DominanceInfo();
    BufferizationOptions options = state.getOptions();
    // The analysis changes no op, so one post-order walk serves every step below (each was a
    // walk of its own, and at 10^4 ops a walk is mostly cache misses on the op list).
    List<Operation> all = new ArrayList<>();
    root.walk((Operation op) -> all.add(op));
    if (!checkPreBufferizationAssumptions(all, dom, state)) {
      return false;
    }
    for (int i = all.size() - 1; i >= 0; i--) {
      Operation op = all.get(i);
      if (hasTensorSemantics(op)) {
        analyzeSingleOp(op, dom, state);
      }
    }
    List<Operation> withTensorResults = new ArrayList<>();
    for (Operation op : all) {
      if (anyTensor(op.getResultTypes())) {
        withTensorResults.add(op);
      }
    }
    equivalenceAnalysis(withTensorResults, state);
    state.gatherUndefinedTensorUses(all);
    boolean failed = false;
    for (Operation op : all) {
      BufferizableOpInterface b = options.dynCastBufferizableOp(op);
      if (b != null && !b.verifyAnalysis(op, state)) {
        failed = true;
      }
    }
    if (options.testAnalysisOnly) {
      annotateInPlace(root, state);
    }
    return !failed;
  }

  static void analyzeSingleOp(Operation op, DominanceInfo dom, OneShotAnalysisState state) {
    for (OpOperand operand : op.getOpOperands()) {
      if (!BufferizableOpInterface.isTensor(operand.get().getType()) || state.isInPlace(operand)) {
        continue;
      }

      boolean interference = ConflictDetection.wouldCreateWriteToNonWritableBuffer(operand, state, false)
          || ConflictDetection.wouldCreateReadAfterWriteInterference(operand, dom, state, false);
      if (interference) {
        state.bufferizeOutOfPlace(operand);
      } else {
        state.bufferizeInPlace(operand);
      }
    }
  }

  /** {@code ops}: the ops with tensor results, in post-order; merges equivalent in-place aliases. */
  static void equivalenceAnalysis(List<Operation> ops, OneShotAnalysisState state) {
    for (Operation op : ops) {
      BufferizableOpInterface b = state.getOptions().dynCastBufferizableOp(op);
      if (b == null) {
        continue;
      }
      for (OpResult r : op.getResults()) {
        if (!BufferizableOpInterface.isTensor(r.getType())) {
          continue;
        }
        List<AliasingOpOperand> aliases = state.getAliasingOpOperands(r);
        if (aliases.isEmpty()) {
          continue;
        }
        var first = aliases.get(0).opOperand().get();
        boolean allEquivalent = true;
        for (AliasingOpOperand a : aliases) {
          boolean equiv = a.relation() == BufferRelation.EQUIVALENT;
          boolean inPlace = state.isInPlace(a.opOperand());
          if (equiv && inPlace && a.isDefinite()) {
            state.unionEquivalenceClasses(r, a.opOperand().get());
            allEquivalent = false;
            break;
          }
          if (!equiv || !inPlace) {
            allEquivalent = false;
          }
          if (!state.areEquivalentBufferizedValues(a.opOperand().get(), first)) {
            allEquivalent = false;
          }
        }
        if (allEquivalent && !b.bufferizesToAllocation(op, r)) {
          state.unionEquivalenceClasses(r, first);
        }
      }
    }
  }

  /** {@code all}: the ops of the analyzed root, in post-order. */
  private static boolean checkPreBufferizationAssumptions(List<Operation> all, DominanceInfo dom,
      OneShotAnalysisState state) {
    BufferizationOptions options = state.getOptions();
    for (Operation op : all) {
      BufferizableOpInterface b = options.ops.lookup(op);
      if (b == null || !options.isOpAllowed(op) || b.supportsUnstructuredControlFlow(op)) {
        continue;
      }
      for (Region r : op.getRegions()) {
        if (r.getBlocks().size() > 1) {
          op.emitOpError("op or BufferizableOpInterface implementation does not support unstructured "
              + "control flow, but at least one region has multiple blocks");
          return false;
        }
      }
    }
    for (Operation op : all) {
      BufferizableOpInterface b = options.ops.lookup(op);
      if (b == null || !options.isOpAllowed(op)) {
        continue;
      }
      if (op.getName().equals(ToTensorOp.SPEC.name()) && !ToTensorOp.of(op).restrict()
          && !op.getResult(0).useEmpty()) {
        op.emitOpError("to_tensor ops without `restrict` are not supported by One-Shot Analysis");
        return false;
      }
      for (OpOperand operand : op.getOpOperands()) {
        if (!BufferizableOpInterface.isTensor(operand.get().getType())) {
          continue;
        }
        if (ConflictDetection.wouldCreateReadAfterWriteInterference(operand, dom, state, true)) {
          op.emitOpError("not bufferizable under the given constraints: cannot avoid RaW conflict");
          return false;
        }
        if (state.isInPlace(operand)
            && ConflictDetection.wouldCreateWriteToNonWritableBuffer(operand, state, true)) {
          op.emitOpError("not bufferizable under the given constraints: would write to read-only buffer");
          return false;
        }
      }
    }
    return true;
  }

  /** The {@code __inplace_operands_attr__} of test-analysis-only. */
  static void annotateInPlace(Operation root, OneShotAnalysisState state) {
    root.walk((Operation op) -> {
      for (OpOperand operand : op.getOpOperands()) {
        if (BufferizableOpInterface.isTensor(operand.get().getType())) {
          setInPlaceOpOperand(operand, state.isInPlace(operand));
        }
      }
    });
  }

  static void setInPlaceOpOperand(OpOperand operand, boolean inPlace) {
    Operation op = operand.getOwner();
    List<String> vector = new ArrayList<>();
    if (op.getAttr("__inplace_operands_attr__") instanceof ArrayAttr a) {
      for (var e : a.getValue()) {
        vector.add(((StringAttr) e).value());
      }
      while (vector.size() < op.getNumOperands()) {
        vector.add("none");
      }
    } else {
      for (OpOperand o : op.getOpOperands()) {
        vector.add(BufferizableOpInterface.isTensor(o.get().getType()) ? "false" : "none");
      }
    }
    vector.set(operand.getOperandNumber(), inPlace ? "true" : "false");
    List<StringAttr> attrs = new ArrayList<>();
    for (String s : vector) {
      attrs.add(StringAttr.get(s));
    }
    op.setAttr("__inplace_operands_attr__", ArrayAttr.get(attrs));
  }
}
