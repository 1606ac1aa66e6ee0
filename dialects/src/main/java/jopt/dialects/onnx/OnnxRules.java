package jopt.dialects.onnx;

import java.util.Map;

/**
 * The shape rules and folders an op's row of the op table names ({@code shape=broadcast
 * fold=add}): one implementation per name, shared by the ops whose rows name it. An op whose row
 * names no shape rule has results of unknown shape; one without a folder is never folded.
 */
public final class OnnxRules {
  private OnnxRules() {}

  private static final Map<String, ShapeRule> SHAPES = Map.ofEntries(
      Map.entry("same", ElementwiseRules::same),
      Map.entry("dropout", ElementwiseRules::dropout),
      Map.entry("quantize", ElementwiseRules::quantize),
      Map.entry("like", ElementwiseRules::like),
      Map.entry("cast", ElementwiseRules::cast),
      Map.entry("broadcast", ElementwiseRules::broadcast),
      Map.entry("matmul", MatrixRules::matmul),
      Map.entry("gemm", MatrixRules::gemm),
      Map.entry("conv", WindowRules::conv),
      Map.entry("convTranspose", WindowRules::convTranspose),
      Map.entry("pool", WindowRules::pool),
      Map.entry("globalPool", WindowRules::globalPool),
      Map.entry("reshape", LayoutRules::reshape),
      Map.entry("flatten", LayoutRules::flatten),
      Map.entry("transpose", LayoutRules::transpose),
      Map.entry("squeeze", LayoutRules::squeeze),
      Map.entry("unsqueeze", LayoutRules::unsqueeze),
      Map.entry("expand", LayoutRules::expand),
      Map.entry("tile", LayoutRules::tile),
      Map.entry("depthToSpace", n -> LayoutRules.depthSpace(n, true)),
      Map.entry("spaceToDepth", n -> LayoutRules.depthSpace(n, false)),
      Map.entry("concat", SelectRules::concat),
      Map.entry("slice", SelectRules::slice),
      Map.entry("gather", SelectRules::gather),
      Map.entry("gatherElements", SelectRules::gatherElements),
      Map.entry("split", SelectRules::split),
      Map.entry("pad", SelectRules::pad),
      Map.entry("topK", SelectRules::topK),
      Map.entry("nonZero", SelectRules::nonZero),
      Map.entry("oneHot", SelectRules::oneHot),
      Map.entry("reduce", ReduceRules::reduce),
      Map.entry("argReduce", ReduceRules::argReduce),
      Map.entry("constant", ValueRules::constant),
      Map.entry("shape", ValueRules::shape),
      Map.entry("size", ValueRules::size),
      Map.entry("constantOfShape", ValueRules::constantOfShape),
      Map.entry("range", ValueRules::range),
      Map.entry("resize", ValueRules::resize),
      Map.entry("if", RegionRules::ifRule),
      Map.entry("loop", RegionRules::loop),
      Map.entry("scan", RegionRules::scan),
      Map.entry("rnn", RecurrentRules::rnn),
      Map.entry("dynamicQuantize", ElementwiseRules::dynamicQuantize),
      Map.entry("layerNorm", ElementwiseRules::layerNorm),
      Map.entry("batchNorm", ElementwiseRules::batchNorm),
      Map.entry("gatherND", SelectRules::gatherND),
      Map.entry("compress", SelectRules::compress),
      Map.entry("nonMaxSuppression", SelectRules::nonMaxSuppression),
      Map.entry("unique", SelectRules::unique),
      Map.entry("det", MatrixRules::det),
      Map.entry("einsum", MatrixRules::einsum),
      Map.entry("window", ValueRules::window),
      Map.entry("randomShape", ValueRules::randomShape),
      Map.entry("multinomial", ValueRules::multinomial),
      Map.entry("loss", ReduceRules::loss),
      Map.entry("gridSample", WindowRules::gridSample),
      Map.entry("roiAlign", WindowRules::roiAlign),
      Map.entry("tfIdfVectorizer", ReduceRules::tfIdfVectorizer),
      Map.entry("maxUnpool", WindowRules::maxUnpool));

  private static final Map<String, Folder> FOLDERS = Map.ofEntries(
      Map.entry("shape", Folders::shape),
      Map.entry("size", Folders::size),
      Map.entry("constantOfShape", Folders::constantOfShape),
      Map.entry("view", Folders::view),
      Map.entry("cast", Folders::cast),
      Map.entry("neg", Folders.unary(v -> -v, SymInt::neg)),
      Map.entry("abs", Folders.unary(Math::abs, v -> v.isConstant() ? SymInt.of(Math.abs(v.value()))
          : v.lower() >= 0 ? v : v.max(v.neg()))),
      Map.entry("sqrt", Folders.unary(Math::sqrt, null)),
      Map.entry("reciprocal", Folders.unary(v -> 1 / v, null)),
      Map.entry("floor", Folders.unary(Math::floor, null)),
      Map.entry("ceil", Folders.unary(Math::ceil, null)),
      Map.entry("not", Folders.unary(v -> v == 0 ? 1 : 0, v -> v.eq(SymInt.ZERO))),
      Map.entry("add", Folders.binary(Double::sum, SymInt::add)),
      Map.entry("sub", Folders.binary((p, q) -> p - q, SymInt::sub)),
      Map.entry("mul", Folders.binary((p, q) -> p * q, SymInt::mul)),
      Map.entry("div", Folders.binary((p, q) -> p / q, SymInt::truncDiv)),
      Map.entry("mod", Folders::mod),
      Map.entry("pow", Folders.binary(Math::pow, Folders.constantOnly((p, q) -> (long) Math.pow(p, q)))),
      Map.entry("max", Folders.binary(Math::max, SymInt::max)),
      Map.entry("min", Folders.binary(Math::min, SymInt::min)),
      Map.entry("equal", Folders.binary((p, q) -> p == q ? 1 : 0, SymInt::eq)),
      Map.entry("less", Folders.binary((p, q) -> p < q ? 1 : 0, SymInt::lt)),
      Map.entry("greater", Folders.binary((p, q) -> p > q ? 1 : 0, (p, q) -> q.lt(p))),
      Map.entry("lessOrEqual", Folders.binary((p, q) -> p <= q ? 1 : 0, (p, q) -> SymInt.ONE.sub(q.lt(p)))),
      Map.entry("greaterOrEqual", Folders.binary((p, q) -> p >= q ? 1 : 0, (p, q) -> SymInt.ONE.sub(p.lt(q)))),
      Map.entry("and", Folders.binary(null, Folders.constantOnly((p, q) -> p != 0 && q != 0 ? 1 : 0))),
      Map.entry("or", Folders.binary(null, Folders.constantOnly((p, q) -> p != 0 || q != 0 ? 1 : 0))),
      Map.entry("xor", Folders.binary(null, Folders.constantOnly((p, q) -> (p != 0) != (q != 0) ? 1 : 0))),
      Map.entry("where", Folders::where),
      Map.entry("concat", Folders::concat),
      Map.entry("gather", Folders::gather),
      Map.entry("slice", Folders::slice),
      Map.entry("range", Folders::range),
      Map.entry("expand", Folders::expand),
      Map.entry("transpose", Folders::transpose));

  /** The shape rule named {@code name}; an IllegalStateException for an unknown name (a bad row). */
  public static ShapeRule shapeRule(String name) {
    ShapeRule r = SHAPES.get(name);
    if (r == null) {
      throw new IllegalStateException("no shape rule '" + name + "'");
    }
    return r;
  }

  /** The folder named {@code name}; an IllegalStateException for an unknown name. */
  public static Folder folder(String name) {
    Folder f = FOLDERS.get(name);
    if (f == null) {
      throw new IllegalStateException("no folder '" + name + "'");
    }
    return f;
  }

  /** Whether the schema's folder makes splats of any size (ConstantOfShape). */
  static boolean foldsSplats(OnnxSchemas.Schema s) {
    return "constantOfShape".equals(s.folderName());
  }
}
