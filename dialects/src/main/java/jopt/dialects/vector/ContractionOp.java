package jopt.dialects.vector;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/**
 * vector.contract: {@code {indexing_maps = [...], iterator_types = ["parallel", "reduction"]} %a,
 * %b, %acc : vector<4x3xf32>, vector<3xf32> into vector<4xf32>}; the sum of products along the
 * reduction dims, combined into the accumulator.
 */
@Op
public final class ContractionOp extends ContractionOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.contract")
      .summary("vector contraction operation")
      .operand("lhs", VectorConstraints.VECTOR_NON_0)
      .operand("rhs", VectorConstraints.VECTOR_NON_0)
      .operand("acc", TypeConstraints.ANY)
      .attr("indexing_maps", AttrConstraints.ARRAY)
      .attr("iterator_types", VectorConstraints.ITERATOR_TYPES)
      .defaultAttr("kind", VectorConstraints.KIND, CombiningKindAttr.ADD)
      .result("result", TypeConstraints.ANY)
      .predicate("lhs and rhs have same element type", op -> op.getNumOperands() > 1
          && ContractionOp.of(op).lhs().getType() instanceof ShapedType && ContractionOp.of(op).rhs().getType() instanceof ShapedType
          && VectorTypes.elementTypeOrSelf(ContractionOp.of(op).lhs().getType())
              .equals(VectorTypes.elementTypeOrSelf(ContractionOp.of(op).rhs().getType())))
      .predicate("third operand acc and result have same element type",
          op -> VectorTypes.resultElementMatchesOperand(op, 2))
      .build();

  /** The attributes the leading dictionary holds. */
  private static final List<String> TRAIT_ATTRS = List.of("indexing_maps", "iterator_types", "kind");

  ContractionOp(Operation op) {
    super(op);
  }

  static List<AffineMap> maps(Operation op) {
    List<AffineMap> maps = new ArrayList<>();
    for (Attribute a : (ArrayAttr) op.getAttr("indexing_maps")) {
      maps.add(((AffineMapAttr) a).value());
    }
    return maps;
  }

  /** The position of {@code d<dim>} among {@code map}'s results, or -1. */
  private static int resultIndex(AffineMap map, int dim) {
    for (int i = 0; i < map.getNumResults(); i++) {
      if (map.getResult(i) instanceof AffineDimExpr d && d.getPosition() == dim) {
        return i;
      }
    }
    return -1;
  }

  /** MLIR's getDimMap: lhs/rhs dim pairs of the iterators of the given type found in both. */
  static List<int[]> dimMap(List<AffineMap> maps, ArrayAttr iterators, boolean reduction) {
    List<int[]> pairs = new ArrayList<>();
    for (int i = 0; i < iterators.size(); i++) {
      if (((IteratorTypeAttr) iterators.get(i)).reduction() != reduction) {
        continue;
      }
      int l = resultIndex(maps.get(0), i);
      int r = resultIndex(maps.get(1), i);
      if (l >= 0 && r >= 0) {
        pairs.add(new int[] {l, r});
      }
    }
    return pairs;
  }

  /** The definition: the custom form, MLIR's checks, maskable by a mask of the iteration space. */
  public static final class Def extends OpDefinition implements Traits.Pure, MaskableOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      SourceLoc loc = p.getCurrentLocation();
      Attribute dict = p.parseAttribute();
      UnresolvedOperand lhs = p.parseOperand();
      p.parseComma();
      UnresolvedOperand rhs = p.parseOperand();
      p.parseComma();
      UnresolvedOperand acc = p.parseOperand();
      List<UnresolvedOperand> masks = new ArrayList<>();
      while (p.parseOptionalComma()) {
        masks.add(p.parseOperand());
      }
      p.parseOptionalAttrDict(result.attributes);
      List<Type> types = p.parseColonTypeList();
      p.parseKeyword("into");
      Type resultType = p.parseType();
      if (types.size() < 2) {
        throw p.emitError(loc, "expected two types before 'into'");
      }
      result.addOperand(p.resolveOperand(lhs, types.get(0)));
      result.addOperand(p.resolveOperand(rhs, types.get(1)));
      result.addOperand(p.resolveOperand(acc, resultType));
      result.addType(resultType);
      if (dict instanceof DictionaryAttr d) {
        for (NamedAttribute na : d) {
          result.attributes.append(na.name(), na.value());
        }
      }
      // The iterator types are written as strings and stored as #vector.iterator_type.
      if (!(result.attributes.get("iterator_types") instanceof ArrayAttr iterators)) {
        throw p.emitError(loc, "expected iterator_types array attribute");
      }
      List<Attribute> enums = new ArrayList<>();
      for (Attribute a : iterators) {
        IteratorTypeAttr it = a instanceof StringAttr s ? IteratorTypeAttr.of(s.value())
            : a instanceof IteratorTypeAttr i ? i : null;
        if (it == null) {
          throw p.emitError(loc, "unexpected iterator_type (" + (a instanceof StringAttr s ? s.value()
              : AttrTypePrinter.print(a)) + ")");
        }
        enums.add(it);
      }
      result.attributes.set("iterator_types", ArrayAttr.get(enums));
      if (result.attributes.get("kind") == null) {
        result.attributes.append("kind", CombiningKindAttr.ADD);
      }
      if (masks.isEmpty()) {
        return;
      }
      if (masks.size() != 2) {
        throw p.emitError(p.getNameLoc(), "expected zero or exactly 2 vector mask operands");
      }
      result.addOperands(p.resolveOperands(masks, List.of(VectorTypes.maskOf((VectorType) types.get(0)),
          VectorTypes.maskOf((VectorType) types.get(1))), loc));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      ContractionOp contraction = ContractionOp.of(op);
      List<NamedAttribute> traits = new ArrayList<>();
      for (NamedAttribute na : op.getAttrDictionary()) {
        if (na.name().equals("iterator_types") && na.value() instanceof ArrayAttr arr) {
          List<Attribute> names = new ArrayList<>();
          for (Attribute a : arr) {
            names.add(a instanceof IteratorTypeAttr it ? StringAttr.get(it.keyword()) : a);
          }
          traits.add(new NamedAttribute(na.name(), ArrayAttr.get(names)));
        } else if (TRAIT_ATTRS.contains(na.name())) {
          traits.add(na);
        }
      }
      p.print(' ').printAttribute(DictionaryAttr.get(traits)).print(' ');
      p.printOperand(contraction.lhs()).print(", ").printOperand(contraction.rhs()).print(", ");
      p.printOperand(contraction.acc());
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), TRAIT_ATTRS);
      p.print(" : ").printType(contraction.lhs().getType()).print(", ").printType(contraction.rhs().getType());
      p.print(" into ").printType(contraction.result().getType());
    }

    @Override
    public boolean verify(Operation op) {
      ContractionOp contractionOp = ContractionOp.of(op);
      VectorType lhs = (VectorType) contractionOp.lhs().getType();
      VectorType rhs = (VectorType) contractionOp.rhs().getType();
      Type accType = contractionOp.acc().getType();
      Type resType = contractionOp.result().getType();
      if (lhs.getElementType() instanceof jopt.ir.type.IntegerType it && !it.isSignless()) {
        op.emitOpError("only supports signless integer types");
        return false;
      }
      ArrayAttr mapAttrs = (ArrayAttr) op.getAttr("indexing_maps");
      if (mapAttrs.size() != 3) {
        op.emitOpError("expected an indexing map for each vector operand");
        return false;
      }
      for (int i = 0; i < 3; i++) {
        // ODS declares a plain ArrayAttr; MLIR reads any element as a map and (on the
        // non-map element the fuzzer tried) reports this.
        if (!(mapAttrs.get(i) instanceof AffineMapAttr)) {
          op.emitOpError("expected indexing map " + i + " to have no symbols");
          return false;
        }
      }
      List<AffineMap> maps = maps(op);
      ArrayAttr iterators = (ArrayAttr) op.getAttr("iterator_types");
      int numIterators = iterators.size();
      for (int i = 0; i < 3; i++) {
        AffineMap map = maps.get(i);
        if (map.getNumSymbols() != 0) {
          op.emitOpError("expected indexing map " + i + " to have no symbols");
          return false;
        }
        int rank = op.getOperand(i).getType() instanceof VectorType v ? v.getRank() : 0;
        if (map.getNumDims() != numIterators) {
          op.emitOpError("expected indexing map " + i + " to have " + numIterators + " number of inputs");
          return false;
        }
        if (map.getNumResults() != rank) {
          op.emitOpError("expected indexing map " + i + " to have " + rank + " number of outputs");
          return false;
        }
        if (!map.isProjectedPermutation(false)) {
          op.emitOpError("expected indexing map " + i + " to be a projected permutation of its inputs");
          return false;
        }
      }
      List<int[]> contracting = dimMap(maps, iterators, true);
      List<int[]> batch = dimMap(maps, iterators, false);
      if (contracting.isEmpty()) {
        op.emitOpError("expected at least one contracting dimension pair");
        return false;
      }
      if (!validDimMap(lhs, rhs, contracting)) {
        op.emitOpError("invalid contracting dimension map");
        return false;
      }
      if (!validDimMap(lhs, rhs, batch)) {
        op.emitOpError("invalid batch dimension map");
        return false;
      }
      if (!verifyOutputShape(op, lhs, rhs, accType, resType, maps, contracting, batch)) {
        return false;
      }
      Type element = VectorTypes.elementTypeOrSelf(resType);
      // A kind of another attribute kind was dropped when the op was made, as MLIR drops it.
      if (!(op.getAttr("kind") instanceof CombiningKindAttr kind)) {
        op.emitOpError("expected 'kind' attribute of type CombiningKind (e.g. 'vector.kind<add>')");
        return false;
      }
      if (!kind.kind().supports(element)) {
        op.emitOpError("unsupported contraction type");
        return false;
      }
      return true;
    }

    private static boolean validDimMap(VectorType lhs, VectorType rhs, List<int[]> pairs) {
      for (int[] p : pairs) {
        if (p[0] < 0 || p[0] >= lhs.getRank() || p[1] < 0 || p[1] >= rhs.getRank()
            || lhs.getDimSize(p[0]) != rhs.getDimSize(p[1])) {
          return false;
        }
      }
      return true;
    }

    /** MLIR's verifyOutputShape: the accumulator and result have the free and batch dims. */
    private static boolean verifyOutputShape(Operation op, VectorType lhs, VectorType rhs, Type accType,
        Type resType, List<AffineMap> maps, List<int[]> contracting, List<int[]> batch) {
      java.util.Set<Integer> lhsContracting = new java.util.HashSet<>();
      java.util.Set<Integer> rhsContracting = new java.util.HashSet<>();
      java.util.Set<Integer> rhsBatch = new java.util.HashSet<>();
      for (int[] p : contracting) {
        lhsContracting.add(p[0]);
        rhsContracting.add(p[1]);
      }
      for (int[] p : batch) {
        rhsBatch.add(p[1]);
      }
      int expectedDims = 0;
      for (int i = 0; i < lhs.getRank(); i++) {
        expectedDims += lhsContracting.contains(i) ? 0 : 1;
      }
      for (int i = 0; i < rhs.getRank(); i++) {
        expectedDims += rhsContracting.contains(i) || rhsBatch.contains(i) ? 0 : 1;
      }
      if (expectedDims == 0) {
        if (resType instanceof VectorType || accType instanceof VectorType) {
          op.emitOpError("invalid accumulator/result vector shape");
          return false;
        }
        return true;
      }
      if (!(resType instanceof VectorType res) || !(accType instanceof VectorType acc)) {
        op.emitOpError("invalid accumulator/result vector shape");
        return false;
      }
      AffineMap lhsMap = maps.get(0);
      AffineMap rhsMap = maps.get(1);
      int numDims = lhsMap.getNumDims();
      boolean[] used = new boolean[numDims];
      for (AffineMap m : List.of(lhsMap, rhsMap)) {
        for (AffineExpr e : m.getResults()) {
          if (e instanceof AffineDimExpr d) {
            used[d.getPosition()] = true;
          }
        }
      }
      for (boolean u : used) {
        if (!u) {
          op.emitOpError("expected all dimensions to be either a LHS or a RHS dimension");
          return false;
        }
      }
      long[] extents = new long[numDims];
      java.util.Arrays.fill(extents, -1);
      for (int k = 0; k < 2; k++) {
        VectorType v = k == 0 ? lhs : rhs;
        AffineMap map = k == 0 ? lhsMap : rhsMap;
        for (int i = 0; i < v.getRank(); i++) {
          int pos = ((AffineDimExpr) map.getResult(i)).getPosition();
          if (extents[pos] < 0) {
            extents[pos] = v.getDimSize(i);
          }
        }
      }
      AffineMap resMap = maps.get(2);
      long[] shape = new long[resMap.getNumResults()];
      for (int i = 0; i < shape.length; i++) {
        AffineExpr e = resMap.getResult(i);
        shape[i] = e instanceof AffineDimExpr d ? extents[d.getPosition()] : ((AffineConstantExpr) e).value();
      }
      VectorType expected = VectorType.get(shape, res.getElementType(), res.scalableDims().length == shape.length
          ? res.scalableDims() : null);
      if (!res.equals(expected) || !acc.equals(expected)) {
        op.emitOpError("invalid accumulator/result vector shape, expected: " + VectorTypes.quote(expected));
        return false;
      }
      return true;
    }

    /** MLIR's getExpectedMaskType: an i1 vector over the iteration space, sized from lhs and rhs. */
    @Override
    public Type getExpectedMaskType(Operation op) {
      ContractionOp contraction = ContractionOp.of(op);
      if (!(op.getAttr("indexing_maps") instanceof ArrayAttr attrs) || attrs.size() != 3
          || !attrs.getValue().stream().allMatch(a -> a instanceof AffineMapAttr)
          || !(contraction.lhs().getType() instanceof VectorType)
          || !(contraction.rhs().getType() instanceof VectorType)) {
        return null;
      }
      List<AffineMap> maps = maps(op);
      int n = maps.get(0).getNumDims();
      long[] shape = new long[n];
      boolean[] scalable = new boolean[n];
      for (int k = 0; k < 2; k++) {
        VectorType v = (VectorType) op.getOperand(k).getType();
        if (maps.get(k).getNumResults() != v.getRank()) {
          return null;
        }
        for (int i = 0; i < v.getRank(); i++) {
          if (!(maps.get(k).getResult(i) instanceof AffineDimExpr d) || d.getPosition() >= n) {
            return null;
          }
          int pos = d.getPosition();
          shape[pos] = v.getDimSize(i);
          scalable[pos] = v.isScalableDim(i);
        }
      }
      return VectorType.get(shape, jopt.ir.type.IntegerType.get(1), scalable);
    }
  }
}
