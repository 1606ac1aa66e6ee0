package jopt.ir.ods;

import java.util.List;
import java.util.Map;
import jopt.ir.attr.DenseArrayAttr;

/**
 * The read-only view of an op's declaration that its assembly format is built from and prints and
 * parses with (as MLIR's OpFormatGen reads an op's ODS record): its name, operand, result,
 * attribute, region and successor groups, segment-size properties, type relations, format text
 * and custom directives. {@code jopt.ir.ods.OpSpec} implements it, so that the format package
 * names no spec class (and the spec names nothing of the format package).
 */
public interface OpFormatSpec {
  /** The implicit property of {@code AttrSizedOperandSegments}. */
  String OPERAND_SEGMENT_SIZES = "operandSegmentSizes";
  /** The implicit property of {@code AttrSizedResultSegments}. */
  String RESULT_SEGMENT_SIZES = "resultSegmentSizes";

  /**
   * A type relation ODS both verifies and uses to infer types an assembly format leaves out:
   * {@code AllTypesMatch} (every named single value has one type) or {@code TypesMatchWith}
   * ({@code to}'s type is {@code transform} of {@code from}'s).
   */
  record TypeRule(List<String> names, java.util.function.Function<jopt.ir.Type, jopt.ir.Type> transform,
      java.util.function.Function<jopt.ir.Type, List<jopt.ir.Type>> eachTransform) {
    public TypeRule(List<String> names, java.util.function.Function<jopt.ir.Type, jopt.ir.Type> transform) {
      this(names, transform, null);
    }

    public boolean isAllMatch() {
      return transform == null && eachTransform == null;
    }

    /** Whether {@code to} is a variable group whose types {@link #eachTransform} gives. */
    public boolean isEach() {
      return eachTransform != null;
    }
  }

  String name();

  List<ValueDef> operands();

  List<ValueDef> results();

  /** The inherent attributes in declaration order, the segment-size properties last. */
  List<AttrDef> attributes();

  /**
   * The inherent attributes sorted by name: the order in which MLIR checks the attributes of a
   * parsed op (verifyInherentAttrs, property conversion).
   */
  List<AttrDef> attributesByName();

  /** The attribute named {@code attrName}, or null. */
  AttrDef attribute(String attrName);

  List<RegionDef> regions();

  List<SuccessorDef> successors();

  boolean hasAttrSizedOperandSegments();

  boolean hasAttrSizedResultSegments();

  List<TypeRule> typeRules();

  /** The assembly format's text, or null. */
  String format();

  Map<String, CustomDirective> customDirectives();

  List<String> variadicOfVariadicSegments();

  /** The index of the operand group named {@code groupName}; throws when there is none. */
  int operandIndex(String groupName);

  /** Records the operand group sizes of an AttrSizedOperandSegments op in {@code state}. */
  static void setOperandSegmentSizes(jopt.ir.OperationState state, int... sizes) {
    state.attributes.set(OPERAND_SEGMENT_SIZES, DenseArrayAttr.i32(sizes));
  }
}
