package jopt.dialects.tensor;

import java.util.Collection;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;

/**
 * Parse and print pieces of the tensor (and linalg) declarative assembly formats, with the
 * errors MLIR's generated parsers give.
 */
public final class TensorAsm {
  private TensorAsm() {}

  /** The values of a dense i64 array attribute ({@code new long[0]} when absent). */
  public static long[] i64s(Attribute a) {
    return a instanceof DenseArrayAttr d ? d.asLongs() : new long[0];
  }

  public static DenseArrayAttr i64Array(long[] values) {
    return DenseArrayAttr.i64(values);
  }

  /**
   * {@code attr-dict}: parses an optional dictionary into {@code result} (its entries override
   * what the format set before) and checks the inherent attributes it holds against {@code spec},
   * as MLIR's verifyInherentAttrs does for the attr-dict alone.
   */
  public static void parseAttrDict(OpAsmParser p, OperationState result, OpSpec spec) {
    SourceLoc loc = p.getCurrentLocation();
    NamedAttrList dict = new NamedAttrList();
    p.parseOptionalAttrDict(dict);
    InherentAttrs.check(p, loc, dict, spec);
    for (NamedAttribute na : dict.asList()) {
      result.attributes.set(na.name(), na.value());
    }
  }

  /** Prints {@code attr-dict} leaving out {@code elided}. */
  public static void printAttrDict(OpAsmPrinter p, Operation op, Collection<String> elided) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), elided);
  }

  public static void printAttrDict(OpAsmPrinter p, Operation op, String... elided) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of(elided));
  }
}
