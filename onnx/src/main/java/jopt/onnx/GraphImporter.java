package jopt.onnx;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.dialects.onnx.ConstantOp;
import jopt.dialects.onnx.ElementTypes;
import jopt.dialects.onnx.Facts;
import jopt.dialects.onnx.Leaves;
import jopt.dialects.onnx.OnnxAttrs;
import jopt.dialects.onnx.OnnxInference;
import jopt.dialects.onnx.NoValueOp;
import jopt.dialects.onnx.OnnxSchemas;
import jopt.dialects.onnx.OnnxSpecs;
import jopt.dialects.onnx.ShapeError;
import jopt.dialects.onnx.SymInt;
import jopt.dialects.onnx.ValueFacts;
import jopt.dialects.onnx.YieldOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.ods.OpCreation;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.NoneType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedTensorType;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.FunctionProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.OperatorSetIdProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.ValueInfoProto;

/**
 * Imports the nodes of ONNX graphs into the body of a function or region, as onnx-mlir does:
 * one {@code onnx.*} op per node, named for the node's opset ({@link OnnxSchemas#opName}),
 * absent optional inputs as {@code onnx.NoValue}, the attributes onnx-mlir's builders give
 * (defaults materialized, {@code onnx_node_name}), initializers as {@code onnx.Constant},
 * subgraphs as regions ending in {@code onnx.Yield}, and nodes calling a model-local function
 * replaced by the function's nodes. Result types come from the model's {@code value_info} where
 * it has them, merged with what the op table's shape rules infer ({@link OnnxInference}); the
 * graph's symbolic dimensions ({@code dim_param}) are leaves of their names, so that sizes
 * computed from them keep their identity through the graph.
 */
final class GraphImporter {
  /** How many subgraphs are being imported around the current node (their ops not built yet). */
  private int openRegions;
  /** Deepest nesting of function calls and subgraphs. */
  private static final int MAX_DEPTH = 64;

  private final Builder b;
  private final Tensors tensors;
  private final Map<String, FunctionProto> functions;
  private Map<String, Long> opsets;
  private Scope scope;
  private int depth;
  private String node = "the graph";
  /** What is known of each imported value: its dims (symbolic where the model names them), small values. */
  private final ValueFacts facts = new ValueFacts();
  /** The sizes the rules cannot tell, each a leaf of its own. */
  private final Leaves unknown = Leaves.counting("?");

  /** Names bound in a graph, its types from value_info, and the enclosing graph's scope. */
  private static final class Scope {
    final Scope parent;
    final Map<String, Value> values = new HashMap<>();
    final Map<String, ValueInfoProto> infos = new HashMap<>();
    /** Inside a function body: the call's attributes by the function's names. */
    Map<String, AttributeProto> attrs;

    Scope(Scope parent) {
      this.parent = parent;
    }

    Value lookup(String name) {
      for (Scope s = this; s != null; s = s.parent) {
        Value v = s.values.get(name);
        if (v != null) {
          return v;
        }
      }
      return null;
    }

    ValueInfoProto info(String name) {
      for (Scope s = this; s != null; s = s.parent) {
        ValueInfoProto v = s.infos.get(name);
        if (v != null) {
          return v;
        }
        if (s.values.containsKey(name)) {
          return null;
        }
      }
      return null;
    }
  }

  GraphImporter(MLIRContext ctx, Tensors tensors, Map<String, FunctionProto> functions, Map<String, Long> opsets,
      ImportOptions options) {
    this.b = new Builder(ctx);
    this.tensors = tensors;
    this.functions = functions;
    this.opsets = opsets;
    this.options = options;
  }

  private final ImportOptions options;
  /** The symbolic dimensions fixed ({@code --dim-params}, or by {@code --input-shapes}): their sizes. */
  private Map<String, Long> fixed = Map.of();

  /** The type of {@code t}, the fixed symbolic dimensions of their sizes. */
  ValueTypes.Imported type(jopt.onnx.proto.TypeProto t, String what) throws OnnxImportException {
    return ValueTypes.of(t, what, fixed);
  }

  /** The signature and body of the main graph: arguments are the inputs that are not initializers. */
  record Signature(List<String> inputNames, List<Type> inputTypes, List<Map<Integer, String>> inputParams) {
    /** onnx-mlir's {@code onnx.dim_params} of each input ({@code "0:N,2:S"}). */
    List<String> inputDimParams() {
      List<String> r = new ArrayList<>();
      for (Map<Integer, String> p : inputParams) {
        List<String> items = new ArrayList<>();
        p.forEach((i, n) -> items.add(i + ":" + n));
        r.add(String.join(",", items));
      }
      return r;
    }
  }

  /**
   * Records the facts of the main graph's arguments: each dimension a {@code dim_param} names is
   * a leaf of that name (two inputs of dimension {@code batch} have one size).
   */
  void bindArguments(Block block, List<Map<Integer, String>> dimParams) {
    Map<String, SymInt> named = new HashMap<>();
    for (int i = 0; i < block.getNumArguments(); i++) {
      Value a = block.getArgument(i);
      Map<Integer, String> params = dimParams.get(i);
      facts.put(a, Facts.ofType(a.getType(), d -> params.containsKey(d)
          ? named.computeIfAbsent(params.get(d), n -> SymInt.of(jopt.dialects.onnx.Atom.Leaf.dim("$" + n, null)))
          : unknown.dim(0, d)));
    }
  }

  /** The graph's inputs that are not initializers, with their types. */
  Signature inputs(GraphProto g) throws OnnxImportException {
    Set<String> init = initializerNames(g);
    List<String> names = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    List<Map<Integer, String>> params = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (ValueInfoProto in : g.getInputList()) {
      if (!seen.add(in.getName())) {
        throw new OnnxImportException("graph input '" + in.getName() + "' is listed twice");
      }
      if (init.contains(in.getName())) {
        continue;
      }
      if (in.getName().isEmpty()) {
        throw new OnnxImportException("a graph input has no name");
      }
      ValueTypes.Imported t = type(in.getType(), "graph input '" + in.getName() + "'");
      names.add(in.getName());
      types.add(t.type());
      params.add(t.params());
    }
    if (options.isEmpty()) {
      return new Signature(names, types, params);
    }
    InputShapes.Applied a = InputShapes.apply(names, types, params, options);
    fixed = a.fixed();
    return new Signature(names, a.types(), a.params());
  }

  private static Set<String> initializerNames(GraphProto g) throws OnnxImportException {
    Set<String> init = new HashSet<>();
    for (TensorProto t : g.getInitializerList()) {
      if (!init.add(t.getName())) {
        throw new OnnxImportException("initializer '" + t.getName() + "' is given twice");
      }
    }
    for (var s : g.getSparseInitializerList()) {
      if (!init.add(s.getValues().getName())) {
        throw new OnnxImportException("initializer '" + s.getValues().getName() + "' is given twice");
      }
    }
    return init;
  }

  /**
   * Imports graph {@code g} into {@code block}, whose arguments are bound to {@code argNames};
   * returns the values of the graph's outputs (the caller adds the terminator).
   */
  List<Value> importGraph(GraphProto g, Block block, List<String> argNames) throws OnnxImportException {
    if (++depth > MAX_DEPTH) {
      throw new OnnxImportException("graphs nest deeper than " + MAX_DEPTH);
    }
    Scope outer = scope;
    scope = new Scope(outer);
    b.setInsertionPointToEnd(block);
    for (int i = 0; i < argNames.size(); i++) {
      define(argNames.get(i), block.getArgument(i));
    }
    initializerNames(g);
    for (TensorProto t : g.getInitializerList()) {
      Attribute value = tensors.elements(t);
      Operation c = ConstantOp.create(b, Location.UNKNOWN, value).getOperation();
      define(t.getName(), c.getResult(0));
    }
    for (var s : g.getSparseInitializerList()) {
      Operation c = ConstantOp.create(b, Location.UNKNOWN, tensors.elements(s)).getOperation();
      define(s.getValues().getName(), c.getResult(0));
    }
    for (ValueInfoProto v : g.getValueInfoList()) {
      scope.infos.put(v.getName(), v);
    }
    for (ValueInfoProto v : g.getOutputList()) {
      scope.infos.put(v.getName(), v);
    }
    for (NodeProto n : order(g.getNodeList())) {
      importNode(n);
    }
    List<Value> outs = new ArrayList<>();
    for (ValueInfoProto o : g.getOutputList()) {
      Value v = scope.lookup(o.getName());
      if (v == null) {
        throw new OnnxImportException("graph output '" + o.getName()
            + "' is not a graph input, an initializer or the output of a node");
      }
      outs.add(v);
    }
    scope = outer;
    depth--;
    return outs;
  }

  /** The declared type of graph output {@code o} merged with the type of its value. */
  Type outputType(ValueInfoProto o, Value v) throws OnnxImportException {
    if (!o.hasType()) {
      return v.getType();
    }
    Type declared = type(o.getType(), "graph output '" + o.getName() + "'").type();
    Type merged = merge(declared, v.getType());
    if (merged == null) {
      throw new OnnxImportException("graph output '" + o.getName() + "' is declared "
          + AsmUtil.typeStr(declared) + " but computed as " + AsmUtil.typeStr(v.getType()));
    }
    return merged;
  }

  private void define(String name, Value v) throws OnnxImportException {
    if (name.isEmpty()) {
      return;
    }
    if (scope.values.putIfAbsent(name, v) != null) {
      throw new OnnxImportException(node + ": value '" + name + "' is defined twice");
    }
  }

  /**
   * The nodes in an order where each comes after the nodes whose outputs it reads: as given when
   * the graph is sorted (ONNX requires it), else sorted; a cycle is an error.
   */
  /** The names node {@code n} reads: its inputs, and those its subgraphs read from enclosing graphs. */
  private static Set<String> uses(NodeProto n) {
    Set<String> r = new java.util.LinkedHashSet<>(n.getInputList());
    for (AttributeProto a : n.getAttributeList()) {
      if (a.hasG()) {
        outerReads(a.getG(), r);
      }
      for (GraphProto g : a.getGraphsList()) {
        outerReads(g, r);
      }
    }
    return r;
  }

  /** Adds to {@code r} the names graph {@code g} (its subgraphs included) reads but does not define. */
  private static void outerReads(GraphProto g, Set<String> r) {
    Set<String> defined = new HashSet<>();
    for (ValueInfoProto v : g.getInputList()) {
      defined.add(v.getName());
    }
    for (TensorProto t : g.getInitializerList()) {
      defined.add(t.getName());
    }
    for (var t : g.getSparseInitializerList()) {
      defined.add(t.getValues().getName());
    }
    for (NodeProto n : g.getNodeList()) {
      defined.addAll(n.getOutputList());
    }
    for (NodeProto n : g.getNodeList()) {
      for (String in : uses(n)) {
        if (!in.isEmpty() && !defined.contains(in)) {
          r.add(in);
        }
      }
    }
    for (ValueInfoProto o : g.getOutputList()) {
      if (!defined.contains(o.getName())) {
        r.add(o.getName());
      }
    }
  }

  private List<NodeProto> order(List<NodeProto> nodes) throws OnnxImportException {
    Map<String, Integer> producer = new HashMap<>();
    for (int i = 0; i < nodes.size(); i++) {
      for (String o : nodes.get(i).getOutputList()) {
        if (!o.isEmpty()) {
          producer.putIfAbsent(o, i);
        }
      }
    }
    boolean sorted = true;
    Set<String> done = new HashSet<>();
    for (NodeProto n : nodes) {
      for (String in : uses(n)) {
        if (producer.containsKey(in) && !done.contains(in)) {
          sorted = false;
        }
      }
      done.addAll(n.getOutputList());
    }
    if (sorted) {
      return nodes;
    }
    int[] pending = new int[nodes.size()];
    Map<Integer, List<Integer>> users = new HashMap<>();
    for (int i = 0; i < nodes.size(); i++) {
      Set<Integer> deps = new HashSet<>();
      for (String in : uses(nodes.get(i))) {
        Integer p = producer.get(in);
        if (p != null) {
          deps.add(p);
        }
      }
      pending[i] = deps.size();
      for (int p : deps) {
        users.computeIfAbsent(p, k -> new ArrayList<>()).add(i);
      }
    }
    ArrayDeque<Integer> ready = new ArrayDeque<>();
    for (int i = 0; i < nodes.size(); i++) {
      if (pending[i] == 0) {
        ready.add(i);
      }
    }
    List<NodeProto> r = new ArrayList<>();
    while (!ready.isEmpty()) {
      int i = ready.poll();
      r.add(nodes.get(i));
      for (int u : users.getOrDefault(i, List.of())) {
        if (--pending[u] == 0) {
          ready.add(u);
        }
      }
    }
    if (r.size() < nodes.size()) {
      for (int i = 0; i < nodes.size(); i++) {
        if (pending[i] > 0) {
          throw new OnnxImportException(describe(nodes.get(i), i)
              + ": the graph has a cycle through this node");
        }
      }
    }
    return r;
  }

  private static String describe(NodeProto n, int index) {
    String name = n.getName().isEmpty() ? "#" + index : "'" + n.getName() + "'";
    return "node " + name + " (" + (n.getDomain().isEmpty() ? "" : n.getDomain() + ".") + n.getOpType() + ")";
  }

  private int nodeIndex;

  /** The optimizers of ONNX's training domain, imported as onnx ops of their names. */
  private static final String TRAINING_DOMAIN = "ai.onnx.preview.training";
  private static final Set<String> TRAINING_OPS = Set.of("Adagrad", "Adam", "Momentum");

  private void importNode(NodeProto n) throws OnnxImportException {
    node = describe(n, nodeIndex++);
    String domain = n.getDomain().equals("ai.onnx") ? "" : n.getDomain();
    FunctionProto f = functions.get(domain + "\u0000" + n.getOpType());
    if (domain.equals(TRAINING_DOMAIN) && TRAINING_OPS.contains(n.getOpType()) && f == null) {
      buildNode(n, OnnxSchemas.get(n.getOpType()));
      return;
    }
    boolean known = domain.isEmpty() && OnnxSchemas.get(n.getOpType()) != null
        && !OnnxSchemas.get(n.getOpType()).history().isEmpty()
        && !TRAINING_OPS.contains(n.getOpType());
    if (!known) {
      if (f != null) {
        inline(n, f);
        return;
      }
      if (!domain.isEmpty()) {
        throw new OnnxImportException(node + ": unknown domain '" + domain + "'");
      }
      throw new OnnxImportException(node + ": unknown op '" + n.getOpType() + "'");
    }
    Long opset = opsets.get("");
    if (opset == null) {
      throw new OnnxImportException(node + ": the model imports no version of the default ONNX domain");
    }
    if (n.getOpType().equals("Scan") && opset < 9) {
      throw new OnnxImportException(node + ": Scan of opset 8 (batched, with sequence_lens) is not "
          + "supported; onnx-mlir imports Scan from opset 9 on");
    }
    String name = OnnxSchemas.opName(n.getOpType(), opset);
    if (name.equals("MaxPool") && n.getOutputCount() == 1) {
      name = "MaxPoolSingleOut";
    } else if (name.equals("BatchNormalization") && n.getOutputCount() == 1) {
      name = "BatchNormalizationInferenceMode";
    }
    buildNode(n, OnnxSchemas.get(name));
  }

  private void buildNode(NodeProto n, OnnxSchemas.Schema s) throws OnnxImportException {
    try {
      build(n, s);
    } catch (OnnxImportException ex) {
      if (ex.getMessage().startsWith("node ")) {
        throw ex;
      }
      throw ex.prefixed(node + ": ");
    }
  }

  private void build(NodeProto n, OnnxSchemas.Schema s) throws OnnxImportException {
    // Attributes, the graphs among them kept for regions.
    Map<String, Attribute> attrs = new LinkedHashMap<>();
    Map<String, GraphProto> graphs = new HashMap<>();
    for (AttributeProto a : n.getAttributeList()) {
      AttributeProto resolved = resolveRef(a);
      if (resolved == null) {
        continue;
      }
      if (resolved.getType() == AttributeProto.AttributeType.GRAPH) {
        graphs.put(a.getName(), resolved.getG());
        continue;
      }
      if (attrs.containsKey(a.getName())) {
        throw new OnnxImportException("attribute '" + a.getName() + "' is given twice");
      }
      OnnxSchemas.Attr spec = s.attr(a.getName());
      attrs.put(a.getName(), attribute(resolved, spec));
    }
    // Operands: absent optional ones as onnx.NoValue; some onnx-mlir fills in.
    List<Value> operands = new ArrayList<>();
    for (String in : n.getInputList()) {
      operands.add(in.isEmpty() ? null : input(in));
    }
    String op = s.onnxOp();
    if (op.equals("If") && takeKnownBranch(n, operands, graphs)) {
      return;
    }
    if (s.name().equals("Slice") && operands.size() == 1) {
      sliceAttributesAsInputs(operands, attrs);
    } else if (s.name().equals("Dropout")) {
      if (operands.size() < 2) {
        operands.add(constant(DenseElementsAttr.ofDoubles(RankedTensorType.get(new long[] {1}, FloatType.F32), 0.5)));
      }
      if (operands.size() < 3) {
        operands.add(constant(DenseElementsAttr.ofBools(RankedTensorType.get(new long[] {1}, IntegerType.get(1)), false)));
      }
      attrs.remove("ratio");
      attrs.remove("is_test");
    } else if (s.name().equals("PRelu") && opsets.get("") < 7 && operands.size() == 2) {
      preluChannelSlope(operands);
    } else if (s.name().equals("Pad") && operands.size() == 2 && operands.get(0) != null) {
      Type e = elem(operands.get(0).getType());
      if (e != null) {
        operands.add(constant(zero(e)));
      }
    }
    List<OnnxSchemas.Value> ins = s.inputs();
    boolean variadicIn = !ins.isEmpty() && ins.get(ins.size() - 1).variadic();
    int fixedIn = variadicIn ? ins.size() - 1 : ins.size();
    if (!variadicIn && operands.size() > ins.size()) {
      throw new OnnxImportException("has " + operands.size() + " inputs, " + s.name() + " takes at most "
          + ins.size());
    }
    for (int i = 0; i < fixedIn; i++) {
      if (i >= operands.size()) {
        operands.add(null);
      }
      if (operands.get(i) == null) {
        if (!ins.get(i).optional()) {
          throw new OnnxImportException("input #" + i + " ('" + ins.get(i).name() + "') is required");
        }
        operands.set(i, noValue());
      }
    }
    for (int i = fixedIn; i < operands.size(); i++) {
      if (operands.get(i) == null) {
        operands.set(i, noValue());
      }
    }
    checkTypeParameters(s, operands);
    // Results: the node's outputs, then none for the trailing optional ones.
    List<OnnxSchemas.Value> outs = s.outputs();
    boolean variadicOut = !outs.isEmpty() && outs.get(outs.size() - 1).variadic();
    int numResults = n.getOutputCount();
    if (!variadicOut) {
      if (numResults > outs.size()) {
        throw new OnnxImportException("has " + numResults + " outputs, " + s.name() + " gives at most "
            + outs.size());
      }
      numResults = outs.size();
    }
    // Attribute defaults as onnx-mlir's builders add them, and Cast's type.
    OpSpec spec = s.spec();
    OperationState st = new OperationState(nodeLocation(n), spec.name());
    st.addOperands(operands);
    for (var e : attrs.entrySet()) {
      st.addAttribute(e.getKey(), e.getValue());
    }
    OpCreation.addDefaults(spec, st);
    if (!n.getName().isEmpty()) {
      st.addAttribute("onnx_node_name", StringAttr.get(n.getName()));
    }
    Map<String, Attribute> all = new LinkedHashMap<>();
    for (var na : st.attributes.asList()) {
      all.put(na.name(), na.value());
    }
    Operation created;
    Facts[] inferred;
    try {
      // Regions for the subgraphs, before the result types (If and Loop take theirs from them).
      List<List<Facts>> yielded = new ArrayList<>();
      Map<Integer, Failed> failing = new LinkedHashMap<>();
      for (OnnxSchemas.Attr g : s.graphAttrs()) {
        GraphProto graph = graphs.remove(g.name());
        Region region = st.addRegion();
        if (graph == null) {
          if (g.required()) {
            throw new OnnxImportException("requires graph attribute '" + g.name() + "'");
          }
          continue;
        }
        // (An If here has a condition known only at run time: takeKnownBranch took the others.)
        yielded.add(op.equals("If") ? branch(graph, region, g.name(), yielded.size(), failing) : subgraph(graph, region));
      }
      if (!failing.isEmpty()) {
        failAtRunTime(n, st.regions, yielded, failing);
      }
      if (!graphs.isEmpty()) {
        throw new OnnxImportException("has graph attribute '" + graphs.keySet().iterator().next()
            + "', which " + s.name() + " does not take");
      }
      List<Facts> operandFacts = new ArrayList<>();
      for (Value v : operands) {
        operandFacts.add(facts.of(v));
      }
      try {
        inferred = OnnxInference.infer(s, operandFacts, new OnnxAttrs(s, all::get), numResults, yielded, unknown);
      } catch (ShapeError e) {
        throw OnnxImportException.ofShapes(e.getMessage());
      }
      for (int i = 0; i < numResults; i++) {
        String out = i < n.getOutputCount() ? n.getOutput(i) : "";
        st.addType(resultType(out, inferred[i] == null ? null : inferred[i].type(), s, operands, i));
      }
      created = b.create(st);
    } catch (OnnxImportException e) {
      // The regions' ops never joined an op: their uses of enclosing values go with them (an
      // If that fails at run time instead, FailingBranch, keeps importing the graph).
      st.regions.forEach(Region::dropAllReferences);
      throw e;
    }
    if (openRegions == 0) {
      // Inside a subgraph the op's block belongs to a region whose op is not built yet: the
      // verifier cannot walk up from there (dominance across the enclosing regions); the
      // outermost op verifies it all once built.
      OnnxImporter.verify(created, node);
    }
    for (int i = 0; i < numResults; i++) {
      Value r = created.getResult(i);
      Facts f = inferred[i] == null ? null : inferred[i].meet(r.getType(), d -> unknown.dim(0, d));
      facts.put(r, f != null ? f : Facts.ofType(r.getType(), d -> unknown.dim(0, d)));
    }
    for (int i = 0; i < n.getOutputCount(); i++) {
      define(n.getOutput(i), created.getResult(i));
    }
  }

  /**
   * The inputs typed by one type parameter of the schema are of one element type, as ONNX's
   * checker and onnxruntime require ({@code Type parameter (T) of Optype (Gemm) bound to different
   * types}); a lowering would otherwise mix them.
   */
  private static void checkTypeParameters(OnnxSchemas.Schema s, List<Value> operands) throws OnnxImportException {
    List<OnnxSchemas.Value> ins = s.inputs();
    Map<String, Integer> first = new HashMap<>();
    for (int i = 0; i < operands.size() && !ins.isEmpty(); i++) {
      OnnxSchemas.Value v = ins.get(Math.min(i, ins.size() - 1));
      if (!s.isTypeParameter(v) || !(operands.get(i).getType() instanceof TensorType t)) {
        continue;
      }
      Integer j = first.putIfAbsent(v.type(), i);
      if (j != null) {
        Type e = ((TensorType) operands.get(j).getType()).getElementType();
        if (!e.equals(t.getElementType())) {
          throw new OnnxImportException("type parameter " + v.type() + " is bound to " + shortName(e)
              + " by input #" + j + " and to " + shortName(t.getElementType()) + " by input #" + i);
        }
      }
    }
  }

  private static Location nodeLocation(NodeProto n) {
    return n.getName().isEmpty() ? Location.UNKNOWN : new Location.Name(n.getName(), Location.UNKNOWN);
  }

  /** The type of result {@code i} named {@code out}: the model's, checked against the inferred one. */
  private Type resultType(String out, Type inferred, OnnxSchemas.Schema s, List<Value> operands, int i)
      throws OnnxImportException {
    if (out.isEmpty()) {
      return NoneType.get();
    }
    ValueInfoProto info = scope.info(out);
    Type declared = null;
    if (info != null && info.hasType()
        && info.getType().getValueCase() != jopt.onnx.proto.TypeProto.ValueCase.VALUE_NOT_SET) {
      // (An empty type, as exporters write for a subgraph's outputs, declares nothing.)
      declared = type(info.getType(), "value '" + out + "'").type();
    }
    if (declared == null) {
      return inferred != null ? inferred : fallback(s, operands, i);
    }
    if (inferred == null) {
      return declared;
    }
    Type merged = merge(declared, inferred);
    if (merged == null) {
      if (elem(declared) != null && elem(inferred) != null && !elem(declared).equals(elem(inferred))) {
        return declared;
      }
      throw OnnxImportException.ofShapes("output '" + out + "' has type " + AsmUtil.typeStr(declared)
          + " in the model, but its inputs give " + AsmUtil.typeStr(inferred));
    }
    return merged;
  }

  /** The more precise of two tensor types that agree; null when their shapes disagree. */
  static Type merge(Type a, Type b) {
    if (a.equals(b)) {
      return a;
    }
    if (!(a instanceof TensorType ta) || !(b instanceof TensorType tb)) {
      return a;
    }
    if (!ta.getElementType().equals(tb.getElementType())) {
      return null;
    }
    if (!(a instanceof RankedTensorType ra)) {
      return b;
    }
    if (!(b instanceof RankedTensorType rb)) {
      return a;
    }
    if (ra.getRank() != rb.getRank()) {
      return null;
    }
    long[] d = new long[ra.getRank()];
    for (int i = 0; i < d.length; i++) {
      long x = ra.getDimSize(i);
      long y = rb.getDimSize(i);
      if (x != ShapedType.DYNAMIC && y != ShapedType.DYNAMIC && x != y) {
        return null;
      }
      d[i] = x == ShapedType.DYNAMIC ? y : x;
    }
    return RankedTensorType.get(d, ra.getElementType());
  }

  /** An unranked tensor of the element type the schema fixes, or of the first input's. */
  private static Type fallback(OnnxSchemas.Schema s, List<Value> operands, int i) {
    OnnxSchemas.Value out = s.outputs().get(Math.min(i, s.outputs().size() - 1));
    List<String> allowed = s.allowed(out);
    if (allowed.size() == 1 && allowed.get(0).equals("seq")) {
      return jopt.ir.type.DialectType.get("onnx", "Seq<tensor<*xf32>>");
    }
    if (allowed.size() == 1) {
      Type e = elementOfToken(allowed.get(0));
      if (e != null) {
        return UnrankedTensorType.get(e);
      }
    }
    for (Value v : operands) {
      // a tensor of a sequence (SequenceAt, ConcatFromSequence): of the sequence's element type
      Type e = v.getType() instanceof jopt.ir.type.DialectType d ? sequenceElement(d) : null;
      if (e != null) {
        return UnrankedTensorType.get(e);
      }
    }
    for (Value v : operands) {
      if (v.getType() instanceof TensorType t) {
        return UnrankedTensorType.get(t.getElementType());
      }
    }
    return UnrankedTensorType.get(FloatType.F32);
  }

  /** The element type of sequence type {@code !onnx.Seq<tensor<...xE>>}, or null. */
  private static Type sequenceElement(jopt.ir.type.DialectType d) {
    String body = d.getBody();
    if (!d.getDialectNamespace().equals("onnx") || !body.startsWith("Seq<tensor<") || !body.endsWith(">>")) {
      return null;
    }
    String shape = body.substring("Seq<tensor<".length(), body.length() - 2);
    return elementOfToken(shape.substring(shape.lastIndexOf('x') + 1));
  }

  private static Type elementOfToken(String token) {
    for (int dt = 1; dt <= 26; dt++) {
      Type t = ElementTypes.fromDataType(dt);
      if (t != null && shortName(t).equals(token)) {
        return t;
      }
    }
    return null;
  }

  private static String shortName(Type t) {
    if (t instanceof jopt.ir.type.ComplexType c) {
      return c.getElementType() == FloatType.F32 ? "c64" : "c128";
    }
    return t.equals(ElementTypes.STRING) ? "str" : AsmUtil.typeStr(t).replace("f4E2M1FN", "f4E2M1");
  }

  /** The element type of a tensor type, else null. */
  static Type elem(Type t) {
    return t instanceof TensorType tt ? tt.getElementType() : null;
  }

  /**
   * An If whose condition is known at import (a test of a rank or of a constant size, as
   * exporters write for inputs of either rank): the branch it takes imported in its place, its
   * outputs the If's. The other branch may not even be valid for these inputs (TorchScript's
   * {@code if x.dim() == 2: x = x.unsqueeze(0)}). False when the condition is not known.
   */
  private boolean takeKnownBranch(NodeProto n, List<Value> operands, Map<String, GraphProto> graphs)
      throws OnnxImportException {
    if (operands.isEmpty() || operands.get(0) == null) {
      return false;
    }
    jopt.dialects.onnx.Known cond = facts.of(operands.get(0)).value();
    if (cond == null || cond.size() != 1 || !cond.isConstant()) {
      return false;
    }
    GraphProto g = graphs.get(cond.l(0) != 0 ? "then_branch" : "else_branch");
    if (g == null || g.getInputCount() != 0 || g.getOutputCount() < n.getOutputCount()) {
      return false;
    }
    String saved = node;
    int savedIndex = nodeIndex;
    nodeIndex = 0;
    List<Value> outs = importGraph(g, b.getInsertionBlock(), List.of());
    node = saved;
    nodeIndex = savedIndex;
    for (int i = 0; i < n.getOutputCount(); i++) {
      if (!n.getOutput(i).isEmpty()) {
        define(n.getOutput(i), outs.get(i));
      }
    }
    return true;
  }

  /**
   * Imports branch {@code name} of an If whose condition is known only at run time, as
   * {@link #subgraph}; when it cannot run at the shapes its values have (a contradiction of
   * shapes, not a malformed model), leaves {@code region} empty, records why in {@code failing}
   * at {@code index} and returns null: the model may never take it (onnxruntime fails only if it
   * does).
   */
  private List<Facts> branch(GraphProto g, Region region, String name, int index, Map<Integer, Failed> failing)
      throws OnnxImportException {
    Builder.InsertPoint ip = b.saveInsertionPoint();
    Scope savedScope = scope;
    Map<String, Long> savedOpsets = opsets;
    int savedDepth = depth;
    String savedNode = node;
    int savedIndex = nodeIndex;
    try {
      return subgraph(g, region);
    } catch (OnnxImportException e) {
      if (!e.isOfShapes()) {
        throw e;
      }
      for (Block partial : List.copyOf(region.getBlocks())) {
        partial.erase();
      }
      scope = savedScope;
      opsets = savedOpsets;
      depth = savedDepth;
      node = savedNode;
      nodeIndex = savedIndex;
      b.restoreInsertionPoint(ip);
      failing.put(index, new Failed(name, e));
      return null;
    }
  }

  /**
   * Fills the regions of the If's branches in {@code failing} (their entries of {@code yielded}
   * null) with a failure at run time ({@link FailingBranch}) yielding the other branch's types;
   * when both fail, or the other's types are not ranked tensors, the first failure stands.
   */
  private void failAtRunTime(NodeProto n, List<Region> regions, List<List<Facts>> yielded,
      Map<Integer, Failed> failing) throws OnnxImportException {
    OnnxImportException first = failing.values().iterator().next().why();
    List<Type> types = null;
    for (List<Facts> y : yielded) {
      if (y != null) {
        types = y.stream().map(Facts::type).toList();
      }
    }
    if (types == null || !FailingBranch.canYield(types)) {
      throw first;
    }
    for (var e : failing.entrySet()) {
      Failed f = e.getValue();
      List<Value> zeros = FailingBranch.build(b, nodeLocation(n), regions.get(e.getKey()), node + ": its "
          + f.branch() + " cannot run at these shapes, and fails if taken: " + f.why().getMessage(), types);
      yielded.set(e.getKey(), zeros.stream().map(facts::of).toList());
    }
  }

  /** An If branch that cannot run at the shapes its values have, and why. */
  private record Failed(String branch, OnnxImportException why) {}

  /** Imports subgraph {@code g} as the single block of {@code region}; returns the yielded values' facts. */
  private List<Facts> subgraph(GraphProto g, Region region) throws OnnxImportException {
    Builder.InsertPoint ip = b.saveInsertionPoint();
    String saved = node;
    int savedIndex = nodeIndex;
    Block block = region.emplaceBlock();
    List<String> names = new ArrayList<>();
    for (ValueInfoProto in : g.getInputList()) {
      Type t = in.hasType() ? type(in.getType(), "subgraph input '" + in.getName() + "'").type()
          : UnrankedTensorType.get(FloatType.F32);
      block.addArgument(t, Location.UNKNOWN);
      names.add(in.getName());
    }
    nodeIndex = 0;
    openRegions++;
    List<Value> outs;
    try {
      outs = importGraph(g, block, names);
    } finally {
      openRegions--;
    }
    b.setInsertionPointToEnd(block);
    YieldOp.create(b, Location.UNKNOWN, outs);
    b.restoreInsertionPoint(ip);
    node = saved;
    nodeIndex = savedIndex;
    List<Facts> yielded = new ArrayList<>();
    for (Value v : outs) {
      yielded.add(facts.of(v));
    }
    return yielded;
  }

  private Value input(String name) throws OnnxImportException {
    Value v = scope.lookup(name);
    if (v == null) {
      throw new OnnxImportException("input '" + name
          + "' is not a graph input, an initializer or the output of a node");
    }
    return v;
  }

  private Value noValue() {
    return NoValueOp.create(b, Location.UNKNOWN).getOperation().getResult(0);
  }

  private Value constant(Attribute value) {
    return ConstantOp.create(b, Location.UNKNOWN, value).getOperation().getResult(0);
  }

  private static DenseElementsAttr zero(Type e) {
    return Tensors.zeros(RankedTensorType.get(new long[] {1}, e));
  }

  /**
   * PRelu before opset 7 reads a 1-D slope of the channel count along dim 1 (as ONNX's
   * version converter and onnxruntime do), not broadcast from the end: a constant slope gets
   * the shape {@code [C, 1, ..., 1]}.
   */
  private void preluChannelSlope(List<Value> operands) {
    Value x = operands.get(0);
    Value slope = operands.get(1);
    if (x == null || slope == null || !(x.getType() instanceof RankedTensorType xt)
        || !(slope.getType() instanceof RankedTensorType st) || xt.getRank() < 3
        || st.getRank() != 1 || st.getDimSize(0) == 1 || st.getDimSize(0) != xt.getDimSize(1)
        || slope.getDefiningOp() == null || !slope.getDefiningOp().getName().equals("onnx.Constant")
        || !(slope.getDefiningOp().getAttr("value") instanceof DenseElementsAttr d)) {
      return;
    }
    long[] shape = new long[xt.getRank() - 1];
    java.util.Arrays.fill(shape, 1);
    shape[0] = st.getDimSize(0);
    operands.set(1, constant(d.reshape(RankedTensorType.get(shape, st.getElementType()))));
  }

  /** Slice before opset 10: starts, ends and axes are attributes; onnx-mlir makes them inputs. */
  private void sliceAttributesAsInputs(List<Value> operands, Map<String, Attribute> attrs) {
    String[] names = {"starts", "ends", "axes"};
    for (String name : names) {
      Attribute a = attrs.remove(name);
      if (a instanceof ArrayAttr arr) {
        long[] v = new long[arr.size()];
        for (int i = 0; i < v.length; i++) {
          v[i] = arr.get(i) instanceof IntegerAttr ia ? ia.getValue() : 0;
        }
        operands.add(constant(DenseElementsAttr.ofLongs(
            RankedTensorType.get(new long[] {v.length}, IntegerType.get(64)), v)));
      } else {
        operands.add(null);
      }
    }
  }

  /** Inside a function body, an attribute referring to the call's attribute takes its value. */
  private AttributeProto resolveRef(AttributeProto a) throws OnnxImportException {
    if (a.getRefAttrName().isEmpty()) {
      return a;
    }
    Map<String, AttributeProto> callAttrs = null;
    for (Scope s = scope; s != null && callAttrs == null; s = s.parent) {
      callAttrs = s.attrs;
    }
    if (callAttrs == null) {
      throw new OnnxImportException("attribute '" + a.getName() + "' refers to '" + a.getRefAttrName()
          + "' outside a function");
    }
    AttributeProto v = callAttrs.get(a.getRefAttrName());
    return v == null ? null : v.toBuilder().setName(a.getName()).build();
  }

  /** An ONNX attribute as onnx-mlir imports it. */
  private Attribute attribute(AttributeProto a, OnnxSchemas.Attr spec) throws OnnxImportException {
    String what = "attribute '" + a.getName() + "'";
    switch (a.getType()) {
      case FLOAT:
        return FloatAttr.getF32(a.getF());
      case INT:
        if (spec != null && spec.kind().equals("tp")) {
          Type t = ElementTypes.fromDataType(a.getI());
          if (t == null) {
            throw new OnnxImportException(what + " names unknown data type " + a.getI());
          }
          return TypeAttr.get(t);
        }
        return OnnxSpecs.si64(a.getI());
      case STRING:
        return StringAttr.get(a.getS().toString(StandardCharsets.UTF_8));
      case FLOATS: {
        List<Attribute> r = new ArrayList<>();
        for (float f : a.getFloatsList()) {
          r.add(FloatAttr.getF32(f));
        }
        return ArrayAttr.get(r);
      }
      case INTS: {
        List<Attribute> r = new ArrayList<>();
        for (long i : a.getIntsList()) {
          r.add(IntegerAttr.getI64(i));
        }
        return ArrayAttr.get(r);
      }
      case STRINGS: {
        List<Attribute> r = new ArrayList<>();
        for (var s : a.getStringsList()) {
          r.add(StringAttr.get(s.toString(StandardCharsets.UTF_8)));
        }
        return ArrayAttr.get(r);
      }
      case TENSOR:
        return tensors.elements(a.getT());
      case SPARSE_TENSOR:
        return tensors.elements(a.getSparseTensor());
      case TYPE_PROTO:
        return TypeAttr.get(type(a.getTp(), what).type());
      case TENSORS: {
        List<Attribute> r = new ArrayList<>();
        for (TensorProto t : a.getTensorsList()) {
          r.add(tensors.elements(t));
        }
        return ArrayAttr.get(r);
      }
      case TYPE_PROTOS: {
        List<Attribute> r = new ArrayList<>();
        for (var t : a.getTypeProtosList()) {
          r.add(TypeAttr.get(type(t, what).type()));
        }
        return ArrayAttr.get(r);
      }
      default:
        throw new OnnxImportException(what + " has " + (a.getType() == AttributeProto.AttributeType.UNDEFINED
            ? "no type" : "type " + a.getType() + ", which is not supported"));
    }
  }

  /**
   * A node calling a model-local function: the function's nodes in its place, its inputs bound
   * to the node's (absent trailing ones to {@code onnx.NoValue}), its attributes to the node's or
   * their defaults, under the function's opsets.
   */
  private void inline(NodeProto n, FunctionProto f) throws OnnxImportException {
    if (++depth > MAX_DEPTH) {
      throw new OnnxImportException(node + ": functions call each other deeper than " + MAX_DEPTH);
    }
    String callNode = node;
    List<Value> args = new ArrayList<>();
    for (String in : n.getInputList()) {
      args.add(in.isEmpty() ? noValue() : input(in));
    }
    if (args.size() > f.getInputCount()) {
      throw new OnnxImportException(node + ": has " + args.size() + " inputs, function '" + f.getName()
          + "' takes " + f.getInputCount());
    }
    if (n.getOutputCount() > f.getOutputCount()) {
      throw new OnnxImportException(node + ": has " + n.getOutputCount() + " outputs, function '"
          + f.getName() + "' gives " + f.getOutputCount());
    }
    Map<String, AttributeProto> attrs = new HashMap<>();
    for (AttributeProto a : f.getAttributeProtoList()) {
      attrs.put(a.getName(), a);
    }
    for (AttributeProto a : n.getAttributeList()) {
      attrs.put(a.getName(), resolveRef(a));
    }
    attrs.values().removeIf(java.util.Objects::isNull);
    Map<String, Long> callerOpsets = opsets;
    Scope outer = scope;
    scope = new Scope(null);
    scope.attrs = attrs;
    opsets = opsetMap(f.getOpsetImportList(), callerOpsets);
    for (int i = 0; i < f.getInputCount(); i++) {
      define(f.getInput(i), i < args.size() ? args.get(i) : noValue());
    }
    for (ValueInfoProto v : f.getValueInfoList()) {
      scope.infos.put(v.getName(), v);
    }
    int savedIndex = nodeIndex;
    nodeIndex = 0;
    for (NodeProto inner : order(f.getNodeList())) {
      importNode(inner);
    }
    nodeIndex = savedIndex;
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < n.getOutputCount(); i++) {
      Value v = scope.lookup(f.getOutput(i));
      if (v == null && !n.getOutput(i).isEmpty()) {
        throw new OnnxImportException(callNode + ": function '" + f.getName() + "' does not compute its output '"
            + f.getOutput(i) + "'");
      }
      results.add(v);
    }
    scope = outer;
    opsets = callerOpsets;
    node = callNode;
    for (int i = 0; i < results.size(); i++) {
      if (results.get(i) != null) {
        define(n.getOutput(i), results.get(i));
      }
    }
    depth--;
  }

  /** The opsets of a model or function: "" for the default domain (also spelled ai.onnx). */
  static Map<String, Long> opsetMap(List<OperatorSetIdProto> imports, Map<String, Long> inherited) {
    Map<String, Long> r = new HashMap<>();
    for (OperatorSetIdProto o : imports) {
      r.put(o.getDomain().equals("ai.onnx") ? "" : o.getDomain(), o.getVersion());
    }
    if (inherited != null) {
      inherited.forEach(r::putIfAbsent);
    }
    return r;
  }
}
