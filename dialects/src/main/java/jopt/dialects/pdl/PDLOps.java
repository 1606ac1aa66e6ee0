package jopt.dialects.pdl;

import java.util.List;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;

/**
 * The ops of MLIR 22's PDL dialect, each its ODS declaration and assembly format (the checks
 * beyond ODS are in {@link PDLVerifier}, the definitions and traits in {@link PDLOp}).
 */
final class PDLOps {
  private PDLOps() {}

  /** ODS's TypeArrayAttr. */
  private static final AttrConstraint TYPE_ARRAY = AttrConstraint.of("type array attribute",
      a -> a instanceof ArrayAttr, a -> a instanceof ArrayAttr arr && arr.getValue().stream().allMatch(e -> e instanceof TypeAttr));

  static final OpSpec APPLY_NATIVE_CONSTRAINT = OpSpec.op("pdl.apply_native_constraint")
      .summary("Apply a native constraint to a set of provided entities")
      .attr("name", AttrConstraints.STRING)
      .variadicOperand("args", PDLConstraints.ANY)
      .defaultAttr("isNegated", AttrConstraints.BOOL, BoolAttr.FALSE)
      .variadicResult("results", PDLConstraints.ANY)
      .format("$name `(` $args `:` type($args) `)` (`:` type($results)^)? attr-dict")
      .build();

  static final OpSpec APPLY_NATIVE_REWRITE = OpSpec.op("pdl.apply_native_rewrite")
      .summary("Apply a native rewrite method inside of pdl.rewrite region")
      .attr("name", AttrConstraints.STRING)
      .variadicOperand("args", PDLConstraints.ANY)
      .variadicResult("results", PDLConstraints.ANY)
      .format("$name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict")
      .build();

  static final OpSpec ATTRIBUTE = OpSpec.op("pdl.attribute")
      .summary("Define an input attribute in a pattern")
      .optionalOperand("valueType", PDLConstraints.TYPE)
      .optionalAttr("value", AttrConstraints.ANY)
      .result("attr", PDLConstraints.ATTRIBUTE)
      .format("(`:` $valueType^)? (`=` $value^)? attr-dict-with-keyword")
      .build();

  static final OpSpec ERASE = OpSpec.op("pdl.erase")
      .summary("Mark an input operation as `erased`")
      .operand("opValue", PDLConstraints.OPERATION)
      .format("$opValue attr-dict")
      .build();

  static final OpSpec OPERAND = OpSpec.op("pdl.operand")
      .summary("Define an external input operand in a pattern")
      .optionalOperand("valueType", PDLConstraints.TYPE)
      .result("value", PDLConstraints.VALUE)
      .format("(`:` $valueType^)? attr-dict")
      .build();

  static final OpSpec OPERANDS = OpSpec.op("pdl.operands")
      .summary("Define a range of input operands in a pattern")
      .optionalOperand("valueType", PDLConstraints.TYPE_RANGE)
      .result("value", PDLConstraints.VALUE_RANGE)
      .format("(`:` $valueType^)? attr-dict")
      .build();

  static final OpSpec OPERATION = OpSpec.op("pdl.operation")
      .summary("Define an operation within a pattern")
      .optionalAttr("opName", AttrConstraints.STRING)
      .variadicOperand("operandValues", PDLConstraints.VALUE_OR_RANGE)
      .variadicOperand("attributeValues", PDLConstraints.ATTRIBUTE)
      .attr("attributeValueNames", AttrConstraints.STRING_ARRAY)
      .variadicOperand("typeValues", PDLConstraints.TYPE_OR_RANGE)
      .attrSizedOperandSegments()
      .result("op", PDLConstraints.OPERATION)
      .format("($opName^)? (`(` $operandValues^ `:` type($operandValues) `)`)?"
          + " custom<OperationOpAttributes>($attributeValues, $attributeValueNames)"
          + " (`->` `(` $typeValues^ `:` type($typeValues) `)`)? attr-dict")
      .customDirective("OperationOpAttributes", PDLDirectives.OPERATION_ATTRIBUTES)
      .build();

  static final OpSpec PATTERN = OpSpec.op("pdl.pattern")
      .summary("Define a rewrite pattern")
      .attr("benefit", AttrConstraints.signlessInteger(16).confined(
          "16-bit signless integer attribute whose value is non-negative",
          a -> a instanceof jopt.ir.attr.IntegerAttr i && i.getValue() >= 0))
      .optionalAttr("sym_name", AttrConstraints.SYMBOL_NAME)
      .optionalAttr("sym_visibility", AttrConstraints.STRING)
      .region("bodyRegion", RegionDef.Blocks.EXACTLY_ONE)
      .format("($sym_visibility^)? ($sym_name^)? `:` `benefit` `(` $benefit `)`"
          + " attr-dict-with-keyword $bodyRegion")
      .build();

  static final OpSpec RANGE = OpSpec.op("pdl.range")
      .summary("Construct a range of pdl entities")
      .variadicOperand("arguments", PDLConstraints.ANY)
      .result("result", PDLConstraints.TYPE_OR_VALUE_RANGE)
      .format("($arguments^ `:` type($arguments))?"
          + " custom<RangeType>(ref(type($arguments)), type($result)) attr-dict")
      .customDirective("RangeType", PDLDirectives.RANGE_TYPE)
      .build();

  static final OpSpec REPLACE = OpSpec.op("pdl.replace")
      .summary("Mark an input operation as `replaced`")
      .operand("opValue", PDLConstraints.OPERATION)
      .optionalOperand("replOperation", PDLConstraints.OPERATION)
      .variadicOperand("replValues", PDLConstraints.VALUE_OR_RANGE)
      .attrSizedOperandSegments()
      .format("$opValue `with` (`(` $replValues^ `:` type($replValues) `)`)?"
          + " ($replOperation^)? attr-dict")
      .build();

  static final OpSpec RESULT = OpSpec.op("pdl.result")
      .summary("Extract a result from an operation")
      .operand("parent", PDLConstraints.OPERATION)
      .attr("index", AttrConstraints.I32)
      .result("val", PDLConstraints.VALUE)
      .format("$index `of` $parent attr-dict")
      .build();

  static final OpSpec RESULTS = OpSpec.op("pdl.results")
      .summary("Extract a result group from an operation")
      .operand("parent", PDLConstraints.OPERATION)
      .optionalAttr("index", AttrConstraints.I32)
      .result("val", PDLConstraints.VALUE_OR_RANGE)
      .format("($index^)? `of` $parent custom<ResultsValueType>(ref($index), type($val))"
          + " attr-dict")
      .customDirective("ResultsValueType", PDLDirectives.RESULTS_VALUE_TYPE)
      .build();

  static final OpSpec REWRITE = OpSpec.op("pdl.rewrite")
      .summary("Specify the rewrite of a matched pattern")
      .optionalOperand("root", PDLConstraints.OPERATION)
      .optionalAttr("name", AttrConstraints.STRING)
      .variadicOperand("externalArgs", PDLConstraints.ANY)
      .attrSizedOperandSegments()
      .region("bodyRegion", RegionDef.Blocks.ANY)
      .format("($root^)? (`with` $name^ (`(` $externalArgs^ `:` type($externalArgs) `)`)?)?"
          + " ($bodyRegion^)? attr-dict-with-keyword")
      .build();

  static final OpSpec TYPE = OpSpec.op("pdl.type")
      .summary("Define a type handle within a pattern")
      .optionalAttr("constantType", AttrConstraints.TYPE)
      .result("result", PDLConstraints.TYPE)
      .format("attr-dict (`:` $constantType^)?")
      .build();

  static final OpSpec TYPES = OpSpec.op("pdl.types")
      .summary("Define a range of type handles within a pattern")
      .optionalAttr("constantTypes", TYPE_ARRAY)
      .result("result", PDLConstraints.TYPE_RANGE)
      .format("attr-dict (`:` $constantTypes^)?")
      .build();

  static final List<OpSpec> ALL = List.of(APPLY_NATIVE_CONSTRAINT, APPLY_NATIVE_REWRITE,
      ATTRIBUTE, ERASE, OPERAND, OPERANDS, OPERATION, PATTERN, RANGE, REPLACE, RESULT, RESULTS,
      REWRITE, TYPE, TYPES);
}
