package jopt.dialects;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.MemoryEffects.Effect;
import jopt.ir.interfaces.MemoryEffects.Kind;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/**
 * What the memory passes ask of the gpu ops: gpu.alloc allocates its memref, gpu.dealloc frees
 * it, gpu.memcpy writes its destination and reads its source, gpu.memset writes; gpu.launch's
 * effects are those of its body; the id ops are pure.
 */
class GPUInterfacesTest {
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());

  private final Operation module = Parser.parseSourceString(ctx, """
      func.func @f(%host: memref<4xf32>, %v: f32) {
        %c1 = arith.constant 1 : index
        %dev, %t0 = gpu.alloc async () : memref<4xf32>
        %t1 = gpu.memcpy async [%t0] %dev, %host : memref<4xf32>, memref<4xf32>
        gpu.memset %dev, %v : memref<4xf32>, f32
        gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
                   threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
          %id = gpu.thread_id x
          memref.store %v, %dev[%id] : memref<4xf32>
          gpu.terminator
        }
        gpu.dealloc %dev : memref<4xf32>
        gpu.wait [%t1]
        return
      }
      """, "t.mlir");

  private Operation op(String name) {
    List<Operation> found = new ArrayList<>();
    module.walk((Operation o) -> {
      if (o.getName().equals(name)) {
        found.add(o);
      }
    });
    return found.get(0);
  }

  private static List<Effect> effects(Operation op) {
    return op.getInterface(MemoryEffects.class).getEffects(op);
  }

  @Test
  void allocAllocatesItsMemrefAndDeallocFreesIt() {
    Operation alloc = op("gpu.alloc");
    assertThat(effects(alloc)).containsExactly(new Effect(Kind.ALLOCATE, alloc.getResult(0)));
    Operation dealloc = op("gpu.dealloc");
    assertThat(effects(dealloc)).containsExactly(new Effect(Kind.FREE, alloc.getResult(0)));
  }

  @Test
  void memcpyWritesItsDestinationAndReadsItsSource() {
    Operation copy = op("gpu.memcpy");
    Operation alloc = op("gpu.alloc");
    assertThat(effects(copy)).containsExactly(new Effect(Kind.WRITE, alloc.getResult(0)),
        new Effect(Kind.READ, copy.getOperand(2)));
    assertThat(effects(op("gpu.memset"))).containsExactly(new Effect(Kind.WRITE, alloc.getResult(0)));
  }

  @Test
  void launchHasItsBodysEffectsAndIdsArePure() {
    assertThat(op("gpu.launch").hasTrait(Traits.HasRecursiveMemoryEffects.class)).isTrue();
    assertThat(op("gpu.thread_id").hasTrait(Traits.Pure.class)).isTrue();
    assertThat(op("gpu.wait").getInterface(MemoryEffects.class)).isNull();
  }
}
