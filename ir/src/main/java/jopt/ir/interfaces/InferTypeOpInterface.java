package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.Type;
import jopt.ir.Value;

/**
 * MLIR's InferTypeOpInterface: the op's result types follow from its operands and attributes.
 * An assembly format that spells no result type gets them from {@link #inferReturnTypes} once
 * its operands are resolved, as the parsers ODS generates for such ops do.
 */
public interface InferTypeOpInterface {
  /** The result types of an op of these operands and attributes. */
  List<Type> inferReturnTypes(MLIRContext context, List<Value> operands, NamedAttrList attributes);
}
