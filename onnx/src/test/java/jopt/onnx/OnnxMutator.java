package jopt.onnx;

import com.google.protobuf.ByteString;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.TensorProto;

/**
 * Mutants of a serialized ONNX model, for the import fuzzer: bit flips, truncation, protobuf
 * fields duplicated, dropped or swapped (lengths kept right, so the parser reaches the importer),
 * varints corrupted, and edits of the graph (inputs renamed or rewired, nodes dropped or
 * duplicated, op types, attributes, dims and data types changed, opsets moved).
 */
public final class OnnxMutator {
  public enum Kind { BIT_FLIP, TRUNCATE, FIELD_DUPLICATE, FIELD_DROP, FIELD_SWAP, VARINT, GRAPH_EDIT }

  private static final String[] OPS = {"Add", "Conv", "MatMul", "Reshape", "Concat", "Slice", "Gather",
      "Transpose", "Squeeze", "Unsqueeze", "Split", "ReduceMean", "Softmax", "If", "Loop", "Constant",
      "Pad", "Resize", "Cast", "Expand", "Where", "Gemm", "MaxPool", "Foo", ""};

  private final SplittableRandom rnd;

  public OnnxMutator(long seed) {
    this.rnd = new SplittableRandom(seed);
  }

  public Kind kind() {
    return Kind.values()[rnd.nextInt(Kind.values().length)];
  }

  public byte[] mutate(byte[] model, Kind kind) {
    switch (kind) {
      case BIT_FLIP -> {
        byte[] r = model.clone();
        int flips = 1 + rnd.nextInt(8);
        for (int i = 0; i < flips && r.length > 0; i++) {
          r[rnd.nextInt(r.length)] ^= (byte) (1 << rnd.nextInt(8));
        }
        return r;
      }
      case TRUNCATE -> {
        return java.util.Arrays.copyOf(model, model.length == 0 ? 0 : rnd.nextInt(model.length));
      }
      case GRAPH_EDIT -> {
        try {
          return edit(ModelProto.parseFrom(model)).toByteArray();
        } catch (com.google.protobuf.InvalidProtocolBufferException e) {
          return model;
        }
      }
      default -> {
        Msg m = Msg.parse(model, 0, model.length, 0);
        if (m == null) {
          return model;
        }
        List<Msg> all = new ArrayList<>();
        m.collect(all);
        Msg target = all.get(rnd.nextInt(all.size()));
        if (target.fields.isEmpty()) {
          return model;
        }
        int i = rnd.nextInt(target.fields.size());
        switch (kind) {
          case FIELD_DUPLICATE -> target.fields.add(i, target.fields.get(i));
          case FIELD_DROP -> target.fields.remove(i);
          case FIELD_SWAP -> {
            int j = rnd.nextInt(target.fields.size());
            Field f = target.fields.get(i);
            target.fields.set(i, target.fields.get(j));
            target.fields.set(j, f);
          }
          default -> {
            List<Integer> varints = new ArrayList<>();
            for (int k = 0; k < target.fields.size(); k++) {
              if (target.fields.get(k).wireType == 0) {
                varints.add(k);
              }
            }
            if (varints.isEmpty()) {
              return model;
            }
            int k = varints.get(rnd.nextInt(varints.size()));
            Field f = target.fields.get(k);
            long[] picks = {0, 1, -1, Long.MAX_VALUE, Long.MIN_VALUE, Integer.MAX_VALUE, 1L << 40,
                rnd.nextLong(), rnd.nextInt(64), -rnd.nextInt(64)};
            target.fields.set(k, new Field(f.number, 0, picks[rnd.nextInt(picks.length)], null, null));
          }
        }
        return m.serialize();
      }
    }
  }

  /** A semantic edit of the main graph. */
  private ModelProto edit(ModelProto m) {
    ModelProto.Builder b = m.toBuilder();
    GraphProto.Builder g = b.getGraphBuilder();
    int n = g.getNodeCount();
    switch (rnd.nextInt(10)) {
      case 0 -> {
        if (n > 0) {
          g.removeNode(rnd.nextInt(n));
        }
      }
      case 1 -> {
        if (n > 0) {
          int i = rnd.nextInt(n);
          g.addNode(rnd.nextInt(n + 1), g.getNode(i));
        }
      }
      case 2 -> {
        if (n > 0) {
          NodeProto.Builder node = g.getNodeBuilder(rnd.nextInt(n));
          node.setOpType(OPS[rnd.nextInt(OPS.length)]);
        }
      }
      case 3 -> {
        if (n > 1) {
          NodeProto.Builder node = g.getNodeBuilder(rnd.nextInt(n));
          NodeProto other = g.getNode(rnd.nextInt(n));
          if (node.getInputCount() > 0 && other.getOutputCount() > 0) {
            node.setInput(rnd.nextInt(node.getInputCount()), other.getOutput(rnd.nextInt(other.getOutputCount())));
          }
        }
      }
      case 4 -> {
        if (n > 0) {
          NodeProto.Builder node = g.getNodeBuilder(rnd.nextInt(n));
          node.addInput(rnd.nextBoolean() ? "" : "no_such_value");
        }
      }
      case 5 -> {
        if (n > 0) {
          NodeProto.Builder node = g.getNodeBuilder(rnd.nextInt(n));
          if (node.getAttributeCount() > 0) {
            int a = rnd.nextInt(node.getAttributeCount());
            AttributeProto.Builder attr = node.getAttributeBuilder(a);
            switch (rnd.nextInt(4)) {
              case 0 -> attr.setType(AttributeProto.AttributeType.forNumber(rnd.nextInt(15)) == null
                  ? AttributeProto.AttributeType.UNDEFINED : AttributeProto.AttributeType.forNumber(rnd.nextInt(15)));
              case 1 -> attr.clearInts().addInts(rnd.nextLong(-5, 5)).addInts(rnd.nextLong(-1000, 1000));
              case 2 -> attr.setI(rnd.nextLong(-3, 1 << 20));
              default -> attr.setRefAttrName("x");
            }
          } else {
            node.addAttribute(AttributeProto.newBuilder().setName("axis").setType(AttributeProto.AttributeType.INT)
                .setI(rnd.nextLong(-8, 8)));
          }
        }
      }
      case 6 -> {
        if (g.getInitializerCount() > 0) {
          int i = rnd.nextInt(g.getInitializerCount());
          TensorProto.Builder t = g.getInitializerBuilder(i);
          switch (rnd.nextInt(4)) {
            case 0 -> t.setDataType(rnd.nextInt(30));
            case 1 -> t.addDims(rnd.nextLong(-2, 1L << 33));
            case 2 -> t.clearDims();
            default -> g.removeInitializer(i);
          }
        }
      }
      case 7 -> b.clearOpsetImport().addOpsetImport(jopt.onnx.proto.OperatorSetIdProto.newBuilder()
          .setVersion(rnd.nextInt(30)));
      case 8 -> {
        if (g.getInputCount() > 0) {
          g.removeInput(rnd.nextInt(g.getInputCount()));
        } else if (g.getOutputCount() > 0) {
          g.removeOutput(rnd.nextInt(g.getOutputCount()));
        }
      }
      default -> {
        if (g.getValueInfoCount() > 0) {
          g.getValueInfoBuilder(rnd.nextInt(g.getValueInfoCount())).getTypeBuilder().getTensorTypeBuilder()
              .getShapeBuilder().addDim(jopt.onnx.proto.TensorShapeProto.Dimension.newBuilder()
                  .setDimValue(rnd.nextInt(7)));
        } else if (n > 0) {
          g.getNodeBuilder(rnd.nextInt(n)).addOutput("y" + rnd.nextInt(3));
        }
      }
    }
    return b.build();
  }

  /** A protobuf field: its number and wire type, and its value (a varint, bytes, or a nested message). */
  private record Field(int number, int wireType, long varint, byte[] bytes, Msg message) {}

  /** A message as its fields; length-delimited payloads that parse as messages are nested. */
  private static final class Msg {
    final List<Field> fields = new ArrayList<>();

    static Msg parse(byte[] b, int from, int to, int depth) {
      Msg m = new Msg();
      int[] pos = {from};
      while (pos[0] < to) {
        long tag = varint(b, pos, to);
        if (tag < 0 || (tag >>> 3) == 0 || (tag >>> 3) > (1 << 29)) {
          return null;
        }
        int number = (int) (tag >>> 3);
        int wire = (int) (tag & 7);
        switch (wire) {
          case 0 -> {
            long v = varint(b, pos, to);
            if (pos[0] < 0) {
              return null;
            }
            m.fields.add(new Field(number, 0, v, null, null));
          }
          case 1, 5 -> {
            int len = wire == 1 ? 8 : 4;
            if (pos[0] + len > to) {
              return null;
            }
            m.fields.add(new Field(number, wire, 0, java.util.Arrays.copyOfRange(b, pos[0], pos[0] + len), null));
            pos[0] += len;
          }
          case 2 -> {
            long len = varint(b, pos, to);
            if (pos[0] < 0 || len < 0 || pos[0] + len > to) {
              return null;
            }
            int start = pos[0];
            int end = (int) (start + len);
            Msg sub = depth < 12 && len > 0 && len < (1 << 16) ? parse(b, start, end, depth + 1) : null;
            m.fields.add(new Field(number, 2, 0, sub == null ? java.util.Arrays.copyOfRange(b, start, end) : null, sub));
            pos[0] = end;
          }
          default -> {
            return null;
          }
        }
      }
      return m;
    }

    /** The value of a varint at pos[0] (pos[0] moved past it; -1 when malformed). */
    private static long varint(byte[] b, int[] pos, int to) {
      long r = 0;
      for (int shift = 0; shift < 64; shift += 7) {
        if (pos[0] >= to) {
          pos[0] = -1;
          return -1;
        }
        byte x = b[pos[0]++];
        r |= (long) (x & 0x7f) << shift;
        if (x >= 0) {
          return r;
        }
      }
      pos[0] = -1;
      return -1;
    }

    void collect(List<Msg> out) {
      out.add(this);
      for (Field f : fields) {
        if (f.message != null) {
          f.message.collect(out);
        }
      }
    }

    byte[] serialize() {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      for (Field f : fields) {
        writeVarint(out, ((long) f.number << 3) | f.wireType);
        switch (f.wireType) {
          case 0 -> writeVarint(out, f.varint);
          case 2 -> {
            byte[] payload = f.message != null ? f.message.serialize() : f.bytes;
            writeVarint(out, payload.length);
            out.writeBytes(payload);
          }
          default -> out.writeBytes(f.bytes);
        }
      }
      return out.toByteArray();
    }

    private static void writeVarint(ByteArrayOutputStream out, long v) {
      while ((v & ~0x7fL) != 0) {
        out.write((int) ((v & 0x7f) | 0x80));
        v >>>= 7;
      }
      out.write((int) v);
    }
  }

  /** A tiny model to mutate when no model files are installed. */
  public static byte[] builtinSeed() {
    return Models.model(13, Models.graph(List.of(Models.value("x", Models.FLOAT, 1, 3, 8, 8),
        Models.value("w", Models.FLOAT, 4, 3, 3, 3)), List.of(Models.unshaped("y", Models.FLOAT)),
        Models.node("Conv", List.of("x", "w"), List.of("c"), Models.ints("pads", 1, 1, 1, 1)),
        Models.node("Relu", List.of("c"), List.of("r")),
        Models.node("Reshape", List.of("r", "s"), List.of("y")))
        .addInitializer(Models.longs("s", 1, -1))
        .addInitializer(Models.rawFloats("b", new long[] {4}, 1, 2, 3, 4))
        .addInitializer(TensorProto.newBuilder().setName("z").setDataType(Models.FLOAT).addDims(2)
            .setRawData(ByteString.copyFrom(new byte[8])))).toByteArray();
  }
}
