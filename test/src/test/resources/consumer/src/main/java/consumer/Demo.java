package consumer;

/** The input both versions of the consumer start from. */
final class Demo {
  static final String TEXT = """
      func.func @f(%n: index) -> f32 {
        %a = memref.alloc() : memref<8xf32>
        %c0 = arith.constant 0 : index
        %v = memref.load %a[%c0] : memref<8xf32>
        return %v : f32
      }
      """;

  private Demo() {}
}
