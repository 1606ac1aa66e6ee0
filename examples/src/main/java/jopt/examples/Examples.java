package jopt.examples;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jopt.api.Jopt;
import jopt.api.Result;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.builtin.ModuleOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.LoadOp;
import jopt.dialects.memref.StoreOp;
import jopt.dialects.memref.ViewOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.YieldOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.ScopedDiagnosticHandler;
import jopt.ir.Value;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.MemRefType;
import jopt.passmanager.PassManager;

/**
 * jopt used as a library, one section per task a compiler embedding it has. Run {@code main}
 * to see the output; {@code ExamplesTest} checks it.
 */
public final class Examples {
  private static final Location LOC = Location.UNKNOWN;
  private final PrintStream out;
  private final Jopt jopt = Jopt.create().register(new ToyDialect()).registerPass(CountOpsPass::new);

  public Examples(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws IOException {
    new Examples(System.out).runAll();
  }

  public void runAll() throws IOException {
    customDialect();
    Operation module = buildWithTypedBuilders();
    customPass(module);
    hloPipeline(module);
    mergeAllocPlan();
    graphMemoryPlan();
  }

  private void section(String title) {
    out.println("== " + title);
  }

  /** The toy dialect's op parses, verifies and prints through its assembly format. */
  void customDialect() {
    section("custom dialect");
    Operation module = jopt.parse("""
        func.func @f(%x: f32) -> f32 {
          %0 = toy.scale %x by 3 : f32
          return %0 : f32
        }
        """).get();
    out.print(Jopt.print(module));
    Result<Operation> bad = jopt.parse("""
        func.func @g(%x: f32) -> f32 {
          %0 = toy.scale %x by 0 : f32
          return %0 : f32
        }
        """, "bad.mlir");
    out.print(bad.renderDiagnostics());
  }

  /** {@code @main} built with the typed builders of func, memref, arith, scf and toy. */
  Operation buildWithTypedBuilders() {
    section("typed builders");
    Builder b = new Builder(jopt.getContext());
    ModuleOp module = ModuleOp.create(b, LOC, null);
    b.setInsertionPointToEnd(module.body());
    FloatType f32 = FloatType.F32;
    FuncOp main = FuncOp.create(b, LOC, "main", FunctionType.get(List.of(), List.of(f32)), true);
    Block entry = main.getOperation().getRegion(0).getFirstBlock();
    b.setInsertionPointToEnd(entry);
    Value buf = AllocOp.create(b, LOC, MemRefType.get(new long[] {16}, f32)).memref();
    Value c0 = ConstantOp.create(b, LOC, IntegerAttr.getIndex(0)).result();
    Value c16 = ConstantOp.create(b, LOC, IntegerAttr.getIndex(16)).result();
    Value c1 = ConstantOp.create(b, LOC, IntegerAttr.getIndex(1)).result();
    Value one = ConstantOp.create(b, LOC, FloatAttr.getF32(1.0f)).result();
    ForOp.create(b, LOC, c0, c16, c1, List.of(), (body, loc, iv, iterArgs) -> {
      StoreOp.create(body, loc, one, buf, List.of(iv));
      YieldOp.create(body, loc, List.of());
    });
    Value first = LoadOp.create(b, LOC, buf, List.of(c0)).result();
    Value scaled = ToyDialect.ScaleOp.create(b, LOC, first, 3).getOperation().getResult(0);
    ReturnOp.create(b, LOC, List.of(scaled));
    Operation op = jopt.verify(module.getOperation()).get();
    out.print(Jopt.print(op));
    return op;
  }

  /** The custom pass in a pipeline; its remarks reach a scoped handler as they are emitted. */
  void customPass(Operation module) {
    section("custom pass");
    PassManager pm = jopt.passManager("builtin.module(func.func(count-ops{limit=100}))");
    Result<Operation> r;
    try (ScopedDiagnosticHandler h = jopt.onDiagnostic(
        d -> out.println("handler: " + d.getSeverity().text + ": " + d.getMessage()))) {
      r = jopt.run(pm, module);
    }
    out.println("succeeded: " + r.succeeded());
  }

  /** MLIR-HLO's deallocation pipeline (the seed's, bufferization aside) on the built module. */
  void hloPipeline(Operation module) {
    section("MLIR-HLO pipeline");
    jopt.run("builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,"
        + "hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf,"
        + "convert-deallocation-ops-to-llvm))", module).get();
    out.print(Jopt.print(module));
  }

  /** merge-alloc's plan read back from the IR: each view's byte offset in the merged buffer. */
  void mergeAllocPlan() {
    section("merge-alloc plan");
    Operation module = jopt.parse("""
        func.func @chain(%x: memref<64xf32>) -> f32 {
          %c0 = arith.constant 0 : index
          %a = memref.alloc() : memref<64xf32>
          memref.copy %x, %a : memref<64xf32> to memref<64xf32>
          %b = memref.alloc() : memref<64xf32>
          memref.copy %a, %b : memref<64xf32> to memref<64xf32>
          %c = memref.alloc() : memref<64xf32>
          memref.copy %b, %c : memref<64xf32> to memref<64xf32>
          %v = memref.load %c[%c0] : memref<64xf32>
          return %v : f32
        }
        """).get();
    jopt.run("builtin.module(func.func(merge-alloc))", module).get();
    module.walk((Operation op) -> {
      if (op.getName().equals(ViewOp.SPEC.name())) {
        ViewOp view = ViewOp.of(op);
        Operation shift = view.byteShift().getDefiningOp();
        long offset = ((IntegerAttr) ConstantOp.of(shift).value()).getInt();
        out.println(view.result().getType() + " at byte " + offset + " of "
            + view.source().getType());
      }
    });
  }

  /** graph-memory-plan's results: the attributes on the IR and the JSON report. */
  void graphMemoryPlan() throws IOException {
    section("graph-memory-plan");
    Operation module = jopt.parse("""
        func.func @graph(%x: tensor<1x1x10x10xf32>) -> tensor<1x100xf32> {
          %w = onnx.Constant dense<1.0> : tensor<1x1x1x1xf32>
          %none = "onnx.NoValue"() {value} : () -> none
          %conv = "onnx.Conv"(%x, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
          %shape = onnx.Constant dense<[1, 100]> : tensor<2xi64>
          %r = "onnx.Reshape"(%conv, %shape) {allowzero = 0 : si64} : (tensor<1x1x10x10xf32>, tensor<2xi64>) -> tensor<1x100xf32>
          %relu = "onnx.Relu"(%r) : (tensor<1x100xf32>) -> tensor<1x100xf32>
          return %relu : tensor<1x100xf32>
        }
        """).get();
    Path report = Files.createTempFile("jopt-graph-plan", ".json");
    try {
      jopt.run("builtin.module(func.func(graph-memory-plan{channel-padding=0 report="
          + report + "}))", module).get();
      Operation func = module.getRegion(0).getFirstBlock().getFirstOp();
      out.println("arena size: " + func.getAttr("graph.arena_size") + ", caller's memory: "
          + func.getAttr("graph.preallocated_size"));
      func.walk((Operation op) -> {
        if (op.getAttr("graph.offset") != null) {
          out.println(op.getName() + " at " + op.getAttr("graph.offset"));
        } else if (op.getAttr("graph.address") != null) {
          out.println(op.getName() + " at the caller's " + op.getAttr("graph.address"));
        }
      });
      JsonObject json = JsonParser.parseString(
          Files.readString(report, StandardCharsets.UTF_8)).getAsJsonObject();
      out.println("report sections: " + json.keySet());
    } finally {
      Files.deleteIfExists(report);
    }
  }
}
