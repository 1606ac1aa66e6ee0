package jopt.dialects.onnx;

import java.util.List;

/** RNN, GRU and LSTM: the sequence, batch and hidden sizes of Y, Y_h (and LSTM's Y_c). */
final class RecurrentRules {
  private RecurrentRules() {}

  /**
   * With layout 0, X is {@code [seq, batch, input]}, Y {@code [seq, dirs, batch, hidden]} and
   * the states {@code [dirs, batch, hidden]}; layout 1 puts the batch first. The hidden size is
   * {@code hidden_size}, else R's last dim.
   */
  static void rnn(OnnxNode n) {
    Facts x = n.in(0);
    Facts r = n.in(2);
    if (!x.hasRank() || x.rank() != 3) {
      return;
    }
    boolean batchFirst = n.attrs().getInt("layout") != 0;
    SymInt seq = x.dim(batchFirst ? 1 : 0);
    SymInt batch = x.dim(batchFirst ? 0 : 1);
    SymInt dirs = SymInt.of(n.attrs().getString("direction").equals("bidirectional") ? 2 : 1);
    Long h = n.attrs().optInt("hidden_size");
    SymInt hidden = h != null ? SymInt.of(h) : r.hasRank() && r.rank() == 3 ? r.dim(2) : n.unknownDim(1, 2);
    n.setShape(0, batchFirst ? List.of(batch, seq, dirs, hidden) : List.of(seq, dirs, batch, hidden));
    List<SymInt> state = batchFirst ? List.of(batch, dirs, hidden) : List.of(dirs, batch, hidden);
    n.setShape(1, state);
    n.setShape(2, state);
  }
}
