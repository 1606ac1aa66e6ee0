package jopt.passes.bufferization.oneshot;

import jopt.dialects.arith.ConstantOp;
import jopt.dialects.memref.GlobalOp;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Traits;
import jopt.ir.type.RankedTensorType;

/**
 * The private constant {@code memref.global} of a tensor constant, shared by equal constants of
 * one module: named {@code __constant_<shape>x<element type>}, uniqued with {@code _N}, placed
 * at the start of the module (MLIR's getGlobalFor).
 */
public final class ConstantGlobals {
  private ConstantGlobals() {}

  public static GlobalOp getGlobalFor(Operation constantOp, long alignment, BufferizationState state) {
    RankedTensorType type = (RankedTensorType) constantOp.getResult(0).getType();
    Operation module = constantOp.getParentWithTrait(Traits.SymbolTable.class);
    if (module == null) {
      return null;
    }
    Attribute value = ConstantOp.of(constantOp).value();
    var body = module.getRegion(0).front();
    for (Operation op : body.getOpList()) {
      if (!op.getName().equals(GlobalOp.SPEC.name())) {
        continue;
      }
      GlobalOp g = GlobalOp.of(op);
      if (g.isExternal() || g.isUninitialized()) {
        continue;
      }
      long a = g.alignment() == null ? 0 : g.alignment();
      if (a == alignment && g.initialValue().equals(value)) {
        return g;
      }
    }
    StringBuilder name = new StringBuilder("__constant_");
    long[] shape = type.getShape();
    for (int i = 0; i < shape.length; i++) {
      if (i > 0) {
        name.append('x');
      }
      name.append(shape[i]);
    }
    name.append('x').append(type.getElementType());
    String unique = name.toString();
    while (symbolTaken(body, unique)) {
      unique = name + "_" + state.nextUniqueSuffix(module);
    }
    Builder b = new Builder(module.getContext());
    b.setInsertionPointToStart(body);
    return GlobalOp.create(b, constantOp.getLoc(), unique, "private", Buffers.identityLayout(type, null),
        value, true, alignment == 0 ? null : alignment);
  }

  private static boolean symbolTaken(jopt.ir.Block body, String name) {
    return SymbolTable.lookupSymbolIn(body.getParentOp(), name) != null;
  }
}
