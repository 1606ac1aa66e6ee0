package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.copy: {@code ins(%in : S) outs(%out : S)}; copies (and casts) the elements. */
public final class CopyOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.copy", "Copies the tensor elementwise.")
      .defaultOptionalAttr("cast", LinalgTypes.TYPE_FN, TypeFnAttr.CAST_SIGNED));

  private CopyOp(Operation op) {
    super(op);
  }

  public static CopyOp of(Operation op) {
    return new CopyOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.copy ins(%input) outs(%output)}. */
  public static CopyOp create(Builder b, Location loc, Value input, Value output) {
    return new CopyOp(build(b, loc, SPEC, NamedBodies.CAST, List.of(input), List.of(output), null));
  }

  /** Creates a copy casting with {@code cast} (unsigned casts extend integers with zeros). */
  public static CopyOp create(Builder b, Location loc, Value input, Value output, TypeFnAttr cast) {
    NamedAttrList attrs = new NamedAttrList();
    attrs.set("cast", cast);
    return new CopyOp(build(b, loc, SPEC, NamedBodies.CAST, List.of(input), List.of(output), attrs));
  }

  public Value input() {
    return inputs().get(0);
  }

  public Value output() {
    return outputs().get(0);
  }

  public TypeFnAttr cast() {
    return (TypeFnAttr) attr("cast");
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    public Def() {
      super(SPEC, 2, NamedBodies.CAST, CopyOp::of);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new LinalgPatterns.EraseSelfCopy());
    }
  }
}
