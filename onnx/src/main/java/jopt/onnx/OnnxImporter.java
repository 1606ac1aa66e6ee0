package jopt.onnx;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.builtin.ModuleOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.onnx.DimRanges;
import jopt.dialects.onnx.EntryPointOp;
import jopt.dialects.onnx.ReturnOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.Verifier;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.type.FunctionType;
import jopt.onnx.proto.FunctionProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.ValueInfoProto;

/**
 * ONNX's protobuf model format into onnx-mlir's onnx dialect, as onnx-mlir's importer writes it:
 * a module with {@code func.func @main_graph} (arguments and results named by
 * {@code onnx.name}, symbolic dimensions by {@code onnx.dim_params}; ranges declared by
 * {@code --dim-range} in {@code jopt.dim_ranges}), its body the graph's nodes
 * as {@code onnx.*} ops ending in {@code onnx.Return}, and {@code "onnx.EntryPoint"() {func =
 * @main_graph}}. The result verifies; what cannot be imported is an {@link OnnxImportException}
 * naming the node.
 */
public final class OnnxImporter {
  /** The largest model file read (protobuf's own limit). */
  private static final long MAX_BYTES = Integer.MAX_VALUE;

  private OnnxImporter() {}

  /** The imported module and notes for the user (weights left out: how many, how many bytes). */
  public record Result(Operation module, List<String> notes) {}

  /** Whether {@code file} is to be read as ONNX: its name ends in {@code .onnx}, or its bytes look like a model. */
  public static boolean isOnnx(Path file, byte[] head) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
    if (name.endsWith(".onnx")) {
      return true;
    }
    // A ModelProto starts with ir_version (field 1, varint: 0x08) and then a small version.
    return head.length >= 2 && head[0] == 0x08 && head[1] > 0 && head[1] < 0x40;
  }

  /** Reads and imports the model in {@code file}; external data is read beside it. */
  public static Result importFile(Path file, MLIRContext ctx) throws OnnxImportException {
    return importFile(file, ctx, ImportOptions.NONE);
  }

  /** {@link #importFile(Path, MLIRContext)} with the inputs' shapes fixed as {@code options} say. */
  public static Result importFile(Path file, MLIRContext ctx, ImportOptions options) throws OnnxImportException {
    byte[] bytes;
    try {
      if (Files.size(file) > MAX_BYTES) {
        throw new OnnxImportException("the model is larger than 2 GiB; keep its weights as external data");
      }
      bytes = Files.readAllBytes(file);
    } catch (IOException ex) {
      throw new OnnxImportException("cannot read the model: " + ex.getMessage());
    }
    Path dir = file.toAbsolutePath().getParent();
    return importModel(parse(bytes), dir, ctx, options);
  }

  /** Parses a serialized ModelProto; a malformed one is an error saying what protobuf found. */
  public static ModelProto parse(byte[] bytes) throws OnnxImportException {
    try {
      CodedInputStream in = CodedInputStream.newInstance(bytes);
      in.setRecursionLimit(200);
      ModelProto m = ModelProto.parseFrom(in);
      in.checkLastTagWas(0);
      return m;
    } catch (InvalidProtocolBufferException ex) {
      throw new OnnxImportException("not a valid ONNX model: " + protobufMessage(ex));
    } catch (RuntimeException ex) {
      throw new OnnxImportException("not a valid ONNX model: " + ex.getMessage());
    } catch (IOException ex) {
      throw new OnnxImportException("cannot read the model: " + ex.getMessage());
    }
  }

  private static String protobufMessage(InvalidProtocolBufferException ex) {
    String m = ex.getMessage() == null ? "malformed protobuf" : ex.getMessage();
    if (m.startsWith("While parsing a protocol message, the input ended unexpectedly")) {
      return "the file is truncated";
    }
    int dot = m.indexOf(". ");
    return (dot > 0 ? m.substring(0, dot) : m).replaceAll("\\.$", "");
  }

  /** Imports {@code model}; {@code dir} is where its external data lies (null: none). */
  public static Result importModel(ModelProto model, Path dir, MLIRContext ctx) throws OnnxImportException {
    return importModel(model, dir, ctx, ImportOptions.NONE);
  }

  /** {@link #importModel(ModelProto, Path, MLIRContext)} with the inputs' shapes fixed as {@code options} say. */
  public static Result importModel(ModelProto model, Path dir, MLIRContext ctx, ImportOptions options)
      throws OnnxImportException {
    if (!model.hasGraph()) {
      throw new OnnxImportException("not an ONNX model: it has no graph");
    }
    if (model.getIrVersion() <= 0) {
      throw new OnnxImportException("not an ONNX model: ir_version is " + model.getIrVersion());
    }
    Map<String, FunctionProto> functions = new HashMap<>();
    for (FunctionProto f : model.getFunctionsList()) {
      functions.put(f.getDomain() + "\u0000" + f.getName(), f);
    }
    Tensors tensors = new Tensors(dir);
    GraphImporter importer = new GraphImporter(ctx, tensors, functions,
        GraphImporter.opsetMap(model.getOpsetImportList(), null), options);
    GraphProto g = model.getGraph();
    Builder b = new Builder(ctx);
    Operation module = ModuleOp.create(b, Location.UNKNOWN, null).getOperation();
    Block top = module.getRegion(0).front();
    b.setInsertionPointToEnd(top);
    GraphImporter.Signature sig = importer.inputs(g);
    Operation func = FuncOp.create(b, Location.UNKNOWN, "main_graph",
        FunctionType.get(sig.inputTypes(), List.of()), true).getOperation();
    EntryPointOp.create(b, Location.UNKNOWN, "main_graph");
    Block body = func.getRegion(0).front();
    importer.bindArguments(body, sig.inputParams());
    List<Value> outs = importer.importGraph(g, body, sig.inputNames());
    List<Type> resultTypes = new ArrayList<>();
    List<String> resultParams = new ArrayList<>();
    for (int i = 0; i < outs.size(); i++) {
      ValueInfoProto o = g.getOutput(i);
      resultTypes.add(importer.outputType(o, outs.get(i)));
      resultParams.add(o.hasType() ? importer.type(o.getType(), "graph output '" + o.getName() + "'").dimParams() : "");
    }
    b.setInsertionPointToEnd(body);
    Operation ret = b.create(Location.UNKNOWN, ReturnOp.NAME, outs, List.of(), null);
    func.setAttr("function_type", new jopt.ir.attr.TypeAttr(FunctionType.get(sig.inputTypes(), resultTypes)));
    List<String> outNames = new ArrayList<>();
    for (ValueInfoProto o : g.getOutputList()) {
      outNames.add(o.getName());
    }
    setNames(func, "arg_attrs", sig.inputNames(), sig.inputDimParams());
    setNames(func, "res_attrs", outNames, resultParams);
    if (!options.dimRanges().isEmpty()) {
      func.setAttr(DimRanges.ATTR, StringAttr.get(new DimRanges(options.dimRanges()).text()));
    }
    verify(module, null);
    List<String> notes = new ArrayList<>();
    if (tensors.missingTensors() > 0) {
      notes.add(tensors.missingTensors() + " weight tensor" + (tensors.missingTensors() == 1 ? "" : "s")
          + " (" + tensors.missingBytes() + " bytes) lie in external data files that are missing;"
          + " imported as dense_resource<__elided__>, of unknown value");
    }
    return new Result(module, notes);
  }

  /** {@code onnx.dim_params} (when there are) and {@code onnx.name} of each argument or result. */
  private static void setNames(Operation func, String attr, List<String> names, List<String> params) {
    if (names.isEmpty()) {
      return;
    }
    List<Attribute> dicts = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      List<NamedAttribute> d = new ArrayList<>();
      if (!params.get(i).isEmpty()) {
        d.add(new NamedAttribute("onnx.dim_params", StringAttr.get(params.get(i))));
      }
      d.add(new NamedAttribute("onnx.name", StringAttr.get(names.get(i))));
      dicts.add(DictionaryAttr.of(d));
    }
    func.setAttr(attr, ArrayAttr.get(dicts));
  }

  /** Runs the verifier on {@code op}; its first error becomes an import error about {@code what}. */
  static void verify(Operation op, String what) throws OnnxImportException {
    MLIRContext ctx = op.getContext();
    List<Diagnostic> errors = new ArrayList<>();
    ctx.getDiagEngine().beginCapture(d -> {
      if (d.getSeverity() == Diagnostic.Severity.ERROR) {
        errors.add(d);
      }
    });
    boolean ok;
    try {
      ok = Verifier.verify(op);
    } finally {
      ctx.getDiagEngine().endCapture();
    }
    if (ok && errors.isEmpty()) {
      return;
    }
    String message = errors.isEmpty() ? "the imported op does not verify" : errors.get(0).getMessage();
    throw new OnnxImportException(what == null ? message : what + ": " + message);
  }
}
