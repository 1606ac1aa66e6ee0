package jopt.tools.opt;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an input buffer into chunks as LLVM's splitAndProcessBuffer does, quirks included:
 * the text is cut at every occurrence of the marker minus its last two characters; a cut not
 * followed by those two characters is a "near miss" (warned about, not split); an empty
 * piece is merged with the next one and the trailing empty piece is dropped.
 */
final class InputSplitter {
  private static final int CHECK_LEN = 2;

  /** A chunk of the input and where it starts in the whole buffer. */
  record Chunk(String text, int offset) {}

  /** A position where the marker was almost, but not exactly, written. */
  record NearMiss(int offset) {}

  record Result(List<Chunk> chunks, List<NearMiss> nearMisses) {}

  private InputSplitter() {}

  static Result split(String buffer, String marker) {
    List<Chunk> chunks = new ArrayList<>();
    List<NearMiss> nearMisses = new ArrayList<>();
    if (marker.length() <= CHECK_LEN) {
      chunks.add(new Chunk(buffer, 0));
      return new Result(chunks, nearMisses);
    }
    String cut = marker.substring(0, marker.length() - CHECK_LEN);
    String tail = marker.substring(marker.length() - CHECK_LEN);
    int prevStart = 0;
    int prevEnd = -1; // -1: no pending piece yet (an empty piece counts as none)
    int pos = 0;
    while (true) {
      int next = buffer.indexOf(cut, pos);
      int pieceEnd = next < 0 ? buffer.length() : next;
      int pieceStart = pos;
      if (prevEnd < 0 || prevEnd == prevStart) {
        prevStart = pieceStart;
        prevEnd = pieceEnd;
      } else if (!buffer.startsWith(tail, pieceStart)) {
        nearMisses.add(new NearMiss(pieceStart));
        prevEnd = pieceEnd;
      } else {
        chunks.add(new Chunk(buffer.substring(prevStart, prevEnd), prevStart));
        prevStart = Math.min(pieceStart + CHECK_LEN, pieceEnd);
        prevEnd = pieceEnd;
      }
      if (next < 0) {
        break;
      }
      pos = next + cut.length();
    }
    if (prevEnd > prevStart) {
      chunks.add(new Chunk(buffer.substring(prevStart, prevEnd), prevStart));
    }
    return new Result(chunks, nearMisses);
  }
}
