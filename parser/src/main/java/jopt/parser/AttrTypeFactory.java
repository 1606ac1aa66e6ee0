package jopt.parser;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.MLIRContext;
import jopt.ir.Type;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.IntegerSet;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.IntegerSetAttr;
import jopt.ir.attr.OpaqueAttr;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.ComplexType;
import jopt.ir.type.DialectType;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.NoneType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TupleType;
import jopt.ir.type.UnrankedMemRefType;
import jopt.ir.type.UnrankedTensorType;
import jopt.ir.type.VectorType;

/** The one place where the parser constructs builtin types, attributes and affine exprs. */
final class AttrTypeFactory {
  private final MLIRContext ctx;

  AttrTypeFactory(MLIRContext ctx) {
    this.ctx = ctx;
  }

  // ---- types

  Type integerType(int width, int signedness) {
    return IntegerType.get(width, IntegerType.Signedness.values()[signedness]);
  }

  Type floatType(String name) {
    return FloatType.byName(name);
  }

  Type indexType() {
    return IndexType.get();
  }

  Type noneType() {
    return NoneType.get();
  }

  Type complexType(Type element) {
    return ComplexType.get(element);
  }

  Type tupleType(List<Type> types) {
    return TupleType.get(types);
  }

  Type functionType(List<Type> inputs, List<Type> results) {
    return FunctionType.get(inputs, results);
  }

  /** The inputs of a function type, or null when {@code t} is not one. */
  List<Type> functionInputs(Type t) {
    return t instanceof FunctionType f ? f.inputs() : null;
  }

  List<Type> functionResults(Type t) {
    return t instanceof FunctionType f ? f.results() : null;
  }

  Type memRefType(long[] shape, Type element, Attribute layout, Attribute memorySpace) {
    return MemRefType.get(shape, element, layout, memorySpace);
  }

  Type unrankedMemRefType(Type element, Attribute memorySpace) {
    return UnrankedMemRefType.get(element, memorySpace);
  }

  Type rankedTensorType(long[] shape, Type element, Attribute encoding) {
    return RankedTensorType.get(shape, element, encoding);
  }

  Type unrankedTensorType(Type element) {
    return UnrankedTensorType.get(element);
  }

  Type vectorType(long[] shape, boolean[] scalable, Type element) {
    return VectorType.get(shape, element, scalable);
  }

  Type dialectType(String ns, String body) {
    return DialectType.get(ns, body);
  }

  /** Whether a memref's first extra attribute is its layout rather than its memory space. */
  boolean isLayout(Attribute a) {
    return a instanceof AffineMapAttr || a instanceof StridedLayoutAttr;
  }

  // ---- attributes

  Attribute boolAttr(boolean v) {
    return IntegerAttr.get(IntegerType.get(1), v ? 1 : 0);
  }

  Attribute unitAttr() {
    return UnitAttr.get();
  }

  Attribute arrayAttr(List<Attribute> elements) {
    return ArrayAttr.get(elements);
  }

  Attribute typeAttr(Type t) {
    return TypeAttr.get(t);
  }

  Attribute stringAttr(String value, Type type) {
    return type == null ? StringAttr.get(value) : StringAttr.get(value, type);
  }

  Attribute symbolRefAttr(String root, List<String> nested) {
    return SymbolRefAttr.get(root, nested);
  }

  Attribute dialectAttr(String ns, String body) {
    return OpaqueAttr.get(ns, body);
  }

  /**
   * An integer or float literal of {@code type}; null when the literal does not fit the type
   * kind. Throws IllegalArgumentException with MLIR's message for bad values.
   */
  Attribute numberAttr(String text, boolean negative, boolean isFloat, Type type) {
    if (type instanceof FloatType ft) {
      return FloatAttr.parse(ft, (negative ? "-" : "") + text);
    }
    if (isFloat) {
      return null;
    }
    if (type instanceof IntegerType || type instanceof IndexType) {
      java.math.BigInteger v = text.startsWith("0x")
          ? new java.math.BigInteger(text.substring(2), 16) : new java.math.BigInteger(text);
      // MLIR's buildAttributeAPInt: a literal that does not fit the type is an error, not wrapped.
      return IntegerAttr.parse(type, negative, v);
    }
    return null;
  }

  Attribute denseArrayAttr(Type elementType, List<String> values) {
    return DenseArrayAttr.parse(elementType, values);
  }

  /** {@code literal}: a List (nested), an Object[2] (complex) or a Token, or null for {@code dense<>}. */
  Attribute denseElementsAttr(Object literal, Type type) {
    return DenseElementsAttr.fromLiteral(type, DenseLiterals.toPlain(literal));
  }

  Attribute denseResourceAttr(String handle, Type type) {
    return DenseResourceElementsAttr.get(type, handle);
  }

  Attribute stridedLayoutAttr(long offset, List<Long> strides) {
    long[] s = new long[strides.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = strides.get(i);
    }
    return StridedLayoutAttr.get(offset, s);
  }

  Attribute affineMapAttr(Object map) {
    return AffineMapAttr.get((AffineMap) map);
  }

  // ---- affine expressions (MLIR's simplifying builders)

  Object affineDim(int i) {
    return AffineExpr.dim(i);
  }

  Object affineSymbol(int i) {
    return AffineExpr.symbol(i);
  }

  Object affineConst(long v) {
    return AffineExpr.constant(v);
  }

  Object affineAdd(Object l, Object r) {
    return ((AffineExpr) l).add((AffineExpr) r);
  }

  Object affineMul(Object l, Object r) {
    return ((AffineExpr) l).mul((AffineExpr) r);
  }

  Object affineFloorDiv(Object l, Object r) {
    return ((AffineExpr) l).floorDiv((AffineExpr) r);
  }

  Object affineCeilDiv(Object l, Object r) {
    return ((AffineExpr) l).ceilDiv((AffineExpr) r);
  }

  Object affineMod(Object l, Object r) {
    return ((AffineExpr) l).mod((AffineExpr) r);
  }

  boolean isAffineConstant(Object e) {
    return e instanceof jopt.ir.affine.AffineConstantExpr;
  }

  boolean isSymbolicOrConstant(Object e) {
    return ((AffineExpr) e).isSymbolicOrConstant();
  }

  Object integerSet(int numDims, int numSymbols, List<Object> constraints, List<Boolean> eqFlags) {
    java.util.ArrayList<AffineExpr> es = new java.util.ArrayList<>(constraints.size());
    for (Object o : constraints) {
      es.add((AffineExpr) o);
    }
    return IntegerSet.get(numDims, numSymbols, es, eqFlags);
  }

  Attribute integerSetAttr(Object set) {
    return IntegerSetAttr.get((IntegerSet) set);
  }

  Object affineMap(int numDims, int numSymbols, List<Object> exprs) {
    java.util.ArrayList<AffineExpr> es = new java.util.ArrayList<>(exprs.size());
    for (Object o : exprs) {
      es.add((AffineExpr) o);
    }
    return AffineMap.get(numDims, numSymbols, es);
  }
}
