package jopt.ir.attr;

import java.math.BigInteger;
import jopt.ir.Type;
import jopt.ir.type.FloatType;

/** Element literals of dense and array attributes, checked like MLIR's parser checks them. */
final class Literals {
  private Literals() {}

  /** A float token of MLIR's lexer has a '.'; hex integers never do. */
  static boolean isFloatLiteral(String lit) {
    return lit.indexOf('.') >= 0 && !isHex(lit);
  }

  static boolean isHex(String lit) {
    String body = lit.startsWith("-") ? lit.substring(1) : lit;
    return body.startsWith("0x") || body.startsWith("0X");
  }

  /** An integer literal (maybe negative, maybe hex) as an attribute of {@code type}. */
  static IntegerAttr integer(Type type, String lit) {
    boolean neg = lit.startsWith("-");
    String body = neg ? lit.substring(1) : lit;
    BigInteger magnitude = isHex(body) ? new BigInteger(body.substring(2), 16) : new BigInteger(body);
    return IntegerAttr.parse(type, neg, magnitude);
  }

  /** The bit pattern of a float element: a float literal or a (non-negative) hex bit pattern. */
  static BigInteger floatBits(FloatType type, String lit) {
    if (isHex(lit)) {
      if (lit.startsWith("-")) {
        throw new IllegalArgumentException("hexadecimal float literal should not have a leading minus");
      }
      BigInteger bits = new BigInteger(lit.substring(2), 16);
      if (bits.bitLength() > type.getWidth()) {
        throw new IllegalArgumentException("hexadecimal float constant out of range for type");
      }
      return bits;
    }
    if (!isFloatLiteral(lit)) {
      throw new IllegalArgumentException("unexpected decimal integer literal for a floating point value");
    }
    return FloatCodec.parseDecimalViaDouble(type, lit);
  }
}
