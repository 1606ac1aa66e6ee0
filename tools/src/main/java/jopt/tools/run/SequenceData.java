package jopt.tools.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jopt.dialects.func.FuncOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Builder;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.onnx.OnnxImportException;
import jopt.onnx.Tensors;
import jopt.onnx.proto.TensorProto;

/**
 * Sequences given as a graph's inputs or returned as its outputs, of the lengths one data set
 * has: ONNX's {@code SequenceProto} files ({@code elem_type} 1, tensors in field 3) read as their
 * tensors, and the graph specialized to them before it is lowered: a sequence argument becomes
 * one tensor argument per element (of the element's shape), made into the sequence by
 * {@code SequenceConstruct}; a sequence result becomes one result per element, each a
 * {@code SequenceAt}. The sequence ops then see a sequence of known length and are unrolled.
 */
final class SequenceData {
  private SequenceData() {}

  /** Whether {@code t} is ONNX's sequence type. */
  static boolean isSequence(Type t) {
    return t.toString().startsWith("!onnx.Seq<");
  }

  /** The tensors of SequenceProto file {@code file}. */
  static List<TensorProto> read(Path file) throws IOException {
    com.google.protobuf.CodedInputStream in = com.google.protobuf.CodedInputStream.newInstance(Files.readAllBytes(file));
    List<TensorProto> r = new ArrayList<>();
    long elemType = 1;
    while (true) {
      int tag = in.readTag();
      if (tag == 0) {
        break;
      }
      int field = tag >>> 3;
      if (field == 2 && (tag & 7) == 0) {
        elemType = in.readInt64();
      } else if (field == 3 && (tag & 7) == 2) {
        r.add(TensorProto.parseFrom(in.readBytes()));
      } else if (!in.skipField(tag)) {
        break;
      }
    }
    if (elemType != 1) {
      throw new IOException(file.getFileName() + ": a sequence of element type " + elemType + " (not tensors)");
    }
    return r;
  }

  /**
   * Specializes {@code func} (onnx, before lowering) to sequence arguments of {@code argElements}
   * (per argument: null for a tensor, else its elements' tensors) and sequence results as
   * {@code resultElements} (null for a tensor; the expected elements give the count and types). Returns false when it has no sequence to specialize.
   */
  static boolean specialize(Operation func, List<List<TensorProto>> argElements,
      List<List<TensorProto>> resultElements) throws IOException {
    Block entry = func.getRegion(0).front();
    Builder b = new Builder(func.getContext());
    boolean any = false;
    for (int k = entry.getNumArguments() - 1; k >= 0; k--) {
      BlockArgument a = entry.getArgument(k);
      if (!isSequence(a.getType())) {
        continue;
      }
      if (k >= argElements.size() || argElements.get(k) == null) {
        throw new IOException("argument #" + k + " is a sequence and its data no sequence");
      }
      any = true;
      List<Value> parts = new ArrayList<>();
      for (int i = 0; i < argElements.get(k).size(); i++) {
        parts.add(entry.insertArgument(k + 1 + i, type(argElements.get(k).get(i)), a.getLoc()));
      }
      b.setInsertionPointToStart(entry);
      OperationState st = new OperationState(a.getLoc(), "onnx.SequenceConstruct");
      st.addOperands(parts).addType(a.getType());
      Value seq = b.create(st).getResult(0);
      a.replaceAllUsesWith(seq);
      entry.eraseArgument(k);
    }
    Operation ret = entry.getLastOp();
    FunctionType ft = FuncOp.getFunctionType(func);
    List<Type> results = new ArrayList<>();
    List<Value> values = new ArrayList<>();
    b.setInsertionPoint(ret);
    for (int j = 0; j < ret.getNumOperands(); j++) {
      Value v = ret.getOperand(j);
      if (!isSequence(v.getType())) {
        values.add(v);
        results.add(j < ft.getResults().size() ? ft.getResults().get(j) : v.getType());
        continue;
      }
      if (j >= resultElements.size() || resultElements.get(j) == null) {
        throw new IOException("result #" + j + " is a sequence and its data no sequence");
      }
      any = true;
      for (int i = 0; i < resultElements.get(j).size(); i++) {
        RankedTensorType t = type(resultElements.get(j).get(i));
        RankedTensorType it = RankedTensorType.get(new long[0], IntegerType.get(64));
        OperationState c = new OperationState(ret.getLoc(), "onnx.Constant");
        c.addType(it).addAttribute("value", DenseElementsAttr.get(it, List.of(IntegerAttr.get(IntegerType.get(64), i))));
        Value pos = b.create(c).getResult(0);
        OperationState at = new OperationState(ret.getLoc(), "onnx.SequenceAt");
        at.addOperand(v).addOperand(pos).addType(t);
        values.add(b.create(at).getResult(0));
        results.add(t);
      }
    }
    if (!any) {
      return false;
    }
    OperationState r = new OperationState(ret.getLoc(), ret.getName());
    r.addOperands(values);
    b.create(r);
    ret.erase();
    func.removeAttr("arg_attrs");
    func.removeAttr("res_attrs");
    FuncOp.setFunctionType(func, FunctionType.get(entry.getArgumentTypes(), results));
    return true;
  }

  /** The tensor type of {@code t}. */
  static RankedTensorType type(TensorProto t) throws IOException {
    try {
      return Tensors.type(t);
    } catch (OnnxImportException e) {
      throw new IOException(e.getMessage());
    }
  }
}
