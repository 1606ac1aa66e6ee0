package jopt.passes.hlodeallocation;

import jopt.passes.analysis.ValueClasses;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.deallocation.NullOp;
import jopt.dialects.deallocation.OwnOp;
import jopt.dialects.deallocation.RetainOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.type.MemRefType;
import jopt.ir.type.UnrankedMemRefType;

/**
 * What hlo-deallocate knows while it transforms a module: the may-alias classes of memrefs and
 * ownership indicators (MLIR-HLO's {@code aliasOverapprox}: every memref result of an op with
 * every memref operand of the same element type and with the source it is a view of, a memref
 * with its indicator, values along
 * region edges), the indicator of each allocation, region value and call result, and the
 * builders of the deallocation ops.
 */
final class Ownership {
  final MLIRContext ctx;
  final ValueClasses aliases = new ValueClasses();
  private final Map<Value, Value> indicators = new HashMap<>();

  Ownership(MLIRContext ctx) {
    this.ctx = ctx;
  }

  static boolean isMemRef(Value v) {
    Type t = v.getType();
    return t instanceof MemRefType || t instanceof UnrankedMemRefType;
  }

  static Type elementType(Type t) {
    return t instanceof MemRefType m ? m.getElementType()
        : t instanceof UnrankedMemRefType u ? u.getElementType() : t;
  }

  /**
   * Whether {@code result} of {@code op} is a view of {@code operand} by the op's
   * ViewLikeOpInterface (then they alias whatever their element types, e.g. a memref.view of an
   * i8 buffer): the one relation between memrefs of distinct element types hlo-deallocate
   * knows.
   */
  static boolean isViewOf(Operation op, Value result, Value operand) {
    ViewLikeOpInterface view = op.getInterface(ViewLikeOpInterface.class);
    return view != null && view.getViewSource(op) == operand && op.getResults().contains(result);
  }

  /**
   * Whether {@code result} of {@code op} is a view of another operand than {@code operand}
   * (memref.reshape's shape): then the two are known not to alias.
   */
  static boolean isViewOfAnother(Operation op, Value result, Value operand) {
    ViewLikeOpInterface view = op.getInterface(ViewLikeOpInterface.class);
    Value source = view == null ? null : view.getViewSource(op);
    return source != null && source != operand && op.getResults().contains(result);
  }

  /**
   * Whether a memref result of {@code op} may alias its memref operand {@code operand}: the
   * original's rule (any memref operand of the result's element type), except that a view's
   * result aliases its view source alone, whatever the element types (memref.reshape's shape
   * operand is read, not aliased).
   */
  static boolean mayAlias(Operation op, Value result, Value operand) {
    if (isViewOfAnother(op, result, operand)) {
      return false;
    }
    return elementType(result.getType()).equals(elementType(operand.getType()))
        || isViewOf(op, result, operand);
  }

  void setIndicator(Value owned, Value indicator) {
    indicators.put(owned, indicator);
    aliases.union(owned, indicator);
  }

  /** The indicator recorded for {@code v}, or for the memref {@code v} is a view of. */
  Value findIndicator(Value v) {
    Operation def = v.getDefiningOp();
    ViewLikeOpInterface view = def == null ? null : def.getInterface(ViewLikeOpInterface.class);
    if (view != null && view.getViewSource(def) != null) {
      return findIndicator(view.getViewSource(def));
    }
    return indicators.get(v);
  }

  /** The indicator recorded for exactly {@code v}, or null. */
  Value indicatorOf(Value v) {
    return indicators.get(v);
  }

  void forgetIndicator(Value v) {
    indicators.remove(v);
  }

  // ---- builders

  /** A builder inserting right before {@code op}. */
  Builder before(Operation op) {
    Builder b = new Builder(ctx);
    b.setInsertionPoint(op);
    return b;
  }

  Operation insertBefore(Operation before, OperationState st) {
    return before(before).create(st);
  }

  Value createNull(Operation before, Location loc) {
    return NullOp.create(before(before), loc).result();
  }

  /** {@code deallocation.own %memref} right after {@code after}. */
  Operation createOwn(Operation after, Value memref) {
    Builder b = new Builder(ctx);
    b.setInsertionPointAfter(after);
    return OwnOp.create(b, after.getLoc(), memref).getOperation();
  }

  /** A retain at {@code loc} (not inserted), one ownership result per retained memref. */
  Operation buildRetain(Location loc, List<Value> retained, List<Value> allocs) {
    return RetainOp.create(new Builder(ctx), loc, retained, allocs).getOperation();
  }
}
