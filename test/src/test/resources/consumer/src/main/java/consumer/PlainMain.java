package consumer;

import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.dialects.memref.AllocOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.MemRefType;
import jopt.parser.Parser;
import jopt.parser.SourceFile;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassPipelineParser;
import jopt.passmanager.PassRegistry;
import jopt.passes.Passes;

/**
 * The same task without the facade, as the API before 0.2.0 required it (the sequence of
 * ChunkProcessor): context and dialects, a handler rendering with the SourceFile, parse, flush,
 * verify, flush, a PassInfo per pass, a registry, a pipeline parsed into a manager, run, flush.
 */
public final class PlainMain {
  static final class CountAllocs extends Pass {
    static final PassInfo INFO =
        PassInfo.of("count-allocs", "Counts memref.alloc ops", "builtin.module", CountAllocs::new);

    CountAllocs() {
      super(INFO);
    }

    @Override
    protected void runOnOperation() {
      int[] n = {0};
      getOperation().walk((Operation op) -> n[0] += op.getName().equals("memref.alloc") ? 1 : 0);
      getOperation().emitRemark(n[0] + " allocations");
    }
  }

  public static void main(String[] args) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    SourceFile source = new SourceFile("demo.mlir", Demo.TEXT);
    boolean[] parsing = {true};
    ctx.getDiagEngine().setHandler(d -> {
      if (parsing[0]) {
        System.err.print(Parser.render(d, source));
      } else {
        System.out.println(d.getSeverity().text + ": " + d.getMessage());
      }
    });
    Operation module = Parser.parseSource(ctx, source);
    ctx.getDiagEngine().flush();
    if (module == null) {
      System.exit(1);
    }
    boolean valid = Verifier.verify(module);
    ctx.getDiagEngine().flush();
    if (!valid) {
      System.exit(1);
    }
    parsing[0] = false;
    Builder b = new Builder(ctx);
    b.setInsertionPointToEnd(module.getRegion(0).front());
    MemRefType type = MemRefType.get(new long[] {4}, FloatType.F32);
    FuncOp f = FuncOp.create(b, Location.UNKNOWN, "built", FunctionType.get(List.of(), List.of(type)), true);
    b.setInsertionPointToEnd(f.getOperation().getRegion(0).front());
    ReturnOp.create(b, Location.UNKNOWN, List.of(AllocOp.create(b, Location.UNKNOWN, type).memref()));
    PassRegistry registry = Passes.createRegistry();
    registry.register(CountAllocs.INFO);
    PassManager pm = new PassManager(ctx, "builtin.module");
    try {
      PassPipelineParser.parse("count-allocs,hlo-deallocate,canonicalize", pm, registry);
    } catch (PassPipelineParser.PipelineException e) {
      System.err.println(e.getMessage());
      System.exit(1);
    }
    boolean ok = pm.run(module);
    ctx.getDiagEngine().flush();
    if (!ok) {
      System.exit(1);
    }
    System.out.print(AsmPrinter.print(module, PrintingFlags.defaults()));
  }
}
