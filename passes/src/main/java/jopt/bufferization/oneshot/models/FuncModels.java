package jopt.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.List;
import jopt.bufferization.oneshot.AnalysisState;
import jopt.bufferization.oneshot.BufferizableOps;
import jopt.bufferization.oneshot.BufferizationOptions;
import jopt.bufferization.oneshot.BufferizationRewriter;
import jopt.bufferization.oneshot.BufferizationState;
import jopt.bufferization.oneshot.Buffers;
import jopt.dialects.bufferization.ToBufferOp;
import jopt.dialects.bufferization.ToTensorOp;
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

    @Override
    public boolean isWritable(Operation op, Value value, AnalysisState state) {
      return true;
    }

    @Override
    public boolean isRepetitiveRegion(Operation op, int index) {
      return false;
    }

    @Override
    public Type getBufferType(Operation op, Value value, BufferizationOptions options, BufferizationState state,
        List<Value> invocationStack) {
      return options.functionArgTypeConverter((TensorType) value.getType(), null);
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      FunctionType type = FuncOp.getFunctionType(op);
      List<Type> argTypes = new ArrayList<>();
      for (Type t : type.getInputs()) {
        argTypes.add(t instanceof TensorType tt ? options.functionArgTypeConverter(tt, null) : t);
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
        bufferizeBlockSignature(block, rewriter, options, state);
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

  /** Gives tensor block arguments their buffer types, behind a to_tensor for the old uses. */
  static void bufferizeBlockSignature(Block block, BufferizationRewriter rewriter, BufferizationOptions options,
      BufferizationState state) {
    List<Type> newTypes = new ArrayList<>();
    for (BlockArgument a : block.getArguments()) {
      newTypes.add(a.getType() instanceof TensorType ? Buffers.getBufferType(a, options, state) : a.getType());
    }
    for (int i = 0; i < block.getNumArguments(); i++) {
      BlockArgument a = block.getArgument(i);
      Type t = newTypes.get(i);
      if (a.getType().equals(t)) {
        continue;
      }
      List<OpOperand> uses = new ArrayList<>(a.getUseList());
      Type tensorType = a.getType();
      a.setType(t);
      rewriter.setInsertionPointToStart(block);
      if (!uses.isEmpty()) {
        Operation tt = ToTensorOp.create(rewriter, a.getLoc(), a, false, false).getOperation();
        tt.getResult(0).setType(tensorType);
        for (OpOperand u : uses) {
          u.set(tt.getResult(0));
        }
      }
    }
  }
}
