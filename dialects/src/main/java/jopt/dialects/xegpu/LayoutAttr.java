package jopt.dialects.xegpu;

import jopt.ir.AttrTypePrinter;
import jopt.ir.attr.DenseArrayAttr;

/**
 * {@code #xegpu.layout<sg_layout = [2, 4], sg_data = [16, 16], inst_data = [8, 16], lane_layout =
 * [1, 16], lane_data = [1, 1], order = [1, 0]>}: how data is distributed to subgroups and lanes.
 * Every parameter is an optional i32 dense array (null when absent).
 */
public record LayoutAttr(DenseArrayAttr sgLayout, DenseArrayAttr sgData, DenseArrayAttr instData,
    DenseArrayAttr laneLayout, DenseArrayAttr laneData, DenseArrayAttr order) implements DistributeLayoutAttr {
  /** The parameter names, in declaration (and printing) order. */
  static final java.util.List<String> PARAMETERS =
      java.util.List.of("sg_layout", "sg_data", "inst_data", "lane_layout", "lane_data", "order");

  /** The layout of the parameters in {@link #PARAMETERS} order. */
  static LayoutAttr of(DenseArrayAttr[] p) {
    return new LayoutAttr(p[0], p[1], p[2], p[3], p[4], p[5]);
  }

  /** MLIR's LayoutAttr::verify: the error, or null when the parameters are consistent. */
  String verify() {
    if (sgLayout == null && instData == null && laneLayout == null) {
      return "expected at least one of sg_layout, inst_data or lane_layout";
    }
    if (sgLayout != null && instData != null && sgLayout.size() != instData.size()) {
      return "expected sg_layout and inst_data to have the same rank";
    }
    if (sgLayout != null && laneLayout != null && sgLayout.size() != laneLayout.size()) {
      return "expected sg_layout and lane_layout to have the same rank";
    }
    if (instData != null && laneLayout != null && instData.size() != laneLayout.size()) {
      return "expected inst_data and lane_layout to have the same rank, got inst_data " + instData.size()
          + ", lane_layout " + laneLayout.size();
    }
    if (sgData != null) {
      if (sgLayout == null) {
        return "expected sg_layout being used with sg_data";
      }
      if (sgData.size() != sgLayout.size()) {
        return "expected sg_data and sg_layout to have the same rank";
      }
    }
    if (laneData != null) {
      if (laneLayout == null) {
        return "expected lane_layout being used with lane_data";
      }
      if (laneData.size() != laneLayout.size()) {
        return "expected lane_data and lane_layout to have the same rank";
      }
    }
    if (order != null) {
      if (sgLayout == null && laneLayout == null) {
        return "expected sg_layout/lane_layout being used with order";
      }
      if (sgLayout != null && order.size() != sgLayout.size()) {
        return "expected order and sg_layout to have the same rank";
      }
      if (laneLayout != null && order.size() != laneLayout.size()) {
        return "expected order and lane_layout to have the same rank";
      }
    }
    return null;
  }

  @Override
  public long rank() {
    DenseArrayAttr a = sgLayout != null ? sgLayout : instData != null ? instData : laneLayout;
    return a == null ? 0 : a.size();
  }

  @Override
  public boolean isForWorkgroup() {
    return sgLayout != null;
  }

  @Override
  public long[] effectiveSgLayout() {
    return values(sgLayout);
  }

  @Override
  public long[] effectiveSgData() {
    return values(sgData);
  }

  @Override
  public long[] effectiveInstData() {
    return values(instData);
  }

  @Override
  public long[] effectiveLaneLayout() {
    return values(laneLayout);
  }

  @Override
  public long[] effectiveLaneData() {
    return values(laneData);
  }

  private static long[] values(DenseArrayAttr a) {
    return a == null ? new long[0] : a.asLongs();
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#xegpu.layout<");
    DenseArrayAttr[] params = {sgLayout, sgData, instData, laneLayout, laneData, order};
    boolean first = true;
    for (int i = 0; i < params.length; i++) {
      if (params[i] != null) {
        p.append(first ? "" : ", ").append(PARAMETERS.get(i)).append(" = ");
        printArray(p, params[i]);
        first = false;
      }
    }
    p.append('>');
  }

  /** A dense array as a parameter prints it: {@code [1, 2]}. */
  static void printArray(AttrTypePrinter p, DenseArrayAttr a) {
    p.append('[');
    for (int i = 0; i < a.size(); i++) {
      p.append(i > 0 ? ", " : "").append(a.getLong(i));
    }
    p.append(']');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
