package jopt.dialects.tosa;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.dialects.tosa.TosaOps.Check;
import jopt.dialects.tosa.TosaOps.Row;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.OpSpecVerifier;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.Types;

/**
 * The view of every TOSA op (the rows of {@link TosaOps#ROWS}) and the definitions they share:
 * the row's spec and syntax ({@link TosaSyntax}), its memory effects, the ODS traits with a
 * verifier ({@link TosaOps.Check}, checked here in ODS's order after the spec's constraints), then
 * the op's own verifier ({@link TosaVerifiers}).
 */
public final class TosaOp extends OpView {
  private final Row row;

  private TosaOp(Operation op, Row row) {
    super(op);
    this.row = row;
  }

  /** The view of {@code op}; throws unless it is a TOSA op. */
  public static TosaOp of(Operation op) {
    Row row = op == null ? null : TosaOps.row(op.getName());
    if (row == null) {
      throw new IllegalArgumentException("not a tosa op: " + op);
    }
    return new TosaOp(op, row);
  }

  public static boolean isa(Operation op) {
    return op != null && TosaOps.row(op.getName()) != null;
  }

  /** The single operand named {@code name} in the op's row, as ODS's named getter; throws when there is none. */
  public Value operand(String name) {
    return spec().operand(getOperation(), name);
  }

  /** The single result named {@code name} in the op's row. */
  public Value result(String name) {
    return spec().result(getOperation(), name);
  }

  public Row row() {
    return row;
  }

  @Override
  protected OpSpec spec() {
    return row.spec();
  }

  /** The definitions, in the table's order. */
  static List<OpDefinition> definitions() {
    List<OpDefinition> defs = new ArrayList<>();
    for (Row r : TosaOps.ROWS) {
      defs.add(definition(r));
    }
    return defs;
  }

  static OpDefinition definition(Row row) {
    if (row.name().equals("tosa.yield")) {
      return new YieldDef(row);
    }
    if (row.name().equals("tosa.const") || row.name().equals("tosa.const_shape")) {
      return new ConstDef(row);
    }
    return switch (row.syntax()) {
      case COND_IF, WHILE_LOOP -> new RegionDef(row);
      default -> switch (row.effects()) {
        case PURE -> row.checks().contains(Check.COMMUTATIVE) ? new PureCommutativeDef(row) : new PureDef(row);
        case NONE -> row.checks().contains(Check.COMMUTATIVE) ? new NoEffectCommutativeDef(row) : new NoEffectDef(row);
        case UNKNOWN -> new Def(row);
      };
    };
  }

  /** A row's definition: its syntax, its trait checks and verifier; unknown memory effects. */
  public static class Def extends OpDefinition {
    final Row row;

    Def(Row row) {
      super(row.spec());
      this.row = row;
    }

    @Override
    public boolean hasCustomAssembly() {
      return row.syntax() != TosaOps.Syntax.GENERIC;
    }

    @Override
    public void parse(OpAsmParser parser, OperationState result) {
      switch (row.syntax()) {
        case ENUM_DICT -> TosaSyntax.parseWithEnums(row, parser, result);
        case COND_IF -> TosaSyntax.parseCondIf(parser, result);
        case WHILE_LOOP -> TosaSyntax.parseWhileLoop(parser, result);
        default -> super.parse(parser, result);
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter printer) {
      switch (row.syntax()) {
        case ENUM_DICT -> TosaSyntax.printWithEnums(op, printer, row.enumKind() == TosaEnumAttr.Kind.NAN_MODE);
        case COND_IF -> TosaSyntax.printCondIf(op, printer);
        case WHILE_LOOP -> TosaSyntax.printWhileLoop(op, printer);
        default -> super.print(op, printer);
      }
    }

    @Override
    public boolean printsOwnValuesOnly() {
      return row.syntax() == TosaOps.Syntax.FORMAT && super.printsOwnValuesOnly();
    }

    @Override
    public boolean verify(Operation op) {
      for (Check c : row.checks()) {
        if (!check(op, c)) {
          return false;
        }
      }
      return TosaVerifiers.verify(op) && verifyResolvableShapes(op);
    }

    @Override
    public boolean verifyRegions(Operation op) {
      return TosaVerifiers.verifyRegions(op);
    }

    /** Results of two or more are named after ODS's result names ({@code %output_real}), as mlir-opt names them. */
    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      var results = row.spec().results();
      if (results.size() > 1 && op.getNumResults() == results.size()) {
        for (int i = 0; i < results.size(); i++) {
          setName.accept(op.getResult(i), results.get(i).name());
        }
      }
    }
  }

  /** NoMemoryEffect without Pure's speculation. */
  static class NoEffectDef extends Def implements MemoryEffects {
    NoEffectDef(Row row) {
      super(row);
    }
  }

  static final class NoEffectCommutativeDef extends NoEffectDef implements Traits.Commutative {
    NoEffectCommutativeDef(Row row) {
      super(row);
    }
  }

  static class PureDef extends Def implements Traits.Pure {
    PureDef(Row row) {
      super(row);
    }
  }

  static final class PureCommutativeDef extends PureDef implements Traits.Commutative {
    PureCommutativeDef(Row row) {
      super(row);
    }
  }

  /** tosa.const and tosa.const_shape: constants that fold to their values. */
  static final class ConstDef extends PureDef implements Traits.ConstantLike {
    ConstDef(Row row) {
      super(row);
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      results.add(OpFoldResult.of(op.getAttr("values")));
      return true;
    }
  }

  /** tosa.yield: the terminator of cond_if's and while_loop's regions. */
  static final class YieldDef extends PureDef implements Traits.IsTerminator {
    YieldDef(Row row) {
      super(row);
    }
  }

  /** tosa.cond_if and tosa.while_loop: one block per region, ended by tosa.yield. */
  static final class RegionDef extends Def
      implements Traits.HasRecursiveMemoryEffects, Traits.SingleBlockImplicitTerminator {
    RegionDef(Row row) {
      super(row);
    }

    @Override
    public String implicitTerminatorName() {
      return "tosa.yield";
    }
  }

  // ---- the trait checks

  private static boolean check(Operation op, Check c) {
    return switch (c) {
      case SAME_ELEMENT_TYPE -> sameElementType(op, true)
          || fail(op, "requires the same element type for all operands and results");
      case SAME_OPERANDS_ELEMENT_TYPE -> sameElementType(op, false)
          || fail(op, "requires the same element type for all operands");
      case SAME_SHAPE -> OpSpecVerifier.verifySameOperandsAndResultShape(op);
      case BROADCASTABLE -> TosaShapes.verifyBroadcastable(op);
      case ELEMENTWISE -> verifySameRanks(op);
      case SAME_RANK -> TosaShapes.verifySameOperandsAndResultRank(op);
      case SHAPE_SAME_RANKS -> verifyShapeRanks(op);
      case COMMUTATIVE -> true;
    };
  }

  private static boolean sameElementType(Operation op, boolean withResults) {
    Type first = null;
    List<Type> types = new ArrayList<>(op.getOperandTypes());
    if (withResults) {
      types.addAll(op.getResultTypes());
    }
    for (Type t : types) {
      Type e = Types.getElementTypeOrSelf(t);
      if (first == null) {
        first = e;
      } else if (!first.equals(e)) {
        return false;
      }
    }
    return true;
  }

  /** TosaElementwiseOperator: the ranked operands share the first one's rank, the results too. */
  private static boolean verifySameRanks(Operation op) {
    Integer rank = null;
    for (Type t : op.getOperandTypes()) {
      if (t instanceof RankedTensorType r) {
        if (rank == null) {
          rank = r.getRank();
        } else if (rank != r.getRank()) {
          return fail(op, "operands don't have matching ranks");
        }
      }
    }
    for (Type t : op.getResultTypes()) {
      if (t instanceof RankedTensorType r) {
        if (rank == null) {
          rank = r.getRank();
        } else if (rank != r.getRank()) {
          return fail(op, "result type has different rank than operands");
        }
      }
    }
    return true;
  }

  /** TosaShapeOperatorWithSameRanks: the shapes of operands and results have one rank. */
  private static boolean verifyShapeRanks(Operation op) {
    List<Type> types = new ArrayList<>(op.getOperandTypes());
    types.addAll(op.getResultTypes());
    int rank = ((ShapeType) types.get(0)).rank();
    for (Type t : types) {
      if (((ShapeType) t).rank() != rank) {
        return fail(op, "requires all operands and results to have the same rank");
      }
    }
    return true;
  }

  /** TosaResolvableShapeOperands: every shape operand is made by a TOSA shape op. */
  private static boolean verifyResolvableShapes(Operation op) {
    for (Value v : op.getOperands()) {
      if (v.getType() instanceof ShapeType) {
        Operation def = v.getDefiningOp();
        if (def == null || !isa(def)) {
          return fail(op, "shape operand is not compile time resolvable");
        }
      }
    }
    return true;
  }

  /** AllElementTypesMatch of transpose's {@code input1} and {@code output}. */
  static boolean sameElementTypes(Operation op) {
    return Types.getElementTypeOrSelf(op.getOperand(0).getType())
        .equals(Types.getElementTypeOrSelf(op.getResult(0).getType()));
  }

  /** AllShapesMatch of const's {@code values} and {@code output}. */
  static boolean constShapesMatch(Operation op) {
    Attribute values = op.getAttr("values");
    Type t = values == null ? null : values.getType();
    if (!(t instanceof ShapedType a) || !(op.getResult(0).getType() instanceof RankedTensorType r)) {
      return true;
    }
    return a.hasRank() && java.util.Arrays.equals(a.getShape(), r.getShape());
  }

  static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
