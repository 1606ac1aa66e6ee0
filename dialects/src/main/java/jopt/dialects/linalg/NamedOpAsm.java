package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.dialects.linalg.NamedOpRow.Syntax;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.ods.OpSpec;

/**
 * The custom forms of the named ops: MLIR's parseNamedStructuredOp (common parts, a second
 * attribute dictionary, {@code -> types}, the body built from the row) and
 * printNamedStructuredOp (the body is not printed), after what each syntax writes first:
 * matmul's and contract's {@code indexing_maps = <attr>}, batch_matmul's {@code indexing_maps
 * = [maps]}, elementwise's {@code kind=<kind>}.
 */
final class NamedOpAsm {
  private NamedOpAsm() {}

  static void parse(NamedOpRow row, OpSpec spec, OpAsmParser p, OperationState result) {
    LinalgAsm.Parsed parsed = new LinalgAsm.Parsed();
    ElementwiseKindAttr kind = null;
    switch (row.syntax()) {
      case MATMUL -> {
        ArrayAttr maps = parseMapsAttr(p);
        parsed.append(result, "indexing_maps", maps != null ? maps : IndexingMaps.toAttr(row.maps()));
      }
      case BATCH_MATMUL, BATCH_REDUCE_MATMUL -> {
        ArrayAttr maps = parseMapList(p);
        parsed.append(result, "indexing_maps", maps != null ? maps : IndexingMaps.toAttr(row.maps()));
      }
      case CONTRACT -> {
        ArrayAttr maps;
        try {
          maps = parseMapsAttr(p);
        } catch (ParseException e) {
          throw p.emitError(p.getCurrentLocation(), "expected 'indexing_maps' attribute");
        }
        if (maps == null) {
          throw p.emitError(p.getCurrentLocation(), "expected 'indexing_maps' attribute");
        }
        parsed.append(result, "indexing_maps", maps);
      }
      case ELEMENTWISE -> {
        kind = parseKind(p);
        parsed.append(result, "kind", kind);
      }
      default -> { }
    }
    ArrayAttr elementwiseMaps = kind == null ? null : parseMapList(p);
    parsed.startLoc = p.getCurrentLocation();
    int numRegionArgs = kind == null ? row.numRegionArgs() : kind.arity() + 1;
    try {
      parseCommonParts(row, spec, p, result, parsed, numRegionArgs);
    } catch (ParseException e) {
      if (kind != null) {
        throw p.emitError(p.getCurrentLocation(), "unable to parse elemwise op");
      }
      throw e;
    }
    if (kind != null) {
      if (elementwiseMaps == null) {
        int rank = parsed.outputTypes.isEmpty() ? 0 : LinalgTypes.rank(parsed.outputTypes.get(0));
        elementwiseMaps = IndexingMaps.toAttr(Collections.nCopies(numRegionArgs, IndexingMaps.identity(rank)));
      }
      parsed.append(result, "indexing_maps", elementwiseMaps);
    }
    parsed.checkDuplicates(p);
  }

  /** parseNamedStructuredOp after the prefix; the region args must match the row's. */
  private static void parseCommonParts(NamedOpRow row, OpSpec spec, OpAsmParser p, OperationState result,
      LinalgAsm.Parsed parsed, int numRegionArgs) {
    LinalgAsm.parseCommonParts(p, result, spec, true, parsed);
    parsed.parseAttrDict(p, result);
    result.addTypes(p.parseOptionalArrowTypeList());
    int args = parsed.inputTypes.size() + parsed.outputTypes.size();
    if (numRegionArgs != args) {
      throw p.emitError(p.getCurrentLocation(), "[parseNamedStructuredOpRegion] ods-gen generated region expects "
          + numRegionArgs + " args, got " + args);
    }
    try {
      RegionBuilder.fill(p.getContext(), result.addRegion(), parsed.inputTypes, parsed.outputTypes,
          parsed.builderAttrs(result), RegionBuilder.bodyOf(row));
    } catch (RegionBuilder.BuildError e) {
      throw p.emitError(parsed.startLoc, e.getMessage());
    }
  }

  /** MLIR's parseIndexingMapsAttr: an optional {@code indexing_maps = <array of affine maps>}. */
  private static ArrayAttr parseMapsAttr(OpAsmParser p) {
    if (!p.parseOptionalKeyword("indexing_maps")) {
      return null;
    }
    p.parseEqual();
    SourceLoc loc = p.getCurrentLocation();
    if (!(p.parseAttribute() instanceof ArrayAttr arr)) {
      throw p.emitError(loc, "invalid kind of attribute specified");
    }
    for (Attribute a : arr) {
      if (!(a instanceof AffineMapAttr)) {
        throw p.emitError(p.getCurrentLocation(), "element of indexing_maps array is not an affine_map");
      }
    }
    return arr;
  }

  /** An optional {@code indexing_maps = [map, ...]}, each element an affine map attribute. */
  private static ArrayAttr parseMapList(OpAsmParser p) {
    if (!p.parseOptionalKeyword("indexing_maps")) {
      return null;
    }
    p.parseEqual();
    p.parseLSquare();
    List<Attribute> maps = new ArrayList<>();
    do {
      Attribute a = p.parseAttribute();
      if (!(a instanceof AffineMapAttr)) {
        throw p.emitError(p.getCurrentLocation(), "expected affine map attribute");
      }
      maps.add(a);
    } while (p.parseOptionalComma());
    p.parseRSquare();
    return ArrayAttr.get(maps);
  }

  /** {@code kind = #linalg.elementwise_kind<...>}. */
  private static ElementwiseKindAttr parseKind(OpAsmParser p) {
    p.parseKeyword("kind");
    p.parseEqual();
    Attribute kind = p.parseAttribute();
    if (!(kind instanceof ElementwiseKindAttr k)) {
      throw p.emitError(p.getCurrentLocation(), "expected ElementwiseKind attribute");
    }
    return k;
  }

  static void print(NamedOpRow row, Operation op, OpAsmPrinter p) {
    NamedOp v = NamedOp.of(op);
    List<String> elided = switch (row.syntax()) {
      case NAMED -> List.of(OpSpec.OPERAND_SEGMENT_SIZES, NamedOpRow.MEMOIZED_MAPS);
      case CONTRACT -> List.of("indexing_maps", OpSpec.OPERAND_SEGMENT_SIZES);
      case ELEMENTWISE -> List.of(OpSpec.OPERAND_SEGMENT_SIZES, "kind", "indexing_maps");
      default -> List.of(OpSpec.OPERAND_SEGMENT_SIZES, NamedOpRow.MEMOIZED_MAPS, "indexing_maps");
    };
    List<AffineMap> maps = row.syntax().hasMapsAttr() ? v.indexingMaps() : null;
    switch (row.syntax()) {
      case ELEMENTWISE -> {
        p.print(" kind=").printAttribute(v.kind());
        if (!maps.equals(Collections.nCopies(v.kind().arity() + 1, IndexingMaps.identity(v.numLoops())))) {
          printMaps(p, maps);
        }
      }
      case CONTRACT -> printMaps(p, maps);
      case MATMUL, BATCH_MATMUL, BATCH_REDUCE_MATMUL -> {
        if (!maps.equals(row.maps())) {
          printMaps(p, maps);
        }
      }
      default -> { }
    }
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), elided);
    LinalgAsm.printCommonParts(p, v.inputs(), v.outputs());
    p.printOptionalArrowTypeList(op.getResultTypes());
  }

  private static void printMaps(OpAsmPrinter p, List<AffineMap> maps) {
    p.print(" indexing_maps = [");
    for (int i = 0; i < maps.size(); i++) {
      p.print(i == 0 ? "" : ", ").printAttribute(new AffineMapAttr(maps.get(i)));
    }
    p.print("]");
  }
}
