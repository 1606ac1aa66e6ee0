package jopt.tools.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jopt.dialects.func.FuncOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
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
import jopt.onnx.proto.OptionalProto;
import jopt.onnx.proto.SequenceProto;
import jopt.onnx.proto.TensorProto;

/**
 * Sequences given as a graph's inputs or returned as its outputs, of the lengths one data set
 * has: ONNX's {@code SequenceProto} files of tensors read as their tensors, and the graph specialized to them before it is lowered: a sequence argument becomes
 * one tensor argument per element (of the element's shape), made into the sequence by
 * {@code SequenceConstruct}; a sequence result becomes one result per element, each a
 * {@code SequenceAt}. The sequence ops then see a sequence of known length and are unrolled.
 * Optionals ({@code OptionalProto} files) likewise: an optional argument becomes its value's
 * arguments (none when it is empty) made into the optional by {@code onnx.Optional}; an optional
 * result its value by {@code OptionalGetElement} (a sequence's elements as above).
 */
final class SequenceData {
  private SequenceData() {}

  /** Whether {@code t} is ONNX's sequence type. */
  static boolean isSequence(Type t) {
    return t.toString().startsWith("!onnx.Seq<");
  }

  /** Whether {@code t} is ONNX's optional type. */
  static boolean isOptional(Type t) {
    return t.toString().startsWith("!onnx.Opt<");
  }

  /** Whether a value of type {@code t} is given or compared as a list of tensors (a sequence or an optional). */
  static boolean isList(Type t) {
    return isSequence(t) || isOptional(t);
  }

  /** The tensors of {@code file}, the data of a value of type {@code t} (a sequence or an optional). */
  static List<TensorProto> tensors(Path file, Type t) throws IOException {
    return isOptional(t) ? readOptional(Files.readAllBytes(file), file) : read(file);
  }

  /**
   * The tensors of OptionalProto {@code bytes}: none when it is empty, its tensor, or the tensors
   * of its sequence.
   */
  private static List<TensorProto> readOptional(byte[] bytes, Path file) throws IOException {
    OptionalProto o = OptionalProto.parseFrom(bytes);
    return switch (o.getElemType()) {
      case OptionalProto.DataType.UNDEFINED_VALUE -> List.of();
      case OptionalProto.DataType.TENSOR_VALUE -> {
        if (!o.hasTensorValue()) {
          throw new IOException(file.getFileName() + ": an optional tensor without its tensor");
        }
        yield List.of(o.getTensorValue());
      }
      case OptionalProto.DataType.SEQUENCE_VALUE -> tensors(o.getSequenceValue(), file);
      default -> throw new IOException(file.getFileName() + ": an optional of element type "
          + o.getElemType() + " (not a tensor or sequence)");
    };
  }

  /** The tensors of SequenceProto file {@code file}. */
  static List<TensorProto> read(Path file) throws IOException {
    return tensors(SequenceProto.parseFrom(Files.readAllBytes(file)), file);
  }

  private static List<TensorProto> tensors(SequenceProto s, Path file) throws IOException {
    // A file without elem_type holds tensors (proto3 leaves a 0 out; the backend's empty
    // sequences are written so).
    if (s.getElemType() != SequenceProto.DataType.TENSOR_VALUE
        && s.getElemType() != SequenceProto.DataType.UNDEFINED_VALUE) {
      throw new IOException(file.getFileName() + ": a sequence of element type " + s.getElemType()
          + " (not tensors)");
    }
    return s.getTensorValuesList();
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
      if (!isList(a.getType())) {
        continue;
      }
      if (k >= argElements.size() || argElements.get(k) == null) {
        throw new IOException("argument #" + k + " is a sequence or optional and its data neither");
      }
      any = true;
      List<Value> parts = new ArrayList<>();
      for (int i = 0; i < argElements.get(k).size(); i++) {
        parts.add(entry.insertArgument(k + 1 + i, type(argElements.get(k).get(i)), a.getLoc()));
      }
      b.setInsertionPointToStart(entry);
      Type seqType = isOptional(a.getType()) ? inner(a.getType()) : a.getType();
      Value v;
      if (isSequence(seqType)) {
        OperationState st = new OperationState(a.getLoc(), "onnx.SequenceConstruct");
        st.addOperands(parts).addType(seqType);
        v = b.create(st).getResult(0);
        parts = List.of(v);
      } else if (parts.size() > 1) {
        throw new IOException("argument #" + k + " is an optional tensor and its data " + parts.size() + " tensors");
      }
      if (isOptional(a.getType())) {
        // an optional given or empty: onnx.Optional of its value, or of none
        if (parts.isEmpty()) {
          parts = List.of(b.create(new OperationState(a.getLoc(), "onnx.NoValue")
              .addAttribute("value", jopt.ir.attr.UnitAttr.get()).addType(jopt.ir.type.NoneType.get())).getResult(0));
        }
        OperationState st = new OperationState(a.getLoc(), "onnx.Optional");
        st.addOperands(parts).addType(a.getType());
        v = b.create(st).getResult(0);
      } else {
        v = parts.get(0);
      }
      a.replaceAllUsesWith(v);
      entry.eraseArgument(k);
    }
    Operation ret = entry.getLastOp();
    FunctionType ft = FuncOp.getFunctionType(func);
    List<Type> results = new ArrayList<>();
    List<Value> values = new ArrayList<>();
    b.setInsertionPoint(ret);
    for (int j = 0; j < ret.getNumOperands(); j++) {
      Value v = ret.getOperand(j);
      if (!isList(v.getType())) {
        values.add(v);
        results.add(j < ft.getResults().size() ? ft.getResults().get(j) : v.getType());
        continue;
      }
      if (j >= resultElements.size() || resultElements.get(j) == null) {
        throw new IOException("result #" + j + " is a sequence or optional and its data neither");
      }
      any = true;
      if (isOptional(v.getType())) {
        if (resultElements.get(j).isEmpty()) {
          throw new IOException("result #" + j + " is expected an empty optional (nothing to compare)");
        }
        Type in = inner(v.getType());
        OperationState g = new OperationState(ret.getLoc(), "onnx.OptionalGetElement");
        g.addOperand(v).addType(isSequence(in) ? in : type(resultElements.get(j).get(0)));
        v = b.create(g).getResult(0);
        if (!isSequence(in)) {
          values.add(v);
          results.add(v.getType());
          continue;
        }
      }
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

  /**
   * A Loop that carries a sequence or optional builds a list whose length its trip count and
   * condition decide: where these are arguments of {@code func} given as scalars in the data set
   * ({@code inputs}: the files of the function's arguments, in order), the Loop reads them as
   * constants of the data set's values, as the sequences are specialized to its lengths (the
   * lowering then unrolls it). Other uses of the arguments are left as they are.
   */
  static void fixLoopControls(Operation func, List<String> inputs) throws IOException {
    Block entry = func.getRegion(0).front();
    List<Operation> loops = new ArrayList<>();
    func.walkPreOrder(op -> {
      if (op.getName().equals("onnx.Loop") && op.getNumOperands() >= 2) {
        for (Value r : op.getResults()) {
          if (isList(r.getType())) {
            loops.add(op);
            return;
          }
        }
      }
    });
    Builder b = new Builder(func.getContext());
    for (Operation loop : loops) {
      for (int i = 0; i < 2; i++) {
        if (!(loop.getOperand(i) instanceof BlockArgument a) || a.getOwner() != entry
            || a.getArgNumber() >= inputs.size() || !(a.getType() instanceof RankedTensorType t) || t.getRank() != 0) {
          continue;
        }
        TensorProto data = TensorProto.parseFrom(Files.readAllBytes(Path.of(inputs.get(a.getArgNumber()))));
        long v = scalar(data);
        IntegerType et = i == 0 ? IntegerType.get(64) : IntegerType.get(1);
        RankedTensorType ct = RankedTensorType.get(new long[0], et);
        b.setInsertionPoint(loop);
        OperationState c = new OperationState(loop.getLoc(), "onnx.Constant");
        c.addType(ct).addAttribute("value", DenseElementsAttr.get(ct, List.of(IntegerAttr.get(et, v))));
        loop.setOperand(i, b.create(c).getResult(0));
      }
    }
  }

  /** The value of scalar integer or bool tensor {@code t}. */
  private static long scalar(TensorProto t) throws IOException {
    if (t.getInt64DataCount() == 1) {
      return t.getInt64Data(0);
    }
    if (t.getInt32DataCount() == 1) {
      return t.getInt32Data(0);
    }
    byte[] raw = t.getRawData().toByteArray();
    if (raw.length == 8) {
      return java.nio.ByteBuffer.wrap(raw).order(java.nio.ByteOrder.LITTLE_ENDIAN).getLong();
    }
    if (raw.length == 4) {
      return java.nio.ByteBuffer.wrap(raw).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt();
    }
    if (raw.length == 1) {
      return raw[0];
    }
    throw new IOException("a Loop's trip count or condition in the data set is no integer scalar");
  }

  /** The type an optional type {@code !onnx.Opt<T>} holds, T. */
  static Type inner(Type opt) {
    String s = opt.toString();
    String body = s.substring("!onnx.Opt<".length(), s.length() - 1);
    return body.startsWith("!onnx.") ? jopt.ir.type.DialectType.get("onnx", body.substring("!onnx.".length()))
        : opt;
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
