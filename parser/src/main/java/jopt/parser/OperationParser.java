package jopt.parser;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Diagnostic;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.PropertyConversion;
import jopt.ir.attr.NamedAttribute;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

/**
 * Operations in their generic and custom forms ({@link CustomOpParser}), their results and
 * operands (SSA names resolved by {@link SsaScopes}), regions and blocks. MLIR's OperationParser.
 */
abstract class OperationParser extends DialectSymbolParser {
  /** An op being parsed: its result names, state and, once created, the op. */
  static final class OpStart {
    List<ResultGroup> results;
    SourceLoc startLoc;
    OperationState state;
    OpDefinition def;
    final List<UnresolvedOperand> operands = new ArrayList<>();
    SourceLoc typeLoc;
    Operation op;
    /** The op name's location (generic form), where property errors point. */
    SourceLoc nameLoc;
    /** The {@code <{...}>} properties of a registered op, converted once the op is parsed. */
    NamedAttrList properties;
    /** Properties a registered op cannot take, reported once the op is parsed (as MLIR does). */
    String pendingPropertiesError;
  }

  /** {@code %name} or {@code %name:count} on the left of an op. */
  record ResultGroup(String name, int count, SourceLoc loc) {}

  static final class RegionScope {
    final Region region;
    final Block savedInsertBlock;
    final HashMap<String, BlockRef> blocks = new HashMap<>();
    final boolean hasArgs;
    final boolean shadow;

    RegionScope(Region region, Block saved, boolean hasArgs, boolean shadow) {
      this.region = region;
      this.savedInsertBlock = saved;
      this.hasArgs = hasArgs;
      this.shadow = shadow;
    }
  }

  private static final class BlockRef {
    final Block block = new Block();
    SourceLoc firstUse;
    boolean defined;
  }

  final ArrayDeque<RegionScope> regions = new ArrayDeque<>();
  final ArrayDeque<String> defaultDialects = new ArrayDeque<>();

  /** The default dialect of the op whose custom form is being parsed (MLIR's defaultDialectStack). */
  String defaultDialect() {
    String d = defaultDialects.peek();
    return d == null ? "" : d;
  }

  /** Attribute dictionaries of the ops parsed so far: equal ones are shared (immutable values). */
  private final HashMap<jopt.ir.attr.DictionaryAttr, jopt.ir.attr.DictionaryAttr> dictionaries =
      new HashMap<>();
  Block insertBlock;

  protected OperationParser(TokenStream input) {
    super(input);
  }

  // ---- operations

  OpStart beginOperation() {
    OpStart s = new OpStart();
    s.startLoc = currentLoc();
    return s;
  }

  ResultGroup resultGroup(Token name, Token count) {
    int n = 1;
    if (count != null) {
      long v = parseLong(count, false);
      if (v < 1) {
        throw error(count, "expected named operation to have at least 1 result");
      }
      n = (int) v;
    }
    return new ResultGroup(name.getText(), n, locOf(name));
  }

  void beginGenericOperation(OpStart s, Token nameTok) {
    String name = intern(stringValue(nameTok));
    if (name.isEmpty()) {
      throw error(nameTok, "empty operation name is invalid");
    }
    OpDefinition def = ctx.lookupOp(name);
    if (def == null && !ctx.allowsUnregisteredDialects()) {
      int dot = name.indexOf('.');
      if (dot < 0 || ctx.getDialect(name.substring(0, dot)) == null) {
        // mlir-opt's wording names its flag; a library user is told the call instead.
        throw error(currentLoc(), "operation being parsed with an unregistered dialect. If this is intended, "
            + (ctx.hasCommandLineHints()
                ? "please use -allow-unregistered-dialect with the MLIR tool used"
                : "please call allowUnregisteredDialects(true) on the MLIRContext"));
      }
    }
    s.def = def;
    s.nameLoc = locOf(nameTok);
    s.state = new OperationState(fileLoc(s.nameLoc), name);
  }

  void setProperties(OpStart s, Attribute propsAttr) {
    if (!(propsAttr instanceof jopt.ir.attr.DictionaryAttr dict)) {
      if (s.def == null) {
        s.state.properties = propsAttr;
        return;
      }
      s.pendingPropertiesError = "invalid properties " + AttrTypePrinter.print(propsAttr) + " for op "
          + s.state.name + ": " + (s.def.inherentAttributeNames().isEmpty()
              ? "this operation does not support properties" : "expected DictionaryAttr to set properties");
      return;
    }
    if (s.def != null && s.def.getSpec() != null && s.def.inherentAttributeNames().isEmpty()) {
      // An op whose attributes are all discardable (a dialect without properties) has none.
      s.pendingPropertiesError = "invalid properties " + AttrTypePrinter.print(propsAttr) + " for op "
          + s.state.name + ": this operation does not support properties";
      return;
    }
    NamedAttrList props = new NamedAttrList();
    for (NamedAttribute na : dict) {
      props.set(na.name(), na.value());
    }
    if (s.def != null && s.def.getSpec() != null) {
      s.properties = props;
    } else if (s.def != null) {
      for (NamedAttribute na : props.asList()) {
        s.state.attributes.set(na.name(), na.value());
      }
    } else {
      s.state.properties = props.toDictionary();
    }
  }

  void addAttributes(OpStart s, NamedAttrList attrs) {
    for (NamedAttribute na : attrs.asList()) {
      s.state.attributes.set(na.name(), na.value());
    }
  }

  void finishGenericOperation(OpStart s, Type t) {
    List<Type> inputs = factory.functionInputs(t);
    List<Type> outputs = factory.functionResults(t);
    if (inputs == null) {
      throw error(s.typeLoc, "expected function type");
    }
    if (inputs.size() != s.operands.size()) {
      // MLIR writes the plural's 's' as a char, and a NUL for one operand: byte for byte as mlir-opt.
      throw error(s.typeLoc, "expected " + s.operands.size() + " operand type" + (s.operands.size() == 1 ? "\0" : "s")
          + " but had " + inputs.size());
    }
    for (int i = 0; i < inputs.size(); i++) {
      UnresolvedOperand u = s.operands.get(i);
      s.state.addOperand(resolveOperand(u, inputs.get(i)));
    }
    s.state.addTypes(outputs);
    if (s.pendingPropertiesError != null) {
      throw error(s.nameLoc, s.pendingPropertiesError);
    }
    if (s.def != null && s.def.getSpec() != null) {
      PropertyConversion.apply(s.def.getSpec(), s.state.attributes, s.properties,
          message -> error(s.nameLoc, message));
    }
    if (s.def != null) {
      s.def.populateDefaultAttrs(s.state.attributes);
    }
    s.op = createOperation(s.state);
  }

  /** Creates the op of {@code state}, sharing its attribute dictionary with equal earlier ones. */
  private Operation createOperation(OperationState state) {
    ctx.checkCancelled(); // a cancelled run (a jopt server request) stops within an op
    Operation op = Operation.create(ctx, state);
    jopt.ir.attr.DictionaryAttr dict = op.getAttrDictionary();
    if (!dict.isEmpty()) {
      jopt.ir.attr.DictionaryAttr shared = dictionaries.putIfAbsent(dict, dict);
      if (shared != null) {
        op.setAttrDictionary(shared);
      }
    }
    return op;
  }

  void parseCustomOperation(OpStart s, Token nameTok) {
    String name = nameTok.getText();
    OpDefinition def = ctx.lookupOp(name);
    String tried = name;
    if (def == null && name.indexOf('.') < 0) {
      tried = defaultDialects.peek() + "." + name;
      def = ctx.lookupOp(tried);
    }
    if (def == null) {
      String ns = tried.substring(0, Math.max(0, tried.indexOf('.')));
      String also = tried.equals(name) ? "" : " (tried '" + tried + "' as well)";
      Dialect d = ctx.getDialect(ns);
      if (d == null) {
        StringBuilder names = new StringBuilder();
        for (Dialect dd : ctx.getDialects()) {
          names.append(names.length() == 0 ? "" : ", ").append(dd.getNamespace());
        }
        emitError(locOf(nameTok), "Dialect `" + ns + "' not found for custom op '" + name + "' " + also)
            .attachNote(fileLoc(locOf(nameTok)), "Available dialects: " + names + " ; for more info on dialect "
                + "registration see https://mlir.llvm.org/getting_started/Faq/"
                + "#registered-loaded-dependent-whats-up-with-dialects-management");
        throw new ParseException();
      }
      throw error(nameTok, "custom op '" + name + "' is unknown" + also);
    }
    SourceLoc nameLoc = locOf(nameTok);
    s.def = def;
    s.state = new OperationState(fileLoc(nameLoc), def.getName());
    defaultDialects.push(def.getDefaultDialect());
    try {
      def.parse(new CustomOpParser(this, s, nameLoc), s.state);
    } finally {
        defaultDialects.pop();
    }
    // MLIR's order: the defaults are added to the parsed dictionary, then creating the op drops
    // an inherent attribute of another storage kind, so that its property stays unset
    // ({nan_mode = "IGNORE"} in tosa.clamp's custom form leaves no nan_mode at all).
    def.populateDefaultAttrs(s.state.attributes);
    def.dropInherentAttrsOfOtherKinds(s.state.attributes);
    s.op = createOperation(s.state);
  }

  void setOpLocation(OpStart s, Location loc) {
    s.op.setLoc(loc);
  }

  void endOperation(OpStart s) {
    Operation op = s.op;
    ensureBlock().push_back(op);
    if (s.results == null) {
      return;
    }
    if (regions.size() == 1 && chunk) {
      throw new ChunkUnsupported("named top-level results");
    }
    List<ResultGroup> groups = s.results;
    int total = 0;
    for (int k = 0; k < groups.size(); k++) {
      total += groups.get(k).count();
    }
    if (op.getNumResults() == 0) {
      throw error(s.startLoc, "cannot name an operation with no results");
    }
    if (total != op.getNumResults()) {
      throw error(s.startLoc, "operation defines " + op.getNumResults() + " results but was provided "
          + total + " to bind");
    }
    int next = 0;
    for (int k = 0; k < groups.size(); k++) {
      ResultGroup g = groups.get(k);
      for (int i = 0; i < g.count(); i++) {
        ssa.define(g.name(), i, op.getResult(next++), g.loc(), false);
      }
    }
  }

  UnresolvedOperand unresolvedOperand(Token name, Token hash) {
    int number = 0;
    if (hash != null) {
      number = resultNumber(hash);
    }
    return new UnresolvedOperand(name.getText(), number, locOf(name));
  }

  int resultNumber(Token hash) {
    String t = hash.getText();
    for (int i = 1; i < t.length(); i++) {
      if (!Character.isDigit(t.charAt(i))) {
        throw error(hash, "invalid SSA value result number");
      }
    }
    try {
      return Integer.parseInt(t.substring(1));
    } catch (NumberFormatException e) {
      throw error(hash, "invalid SSA value result number");
    }
  }

  Value resolveOperand(UnresolvedOperand u, Type type) {
    return ssa.resolve(u.name(), u.number(), u.loc(), type);
  }

  // ---- regions and blocks

  Block ensureBlock() {
    if (insertBlock == null) {
      RegionScope rs = regions.peek();
      insertBlock = rs.region.emplaceBlock();
    }
    return insertBlock;
  }

  void beginRegion(Region r, List<Argument> args, boolean shadow) {
    // As in MLIR, only a region parsed with name shadowing starts an isolated name scope;
    // uses of outer values in other isolated ops are left to the verifier.
    ssa.push(shadow);
    if (!r.isEmpty()) {
      throw error(currentLoc(), "region is already parsed");
    }
    if (!args.isEmpty() && _input.LA(1) == MlirLexer.CARET_ID) {
      throw error(currentLoc(), "invalid block name in region with named arguments");
    }
    RegionScope rs = new RegionScope(r, insertBlock, !args.isEmpty(), shadow);
    regions.push(rs);
    insertBlock = null;
    if (!args.isEmpty()) {
      Block entry = ensureBlock();
      Location unnamed = null;
      for (Argument a : args) {
        if (a.ssaName() == null) {
          // An argument the op's syntax left unnamed: MLIR defines the empty name for it, so a
          // second one is already in use (its locations are unset there; the arguments' here).
          Location loc = a.loc() != null ? a.loc() : fileLoc(currentLoc());
          if (unnamed != null) {
            Diagnostic d = new Diagnostic(Diagnostic.Severity.ERROR, loc,
                "region entry argument '' is already in use");
            ctx.getDiagEngine().emit(d);
            d.attachNote(unnamed, "previously referenced here");
            throw new ParseException();
          }
          unnamed = loc;
          entry.addArgument(a.type(), loc);
          continue;
        }
        SourceLoc prior = ssa.referenceLoc(a.ssaName().name(), a.ssaName().number());
        if (prior != null) {
          emitError(a.ssaName().loc(), "region entry argument '" + a.ssaName().name() + "' is already in use")
              .attachNote(fileLoc(prior), "previously referenced here");
          throw new ParseException();
        }
        Location loc = a.loc() != null ? a.loc() : fileLoc(a.ssaName().loc());
        BlockArgument ba = entry.addArgument(a.type(), loc);
        ssa.define(a.ssaName().name(), a.ssaName().number(), ba, a.ssaName().loc(), shadow);
      }
    }
  }

  void endRegion() {
    RegionScope rs = regions.pop();
    finish(rs);
    ssa.pop();
    insertBlock = rs.savedInsertBlock;
  }

  /** Reports every block of {@code rs} referenced but never defined, in source order. */
  void finish(RegionScope rs) {
    List<SourceLoc> undefined = new ArrayList<>();
    for (BlockRef b : rs.blocks.values()) {
      if (!b.defined) {
        undefined.add(b.firstUse);
      }
    }
    if (undefined.isEmpty()) {
      return;
    }
    undefined.sort(java.util.Comparator.comparingInt(SourceLoc::line).thenComparingInt(SourceLoc::column));
    for (SourceLoc l : undefined) {
      emitError(l, "reference to an undefined block");
    }
    throw new ParseException();
  }

  Block defineBlock(Token label) {
    RegionScope rs = regions.peek();
    String name = label.getText();
    BlockRef ref = rs.blocks.get(name);
    if (ref == null) {
      ref = new BlockRef();
      rs.blocks.put(name, ref);
    } else if (ref.defined) {
      throw error(label, "redefinition of block '" + name + "'");
    }
    ref.defined = true;
    rs.region.push_back(ref.block);
    insertBlock = ref.block;
    return ref.block;
  }

  Block blockReference(Token label) {
    RegionScope rs = regions.peek();
    String name = label.getText();
    BlockRef ref = rs.blocks.get(name);
    if (ref == null) {
      ref = new BlockRef();
      ref.firstUse = locOf(label);
      rs.blocks.put(name, ref);
    }
    return ref.block;
  }

  void addBlockArgument(Block b, Token name, Type type, Location loc) {
    SourceLoc sl = locOf(name);
    BlockArgument a = b.addArgument(type, loc != null ? loc : fileLoc(sl));
    ssa.define(name.getText(), 0, a, sl, false);
  }
}
