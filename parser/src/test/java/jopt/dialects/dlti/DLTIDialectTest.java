package jopt.dialects.dlti;

import static com.google.common.truth.Truth.assertThat;

import jopt.dialects.Dialects;
import jopt.ir.Attribute;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IndexType;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** DLTI's data layout specification: both entry spellings, printed as mlir-opt-22 prints it. */
class DLTIDialectTest {
  @Test
  void specParsesEntriesAndPrintsKeyValuePairs() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, "module attributes {dlti.dl_spec = "
        + "#dlti.dl_spec<#dlti.dl_entry<index, 256>, \"dlti.endianness\" = \"little\">} {}", "t.mlir");
    Attribute spec = module.getAttr(DLTIEntriesAttr.DL_SPEC_ATTR_NAME);
    assertThat(spec).isInstanceOf(DLTIEntriesAttr.class);
    assertThat(((IntegerAttr) DLTIEntriesAttr.closestEntry(module, IndexType.INSTANCE)).getValue())
        .isEqualTo(256);
    assertThat(AsmPrinter.printOp(module)).contains(
        "#dlti.dl_spec<index = 256 : i64, \"dlti.endianness\" = \"little\">");
  }
}
