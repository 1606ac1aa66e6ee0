package consumer;

import java.util.List;
import jopt.api.Jopt;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.dialects.memref.AllocOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.MemRefType;
import jopt.passmanager.Pass;

/** With the facade: the task (parse, build, own pass, hlo-deallocate, canonicalize). */
public final class Main {
  static final class CountAllocs extends Pass {
    CountAllocs() {
      super("count-allocs", "Counts memref.alloc ops", "builtin.module", CountAllocs::new);
    }

    @Override
    protected void runOnOperation() {
      int[] n = {0};
      getOperation().walk((Operation op) -> n[0] += op.getName().equals("memref.alloc") ? 1 : 0);
      getOperation().emitRemark(n[0] + " allocations");
    }
  }

  public static void main(String[] args) {
    Jopt jopt = Jopt.create().registerPass(CountAllocs::new);
    Operation module = jopt.parse(Demo.TEXT, "demo.mlir").get();
    Builder b = new Builder(jopt.getContext());
    b.setInsertionPointToEnd(module.getRegion(0).getFirstBlock());
    MemRefType type = MemRefType.get(new long[] {4}, FloatType.F32);
    FuncOp f = FuncOp.create(b, Location.UNKNOWN, "built", FunctionType.get(List.of(), List.of(type)), true);
    b.setInsertionPointToEnd(f.getOperation().getRegion(0).getFirstBlock());
    ReturnOp.create(b, Location.UNKNOWN, List.of(AllocOp.create(b, Location.UNKNOWN, type).memref()));
    try (var h = jopt.onDiagnostic(d -> System.out.println(d.getSeverity().text + ": " + d.getMessage()))) {
      jopt.run("builtin.module(count-allocs,hlo-deallocate,canonicalize)", module).get();
    }
    System.out.print(Jopt.print(module));
  }
}
