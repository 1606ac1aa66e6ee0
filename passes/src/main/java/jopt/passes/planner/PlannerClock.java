package jopt.passes.planner;

import jopt.passmanager.PassTiming;

/**
 * The clock of the optimal planner's time limit: the CPU time of the planning thread, in
 * nanoseconds (the wall clock where the JVM does not measure it). A plan then depends on the
 * work done, not on what else the machine runs: on a machine loaded with other processes the
 * search takes longer but gets as far.
 */
final class PlannerClock {
  private PlannerClock() {}

  static long now() {
    long cpu = PassTiming.cpuNow();
    return cpu > 0 ? cpu : System.nanoTime();
  }
}
