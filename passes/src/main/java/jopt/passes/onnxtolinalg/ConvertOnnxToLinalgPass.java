package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.dialects.onnx.EntryPointOp;
import jopt.dialects.onnx.NoValueOp;
import jopt.dialects.onnx.ValueFacts;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.FunctionType;
import jopt.ir.type.NoneType;
import jopt.ir.type.RankedTensorType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code convert-onnx-to-linalg}: lowers onnx-mlir's {@code onnx} dialect to linalg on tensors
 * with arith, math and tensor, as torch-mlir's ONNX path emits it (named linalg ops where MLIR
 * has one, {@code linalg.generic} otherwise). Per function: unsigned element types become
 * signless, unused onnx ops go, then every onnx op in order is folded when the op table's folders
 * know its result ({@link OnnxFolder}) or else lowered by its {@link OnnxLowerings entry}, its
 * dynamic result type refined by the op table's shape rules ({@link ValueFacts}); {@code onnx.Return} becomes
 * {@code func.return}, {@code onnx.NoValue} and {@code onnx.EntryPoint} go. See
 * docs/onnx-to-linalg.md.
 *
 * <p>As MLIR's dialect conversion with the onnx dialect illegal: an op that cannot be lowered is
 * an error {@code failed to legalize operation 'onnx.X' that was explicitly marked illegal}, with
 * a note saying why; the pass fails and the function is left as it was. Every such op of the
 * module is reported, not only the first.
 */
public final class ConvertOnnxToLinalgPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("convert-onnx-to-linalg",
      "Lower the ONNX dialect to linalg on tensors", "builtin.module", ConvertOnnxToLinalgPass::new);

  public ConvertOnnxToLinalgPass() {
    super(INFO);
  }

  @Override
  public String getName() {
    return "ConvertOnnxToLinalgPass";
  }

  @Override
  protected void runOnOperation() {
    Operation module = getOperation();
    boolean ok = true;
    List<Operation> funcs = new ArrayList<>();
    for (Operation op : module.getRegion(0).getBlocks().get(0).getOpList()) {
      if (op.getName().equals(FuncOp.NAME) && !op.getRegion(0).isEmpty()) {
        funcs.add(op);
      }
    }
    for (Operation f : funcs) {
      ok &= convert(f);
    }
    if (!ok) {
      signalPassFailure();
      return;
    }
    for (Operation op : new ArrayList<>(module.getRegion(0).getBlocks().get(0).getOpList())) {
      if (op.getName().equals(EntryPointOp.NAME)) {
        op.erase();
      }
    }
  }

  /** Lowers the onnx ops of {@code func}; on failure restores it and reports each op. */
  private boolean convert(Operation func) {
    List<Operation> onnxOps = new ArrayList<>();
    func.walkPreOrder(op -> {
      if (op.getDialectNamespace().equals("onnx")) {
        onnxOps.add(op);
      }
    });
    if (onnxOps.isEmpty() && !hasUnsigned(func)) {
      return true;
    }
    Operation backup = func.clone(getContext(), new HashMap<>());
    Set<Value> unsigned = new HashSet<>();
    convertSignature(func, unsigned);
    OnnxFolder.eraseDead(func);
    // SequenceMap over sequences of known lengths: its body once per element.
    SequenceLowerings.unrollMaps(func);
    // Loops carrying sequences or optionals with a known trip count unrolled; Ifs on them folded.
    if (LoopUnroll.run(func)) {
      OnnxFolder.eraseDead(func);
    }
    // Ifs whose condition the rules know folded; those whose branches' ranks differ resolved.
    IfBranches.resolve(getContext(), func);
    Set<Operation> before = new HashSet<>();
    func.getRegion(0).getBlocks().get(0).getOpList().forEach(before::add);
    List<Operation> ops = new ArrayList<>();
    func.walkPreOrder(op -> {
      if (op.getDialectNamespace().equals("onnx")) {
        ops.add(op);
      }
    });
    // Loop and Scan bodies' arguments typed by their initial values and what the bodies yield.
    LoopLowering.typeBodies(func);
    // What the op table's rules know of every value, from the onnx ops before they are lowered.
    ValueFacts facts = ValueFacts.forFunction(func);
    for (Operation op : ops) {
      for (Value r : op.getResults()) {
        facts.of(r);
      }
    }
    Sizes sizes = new Sizes(facts);
    PatternRewriter rewriter = new PatternRewriter(getContext());
    Map<Operation, String> failures = new java.util.LinkedHashMap<>();
    List<Operation> noValues = new ArrayList<>();
    for (Operation op : ops) {
      if (op.getName().equals(NoValueOp.NAME)) {
        noValues.add(op);
        continue;
      }
      rewriter.setInsertionPoint(op);
      if (op.getName().equals(jopt.dialects.onnx.ReturnOp.NAME)) {
        String mismatch = returnMismatch(op, func);
        if (mismatch != null) {
          failures.put(op, mismatch);
        } else {
          lowerReturn(rewriter, op, func);
        }
        continue;
      }
      OnnxLowering lowering = OnnxLowerings.get(op.getName());
      if (lowering == null) {
        failures.put(op, "no lowering of '" + op.getName() + "' to linalg");
        continue;
      }
      Operation marker = op.getPrevNode();
      Lowering l = new Lowering(rewriter, op, unsigned, sizes);
      try {
        for (int i = 0; i < op.getNumOperands(); i++) {
          Type t = op.getOperand(i).getType();
          if (!(t instanceof RankedTensorType) && !(t instanceof NoneType) && !OptionalLowerings.isList(t)) {
            throw l.fail("operand #" + i + " is not a ranked tensor (" + t + ")");
          }
        }
        List<Value> values = emptyResults(l);
        if (values == null) {
          Value folded = OnnxFolder.tryFold(l);
          values = folded != null ? List.of(folded) : lowering.lower(l);
        }
        replace(rewriter, op, values, unsigned, sizes);
      } catch (Lowering.Failure e) {
        eraseBuiltBefore(op, marker);
        failures.put(op, e.getMessage());
      } catch (RuntimeException e) {
        // A bug of the lowering on an input it did not foresee: reported at the op, not thrown.
        eraseBuiltBefore(op, marker);
        failures.put(op, "internal error of the lowering: " + e);
      }
    }
    if (!failures.isEmpty()) {
      for (var e : failures.entrySet()) {
        e.getKey().emitError("failed to legalize operation '" + e.getKey().getName()
            + "' that was explicitly marked illegal").attachNote(e.getKey().getLoc(), e.getValue());
      }
      func.getBlock().insertBefore(func, backup);
      func.erase();
      return false;
    }
    // The sequences' lists (unrealized casts of their tensors) once their users are lowered.
    List<Operation> lists = new ArrayList<>();
    func.walkPreOrder(o -> {
      if (o.getName().equals(jopt.dialects.builtin.UnrealizedConversionCastOp.SPEC.name())
          && o.getNumResults() == 1 && OptionalLowerings.isList(o.getResult(0).getType())) {
        lists.add(o);
      }
    });
    for (int i = lists.size() - 1; i >= 0; i--) {
      if (lists.get(i).getResult(0).hasNoUses()) {
        lists.get(i).erase();
      }
    }
    for (Operation nv : noValues) {
      if (nv.hasNoUses()) {
        nv.erase();
      }
    }
    // What only folded shape computations read: the constants, and ops lowered for them.
    List<Operation> body = func.getRegion(0).getBlocks().get(0).getOpList();
    for (int i = body.size() - 1; i >= 0; i--) {
      Operation o = body.get(i);
      if (!before.contains(o) && jopt.ir.rewrite.SideEffects.isOpTriviallyDead(o)) {
        o.erase();
      }
    }
    return true;
  }

  /** Results all static and empty: each is a {@code tensor.empty} (nothing to compute). */
  private static List<Value> emptyResults(Lowering l) {
    if (l.op.getNumResults() == 0 || l.op.getName().equals(jopt.dialects.onnx.ConstantOp.NAME)) {
      return null;
    }
    List<Value> r = new ArrayList<>();
    for (int i = 0; i < l.op.getNumResults(); i++) {
      Type t = l.op.getResult(i).getType();
      if (t instanceof NoneType) {
        r.add(null);
        continue;
      }
      if (!(t instanceof RankedTensorType rt) || !Lowering.isStatic(rt) || rt.getNumElements() != 0) {
        return null;
      }
      r.add(Linalg.empty(l, OnnxTypes.signless(rt), (Value) null));
    }
    return r;
  }

  private static void replace(PatternRewriter rewriter, Operation op, List<Value> values, Set<Value> unsigned,
      Sizes sizes) {
    if (values.size() != op.getNumResults()) {
      throw new IllegalStateException(op.getName() + " lowered to " + values.size() + " values");
    }
    for (int i = 0; i < values.size(); i++) {
      Value v = values.get(i);
      Type declared = OnnxTypes.signless(op.getResult(i).getType());
      // A model may declare an output's type against what its inputs give (the importer keeps the
      // declared element type); no cast joins them.
      if (v != null && !v.getType().equals(declared) && declared instanceof jopt.ir.type.TensorType
          && !jopt.dialects.tensor.TensorTypes.castCompatible(v.getType(), declared)) {
        throw new Lowering.Failure("result #" + i + " is declared " + declared + ", but the op computes "
            + v.getType());
      }
    }
    List<Value> replacements = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      Value v = values.get(i);
      Value result = op.getResult(i);
      if (v == null) {
        if (!result.hasNoUses()) {
          throw new Lowering.Failure("result #" + i + " is used but not computed");
        }
        replacements.add(null);
        continue;
      }
      if (OnnxTypes.isUnsigned(result.getType())) {
        unsigned.add(v);
      }
      sizes.replaced(result, v);
      replacements.add(v);
    }
    for (int i = 0; i < replacements.size(); i++) {
      Value v = replacements.get(i);
      Value result = op.getResult(i);
      if (v == null) {
        continue;
      }
      Type declared = OnnxTypes.signless(result.getType());
      if (!v.getType().equals(declared)) {
        // A refined (more static) value: onnx users take it as it is, others get the declared type.
        for (OpOperand use : new ArrayList<>(result.getUseList())) {
          if (!use.getOwner().getDialectNamespace().equals("onnx")) {
            rewriter.setInsertionPoint(use.getOwner());
            use.set(jopt.dialects.tensor.CastOp.create(rewriter, op.getLoc(), v, declared).getOperation().getResult(0));
          }
        }
      }
      result.replaceAllUsesWith(v);
    }
    rewriter.eraseOp(op);
  }

  /** Erases what a failed lowering built: the ops between {@code marker} and {@code op}. */
  private static void eraseBuiltBefore(Operation op, Operation marker) {
    List<Operation> built = new ArrayList<>();
    for (Operation o = op.getPrevNode(); o != null && o != marker; o = o.getPrevNode()) {
      built.add(o);
    }
    for (Operation o : built) {
      o.dropAllReferences();
    }
    for (Operation o : built) {
      o.erase();
    }
  }

  /** Why a value {@code op} returns cannot be cast to the signature's type, or null. */
  private static String returnMismatch(Operation op, Operation func) {
    FunctionType type = FuncOp.getFunctionType(func);
    for (int i = 0; i < op.getNumOperands() && i < type.getResults().size(); i++) {
      Type v = op.getOperand(i).getType();
      Type want = type.getResults().get(i);
      if (!v.equals(want) && v instanceof RankedTensorType && want instanceof jopt.ir.type.TensorType
          && !jopt.dialects.tensor.TensorTypes.castCompatible(v, want)) {
        return "result #" + i + " of the graph is declared " + want + ", but it computes " + v;
      }
    }
    return null;
  }

  /** {@code onnx.Return} becomes {@code func.return}, each value cast to the signature's type. */
  private static void lowerReturn(PatternRewriter b, Operation op, Operation func) {
    FunctionType type = FuncOp.getFunctionType(func);
    List<Value> values = new ArrayList<>();
    for (int i = 0; i < op.getNumOperands(); i++) {
      Value v = op.getOperand(i);
      Type want = i < type.getResults().size() ? type.getResults().get(i) : v.getType();
      if (!v.getType().equals(want) && v.getType() instanceof RankedTensorType
          && want instanceof jopt.ir.type.TensorType) {
        v = jopt.dialects.tensor.CastOp.create(b, op.getLoc(), v, want).getOperation().getResult(0);
      }
      values.add(v);
    }
    ReturnOp.create(b, op.getLoc(), values);
    op.erase();
  }

  private static boolean hasUnsigned(Operation func) {
    FunctionType type = FuncOp.getFunctionType(func);
    for (Type t : type.getInputs()) {
      if (OnnxTypes.isUnsigned(t)) {
        return true;
      }
    }
    for (Type t : type.getResults()) {
      if (OnnxTypes.isUnsigned(t)) {
        return true;
      }
    }
    return false;
  }

  /** Unsigned element types of the signature and the entry block's arguments become signless. */
  private static void convertSignature(Operation func, Set<Value> unsigned) {
    FunctionType type = FuncOp.getFunctionType(func);
    List<Type> inputs = new ArrayList<>();
    for (Type t : type.getInputs()) {
      inputs.add(OnnxTypes.signless(t));
    }
    List<Type> results = new ArrayList<>();
    for (Type t : type.getResults()) {
      results.add(OnnxTypes.signless(t));
    }
    Block entry = func.getRegion(0).getBlocks().get(0);
    for (BlockArgument a : entry.getArguments()) {
      if (OnnxTypes.isUnsigned(a.getType())) {
        a.setType(OnnxTypes.signless(a.getType()));
        unsigned.add(a);
      }
    }
    FuncOp.setFunctionType(func, FunctionType.get(inputs, results));
  }
}
