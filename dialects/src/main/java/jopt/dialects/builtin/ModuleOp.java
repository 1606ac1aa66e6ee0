package jopt.dialects.builtin;

import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
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
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;

/** {@code module @name attributes {...} { ... }}: a symbol table with one block and no terminator. */
@Op
public final class ModuleOp extends ModuleOpBase {
  public static final String NAME = "builtin.module";
  public static final OpSpec SPEC = OpSpec.op(NAME)
      .summary("A top level container operation")
      .optionalAttr("sym_name", AttrConstraints.SYMBOL_NAME)
      .optionalAttr("sym_visibility", AttrConstraints.STRING)
      // ODS's SizedRegion<1>: checked in verify, after the SingleBlock trait, as MLIR orders them.
      .region("bodyRegion", RegionDef.Blocks.ANY)
      .build();

  ModuleOp(Operation op) {
    super(op);
  }

  /** Creates a module with an empty body block; {@code name} may be null. */
  public static ModuleOp create(Builder b, Location loc, String name) {
    OperationState st = SPEC.newState(loc);
    if (name != null) {
      st.attributes.set("sym_name", StringAttr.get(name));
    }
    st.addRegion().emplaceBlock();
    return new ModuleOp(b.create(st));
  }

  public Block body() {
    return bodyRegion().front();
  }

  /** The definition: custom form, the region and attribute name checks, symbol table traits. */
  public static final class Def extends OpDefinition
      implements Traits.IsolatedFromAbove, Traits.NoTerminator, Traits.SingleBlock, Traits.SymbolTable,
          Traits.HasOnlyGraphRegion, SymbolOpInterface {
    public Def() {
      super(SPEC);
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
      jopt.ir.ods.InherentAttrs.parseOptionalAttrDictWithKeyword(parser, result, SPEC);
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

    /**
     * SingleBlock, the region's SizedRegion<1> constraint, NoRegionArguments, the Symbol trait's
     * visibility check (for a named module), then MLIR's ModuleOp::verify (only dialect
     * attributes besides the symbol ones).
     */
    @Override
    public boolean verify(Operation op) {
      Region r = op.getRegion(0);
      if (r.getBlocks().size() > 1) {
        op.emitOpError("expects region #0 to have 0 or 1 blocks");
        return false;
      }
      if (r.isEmpty()) {
        op.emitOpError("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
        return false;
      }
      if (r.front().getNumArguments() != 0) {
        op.emitOpError("region should have no arguments");
        return false;
      }
      if (op.getAttr("sym_name") != null && op.getAttr("sym_visibility") instanceof StringAttr v
          && !List.of("public", "private", "nested").contains(v.value())) {
        op.emitOpError("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got "
            + jopt.ir.AttrTypePrinter.print(v));
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
}
