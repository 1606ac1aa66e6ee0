package jopt.dialects.memref;

import java.util.Set;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/** memref.get_global: {@code @name : type attr-dict}; the symbol must name a memref.global. */
public final class GetGlobalOp extends OpDefinition implements Traits.Pure {
  public GetGlobalOp() {
    super("memref.get_global");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("name");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    result.addAttribute("name", Attrs.symbolRef(p.parseSymbolName()));
    result.addType(p.parseColonType());
    p.parseOptionalAttrDict(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printAttribute(op.getAttr("name"));
    Asm.printColonType(p, op.getResult(0).getType());
    Asm.printAttrDict(p, op, "name");
  }

  @Override
  public boolean verify(Operation op) {
    String name = Attrs.symbolName(op.getAttr("name"));
    Operation global = lookupGlobal(op, name);
    if (global == null) {
      op.emitOpError("'" + name + "' does not reference a valid global memref");
      return false;
    }
    Type type = Attrs.typeValue(global.getAttr("type"));
    Type result = op.getResult(0).getType();
    if (type != null && !type.equals(result)) {
      op.emitOpError("result type " + Asm.quote(result) + " does not match type " + Asm.quote(type)
          + " of the global memref @" + name);
      return false;
    }
    return true;
  }

  /** The memref.global named {@code name} in the nearest enclosing symbol table. */
  private static Operation lookupGlobal(Operation op, String name) {
    Operation table = op.getParentWithTrait(Traits.SymbolTable.class);
    if (table == null || name == null) {
      return null;
    }
    for (var region : table.getRegions()) {
      for (Block b : region.getBlocks()) {
        for (Operation o : b.getOperations()) {
          if (o.getName().equals("memref.global") && name.equals(Attrs.stringValue(o.getAttr("sym_name")))) {
            return o;
          }
        }
      }
    }
    return null;
  }
}
