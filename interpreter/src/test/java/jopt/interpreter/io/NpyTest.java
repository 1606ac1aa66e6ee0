package jopt.interpreter.io;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.MemRefValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** NumPy's .npy files: read in both orders, written from a memref and read back. */
class NpyTest {
  @TempDir Path dir;

  /** A version 1.0 file as numpy.save writes it: magic, header padded to 64 bytes, data. */
  private static byte[] npy(String dict, byte[] data) {
    int pad = (64 - (10 + dict.length() + 1) % 64) % 64;
    String header = dict + " ".repeat(pad) + "\n";
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(0x93);
    out.writeBytes("NUMPY".getBytes(StandardCharsets.ISO_8859_1));
    out.write(1);
    out.write(0);
    out.write(header.length() & 0xff);
    out.write(header.length() >> 8);
    out.writeBytes(header.getBytes(StandardCharsets.ISO_8859_1));
    out.writeBytes(data);
    return out.toByteArray();
  }

  private static byte[] ints(int... xs) {
    ByteBuffer b = ByteBuffer.allocate(4 * xs.length).order(ByteOrder.LITTLE_ENDIAN);
    for (int x : xs) {
      b.putInt(x);
    }
    return b.array();
  }

  /**
   * numpy's unsigned and bool arrays for integer types of their width (ONNX's uint8 tensors are
   * MLIR's signless i8): the same bits, with the type's sign; other widths and floats untouched.
   */
  @Test
  void unsignedAndBoolArraysAsIntegersOfTheirWidth() throws Exception {
    Path u1 = dir.resolve("u1.npy");
    Files.write(u1, npy("{'descr': '|u1', 'fortran_order': False, 'shape': (3,), }",
        new byte[] {0, 127, (byte) 200}));
    Npy.Array a = Npy.read(u1);
    assertThat(a.values()).containsExactly(0L, 127L, 200L).inOrder();
    Npy.Array i8 = Npy.asInteger(a, jopt.ir.type.IntegerType.get(8));
    assertThat(i8.descr()).isEqualTo("|i1");
    assertThat(i8.values()).containsExactly(0L, 127L, -56L).inOrder();
    Npy.Array ui8 = Npy.asInteger(a, jopt.ir.type.IntegerType.get(8,
        jopt.ir.type.IntegerType.Signedness.UNSIGNED));
    assertThat(ui8.values()).containsExactly(0L, 127L, 200L).inOrder();
    Path u4 = dir.resolve("u4.npy");
    Files.write(u4, npy("{'descr': '<u4', 'fortran_order': False, 'shape': (2,), }",
        ints(7, -1)));
    assertThat(Npy.read(u4).values()).containsExactly(7L, 4294967295L).inOrder();
    assertThat(Npy.asInteger(Npy.read(u4), jopt.ir.type.IntegerType.get(32)).values())
        .containsExactly(7L, -1L).inOrder();
    Path b1 = dir.resolve("b1.npy");
    Files.write(b1, npy("{'descr': '|b1', 'fortran_order': False, 'shape': (2,), }",
        new byte[] {1, 0}));
    assertThat(Npy.asInteger(Npy.read(b1), jopt.ir.type.IntegerType.get(8)).values())
        .containsExactly(1L, 0L).inOrder();
    // Another width stays as it is (and is refused by jopt-run with its dtype named).
    assertThat(Npy.asInteger(Npy.read(u4), jopt.ir.type.IntegerType.get(16)).descr())
        .isEqualTo("<u4");
  }

  @Test
  void readsRowMajorAndFortranOrder() throws Exception {
    Path c = dir.resolve("c.npy");
    Files.write(c, npy("{'descr': '<i4', 'fortran_order': False, 'shape': (2, 3), }",
        ints(0, 1, 2, 3, 4, 5)));
    Npy.Array a = Npy.read(c);
    assertThat(a.descr()).isEqualTo("<i4");
    assertThat(a.shape()).asList().containsExactly(2L, 3L).inOrder();
    assertThat(a.values()).containsExactly(0L, 1L, 2L, 3L, 4L, 5L).inOrder();
    Path f = dir.resolve("f.npy");
    Files.write(f, npy("{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3), }",
        ints(0, 3, 1, 4, 2, 5)));
    assertThat(Npy.read(f).values()).containsExactly(0L, 1L, 2L, 3L, 4L, 5L).inOrder();
  }

  @Test
  void writesWhatItReads() throws Exception {
    ExecutionResult r = Programs.run("""
        func.func @main(%a: memref<2x2xf64>) -> (memref<2x2xf64>, memref<3xi1>) {
          %b = memref.alloc() : memref<3xi1>
          %t = arith.constant true
          linalg.fill ins(%t : i1) outs(%b : memref<3xi1>)
          return %a, %b : memref<2x2xf64>, memref<3xi1>
        }
        """, BufferArgument.iota());
    Npy.write(dir.resolve("a.npy"), (MemRefValue) r.values().get(0));
    Npy.write(dir.resolve("b.npy"), (MemRefValue) r.values().get(1));
    Npy.Array a = Npy.read(dir.resolve("a.npy"));
    assertThat(a.descr()).isEqualTo("<f8");
    assertThat(a.values()).isEqualTo(List.of(0.0, 1.0, 2.0, 3.0));
    Npy.Array b = Npy.read(dir.resolve("b.npy"));
    assertThat(b.descr()).isEqualTo("|b1");
    assertThat(b.shape()).asList().containsExactly(3L);
    assertThat(b.values()).isEqualTo(List.of(1L, 1L, 1L));
    assertThat(new String(Files.readAllBytes(dir.resolve("b.npy")), 10, 60,
        StandardCharsets.ISO_8859_1)).startsWith("{'descr': '|b1', 'fortran_order': False, 'shape': (3,), }");
  }
}
