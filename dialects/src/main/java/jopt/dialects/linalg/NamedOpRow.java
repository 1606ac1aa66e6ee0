package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.OpDsl.Expr;
import jopt.dialects.linalg.OpDsl.FnAttr;
import jopt.dialects.linalg.OpDsl.FnKind;
import jopt.dialects.linalg.OpDsl.IndexAttr;
import jopt.dialects.linalg.OpDsl.Operand;
import jopt.dialects.linalg.OpDsl.OperandKind;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineLinearSimplifier;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.DenseElementsAttr;

/**
 * One named structured op, as a row of {@link NamedOps}: its name and summary, its operands,
 * attributes, static indexing maps (over the loops and the op's symbols, which the index
 * attributes bind), iterator types and payload. Parsing builds the body from the row, printing
 * and verification follow its syntax and interface, and {@code linalg-generalize-named-ops}
 * and bufferization read its maps and loops through {@link NamedOp}. The OpDSL text compiles
 * when the row is first used, so that registering the dialect costs no compilation.
 */
public final class NamedOpRow {
  private final String name;
  private final String summary;
  private final Syntax syntax;
  private final Interface implemented;
  private final List<FnAttr> fnAttrs;
  private final Spec source;
  private volatile OpDslParser.Compiled compiled;

  private NamedOpRow(Spec source) {
    this.name = "linalg." + source.mnemonic;
    this.summary = source.summary;
    this.syntax = source.syntax;
    this.implemented = source.implemented;
    this.fnAttrs = List.copyOf(source.fnAttrs);
    this.source = source;
  }

  private OpDslParser.Compiled compiled() {
    OpDslParser.Compiled c = compiled;
    if (c == null) {
      c = OpDslParser.compile(source.inputs, source.outputs, source.indexAttrs, source.fnAttrs, source.domain,
          source.statements == null ? "" : source.statements);
      compiled = c;
    }
    return c;
  }

  /** The op's name ({@code linalg.matmul}). */
  /** The row's op declaration, built once from the row (immutable, shared by every context). */
  private volatile jopt.ir.ods.OpSpec spec;

  public jopt.ir.ods.OpSpec spec() {
    jopt.ir.ods.OpSpec s = spec;
    if (s == null) {
      s = NamedOpDef.spec(this); // a race only builds the same spec twice
      spec = s;
    }
    return s;
  }

  public String name() {
    return name;
  }

  public String summary() {
    return summary;
  }

  public Syntax syntax() {
    return syntax;
  }

  /** The interface the op implements besides LinalgStructuredInterface. */
  public Interface implemented() {
    return implemented;
  }

  /** The operands: inputs (tensors and scalars) then the output. */
  public List<Operand> operands() {
    return compiled().operands();
  }

  /** The index attributes (strides, dilations) and the symbols they bind. */
  public List<IndexAttr> indexAttrs() {
    return compiled().indexAttrs();
  }

  /** The function attributes ({@code cast}). */
  public List<FnAttr> fnAttrs() {
    return fnAttrs;
  }

  /** The index attributes' names and sizes, known without compiling the row. */
  Map<String, Integer> indexAttrSizes() {
    Map<String, Integer> r = new LinkedHashMap<>();
    source.indexAttrs.forEach((n, symbols) -> r.put(n, symbols.split(",").length));
    return r;
  }

  /** The number of symbols the static maps have (those of the shapes and attributes). */
  public int numSymbols() {
    return compiled().numSymbols();
  }

  /** The static maps (null for contract, whose maps are an attribute); the defaults of user-maps ops. */
  public List<AffineMap> maps() {
    return syntax == Syntax.CONTRACT ? null : compiled().maps();
  }

  /** The loops of an op with static maps. */
  public List<String> iteratorTypes() {
    return compiled().iteratorTypes();
  }

  /** The payload: the yielded scalar expression. */
  public Expr body() {
    return source.payload != null ? source.payload : compiled().body();
  }

  @Override
  public String toString() {
    return name;
  }

  /** How the op is written before MLIR's named-op syntax {@code {attrs} ins(...) outs(...)}. */
  public enum Syntax {
    /** The OpDSL ops: nothing. */
    NAMED,
    /** matmul: an optional {@code indexing_maps = <array attribute>}. */
    MATMUL,
    /** batch_matmul: an optional {@code indexing_maps = [maps]}. */
    BATCH_MATMUL,
    /** batch_reduce_matmul: as batch_matmul, with a 2-D output. */
    BATCH_REDUCE_MATMUL,
    /** contract: a required {@code indexing_maps = <array attribute>}; loops inferred from the maps. */
    CONTRACT,
    /** elementwise: {@code kind=<kind>} and optional {@code indexing_maps = [maps]}. */
    ELEMENTWISE;

    /** Whether the maps are an {@code indexing_maps} attribute of the op. */
    public boolean hasMapsAttr() {
      return this != NAMED;
    }
  }

  /** The op interface the op implements besides LinalgStructuredInterface. */
  public enum Interface { NONE, CONTRACTION, CONVOLUTION, FILL }

  public static final String MEMOIZED_MAPS = "linalg.memoized_indexing_maps";

  /** The name without the dialect prefix ({@code matmul}). */
  public String mnemonic() {
    return name.substring("linalg.".length());
  }

  public int numInputs() {
    int n = 0;
    for (Operand o : operands()) {
      n += o.kind() == OperandKind.OUTPUT ? 0 : 1;
    }
    return n;
  }

  /** The number of block arguments the body builder expects. */
  public int numRegionArgs() {
    return operands().size();
  }

  /** OpDSL's rank-polymorphic ops (no domain): identity maps over the output's rank. */
  public boolean isRankPolymorphic() {
    List<AffineMap> maps = maps();
    return maps != null && iteratorTypes().isEmpty() && maps.stream().allMatch(m -> m.getNumDims() == 0);
  }

  /** Whether {@code op} is an instance of this row. */
  public boolean isa(Operation op) {
    return op != null && op.getName().equals(name);
  }

  /**
   * MLIR's getIndexingMaps of the OpDSL ops: the static maps with the index attributes' values
   * (or their defaults) for their symbols, simplified.
   */
  List<AffineMap> boundMaps(Operation op) {
    return boundMaps(name -> op.getAttr(name) instanceof DenseElementsAttr d ? d.asLongs() : null);
  }

  /**
   * The static maps with the values {@code indexAttrValues} gives each index attribute (null:
   * the default) for their symbols, simplified as MLIR's generated getIndexingMaps does.
   */
  public List<AffineMap> boundMaps(java.util.function.Function<String, long[]> indexAttrValues) {
    List<AffineExpr> symbols = new ArrayList<>();
    for (int i = 0; i < numSymbols(); i++) {
      symbols.add(AffineExpr.symbol(i));
    }
    for (IndexAttr a : indexAttrs()) {
      long[] values = indexAttrValues.apply(a.name());
      if (values == null || values.length != a.defaults().length) {
        values = a.defaults();
      }
      for (int i = 0; i < values.length; i++) {
        symbols.set(a.symbols().get(i), AffineExpr.constant(values[i]));
      }
    }
    List<AffineMap> r = new ArrayList<>();
    for (AffineMap m : maps()) {
      List<AffineExpr> dims = new ArrayList<>();
      for (int d = 0; d < m.getNumDims(); d++) {
        dims.add(AffineExpr.dim(d));
      }
      r.add(AffineLinearSimplifier.simplifyAffineMap(m.replaceDimsAndSymbols(dims, symbols, m.getNumDims(), 0)));
    }
    return r;
  }

  /** Creates the op (MLIR's buildStructuredOp); a tensor output gives a result. */
  public NamedOp create(Builder b, Location loc, List<? extends Value> inputs, List<? extends Value> outputs) {
    return create(b, loc, inputs, outputs, null);
  }

  /** Creates the op with {@code attrs} (a user-maps op without {@code indexing_maps} gets its defaults). */
  public NamedOp create(Builder b, Location loc, List<? extends Value> inputs, List<? extends Value> outputs,
      NamedAttrList attrs) {
    NamedAttrList all = new NamedAttrList();
    if (attrs != null) {
      for (var na : attrs.asList()) {
        all.set(na.name(), na.value());
      }
    }
    if (syntax.hasMapsAttr() && syntax != Syntax.CONTRACT && all.get("indexing_maps") == null) {
      int rank = outputs.isEmpty() ? 0 : LinalgTypes.rank(outputs.get(0).getType());
      all.set("indexing_maps", IndexingMaps.toAttr(syntax == Syntax.ELEMENTWISE
          ? java.util.Collections.nCopies(inputs.size() + outputs.size(), IndexingMaps.identity(rank)) : maps()));
    }
    return NamedOp.build(b, loc, this, inputs, outputs, all);
  }

  /** Starts a row: {@code mnemonic} becomes {@code linalg.mnemonic}. */
  static Spec op(String mnemonic, String summary) {
    return new Spec(mnemonic, summary);
  }

  /** Collects a row written in OpDSL's syntax (see {@link OpDslParser}). */
  static final class Spec {
    private final String mnemonic;
    private final String summary;
    private final List<String> inputs = new ArrayList<>();
    private final List<String> outputs = new ArrayList<>();
    private final Map<String, String> indexAttrs = new LinkedHashMap<>();
    private final List<FnAttr> fnAttrs = new ArrayList<>();
    private Syntax syntax = Syntax.NAMED;
    private Interface implemented = Interface.NONE;
    private String domain = "";
    private String statements;
    private Expr payload;

    private Spec(String mnemonic, String summary) {
      this.mnemonic = mnemonic;
      this.summary = summary;
    }

    /** Input operand specs, in order: {@code I: T1[N, OW * SW + KW * DW, C]}, {@code scalar AZp: I32}. */
    Spec ins(String... specs) {
      inputs.addAll(List.of(specs));
      return this;
    }

    Spec outs(String... specs) {
      outputs.addAll(List.of(specs));
      return this;
    }

    /** An index attribute binding {@code symbols} ({@code "SH, SW"}), all ones by default. */
    Spec indexAttr(String name, String symbols) {
      indexAttrs.put(name, symbols);
      return this;
    }

    /** The {@code strides} and {@code dilations} of a convolution or pooling. */
    Spec stridesDilations(String strides, String dilations) {
      return indexAttr("strides", strides).indexAttr("dilations", dilations);
    }

    /** A type function attribute ({@code cast}) with its default. */
    Spec typeFn(String name, String defaultFn) {
      fnAttrs.add(new FnAttr(name, FnKind.TYPE, defaultFn));
      return this;
    }

    Spec domain(String loops) {
      domain = loops;
      return this;
    }

    Spec syntax(Syntax s) {
      syntax = s;
      return this;
    }

    Spec implement(Interface i) {
      implemented = i;
      return this;
    }

    /** The statements of the payload. */
    NamedOpRow body(String text) {
      statements = text;
      return new NamedOpRow(this);
    }

    /** A row whose payload is not an OpDSL expression (linalg.elementwise). */
    NamedOpRow body(Expr value) {
      payload = value;
      return new NamedOpRow(this);
    }
  }
}
