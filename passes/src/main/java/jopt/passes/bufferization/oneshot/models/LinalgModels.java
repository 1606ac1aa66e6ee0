package jopt.passes.bufferization.oneshot.models;

import java.util.ArrayList;
import java.util.List;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizationRewriter;
import jopt.passes.bufferization.oneshot.BufferizationState;
import jopt.passes.bufferization.oneshot.Buffers;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.linalg.SoftmaxOp;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;

/** Every linalg structured op, through the LinalgOp view (MLIR's Linalg BufferizableOpInterfaceImpl). */
public final class LinalgModels {
  private LinalgModels() {}

  public static void register(BufferizableOps ops) {
    ops.registerFallback(LinalgOp::isLinalgOpDef, new StructuredModel());
    ops.register(SoftmaxOp.SPEC.name(), new SoftmaxModel());
  }

  /** linalg.softmax (MLIR's SoftmaxOpInterface): the output is written, not read. */
  static final class SoftmaxModel extends DpsModel {
    @Override
    int initOperandNumber(Operation op, int resultNumber) {
      return 1;
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      return operand.getOperandNumber() == 0;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      SoftmaxOp softmax = SoftmaxOp.of(op);
      Value input = Buffers.getBuffer(rewriter, softmax.input(), options, state);
      Value output = Buffers.getBuffer(rewriter, softmax.output(), options, state);
      rewriter.setInsertionPoint(op);
      SoftmaxOp.create(rewriter, op.getLoc(), input, output, softmax.dimensionAttr(), List.of());
      Buffers.replaceOpWithBufferizedValues(rewriter, op, List.of(output));
      return true;
    }
  }

  static final class StructuredModel extends DpsModel {
    @Override
    int initOperandNumber(Operation op, int resultNumber) {
      LinalgOp l = LinalgOp.of(op);
      return l.numDpsInputs() + resultNumber;
    }

    @Override
    public boolean bufferizesToMemoryRead(Operation op, OpOperand operand, AnalysisState state) {
      return LinalgOp.of(op).payloadUsesValueFromOperand(operand.getOperandNumber());
    }

    @Override
    public boolean bufferizesToElementwiseAccess(Operation op, AnalysisState state, List<OpOperand> operands) {
      LinalgOp l = LinalgOp.of(op);
      for (String it : l.iteratorTypes()) {
        if (!it.equals("parallel")) {
          return false;
        }
      }
      List<AffineMap> maps = l.indexingMaps();
      for (OpOperand o : op.getOpOperands()) {
        if (!(o.get().getType() instanceof RankedTensorType || o.get().getType() instanceof MemRefType)) {
          continue;
        }
        if (!operands.contains(o)) {
          continue;
        }
        if (!maps.get(o.getOperandNumber()).isIdentity()) {
          return false;
        }
      }
      return true;
    }

    @Override
    public boolean bufferize(Operation op, BufferizationRewriter rewriter, BufferizationOptions options,
        BufferizationState state) {
      LinalgOp l = LinalgOp.of(op);
      if (l.hasPureBufferSemantics()) {
        return true;
      }
      if (!l.hasPureTensorSemantics()) {
        op.emitError("op does not have pure tensor semantics");
        return false;
      }
      List<Value> inputs = new ArrayList<>();
      for (Value in : l.dpsInputs()) {
        if (!(in.getType() instanceof jopt.ir.type.ShapedType)) {
          inputs.add(in);
          continue;
        }
        inputs.add(Buffers.getBuffer(rewriter, in, options, state));
      }
      List<Value> outputs = new ArrayList<>();
      for (OpResult r : op.getResults()) {
        outputs.add(Buffers.getBuffer(rewriter, l.tiedInit(r.getResultNumber()), options, state));
      }
      List<Value> operands = new ArrayList<>(inputs);
      operands.addAll(outputs);
      rewriter.setInsertionPoint(op);
      OperationState st = new OperationState(op.getLoc(), op.getName());
      st.addOperands(operands);
      st.addAttributes(op.getAttrDictionary());
      jopt.ir.Region region = st.addRegion();
      region.takeBody(op.getRegion(0));
      Operation newOp = Operation.create(op.getContext(), st);
      rewriter.insert(newOp);
      Buffers.replaceOpWithBufferizedValues(rewriter, op, outputs);
      return true;
    }
  }
}
