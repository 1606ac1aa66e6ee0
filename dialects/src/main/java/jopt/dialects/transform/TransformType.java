package jopt.dialects.transform;

import jopt.dialects.pdl.PDLType;
import jopt.ir.AttrTypePrinter;
import jopt.support.Strings;
import jopt.ir.Type;
import jopt.ir.type.IntegerType;

/**
 * The types of MLIR's transform dialect (TransformTypes.td): the operation handles
 * {@code !transform.any_op} and {@code !transform.op<"name">}, the value handle
 * {@code !transform.any_value} and the parameters {@code !transform.any_param},
 * {@code !transform.param<iN>}, {@code !transform.type} and {@code !transform.affine_map}.
 * {@code opName} belongs to {@code op}, {@code param} to {@code param}.
 */
public record TransformType(String mnemonic, String opName, Type param) implements Type {
  public static final TransformType ANY_OP = simple("any_op");
  public static final TransformType ANY_VALUE = simple("any_value");
  public static final TransformType ANY_PARAM = simple("any_param");
  public static final TransformType TYPE = simple("type");
  public static final TransformType AFFINE_MAP = simple("affine_map");

  /** The interfaces a transform type implements (MLIR's three TransformTypeInterfaces). */
  enum Interface { HANDLE, VALUE_HANDLE, PARAM }

  private static TransformType simple(String mnemonic) {
    return new TransformType(mnemonic, null, null);
  }

  /** {@code !transform.op<"name">}: a handle to payload ops named {@code name}. */
  public static TransformType op(String name) {
    return new TransformType("op", name, null);
  }

  /** {@code !transform.param<type>}; null unless {@code type} is an integer of at most 64 bits. */
  public static TransformType param(Type type) {
    return type instanceof IntegerType i && i.getWidth() <= 64 ? new TransformType("param", null, type) : null;
  }

  /** The transform interface {@code t} implements ({@code !pdl.operation} is a handle), or null. */
  static Interface interfaceOf(Type t) {
    if (t instanceof TransformType tt) {
      return switch (tt.mnemonic) {
        case "any_op", "op" -> Interface.HANDLE;
        case "any_value" -> Interface.VALUE_HANDLE;
        default -> Interface.PARAM;
      };
    }
    return PDLType.OPERATION.equals(t) ? Interface.HANDLE : null;
  }

  static boolean isHandle(Type t) {
    return interfaceOf(t) == Interface.HANDLE;
  }

  static boolean isValueHandle(Type t) {
    return interfaceOf(t) == Interface.VALUE_HANDLE;
  }

  static boolean isParam(Type t) {
    return interfaceOf(t) == Interface.PARAM;
  }

  /** MLIR's implementSameTransformInterface. */
  static boolean implementSameInterface(Type a, Type b) {
    Interface i = interfaceOf(a);
    return i != null && i == interfaceOf(b);
  }

  /** Parses a type body ({@code any_op}, {@code op<"x">}, {@code param<i8>}), or null. */
  static TransformType parse(String body, java.util.function.Function<String, Type> builtinTypes) {
    String b = body.strip();
    int lt = b.indexOf('<');
    String mnemonic = (lt < 0 ? b : b.substring(0, lt)).strip();
    String inner = lt >= 0 && b.endsWith(">") ? b.substring(lt + 1, b.length() - 1).strip() : null;
    return switch (mnemonic) {
      case "any_op" -> ANY_OP;
      case "any_value" -> ANY_VALUE;
      case "any_param" -> ANY_PARAM;
      case "type" -> TYPE;
      case "affine_map" -> AFFINE_MAP;
      case "op" -> inner == null ? null : opFromLiteral(inner);
      case "param" -> inner == null ? null : param(builtinTypes.apply(inner));
      default -> null;
    };
  }

  /** {@code op<"name">} from its quoted string literal, MLIR's escapes undone. */
  private static TransformType opFromLiteral(String literal) {
    if (literal.length() < 2 || literal.charAt(0) != '"' || literal.charAt(literal.length() - 1) != '"') {
      return null;
    }
    StringBuilder s = new StringBuilder();
    for (int i = 1; i < literal.length() - 1; i++) {
      char c = literal.charAt(i);
      if (c != '\\') {
        s.append(c);
        continue;
      }
      if (++i >= literal.length() - 1) {
        return null;
      }
      char e = literal.charAt(i);
      switch (e) {
        case '\\', '"' -> s.append(e);
        case 'n' -> s.append('\n');
        case 't' -> s.append('\t');
        default -> {
          if (i + 1 >= literal.length() - 1) {
            return null;
          }
          try {
            s.append((char) Integer.parseInt(literal.substring(i, i + 2), 16));
          } catch (NumberFormatException ex) {
            return null;
          }
          i++;
        }
      }
    }
    return op(s.toString());
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("!transform.").append(mnemonic);
    if (opName != null) {
      p.append('<');
      Strings.printEscaped(p.out(), opName);
      p.append('>');
    } else if (param != null) {
      p.append('<');
      p.printType(param);
      p.append('>');
    }
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
