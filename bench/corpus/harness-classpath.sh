# Sourced by the corpus scripts (run-corpus.sh, dynamic-vs-static.sh) from the repository root:
# fetches what is missing (models, onnxruntime's jar), builds tools/target/jopt.jar if absent,
# compiles the harness's sources (test/src/test/java/jopt/corpus, without the JUnit tests: test
# scope, onnxruntime never reaches main) into the cache and sets $cache and $cp.
cache=${JOPT_CORPUS:-$HOME/.cache/jopt/corpus}
export JOPT_CORPUS=$cache

bench/corpus/fetch-corpus.sh --ort
ort_jar=$(ls "$cache"/lib/onnxruntime-*.jar | tail -1)
[[ -f tools/target/jopt.jar ]] ||
  mvn -B -q -ntp package -DskipTests -Dmaven.javadoc.skip=true -pl tools -am
classes=$cache/harness-classes
rm -rf "$classes"
mkdir -p "$classes"
javac -nowarn -d "$classes" -cp "tools/target/jopt.jar:$ort_jar" \
  $(ls test/src/test/java/jopt/corpus/*.java | grep -v 'Test\.java$')
cp=$classes:tools/target/jopt.jar:$ort_jar
