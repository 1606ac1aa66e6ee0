# Sourced by bin/jopt and by the tools module's packaging: the JVM options of a jopt process
# and the making of its class-data sharing archive, kept in one place because an archive is
# only used by a JVM started with the options it was made with.

# A short-lived process: C1 only (C2 would compete with the work for the cores and pay off
# only after many seconds). The parallel GC with a small young generation whose survivors go
# straight to the old generation (they are IR, which lives until the end), and an initial heap
# of 1 GiB (reserved, not touched) so that a large module does not go through old-generation
# resizing and full collections: against the serial GC, 200k ops 1.43 -> 1.27 s and 1M ops
# 6.39 -> 4.92 s (bench/compare.py), the same at 10k. JVM log messages never reach stdout (the
# default for warnings), since stdout is the IR.
jopt_jvm_flags=(-XX:+UseParallelGC -Xms1g -Xmn64m -XX:MaxTenuringThreshold=0
  -XX:TieredStopAtLevel=1 -Xss16m -XX:-UsePerfData -Xlog:disable -Xlog:all=error:stderr)

# jopt_make_archive JAR JSA: runs jopt.tools.CdsTraining on JAR, lists the classes it loaded,
# and dumps a static archive of them (JDK and jopt classes) to JSA, renamed into place so that
# concurrent runs never see half of it. Static, not a dynamic -XX:ArchiveClassesAtExit archive:
# only a static one takes picocli's classes (compiled for Java 5), 35 ms of start-up.
jopt_make_archive() {
  local jar=$1 jsa=$2
  local tmp="$jsa.$$.tmp" list="$jsa.$$.classes"
  if java "${jopt_jvm_flags[@]}" -XX:DumpLoadedClassList="$list" -cp "$jar" jopt.tools.CdsTraining \
      >/dev/null 2>&1 &&
    java "${jopt_jvm_flags[@]}" -Xshare:dump -XX:SharedClassListFile="$list" \
      -XX:SharedArchiveFile="$tmp" -cp "$jar" >/dev/null 2>&1 && [[ -s "$tmp" ]]; then
    mv -f "$tmp" "$jsa"
    rm -f "$list"
  else
    rm -f "$tmp" "$list"
    return 1
  fi
}
