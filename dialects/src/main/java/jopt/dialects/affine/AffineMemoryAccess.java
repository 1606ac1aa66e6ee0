package jopt.dialects.affine;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.IndexType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.Types;

/**
 * What affine.load, store, vector_load, vector_store and prefetch share: the subscript list
 * {@code %memref[affine exprs of SSA ids]} held as a {@code map} property over index operands,
 * and MLIR's verifyMemoryOpIndexing.
 */
final class AffineMemoryAccess {
  private AffineMemoryAccess() {}

  /** A parsed {@code %memref[...]}: the memref and the map's operands, unresolved. */
  record Access(UnresolvedOperand memref, List<UnresolvedOperand> indices) {}

  /** Parses {@code %memref[subscripts]}, setting the {@code map} attribute. */
  static Access parse(OpAsmParser p, OperationState result, String mapAttrName) {
    UnresolvedOperand memref = p.parseOperand();
    List<UnresolvedOperand> indices = new ArrayList<>();
    AffineMap map = AffineAsm.parseAffineMapOfSSAIds(p, indices, false);
    result.addAttribute(mapAttrName, AffineMapAttr.get(map));
    return new Access(memref, indices);
  }

  /** Parses the attribute dictionary then {@code : memref-type}, resolving the access; returns the memref type. */
  static MemRefType resolve(OpAsmParser p, OperationState result, OpSpec spec, Access access) {
    InherentAttrs.parseOptionalAttrDict(p, result, spec);
    MemRefType type = parseColonMemRefType(p);
    resolveWith(p, result, access, type);
    return type;
  }

  /**
   * {@code : memref-type}, as MLIR's typed parseColonType: another kind of type is "invalid kind
   * of type specified", reported at the colon.
   */
  static MemRefType parseColonMemRefType(OpAsmParser p) {
    jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
    p.parseColon();
    Type t = p.parseType();
    if (!(t instanceof MemRefType m)) {
      throw p.emitError(loc, "invalid kind of type specified: expected builtin.memref, but found '"
          + jopt.dialects.builtin.AsmUtil.typeStr(t) + "'");
    }
    return m;
  }

  static jopt.ir.type.VectorType parseVectorType(OpAsmParser p) {
    return jopt.dialects.builtin.AsmUtil.parseTypeOf(p, jopt.ir.type.VectorType.class, "builtin.vector");
  }

  static void resolveWith(OpAsmParser p, OperationState result, Access access, Type memrefType) {
    result.addOperand(p.resolveOperand(access.memref(), memrefType));
    for (UnresolvedOperand o : access.indices()) {
      result.addOperand(p.resolveOperand(o, IndexType.get()));
    }
  }

  static AffineMap map(Operation op, String attrName) {
    return op.getAttr(attrName) instanceof AffineMapAttr m ? m.getValue() : null;
  }

  /** Prints {@code  %memref[subscripts]}, the subscripts being the operands after the memref. */
  static void print(OpAsmPrinter p, Operation op, int memrefIndex, String mapAttrName) {
    print(p, op, memrefIndex, mapAttrName, op.getNumOperands());
  }

  /** As above, the subscripts ending before operand {@code end}. */
  static void print(OpAsmPrinter p, Operation op, int memrefIndex, String mapAttrName, int end) {
    p.print(' ').printOperand(op.getOperand(memrefIndex)).print('[');
    AffineMapAttr map = (AffineMapAttr) op.getAttr(mapAttrName);
    if (map != null) {
      AffineAsm.printAffineMapOfSSAIds(p, map.getValue(), op.getOperands().subList(memrefIndex + 1, end));
    }
    p.print(']');
  }

  /** MLIR's verifyMemoryOpIndexing. */
  static boolean verifyIndexing(Operation op, AffineMap map, List<Value> mapOperands, MemRefType memrefType) {
    if (map.getNumResults() != memrefType.getRank()) {
      op.emitOpError("affine map num results must equal memref rank");
      return false;
    }
    if (map.getNumInputs() != mapOperands.size()) {
      op.emitOpError("expects as many subscripts as affine map inputs");
      return false;
    }
    for (Value v : mapOperands) {
      if (!Types.isIndex(v.getType())) {
        op.emitOpError("index to load must have 'index' type");
        return false;
      }
    }
    return AffineForOp.verifyDimAndSymbolIdentifiers(op, mapOperands, map.getNumDims());
  }

  /** Every operand is an index that is a valid dim or symbol in the op's affine scope. */
  static boolean verifyIndexOperands(Operation op, List<Value> operands, String notIndexMessage) {
    Region scope = AffineValidity.getAffineScope(op);
    for (Value v : operands) {
      if (!Types.isIndex(v.getType())) {
        op.emitOpError(notIndexMessage);
        return false;
      }
      if (!AffineValidity.isValidAffineIndexOperand(v, scope)) {
        op.emitOpError("index must be a dimension or symbol identifier");
        return false;
      }
    }
    return true;
  }
}
