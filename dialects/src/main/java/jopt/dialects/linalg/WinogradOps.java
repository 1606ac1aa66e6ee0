package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;

/**
 * The Winograd transforms of Conv2D F(m x m, r x r), one row each: {@code fmr(F_m_r) ins(%x :
 * T) outs(%y : U) -> U} (destination-passing style): the filter transform (F, H, W, C) to
 * (alphaH, alphaW, C, F), the input transform (N, H, W, C) to (alphaH, alphaW, tileH, tileW,
 * N, C) and the output transform back to (N, H, W, F), with the shape checks of MLIR 22.
 */
public final class WinogradOps {
  private WinogradOps() {}

  /** The cases of WinogradConv2DFmr: {m, r}. */
  static final List<String> FMR = List.of("F_2_3", "F_4_3", "F_2_5");
  private static final long[][] M_R = {{2, 3}, {4, 3}, {2, 5}};

  /** WinogradConv2DFmr: an i32 enum written as its keyword. */
  static final AttrConstraint FMR_ATTR = AttrConstraint.ofKind("allowed 32-bit signless integer cases: 0, 1, 2",
      a -> a instanceof IntegerAttr i && i.getType() instanceof IntegerType t && t.isSignless(32)
          && i.getValue() >= 0 && i.getValue() < FMR.size())
      .withFormat((p, a) -> p.print(FMR.get((int) ((IntegerAttr) a).getValue())), WinogradOps::parseFmr);

  private static Attribute parseFmr(OpAsmParser p) {
    SourceLoc loc = p.getCurrentLocation();
    String s = p.parseOptionalString();
    if (s == null) {
      s = p.parseOptionalKeyword();
    }
    int i = s == null ? -1 : FMR.indexOf(s);
    if (i < 0) {
      throw p.emitError(loc, "expected string or keyword containing one of the following enum values for "
          + "attribute 'fmr' [F_2_3, F_4_3, F_2_5]");
    }
    return IntegerAttr.get(IntegerType.get(32), i);
  }

  private static TypeConstraint tensorOfRank(int rank) {
    return TypeConstraint.of(rank + "D tensor of any type values",
        t -> t instanceof RankedTensorType r && r.getRank() == rank).withStorageKind(TypeConstraints.TENSOR_TYPE);
  }

  private static OpSpec spec(String mnemonic, String summary, String in, int inRank, int outRank) {
    return OpSpec.op("linalg." + mnemonic)
        .summary(summary)
        .operand(in, tensorOfRank(inRank))
        .operand("output", tensorOfRank(outRank))
        .attr("fmr", FMR_ATTR)
        .result("result", tensorOfRank(outRank))
        .predicate("all of {" + in + ", output} have same element type", op -> elementType(op, in)
            .equals(elementType(op, "output")))
        .format("attr-dict `fmr` `(` $fmr `)` `ins` `(` $" + in + " `:` type($" + in + ") `)` "
            + "`outs` `(` $output `:` type($output) `)` `->` type($result)")
        .build();
  }

  /** The element type of the operand named {@code operand}. */
  private static jopt.ir.Type elementType(Operation op, String operand) {
    return ((ShapedType) op.getDef().getSpec().operand(op, operand).getType()).getElementType();
  }

  /** The name of each transform's input operand, by kind. */
  private static final List<String> INPUTS = List.of("filter", "input", "value");

  public static final OpSpec FILTER_TRANSFORM = spec("winograd_filter_transform", "Winograd filter transform operator",
      "filter", 4, 4);
  public static final OpSpec INPUT_TRANSFORM = spec("winograd_input_transform", "Winograd input transform operator",
      "input", 4, 6);
  public static final OpSpec OUTPUT_TRANSFORM = spec("winograd_output_transform", "Winograd output transform operator",
      "value", 6, 4);

  /** The definition of one transform: destination-passing style, then its shape check. */
  public static final class Def extends OpDefinition {
    private final int kind;

    private Def(OpSpec spec, int kind) {
      super(spec);
      this.kind = kind;
    }

    static List<OpDefinition> all() {
      return List.of(new Def(FILTER_TRANSFORM, 0), new Def(INPUT_TRANSFORM, 1), new Def(OUTPUT_TRANSFORM, 2));
    }

    @Override
    public boolean verify(Operation op) {
      Value input = getSpec().operand(op, INPUTS.get(kind));
      Value output = getSpec().operand(op, "output");
      if (!StructuredOpDef.verifyDestinationStyle(op, 1, List.of(output))) {
        return false;
      }
      int fmr = (int) ((IntegerAttr) op.getAttr("fmr")).getValue();
      long m = M_R[fmr][0];
      long r = M_R[fmr][1];
      long[] in = ((ShapedType) input.getType()).getShape();
      long[] out = ((TensorType) output.getType()).getShape();
      String error = switch (kind) {
        case 0 -> filter(in, out, m, r);
        case 1 -> input(in, out, m, r);
        default -> output(in, out, m, r);
      };
      return error == null || StructuredOpDef.fail(op, error);
    }
  }

  private static String expectShape(long[] expected, long[] out) {
    return LinalgTypes.compatibleShapes(expected, out) ? null : "the output shape is not expected";
  }

  /** (F, H, W, C) to (alphaH, alphaW, C, F). */
  private static String filter(long[] f, long[] out, long m, long r) {
    long h = f[1];
    long w = f[2];
    if (h != r && h != 1) {
      return "expect filter height either equals to r or 1";
    }
    if (w != r && w != 1) {
      return "expect filter width either equals to r or 1";
    }
    if (h == 1 && w == 1) {
      return "expect either filter height or width equals to r";
    }
    return expectShape(new long[] {h == r ? m + r - 1 : 1, w == r ? m + r - 1 : 1, f[3], f[0]}, out);
  }

  /** (N, H, W, C) to (alphaH, alphaW, tileH, tileW, N, C). */
  private static String input(long[] in, long[] out, long m, long r) {
    long tile = m + r - 1;
    long[] e = new long[6];
    long[] hw = {in[1], in[2]};
    for (int i = 0; i < 2; i++) {
      boolean transform = out[i] != 1;
      if (hw[i] == ShapedType.DYNAMIC) {
        e[i] = tile;
        e[2 + i] = ShapedType.DYNAMIC;
      } else {
        e[i] = transform ? tile : 1;
        e[2 + i] = transform ? (hw[i] - (r - 1)) / m : hw[i];
      }
    }
    e[4] = in[0];
    e[5] = in[3];
    return expectShape(e, out);
  }

  /** (alphaH, alphaW, tileH, tileW, N, F) to (N, H, W, F). */
  private static String output(long[] v, long[] out, long m, long r) {
    long[] e = new long[4];
    String[] which = {"height", "width"};
    for (int i = 0; i < 2; i++) {
      long alpha = v[i];
      long tiles = v[2 + i];
      boolean transform = alpha != 1;
      if (alpha == ShapedType.DYNAMIC || tiles == ShapedType.DYNAMIC) {
        e[1 + i] = ShapedType.DYNAMIC;
      } else {
        if (alpha != (transform ? m + r - 1 : 1)) {
          return "expect input " + which[i] + " equals to input tile size";
        }
        e[1 + i] = (transform ? m : 1) * tiles;
      }
    }
    e[0] = v[4];
    e[3] = v[5];
    return expectShape(e, out);
  }
}
