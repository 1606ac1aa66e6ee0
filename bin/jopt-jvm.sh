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

# The Java Vector API, an incubator module of JDK 17 and 25, for jopt-run's contraction kernels
# (MacKernels.Tile, docs/jopt-run.md). A JVM that resolves it prints "WARNING: Using incubator
# modules: jdk.incubator.vector" on its stderr at start (no option silences it) and starts
# about 0.4 s of CPU slower, so the server's JVM has it (its stderr is its log), and a jopt-run
# of its own only with JOPT_VECTOR=1 (bin/jopt-run).
jopt_vector_flags=(--add-modules=jdk.incubator.vector)

# The jopt server's JVM (bin/jopt --server-run, docs/server.md): long-lived, so C2. G1, whose
# heap shrinks after a collection to what is live (MaxHeapFreeRatio), with the server's own
# collection two idle seconds after its last request (JoptServer) and a periodic one: a server
# returns what large calls took (50 parse-print calls on a 1.2 MB file: 0.9 GB resident at
# their end, 0.13 GB two seconds later; the parallel collector kept 1.7 GB for good).
# JOPT_SERVER_HEAP caps its heap (-Xmx; default a quarter of the memory): calls that could not
# fit go to a JVM of their own (docs/server.md). The server also resolves the Vector API
# (jopt_vector_flags).
jopt_server_flags=(-XX:+UseG1GC -XX:MinHeapFreeRatio=5 -XX:MaxHeapFreeRatio=20
  -XX:G1PeriodicGCInterval=30000 -Xss16m -XX:-UsePerfData -Xlog:disable -Xlog:all=error:stderr
  "${jopt_vector_flags[@]}")

# jopt_input_flags ARGS...: sets jopt_input_jvm_flags to the JVM options for the input file
# ARGS name: for a large one (256 KiB or more, where parsing in parallel starts), C1 compiles a
# method after 0.3 of its usual invocation and loop counts. Over a long parse compiled code
# sooner is worth more than the extra compiling (461 KB -6%, 2.3 MB -10%, 200k ops -4 to -7%),
# but a small input only compiles more (138 KB +2%, the lit suite 35 -> 39 s with it always on).
# The input is the first argument that names a regular file, not counting -o's value. Bash has
# no size test and a stat process costs 1.3 ms of a 43 ms run, so this reads up to the
# threshold: 30 us for a lit file, 3 ms for a large one.
jopt_input_flags() {
  jopt_input_jvm_flags=()
  local a skip="" text
  for a in "$@"; do
    if [[ -n $skip ]]; then
      skip=""
    elif [[ $a == -o ]]; then
      skip=1
    elif [[ $a != -* && -f $a && -r $a ]]; then
      IFS= read -r -d '' -N 262144 text < "$a" || true
      if ((${#text} == 262144)); then
        jopt_input_jvm_flags=(-XX:CompileThresholdScaling=0.3)
      fi
      return 0
    fi
  done
}

# jopt_make_archive JAR JSA: runs jopt.tools.training.CdsTraining on JAR, lists the classes it loaded,
# and dumps a static archive of them (JDK and jopt classes) to JSA, renamed into place so that
# concurrent runs never see half of it. Static, not a dynamic -XX:ArchiveClassesAtExit archive:
# chosen when jopt still used picocli, whose Java 5 classes only a static archive takes.
jopt_make_archive() {
  local jar=$1 jsa=$2
  local tmp="$jsa.$$.tmp" list="$jsa.$$.classes"
  if java "${jopt_jvm_flags[@]}" -XX:DumpLoadedClassList="$list" -cp "$jar" jopt.tools.training.CdsTraining \
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

# jopt_aot_java: prints the java of a JDK 25 or later on this machine, if there is one: the
# one $JOPT_AOT_JAVA names, else the newest under /usr/lib/jvm, else java on the PATH. Read
# from each JDK's release file, without starting a JVM. Such a JVM runs jopt from an AOT cache
# (JDK 25's -XX:AOTCacheOutput, JEP 483 and 514): classes loaded and linked and lambdas and
# other call sites resolved ahead of time, which the JDK 17 archive cannot hold (5.4 ms of
# invokedynamic linking per run alone); a small file in 0.043 s against 0.076 s with the JDK 17
# archive (bench/startup.py, 2026-11-25).
jopt_aot_java() {
  local c home v best="" bestv=0
  for c in ${JOPT_AOT_JAVA:-} /usr/lib/jvm/*/bin/java "$(command -v java 2>/dev/null)"; do
    [[ -n $c && -x $c ]] || continue
    home="$(dirname "$(dirname "$(readlink -f "$c")")")"
    v="$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$home/release" 2>/dev/null)"
    [[ $v =~ ^[0-9]+$ ]] || continue
    if [[ -n ${JOPT_AOT_JAVA:-} && $c == "$JOPT_AOT_JAVA" && $v -ge 25 ]]; then
      echo "$c"
      return 0
    fi
    if ((v >= 25 && v > bestv)); then
      best=$c
      bestv=$v
    fi
  done
  [[ -n $best ]] && echo "$best"
}

# The options of a run from the AOT cache: jopt's, compact object headers (JEP 519: 8-byte
# headers, peak RSS -5% on large modules, same time), no message when the cache cannot be used
# (say the JDK was updated: the run then goes on without it), and the light warm-up thread
# (jopt.tools.Jopt: with classes loaded and linked ahead of time the full one only competes
# for a core).
jopt_aot_flags=("${jopt_jvm_flags[@]}" -XX:+UseCompactObjectHeaders -Xlog:aot=off:stderr
  -Djopt.warmUp=classes)

# jopt_make_aot_cache JAR AOT [TOOL]: with the JDK 25 java, runs jopt.tools.training.CdsTraining TOOL on
# JAR and writes its AOT cache to AOT, and to AOT.java that java's path and, on a second line,
# the options a run from the cache adds (what bin/jopt runs it with); all renamed into place.
# TOOL (jopt or jopt-run) trains one tool only: a JVM loads every class of its AOT cache at
# start, used or not, so each tool has its own (a small file loads 4,086 classes, not 4,226
# with jopt-run's interpreter among them). Fails when there is no JDK 25 or the training fails. The cache holds
# no training data (method profiles, JEP 515: -XX:-AOTRecordTraining): with them every run
# compiles at start what the long training run found hot, 10 ms of a 60 ms run's second core
# (a small file 46 -> 43 ms, an hlo-deallocate test 69 -> 62 ms, 200k ops the same). The flag
# is diagnostic; a JDK without it gets a cache with the profiles.
# The run's option, where the JVM has it: the cache mapped at the address it was made for
# (-XX:ArchiveRelocationMode=0, JDK 17's default), not at a random one (JDK 21's default, for
# address-space randomization), which costs rewriting every pointer of the cache's 28 MB at
# each start (about 20% of a java -version's CPU with the cache in perf record; a small file
# 160 -> 122 ms CPU in one perf stat pair, bench/results/speed.md). A JVM that cannot have the address
# relocates the cache as before.
jopt_make_aot_cache() {
  local jar=$1 aot=$2 tool=${3:-} java25
  java25="$(jopt_aot_java)" || return 1
  [[ -n $java25 ]] || return 1
  local tmp="$aot.$$.tmp" no_profiles=(-XX:+UnlockDiagnosticVMOptions -XX:-AOTRecordTraining)
  { "$java25" "${jopt_aot_flags[@]}" "${no_profiles[@]}" -XX:AOTCacheOutput="$tmp" -cp "$jar" \
      jopt.tools.training.CdsTraining $tool >/dev/null 2>&1 ||
    "$java25" "${jopt_aot_flags[@]}" -XX:AOTCacheOutput="$tmp" -cp "$jar" \
      jopt.tools.training.CdsTraining $tool >/dev/null 2>&1; } || rm -f "$tmp"
  jopt_keep_aot_cache "$java25" "$aot" "$tmp"
}

# jopt_keep_aot_cache JAVA AOT TMP: puts the cache a training with JAVA wrote to TMP in place as
# AOT, beside AOT.java (that java's path and the mapping option where it has it, as above); when
# TMP is missing or empty (the training failed) removes what the training left and fails.
jopt_keep_aot_cache() {
  local java25=$1 aot=$2 tmp=$3 mapped=(-XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0)
  if [[ ! -s $tmp ]]; then
    rm -f "$tmp" "$tmp.config"
    return 1
  fi
  "$java25" "${mapped[@]}" -version >/dev/null 2>&1 || mapped=()
  printf '%s\n%s\n' "$java25" "${mapped[*]}" > "$aot.java.$$.tmp" &&
    mv -f "$aot.java.$$.tmp" "$aot.java" && mv -f "$tmp" "$aot"
}

# jopt_make_server_aot_cache JAR AOT: the jopt server's AOT cache (bin/jopt --server-run), made
# as jopt_make_aot_cache makes jopt's but with the server's JVM options and with the training's
# method profiles (JEP 515): CdsTraining jopt-server trains every tool, then answers a model's
# calls some thirty times (ServerTraining), so that a new server compiles what a warm one runs
# from its first calls on.
jopt_make_server_aot_cache() {
  local jar=$1 aot=$2 java25
  java25="$(jopt_aot_java)" || return 1
  [[ -n $java25 ]] || return 1
  local tmp="$aot.$$.tmp"
  "$java25" "${jopt_server_flags[@]}" -XX:+UseCompactObjectHeaders -Xlog:aot=off:stderr \
    -XX:AOTCacheOutput="$tmp" -cp "$jar" jopt.tools.training.CdsTraining jopt-server >/dev/null 2>&1 ||
    rm -f "$tmp"
  jopt_keep_aot_cache "$java25" "$aot" "$tmp"
}

# jopt_process_locale: jopt reads and writes bytes as mlir-opt does, whatever the caller's locale.
# A JVM decodes file names and arguments with its locale's charset (under LC_ALL=C, ASCII: a file
# named é.mlir could not even be named, an InvalidPathException) and formats numbers by its
# locale: a charset other than UTF-8 gives the JVM C.UTF-8 in its place, and jopt_locale_flags
# (added to every JVM's options) fix the formatting locale to en-US. The jopt server is keyed on
# the caller's locale all the same (docs/server.md).
jopt_process_locale() {
  case ${LC_ALL:-${LC_CTYPE:-${LANG:-}}} in
    *.UTF-8 | *.utf8 | *.UTF8 | *.utf-8) ;;
    *) export LC_ALL=C.UTF-8 ;;
  esac
}
jopt_locale_flags=(-Duser.language=en -Duser.country=US)
