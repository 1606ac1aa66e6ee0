package jopt.dialects.tensor;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;

/**
 * Parse and print pieces of the tensor (and linalg) declarative assembly formats, with the
 * errors MLIR's generated parsers give.
 */
public final class TensorAsm {
  private TensorAsm() {}

  /** {@code type($x)} of a ranked-tensor operand: "invalid kind of type specified: expected builtin.tensor, ...". */
  public static RankedTensorType parseRankedTensorType(OpAsmParser p) {
    SourceLoc loc = p.getCurrentLocation();
    Type t = p.parseType();
    if (!(t instanceof RankedTensorType r)) {
      throw p.emitError(loc, "invalid kind of type specified: expected builtin.tensor, but found '"
          + AttrTypePrinter.print(t) + "'");
    }
    return r;
  }

  /** {@code type($x)} of a tensor operand (ranked or not): "invalid kind of type specified". */
  public static TensorType parseTensorType(OpAsmParser p) {
    SourceLoc loc = p.getCurrentLocation();
    Type t = p.parseType();
    if (!(t instanceof TensorType tt)) {
      throw p.emitError(loc, "invalid kind of type specified");
    }
    return tt;
  }

  /** {@code : functional-type(operands, results)}: the parsed function type. */
  public static FunctionType parseColonFunctionType(OpAsmParser p) {
    p.parseColon();
    SourceLoc loc = p.getCurrentLocation();
    Type t = p.parseType();
    if (!(t instanceof FunctionType f)) {
      throw p.emitError(loc, "invalid kind of type specified: expected builtin.function, but found '"
          + AttrTypePrinter.print(t) + "'");
    }
    return f;
  }

  /** Parses an integer ({@code IntT}) with MLIR's prefixed "expected integer value". */
  public static long parseInteger(OpAsmParser p) {
    SourceLoc loc = p.getCurrentLocation();
    Long v = p.parseOptionalInteger();
    if (v == null) {
      throw p.emitError(loc, "expected integer value");
    }
    return v;
  }

  /** The values of a dense i64 array attribute ({@code new long[0]} when absent). */
  public static long[] i64s(Attribute a) {
    return a instanceof DenseArrayAttr d ? d.asLongs() : new long[0];
  }

  public static DenseArrayAttr i64Array(long[] values) {
    return DenseArrayAttr.i64(values);
  }

  /** Resolves each operand as {@code index}. */
  public static List<Value> resolveIndices(OpAsmParser p, List<UnresolvedOperand> ops) {
    List<Value> r = new ArrayList<>(ops.size());
    for (UnresolvedOperand o : ops) {
      r.add(p.resolveOperand(o, IndexType.get()));
    }
    return r;
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
