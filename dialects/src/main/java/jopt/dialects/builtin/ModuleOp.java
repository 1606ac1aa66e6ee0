package jopt.dialects.builtin;

import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.SymbolOpInterface;

/** {@code module @name attributes {...} { ... }}: a symbol table with one block and no terminator. */
public final class ModuleOp extends OpDefinition
    implements Traits.IsolatedFromAbove, Traits.NoTerminator, Traits.SingleBlock, Traits.SymbolTable,
        Traits.HasOnlyGraphRegion, SymbolOpInterface {
  public static final String NAME = "builtin.module";

  public ModuleOp() {
    super(NAME);
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("sym_name", "sym_visibility");
  }

  @Override
  public String getDefaultDialect() {
    return "builtin";
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    String name = parser.parseOptionalSymbolName();
    if (name != null) {
      result.addAttribute("sym_name", new StringAttr(name));
    }
    parser.parseOptionalAttrDictWithKeyword(result.attributes);
    Region body = result.addRegion();
    parser.parseRegion(body, List.of());
    if (body.isEmpty()) {
      body.emplaceBlock();
    }
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    if (op.getAttr("sym_name") instanceof StringAttr s) {
      p.print(" ").printSymbolName(s.value());
    }
    p.printOptionalAttrDictWithKeyword(op.getAttrDictionary().getValue(), Set.of("sym_name"));
    p.print(" ").printRegion(op.getRegion(0), false, false, false);
  }

  @Override
  public boolean verify(Operation op) {
    if (op.getNumRegions() != 1) {
      op.emitOpError("requires one region");
      return false;
    }
    Region r = op.getRegion(0);
    if (r.getBlocks().size() > 1) {
      op.emitOpError("expects region #0 to have 0 or 1 blocks");
      return false;
    }
    if (!r.isEmpty() && r.front().getNumArguments() != 0) {
      op.emitOpError("region should have no arguments");
      return false;
    }
    for (NamedAttribute na : op.getAttrDictionary()) {
      if (!isInherentAttr(na.name()) && na.name().indexOf('.') < 0) {
        op.emitOpError("can only contain attributes with dialect-prefixed names, found: '" + na.name() + "'");
        return false;
      }
    }
    return true;
  }
}
