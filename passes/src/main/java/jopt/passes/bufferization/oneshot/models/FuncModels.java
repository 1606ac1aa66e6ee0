package jopt.passes.bufferization.oneshot.models;

import jopt.ir.ods.format.FunctionSignature;
import java.util.ArrayList;
import java.util.List;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.dialects.bufferization.ToBufferOp;
import jopt.passes.bufferization.oneshot.AliasingValue;
import jopt.passes.bufferization.oneshot.BufferRelation;
import jopt.passes.bufferization.oneshot.FuncAnalysisState;
import jopt.passes.bufferization.oneshot.OneShotAnalysisState;
import jopt.passes.bufferization.oneshot.UnstructuredControlFlow;
import jopt.dialects.func.CallOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;
import jopt.ir.type.TensorType;

/**
 * func.func and func.return with bufferize-function-boundaries (MLIR's
 * FuncBufferizableOpInterfaceImpl): arguments and results become memrefs of the
 * function-boundary-type-conversion layout; returns are rewritten with the function.
 */
public final class FuncModels {
  private FuncModels() {}

  public static void register(BufferizableOps ops) {
    ops.register(FuncOp.NAME, new FuncModel());
    ops.register(ReturnOp.SPEC.name(), new ReturnModel());
    ops.register(CallOp.SPEC.name(), new CallModel());
  }

  /** The analysis facts of the callee when it was analyzed, else null. */
  static FuncAnalysisState analyzedCallee(Operation call, Operation callee, AnalysisState state) {
    if (callee != null && state instanceof OneShotAnalysisState o && o.getFuncState() != null
        && o.getFuncState().isAnalyzed(callee)) {
      return o.getFuncState();
    }
    return null;
  }

  static Operation callee(Operation call) {
    return CallOp.lookupFunction(call, CallOp.of(call).callee());
  }

  /** func.call: reads, writes and aliases as the analysis found for the callee's arguments. */
  static final class CallModel implements jopt.passes.bufferization.oneshot.BufferizableOpInterface {
    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      Operation callee = callee(op);
      FuncAnalysisState fs = analyzedCallee(op, callee, state);
      return fs == null || fs.isArgRead(callee, operand.getOperandNumber());
    }

    @Override
    public boolean bufferizesToMemoryWrite(Operation op, OpOperand operand, AnalysisState state) {
      Operation callee = callee(op);
      FuncAnalysisState fs = analyzedCallee(op, callee, state);
      return fs == null || fs.isArgWritten(callee, operand.getOperandNumber());
    }

    @Override
    public List<AliasingValue> getAliasingValues(Operation op, OpOperand operand, AnalysisState state) {
      Operation callee = callee(op);
      FuncAnalysisState fs = analyzedCallee(op, callee, state);
      List<AliasingValue> result = new ArrayList<>();
      if (fs == null) {
        for (jopt.ir.OpResult r : op.getResults()) {
          if (r.getType() instanceof TensorType) {
            result.add(new AliasingValue(r, BufferRelation.UNKNOWN, false));
          }
        }
        return result;
      }
      List<Integer> aliasing = fs.aliasingReturnValues(callee, operand.getOperandNumber());
      Integer equivalent = aliasing.size() == 1 ? fs.equivalentFuncArg(callee, aliasing.get(0)) : null;
      for (int idx : aliasing) {
        result.add(new AliasingValue(op.getResult(idx),
            equivalent != null ? BufferRelation.EQUIVALENT : BufferRelation.UNKNOWN, equivalent != null));
      }
      return result;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> stack) {
      Operation callee = callee(op);
      Type t = FuncOp.getFunctionType(callee).getResults().get(((jopt.ir.OpResult) value).getResultNumber());
      if (t instanceof jopt.ir.type.BaseMemRefType) {
        return t;
      }
      return options.functionArgTypeConverter((TensorType) t, null);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      Operation callee = callee(op);
      if (callee == null) {
        op.emitOpError("could not find the callee");
        return false;
      }
      List<Type> resultTypes = new ArrayList<>();
      for (jopt.ir.OpResult r : op.getResults()) {
        resultTypes.add(Buffers.bufferTypeOrSelf(r, options, state));
      }
      FunctionType calleeType = FuncOp.getFunctionType(callee);
      List<Value> operands = new ArrayList<>();
      for (OpOperand operand : op.getOpOperands()) {
        Value v = operand.get();
        if (!(v.getType() instanceof TensorType)) {
          operands.add(v);
          continue;
        }
        Value buffer = Buffers.getBuffer(rewriter, v, options, state);
        Type target = calleeType.getInputs().get(operand.getOperandNumber());
        if (!(target instanceof jopt.ir.type.BaseMemRefType)) {
          // A callee in a call cycle, not bufferized yet.
          target = Buffers.getBufferType(callee.getRegion(0).isEmpty() ? v
              : callee.getRegion(0).front().getArgument(operand.getOperandNumber()), options, state);
        }
        rewriter.setInsertionPoint(op);
        if (!buffer.getType().equals(target)) {
          if (!(target instanceof jopt.ir.type.MemRefType m)) {
            op.emitOpError("buffer layout not supported on unranked tensors");
            return false;
          }
          buffer = Buffers.castOrReallocMemRefValue(rewriter, buffer, m, options);
        }
        operands.add(buffer);
      }
      rewriter.setInsertionPoint(op);
      Operation newCall = CallOp.create(rewriter, op.getLoc(), CallOp.of(op).callee(), resultTypes, operands)
          .getOperation();
      newCall.setAttrDictionary(op.getAttrDictionary());
      Buffers.replaceOpWithBufferizedValues(rewriter, op, newCall.getResults());
      return true;
    }
  }

  static final class ReturnModel extends NoAliasModel {
    ReturnModel() {
      super(true);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      return true; // rewritten by the function
    }
  }

  static final class FuncModel extends NoAliasModel {
    FuncModel() {
      super(false);
    }

    /**
     * Function arguments are writable unless {@code bufferization.writable = false} says
     * otherwise (MLIR's override, used in tests); arguments of other blocks always are.
     */
    @Override
    public boolean isWritable(Operation op, Value value, AnalysisState state) {
      if (value instanceof BlockArgument arg && arg.getOwner() == op.getRegion(0).front()
          && FunctionSignature.dictAt(op, "arg_attrs", arg.getArgNumber()) != null
          && FunctionSignature.dictAt(op, "arg_attrs", arg.getArgNumber())
              .get(jopt.dialects.bufferization.BufferizationDialect.WRITABLE_ATTR) instanceof jopt.ir.attr.BoolAttr b) {
        return b.value();
      }
      return true;
    }

    @Override
    public boolean isRepetitiveRegion(Operation op, int index) {
      return false;
    }

    @Override
    public boolean supportsUnstructuredControlFlow(Operation op) {
      return true;
    }

    /** Tensors in the signature, or tensor arguments of any block. */
    @Override
    public boolean hasTensorSemantics(Operation op) {
      if (jopt.passes.bufferization.oneshot.OneShotAnalysis.hasTensorSemantics(op)) {
        return true;
      }
      for (Block b : op.getRegion(0).getBlocks()) {
        for (BlockArgument a : b.getArguments()) {
          if (a.getType() instanceof TensorType) {
            return true;
          }
        }
      }
      return false;
    }

    /** A block argument is equivalent to the operands the branches to its block forward. */
    @Override
    public List<jopt.passes.bufferization.oneshot.AliasingOpOperand> getAliasingOpOperands(Operation op,
        Value value, AnalysisState state) {
      return UnstructuredControlFlow.aliasingBranchOpOperands((BlockArgument) value);
    }

    /** The entry block's arguments as the signature says; other blocks' as their incoming operands. */
    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> invocationStack) {
      BlockArgument arg = (BlockArgument) value;
      if (arg.getOwner() == op.getRegion(0).front()) {
        return bufferizedArgType(op, arg.getArgNumber(), options);
      }
      return UnstructuredControlFlow.blockArgumentBufferType(op, arg, options, state, invocationStack);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      FunctionType type = FuncOp.getFunctionType(op);
      List<Type> argTypes = new ArrayList<>();
      for (int i = 0; i < type.getInputs().size(); i++) {
        Type t = type.getInputs().get(i);
        argTypes.add(t instanceof TensorType ? bufferizedArgType(op, i, options) : t);
      }
      List<Type> resultTypes = new ArrayList<>();
      for (Type t : type.getResults()) {
        resultTypes.add(t instanceof TensorType tt ? options.functionArgTypeConverter(tt, null) : t);
      }
      FunctionType newType = FunctionType.get(argTypes, resultTypes);
      FuncOp f = FuncOp.of(op);
      if (f.isExternal()) {
        op.setAttr("function_type", TypeAttr.get(newType));
        return true;
      }
      for (Block block : f.body().getBlocks()) {
        if (!jopt.passes.bufferization.oneshot.Bufferize.bufferizeBlockSignature(block, rewriter, options,
            state)) {
          return false;
        }
      }
      List<Operation> returns = new ArrayList<>();
      op.walk((Operation o) -> {
        if (o.getName().equals(ReturnOp.SPEC.name()) && o.getParentOp() == op) {
          returns.add(o);
        }
      });
      for (Operation ret : returns) {
        List<Value> values = new ArrayList<>();
        for (int i = 0; i < ret.getNumOperands(); i++) {
          Value v = ret.getOperand(i);
          if (!(v.getType() instanceof TensorType)) {
            values.add(v);
            continue;
          }
          rewriter.setInsertionPoint(ret);
          values.add(ToBufferOp.create(rewriter, ret.getLoc(), resultTypes.get(i), v, false).buffer());
        }
        ret.setOperands(values);
      }
      op.setAttr("function_type", TypeAttr.get(newType));
      return true;
    }
  }

  /**
   * MLIR's getBufferizedFunctionArgType: the function-boundary type of tensor argument
   * {@code index}, with the layout its {@code bufferization.buffer_layout} attribute names.
   */
  static Type bufferizedArgType(Operation func, int index, BufferizationOptions options) {
    TensorType tensor = (TensorType) FuncOp.getFunctionType(func).getInputs().get(index);
    Type converted = options.functionArgTypeConverter(tensor, null);
    jopt.ir.attr.DictionaryAttr attrs = FunctionSignature.dictAt(func, "arg_attrs", index);
    jopt.ir.Attribute layout = attrs == null ? null
        : attrs.get(jopt.dialects.bufferization.BufferizationDialect.BUFFER_LAYOUT_ATTR);
    if (layout == null || !(converted instanceof jopt.ir.type.MemRefType m)) {
      return converted;
    }
    return jopt.ir.type.MemRefType.get(m.getShape(), m.getElementType(), layout, m.getMemorySpace());
  }
}
