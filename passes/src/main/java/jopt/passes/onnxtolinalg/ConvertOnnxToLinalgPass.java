package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.func.FuncOp;
import jopt.dialects.onnx.NoValueOp;
import jopt.dialects.onnx.ValueFacts;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.conversion.DialectConversion;
import jopt.ir.conversion.UndoableRewriter;
import jopt.ir.type.FunctionType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code convert-onnx-to-linalg}: lowers onnx-mlir's {@code onnx} dialect to linalg on tensors
 * with arith, math and tensor, as torch-mlir's ONNX path emits it (named linalg ops where MLIR
 * has one, {@code linalg.generic} otherwise). A dialect conversion ({@link DialectConversion})
 * with the onnx dialect illegal ({@link OnnxConversion}): every onnx op in order is folded when the
 * op table's folders know its result ({@link OnnxFolder}) or else lowered by its
 * {@link OnnxLowerings entry}, its dynamic result type refined by the op table's shape rules
 * ({@link ValueFacts}); {@code onnx.Return} becomes {@code func.return}, {@code onnx.EntryPoint}
 * goes, {@code onnx.NoValue} goes once unused. Before it, per function, through an
 * {@link UndoableRewriter}: unsigned element types become signless, unused onnx ops go,
 * SequenceMaps and Loops over known sequences are unrolled, Ifs the rules decide are folded, and
 * Loop and Scan bodies' arguments are typed. See docs/onnx-to-linalg.md.
 *
 * <p>An op that cannot be lowered is an error {@code failed to legalize operation 'onnx.X' that
 * was explicitly marked illegal}, with a note saying why; every such op of the module is
 * reported, not only the first; the pass fails and the conversion and the preparation are undone
 * from their logs, so the module is left as it was (nothing is copied).
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
    OnnxConversion conversion = new OnnxConversion();
    UndoableRewriter preparation = new UndoableRewriter(getContext());
    Map<Operation, Set<Operation>> before = new IdentityHashMap<>();
    for (Operation op : module.getRegion(0).getBlocks().get(0).getOpList()) {
      if (op.getName().equals(FuncOp.NAME) && !op.getRegion(0).isEmpty()) {
        before.put(op, prepare(op, preparation, conversion));
      }
    }
    if (!DialectConversion.applyPartialConversion(List.of(module), conversion.target(),
        conversion.patterns(), OnnxConversion.config())) {
      preparation.rollback();
      signalPassFailure();
      return;
    }
    preparation.commit();
    for (var e : before.entrySet()) {
      cleanUp(e.getKey(), e.getValue());
    }
  }

  /**
   * Readies {@code func} for the conversion (through {@code rw}, so that it can be undone) and
   * gives {@code conversion} what the rules know of its values. Returns the ops of its body then.
   */
  private static Set<Operation> prepare(Operation func, UndoableRewriter rw, OnnxConversion conversion) {
    boolean[] any = {false};
    func.walkPreOrder(op -> any[0] |= op.getDialectNamespace().equals("onnx"));
    if (!any[0] && !hasUnsigned(func)) {
      return null;
    }
    convertSignature(rw, func, conversion.unsigned());
    // The declared ranges checked at the entry: the size reasoning below takes them as bounds.
    DimRangeChecks.insert(rw, func);
    OnnxFolder.eraseDead(rw, func);
    // SequenceMap over sequences of known lengths: its body once per element.
    SequenceLowerings.unrollMaps(rw, func);
    // Loops carrying sequences or optionals with a known trip count unrolled; Ifs on them folded.
    if (LoopUnroll.run(rw, func)) {
      OnnxFolder.eraseDead(rw, func);
    }
    // Ifs whose condition the rules know folded; those whose branches' ranks differ resolved.
    IfBranches.resolve(rw, func);
    Set<Operation> body = Collections.newSetFromMap(new IdentityHashMap<>());
    func.getRegion(0).getBlocks().get(0).getOpList().forEach(body::add);
    List<Operation> ops = new ArrayList<>();
    func.walkPreOrder(op -> {
      if (op.getDialectNamespace().equals("onnx")) {
        ops.add(op);
      }
    });
    // Loop and Scan bodies' arguments typed by their initial values and what the bodies yield.
    LoopLowering.typeBodies(rw, func);
    // What the op table's rules know of every value, from the onnx ops before they are lowered.
    ValueFacts facts = ValueFacts.forFunction(func);
    for (Operation op : ops) {
      for (Value r : op.getResults()) {
        facts.of(r);
      }
    }
    conversion.setSizes(func, new Sizes(facts));
    return body;
  }

  /**
   * After a successful conversion: the sequences' lists (unrealized casts of their tensors) and
   * the NoValues no one uses go, and what only folded shape computations read (constants, ops
   * lowered for them) that was not in the body before.
   */
  private static void cleanUp(Operation func, Set<Operation> before) {
    if (before == null) {
      return;
    }
    List<Operation> lists = new ArrayList<>();
    List<Operation> noValues = new ArrayList<>();
    func.walkPreOrder(o -> {
      if (o.getName().equals(jopt.dialects.builtin.UnrealizedConversionCastOp.SPEC.name())
          && o.getNumResults() == 1 && OptionalLowerings.isList(o.getResult(0).getType())) {
        lists.add(o);
      } else if (o.getName().equals(NoValueOp.NAME)) {
        noValues.add(o);
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
    List<Operation> body = func.getRegion(0).getBlocks().get(0).getOpList();
    for (int i = body.size() - 1; i >= 0; i--) {
      Operation o = body.get(i);
      if (!before.contains(o) && jopt.ir.interfaces.SideEffects.isOpTriviallyDead(o)) {
        o.erase();
      }
    }
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
  private static void convertSignature(UndoableRewriter rw, Operation func, Set<Value> unsigned) {
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
        rw.setType(a, OnnxTypes.signless(a.getType()));
        unsigned.add(a);
      }
    }
    FunctionType converted = FunctionType.get(inputs, results);
    if (!converted.equals(type)) {
      rw.modifyOpInPlace(func, () -> FuncOp.setFunctionType(func, converted));
    }
  }
}
