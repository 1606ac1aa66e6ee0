package jopt.dialects.deallocation;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.Dialects;
import jopt.dialects.TestBlocks;
import jopt.dialects.memref.ShapedTypes;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.MemoryEffects.Effect;
import jopt.ir.interfaces.MemoryEffects.Kind;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/**
 * The deallocation dialect's type and ops: custom form parse/print round trips (through
 * {@link ScriptedAsmParser}), the generic form, verifier errors and memory effects. The lit
 * tests in lit-tests/Dialect/deallocation run the same syntax through jopt's real parser.
 */
class DeallocationOpsTest {
  private static final String OWN_T = "!deallocation.ownership";

  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
  private final List<String> errors = new ArrayList<>();
  private final Type own = OwnershipType.INSTANCE;
  private final Type index = IndexType.get();
  private final Type i64 = IntegerType.get(64);
  private final Type m2 = ShapedTypes.memref(new long[] {2}, FloatType.F32, null, null);
  private final Type unranked = ShapedTypes.unrankedMemRef(IntegerType.get(8), null);

  /** %arg0: memref<2xf32>, %arg1, %arg2: ownership, %arg3: memref<*xi8>, %arg4: index, %arg5: i64. */
  private final Block block = TestBlocks.args(ctx, m2, own, own, unranked, index, i64);
  private final Value m = block.getArgument(0);
  private final Value o1 = block.getArgument(1);
  private final Value o2 = block.getArgument(2);
  private final Value u = block.getArgument(3);
  private final Value idx = block.getArgument(4);
  private final Value int64 = block.getArgument(5);

  DeallocationOpsTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  // ---- helpers

  private ScriptedAsmParser lastParser;

  /** Parses {@code text} (the custom form, from the op name on) into the block. */
  private Operation parse(String text) {
    Map<String, Value> values = new HashMap<>();
    for (int i = 0; i < block.getNumArguments(); i++) {
      values.put("%arg" + i, block.getArgument(i));
    }
    // Results of ops parsed before, as the printer names them (%0, %1#1, ...; %0 is %0#0).
    int n = 0;
    for (Operation prev : block.getOperations()) {
      for (int r = 0; r < prev.getNumResults(); r++) {
        values.put(r == 0 ? "%" + n : "%" + n + "#" + r, prev.getResult(r));
      }
      n += prev.getNumResults() > 0 ? 1 : 0;
    }
    lastParser = ScriptedAsmParser.create(ctx, text, values, List.of(m2, own, unranked, index, i64));
    OpDefinition def = ctx.lookupOp(lastParser.opName());
    assertThat(def).isNotNull();
    assertThat(def.hasCustomAssembly()).isTrue();
    OperationState state = new OperationState(Location.UNKNOWN, def.getName());
    def.parse(lastParser.asParser(), state);
    assertThat(lastParser.atEnd()).isTrue();
    Operation op = Operation.create(ctx, state);
    block.push_back(op);
    return op;
  }

  /** The parse error of {@code text}, as {@code column: message}. */
  private String parseError(String text) {
    assertThrows(ParseException.class, () -> parse(text));
    assertThat(lastParser.errors).hasSize(1);
    return lastParser.errors.get(0);
  }

  private String print(Operation op, boolean generic) {
    return AsmPrinter.print(op, PrintingFlags.defaults().withGenericOpForm(generic));
  }

  /** Parses {@code text}, verifies it and checks it prints back as {@code results + text}. */
  private Operation roundTrip(String results, String text) {
    return roundTrip(results, text, text);
  }

  private Operation roundTrip(String results, String text, String printed) {
    Operation op = parse(text);
    assertThat(verifyError(op)).isNull();
    assertThat(print(op, false)).isEqualTo(results + printed);
    return op;
  }

  private Operation create(String name, List<Value> operands, List<Type> results, Attribute segments) {
    OperationState st = new OperationState(Location.UNKNOWN, name);
    st.addOperands(operands).addTypes(results);
    if (segments != null) {
      st.addAttribute(RetainOp.SEGMENTS, segments);
    }
    Operation op = Operation.create(ctx, st);
    block.push_back(op);
    return op;
  }

  private Operation create(String name, List<Value> operands, List<Type> results) {
    return create(name, operands, results, null);
  }

  private Operation retain(List<Value> retained, List<Value> allocs, List<Type> results) {
    OperationState st = new OperationState(Location.UNKNOWN, "deallocation.retain");
    RetainOp.setOperands(st, retained, allocs);
    st.addTypes(results);
    Operation op = Operation.create(ctx, st);
    block.push_back(op);
    return op;
  }

  private String verifyError(Operation op) {
    errors.clear();
    boolean ok = Verifier.verify(op);
    ctx.getDiagEngine().flush();
    assertThat(ok).isEqualTo(errors.isEmpty());
    return ok ? null : errors.get(0);
  }

  private List<Effect> effects(Operation op) {
    return op.getInterface(MemoryEffects.class).getEffects(op);
  }

  // ---- the type

  @Test
  void ownershipTypeParsesPrintsAndIsUnique() {
    DeallocationDialect d = new DeallocationDialect();
    assertThat(d.hasTypeParser()).isTrue();
    assertThat(d.parseType("ownership")).isSameInstanceAs(OwnershipType.INSTANCE);
    assertThat(d.parseType("ownership<1>")).isNull();
    assertThat(d.parseType("owner")).isNull();
    assertThat(AttrTypePrinter.print(OwnershipType.INSTANCE)).isEqualTo(OWN_T);
    assertThat(OwnershipType.INSTANCE.toString()).isEqualTo(OWN_T);
    assertThat(OwnershipType.is(own)).isTrue();
    assertThat(OwnershipType.is(unranked)).isFalse();
    assertThat(ctx.getDialect("deallocation")).isInstanceOf(DeallocationDialect.class);
  }

  // ---- custom form round trips

  @Test
  void nullAndOwnRoundTrip() {
    Operation n = roundTrip("%0 = ", "deallocation.null");
    assertThat(n.getResult(0).getType()).isEqualTo(own);
    roundTrip("%1 = ", "deallocation.own %arg0 : memref<2xf32>");
    roundTrip("%2 = ", "deallocation.own %arg3 : memref<*xi8>");
  }

  @Test
  void retainRoundTrips() {
    Operation r = roundTrip("%0:2 = ", "deallocation.retain(%arg0, %arg0) of(%arg1, %arg2) : "
        + "(memref<2xf32>, memref<2xf32>, " + OWN_T + ", " + OWN_T + ") -> (" + OWN_T + ", " + OWN_T + ")");
    assertThat(RetainOp.getRetained(r)).containsExactly(m, m).inOrder();
    assertThat(RetainOp.getAllocs(r)).containsExactly(o1, o2).inOrder();
    assertThat(r.getAttr(RetainOp.SEGMENTS)).isEqualTo(DenseArrayAttr.ofI32(2, 2));
    // A single result is printed without parentheses.
    roundTrip("%1 = ", "deallocation.retain(%arg0) of(%0#0) : (memref<2xf32>, " + OWN_T + ") -> "
        + OWN_T);
    Operation none = roundTrip("", "deallocation.retain() of(%0#1) : (" + OWN_T + ") -> ()");
    assertThat(RetainOp.getRetained(none)).isEmpty();
    assertThat(none.getNumResults()).isEqualTo(0);
    roundTrip("", "deallocation.retain() of() : () -> ()");
  }

  @Test
  void retainAcceptsSpaceBeforeParenAndParenthesizedSingleResult() {
    roundTrip("%0 = ", "deallocation.retain (%arg0) of (%arg1) : (memref<2xf32>, " + OWN_T
            + ") -> (" + OWN_T + ")",
        "deallocation.retain(%arg0) of(%arg1) : (memref<2xf32>, " + OWN_T + ") -> " + OWN_T);
  }

  @Test
  void retainAcceptsLegacyMemRefAllocs() {
    roundTrip("%0 = ", "deallocation.retain(%arg0) of(%arg3, %arg1) : (memref<2xf32>, memref<*xi8>, "
        + OWN_T + ") -> " + OWN_T);
  }

  @Test
  void getBufferAndFreeRoundTrip() {
    Operation p = roundTrip("%0 = ", "deallocation.get_buffer %arg0 : memref<2xf32>");
    assertThat(p.getResult(0).getType()).isEqualTo(index);
    roundTrip("%1 = ", "deallocation.get_buffer %arg1 : " + OWN_T);
    Operation f = roundTrip("", "deallocation.free %arg2");
    assertThat(f.getOperand(0)).isSameInstanceAs(o2);
  }

  @Test
  void attributeDictionariesAsTheFormatsPlaceThem() {
    roundTrip("%0 = ", "deallocation.null {foo}");
    // MLIR-HLO's formats of own, get_buffer and free begin with attr-dict.
    roundTrip("%1 = ", "deallocation.own {bar = \"x\"} %arg0 : memref<2xf32>");
    // Printed sorted, as MLIR's dictionaries are; the segment sizes are elided.
    Operation r = roundTrip("%2 = ", "deallocation.retain(%arg0) of(%arg1) {zed, baz} : (memref<2xf32>, "
            + OWN_T + ") -> " + OWN_T,
        "deallocation.retain(%arg0) of(%arg1) {baz, zed} : (memref<2xf32>, " + OWN_T + ") -> " + OWN_T);
    assertThat(r.getInherentAttrs()).hasSize(1);
    assertThat(r.getDiscardableAttrs()).hasSize(2);
    roundTrip("%3 = ", "deallocation.get_buffer {x} %arg1 : " + OWN_T);
    roundTrip("", "deallocation.free {y} %arg1");
  }

  // ---- the generic form

  @Test
  void genericFormPrintsSegmentSizesAsProperties() {
    Operation r = parse("deallocation.retain(%arg0) of(%arg1, %arg2) {keep} : (memref<2xf32>, "
        + OWN_T + ", " + OWN_T + ") -> " + OWN_T);
    assertThat(print(r, true)).isEqualTo("%0 = \"deallocation.retain\"(%arg0, %arg1, %arg2) "
        + "<{operandSegmentSizes = array<i32: 1, 2>}> {keep} : (memref<2xf32>, " + OWN_T + ", "
        + OWN_T + ") -> " + OWN_T);
    Operation f = parse("deallocation.free %0");
    assertThat(print(f, true)).isEqualTo("\"deallocation.free\"(%0) : (" + OWN_T + ") -> ()");
    Operation n = parse("deallocation.null");
    assertThat(print(n, true)).isEqualTo("%1 = \"deallocation.null\"() : () -> " + OWN_T);
  }

  @Test
  void builtRetainPrintsLikeParsedOne() {
    Operation r = retain(List.of(m), List.of(o1, u), List.of(own));
    assertThat(verifyError(r)).isNull();
    assertThat(print(r, false)).isEqualTo("%0 = deallocation.retain(%arg0) of(%arg1, %arg3) : "
        + "(memref<2xf32>, " + OWN_T + ", memref<*xi8>) -> " + OWN_T);
  }

  // ---- parse errors

  @Test
  void retainParseErrors() {
    assertThat(parseError("deallocation.retain(%arg0) (%arg1) : (memref<2xf32>, " + OWN_T + ") -> " + OWN_T))
        .isEqualTo("28: custom op 'deallocation.retain' expected 'of'");
    assertThat(parseError("deallocation.retain(%arg0) of(%arg1) : memref<2xf32>"))
        .isEqualTo("40: custom op 'deallocation.retain' invalid kind of type specified: expected "
            + "builtin.function, but found 'memref<2xf32>'");
    assertThat(parseError("deallocation.retain(%arg0) of(%arg1) : (memref<2xf32>) -> " + OWN_T))
        .isEqualTo("1: custom op 'deallocation.retain' number of operands and types do not match: "
            + "got 2 operands and 1 types");
    assertThat(parseError("deallocation.retain(%arg0) of(%arg1) : (" + OWN_T + ", " + OWN_T + ") -> " + OWN_T))
        .isEqualTo("21: use of value '%arg0' expects different type than prior uses: '" + OWN_T
            + "' vs 'memref<2xf32>'");
  }

  @Test
  void freeOperandIsAlwaysOwnership() {
    assertThat(parseError("deallocation.free %arg0")).isEqualTo("19: use of value '%arg0' expects "
        + "different type than prior uses: '" + OWN_T + "' vs 'memref<2xf32>'");
  }

  // ---- verifier errors (ops built in generic form)

  @Test
  void nullVerifier() {
    assertThat(verifyError(create("deallocation.null", List.of(o1), List.of(own))))
        .isEqualTo("'deallocation.null' op requires zero operands");
    assertThat(verifyError(create("deallocation.null", List.of(), List.of())))
        .isEqualTo("'deallocation.null' op requires one result");
    assertThat(verifyError(create("deallocation.null", List.of(), List.of(index))))
        .isEqualTo("'deallocation.null' op result #0 must be an ownership indicator, but got 'index'");
  }

  @Test
  void ownVerifier() {
    assertThat(verifyError(create("deallocation.own", List.of(idx), List.of(own))))
        .isEqualTo("'deallocation.own' op operand #0 must be ranked or unranked memref of any type "
            + "values, but got 'index'");
    assertThat(verifyError(create("deallocation.own", List.of(o1), List.of(own))))
        .isEqualTo("'deallocation.own' op operand #0 must be ranked or unranked memref of any type "
            + "values, but got '" + OWN_T + "'");
    assertThat(verifyError(create("deallocation.own", List.of(m, m), List.of(own))))
        .isEqualTo("'deallocation.own' op requires a single operand");
    assertThat(verifyError(create("deallocation.own", List.of(m), List.of(m2))))
        .isEqualTo("'deallocation.own' op result #0 must be an ownership indicator, but got 'memref<2xf32>'");
    // The result count is checked before the operands, as MLIR's traits are ordered.
    assertThat(verifyError(create("deallocation.own", List.of(), List.of())))
        .isEqualTo("'deallocation.own' op requires one result");
  }

  @Test
  void retainVerifier() {
    assertThat(verifyError(retain(List.of(m), List.of(o1), List.of())))
        .isEqualTo("'deallocation.retain' op expected 1 results, one per retained memref, but found 0");
    assertThat(verifyError(retain(List.of(), List.of(o1), List.of(own))))
        .isEqualTo("'deallocation.retain' op expected 0 results, one per retained memref, but found 1");
    assertThat(verifyError(retain(List.of(o1), List.of(o1), List.of(own))))
        .isEqualTo("'deallocation.retain' op operand #0 must be variadic of ranked or unranked memref "
            + "of any type values, but got '" + OWN_T + "'");
    assertThat(verifyError(retain(List.of(m), List.of(o1, idx), List.of(own))))
        .isEqualTo("'deallocation.retain' op operand #2 must be variadic of an ownership indicator or "
            + "ranked or unranked memref of any type values, but got 'index'");
    assertThat(verifyError(retain(List.of(m), List.of(o1), List.of(unranked))))
        .isEqualTo("'deallocation.retain' op result #0 must be variadic of an ownership indicator, but "
            + "got 'memref<*xi8>'");
    // A wrong result type is reported before a wrong result count.
    assertThat(verifyError(retain(List.of(m), List.of(o1), List.of(own, index))))
        .isEqualTo("'deallocation.retain' op result #1 must be variadic of an ownership indicator, but "
            + "got 'index'");
    assertThat(verifyError(retain(List.of(m), List.of(u, o1), List.of(own)))).isNull();
  }

  @Test
  void retainSegmentSizes() {
    List<Value> ops = List.of(m, o1);
    List<Type> res = List.of(own);
    String name = "deallocation.retain";
    assertThat(verifyError(create(name, ops, res, DenseArrayAttr.ofI32(1, 1)))).isNull();
    // An op built without the property (the parser stores its default, all zeros).
    assertThat(verifyError(create(name, ops, res)))
        .isEqualTo("'deallocation.retain' op requires dense i32 array attribute 'operandSegmentSizes'");
    assertThat(verifyError(create(name, ops, res, DenseArrayAttr.ofI32(1, 2))))
        .isEqualTo("'deallocation.retain' op operand count (2) does not match with the total size "
            + "(3) specified in attribute 'operandSegmentSizes'");
    assertThat(verifyError(create(name, ops, res, DenseArrayAttr.ofI32(-1, 3))))
        .isEqualTo("'deallocation.retain' op 'operandSegmentSizes' attribute cannot have negative "
            + "elements");
    // Built ops skip the parser's property conversion (lit-tests/Dialect/deallocation/invalid.mlir
    // has its "invalid properties" errors); the verifier checks the attribute.
    assertThat(verifyError(create(name, ops, res, DenseArrayAttr.ofI32(2))))
        .isEqualTo("'deallocation.retain' op 'operandSegmentSizes' attribute for specifying operand "
            + "segments must have 2 elements, but got 1");
    assertThat(verifyError(create(name, ops, res, DenseArrayAttr.ofI64(1, 1)))).isNotNull();
    assertThat(ctx.lookupOp(name).isInherentAttr(RetainOp.SEGMENTS)).isTrue();
    assertThat(ctx.lookupOp(name)).isInstanceOf(Traits.AttrSizedOperandSegments.class);
  }

  @Test
  void getBufferVerifier() {
    assertThat(verifyError(create("deallocation.get_buffer", List.of(int64), List.of(index))))
        .isEqualTo("'deallocation.get_buffer' op operand #0 must be ranked or unranked memref of any "
            + "type values or an ownership indicator, but got 'i64'");
    assertThat(verifyError(create("deallocation.get_buffer", List.of(o1), List.of(i64))))
        .isEqualTo("'deallocation.get_buffer' op result #0 must be index, but got 'i64'");
    assertThat(verifyError(create("deallocation.get_buffer", List.of(), List.of(index))))
        .isEqualTo("'deallocation.get_buffer' op requires a single operand");
    assertThat(verifyError(create("deallocation.get_buffer", List.of(u), List.of(index)))).isNull();
  }

  @Test
  void freeVerifier() {
    assertThat(verifyError(create("deallocation.free", List.of(m), List.of())))
        .isEqualTo("'deallocation.free' op operand #0 must be an ownership indicator, but got 'memref<2xf32>'");
    assertThat(verifyError(create("deallocation.free", List.of(o1), List.of(index))))
        .isEqualTo("'deallocation.free' op requires zero results");
    assertThat(verifyError(create("deallocation.free", List.of(), List.of())))
        .isEqualTo("'deallocation.free' op requires a single operand");
    assertThat(verifyError(create("deallocation.free", List.of(o1), List.of()))).isNull();
  }

  // ---- memory effects

  @Test
  void memoryEffects() {
    Operation n = create("deallocation.null", List.of(), List.of(own));
    Operation ownOp = create("deallocation.own", List.of(m), List.of(own));
    Operation buf = create("deallocation.get_buffer", List.of(o1), List.of(index));
    for (Operation pure : List.of(n, ownOp, buf)) {
      assertThat(pure.hasTrait(Traits.Pure.class)).isTrue();
      assertThat(pure.getInterface(MemoryEffects.class)).isNull();
    }
    Operation r = retain(List.of(m, m), List.of(o1, o2), List.of(own, own));
    assertThat(r.hasTrait(Traits.Pure.class)).isFalse();
    assertThat(effects(r)).containsExactly(new Effect(Kind.READ, m), new Effect(Kind.READ, m),
        new Effect(Kind.FREE, o1), new Effect(Kind.FREE, o2)).inOrder();
    Operation f = create("deallocation.free", List.of(o1), List.of());
    assertThat(f.hasTrait(Traits.Pure.class)).isFalse();
    assertThat(effects(f)).containsExactly(new Effect(Kind.FREE, o1));
  }
}
