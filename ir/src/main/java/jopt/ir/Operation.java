package jopt.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.support.ArrayView;

/**
 * A generic operation: name, operands, results, attributes, successors, regions and a location.
 * Registered ops carry their {@link OpDefinition}, whose traits and interfaces are Java
 * interfaces the definition implements ({@code op.getDef() instanceof IsTerminator}).
 */
public final class Operation {
  private final MLIRContext ctx;
  private final String name;
  private final OpDefinition def;
  /**
   * The location; for a file position (every parsed op has one) only its file name, with the
   * line and column in {@link #locLine} and {@link #locColumn}: a module of a million ops then
   * holds a million fewer objects for the collector to copy. {@link #getLoc} makes the value.
   */
  private Object loc;
  private int locLine;
  private int locColumn;
  private static final OpOperand[] NO_OPERANDS = {};
  private static final Block[] NO_SUCCESSORS = {};
  private static final Region[] NO_REGIONS = {};

  // Arrays, shared when empty: most ops have few operands and no successors or regions.
  private OpOperand[] operands;
  /** The op's one result, or the first of several, or null without results. */
  private final OpResult firstResult;
  /**
   * All results when there are two or more, else null: most ops have one, and a module of a
   * million ops then holds no million one-element arrays.
   */
  private final OpResult[] allResults;
  private DictionaryAttr attributes;
  private Attribute properties;
  private Block[] successors;
  private final Region[] regions;

  Block block;
  Operation prev;
  Operation next;
  int orderIndex;
  /** The epoch of the {@link OperationMarks} that marked this op last. */
  int markEpoch;
  /** Set by {@link #erase}. */
  private boolean erased;
  /**
   * The epoch of the {@link OperationWorklist} holding this op (0 when none), and where (in its
   * encoding): the core keeps which list holds it, not the list.
   */
  int worklistEpoch;
  int worklistSlot;
  /** Whether that worklist holds every ancestor below its scope as well (a cache). */
  boolean ancestorsQueued;

  private Operation(MLIRContext ctx, String name, OpDefinition def, Location loc, List<Type> resultTypes,
      DictionaryAttr attributes, Attribute properties, List<Block> successors, int numRegions) {
    this.ctx = ctx;
    this.name = name;
    this.def = def;
    setLoc(loc);
    this.operands = NO_OPERANDS;
    int numResults = resultTypes.size();
    if (numResults < 2) {
      this.firstResult = numResults == 0 ? null : new OpResult(this, 0, resultTypes.get(0));
      this.allResults = null;
    } else {
      this.allResults = new OpResult[numResults];
      for (int i = 0; i < numResults; i++) {
        allResults[i] = new OpResult(this, i, resultTypes.get(i));
      }
      this.firstResult = allResults[0];
    }
    this.attributes = attributes;
    this.properties = properties;
    this.successors = successors.isEmpty() ? NO_SUCCESSORS : successors.toArray(NO_SUCCESSORS);
    this.regions = numRegions == 0 ? NO_REGIONS : new Region[numRegions];
  }

  /** Creates a detached operation from {@code state}; regions in the state are moved in. */
  public static Operation create(MLIRContext ctx, OperationState state) {
    OpDefinition def = ctx.lookupOp(state.name);
    Operation op = new Operation(ctx, state.name, def, state.location, state.types,
        state.attributes.toDictionary(), state.properties, state.successors, state.regions.size());
    int numOperands = state.operands.size();
    if (numOperands != 0) {
      OpOperand[] ops = new OpOperand[numOperands];
      for (int i = 0; i < numOperands; i++) {
        ops[i] = new OpOperand(op, i, state.operands.get(i));
      }
      op.operands = ops;
    }
    for (int i = 0; i < state.regions.size(); i++) {
      Region r = state.regions.get(i);
      r.setParent(op);
      op.regions[i] = r;
    }
    return op;
  }

  public String getName() {
    return name;
  }

  /** The dialect prefix of the name ("memref" for "memref.alloc"), or "" when there is none. */
  public String getDialectNamespace() {
    int dot = name.indexOf('.');
    return dot < 0 ? "" : name.substring(0, dot);
  }

  /** The op's definition, or null for an unregistered op. */
  public OpDefinition getDef() {
    return def;
  }

  public boolean isRegistered() {
    return def != null;
  }

  /** True when the op is registered and its definition implements {@code trait}. */
  public boolean hasTrait(Class<?> trait) {
    return def != null && trait.isInstance(def);
  }

  /** The op's definition viewed as {@code iface}, or null when it does not implement it. */
  public <T> T getInterface(Class<T> iface) {
    return def != null && iface.isInstance(def) ? iface.cast(def) : null;
  }

  /** The location; equal to the one set, though not always the same object. */
  public Location getLoc() {
    return loc instanceof String file ? new Location.FileLineCol(file, locLine, locColumn) : (Location) loc;
  }

  public void setLoc(Location loc) {
    if (loc instanceof Location.FileLineCol f && f.file() != null && f.endLine() == f.line()
        && f.endColumn() == f.column()) {
      this.loc = f.file();
      this.locLine = f.line();
      this.locColumn = f.column();
    } else {
      this.loc = loc;
    }
  }

  // ---- operands

  public int getNumOperands() {
    return operands.length;
  }

  public Value getOperand(int i) {
    return operands[i].get();
  }

  public void setOperand(int i, Value v) {
    operands[i].set(v);
  }

  /** The operands; a view that does not follow later insertions or erasures of operands. */
  public List<OpOperand> getOpOperands() {
    return operands.length == 0 ? List.of() : new ArrayView<>(operands);
  }

  public OpOperand getOpOperand(int i) {
    return operands[i];
  }

  /** A snapshot of the operand values. */
  public List<Value> getOperands() {
    List<Value> r = new ArrayList<>(operands.length);
    for (OpOperand o : operands) {
      r.add(o.get());
    }
    return r;
  }

  /** Operand values {@code [from, to)}. */
  public List<Value> getOperands(int from, int to) {
    List<Value> r = new ArrayList<>(to - from);
    for (int i = from; i < to; i++) {
      r.add(operands[i].get());
    }
    return r;
  }

  public List<Type> getOperandTypes() {
    List<Type> r = new ArrayList<>(operands.length);
    for (OpOperand o : operands) {
      r.add(o.get().getType());
    }
    return r;
  }

  public void setOperands(List<? extends Value> values) {
    for (OpOperand o : operands) {
      o.drop();
    }
    int n = values.size();
    OpOperand[] ops = n == 0 ? NO_OPERANDS : new OpOperand[n];
    for (int i = 0; i < n; i++) {
      ops[i] = new OpOperand(this, i, values.get(i));
    }
    operands = ops;
  }

  /**
   * MLIR's Operation::setOperands(start, length, values): replaces the {@code length} operands
   * from {@code start} with {@code values}, as MLIR's operand storage does it: surplus operands
   * are erased (the others keep their places in use lists), missing ones inserted, and then
   * every operand of the range is assigned ({@link OpOperand#assign}), in order.
   */
  public void setOperands(int start, int length, List<? extends Value> values) {
    int n = values.size();
    if (n < length) {
      for (int k = length - 1; k >= n; k--) {
        eraseOperand(start + k);
      }
    } else if (n > length) {
      OpOperand[] ops = new OpOperand[operands.length + n - length];
      System.arraycopy(operands, 0, ops, 0, start + length);
      System.arraycopy(operands, start + length, ops, start + n, operands.length - start - length);
      for (int i = length; i < n; i++) {
        ops[start + i] = new OpOperand(this, start + i, null);
      }
      operands = ops;
      renumberOperands(start + length);
    }
    for (int i = 0; i < n; i++) {
      operands[start + i].assign(values.get(i));
    }
  }

  public void insertOperands(int index, List<? extends Value> values) {
    int n = values.size();
    if (index < 0 || index > operands.length) {
      throw new IndexOutOfBoundsException("operand index " + index + " of " + operands.length);
    }
    if (n == 0) {
      return;
    }
    OpOperand[] ops = new OpOperand[operands.length + n];
    System.arraycopy(operands, 0, ops, 0, index);
    System.arraycopy(operands, index, ops, index + n, operands.length - index);
    for (int i = 0; i < n; i++) {
      ops[index + i] = new OpOperand(this, index + i, values.get(i));
    }
    operands = ops;
    renumberOperands(index + n);
  }

  public void eraseOperand(int index) {
    OpOperand erased = operands[index];
    OpOperand[] ops = operands.length == 1 ? NO_OPERANDS : new OpOperand[operands.length - 1];
    System.arraycopy(operands, 0, ops, 0, index);
    System.arraycopy(operands, index + 1, ops, index, operands.length - index - 1);
    operands = ops;
    erased.drop();
    renumberOperands(index);
  }

  private void renumberOperands(int from) {
    for (int i = from; i < operands.length; i++) {
      operands[i].setOperandNumber(i);
    }
  }

  // ---- results

  public int getNumResults() {
    return allResults != null ? allResults.length : firstResult != null ? 1 : 0;
  }

  public OpResult getResult(int i) {
    if (allResults != null) {
      return allResults[i];
    }
    if (i == 0 && firstResult != null) {
      return firstResult;
    }
    throw new IndexOutOfBoundsException("result " + i + " of an op with " + getNumResults());
  }

  public List<OpResult> getResults() {
    return allResults != null ? new ArrayView<>(allResults) : firstResult != null ? List.of(firstResult) : List.of();
  }

  public List<Type> getResultTypes() {
    int n = getNumResults();
    List<Type> r = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      r.add(getResult(i).getType());
    }
    return r;
  }

  /** True when no result has a use (MLIR's {@code use_empty}). */
  public boolean hasNoUses() {
    for (int i = 0, n = getNumResults(); i < n; i++) {
      if (!getResult(i).hasNoUses()) {
        return false;
      }
    }
    return true;
  }

  /** True when the results have exactly one use between them (MLIR's {@code hasOneUse}). */
  public boolean hasOneUse() {
    int uses = 0;
    for (int i = 0, n = getNumResults(); i < n; i++) {
      OpResult r = getResult(i);
      if (r.hasNoUses()) {
        continue;
      }
      if (!r.hasOneUse() || ++uses > 1) {
        return false;
      }
    }
    return uses == 1;
  }

  /** MLIR's spelling of {@link #hasNoUses()}. */
  @Deprecated
  public boolean use_empty() {
    return hasNoUses();
  }

  public void replaceAllUsesWith(List<? extends Value> values) {
    int n = getNumResults();
    if (values.size() != n) {
      throw new IllegalArgumentException("result count mismatch");
    }
    for (int i = 0; i < n; i++) {
      getResult(i).replaceAllUsesWith(values.get(i));
    }
  }

  public void replaceAllUsesWith(Operation other) {
    replaceAllUsesWith(other.getResults());
  }

  // ---- attributes

  public DictionaryAttr getAttrDictionary() {
    return attributes;
  }

  public void setAttrDictionary(DictionaryAttr dict) {
    this.attributes = dict;
    attributeChanged(null);
  }

  public Attribute getAttr(String name) {
    return attributes.get(name);
  }

  public boolean hasAttr(String name) {
    return attributes.get(name) != null;
  }

  public void setAttr(String name, Attribute value) {
    attributes = attributes.with(name, value);
    attributeChanged(name);
  }

  public Attribute removeAttr(String name) {
    Attribute old = attributes.get(name);
    if (old != null) {
      attributes = attributes.without(name);
      attributeChanged(name);
    }
    return old;
  }

  /**
   * A change of attribute {@code name} (null: of them all) may make the index this op's block
   * keeps wrong (rename the op as a symbol of its block).
   */
  private void attributeChanged(String name) {
    OpIndex<Operation> index = block == null ? null : block.index;
    if (index != null && (name == null || index.reads(name))) {
      block.indexVersion++;
    }
  }

  /** The attributes that are not inherent to the op (MLIR's discardable attributes). */
  public List<NamedAttribute> getDiscardableAttrs() {
    List<NamedAttribute> r = new ArrayList<>();
    for (NamedAttribute na : attributes) {
      if (def == null || !def.isInherentAttr(na.name())) {
        r.add(na);
      }
    }
    return r;
  }

  /** The inherent attributes (MLIR's properties) of a registered op. */
  public List<NamedAttribute> getInherentAttrs() {
    List<NamedAttribute> r = new ArrayList<>();
    if (def != null) {
      for (NamedAttribute na : attributes) {
        if (def.isInherentAttr(na.name())) {
          r.add(na);
        }
      }
    }
    return r;
  }

  /** Opaque {@code <{...}>} properties of an unregistered op, or null. */
  public Attribute getOpaqueProperties() {
    return properties;
  }

  // ---- successors and regions

  public int getNumSuccessors() {
    return successors.length;
  }

  public Block getSuccessor(int i) {
    return successors[i];
  }

  public List<Block> getSuccessors() {
    return successors.length == 0 ? List.of() : new ArrayView<>(successors);
  }

  public void setSuccessor(int i, Block b) {
    successors[i] = b;
  }

  public int getNumRegions() {
    return regions.length;
  }

  public Region getRegion(int i) {
    return regions[i];
  }

  public List<Region> getRegions() {
    return regions.length == 0 ? List.of() : new ArrayView<>(regions);
  }

  // ---- position

  /** The block containing this op, or null when detached. */
  public Block getBlock() {
    return block;
  }

  public Region getParentRegion() {
    return block == null ? null : block.getParent();
  }

  public Operation getParentOp() {
    Region r = getParentRegion();
    return r == null ? null : r.getParentOp();
  }

  /** The closest proper ancestor named {@code opName}, or null. */
  public Operation getParentOfName(String opName) {
    for (Operation p = getParentOp(); p != null; p = p.getParentOp()) {
      if (p.name.equals(opName)) {
        return p;
      }
    }
    return null;
  }

  /** The closest proper ancestor whose definition implements {@code trait}, or null. */
  public Operation getParentWithTrait(Class<?> trait) {
    for (Operation p = getParentOp(); p != null; p = p.getParentOp()) {
      if (p.hasTrait(trait)) {
        return p;
      }
    }
    return null;
  }

  public Operation getPrevNode() {
    return prev;
  }

  public Operation getNextNode() {
    return next;
  }

  /** True when this op is {@code other} or contains it in one of its regions. */
  public boolean isAncestor(Operation other) {
    for (Operation o = other; o != null; o = o.getParentOp()) {
      if (o == this) {
        return true;
      }
    }
    return false;
  }

  public boolean isProperAncestor(Operation other) {
    // Ops of one block never contain each other (the common case of One-Shot Analysis's
    // happensBefore, asked per read-write pair): no walk up from other.
    if (block != null && other.block == block) {
      return false;
    }
    return this != other && isAncestor(other);
  }

  /** Whether this op comes before {@code other} in the same block; amortized O(1). */
  public boolean isBeforeInBlock(Operation other) {
    if (block == null || other.block != block) {
      throw new IllegalArgumentException("ops are not in the same block");
    }
    block.ensureOrder();
    return orderIndex < other.orderIndex;
  }

  /** Finds the ancestor of {@code other} (or itself) that lives in {@code b}, or null. */
  public static Operation findAncestorOpInBlock(Block b, Operation other) {
    for (Operation o = other; o != null; o = o.getParentOp()) {
      if (o.block == b) {
        return o;
      }
    }
    return null;
  }

  /** Unlinks from the parent block without destroying the op. */
  public Operation remove() {
    if (block != null) {
      block.unlink(this);
    }
    return this;
  }

  public void moveBefore(Operation other) {
    remove();
    other.block.insertBefore(other, this);
  }

  public void moveAfter(Operation other) {
    remove();
    other.block.insertAfter(other, this);
  }

  /** Drops all operand uses, recursively in regions, so that ops can be erased in any order. */
  public void dropAllReferences() {
    for (OpOperand o : operands) {
      o.drop();
    }
    for (Region r : regions) {
      r.dropAllReferences();
    }
    successors = NO_SUCCESSORS;
  }

  /** Unlinks and destroys the op. Its results must be unused. */
  public void erase() {
    for (int i = 0, n = getNumResults(); i < n; i++) {
      if (!getResult(i).useEmpty()) {
        throw new IllegalStateException("erasing '" + name + "' whose result still has uses");
      }
    }
    remove();
    dropAllReferences();
    erased = true;
  }

  /** Whether {@link #erase} destroyed this op (MLIR's would be freed: it must not be used). */
  public boolean isErased() {
    return erased;
  }

  // ---- walks (see Walk: no recursion, and MLIR's rules for erasing during a walk)

  /** Visits this op and nested ops in post-order; the visitor may erase the visited op. */
  public void walk(Consumer<Operation> visitor) {
    Walk.postOrder(this, visitor);
  }

  /**
   * Visits this op and nested ops in pre-order; the visitor may erase the visited op, whose
   * nested ops are then not visited.
   */
  public void walkPreOrder(Consumer<Operation> visitor) {
    Walk.preOrder(this, visitor);
  }

  /** Pre-order walk whose visitor decides whether to descend, skip the op's regions or stop. */
  public Walk.Result walk(Function<Operation, Walk.Result> visitor) {
    return Walk.interruptible(this, visitor);
  }

  // ---- cloning

  /**
   * Deep-clones the op (MLIR's Operation::clone); operands defined outside are looked up in
   * {@code mapping}, which gets every cloned value.
   */
  public Operation clone(MLIRContext ctx, Map<Value, Value> mapping) {
    return clone(ctx, mapping, new HashMap<>());
  }

  /**
   * As {@link #clone(MLIRContext, Map)}, in a clone of its enclosing region: successors map
   * through {@code blockMap}, which gets the blocks of the op's regions.
   */
  Operation clone(MLIRContext ctx, Map<Value, Value> mapping, Map<Block, Block> blockMap) {
    OperationState st = new OperationState(getLoc(), name);
    for (OpOperand o : operands) {
      Value v = o.get();
      st.operands.add(mapping.getOrDefault(v, v));
    }
    st.addTypes(getResultTypes());
    st.addAttributes(attributes);
    st.properties = properties;
    for (Block s : successors) {
      st.successors.add(blockMap.getOrDefault(s, s));
    }
    for (Region r : regions) {
      cloneBlocks(ctx, r, st.addRegion(), null, mapping, blockMap, false);
    }
    Operation c = create(ctx, st);
    for (int i = 0, n = getNumResults(); i < n; i++) {
      mapping.put(getResult(i), c.getResult(i));
    }
    return c;
  }

  /**
   * Clones the blocks of {@code src} as {@link Region#cloneInto}, with {@code blockMap} getting
   * each block's clone; a block argument already in {@code mapping} keeps its mapped value only
   * when {@code keepMappedArgs} (a region of a cloned op clones every argument).
   */
  static void cloneBlocks(MLIRContext ctx, Region src, Region dest, Block before,
      Map<Value, Value> mapping, Map<Block, Block> blockMap, boolean keepMappedArgs) {
    // Create all blocks first so that forward branches map.
    List<Block> clones = new ArrayList<>(src.getBlocks().size());
    for (Block b : src.getBlocks()) {
      Block nb = new Block();
      for (Value a : b.getArguments()) {
        if (!keepMappedArgs || !mapping.containsKey(a)) {
          mapping.put(a, nb.addArgument(a.getType(), a.getLoc()));
        }
      }
      blockMap.put(b, nb);
      clones.add(nb);
    }
    for (Block b : src.getBlocks()) {
      Block nb = blockMap.get(b);
      for (Operation o : b.getOperations()) {
        nb.push_back(o.clone(ctx, mapping, blockMap));
      }
    }
    // Fix operands that referred to values defined later in the region (graph regions, back edges).
    for (Block nb : clones) {
      for (Operation o : nb.getOperations()) {
        o.remapLate(mapping);
      }
    }
    dest.insertBefore(before, clones);
  }

  /** Maps the operands of this op and of the ops nested in it through {@code mapping}. */
  private void remapLate(Map<Value, Value> mapping) {
    for (OpOperand o : operands) {
      Value m = mapping.get(o.get());
      if (m != null) {
        o.set(m);
      }
    }
    for (Region r : regions) {
      for (Block b : r.getBlocks()) {
        for (Operation n : b.getOperations()) {
          n.remapLate(mapping);
        }
      }
    }
  }

  // ---- diagnostics

  public Diagnostic emitError(String message) {
    return emit(Diagnostic.Severity.ERROR, message);
  }

  /** Emits {@code 'name' op message}, MLIR's op error prefix. */
  public Diagnostic emitOpError(String message) {
    return emit(Diagnostic.Severity.ERROR, "'" + name + "' op " + message);
  }

  public Diagnostic emitWarning(String message) {
    return emit(Diagnostic.Severity.WARNING, message);
  }

  public Diagnostic emitRemark(String message) {
    return emit(Diagnostic.Severity.REMARK, message);
  }

  /** Creates a diagnostic at this op's location and reports it to the op's context. */
  private Diagnostic emit(Diagnostic.Severity severity, String message) {
    Diagnostic d = new Diagnostic(severity, getLoc(), message);
    MLIRContext ctx = getContext();
    if (ctx != null) {
      if (ctx.shouldPrintOpOnDiagnostic()) {
        String text = OpQuoting.of(this);
        // As MLIR's appendOp: an op printed on several lines starts on a line of its own.
        d.attachNote(getLoc(), "see current operation: " + (text.indexOf('\n') >= 0 ? "\n" : "") + text);
      }
      ctx.getDiagEngine().emit(d);
    }
    return d;
  }

  public MLIRContext getContext() {
    return ctx;
  }

  @Override
  public String toString() {
    return name;
  }
}
