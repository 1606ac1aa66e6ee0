package jopt.interpreter.compile;

import java.nio.FloatBuffer;
import jopt.interpreter.runtime.ElementBytes;

/**
 * {@link Contraction}'s panel of a convolution with few output rows (a depthwise convolution:
 * one row per channel) at stride 1, read in place instead of packed. Its columns are output rows
 * of {@code ow} points at consecutive floats, {@code width} floats apart in the source; its
 * reduction steps are window offsets. Computed over every column of a source row ({@code width}
 * of them, the last {@code width - ow} of each output row wasted and never written back), panel
 * row k is the source itself from float {@code off[k]} on: each reduction step is one vectorized
 * pass over a run of floats copied once, where packing read every element of the panel one at a
 * time (as much work as the product on a 7x7 or 14x14 image). Each output element still takes
 * its products in k's order, the same bits.
 *
 * <p>When the source rows lie further apart than that (a stride along the rows, or a window
 * taller than the output: a 5x5 window over 6x100 to 2x96, whose span the block would copy
 * for each channel and mostly waste) and each output row is long enough to vectorize, the
 * panel runs row by row: the channel's source copied once, each output row one pass per
 * reduction step over its own {@code ow} columns from float {@code i * width + off[k]}.
 */
final class ShiftedPanel {
  /** Wasted columns at most this share of the computed ones. */
  private static final int MAX_WIDTH_PER_OW = 2;
  /** Output rows at least this long run row by row when the block form does not fit. */
  static final int MIN_ROW = 16;

  private final int ow;
  private final int oh;
  private final int width;
  private final int[] off;
  private final int span;
  private final long first;
  /** Per output row, the source float of each reduction step (row by row), else null. */
  private final int[][] rowOff;

  private ShiftedPanel(int ow, int oh, int width, int[] off, int span, long first,
      boolean byRow) {
    this.ow = ow;
    this.oh = oh;
    this.width = width;
    this.off = off;
    this.span = span;
    this.first = first;
    if (byRow) {
      rowOff = new int[oh][off.length];
      for (int i = 0; i < oh; i++) {
        for (int k = 0; k < off.length; k++) {
          rowOff[i][k] = i * width + off[k];
        }
      }
    } else {
      rowOff = null;
    }
  }

  /**
   * The shifted panel of columns at byte offsets {@code jV} and reduction steps at {@code kV}
   * when they have that form (columns {@code oh} runs of {@code ow} consecutive floats, the runs
   * {@code width} floats apart with {@code ow <= width <= 2 ow}; steps whole floats apart, no
   * more than the columns apart in all), there are fewer than {@link MacKernels#MR} rows and
   * the run has a single block of reduction steps; else null.
   */
  static ShiftedPanel of(long[] jV, long[] kV, int rows) {
    int n = jV.length;
    if (rows >= MacKernels.MR || n < 2 || kV.length == 0 || kV.length > Contraction.KC) {
      return null;
    }
    int ow = 1;
    while (ow < n && jV[ow] - jV[ow - 1] == Float.BYTES) {
      ow++;
    }
    long a = ow < n ? jV[ow] - jV[0] : (long) ow * Float.BYTES;
    if (n % ow != 0 || a % Float.BYTES != 0 || a / Float.BYTES < ow
        || a / Float.BYTES > Integer.MAX_VALUE / (n / ow)) {
      return null;
    }
    int width = (int) (a / Float.BYTES);
    int oh = n / ow;
    for (int i = 0; i < oh; i++) {
      for (int t = 0; t < ow; t++) {
        if (jV[i * ow + t] != jV[0] + i * a + (long) t * Float.BYTES) {
          return null;
        }
      }
    }
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    for (long k : kV) {
      min = Math.min(min, k);
      max = Math.max(max, k);
    }
    if ((max - min) % Float.BYTES != 0 || (max - min) / Float.BYTES > Integer.MAX_VALUE / 2) {
      return null;
    }
    boolean block = width <= (long) MAX_WIDTH_PER_OW * ow
        && (max - min) / Float.BYTES <= (long) oh * width;
    if (!block && ow < MIN_ROW) {
      return null;
    }
    int[] off = new int[kV.length];
    for (int k = 0; k < off.length; k++) {
      if ((kV[k] - min) % Float.BYTES != 0) {
        return null;
      }
      off[k] = (int) ((kV[k] - min) / Float.BYTES);
    }
    return new ShiftedPanel(ow, oh, width, off, (int) ((max - min) / Float.BYTES), jV[0] + min,
        !block);
  }

  /** Output rows computed per block: a block's columns at most {@link Contraction#NC} (one row at least). */
  private int blockRows() {
    return Math.max(1, Math.min(oh, Contraction.NC / width));
  }

  /** Scratch of one thread's run: the source floats, an output row, the row's scalars. */
  final class Scratch {
    final float[] src = new float[rowOff != null ? (oh - 1) * width + ow + span
        : blockRows() * width + span + 1];
    final float[] c = new float[rowOff != null ? ow : blockRows() * width];
    final float[] w = new float[off.length * MacKernels.MR];
  }

  /**
   * Whether the source of the batch at byte {@code vb} starts at a whole float: else the
   * packed path runs it.
   */
  boolean fits(long vb) {
    return ((vb + first) & 3) == 0;
  }

  /**
   * Rows [rowFrom, rowTo) of the batch whose source starts at byte {@code vb} (as floats {@code
   * floats}), rows' scalars at {@code wb + iW[row] + kW[k]}, outputs at {@code cb + iC[row] +
   * jC[j]}: block of output rows after block, each row through every reduction step.
   */
  void rows(FloatBuffer floats, long vb, byte[] wData, long wb, long[] iW, long[] kW,
      byte[] cData, long cb, long[] iC, long[] jC, int rowFrom, int rowTo, Scratch s) {
    int start = (int) ((vb + first) >> 2);
    if (rowOff != null) {
      byRow(floats, start, wData, wb, iW, kW, cData, cb, iC, jC, rowFrom, rowTo, s);
      return;
    }
    int limit = floats.limit();
    int hb = blockRows();
    for (int i0 = 0; i0 < oh; i0 += hb) {
      int rowsHere = Math.min(hb, oh - i0);
      int n = rowsHere * width;
      int from = start + i0 * width;
      // the wasted columns of the last output row may reach past the buffer: zeros there
      int copy = Math.max(0, Math.min(n + span, limit - from));
      floats.get(from, s.src, 0, copy);
      java.util.Arrays.fill(s.src, copy, n + span, 0f);
      for (int r = rowFrom; r < rowTo; r++) {
        for (int k = 0; k < off.length; k++) {
          s.w[k * MacKernels.MR] = ElementBytes.f32(wData, (int) (wb + iW[r] + kW[k]));
        }
        long out = cb + iC[r];
        for (int i = 0; i < rowsHere; i++) {
          for (int t = 0; t < ow; t++) {
            s.c[i * width + t] = ElementBytes.f32(cData, (int) (out + jC[(i0 + i) * ow + t]));
          }
        }
        MacKernels.macShifted(s.c, s.src, off, s.w, off.length, n);
        for (int i = 0; i < rowsHere; i++) {
          for (int t = 0; t < ow; t++) {
            ElementBytes.f32(cData, (int) (out + jC[(i0 + i) * ow + t]), s.c[i * width + t]);
          }
        }
      }
    }
  }

  /**
   * {@link #rows} row by row: the source from float {@code start} copied once (every float of
   * it one the op reads, so in the buffer), then per output row of each channel row one pass
   * per reduction step over its {@code ow} columns.
   */
  private void byRow(FloatBuffer floats, int start, byte[] wData, long wb, long[] iW, long[] kW,
      byte[] cData, long cb, long[] iC, long[] jC, int rowFrom, int rowTo, Scratch s) {
    floats.get(start, s.src, 0, s.src.length);
    for (int r = rowFrom; r < rowTo; r++) {
      for (int k = 0; k < off.length; k++) {
        s.w[k * MacKernels.MR] = ElementBytes.f32(wData, (int) (wb + iW[r] + kW[k]));
      }
      long out = cb + iC[r];
      for (int i = 0; i < oh; i++) {
        for (int t = 0; t < ow; t++) {
          s.c[t] = ElementBytes.f32(cData, (int) (out + jC[i * ow + t]));
        }
        MacKernels.macShifted(s.c, s.src, rowOff[i], s.w, off.length, ow);
        for (int t = 0; t < ow; t++) {
          ElementBytes.f32(cData, (int) (out + jC[i * ow + t]), s.c[t]);
        }
      }
    }
  }
}
