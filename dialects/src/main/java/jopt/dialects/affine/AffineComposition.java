package jopt.dialects.affine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineLinearSimplifier;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.Matchers;

/**
 * MLIR's composition and canonicalization of affine maps with their operands (AffineOps.cpp):
 * composeAffineMapAndOperands, canonicalizeMapAndOperands and makeComposedFoldedAffineApply, in
 * MLIR's order of operands, so the maps jopt builds print as mlir-opt's.
 */
public final class AffineComposition {
  private AffineComposition() {}

  /** A map with the values of its dims then its symbols. */
  public record MapAndOperands(AffineMap map, List<Value> operands) {}

  /**
   * MLIR's makeComposedFoldedAffineApply: {@code map} (one result) applied to {@code operands}
   * (constants as attributes), with the affine.apply ops that define operands composed in; an
   * attribute when the result is constant, an operand when it is one, else a new affine.apply.
   */
  public static OpFoldResult makeComposedFoldedAffineApply(Builder b, Location loc, AffineMap map,
      List<OpFoldResult> operands) {
    MapAndOperands folded = foldAttributesIntoMap(map, operands);
    MapAndOperands c = compose(folded.map(), folded.operands());
    List<Attribute> constants = new ArrayList<>();
    for (Value v : c.operands()) {
      constants.add(Matchers.constantValue(v.getDefiningOp()));
    }
    List<OpFoldResult> results = new ArrayList<>(1);
    if (AffineApplyOp.fold(c.map(), c.operands(), constants, results)) {
      return results.get(0);
    }
    return OpFoldResult.of(AffineApplyOp.create(b, loc, c.map(), c.operands()).result());
  }

  /** MLIR's foldAttributesIntoMap: constant operands become constants of the map. */
  static MapAndOperands foldAttributesIntoMap(AffineMap map, List<OpFoldResult> operands) {
    List<Value> values = new ArrayList<>();
    List<AffineExpr> dims = new ArrayList<>();
    List<AffineExpr> syms = new ArrayList<>();
    int numDims = 0;
    int numSymbols = 0;
    for (int i = 0; i < map.getNumInputs(); i++) {
      OpFoldResult o = operands.get(i);
      boolean isDim = i < map.getNumDims();
      AffineExpr repl;
      if (o.isAttribute()) {
        repl = AffineExpr.constant(((IntegerAttr) o.attr()).getValue());
      } else {
        repl = isDim ? AffineExpr.dim(numDims++) : AffineExpr.symbol(numSymbols++);
        values.add(o.value());
      }
      (isDim ? dims : syms).add(repl);
    }
    return new MapAndOperands(map.replaceDimsAndSymbols(dims, syms, numDims, numSymbols), values);
  }

  /**
   * MLIR's composeAffineMapAndOperands: each dim or symbol defined by an affine.apply is replaced
   * by that op's (canonicalized) expression, its operands appended; then the map and operands are
   * canonicalized and the map simplified.
   */
  public static MapAndOperands compose(AffineMap map, List<Value> operands) {
    List<Value> dims = new ArrayList<>(operands.subList(0, map.getNumDims()));
    List<Value> syms = new ArrayList<>(operands.subList(map.getNumDims(), operands.size()));
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int pos = 0; pos < dims.size() + syms.size(); pos++) {
        AffineMap replaced = replaceDimOrSym(map, pos, dims, syms);
        if (replaced != null) {
          map = replaced;
          changed = true;
          break;
        }
      }
    }
    // Drop the replaced (null) operands.
    List<Value> newOperands = new ArrayList<>();
    List<AffineExpr> dimRepl = new ArrayList<>();
    List<AffineExpr> symRepl = new ArrayList<>();
    int nDims = 0;
    int nSyms = 0;
    for (Value v : dims) {
      dimRepl.add(v == null ? AffineExpr.constant(0) : AffineExpr.dim(nDims++));
      if (v != null) {
        newOperands.add(v);
      }
    }
    for (Value v : syms) {
      symRepl.add(v == null ? AffineExpr.constant(0) : AffineExpr.symbol(nSyms++));
      if (v != null) {
        newOperands.add(v);
      }
    }
    map = map.replaceDimsAndSymbols(dimRepl, symRepl, nDims, nSyms);
    MapAndOperands c = canonicalize(map, newOperands);
    return new MapAndOperands(AffineLinearSimplifier.simplifyAffineMap(c.map()), c.operands());
  }

  private static AffineMap replaceDimOrSym(AffineMap map, int pos, List<Value> dims, List<Value> syms) {
    boolean isDim = pos < dims.size();
    int p = isDim ? pos : pos - dims.size();
    Value v = isDim ? dims.get(p) : syms.get(p);
    if (v == null || !AffineApplyOp.isa(v.getDefiningOp())) {
      return null;
    }
    (isDim ? dims : syms).set(p, null);
    AffineApplyOp apply = AffineApplyOp.of(v.getDefiningOp());
    MapAndOperands inner = canonicalize(apply.map(), new ArrayList<>(apply.mapOperands()));
    AffineMap innerMap = inner.map();
    // The inner map's dims and symbols go after the outer ones.
    List<AffineExpr> shiftDims = new ArrayList<>();
    for (int i = 0; i < innerMap.getNumDims(); i++) {
      shiftDims.add(AffineExpr.dim(dims.size() + i));
    }
    List<AffineExpr> shiftSyms = new ArrayList<>();
    for (int i = 0; i < innerMap.getNumSymbols(); i++) {
      shiftSyms.add(AffineExpr.symbol(syms.size() + i));
    }
    AffineExpr replacement = innerMap.getResult(0).replaceDimsAndSymbols(shiftDims, shiftSyms);
    int oldDims = dims.size();
    int oldSyms = syms.size();
    List<Value> innerOps = inner.operands();
    dims.addAll(innerOps.subList(0, innerMap.getNumDims()));
    syms.addAll(innerOps.subList(innerMap.getNumDims(), innerOps.size()));
    List<AffineExpr> dimRepl = new ArrayList<>();
    for (int i = 0; i < oldDims; i++) {
      dimRepl.add(isDim && i == p ? replacement : AffineExpr.dim(i));
    }
    List<AffineExpr> symRepl = new ArrayList<>();
    for (int i = 0; i < oldSyms; i++) {
      symRepl.add(!isDim && i == p ? replacement : AffineExpr.symbol(i));
    }
    return map.replaceDimsAndSymbols(dimRepl, symRepl, dims.size(), syms.size());
  }

  /**
   * MLIR's canonicalizeMapAndOperands: dims that are valid symbols become symbols (after the
   * others), symbols that are only valid dims become dims, then unused operands go, duplicates
   * share one position and constant symbols fold into the map.
   */
  public static MapAndOperands canonicalize(AffineMap map, List<Value> operands) {
    if (operands.isEmpty()) {
      return new MapAndOperands(map, operands);
    }
    MapAndOperands promoted = legalizeDemotedDims(promoteSymbols(map, operands));
    map = promoted.map();
    operands = promoted.operands();
    BitSet usedDims = new BitSet();
    BitSet usedSyms = new BitSet();
    for (AffineExpr e : map.getResults()) {
      for (int i = 0; i < map.getNumDims(); i++) {
        if (e.isFunctionOfDim(i)) {
          usedDims.set(i);
        }
      }
      for (int i = 0; i < map.getNumSymbols(); i++) {
        if (e.isFunctionOfSymbol(i)) {
          usedSyms.set(i);
        }
      }
    }
    List<Value> result = new ArrayList<>();
    Map<Value, AffineExpr> seenDims = new HashMap<>();
    List<AffineExpr> dimRemap = new ArrayList<>();
    int nextDim = 0;
    for (int i = 0; i < map.getNumDims(); i++) {
      AffineExpr r = null;
      if (usedDims.get(i)) {
        Value v = operands.get(i);
        r = seenDims.get(v);
        if (r == null) {
          r = AffineExpr.dim(nextDim++);
          result.add(v);
          seenDims.put(v, r);
        }
      }
      dimRemap.add(r != null ? r : AffineExpr.constant(0));
    }
    Map<Value, AffineExpr> seenSyms = new HashMap<>();
    List<AffineExpr> symRemap = new ArrayList<>();
    int nextSym = 0;
    for (int i = 0; i < map.getNumSymbols(); i++) {
      AffineExpr r = null;
      if (usedSyms.get(i)) {
        Value v = operands.get(map.getNumDims() + i);
        Attribute cst = Matchers.constantValue(v.getDefiningOp());
        if (cst instanceof IntegerAttr ia) {
          r = AffineExpr.constant(ia.getValue());
        } else {
          r = seenSyms.get(v);
          if (r == null) {
            r = AffineExpr.symbol(nextSym++);
            result.add(v);
            seenSyms.put(v, r);
          }
        }
      }
      symRemap.add(r != null ? r : AffineExpr.constant(0));
    }
    return new MapAndOperands(map.replaceDimsAndSymbols(dimRemap, symRemap, nextDim, nextSym), result);
  }

  /** MLIR's canonicalizePromotedSymbols: a dim operand that is a valid symbol becomes a new last symbol. */
  private static MapAndOperands promoteSymbols(AffineMap map, List<Value> operands) {
    List<Value> result = new ArrayList<>();
    List<Value> promoted = new ArrayList<>();
    List<AffineExpr> dimRemap = new ArrayList<>();
    List<AffineExpr> symRemap = new ArrayList<>();
    int oldSyms = map.getNumSymbols();
    int nextDim = 0;
    for (int i = 0; i < map.getNumDims(); i++) {
      Value v = operands.get(i);
      if (AffineValidity.isValidSymbol(v)) {
        dimRemap.add(AffineExpr.symbol(oldSyms + promoted.size()));
        promoted.add(v);
      } else {
        dimRemap.add(AffineExpr.dim(nextDim++));
        result.add(v);
      }
    }
    for (int i = 0; i < oldSyms; i++) {
      symRemap.add(AffineExpr.symbol(i));
    }
    result.addAll(operands.subList(map.getNumDims(), operands.size()));
    result.addAll(promoted);
    return new MapAndOperands(map.replaceDimsAndSymbols(dimRemap, symRemap, nextDim, oldSyms + promoted.size()),
        result);
  }

  /** MLIR's legalizeDemotedDims: a symbol operand that is a valid dim but no valid symbol becomes a dim. */
  private static MapAndOperands legalizeDemotedDims(MapAndOperands in) {
    AffineMap map = in.map();
    List<Value> operands = in.operands();
    int oldDims = map.getNumDims();
    List<Value> result = new ArrayList<>(operands.subList(0, oldDims));
    List<Value> demoted = new ArrayList<>();
    List<Value> symOperands = new ArrayList<>();
    List<AffineExpr> dimRemap = new ArrayList<>();
    for (int i = 0; i < oldDims; i++) {
      dimRemap.add(AffineExpr.dim(i));
    }
    List<AffineExpr> symRemap = new ArrayList<>();
    for (int i = oldDims; i < operands.size(); i++) {
      Value v = operands.get(i);
      if (AffineValidity.isValidDim(v) && !AffineValidity.isValidSymbol(v)) {
        symRemap.add(AffineExpr.dim(oldDims + demoted.size()));
        demoted.add(v);
      } else {
        symRemap.add(AffineExpr.symbol(symOperands.size()));
        symOperands.add(v);
      }
    }
    result.addAll(demoted);
    result.addAll(symOperands);
    return new MapAndOperands(
        map.replaceDimsAndSymbols(dimRemap, symRemap, oldDims + demoted.size(), symOperands.size()), result);
  }
}
