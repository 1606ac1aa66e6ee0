package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.NamedOp;
import jopt.dialects.linalg.NamedOpRow;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.OpDsl;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineBinaryOpExpr;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineExprKind;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.AffineSymbolExpr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * MLIR's specializeLinalgConvolutions: a generic that is a named convolution or pooling op
 * becomes it, the candidates tried in upstream's order. A candidate matches when the op it
 * names, with the strides and dilations the generic's image map implies, has the generic's
 * maps, loops and body: the generic is what generalizing that op gives.
 */
public final class ConvolutionSpecialization {
  private ConvolutionSpecialization() {}

  /** The convolution and pooling ops LLVM 22 specializes to, in its order. */
  static final List<String> CANDIDATES = List.of(
      "conv_1d", "conv_1d_nwc_wcf", "conv_1d_ncw_fcw", "conv_2d", "conv_2d_nhwc_hwcf", "conv_2d_nhwc_hwcf_q",
      "conv_2d_nhwc_fhwc", "conv_2d_nhwc_fhwc_q", "conv_2d_nchw_fchw", "conv_2d_nchw_fchw_q", "conv_2d_ngchw_fgchw",
      "conv_2d_ngchw_gfchw", "conv_2d_ngchw_gfchw_q", "conv_2d_nhwgc_gfhwc", "conv_2d_nhwgc_gfhwc_q", "conv_3d",
      "conv_3d_ndhwc_dhwcf", "conv_3d_ndhwc_dhwcf_q", "conv_3d_ncdhw_fcdhw",
      "depthwise_conv_1d_ncw_cw", "depthwise_conv_1d_nwc_wc", "depthwise_conv_1d_nwc_wcm", "depthwise_conv_2d_nchw_chw",
      "depthwise_conv_2d_nhwc_hwc", "depthwise_conv_2d_nhwc_hwc_q", "depthwise_conv_2d_nhwc_hwcm",
      "depthwise_conv_2d_nhwc_hwcm_q", "depthwise_conv_3d_ndhwc_dhwc", "depthwise_conv_3d_ncdhw_cdhw",
      "depthwise_conv_3d_ndhwc_dhwcm",
      "pooling_nhwc_max", "pooling_nhwc_min", "pooling_nhwc_sum", "pooling_nhwc_max_unsigned",
      "pooling_nhwc_min_unsigned", "pooling_nchw_sum", "pooling_nchw_max", "pooling_nwc_sum", "pooling_ncw_sum",
      "pooling_nwc_max", "pooling_nwc_max_unsigned", "pooling_ncw_max", "pooling_nwc_min", "pooling_nwc_min_unsigned",
      "pooling_ndhwc_sum", "pooling_ndhwc_max", "pooling_ndhwc_min");

  /** The named op that replaced {@code op}, or null (the IR untouched). */
  static Operation specialize(PatternRewriter rewriter, GenericOp op) {
    Operation o = op.getOperation();
    for (Value v : o.getOperands()) {
      jopt.ir.Type t = v.getType() instanceof jopt.ir.type.ShapedType st ? st.getElementType() : v.getType();
      if (!(t instanceof IntegerType) && !(t instanceof jopt.ir.type.FloatType)) {
        return null; // the bodies of the candidates cast only between integers and floats
      }
    }
    List<AffineMap> maps = op.indexingMaps();
    for (String name : CANDIDATES) {
      NamedOpRow row = NamedOps.get("linalg." + name);
      if (row == null || row.numInputs() != op.numDpsInputs() || op.numDpsInits() != 1
          || !row.iteratorTypes().equals(op.iteratorTypes())) {
        continue;
      }
      NamedAttrList attrs = indexAttrs(row, maps);
      if (attrs == null) {
        continue;
      }
      Operation prototype;
      try {
        prototype = NamedOp.build(new Builder(o.getContext()), o.getLoc(), row, op.dpsInputs(), op.dpsInits(), attrs)
            .getOperation();
      } catch (RuntimeException e) {
        continue; // the row's body cannot be built for these types
      }
      boolean same = NamedOp.of(prototype).indexingMaps().equals(maps) && sameBody(prototype.getRegion(0).front(),
          op.body());
      prototype.dropAllReferences();
      prototype.erase();
      if (!same) {
        continue;
      }
      rewriter.setInsertionPoint(o);
      Operation named = NamedOp.build(rewriter, o.getLoc(), row, op.dpsInputs(), op.dpsInits(), attrs).getOperation();
      rewriter.replaceOp(o, named.getResults());
      return named;
    }
    return null;
  }

  /** The strides and dilations that make the row's maps the generic's, as i64 tensors; null when none do. */
  private static NamedAttrList indexAttrs(NamedOpRow row, List<AffineMap> maps) {
    List<AffineMap> templates = row.maps();
    if (templates == null || templates.size() != maps.size()) {
      return null;
    }
    Map<Integer, Long> symbols = new HashMap<>();
    for (int i = 0; i < maps.size(); i++) {
      AffineMap t = templates.get(i);
      AffineMap a = maps.get(i);
      if (t.getNumDims() != a.getNumDims() || t.getNumResults() != a.getNumResults()) {
        return null;
      }
      for (int r = 0; r < t.getNumResults(); r++) {
        if (!unify(t.getResult(r), a.getResult(r), symbols)) {
          return null;
        }
      }
    }
    NamedAttrList attrs = new NamedAttrList();
    for (OpDsl.IndexAttr ia : row.indexAttrs()) {
      long[] values = new long[ia.symbols().size()];
      for (int k = 0; k < values.length; k++) {
        Long v = symbols.get(ia.symbols().get(k));
        values[k] = v != null ? v : ia.defaults()[k];
      }
      attrs.set(ia.name(), DenseElementsAttr.ofLongs(RankedTensorType.get(new long[] {values.length},
          IntegerType.get(64)), values));
    }
    return attrs;
  }

  /** Linear form: the coefficient of each dim (a constant, or a symbol as {@code -1 - position}), and a constant. */
  private record Linear(Map<Integer, Long> constCoeffs, Map<Integer, Integer> symbolCoeffs, long constant) {}

  private static Linear linearize(AffineExpr e) {
    Map<Integer, Long> c = new HashMap<>();
    Map<Integer, Integer> s = new HashMap<>();
    long[] k = {0};
    return accumulate(e, c, s, k) ? new Linear(c, s, k[0]) : null;
  }

  private static boolean accumulate(AffineExpr e, Map<Integer, Long> c, Map<Integer, Integer> s, long[] k) {
    if (e instanceof AffineDimExpr d) {
      c.merge(d.getPosition(), 1L, Long::sum);
      return true;
    }
    if (e instanceof AffineConstantExpr ce) {
      k[0] += ce.value();
      return true;
    }
    if (!(e instanceof AffineBinaryOpExpr b)) {
      return false;
    }
    if (b.kind() == AffineExprKind.ADD) {
      return accumulate(b.lhs(), c, s, k) && accumulate(b.rhs(), c, s, k);
    }
    if (b.kind() != AffineExprKind.MUL || !(b.lhs() instanceof AffineDimExpr d)) {
      return false;
    }
    if (b.rhs() instanceof AffineConstantExpr ce) {
      c.merge(d.getPosition(), ce.value(), Long::sum);
      return true;
    }
    if (b.rhs() instanceof AffineSymbolExpr sym && !s.containsKey(d.getPosition()) && !c.containsKey(d.getPosition())) {
      s.put(d.getPosition(), sym.getPosition());
      return true;
    }
    return false;
  }

  /** Whether the template can be the actual expression, binding its symbols. */
  private static boolean unify(AffineExpr template, AffineExpr actual, Map<Integer, Long> symbols) {
    Linear t = linearize(template);
    Linear a = linearize(actual);
    if (t == null || a == null || t.constant() != a.constant() || !a.symbolCoeffs().isEmpty()) {
      return false;
    }
    Map<Integer, Long> rest = new HashMap<>(a.constCoeffs());
    for (Map.Entry<Integer, Integer> e : t.symbolCoeffs().entrySet()) {
      Long value = rest.remove(e.getKey());
      if (value == null || value < 1) {
        return false;
      }
      Long bound = symbols.putIfAbsent(e.getValue(), value);
      if (bound != null && !bound.equals(value)) {
        return false;
      }
    }
    return rest.equals(t.constCoeffs());
  }

  /** Whether the two bodies are the same ops on corresponding values. */
  private static boolean sameBody(Block proto, Block body) {
    if (proto.getNumArguments() != body.getNumArguments() || proto.getNumOperations() != body.getNumOperations()) {
      return false;
    }
    Map<Value, Value> map = new HashMap<>();
    for (int i = 0; i < proto.getNumArguments(); i++) {
      if (!proto.getArgument(i).getType().equals(body.getArgument(i).getType())) {
        return false;
      }
      map.put(proto.getArgument(i), body.getArgument(i));
    }
    List<Operation> a = proto.getOpList();
    List<Operation> b = body.getOpList();
    for (int i = 0; i < a.size(); i++) {
      Operation x = a.get(i);
      Operation y = b.get(i);
      if (!x.getName().equals(y.getName()) || x.getNumOperands() != y.getNumOperands()
          || !x.getResultTypes().equals(y.getResultTypes()) || !x.getAttrDictionary().equals(y.getAttrDictionary())
          || x.getNumRegions() != 0 || y.getNumRegions() != 0) {
        return false;
      }
      for (int k = 0; k < x.getNumOperands(); k++) {
        if (map.get(x.getOperand(k)) != y.getOperand(k)) {
          return false;
        }
      }
      for (int k = 0; k < x.getNumResults(); k++) {
        map.put(x.getResult(k), y.getResult(k));
      }
    }
    return true;
  }

  static List<String> candidates() {
    return new ArrayList<>(CANDIDATES);
  }
}
