package jopt.dialects.linalg;

import java.util.Collections;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.OpSpec;

/**
 * linalg.elementwise: {@code kind=#linalg.elementwise_kind<add> [indexing_maps = [...]] ins(...) outs(...)};
 * applies the kind's function elementwise, the maps (identities by default) broadcasting or
 * transposing the operands.
 */
public final class ElementwiseOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.elementwise", "Performs element-wise operation")
      .attr("kind", AttrConstraint.ofKind("allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "
          + "10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23", a -> a instanceof ElementwiseKindAttr))
      .defaultOptionalAttr("indexing_maps", LinalgTypes.AFFINE_MAP_ARRAY, ArrayAttr.empty()));

  private ElementwiseOp(Operation op) {
    super(op);
  }

  public static ElementwiseOp of(Operation op) {
    return new ElementwiseOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.elementwise kind=<kind> ins(inputs) outs(init)} with identity maps. */
  public static ElementwiseOp create(Builder b, Location loc, String kind, List<? extends Value> inputs, Value init) {
    ElementwiseKindAttr k = ElementwiseKindAttr.of(kind);
    NamedAttrList attrs = new NamedAttrList();
    attrs.set("kind", k);
    attrs.set("indexing_maps", IndexingMaps.toAttr(defaultMaps(LinalgTypes.rank(init.getType()), inputs.size() + 1)));
    return new ElementwiseOp(build(b, loc, SPEC, bodyOf(k), inputs, List.of(init), attrs));
  }

  static List<AffineMap> defaultMaps(int rank, int operands) {
    return Collections.nCopies(operands, IndexingMaps.identity(rank));
  }

  public ElementwiseKindAttr kind() {
    return (ElementwiseKindAttr) attr("kind");
  }

  @Override
  public List<AffineMap> indexingMaps() {
    return IndexingMaps.fromAttr(attr("indexing_maps"));
  }

  /** All parallel, as many as the output's rank. */
  @Override
  public List<String> iteratorTypes() {
    return super.iteratorTypes();
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The body of {@code kind}: its function of the inputs, yielded. */
  static RegionBuilder.Body bodyOf(ElementwiseKindAttr kind) {
    return (b, args, attrs) -> {
      Value r = switch (kind.arity()) {
        case 1 -> b.unary(RegionBuilder.UnaryFn.valueOf(kind.value().toUpperCase()), args.get(0));
        case 2 -> b.binary(RegionBuilder.BinaryFn.valueOf(kind.value().toUpperCase()), args.get(0), args.get(1));
        default -> b.select(args.get(0), args.get(1), args.get(2));
      };
      b.yieldOutputs(List.of(r));
    };
  }

  /** The definition: {@code kind=...} and the maps before the named-op syntax. */
  public static final class Def extends NamedOpDef {
    public Def() {
      super(SPEC, 0, null, ElementwiseOp::of);
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      LinalgAsm.Parsed parsed = new LinalgAsm.Parsed();
      parsed.startLoc = p.getCurrentLocation();
      p.parseKeyword("kind");
      p.parseEqual();
      Attribute kind = p.parseAttribute();
      if (!(kind instanceof ElementwiseKindAttr k)) {
        throw p.emitError(p.getCurrentLocation(), "expected ElementwiseKind attribute");
      }
      parsed.append(result, "kind", kind);
      ArrayAttr maps = null;
      if (p.parseOptionalKeyword("indexing_maps")) {
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
        maps = arr;
      }
      LinalgAsm.parseCommonParts(p, result, SPEC, true, parsed);
      parsed.parseAttrDict(p, result);
      result.addTypes(p.parseOptionalArrowTypeList());
      int args = parsed.inputTypes.size() + parsed.outputTypes.size();
      if (k.arity() + 1 != args) {
        p.emitError(p.getCurrentLocation(), "[parseNamedStructuredOpRegion] ods-gen generated region expects "
            + (k.arity() + 1) + " args, got " + args);
        throw p.emitError(p.getCurrentLocation(), "unable to parse elemwise op");
      }
      if (maps == null) {
        int rank = parsed.outputTypes.isEmpty() ? 0 : LinalgTypes.rank(parsed.outputTypes.get(0));
        maps = IndexingMaps.toAttr(defaultMaps(rank, args));
      }
      parsed.append(result, "indexing_maps", maps);
      try {
        RegionBuilder.fill(p.getContext(), result.addRegion(), parsed.inputTypes, parsed.outputTypes,
            parsed.builderAttrs(result), bodyOf(k));
      } catch (RegionBuilder.BuildError e) {
        throw p.emitError(parsed.startLoc, e.getMessage());
      }
      parsed.checkDuplicates(p);
    }

    @Override
    List<String> elidedAttrs() {
      return List.of(jopt.ir.ods.OpSpec.OPERAND_SEGMENT_SIZES, "linalg.memoized_indexing_maps", "indexing_maps",
          "kind");
    }

    @Override
    void printPrefix(Operation op, OpAsmPrinter p) {
      ElementwiseOp e = of(op);
      p.print(" kind=").printAttribute(e.kind());
      List<AffineMap> maps = e.indexingMaps();
      if (!maps.equals(defaultMaps(e.numLoops(), op.getNumOperands()))) {
        p.print(" indexing_maps = [");
        for (int i = 0; i < maps.size(); i++) {
          p.print(i == 0 ? "" : ", ").printAttribute(new AffineMapAttr(maps.get(i)));
        }
        p.print("]");
      }
    }
  }
}
