package jopt.dialects.memref;

import jopt.ir.type.ShapedType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jopt.dialects.bufferization.BufferizationDialect;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.MemoryEffects.Effect;
import jopt.ir.interfaces.MemoryEffects.Kind;
import jopt.ir.interfaces.ViewLikeOpInterface;
import org.junit.jupiter.api.Test;

/** Memory effects and view sources of memref/bufferization ops, built without the parser. */
class MemRefEffectsTest {
  private final MLIRContext ctx = new MLIRContext().register(new MemRefDialect()).register(new BufferizationDialect());
  private final Location loc = Location.UNKNOWN;
  private final Type f32 = jopt.ir.type.FloatType.F32;
  private final Type m4 = ShapedTypes.memref(new long[] {4}, f32, null, null);
  private final Block block = new Block();
  private final Value a = block.addArgument(m4, loc);
  private final Value b = block.addArgument(m4, loc);
  private final Value i = block.addArgument(ShapedTypes.index(), loc);

  private Operation op(String name, List<Value> operands, List<Type> results) {
    OperationState s = new OperationState(loc, name);
    s.addOperands(operands).addTypes(results);
    return Operation.create(ctx, s);
  }

  private List<Effect> effects(Operation op) {
    return op.getInterface(MemoryEffects.class).getEffects(op);
  }

  @Test
  void allocDeallocLoadStoreCopy() {
    Operation alloc = op("memref.alloc", List.of(), List.of(m4));
    assertEquals(List.of(new Effect(Kind.ALLOCATE, alloc.getResult(0))), effects(alloc));
    Operation dealloc = op("memref.dealloc", List.of(a), List.of());
    assertEquals(List.of(new Effect(Kind.FREE, a)), effects(dealloc));
    Operation load = op("memref.load", List.of(a, i), List.of(f32));
    assertEquals(List.of(new Effect(Kind.READ, a)), effects(load));
    Operation store = op("memref.store", List.of(block.addArgument(f32, loc), b, i), List.of());
    assertEquals(List.of(new Effect(Kind.WRITE, b)), effects(store));
    Operation copy = op("memref.copy", List.of(a, b), List.of());
    assertEquals(List.of(new Effect(Kind.READ, a), new Effect(Kind.WRITE, b)), effects(copy));
    Operation realloc = op("memref.realloc", List.of(a), List.of(m4));
    assertEquals(List.of(new Effect(Kind.FREE, a), new Effect(Kind.ALLOCATE, realloc.getResult(0))), effects(realloc));
    Operation clone = op("bufferization.clone", List.of(a), List.of(m4));
    // As MLIR's: the input is read; the result is written and allocated.
    assertEquals(List.of(new Effect(Kind.READ, a), new Effect(Kind.WRITE, clone.getResult(0)),
        new Effect(Kind.ALLOCATE, clone.getResult(0))), effects(clone));
  }

  @Test
  void viewsHaveNoEffectsAndASource() {
    Operation cast = op("memref.cast", List.of(a), List.of(m4));
    assertSame(a, cast.getInterface(ViewLikeOpInterface.class).getViewSource(cast));
    assertTrue(cast.getInterface(MemoryEffects.class) == null);
    Operation subview = op("memref.subview", List.of(a), List.of(m4));
    assertSame(a, subview.getInterface(ViewLikeOpInterface.class).getViewSource(subview));
  }

  @Test
  void castCompatibility() {
    Type dyn = ShapedTypes.memref(new long[] {ShapedType.DYNAMIC}, f32, null, null);
    Type m8 = ShapedTypes.memref(new long[] {8}, f32, null, null);
    assertTrue(CastOp.areCastCompatible(m4, dyn));
    assertFalse(CastOp.areCastCompatible(m4, m8));
    assertTrue(CastOp.areCastCompatible(m4, ShapedTypes.unrankedMemRef(f32, null)));
  }

  @Test
  void rankReductionMask() {
    boolean[] m = SubViewOp.rankReductionMask(new long[] {1, 4}, new long[] {4});
    assertTrue(m[0]);
    assertFalse(m[1]);
    assertEquals(null, SubViewOp.rankReductionMask(new long[] {2, 4}, new long[] {4}));
  }
}
