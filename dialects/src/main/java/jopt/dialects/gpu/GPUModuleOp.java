package jopt.dialects.gpu;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.AttrStorage;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;

/**
 * gpu.module: {@code gpu.module @name <#handler> [#targets] attributes {...} { ... }}, the
 * compilation unit of device code; a symbol table with one block, a graph region without
 * terminator.
 */
@Op
public final class GPUModuleOp extends GPUModuleOpBase {
  /**
   * GPUNonEmptyTargetArrayAttr (jopt registers no target attributes: any non-empty array). As
   * an optional anchor of a format it starts only at {@code [}, as ODS's parser of an ArrayAttr.
   */
  @AttrStorage(ArrayAttr.class)
  static final AttrConstraint TARGETS = new AttrConstraint() {
    @Override
    public boolean isStorageKind(Attribute attr) {
      return attr instanceof ArrayAttr;
    }

    @Override
    public boolean test(Attribute attr) {
      return attr instanceof ArrayAttr arr && arr.size() >= 1;
    }

    @Override
    public String summary() {
      return "non-empty GPU target attributes array";
    }

    @Override
    public Attribute parseOptionalInFormat(OpAsmParser p) {
      if (!p.parseOptionalLSquare()) {
        return null;
      }
      List<Attribute> elements = new ArrayList<>();
      if (!p.parseOptionalRSquare()) {
        do {
          elements.add(p.parseAttribute());
        } while (p.parseOptionalComma());
        p.parseRSquare();
      }
      return ArrayAttr.get(elements);
    }
  };

  public static final OpSpec SPEC = OpSpec.op("gpu.module")
      .summary("A top level compilation unit containing code to be run on a GPU.")
      .attr("sym_name", AttrConstraints.SYMBOL_NAME)
      .optionalAttr("targets", TARGETS)
      .optionalAttr("offloadingHandler", AttrConstraints.ANY)
      .region("bodyRegion", RegionDef.Blocks.EXACTLY_ONE)
      .format("$sym_name (`<` $offloadingHandler^ `>`)? ($targets^)? attr-dict-with-keyword $bodyRegion")
      .build();

  GPUModuleOp(Operation op) {
    super(op);
  }

  /** The definition: an isolated symbol table of one block without terminator. */
  public static final class Def extends OpDefinition implements Traits.IsolatedFromAbove,
      Traits.NoRegionArguments, Traits.SymbolTable, Traits.NoTerminator, Traits.SingleBlock,
      Traits.HasOnlyGraphRegion, SymbolOpInterface {
    public Def() {
      super(SPEC);
    }
  }
}
